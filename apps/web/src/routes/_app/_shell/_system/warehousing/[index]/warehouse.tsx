import { createFileRoute } from '@tanstack/react-router';
import { type WarehouseSearch, warehouseListQuery, warehouseSearch } from '@/features/warehousing/api';
import { warehousingMessages as m } from '@/features/warehousing/messages';
import { WarehousePage } from '@/features/warehousing/warehouses/WarehousePage';
import { api } from '@/lib/api';
import { prefetch } from '@/lib/list-search';

export const Route = createFileRoute('/_app/_shell/_system/warehousing/index/warehouse')({
  staticData: { title: m.pages.warehouse },
  validateSearch: warehouseSearch.validate,
  ...prefetch((search: WarehouseSearch) => warehouseListQuery(api, search)),
  component: WarehousePage,
});
