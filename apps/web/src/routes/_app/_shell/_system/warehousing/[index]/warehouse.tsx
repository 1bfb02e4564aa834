import { createFileRoute } from '@tanstack/react-router';
import { warehouseListQuery } from '@/features/warehousing/api';
import { warehouseSearch } from '@/features/warehousing/search';
import { warehousingTitles as t } from '@/features/warehousing/titles';
import { WarehousePage } from '@/features/warehousing/warehouses/WarehousePage';
import { api } from '@/lib/api';
import { listRoute } from '@/lib/list-route';
import { prefetchQuery } from '@/lib/list-search';

export const Route = createFileRoute('/_app/_shell/_system/warehousing/index/warehouse')({
  staticData: { title: t.warehouse },
  ...listRoute(warehouseSearch),
  loader: ({ context, deps }) => prefetchQuery(context.queryClient, warehouseListQuery(api, deps)),
  component: WarehousePage,
});
