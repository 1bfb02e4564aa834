/** The shop server: supply-chain master data (catalogue, brands, suppliers, items, packages). */
import { BRAND_HANDLERS } from './brands';
import { CATEGORY_HANDLERS } from './categories';
import { CUSTOMER_HANDLERS } from './customers';
import { DASHBOARD_HANDLERS } from './dashboards';
import { GROUP_BUYING_HANDLERS } from './group-buying';
import { LAUNCH_HANDLERS } from './launch';
import { ORDER_HANDLERS } from './orders';
import { ORDER_SHIP_HANDLERS } from './orders-ship';
import { RETURN_HANDLERS } from './returns';
import { SETMEAL_HANDLERS } from './setmeals';
import { SKU_HANDLERS } from './skus';
import { SUPPLIER_HANDLERS } from './suppliers';

/** Every entry was typed from its operation where it was declared (`typedHandlers`). */
export const SHOP_HANDLERS = {
  ...CATEGORY_HANDLERS,
  ...BRAND_HANDLERS,
  ...SUPPLIER_HANDLERS,
  ...SKU_HANDLERS,
  ...SETMEAL_HANDLERS,
  ...ORDER_HANDLERS,
  ...ORDER_SHIP_HANDLERS,
  ...RETURN_HANDLERS,
  ...GROUP_BUYING_HANDLERS,
  ...CUSTOMER_HANDLERS,
  ...LAUNCH_HANDLERS,
  ...DASHBOARD_HANDLERS,
};
