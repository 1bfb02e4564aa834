// The approval-flow list's search params and list query. Route files import this module
// eagerly (validateSearch, loader), so it must stay free of components: the designer and its
// field widgets load with the page component, not with the app shell.
import type { PlatformClient } from '@agrimap/sdk';
import { designerMessages as m } from '@/components/form-designer/messages';
import { type ListSearch, listSearch, param, type SearchParam } from '@/lib/list-search';
import { apiQuery } from '@/lib/query';

/** The list's filter and page, and the open design (`new` or a flow id), in the URL. */
export const flowSearch = listSearch({
  name: param.text(50),
  design: designParam(),
});

/** `new`, a flow id (a positive integer, kept a number so the URL reads `design=12`), or absent. */
function designParam(): SearchParam<'new' | number | undefined> {
  return {
    default: undefined,
    parse: (raw) => {
      if (raw === 'new') return 'new';
      const n =
        typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() ? Number(raw) : Number.NaN;
      return Number.isInteger(n) && n > 0 ? n : undefined;
    },
  };
}
export type FlowSearch = ListSearch<typeof flowSearch.defaults>;

export function flowListQuery(client: PlatformClient, search: FlowSearch, pageSize: number) {
  return apiQuery(
    client,
    'system',
    'post',
    '/api/v1/actExApproval/page',
    { body: { ...(search.name ? { name: search.name } : {}), page: search.page, pageSize } },
    { meta: { errorText: m.list.loadFailed, what: 'approvalPage' } },
  );
}
