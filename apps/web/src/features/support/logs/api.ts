import type { PlatformClient, SystemComponents } from '@agrimap/sdk';
import { type ListSearch, listSearch, param } from '@/lib/list-search';
import { apiQuery } from '@/lib/query';
import { logMessages as m } from './messages';

export type LogRecord = SystemComponents['schemas']['LogRecord'];

/** Filter + page of the log list (in the URL). */
export const logSearch = listSearch({
  keyword: param.text(64),
  operaname: param.text(200),
  range: param.dateRange(),
});
export type LogSearch = ListSearch<typeof logSearch.defaults>;

/** One page of the operation log (newest first, the server orders it). */
export function logListQuery(client: PlatformClient, search: LogSearch, pageSize: number) {
  return apiQuery(
    client,
    'system',
    'post',
    '/api/v1/log/page',
    {
      body: {
        ...(search.keyword ? { keyword: search.keyword } : {}),
        ...(search.operaname ? { operaname: search.operaname } : {}),
        ...(search.range ? { startDate: search.range[0], endDate: search.range[1] } : {}),
        page: search.page,
        pageSize,
      },
    },
    { meta: { errorText: m.loadFailure, what: 'logPage' } },
  );
}
