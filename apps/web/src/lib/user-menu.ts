/** The current user's menu tree: fetched at login and by the shell, one key for both. */
import type { MenuNode, PlatformClient } from '@agrimap/sdk';
import { apiFetch, apiViewKey } from './query';

/** `POST /api/v1/menu/tree/list`: the current user's menu tree (data.list). */
export async function fetchUserMenu(client: PlatformClient): Promise<MenuNode[]> {
  const data = await apiFetch(client, 'account', 'post', '/api/v1/menu/tree/list', { body: {} });
  return (data?.list ?? []) as MenuNode[];
}

/**
 * The query key of the user's menu entries: derived from the call (its `list`), so invalidating
 * the operation reaches it. The login page seeds it; the shell reads it.
 */
export const USER_MENU_KEY = apiViewKey('account', 'post', '/api/v1/menu/tree/list', { body: {} }, 'nodes');
