import { describe, expect, it } from 'vitest';
import { fenToYuan } from '@/lib/money';
import { compactNumber, percent } from './format';

describe('dashboard figures', () => {
  it('shows fen as yuan with two decimals and thousands separators, by integer arithmetic', () => {
    expect(fenToYuan(0)).toBe('0.00');
    expect(fenToYuan(5)).toBe('0.05');
    expect(fenToYuan(1234567)).toBe('12,345.67');
    expect(fenToYuan(900719925474099)).toBe('9,007,199,254,740.99');
    expect(fenToYuan(-250)).toBe('-2.50');
  });
  it('uses 万 from five integer digits and 亿 from nine', () => {
    expect(compactNumber(9999)).toBe('9,999');
    expect(compactNumber(12.5)).toBe('12.5');
    expect(compactNumber(10000)).toBe('1万');
    expect(compactNumber(123456)).toBe('12.35万');
    expect(compactNumber(123456789)).toBe('1.23亿');
  });
  it('gives a percentage with one decimal, or — without a base', () => {
    expect(percent(1, 3)).toBe('33.3%');
    expect(percent(0, 0)).toBe('—');
  });
});
