import { createFileRoute } from '@tanstack/react-router';
import { warehouseListQuery, warehouseSearch } from '@/features/warehousing/api';
import { warehousingMessages as m } from '@/features/warehousing/messages';
import { WarehousePage } from '@/features/warehousing/warehouses/WarehousePage';
import { api } from '@/lib/api';
import { prefetchQuery } from '@/lib/list-search';

export const Route = createFileRoute('/_app/_shell/_system/warehousing/index/warehouse')({
  staticData: { title: m.pages.warehouse },
  validateSearch: warehouseSearch.validate,
  search: warehouseSearch.search,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchQuery(context.queryClient, warehouseListQuery(api, deps)),
  component: WarehousePage,
});
