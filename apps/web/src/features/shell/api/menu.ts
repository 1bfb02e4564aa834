import { type MenuNode, type PlatformClient, unwrap } from '@agrimap/sdk';
import { queryOptions } from '@tanstack/react-query';

export const MENU_TREE_KEY = ['menu-tree'] as const;

/** `POST /api/v1/menu/tree/list`: the current user's menu tree (data.list). */
export async function fetchMenuTree(client: PlatformClient): Promise<MenuNode[]> {
  const data = unwrap(await client.account.POST('/api/v1/menu/tree/list', { body: {} }));
  return (data?.list ?? []) as MenuNode[];
}

/** The menu tree, refreshed once per page load (the stored copy is shown meanwhile). */
export function menuTreeQueryOptions(client: PlatformClient) {
  return queryOptions({
    queryKey: MENU_TREE_KEY,
    queryFn: () => fetchMenuTree(client),
    staleTime: 5 * 60 * 1000,
    refetchOnWindowFocus: false,
  });
}
