import type { MenuNode } from '@agrimap/sdk';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useApi } from '@/lib/api';
import { notify } from '@/lib/notify';
import { resolveAppPath } from '@/lib/routing';
import { currentUser } from '@/lib/session';
import { saveOperationLog } from '../api/operation-log';
import { shellMessages as m } from '../messages';

export interface MenuNavigationOptions {
  /** Told about every leaf click (SPEC §2: "a leaf click reports the entry's menuUrl"). */
  onMenuClick?: (menuUrl: string, entry: MenuNode) => void;
}

/**
 * What a leaf click does: report the menuUrl (recording the visit in the operation log), then
 * navigate to it when the route tree has that path; a menuUrl without a page gives a warning.
 */
export function useMenuNavigation({ onMenuClick }: MenuNavigationOptions = {}): (entry: MenuNode) => void {
  const router = useRouter();
  const navigate = useNavigate();
  const client = useApi();
  return useCallback(
    (entry: MenuNode) => {
      const menuUrl = entry.menuUrl ?? '';
      onMenuClick?.(menuUrl, entry);
      const user = currentUser();
      if (user) void saveOperationLog(client, user, m.visitOperation(entry.name));
      const to = resolveAppPath(router.routesByPath, menuUrl);
      if (to) void navigate({ to });
      else notify.warning(m.menu.missingRoute(entry.name));
    },
    [client, navigate, onMenuClick, router],
  );
}
