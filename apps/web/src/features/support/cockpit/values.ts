import { cockpitMessages as m } from './messages';

/** What a value cell holds: '' = not entered. */
export type CellText = string;

const NUMBER = /^-?(\d+)(\.(\d+))?$/;
/** At most 12 integer digits (SPEC §9 money limits). */
const MAX_INTEGER_DIGITS = 12;

/** The message for a cell's text, or undefined when it is valid ('' = cleared is valid). */
export function cellError(text: CellText): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const match = NUMBER.exec(trimmed);
  if (!match) return m.invalid.number;
  if (trimmed.startsWith('-') && Number(trimmed) !== 0) return m.invalid.negative;
  if ((match[3]?.length ?? 0) > 2) return m.invalid.decimals;
  if ((match[1]?.replace(/^0+(?=\d)/, '').length ?? 0) > MAX_INTEGER_DIGITS) return m.invalid.tooLarge;
  return undefined;
}

/** A valid cell's value for the server: null when empty. */
export function cellValue(text: CellText): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Math.abs(Number(trimmed));
}

/** How a stored value is shown in its cell. */
export function cellText(value: number | null | undefined): CellText {
  return value === null || value === undefined ? '' : String(value);
}
