import type { PlatformClient } from '@agrimap/sdk';
import { type ApiData, apiKey, apiQuery, type CallMeta } from '@/lib/query';

/** One entry of the whole menu tree: 0 目录, 1 菜单 (a page), 2 按钮. */
export type MenuNode = ApiData<'account', 'get', '/api/v1/menu/tree/all'>['list'][number];

/** Menu entry types. */
export const MENU_TYPE = { directory: 0, menu: 1, button: 2 } as const;

/** At most three levels of 目录/菜单 (buttons below the third). */
export const MAX_MENU_LEVELS = 3;

/** The whole menu tree (every menu and button, whatever the roles), always fresh. */
export function menuAdminTreeQuery(client: PlatformClient, meta?: CallMeta) {
  return apiQuery(
    client,
    'account',
    'get',
    '/api/v1/menu/tree/all',
    {},
    { staleTime: 0, meta: { what: 'menuAdminTree', ...meta } },
  );
}

/** The key of the whole menu tree (refresh after a change). */
export const MENU_TREE_KEY = apiKey('account', 'get', '/api/v1/menu/tree/all');
