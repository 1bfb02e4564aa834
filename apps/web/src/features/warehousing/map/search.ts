// 仓库地图's search params (the warehouse whose locations are shown). Route files import this
// module eagerly, so it imports nothing but the list-search helpers.
import { type ListSearch, listSearch, param } from '@/lib/list-search';

export const warehouseMapSearch = listSearch({ warehouseId: param.int(0, 0) });
export type WarehouseMapSearch = ListSearch<typeof warehouseMapSearch.defaults>;
