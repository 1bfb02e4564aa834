import { createFileRoute } from '@tanstack/react-router';
import { officeMessages as m } from '@/features/office/messages';
import { doneQuery, mineQuery } from '@/features/office/tasks/api';
import { DonePage } from '@/features/office/tasks/DonePage';
import { doneSearch } from '@/features/office/tasks/search';
import { api } from '@/lib/api';
import { listRoute } from '@/lib/list-route';
import { PAGE_SIZE, prefetchQuery } from '@/lib/list-search';

export const Route = createFileRoute('/_app/_shell/_system/xtbgxt/index/process')({
  staticData: { title: m.pages.process },
  ...listRoute(doneSearch),
  loader: ({ context, deps }) =>
    prefetchQuery(
      context.queryClient,
      deps.tab === 'mine' ? mineQuery(api, deps, PAGE_SIZE) : doneQuery(api, deps, PAGE_SIZE),
    ),
  component: DonePage,
});
