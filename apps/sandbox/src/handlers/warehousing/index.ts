/** Warehouse and logistics operations (shop server, tag `warehousing`). */
import { STOCK_HANDLERS } from '../shop/stock';
import { STOCK_DOC_HANDLERS } from '../shop/stock-documents';
import { TRANSFER_HANDLERS } from '../shop/transfers';
import { WAREHOUSE_HANDLERS } from '../shop/warehouses';
import { WMS_MAP_HANDLERS } from '../shop/wms-map';

/** Every entry was typed from its operation where it was declared (`typedHandlers`). */
export const WAREHOUSING_HANDLERS = {
  ...WAREHOUSE_HANDLERS,
  ...STOCK_DOC_HANDLERS,
  ...STOCK_HANDLERS,
  ...WMS_MAP_HANDLERS,
  ...TRANSFER_HANDLERS,
};
