import type { PlatformClient } from '@agrimap/sdk';
import { type ApiData, apiKey, apiQuery } from '@/lib/query';
import { cropMessages } from './crops/messages';

/** Crops for the pickers of varieties, growth stages and programmes (all, in sort order). */
export type CropOption = ApiData<'base', 'get', '/api/v1/agro/crop/options'>['list'][number];

export const cropOptionsQuery = (client: PlatformClient, errorText: string = cropMessages.options.failure) =>
  apiQuery(client, 'base', 'get', '/api/v1/agro/crop/options', undefined as never, {
    meta: { errorText, what: 'agroCropOptions' },
    staleTime: 30_000,
  });

/** Every call that reads crops (page and options): invalidated after a crop changes. */
export const CROP_KEYS = [
  apiKey('base', 'post', '/api/v1/agro/crop/page'),
  apiKey('base', 'get', '/api/v1/agro/crop/options'),
] as const;
export const VARIETY_LIST_KEY = apiKey('base', 'post', '/api/v1/agro/variety/page');
export const STAGE_LIST_KEY = apiKey('base', 'get', '/api/v1/agro/stage/list');
export const PROGRAMME_KEYS = [
  apiKey('base', 'post', '/api/v1/agro/programme/page'),
  apiKey('base', 'get', '/api/v1/agro/programme/detail'),
] as const;
