import type { AccountComponents, PlatformClient } from '@agrimap/sdk';
import type { SearchSchemaInput } from '@tanstack/react-router';
import { type ListSearch, listSearch, param } from '@/lib/list-search';
import { apiQuery } from '@/lib/query';
import { monitorMessages as m } from './messages';

export type OnlineSession = AccountComponents['schemas']['OnlineSession'];
export type LoginLock = AccountComponents['schemas']['LoginLock'];

/** How often the page asks again while visible. */
export const REFRESH_MS = 5_000;

export const MONITOR_TABS = ['sessions', 'locks'] as const;
export type MonitorTab = (typeof MONITOR_TABS)[number];
const tabParam = param.oneOf(MONITOR_TABS, 'sessions');

export const sessionSearch = listSearch({ keyword: param.text(32) });
export type SessionSearch = ListSearch<typeof sessionSearch.defaults>;
export const lockSearch = listSearch({ lockedOnly: param.oneOf(['', '1'], '') });
export type LockSearch = ListSearch<typeof lockSearch.defaults>;

/** What links to the screen may pass: every param optional. */
export type MonitorSearchInput = {
  tab?: MonitorTab;
  keyword?: string;
  lockedOnly?: '' | '1';
  page?: number;
} & SearchSchemaInput;

/** The route's search: the open tab and its table's filter and page. */
export function validateMonitorSearch(input: MonitorSearchInput) {
  const raw = (input ?? {}) as Record<string, unknown>;
  const tab = tabParam.parse(raw.tab);
  return { tab, ...(tab === 'sessions' ? sessionSearch.parse(raw) : lockSearch.parse(raw)) };
}
export type MonitorSearch = ReturnType<typeof validateMonitorSearch>;

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
