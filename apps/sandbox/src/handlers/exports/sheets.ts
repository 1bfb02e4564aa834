/**
 * The sheet of each export operation (by operationId): which list it exports and its columns —
 * the list screen's columns, headers as on the screen, codes as their names, money in 元.
 */
import { ACCOUNT_SHEETS } from './sheets-account';
import { BASE_SHEETS } from './sheets-base';
import { SHOP_SHEETS } from './sheets-shop';
import { SYSTEM_SHEETS } from './sheets-system';

export const SHEETS = { ...SHOP_SHEETS, ...SYSTEM_SHEETS, ...BASE_SHEETS, ...ACCOUNT_SHEETS };
