import type { PlatformClient } from '@agrimap/sdk';
import type { QueryClient } from '@tanstack/react-query';
import { PAGE_SIZE } from '@/lib/list-search';
import { apiKey, apiQuery } from '@/lib/query';
import { currentUserQuery } from '../shared/org';
import { userMessages as m } from './messages';
import type { UserSearch } from './search';

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
export async function prefetchUsers(
  queryClient: QueryClient,
  client: PlatformClient,
  search: UserSearch,
): Promise<void> {
  const me = await queryClient.ensureQueryData(currentUserQuery(client)).catch(() => undefined);
  if (!me) return;
  await queryClient
    .ensureQueryData(userListQuery(client, search, PAGE_SIZE, me.enterpriseNumber ?? null))
    .catch(() => undefined);
}
