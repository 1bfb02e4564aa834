import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumberUnit, numberUnitParts } from './number-units';

describe('formatNumberUnit', () => {
  it.each([
    [12345, '1.23万'],
    [10000, '1.00万'],
    [9999, '9999'],
    [1234.5678, '1234.5678'],
    [0, '0'],
    [-12345, '-1.23万'],
    [99_999_999, '10000.00万'],
    [100_000_000, '1.00亿'],
    [123_456_789, '1.23亿'],
    [-250_000_000, '-2.50亿'],
    [1.5e12, '15000.00亿'],
    ['12345', '1.23万'],
    [' 9999 ', '9999'],
    ['abc', ''],
    ['', ''],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
  ] as [number | string, string][])('%s → %s', (input, expected) => {
    expect(formatNumberUnit(input)).toBe(expected);
  });

  it('takes the number of decimals', () => {
    expect(formatNumberUnit(12345, 0)).toBe('1万');
    expect(formatNumberUnit(12345, 4)).toBe('1.2345万');
  });

  it('splits value and unit by the integer digit count', () => {
    expect(numberUnitParts(12345)).toEqual({ value: 1.2345, unit: '万' });
    expect(numberUnitParts('x')).toBeNull();
    fc.assert(
      fc.property(fc.double({ min: -1e15, max: 1e15, noNaN: true }), (n) => {
        const parts = numberUnitParts(n);
        const digits = Math.abs(n) < 1 ? 1 : String(Math.floor(Math.abs(n))).length;
        const unit = digits >= 9 ? '亿' : digits >= 5 ? '万' : '';
        expect(parts?.unit).toBe(unit);
        const scale = unit === '亿' ? 1e8 : unit === '万' ? 1e4 : 1;
        expect(Math.abs((parts?.value as number) * scale - n)).toBeLessThanOrEqual(Math.abs(n) * 1e-15);
      }),
    );
  });
});
