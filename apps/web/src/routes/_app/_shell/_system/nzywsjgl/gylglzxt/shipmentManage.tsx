import { createFileRoute } from '@tanstack/react-router';
import { businessMessages as m } from '@/features/business/messages';
import { orderListQuery } from '@/features/business/sales/api';
import { shipmentSearch } from '@/features/business/sales/search';
import { ShipmentsPage } from '@/features/business/sales/shipments/ShipmentsPage';
import { api } from '@/lib/api';
import { listRoute } from '@/lib/list-route';
import { prefetchQuery } from '@/lib/list-search';

export const Route = createFileRoute('/_app/_shell/_system/nzywsjgl/gylglzxt/shipmentManage')({
  staticData: { title: m.pages.shipmentManage },
  ...listRoute(shipmentSearch),
  loader: ({ context, deps }) => prefetchQuery(context.queryClient, orderListQuery(api, deps)),
  component: ShipmentsPage,
});
