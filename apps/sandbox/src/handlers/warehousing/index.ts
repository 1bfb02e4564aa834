/** Warehouse and logistics operations (shop server, tag `warehousing`). */
import { STOCK_HANDLERS } from '../shop/stock';
import { STOCK_DOC_HANDLERS } from '../shop/stock-documents';
import { WAREHOUSE_HANDLERS } from '../shop/warehouses';
import type { Handler } from '../types';

export const WAREHOUSING_HANDLERS: Record<string, Handler> = {
  ...WAREHOUSE_HANDLERS,
  ...STOCK_DOC_HANDLERS,
  ...STOCK_HANDLERS,
};
