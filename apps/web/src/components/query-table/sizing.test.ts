import { describe, expect, it } from 'vitest';
import { columnWidth, DEFAULT_WIDTH, headerWidth, KIND_WIDTH, kindOf, textWidth } from './sizing';

describe('column sizing', () => {
  it('measures CJK characters a whole em and Latin ones about half', () => {
    expect(textWidth('作物名称')).toBe(56);
    expect(textWidth('SKU')).toBe(Math.ceil(3 * 14 * 0.6));
    expect(headerWidth('统一社会信用代码')).toBeGreaterThan(8 * 14);
  });

  it("takes the column's own width, else its kind's, else the default — never below its header", () => {
    expect(columnWidth({ title: '状态', width: 90 })).toBe(90);
    expect(columnWidth({ title: '金额', kind: 'money' })).toBe(KIND_WIDTH.money);
    expect(columnWidth({ title: '所属科' })).toBe(DEFAULT_WIDTH);
    // A width too narrow for the header grows to it: the header stays on one line.
    expect(columnWidth({ title: '统一社会信用代码', width: 60 })).toBe(headerWidth('统一社会信用代码'));
    expect(columnWidth({ title: '生产许可证有效期截止日期', kind: 'date' })).toBe(
      headerWidth('生产许可证有效期截止日期'),
    );
  });

  it('reads times and dates from field names when a column names no kind', () => {
    expect(kindOf('updateTime')).toBe('datetime');
    expect(kindOf('createdAt')).toBe('datetime');
    expect(kindOf('printDate')).toBe('date');
    expect(kindOf('name')).toBeUndefined();
    expect(kindOf(undefined)).toBeUndefined();
  });
});
