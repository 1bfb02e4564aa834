import { createFileRoute } from '@tanstack/react-router';
import { supportMessages as m } from '@/features/support/messages';
import { prefetchUsers } from '@/features/support/users/api';
import { userSearch } from '@/features/support/users/search';
import { UsersPage } from '@/features/support/users/UsersPage';
import { api } from '@/lib/api';
import { listRoute } from '@/lib/list-route';

export const Route = createFileRoute('/_app/_shell/_system/yxzcxt/index/userControl')({
  ...listRoute(userSearch),
  loader: ({ context, deps }) => prefetchUsers(context.queryClient, api, deps),
  staticData: { title: m.pages.userControl },
  component: UsersPage,
});
