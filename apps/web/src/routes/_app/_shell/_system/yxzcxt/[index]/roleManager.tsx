import { createFileRoute } from '@tanstack/react-router';
import { supportMessages as m } from '@/features/support/messages';
import { roleListQuery } from '@/features/support/roles/api';
import { RolePage } from '@/features/support/roles/RolePage';
import { roleSearch } from '@/features/support/roles/search';
import { api } from '@/lib/api';
import { listRoute } from '@/lib/list-route';
import { prefetchQuery } from '@/lib/list-search';

export const Route = createFileRoute('/_app/_shell/_system/yxzcxt/index/roleManager')({
  staticData: { title: m.pages.roleManager },
  ...listRoute(roleSearch),
  loader: ({ context, deps }) => prefetchQuery(context.queryClient, roleListQuery(api, deps)),
  component: RolePage,
});
