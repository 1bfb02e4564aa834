/** The SKU grid of 单品录入: specification attributes → rows (cartesian product), form ↔ API. */
import { fenToYuan, yuanToFen } from '@/lib/money';

/**
 * The grid's money (`@/lib/money`) with this model's contract: a price that is not an amount is
 * NaN (the form validates every price before `toSpecInput` runs, so NaN never reaches the API).
 */
export const yuanToCents = (value: string | number | null | undefined): number =>
  yuanToFen(value) ?? Number.NaN;

/** Fen → the yuan text of a grid cell (no thousands separators, so it parses back). */
export const centsToYuan = (cents: number): string => fenToYuan(cents, { grouping: false });

export interface SpecAttr {
  name: string;
  values: string[];
}

/** One row of the grid as the form holds it (money as yuan text). */
export interface SpecRow {
  id?: number;
  spec: string;
  specValues: string[];
  barcode?: string;
  unit?: string;
  price?: string;
  marketPrice?: string;
  costPrice?: string;
  warningStock?: number;
  status: 0 | 1;
}

/** The spec text of a combination of attribute values (`40kg/袋`, `白 / 1kg`). */
export const specText = (values: readonly string[]): string => values.join(' / ');

/** Every combination of the attributes' values, in order (the first attribute varies slowest). */
export function combinations(attrs: readonly SpecAttr[]): string[][] {
  const usable = attrs.filter((a) => a.name.trim() && a.values.length > 0);
  if (usable.length === 0) return [];
  return usable.reduce<string[][]>(
    (acc, attr) => acc.flatMap((prefix) => attr.values.map((v) => [...prefix, v])),
    [[]],
  );
}

/** The grid for the attributes, keeping what was typed in rows whose spec stays. */
export function regenerate(attrs: readonly SpecAttr[], rows: readonly SpecRow[]): SpecRow[] {
  const bySpec = new Map(rows.map((r) => [r.spec, r]));
  return combinations(attrs).map((values) => {
    const spec = specText(values);
    return bySpec.get(spec) ?? { spec, specValues: values, status: 1 };
  });
}

export type BulkField = 'unit' | 'price' | 'marketPrice' | 'costPrice' | 'warningStock';

/** Sets the given (non-empty) bulk values on every row. */
export function bulkSet(rows: readonly SpecRow[], values: Partial<Pick<SpecRow, BulkField>>): SpecRow[] {
  const given = Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as Partial<SpecRow>;
  return rows.map((r) => ({ ...r, ...given }));
}

/** The API's specification input of a validated row. */
export function toSpecInput(r: SpecRow) {
  return {
    ...(r.id ? { id: r.id } : {}),
    spec: r.spec,
    specValues: r.specValues,
    barcode: r.barcode?.trim() || null,
    unit: (r.unit ?? '').trim(),
    priceCents: yuanToCents(r.price),
    marketPriceCents: yuanToCents(r.marketPrice),
    costPriceCents: yuanToCents(r.costPrice),
    warningStock: r.warningStock ?? 0,
    status: r.status,
  };
}

/** A form row of a stored specification. */
export function fromSpec(s: {
  id: number;
  spec: string;
  specValues: string[];
  barcode: string | null;
  unit: string;
  priceCents: number;
  marketPriceCents: number;
  costPriceCents: number;
  warningStock: number;
  status: 0 | 1;
}): SpecRow {
  return {
    id: s.id,
    spec: s.spec,
    specValues: s.specValues,
    barcode: s.barcode ?? '',
    unit: s.unit,
    price: centsToYuan(s.priceCents),
    marketPrice: centsToYuan(s.marketPriceCents),
    costPrice: centsToYuan(s.costPriceCents),
    warningStock: s.warningStock,
    status: s.status,
  };
}

/** The form's fields of each tab (to name the tab of a validation error). */
export const TAB_FIELDS = {
  basic: ['name', 'categoryCode', 'brandId', 'supplierId', 'manufacturer', 'registrationNo', 'status'],
  specs: ['specAttrs', 'specs'],
  images: ['images'],
} as const;
export type TabKey = keyof typeof TAB_FIELDS;

/** The tab of a field path. */
export function tabOf(path: readonly (string | number)[]): TabKey {
  const head = String(path[0]);
  for (const [tab, fields] of Object.entries(TAB_FIELDS) as [TabKey, readonly string[]][]) {
    if (fields.includes(head)) return tab;
  }
  return 'basic';
}
