/** The handler of every operation, by operationId (a unit test checks it covers every operation of openapi/). */
import { ACCOUNT_HANDLERS } from './account';
import { AREA_HANDLERS } from './area';
import { BASE_HANDLERS } from './base';
import { bindListHandlers, listExport } from './exports/engine';
import { taskProgress } from './exports/progress';
import { SHEETS } from './exports/sheets';
import { MAP_HANDLERS } from './map';
import { SHOP_HANDLERS } from './shop';
import { SYSTEM_HANDLERS } from './system';
import type { Handler } from './types';
import { WAREHOUSING_HANDLERS } from './warehousing';

export const HANDLERS: Readonly<Record<string, Handler>> = {
  ...ACCOUNT_HANDLERS,
  ...SYSTEM_HANDLERS,
  ...BASE_HANDLERS,
  ...SHOP_HANDLERS,
  ...AREA_HANDLERS,
  ...MAP_HANDLERS,
  ...WAREHOUSING_HANDLERS,
  ...Object.fromEntries(Object.entries(SHEETS).map(([id, sheet]) => [id, listExport(sheet)])),
  ...Object.fromEntries(
    (['shop', 'system', 'base', 'account', 'area'] as const).map((s) => [
      `${s}TaskProgress`,
      taskProgress as unknown as Handler,
    ]),
  ),
};
bindListHandlers(HANDLERS);
