import { createFileRoute } from '@tanstack/react-router';
import { businessMessages as m } from '@/features/business/messages';
import { returnListQuery } from '@/features/business/sales/api';
import { ReturnsPage } from '@/features/business/sales/returns/ReturnsPage';
import { returnSearch } from '@/features/business/sales/search';
import { api } from '@/lib/api';
import { listRoute } from '@/lib/list-route';
import { prefetchQuery } from '@/lib/list-search';

export const Route = createFileRoute('/_app/_shell/_system/nzywsjgl/gylglzxt/returnManage')({
  staticData: { title: m.pages.returnManage },
  ...listRoute(returnSearch),
  loader: ({ context, deps }) => prefetchQuery(context.queryClient, returnListQuery(api, deps)),
  component: ReturnsPage,
});
