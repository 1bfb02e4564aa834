import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AmountInput } from './AmountInput';
import { CalculateField } from './CalculateField';
import type { CalcToken } from './calculate';
import { DateRangeField } from './RangeFields';

const DOUBLE: CalcToken[] = [
  { kind: 'field', ref: 'field1' },
  { kind: 'op', value: '×' },
  { kind: 'number', value: '2' },
  { kind: 'op', value: '+' },
  { kind: 'field', ref: 'field2.qty' },
];

function CalcHarness({
  values,
  onChange,
}: {
  values: Record<string, unknown>;
  onChange: (v: number | null) => void;
}) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <CalculateField
      aria-label="合计金额"
      expression={DOUBLE}
      values={values}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('field widgets', () => {
  afterEach(() => vi.useRealTimers());

  it('计算公式 recomputes 500 ms after its inputs change, with table column sums', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    const rows = [{ qty: 1 }, { qty: 2.5 }];
    const { rerender } = render(<CalcHarness values={{ field1: 10, field2: rows }} onChange={onChange} />);
    // the first value is computed at once
    expect((screen.getByLabelText('合计金额') as HTMLInputElement).value).toBe('23.5');
    rerender(<CalcHarness values={{ field1: 100, field2: rows }} onChange={onChange} />);
    act(() => vi.advanceTimersByTime(499));
    expect((screen.getByLabelText('合计金额') as HTMLInputElement).value).toBe('23.5');
    act(() => vi.advanceTimersByTime(1));
    expect((screen.getByLabelText('合计金额') as HTMLInputElement).value).toBe('203.5');
    expect(onChange).toHaveBeenLastCalledWith(203.5);
  });

  it('金额 shows the capitals and the 万 reading beneath, and too large amounts say so', () => {
    const { rerender } = render(<AmountInput aria-label="金额" value={12345.6} />);
    expect(screen.getByTestId('amount-reading').textContent).toBe('大写：壹万贰仟叁佰肆拾伍圆陆角（1.23万）');
    rerender(<AmountInput aria-label="金额" value={1e12} />);
    expect(screen.getByTestId('amount-reading').textContent).toContain('金额过大无法计算');
    rerender(<AmountInput aria-label="金额" value={null} />);
    expect(screen.queryByTestId('amount-reading')).toBeNull();
  });

  it('金额 rounds what is typed to 2 decimals', () => {
    const onChange = vi.fn();
    render(<AmountInput aria-label="金额" value={null} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('金额'), { target: { value: '3.14159' } });
    expect(onChange).toHaveBeenLastCalledWith(3.14);
  });

  it('日期区间 shows the days between the dates', () => {
    render(<DateRangeField value={['2026-03-01', '2026-03-08']} />);
    expect(screen.getByTestId('duration').textContent).toBe('时长：7天');
  });
});
