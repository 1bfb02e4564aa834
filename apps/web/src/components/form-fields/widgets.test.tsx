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

/** A controlled 金额 field, as a form holds it. */
function AmountHarness({ onChange }: { onChange: (value: number | null) => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <AmountInput
      aria-label="金额"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

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

  it('金额 keeps up to 4 decimals (SPEC §9), cutting the rest, and its capitals go to 厘 and 毫', () => {
    const onChange = vi.fn();
    render(<AmountHarness onChange={onChange} />);
    const box = screen.getByLabelText('金额') as HTMLInputElement;
    fireEvent.change(box, { target: { value: '12.34567' } });
    expect(onChange).toHaveBeenLastCalledWith(12.3456);
    fireEvent.change(box, { target: { value: '1.2345' } });
    fireEvent.blur(box);
    expect(onChange).toHaveBeenLastCalledWith(1.2345);
    expect(box.value).toBe('1.2345');
    expect(screen.getByTestId('amount-reading').textContent).toBe('大写：壹圆贰角叁分肆厘伍毫');
  });

  it('金额 of a designer field keeps the decimals it is configured with', () => {
    const onChange = vi.fn();
    render(<AmountInput aria-label="金额" value={null} precision={2} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('金额'), { target: { value: '3.14159' } });
    expect(onChange).toHaveBeenLastCalledWith(3.14);
  });

  it('金额 −5 is no amount (SPEC §5: negative gives empty): the value is empty, no 零圆整', () => {
    const onChange = vi.fn();
    render(<AmountHarness onChange={onChange} />);
    const box = screen.getByLabelText('金额') as HTMLInputElement;
    fireEvent.change(box, { target: { value: '-5' } });
    fireEvent.blur(box);
    expect(onChange).not.toHaveBeenCalledWith(0);
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByText(/零圆整/)).toBeNull();
    expect(screen.getByTestId('amount-reading').textContent).toBe('金额不能为负数');
    // A valid amount typed after it is taken as usual.
    fireEvent.change(box, { target: { value: '5' } });
    expect(onChange).toHaveBeenLastCalledWith(5);
    expect(screen.getByTestId('amount-reading').textContent).toBe('大写：伍圆整');
  });

  it('日期区间 shows the days between the dates', () => {
    render(<DateRangeField value={['2026-03-01', '2026-03-08']} />);
    expect(screen.getByTestId('duration').textContent).toBe('时长：7天');
  });
});
