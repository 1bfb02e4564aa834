import type { PlatformClient, SystemComponents } from '@agrimap/sdk';
import { pageBody, pageQuery } from '@/lib/page-query';
import { logMessages as m } from './messages';
import type { LogSearch } from './search';

export type LogRecord = SystemComponents['schemas']['LogRecord'];

// The route's search lives in search.ts (the route file imports only that, see lib/list-search).
export { type LogSearch, logSearch } from './search';

/** One page of the operation log (newest first, the server orders it). */
export function logListQuery(client: PlatformClient, search: LogSearch, pageSize: number) {
  return pageQuery(
    client,
    'system',
    '/api/v1/log/page',
    {
      ...pageBody(search, ['keyword', 'operaname'], pageSize),
      ...(search.range ? { startDate: search.range[0], endDate: search.range[1] } : {}),
    },
    { errorText: m.loadFailure, what: 'logPage' },
  );
}
