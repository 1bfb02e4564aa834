// The warehousing screens' search params. Route files import this module eagerly
// (validateSearch), so it imports nothing but the list-search helpers: API modules and
// messages load with the screens, not with the login page.
import { type ListSearch, listSearch, param } from '@/lib/list-search';

/** 仓库管理's filter and page (in the URL). */
export const warehouseSearch = listSearch({
  name: param.text(50),
  type: param.oneOf(['', '1', '2', '3', '4'], ''),
  status: param.oneOf(['', '1', '0'], ''),
  qhdm: param.text(12),
});
export type WarehouseSearch = ListSearch<typeof warehouseSearch.defaults>;

const STATUS_VALUES = ['', '0', '1', '2', '3', '4'] as const;

/** The filter fields of a document list (入库明细 / 出库明细 / 审核). */
const docFields = {
  docNo: param.text(30),
  bizNo: param.text(50),
  partner: param.text(50),
  creatorName: param.text(30),
  status: param.oneOf(STATUS_VALUES, ''),
  warehouseId: param.int(0, 0),
  bizType: param.oneOf(['', '1', '2', '3', '4'], ''),
  date: param.dateRange(),
  quantityMin: param.text(9),
  quantityMax: param.text(9),
  amountMin: param.text(12),
  amountMax: param.text(12),
};

/** The filter of a document list (入库明细 / 出库明细). */
export const docSearch = listSearch(docFields);
export type DocSearch = ListSearch<typeof docSearch.defaults>;

/** The verify screens start on 待审核. */
export const verifySearch = listSearch({ ...docFields, status: param.oneOf(STATUS_VALUES, '1') });

/** 库存's filter and page. */
export const stockSearch = listSearch({
  warehouseId: param.int(0, 0),
  keyword: param.text(50),
  batchNo: param.text(30),
  only: param.oneOf(['', 'warning', 'expiring', 'inStock'], ''),
});
export type StockSearch = ListSearch<typeof stockSearch.defaults>;
