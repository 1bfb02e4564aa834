import { createFileRoute } from '@tanstack/react-router';
import { DeptPage } from '@/features/support/dept/DeptPage';
import { deptScreenQuery, deptSearch } from '@/features/support/dept/search';
import { supportMessages as m } from '@/features/support/messages';
import { api } from '@/lib/api';
import { prefetch } from '@/lib/list-search';

export const Route = createFileRoute('/_app/_shell/_system/yxzcxt/index/deptManager')({
  validateSearch: deptSearch.validate,
  ...prefetch((search: ReturnType<typeof deptSearch.validate>) => deptScreenQuery(api, search)),
  staticData: { title: m.pages.deptManager },
  component: DeptPage,
});
