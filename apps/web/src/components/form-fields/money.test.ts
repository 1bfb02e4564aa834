import { describe, expect, it } from 'vitest';
import { readAmount, readTypedAmount } from './values';

// Reference amounts written by hand from the People's Bank of China rules for capitals
// (one 零 for a run of zeros, none at the end of a group, 整 without decimals) and SPEC §9
// (12 integer digits, 4 decimals; 万 from 5 integer digits, 亿 from 9).
const REFERENCE: ReadonlyArray<readonly [number | string, string, string]> = [
  [0, '零圆整', ''],
  [1, '壹圆整', ''],
  [10, '壹拾圆整', ''],
  [15, '壹拾伍圆整', ''],
  [101, '壹佰零壹圆整', ''],
  [110, '壹佰壹拾圆整', ''],
  [1001, '壹仟零壹圆整', ''],
  [1010, '壹仟零壹拾圆整', ''],
  ['10.00', '壹拾圆整', ''],
  [10_000, '壹万圆整', '1.00万'],
  [10_001, '壹万零壹圆整', '1.00万'],
  [12_345, '壹万贰仟叁佰肆拾伍圆整', '1.23万'],
  [100_000, '壹拾万圆整', '10.00万'],
  [100_010, '壹拾万零壹拾圆整', '10.00万'],
  [1_010_000, '壹佰零壹万圆整', '101.00万'],
  [10_000_000, '壹仟万圆整', '1000.00万'],
  [100_000_000, '壹亿圆整', '1.00亿'],
  [100_000_001, '壹亿零壹圆整', '1.00亿'],
  [100_001_000, '壹亿零壹仟圆整', '1.00亿'],
  [123_456_789, '壹亿贰仟叁佰肆拾伍万陆仟柒佰捌拾玖圆整', '1.23亿'],
  [100_000_000_000, '壹仟亿圆整', '1000.00亿'],
  ['999999999999', '玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖圆整', '10000.00亿'],
  ['1000000000000', '金额过大无法计算', '10000.00亿'],
  [0.5, '伍角', ''],
  [0.05, '伍分', ''],
  [10.5, '壹拾圆伍角', ''],
  [12.34, '壹拾贰圆叁角肆分', ''],
  [325.04, '叁佰贰拾伍圆零肆分', ''],
  ['1.5005', '壹圆伍角零伍毫', ''],
  [-1, '', ''],
];

describe('amount field reading', () => {
  it('has 30 reference amounts', () => {
    expect(REFERENCE).toHaveLength(30);
  });

  it.each(REFERENCE)('%s → %s %s', (amount, capitals, unit) => {
    expect(readAmount(amount)).toEqual({ capitals, unit });
  });

  it('shows nothing without a value', () => {
    expect(readAmount(null)).toEqual({ capitals: '', unit: '' });
    expect(readAmount('')).toEqual({ capitals: '', unit: '' });
  });

  it('reads typed amounts: up to 4 decimals cut off, negative and non-numeric text as none', () => {
    expect(readTypedAmount('12.345678')).toEqual({ value: 12.3456, negative: false });
    expect(readTypedAmount('12.345', 2)).toEqual({ value: 12.34, negative: false });
    expect(readTypedAmount(0.1 + 0.2)).toEqual({ value: 0.3, negative: false });
    expect(readTypedAmount('-5')).toEqual({ value: null, negative: true });
    expect(readTypedAmount('-0')).toEqual({ value: 0, negative: false });
    expect(readTypedAmount('abc')).toEqual({ value: null, negative: false });
    expect(readTypedAmount('')).toEqual({ value: null, negative: false });
  });
});
