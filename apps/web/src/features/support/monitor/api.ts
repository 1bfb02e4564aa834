import type { AccountComponents, PlatformClient } from '@agrimap/sdk';
import { apiQuery } from '@/lib/query';
import { monitorMessages as m } from './messages';
import type { LockSearch, SessionSearch } from './search';

export type OnlineSession = AccountComponents['schemas']['OnlineSession'];
export type LoginLock = AccountComponents['schemas']['LoginLock'];

/** How often the page asks again while visible. */
export const REFRESH_MS = 5_000;

// The route's search lives in search.ts (the route file imports only that, see lib/list-search).
export {
  type LockSearch,
  lockSearch,
  MONITOR_TABS,
  type MonitorSearch,
  type MonitorSearchInput,
  type MonitorTab,
  type SessionSearch,
  sessionSearch,
  validateMonitorSearch,
} from './search';

export function serverStatusQuery(client: PlatformClient) {
  return apiQuery(
    client,
    'system',
    'get',
    '/api/v1/monitor/server',
    {},
    {
      meta: { errorText: m.loadFailure, what: 'monitorServer' },
    },
  );
}

export function sessionListQuery(client: PlatformClient, search: SessionSearch, pageSize: number) {
  return apiQuery(
    client,
    'account',
    'post',
    '/api/v1/monitor/session/list',
    { body: { ...(search.keyword ? { keyword: search.keyword } : {}), page: search.page, pageSize } },
    { meta: { errorText: m.sessions.loadFailure, what: 'monitorSessionList' } },
  );
}

export function lockListQuery(client: PlatformClient, search: LockSearch, pageSize: number) {
  return apiQuery(
    client,
    'account',
    'post',
    '/api/v1/monitor/login/locks',
    { body: { lockedOnly: search.lockedOnly === '1', page: search.page, pageSize } },
    { meta: { errorText: m.locks.loadFailure, what: 'monitorLoginLocks' } },
  );
}
