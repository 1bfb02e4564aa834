/**
 * Check digits and registration formats (GB 32100-2015 credit codes, EAN-13, pesticide and
 * fertiliser registration numbers): one table of real and broken cases and fast-check properties.
 * The web app and the sandbox import these rules (there is no second copy to keep in step).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as v from './validators';

const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';

/** The standard's own example and a published code of a listed company. */
const CREDIT_CODES_OK = ['91350100M000100Y43', '91440300708461136T'];
const CREDIT_CODES_BAD = [
  '91350100M000100Y44', // wrong check character
  '91350100M000100Y4', // 17 characters
  '91350100M000100Y430', // 19 characters
  '91350100M000100I43', // I is not in the alphabet
  '91350100m000100y43', // lower case
  '',
];
const EAN_OK = ['6901234567892', '6920202888883', '4006381333931', '0000000000000'];
const EAN_BAD = ['6901234567893', '690123456789', '69012345678921', '690123456789X', ''];
const PESTICIDE_OK = ['PD20060033', 'LS20150123', 'WP20080012', 'WL20140001', 'PD20110596F150023', 'PD85124'];
const PESTICIDE_BAD = [
  'PD2006003',
  'PX20060033',
  'pd20060033',
  'PD18000033',
  'PD20060033F1500',
  'LS85124',
  '农药PD20060033',
];
const FERTILISER_OK = [
  '农肥（2018）准字 1234号',
  '鲁农肥（2019）准字 6321号',
  '湘农肥(2020)临字0421号',
  '微生物肥（2019）准字（6542）号',
];
const FERTILISER_BAD = [
  '农肥2018准字1234号',
  '农肥（2018）准字 12号',
  '美农肥（2018）准字 1234号',
  '微生物肥（2019）准字 6542号',
  'PD20060033',
];

describe('validators', () => {
  it('credit codes: issued codes pass, broken ones fail', () => {
    for (const c of CREDIT_CODES_OK) expect(v.isValidCreditCode(c), c).toBe(true);
    for (const c of CREDIT_CODES_BAD) expect(v.isValidCreditCode(c), c).toBe(false);
  });

  it('credit codes: the computed check character makes any 17 characters valid, any other one invalid', () => {
    const first17 = fc.string({ unit: fc.constantFrom(...USCC_CHARS), minLength: 17, maxLength: 17 });
    fc.assert(
      fc.property(first17, fc.constantFrom(...USCC_CHARS), (head, other) => {
        const check = v.creditCodeCheckChar(head) as string;
        expect(v.isValidCreditCode(head + check)).toBe(true);
        if (other !== check) expect(v.isValidCreditCode(head + other)).toBe(false);
      }),
    );
  });

  it('credit codes: changing one character is always detected', () => {
    const code = fc
      .string({ unit: fc.constantFrom(...USCC_CHARS), minLength: 17, maxLength: 17 })
      .map((h) => h + v.creditCodeCheckChar(h));
    fc.assert(
      fc.property(code, fc.nat({ max: 16 }), fc.constantFrom(...USCC_CHARS), (c, at, ch) => {
        fc.pre(c[at] !== ch);
        expect(v.isValidCreditCode(c.slice(0, at) + ch + c.slice(at + 1))).toBe(false);
      }),
    );
  });

  it('EAN-13: real barcodes pass, broken ones fail; any single-digit change is detected', () => {
    for (const c of EAN_OK) expect(v.isValidEan13(c), c).toBe(true);
    for (const c of EAN_BAD) expect(v.isValidEan13(c), c).toBe(false);
    const digits = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 12, maxLength: 12 });
    fc.assert(
      fc.property(digits, fc.nat({ max: 12 }), fc.integer({ min: 1, max: 9 }), (head, at, delta) => {
        const code = head + v.ean13CheckDigit(head);
        expect(v.isValidEan13(code)).toBe(true);
        const changed = code.slice(0, at) + String((Number(code[at]) + delta) % 10) + code.slice(at + 1);
        expect(v.isValidEan13(changed)).toBe(false);
      }),
    );
  });

  it('registration numbers: pesticide and fertiliser formats, by category', () => {
    for (const c of PESTICIDE_OK) expect(v.isPesticideRegistration(c), c).toBe(true);
    for (const c of PESTICIDE_BAD) expect(v.isPesticideRegistration(c), c).toBe(false);
    for (const c of FERTILISER_OK) expect(v.isFertiliserRegistration(c), c).toBe(true);
    for (const c of FERTILISER_BAD) expect(v.isFertiliserRegistration(c), c).toBe(false);
    expect(v.isValidRegistration('PD20060033', '0202')).toBe(true);
    expect(v.isValidRegistration('农肥（2018）准字 1234号', '0202')).toBe(false);
    expect(v.isValidRegistration('PD20060033', '0102')).toBe(false);
    expect(v.isValidRegistration('农肥（2018）准字 1234号', '0102')).toBe(true);
    expect(v.isValidRegistration('PD20060033', '0401')).toBe(true);
    expect(v.registrationRequired('0201')).toBe(true);
    expect(v.registrationRequired('0301')).toBe(false);
  });

  it('registration numbers: generated valid pesticide numbers pass; wrong prefixes or lengths fail', () => {
    const kind = fc.constantFrom('PD', 'LS', 'WP', 'WL');
    const year = fc.integer({ min: 1978, max: 2099 });
    const num = fc.integer({ min: 0, max: 9999 }).map((n) => String(n).padStart(4, '0'));
    fc.assert(
      fc.property(kind, year, num, fc.boolean(), (k, y, n, repack) => {
        const no = `${k}${y}${n}${repack ? 'F150023' : ''}`;
        expect(v.isPesticideRegistration(no)).toBe(true);
        expect(v.isPesticideRegistration(no.slice(0, -1))).toBe(false);
        expect(v.isPesticideRegistration(`X${no.slice(1)}`)).toBe(false);
      }),
    );
  });
});
