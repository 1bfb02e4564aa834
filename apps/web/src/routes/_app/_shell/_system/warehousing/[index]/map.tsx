import { createFileRoute } from '@tanstack/react-router';
import { warehouseMapQuery } from '@/features/warehousing/map/api';
import { warehouseMapSearch } from '@/features/warehousing/map/search';
import { WarehouseMapPage } from '@/features/warehousing/map/WarehouseMapPage';
import { warehousingTitles as t } from '@/features/warehousing/titles';
import { api } from '@/lib/api';
import { listRoute } from '@/lib/list-route';
import { prefetchQuery } from '@/lib/list-search';

export const Route = createFileRoute('/_app/_shell/_system/warehousing/index/map')({
  staticData: { title: t.map },
  ...listRoute(warehouseMapSearch),
  loader: ({ context }) => prefetchQuery(context.queryClient, warehouseMapQuery(api)),
  component: WarehouseMapPage,
});
