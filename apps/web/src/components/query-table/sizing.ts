/**
 * Column widths from what a column shows. A list at an office screen size (1366–1920 px wide)
 * must neither squeeze a column until its text runs vertically nor hide a header under a fixed
 * column: every column gets a width (its own, or its kind's, never narrower than its header), long
 * text ends in an ellipsis with a tooltip, and the table scrolls horizontally only when the widths
 * together do not fit (a wider table shares the room out in proportion).
 */

/** What a column shows; each kind has a usual width. */
export type ColumnKind =
  | 'name'
  | 'code'
  | 'text'
  | 'money'
  | 'number'
  | 'date'
  | 'datetime'
  | 'status'
  | 'image'
  | 'region';

export const KIND_WIDTH: Readonly<Record<ColumnKind, number>> = {
  name: 180,
  code: 150,
  text: 220,
  money: 120,
  number: 100,
  date: 120,
  datetime: 176,
  status: 100,
  image: 80,
  region: 200,
};

/** Kinds whose long values end in an ellipsis (with the whole value in a tooltip). */
export const ELLIPSIS_KINDS: ReadonlySet<ColumnKind> = new Set(['name', 'code', 'text', 'region']);

/** Width of a column without a kind or width: room for a short name. */
export const DEFAULT_WIDTH = 140;
/** The selection and expand columns, and 序号. */
export const SELECTION_WIDTH = 48;
export const INDEX_WIDTH = 70;

const FONT_PX = 14;
/** A middle-size table cell's horizontal padding (8 px each side) and room for a sort icon. */
const CELL_PADDING = 16;

/** Pixels a text takes at the table's font: CJK and full-width characters a whole em, others about half. */
export function textWidth(text: string): number {
  let width = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    width += code > 0x2e80 ? FONT_PX : FONT_PX * 0.6;
  }
  return Math.ceil(width);
}

/** The narrowest a column may be: its header on one line. */
export function headerWidth(title: string): number {
  return textWidth(title) + CELL_PADDING + 8;
}

/** Guesses a kind from the field name where a column says none (update/create times, dates). */
export function kindOf(field: string | undefined): ColumnKind | undefined {
  if (!field) return undefined;
  if (/(Time|At)$/.test(field)) return 'datetime';
  if (/Date$/.test(field)) return 'date';
  return undefined;
}

/** A column's width: its own, else its kind's, else the default — never below its header's. */
export function columnWidth(options: { title: string; width?: number | string; kind?: ColumnKind }): number {
  const own = typeof options.width === 'number' ? options.width : undefined;
  const base = own ?? (options.kind ? KIND_WIDTH[options.kind] : DEFAULT_WIDTH);
  return Math.max(base, headerWidth(options.title));
}
