import { createFileRoute } from '@tanstack/react-router';
import { supportMessages as m } from '@/features/support/messages';
import { prefetchUsers, userSearch } from '@/features/support/users/search';
import { UsersPage } from '@/features/support/users/UsersPage';
import { api } from '@/lib/api';

export const Route = createFileRoute('/_app/_shell/_system/yxzcxt/index/userControl')({
  validateSearch: userSearch.validate,
  ...prefetchUsers(api),
  staticData: { title: m.pages.userControl },
  component: UsersPage,
});
