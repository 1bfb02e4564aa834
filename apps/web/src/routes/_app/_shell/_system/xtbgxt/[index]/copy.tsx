import { createFileRoute } from '@tanstack/react-router';
import { officeMessages as m } from '@/features/office/messages';
import { copyQuery } from '@/features/office/tasks/api';
import { CopyPage } from '@/features/office/tasks/CopyPage';
import { copySearch } from '@/features/office/tasks/search';
import { api } from '@/lib/api';
import { listRoute } from '@/lib/list-route';
import { PAGE_SIZE, prefetchQuery } from '@/lib/list-search';

export const Route = createFileRoute('/_app/_shell/_system/xtbgxt/index/copy')({
  staticData: { title: m.pages.copy },
  ...listRoute(copySearch),
  loader: ({ context, deps }) => prefetchQuery(context.queryClient, copyQuery(api, deps, PAGE_SIZE)),
  component: CopyPage,
});
