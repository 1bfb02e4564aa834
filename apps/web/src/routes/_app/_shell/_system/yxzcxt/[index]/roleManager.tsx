import { createFileRoute } from '@tanstack/react-router';
import { supportMessages as m } from '@/features/support/messages';
import { type RoleSearch, roleListQuery, roleSearch } from '@/features/support/roles/api';
import { RolePage } from '@/features/support/roles/RolePage';
import { api } from '@/lib/api';
import { prefetch } from '@/lib/list-search';

export const Route = createFileRoute('/_app/_shell/_system/yxzcxt/index/roleManager')({
  staticData: { title: m.pages.roleManager },
  validateSearch: roleSearch.validate,
  ...prefetch((search: RoleSearch) => roleListQuery(api, search)),
  component: RolePage,
});
