/** Base server (devices, regions, layers): one module per entity. */
import { CROP_HANDLERS } from './agro-crops';
import { PROGRAMME_HANDLERS } from './agro-programmes';
import { SCHEME_HANDLERS } from './agro-schemes';
import { STAGE_HANDLERS } from './agro-stages';
import { VARIETY_HANDLERS } from './agro-varieties';
import { VIDEO_HANDLERS } from './agro-videos';
import { DEVICE_HANDLERS } from './devices';
import { LAYER_HANDLERS } from './layers';
import { RECORD_HANDLERS } from './records';
import { REGION_HANDLERS } from './regions';

/** Merged from the modules' `typedHandlers` maps. */
export const BASE_HANDLERS = {
  ...DEVICE_HANDLERS,
  ...REGION_HANDLERS,
  ...LAYER_HANDLERS,
  ...RECORD_HANDLERS,
  ...SCHEME_HANDLERS,
  ...VIDEO_HANDLERS,
  ...CROP_HANDLERS,
  ...VARIETY_HANDLERS,
  ...STAGE_HANDLERS,
  ...PROGRAMME_HANDLERS,
};
