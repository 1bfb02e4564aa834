import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bulkSet, centsToYuan, combinations, regenerate, tabOf, toSpecInput, yuanToCents } from './model';

describe('SKU grid', () => {
  it('generates every combination of the attributes, in order', () => {
    expect(combinations([{ name: '规格', values: ['40kg/袋', '25kg/袋'] }])).toEqual([
      ['40kg/袋'],
      ['25kg/袋'],
    ]);
    expect(
      combinations([
        { name: '颜色', values: ['白', '黑'] },
        { name: '宽度', values: ['1.2m', '1.5m', '2m'] },
      ]).map((c) => c.join('/')),
    ).toEqual(['白/1.2m', '白/1.5m', '白/2m', '黑/1.2m', '黑/1.5m', '黑/2m']);
    expect(combinations([{ name: '', values: ['x'] }])).toEqual([]);
  });

  it('keeps what was typed in rows whose spec stays when the attributes change', () => {
    const rows = regenerate([{ name: '规格', values: ['40kg/袋', '25kg/袋'] }], []);
    const typed = rows.map((r, i) => ({ ...r, price: String(100 + i), barcode: `b${i}` }));
    const next = regenerate([{ name: '规格', values: ['25kg/袋', '50kg/袋'] }], typed);
    expect(next.map((r) => [r.spec, r.price ?? null])).toEqual([
      ['25kg/袋', '101'],
      ['50kg/袋', null],
    ]);
  });

  it('bulk-sets only the given columns', () => {
    const rows = regenerate([{ name: '规格', values: ['a', 'b'] }], []).map((r) => ({ ...r, unit: '袋' }));
    const set = bulkSet(rows, { price: '158.00', unit: '', warningStock: 30 });
    expect(set.map((r) => [r.unit, r.price, r.warningStock])).toEqual([
      ['袋', '158.00', 30],
      ['袋', '158.00', 30],
    ]);
  });

  it('sends money as integer cents', () => {
    expect(
      toSpecInput({
        spec: 'a',
        specValues: ['a'],
        unit: '袋',
        price: '158.5',
        marketPrice: '170',
        costPrice: '0.07',
        status: 1,
      }),
    ).toMatchObject({
      priceCents: 15850,
      marketPriceCents: 17000,
      costPriceCents: 7,
      barcode: null,
      warningStock: 0,
    });
  });

  it('yuan ↔ cents round-trips any amount without floating point error', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), (cents) => {
        expect(yuanToCents(centsToYuan(cents))).toBe(cents);
      }),
    );
    expect(yuanToCents('0.1')).toBe(10);
    expect(yuanToCents('1.005')).toBeNaN();
    expect(yuanToCents('abc')).toBeNaN();
  });

  it('names the tab of a field', () => {
    expect(tabOf(['name'])).toBe('basic');
    expect(tabOf(['specs', 1, 'barcode'])).toBe('specs');
    expect(tabOf(['images'])).toBe('images');
  });
});
