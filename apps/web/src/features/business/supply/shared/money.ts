import { fenToYuan } from '@/lib/money';

/**
 * How the business screens (supply, sales, group buying, distribution) show money: `¥1234.50`,
 * no thousands separators, `—` for none. A preset of `@/lib/money`, which parses and formats.
 */
export const formatCents = (cents: number | null | undefined): string =>
  fenToYuan(cents, { grouping: false, symbol: true });
