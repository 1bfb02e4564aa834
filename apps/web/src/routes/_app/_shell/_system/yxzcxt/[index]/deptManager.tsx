import { createFileRoute } from '@tanstack/react-router';
import { deptScreenQuery } from '@/features/support/dept/api';
import { DeptPage } from '@/features/support/dept/DeptPage';
import { deptSearch } from '@/features/support/dept/search';
import { supportMessages as m } from '@/features/support/messages';
import { api } from '@/lib/api';
import { listRoute } from '@/lib/list-route';
import { prefetchQuery } from '@/lib/list-search';

export const Route = createFileRoute('/_app/_shell/_system/yxzcxt/index/deptManager')({
  ...listRoute(deptSearch),
  loader: ({ context, deps }) => prefetchQuery(context.queryClient, deptScreenQuery(api, deps)),
  staticData: { title: m.pages.deptManager },
  component: DeptPage,
});
