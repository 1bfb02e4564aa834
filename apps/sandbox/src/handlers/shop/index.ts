/** The shop server: supply-chain master data (catalogue, brands, suppliers, items, packages). */
import type { Handler } from '../types';
import { CATEGORY_HANDLERS } from './categories';

export const SHOP_HANDLERS: Record<string, Handler> = {
  ...CATEGORY_HANDLERS,
};
