import { createFileRoute } from '@tanstack/react-router';
import { officeMessages as m } from '@/features/office/messages';
import { noticeListQuery } from '@/features/office/notices/api';
import { NoticesPage } from '@/features/office/notices/NoticesPage';
import { noticeSearch } from '@/features/office/notices/search';
import { api } from '@/lib/api';
import { listRoute } from '@/lib/list-route';
import { prefetchQuery } from '@/lib/list-search';

export const Route = createFileRoute('/_app/_shell/_system/xtbgxt/index/tzgg')({
  staticData: { title: m.pages.tzgg },
  ...listRoute(noticeSearch),
  loader: ({ context, deps }) => prefetchQuery(context.queryClient, noticeListQuery(api, deps)),
  component: NoticesPage,
});
