import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeCoordinateInput, validateLatitude, validateLongitude } from './coordinate-input';

describe('sanitizeCoordinateInput', () => {
  it.each([
    ['12a.3.4-5', '12.345'],
    ['112.1234567891', '112.123456789'],
    ['-112.1234567891234', '-112.123456789'],
    ['--1-2', '-12'],
    ['a-12', '-12'],
    ['1-2', '12'],
    ['..5', '.5'],
    ['-.5', '-.5'],
    ['１２3', '3'],
    ['  28.2282 ', '28.2282'],
    ['', ''],
    ['abc', ''],
    ['-', '-'],
    ['1e5', '15'],
  ])('%j → %j', (raw, expected) => {
    expect(sanitizeCoordinateInput(raw)).toBe(expected);
  });

  it('always yields [-]digits[.digits≤9], is idempotent and keeps clean input', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789.-a ,e'.split('')), maxLength: 30 }),
        (raw) => {
          const out = sanitizeCoordinateInput(raw);
          expect(out).toMatch(/^-?\d*(\.\d{0,9})?$/);
          expect(sanitizeCoordinateInput(out)).toBe(out);
          // Digits are kept in order, minus the decimals beyond the ninth.
          const digitsIn = raw.replace(/[^\d]/g, '');
          const digitsOut = out.replace(/[^\d]/g, '');
          expect(digitsIn.startsWith(digitsOut)).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.double({ min: -180, max: 180, noNaN: true }), (n) => {
        const clean = n.toFixed(9);
        expect(sanitizeCoordinateInput(clean)).toBe(clean);
      }),
    );
  });
});

describe('validators', () => {
  it.each([
    ['', '请输入经度'],
    ['   ', '请输入经度'],
    [null, '请输入经度'],
    [undefined, '请输入经度'],
    [Number.NaN, '请输入经度'],
    ['-', '请输入合适的经度'],
    ['.', '请输入合适的经度'],
    ['abc', '请输入合适的经度'],
    ['180.000000001', '请输入合适的经度'],
    ['-181', '请输入合适的经度'],
    [200, '请输入合适的经度'],
    ['180', null],
    ['-180', null],
    ['112.938800001', null],
    [0, null],
    ['.5', null],
  ] as [string | number | null | undefined, string | null][])('longitude %j → %j', (value, message) => {
    expect(validateLongitude(value)).toBe(message);
  });

  it.each([
    ['', '请输入纬度'],
    [null, '请输入纬度'],
    ['90.1', '请输入合适的纬度'],
    ['-90.000000001', '请输入合适的纬度'],
    [-91, '请输入合适的纬度'],
    ['x', '请输入合适的纬度'],
    ['90', null],
    ['-90', null],
    ['28.2282', null],
    [28.2282, null],
  ] as [string | number | null | undefined, string | null][])('latitude %j → %j', (value, message) => {
    expect(validateLatitude(value)).toBe(message);
  });

  it('accepts exactly the numbers in range', () => {
    fc.assert(
      fc.property(fc.double({ min: -400, max: 400, noNaN: true }), (n) => {
        expect(validateLongitude(n.toFixed(6)) === null).toBe(Math.abs(Number(n.toFixed(6))) <= 180);
        expect(validateLatitude(n) === null).toBe(Math.abs(n) <= 90);
      }),
    );
  });
});
