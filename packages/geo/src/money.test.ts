import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MONEY_TOO_LARGE, moneyToChinese } from './money';

const DIGIT: Record<string, bigint> = {
  零: 0n,
  壹: 1n,
  贰: 2n,
  叁: 3n,
  肆: 4n,
  伍: 5n,
  陆: 6n,
  柒: 7n,
  捌: 8n,
  玖: 9n,
};
const RADIX: Record<string, bigint> = { 拾: 10n, 佰: 100n, 仟: 1000n };
const DECIMAL: Record<string, bigint> = { 角: 1000n, 分: 100n, 厘: 10n, 毫: 1n };

/** Parses Chinese capitals back into an amount in units of 0.0001 (a test-side, independent reader). */
function parseCapitals(text: string): bigint {
  if (text === '零圆整') return 0n;
  const body = text.endsWith('整') ? text.slice(0, -1) : text;
  const yuan = body.indexOf('圆');
  const intText = yuan >= 0 ? body.slice(0, yuan) : '';
  const decText = yuan >= 0 ? body.slice(yuan + 1) : body;
  let total = 0n;
  let section = 0n;
  let digit = 0n;
  for (const ch of intText) {
    if (ch in DIGIT) digit = DIGIT[ch] as bigint;
    else if (ch in RADIX) {
      section += digit * (RADIX[ch] as bigint);
      digit = 0n;
    } else if (ch === '万') {
      total += (section + digit) * 10_000n;
      section = 0n;
      digit = 0n;
    } else if (ch === '亿') {
      total = (total + section + digit) * 100_000_000n;
      section = 0n;
      digit = 0n;
    } else throw new Error(`unexpected ${ch} in ${text}`);
  }
  const integer = total + section + digit;
  let dec = 0n;
  let decDigit = 0n;
  for (const ch of decText) {
    if (ch in DIGIT) decDigit = DIGIT[ch] as bigint;
    else if (ch in DECIMAL) {
      dec += decDigit * (DECIMAL[ch] as bigint);
      decDigit = 0n;
    } else throw new Error(`unexpected ${ch} in ${text}`);
  }
  return integer * 10_000n + dec;
}

describe('moneyToChinese table', () => {
  it.each([
    [0, '零圆整'],
    [0.5, '伍角'],
    [10, '壹拾圆整'],
    [100000, '壹拾万圆整'],
    [100010, '壹拾万零壹拾圆整'],
    [1e12 - 1, '玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖圆整'],
    [1e12, MONEY_TOO_LARGE],
    ['1234.5678', '壹仟贰佰叁拾肆圆伍角陆分柒厘捌毫'],
    [123456789012.3456, '壹仟贰佰叁拾肆亿伍仟陆佰柒拾捌万玖仟零壹拾贰圆叁角肆分伍厘陆毫'],
    [-1, ''],
    [-0.5, ''],
    ['-3', ''],
    ['abc', ''],
    ['12a', ''],
    ['', ''],
    ['.', ''],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
    [325.04, '叁佰贰拾伍圆零肆分'],
    [1.5005, '壹圆伍角零伍毫'],
    [0.05, '伍分'],
    [0.0001, '壹毫'],
    [1010, '壹仟零壹拾圆整'],
    [100000001, '壹亿零壹圆整'],
    [1000100000, '壹拾亿零壹拾万圆整'],
    [10001000, '壹仟万零壹仟圆整'],
    [100000000, '壹亿圆整'],
    ['10.50', '壹拾圆伍角'],
    ['10.00', '壹拾圆整'],
    ['0.00', '零圆整'],
    ['1.23456', '壹圆贰角叁分肆厘伍毫'],
    [' 007 ', '柒圆整'],
    ['.5', '伍角'],
    ['5.', '伍圆整'],
    ['+8', '捌圆整'],
    [1e-7, '零圆整'],
    [1e21, MONEY_TOO_LARGE],
    ['1000000000000', MONEY_TOO_LARGE],
    [-0, '零圆整'],
  ] as [number | string, string][])('%s → %s', (input, expected) => {
    expect(moneyToChinese(input)).toBe(expected);
  });
});

describe('moneyToChinese properties', () => {
  const amount = fc
    .tuple(
      fc.bigInt({ min: 0n, max: 999_999_999_999n }),
      fc.integer({ min: 0, max: 4 }),
      fc.integer({ min: 0, max: 9999 }),
    )
    .map(([int, decLen, dec]) => {
      const decDigits = String(dec).padStart(4, '0').slice(0, decLen);
      const text = decLen === 0 ? String(int) : `${int}.${decDigits}`;
      const value = int * 10_000n + BigInt(decDigits.padEnd(4, '0') || '0');
      return { text, value };
    });

  it('parses back to the input value (strings with up to 12 + 4 digits)', () => {
    fc.assert(
      fc.property(amount, ({ text, value }) => {
        const out = moneyToChinese(text);
        expect(parseCapitals(out)).toBe(value);
        // Financial writing: no doubled 零, no 零 at either end, 整 exactly when there are no decimals.
        expect(out).not.toMatch(/零零/);
        expect(out === '零圆整' || !out.startsWith('零')).toBe(true);
        expect(out.endsWith('零')).toBe(false);
        expect(out.endsWith('整')).toBe(value % 10_000n === 0n);
      }),
      { numRuns: 5000 },
    );
    // 5,000 cases take ~0.3 s; on a loaded 2-core machine they took 5 s, past the default limit.
  }, 30_000);

  it('parses back for numbers too', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999_999 }), (n) => {
        expect(parseCapitals(moneyToChinese(n))).toBe(BigInt(n) * 10_000n);
      }),
      { numRuns: 2000 },
    );
  });

  it('gives the too-large text for every 13+ digit integer part and empty for negatives', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1_000_000_000_000n, max: 10n ** 20n }), (n) => {
        expect(moneyToChinese(String(n))).toBe(MONEY_TOO_LARGE);
        expect(moneyToChinese(`-${n}`)).toBe('');
      }),
      { numRuns: 300 },
    );
  });
});
