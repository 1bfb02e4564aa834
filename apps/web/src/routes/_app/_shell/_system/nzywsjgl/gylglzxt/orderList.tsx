import { createFileRoute } from '@tanstack/react-router';
import { businessMessages as m } from '@/features/business/messages';
import { orderListQuery } from '@/features/business/sales/api';
import { OrdersPage } from '@/features/business/sales/orders/OrdersPage';
import { orderSearch } from '@/features/business/sales/search';
import { api } from '@/lib/api';
import { listRoute } from '@/lib/list-route';
import { prefetchQuery } from '@/lib/list-search';

export const Route = createFileRoute('/_app/_shell/_system/nzywsjgl/gylglzxt/orderList')({
  staticData: { title: m.pages.orderList },
  ...listRoute(orderSearch),
  loader: ({ context, deps }) => prefetchQuery(context.queryClient, orderListQuery(api, deps)),
  component: OrdersPage,
});
