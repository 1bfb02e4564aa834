import type { Dayjs } from 'dayjs';
import { yuanToFen } from '@/lib/money';

/** A line of the document form (dates as Dayjs, the price in yuan as typed). */
export interface LineForm {
  skuId?: number;
  batchNo?: string;
  productionDate?: Dayjs | null;
  expiryDate?: Dayjs | null;
  quantity?: number | null;
  unitPrice?: number | string | null;
  locationCode?: string | null;
}

/** The amount of a line in fen (integer), 0 while incomplete. */
export function lineAmount(line: LineForm | undefined): number {
  const fen = yuanToFen(line?.unitPrice ?? '');
  const q = line?.quantity;
  return fen !== undefined && typeof q === 'number' && Number.isInteger(q) ? fen * q : 0;
}

/** Totals of the lines: quantity and amount in fen, integer sums. */
export function totals(lines: readonly (LineForm | undefined)[]): { quantity: number; amount: number } {
  return lines.reduce<{ quantity: number; amount: number }>(
    (t, l) => ({
      quantity: t.quantity + (typeof l?.quantity === 'number' ? l.quantity : 0),
      amount: t.amount + lineAmount(l),
    }),
    { quantity: 0, amount: 0 },
  );
}

/** The save body's lines. */
export function toLineBodies(lines: readonly LineForm[]) {
  return lines.map((l) => ({
    skuId: l.skuId ?? 0,
    batchNo: (l.batchNo ?? '').trim(),
    productionDate: l.productionDate ? l.productionDate.format('YYYY-MM-DD') : null,
    expiryDate: l.expiryDate ? l.expiryDate.format('YYYY-MM-DD') : null,
    quantity: l.quantity ?? 0,
    unitPrice: yuanToFen(l.unitPrice ?? '') ?? 0,
    locationCode: l.locationCode || null,
  }));
}
