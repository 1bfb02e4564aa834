/** 公文管理's calls: the list, a document, save / submit / delete, the next 发文字号. */
import type { PlatformClient, SystemComponents } from '@agrimap/sdk';
import { queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE } from '@/lib/list-search';
import { pageBody, pageQuery } from '@/lib/page-query';
import { type ApiData, apiFetch, apiKey, apiQuery, apiViewKey } from '@/lib/query';
import { documentMessages as m } from './messages';
import type { DocumentSearch } from './search';

export type DocumentRow = ApiData<'system', 'post', '/api/v1/officialDoc/page'>['records'][number];
export type DocumentDetail = ApiData<'system', 'post', '/api/v1/officialDoc/detail'>;
export type DocumentSaveBody = SystemComponents['schemas']['OfficialDocSaveRequest'];

export const DOCUMENT_LIST_KEY = apiKey('system', 'post', '/api/v1/officialDoc/page');
export const DOCUMENT_DETAIL_KEY = apiKey('system', 'post', '/api/v1/officialDoc/detail');

/** Statuses in which a document can be edited and submitted: 草稿, 已驳回, 已撤回. */
export const EDITABLE_STATUSES: readonly number[] = [0, 3, 4];

/** 发文字号: 机关代字〔年份〕序号号 (the 序号 without leading zeros). */
export const DOC_NO = /^([\u4e00-\u9fa5A-Za-z]{1,20})〔(\d{4})〕([1-9]\d{0,5})号$/;

/** One page of the list. */
export function documentListQuery(client: PlatformClient, search: DocumentSearch, pageSize = PAGE_SIZE) {
  return pageQuery(
    client,
    'system',
    '/api/v1/officialDoc/page',
    {
      ...pageBody(search, ['keyword'], pageSize),
      ...(search.status !== '' ? { status: Number(search.status) as 0 | 1 | 2 | 3 | 4 } : {}),
      ...(search.secrecy !== '' ? { secrecy: Number(search.secrecy) as 0 | 1 | 2 | 3 } : {}),
    },
    { errorText: m.listFailure, what: 'officialDocPage' },
  );
}

/** One document with its approval (fresh on every open). */
export function documentQuery(client: PlatformClient, id: number) {
  return {
    ...apiQuery(
      client,
      'system',
      'post',
      '/api/v1/officialDoc/detail',
      { body: { id } },
      { meta: { errorText: m.view.loadFailure, what: 'officialDocDetail' } },
    ),
    staleTime: 0,
  };
}

export const fetchDocument = (client: PlatformClient, id: number) =>
  apiFetch(client, 'system', 'post', '/api/v1/officialDoc/detail', { body: { id } });

/**
 * The document the form edits: read afresh on every open and never kept (apart from the viewer's
 * copy), under {@link DOCUMENT_DETAIL_KEY} so a save's invalidation reaches it.
 */
export function documentEditQuery(client: PlatformClient, id: number | undefined) {
  const init = id === undefined ? undefined : { body: { id } };
  return queryOptions({
    queryKey: apiViewKey('system', 'post', '/api/v1/officialDoc/detail', init, 'edit'),
    queryFn: () => fetchDocument(client, id as number),
    enabled: id !== undefined,
    staleTime: 0,
    gcTime: 0,
  });
}

export const saveDocument = (client: PlatformClient, body: DocumentSaveBody) =>
  apiFetch(client, 'system', 'post', '/api/v1/officialDoc/save', { body });

export const submitDocument = (client: PlatformClient, id: number, approvalId: number) =>
  apiFetch(client, 'system', 'post', '/api/v1/officialDoc/submit', { body: { id, approvalId } });

export const deleteDocument = (client: PlatformClient, id: number) =>
  apiFetch(client, 'system', 'post', '/api/v1/officialDoc/delete', { body: { id } });

export const nextDocNo = (client: PlatformClient, orgCode: string, year: number) =>
  apiFetch(client, 'system', 'post', '/api/v1/officialDoc/nextNo', { body: { orgCode, year } });
