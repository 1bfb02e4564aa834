import { createFileRoute } from '@tanstack/react-router';
import { OnlineOrdersPage } from '@/features/business/group-buying/OnlineOrdersPage';
import { onlineOrderSearch } from '@/features/business/group-buying/search';
import { businessMessages as m } from '@/features/business/messages';
import { orderListQuery } from '@/features/business/sales/api';
import { api } from '@/lib/api';
import { listRoute } from '@/lib/list-route';
import { prefetchQuery } from '@/lib/list-search';

export const Route = createFileRoute('/_app/_shell/_system/nzywsjgl/fxcjzxt/onlineOrder')({
  staticData: { title: m.pages.onlineOrder },
  ...listRoute(onlineOrderSearch),
  loader: ({ context, deps }) => prefetchQuery(context.queryClient, orderListQuery(api, deps)),
  component: OnlineOrdersPage,
});
