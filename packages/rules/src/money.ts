/**
 * Money of the whole platform (the web app and the sandbox): amounts travel and are summed as integer fen (分) and are shown or typed
 * as yuan (元) text. Both directions work digit by digit, never through floating point.
 *
 * Limits (SPEC §9 "Money conversion: up to 12 integer digits"; SPEC §5 "negative or non-numeric
 * input gives empty"): at most 12 integer digits of yuan (leading zeros not counted) and, since the
 * unit is the fen, at most 2 decimals; zero is an amount; a negative amount is refused unless the
 * caller asks for a signed one. A screen with a stricter business rule (a price must be above 0,
 * a contract bound) checks it in its own validator on top of {@link yuanToFen}.
 */
import { MONEY_MAX_INTEGER_DIGITS } from '@agrimap/geo';

/** Decimals of a yuan amount: the fen is the unit. */
export const YUAN_DECIMALS = 2;

/** How {@link fenToYuan} writes an amount. */
export interface YuanFormat {
  /** Thousands separators (`1,234.50`); default true. Off for text put back into an input. */
  grouping?: boolean;
  /** A leading `¥`, before the sign as the screens always wrote it (`¥-2.50`); default false. */
  symbol?: boolean;
}

const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * Integer fen → yuan text with two decimals: `123456` → `'1,234.56'` (`'1234.56'` without
 * grouping, `'¥1,234.56'` with the symbol). A fractional fen is cut off, not rounded; no amount
 * (null / undefined) is `'—'`.
 */
export function fenToYuan(fen: number | null | undefined, format: YuanFormat = {}): string {
  if (fen === null || fen === undefined) return '—';
  const { grouping = true, symbol = false } = format;
  const whole = Math.trunc(fen);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  const yuan = String(Math.trunc(abs / 100));
  const cents = String(abs % 100).padStart(2, '0');
  return `${symbol ? '¥' : ''}${sign}${grouping ? group(yuan) : yuan}.${cents}`;
}

/** Fen as a yuan number, for chart axes only (never summed or sent back). */
export const fenToYuanNumber = (fen: number): number => Math.trunc(fen) / 100;

/** Why a text is not an amount (in the order checked). */
export type YuanError = 'empty' | 'syntax' | 'negative' | 'decimals' | 'tooLarge';

/** The reading of a yuan text: its fen, or why it is none. */
export type YuanReading = { ok: true; fen: number } | { ok: false; error: YuanError };

/** What {@link parseYuan} accepts beyond a non-negative amount. */
export interface YuanParse {
  /** Accept a leading `-` (a price adjustment); default false. */
  signed?: boolean;
}

const AMOUNT = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * Reads yuan typed or held as text or number (`'158'`, `' 158.5 '`, `158.05`, `'0'`): surrounding
 * white space is ignored; otherwise only ASCII digits with at most one inner decimal point
 * (`'158.'`, `'.5'`, `'+1'`, `'1,000'`, `'1e3'`, full-width digits are `syntax`). A number is read
 * through its shortest text, so `0.1 + 0.2` has too many decimals. `'-0'` is zero, not negative.
 */
export function parseYuan(value: string | number | null | undefined, options: YuanParse = {}): YuanReading {
  if (value === null || value === undefined) return { ok: false, error: 'empty' };
  if (typeof value === 'number' && !Number.isFinite(value)) return { ok: false, error: 'syntax' };
  const text = String(value).trim();
  if (text === '') return { ok: false, error: 'empty' };
  const match = AMOUNT.exec(text);
  if (!match) return { ok: false, error: 'syntax' };
  const [, minus = '', int = '', dec = ''] = match;
  const digits = int.replace(/^0+(?=\d)/, '');
  const zero = /^0+$/.test(int + dec);
  if (minus && !zero && !options.signed) return { ok: false, error: 'negative' };
  if (dec.length > YUAN_DECIMALS) return { ok: false, error: 'decimals' };
  if (digits.length > MONEY_MAX_INTEGER_DIGITS) return { ok: false, error: 'tooLarge' };
  const fen = Number(digits) * 100 + Number(dec.padEnd(YUAN_DECIMALS, '0'));
  return { ok: true, fen: minus && !zero ? -fen : fen };
}

/** Yuan text or number → integer fen, or undefined when it is not an amount ({@link parseYuan}). */
export function yuanToFen(
  value: string | number | null | undefined,
  options: YuanParse = {},
): number | undefined {
  const reading = parseYuan(value, options);
  return reading.ok ? reading.fen : undefined;
}

/** The largest market price (SPEC §3 价格, `price` in system.yaml's 1–8 integer digits of yuan). */
export const MARKET_PRICE_MAX_FEN = 9_999_999_999;

/**
 * A market price in 元 as typed in 新增价格 / 编辑价格 or read from an import row → integer fen:
 * an amount of {@link parseYuan} that is above zero and has at most 8 integer digits; undefined
 * for anything else. The web dialog and the sandbox's price import share it.
 */
export function marketPriceFen(text: string | null | undefined): number | undefined {
  const fen = yuanToFen(text);
  return fen !== undefined && fen > 0 && fen <= MARKET_PRICE_MAX_FEN ? fen : undefined;
}
