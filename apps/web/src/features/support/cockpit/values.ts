import { parseYuan, type YuanError } from '@/lib/money';
import { cockpitMessages as m } from './messages';

/** What a value cell holds: '' = not entered. */
export type CellText = string;

const MESSAGES: Record<Exclude<YuanError, 'empty'>, string> = {
  syntax: m.invalid.number,
  negative: m.invalid.negative,
  decimals: m.invalid.decimals,
  tooLarge: m.invalid.tooLarge,
};

/**
 * The message for a cell's text, or undefined when it is valid ('' = cleared is valid). A cell
 * takes what an amount takes (`@/lib/money`, SPEC §9 limits): at most 12 integer digits and two
 * decimals, not negative.
 */
export function cellError(text: CellText): string | undefined {
  const reading = parseYuan(text);
  return reading.ok || reading.error === 'empty' ? undefined : MESSAGES[reading.error];
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
