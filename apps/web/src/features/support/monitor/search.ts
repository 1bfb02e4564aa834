import type { SearchSchemaInput } from '@tanstack/react-router';
import { type ListSearch, listSearch, param, stripDefaults } from '@/lib/list-search';

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

/** For the route's `search` option: no default in the URL. */
export const monitorSearchOptions = {
  middlewares: [
    stripDefaults({ ...sessionSearch.urlDefaults, ...lockSearch.urlDefaults, tab: tabParam.default }),
  ],
};
