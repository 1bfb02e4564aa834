import type { ListDeviceRequest } from '../model';

/** Query keys of the device screen; everything under `all` is refreshed after a sync. */
export const deviceKeys = {
  all: ['devices'] as const,
  lists: () => [...deviceKeys.all, 'list'] as const,
  list: (request: ListDeviceRequest) => [...deviceKeys.lists(), request] as const,
  detail: (code: string) => [...deviceKeys.all, 'detail', code] as const,
  regionChildren: (parent: string) => ['regions', 'drill-down', parent] as const,
};
