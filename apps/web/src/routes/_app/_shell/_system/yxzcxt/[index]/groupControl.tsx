import { createFileRoute } from '@tanstack/react-router';
import { prefetchGroups } from '@/features/support/groups/api';
import { GroupsPage } from '@/features/support/groups/GroupsPage';
import { groupSearch } from '@/features/support/groups/search';
import { supportMessages as m } from '@/features/support/messages';
import { api } from '@/lib/api';
import { listRoute } from '@/lib/list-route';

export const Route = createFileRoute('/_app/_shell/_system/yxzcxt/index/groupControl')({
  ...listRoute(groupSearch),
  loader: ({ context, deps }) => prefetchGroups(context.queryClient, api, deps),
  staticData: { title: m.pages.groupControl },
  component: GroupsPage,
});
