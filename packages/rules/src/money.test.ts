import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fenToYuan, marketPriceFen, parseYuan, yuanToFen } from './money';

describe('fenToYuan', () => {
  it('writes integer fen as yuan with two decimals, grouped by default', () => {
    expect(fenToYuan(0)).toBe('0.00');
    expect(fenToYuan(5)).toBe('0.05');
    expect(fenToYuan(100)).toBe('1.00');
    expect(fenToYuan(123456)).toBe('1,234.56');
    expect(fenToYuan(99_999_999_999_999)).toBe('999,999,999,999.99');
    expect(fenToYuan(-250)).toBe('-2.50');
    expect(fenToYuan(-123456)).toBe('-1,234.56');
  });

  it('leaves out separators for input text and adds ¥ when asked', () => {
    expect(fenToYuan(123456, { grouping: false })).toBe('1234.56');
    expect(fenToYuan(123456, { symbol: true })).toBe('¥1,234.56');
    expect(fenToYuan(-123456, { grouping: false, symbol: true })).toBe('¥-1234.56');
    expect(fenToYuan(5, { grouping: false, symbol: true })).toBe('¥0.05');
  });

  it('cuts a fractional fen off instead of rounding it, and shows no amount as —', () => {
    expect(fenToYuan(12.9)).toBe('0.12');
    expect(fenToYuan(-12.9)).toBe('-0.12');
    expect(fenToYuan(-0.5)).toBe('0.00');
    expect(fenToYuan(null)).toBe('—');
    expect(fenToYuan(undefined, { symbol: true })).toBe('—');
  });
});

describe('yuanToFen', () => {
  it('reads yuan text with up to two decimals as integer fen', () => {
    expect(yuanToFen('158')).toBe(15800);
    expect(yuanToFen('158.5')).toBe(15850);
    expect(yuanToFen('158.05')).toBe(15805);
    expect(yuanToFen('0.07')).toBe(7);
    expect(yuanToFen('0.1')).toBe(10);
    expect(yuanToFen('007.10')).toBe(710);
  });

  it('takes zero as an amount, -0 included', () => {
    expect(yuanToFen('0')).toBe(0);
    expect(yuanToFen('0.00')).toBe(0);
    expect(yuanToFen('-0')).toBe(0);
    expect(Object.is(yuanToFen('-0.0', { signed: true }), 0)).toBe(true);
    expect(yuanToFen(0)).toBe(0);
  });

  it('ignores surrounding white space only', () => {
    expect(yuanToFen('  12.3 ')).toBe(1230);
    expect(yuanToFen('\t1\n')).toBe(100);
    expect(yuanToFen('1 000')).toBeUndefined();
    expect(yuanToFen('1. 5')).toBeUndefined();
  });

  it('refuses what is not a plain decimal amount', () => {
    for (const bad of ['158.', '.5', '+1', '1,000', '1e3', 'abc', '¥1', '1.2.3', '１２', '12３', '-', '.']) {
      expect([bad, yuanToFen(bad)]).toEqual([bad, undefined]);
    }
    expect(parseYuan('158.')).toEqual({ ok: false, error: 'syntax' });
    expect(parseYuan('１２')).toEqual({ ok: false, error: 'syntax' });
  });

  it('refuses empty input', () => {
    expect(yuanToFen('')).toBeUndefined();
    expect(yuanToFen('   ')).toBeUndefined();
    expect(yuanToFen(null)).toBeUndefined();
    expect(yuanToFen(undefined)).toBeUndefined();
    expect(parseYuan(' ')).toEqual({ ok: false, error: 'empty' });
  });

  it('never rounds: a third decimal is refused', () => {
    expect(yuanToFen('1.005')).toBeUndefined();
    expect(yuanToFen('1.500')).toBeUndefined();
    expect(parseYuan('1.005')).toEqual({ ok: false, error: 'decimals' });
    expect(yuanToFen(158.05)).toBe(15805);
    expect(yuanToFen(0.1 + 0.2)).toBeUndefined();
  });

  it('refuses negative amounts unless signed ones are asked for', () => {
    expect(yuanToFen('-1')).toBeUndefined();
    expect(yuanToFen(-1)).toBeUndefined();
    expect(parseYuan('-1.234')).toEqual({ ok: false, error: 'negative' });
    expect(yuanToFen('-1.5', { signed: true })).toBe(-150);
    expect(yuanToFen(-0.05, { signed: true })).toBe(-5);
    expect(yuanToFen('--1', { signed: true })).toBeUndefined();
  });

  it('takes up to 12 integer digits (SPEC §9), leading zeros not counted', () => {
    expect(yuanToFen('999999999999.99')).toBe(99_999_999_999_999);
    expect(yuanToFen('000999999999999')).toBe(99_999_999_999_900);
    expect(yuanToFen('1000000000000')).toBeUndefined();
    expect(parseYuan('1000000000000')).toEqual({ ok: false, error: 'tooLarge' });
    expect(parseYuan('-1000000000000', { signed: true })).toEqual({ ok: false, error: 'tooLarge' });
    expect(parseYuan('1000000000000.123')).toEqual({ ok: false, error: 'decimals' });
    expect(yuanToFen(1e21)).toBeUndefined();
    expect(yuanToFen(Number.NaN)).toBeUndefined();
    expect(yuanToFen(Number.POSITIVE_INFINITY)).toBeUndefined();
  });

  it('round-trips every amount in range through the ungrouped text', () => {
    fc.assert(
      fc.property(fc.integer({ min: -99_999_999_999_999, max: 99_999_999_999_999 }), (fen) => {
        expect(yuanToFen(fenToYuan(fen, { grouping: false }), { signed: true })).toBe(fen);
      }),
    );
  });
});

describe('marketPriceFen', () => {
  it('reads 元 with up to two decimals into exact fen, spaces around allowed', () => {
    expect(marketPriceFen('2450.5')).toBe(245050);
    expect(marketPriceFen(' 0.07 ')).toBe(7);
    expect(marketPriceFen('99999999.99')).toBe(9_999_999_999);
  });

  it('refuses zero, signs, more than two decimals or eight integer digits, and other text', () => {
    for (const t of ['0', '0.00', '-1', '+1', '1.005', '123456789', '1e3', '１２', '', '.5', '5.'])
      expect(marketPriceFen(t), t).toBeUndefined();
  });

  it('any amount written with two decimals reads back as itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9_999_999_999 }), (fen) => {
        const text = `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
        expect(marketPriceFen(text)).toBe(fen);
      }),
    );
  });
});
