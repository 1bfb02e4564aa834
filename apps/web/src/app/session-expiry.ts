import type { UnauthorizedInfo } from '@agrimap/sdk';
import type { QueryClient } from '@tanstack/react-query';
import { shellMessages } from '@/features/shell/messages';
import { setUnauthorizedHandler } from '@/lib/api';
import { LOGIN_PATH } from '@/lib/config';
import { notify } from '@/lib/notify';
import { clearSession } from '@/lib/session';
import type { AppRouter } from './router';

/**
 * SPEC §4: a reply with status or body code 401/403 ends the session — token cookies, user info
 * and query cache are cleared — and the login page opens, bringing the user back afterwards.
 */
export function installSessionExpiry(router: AppRouter, queryClient: QueryClient): () => void {
  let handling = false;
  const onUnauthorized = (info: UnauthorizedInfo) => {
    const { pathname, href } = router.state.location;
    if (handling || pathname === LOGIN_PATH) return;
    handling = true;
    clearSession();
    queryClient.clear();
    notify.warning(info.msg || shellMessages.sessionExpired);
    void router.navigate({ to: '/login', search: { redirect: href }, replace: true }).finally(() => {
      handling = false;
    });
  };
  setUnauthorizedHandler(onUnauthorized);
  return () => setUnauthorizedHandler(undefined);
}
