import type { PlatformClient } from '@agrimap/sdk';
import type { QueryClient } from '@tanstack/react-query';
import { type ListSearch, listSearch, PAGE_SIZE, param } from '@/lib/list-search';
import { apiKey, apiQuery } from '@/lib/query';
import { currentUserQuery } from '../shared/org';
import { userMessages as m } from './messages';

/** 公司人员管理's search in the URL: filter, the department chosen in the tree, page. */
export const userSearch = listSearch({
  realName: param.text(30),
  phone: param.text(11),
  status: param.oneOf(['', '1', '0'], ''),
  deptId: param.int(0, 0),
});
export type UserSearch = ListSearch<typeof userSearch.defaults>;

/** One page of the user list of the signed-in user's enterprise. */
export function userListQuery(
  client: PlatformClient,
  search: UserSearch,
  pageSize: number,
  enterpriseNumber: string | null | undefined,
) {
  const phone = search.phone.replace(/\D/g, '');
  const body = {
    ...(search.realName ? { realName: search.realName } : {}),
    ...(phone ? { phone } : {}),
    ...(search.status === '' ? {} : { status: Number(search.status) as 0 | 1 }),
    ...(search.deptId > 0 ? { departmentId: search.deptId } : {}),
    ...(enterpriseNumber ? { enterpriseNumber } : {}),
    page: search.page,
    pageSize,
  };
  return apiQuery(
    client,
    'account',
    'post',
    '/api/v1/user/manage/list',
    { body },
    { meta: { errorText: m.listFailed, what: 'user list' }, enabled: enterpriseNumber !== undefined },
  );
}

/** Prefix of every user-list call (refresh after a change). */
export const USER_LIST_KEY = apiKey('account', 'post', '/api/v1/user/manage/list');

/** The route's loader: the signed-in user, then the page the URL asks for. */
export const prefetchUsers = (client: PlatformClient) => ({
  loaderDeps: ({ search }: { search: UserSearch }) => search,
  loader: async ({ context, deps }: { context: { queryClient: QueryClient }; deps: UserSearch }) => {
    const me = await context.queryClient.ensureQueryData(currentUserQuery(client)).catch(() => undefined);
    if (!me) return;
    await context.queryClient
      .ensureQueryData(userListQuery(client, deps, PAGE_SIZE, me.enterpriseNumber ?? null))
      .catch(() => undefined);
  },
});
