import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { yuanToFen } from './money';

describe('yuanToFen', () => {
  it('reads 元 with up to two decimals into exact fen, spaces around allowed', () => {
    expect(yuanToFen('2450.5')).toBe(245050);
    expect(yuanToFen(' 0.07 ')).toBe(7);
    expect(yuanToFen('99999999.99')).toBe(9_999_999_999);
  });

  it('refuses zero, signs, more than two decimals or eight integer digits, and other text', () => {
    for (const t of ['0', '0.00', '-1', '+1', '1.005', '123456789', '1e3', '１２', '', '.5', '5.'])
      expect(yuanToFen(t), t).toBeUndefined();
  });

  it('any amount written with two decimals reads back as itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9_999_999_999 }), (fen) => {
        const text = `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
        expect(yuanToFen(text)).toBe(fen);
      }),
    );
  });
});
