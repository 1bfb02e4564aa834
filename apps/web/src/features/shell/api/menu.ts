import type { PlatformClient } from '@agrimap/sdk';
import { queryOptions } from '@tanstack/react-query';
import { fetchUserMenu, USER_MENU_KEY } from '@/lib/user-menu';

/** The menu tree, refreshed once per page load (the stored copy is shown meanwhile). */
export function menuTreeQueryOptions(client: PlatformClient) {
  return queryOptions({
    queryKey: USER_MENU_KEY,
    queryFn: () => fetchUserMenu(client),
    staleTime: 5 * 60 * 1000,
    refetchOnWindowFocus: false,
  });
}
