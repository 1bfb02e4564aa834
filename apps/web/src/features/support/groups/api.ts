import type { AccountComponents, PlatformClient } from '@agrimap/sdk';
import type { QueryClient } from '@tanstack/react-query';
import { filled } from '@/lib/list-search';
import { apiKey, apiQuery } from '@/lib/query';
import { currentUserQuery } from '../shared/org';
import { groupMessages as m } from './messages';
import type { GroupSearch } from './search';

export type FunctionalGroup = AccountComponents['schemas']['FunctionalGroup'];

/** The functional groups of the user's organisation (SPEC §7: manageNumber, queryType 2, parentId -1);
 * the server answers them all, the table pages them. */
export function groupListQuery(client: PlatformClient, search: GroupSearch, manageNumber?: string | null) {
  const filter = filled(search, ['groupName']);
  const body = { manageNumber: manageNumber ?? '', queryType: 2 as const, parentId: -1 as const, ...filter };
  const options = { meta: { errorText: m.listFailed, what: 'group list' }, enabled: Boolean(manageNumber) };
  return apiQuery(client, 'account', 'post', '/api/v2/usermanage/queryGroup', { body }, options);
}

export const GROUP_LIST_KEY = apiKey('account', 'post', '/api/v2/usermanage/queryGroup');

/** One group with its members. */
export function groupDetailsQuery(client: PlatformClient, id: number) {
  const meta = { errorText: m.detailFailed, what: 'group details' };
  const init = { body: { id } };
  return apiQuery(client, 'account', 'post', '/api/v2/usermanage/queryGroupDetails', init, { meta });
}

export const GROUP_DETAILS_KEY = apiKey('account', 'post', '/api/v2/usermanage/queryGroupDetails');

/** The route's loader: the signed-in user, then their organisation's groups. */
export async function prefetchGroups(queryClient: QueryClient, client: PlatformClient, search: GroupSearch) {
  const me = await queryClient.ensureQueryData(currentUserQuery(client)).catch(() => undefined);
  if (!me?.manageNumber) return;
  await queryClient.ensureQueryData(groupListQuery(client, search, me.manageNumber)).catch(() => undefined);
}
