// Search params of the distributed-warehousing screens (/nzywsjgl/fbsccglzxt/*). Route files import
// this module eagerly, so it imports nothing but the list-search helpers.
import { type ListSearch, listSearch, param } from '@/lib/list-search';

/** 储存点: type (2 县级前置仓 / 3 村级服务站) and region code prefix. */
export const pointsSearch = listSearch({ type: param.oneOf(['', '2', '3'], ''), qhdm: param.text(12) });
export type PointsSearch = ListSearch<typeof pointsSearch.defaults>;

/** 库存分布: the SKU specification and the region drilled into. */
export const distributionSearch = listSearch({ skuId: param.int(0, 0), qhdm: param.text(12) });
export type DistributionSearch = ListSearch<typeof distributionSearch.defaults>;

/** 调拨管理: number and warehouse (source or target). */
export const transferSearch = listSearch({ transferNo: param.text(30), warehouseId: param.int(0, 0) });
export type TransferSearch = ListSearch<typeof transferSearch.defaults>;
