import type { PlatformClient } from '@agrimap/sdk';
import { PAGE_SIZE } from '@/lib/list-search';
import { pageBody, pageQuery } from '@/lib/page-query';
import { type ApiData, apiKey, apiQuery } from '@/lib/query';
import { noticeMessages as m } from './messages';
import type { NoticeSearch } from './search';

export type NoticeRow = ApiData<'system', 'post', '/api/v1/notice/page'>['records'][number];
export type NoticeDetail = ApiData<'system', 'get', '/api/v1/notice/detail'>;
export type InboxRow = ApiData<'system', 'post', '/api/v1/notice/mine'>['records'][number];
export type NoticeReading = ApiData<'system', 'post', '/api/v1/notice/read'>;

export const NOTICE_LIST_KEY = apiKey('system', 'post', '/api/v1/notice/page');
/** The inbox and the top bar's unread count share this key prefix. */
export const NOTICE_MINE_KEY = apiKey('system', 'post', '/api/v1/notice/mine');
export const NOTICE_READERS_KEY = apiKey('system', 'post', '/api/v1/notice/readers');

/** One page of the management list. */
export function noticeListQuery(client: PlatformClient, search: NoticeSearch, pageSize = PAGE_SIZE) {
  return pageQuery(
    client,
    'system',
    '/api/v1/notice/page',
    {
      ...pageBody(search, ['title'], pageSize),
      ...(search.noticeType ? { noticeType: Number(search.noticeType) as 1 | 2 } : {}),
      ...(search.status !== '' ? { status: Number(search.status) as 0 | 1 | 2 } : {}),
    },
    { errorText: m.listFailure, what: 'noticePage' },
  );
}

export type InboxFilter = 'all' | 'unread' | 'read';

/** One page of the current user's inbox. */
export function inboxQuery(client: PlatformClient, filter: InboxFilter, title: string, page: number) {
  return apiQuery(
    client,
    'system',
    'post',
    '/api/v1/notice/mine',
    {
      body: {
        ...(filter === 'all' ? {} : { read: filter === 'read' }),
        ...(title ? { title } : {}),
        page,
        pageSize: PAGE_SIZE,
      },
    },
    { meta: { errorText: m.inbox.failure, what: 'noticeMine' } },
  );
}

/** One page of a notice's audience with read times. */
export function readersQuery(client: PlatformClient, id: number, read: boolean | undefined, page: number) {
  return apiQuery(
    client,
    'system',
    'post',
    '/api/v1/notice/readers',
    { body: { id, ...(read === undefined ? {} : { read }), page, pageSize: PAGE_SIZE } },
    { meta: { errorText: m.readers.failure, what: 'noticeReaders' } },
  );
}
