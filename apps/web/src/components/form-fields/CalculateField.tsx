import { Input } from 'antd';
import { useEffect, useMemo } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced';
import { type CalcToken, evaluate, formatDecimal, referencedFields } from './calculate';
import { fieldMessages as m } from './messages';
import { columnSum, type TableRow } from './values';

export interface CalculateFieldProps {
  /** The computed value (set by the field itself). */
  value?: number | null;
  onChange?: (value: number | null) => void;
  expression: readonly CalcToken[];
  /** The form's current values (the field reads the ones its expression references). */
  values: Record<string, unknown>;
  precision?: number;
  id?: string;
  'aria-label'?: string;
}

/** The value of a ref: a field, or the sum of a table column (`table.column`). */
export function lookupRef(values: Record<string, unknown>, ref: string): unknown {
  const dot = ref.indexOf('.');
  if (dot < 0) return values[ref];
  const rows = values[ref.slice(0, dot)];
  return Array.isArray(rows) ? columnSum(rows as TableRow[], ref.slice(dot + 1)).toString() : 0;
}

/**
 * 计算公式: read-only; recomputes 500 ms after the fields it references change (SPEC §9) and
 * stores the result as the field's value.
 */
export function CalculateField({
  value,
  onChange,
  expression,
  values,
  precision = 2,
  id,
  'aria-label': ariaLabel,
}: CalculateFieldProps) {
  // Only the referenced inputs matter; their JSON is the debounced dependency.
  const inputs = useMemo(
    () => JSON.stringify(referencedFields(expression).map((ref) => lookupRef(values, ref) ?? null)),
    [expression, values],
  );
  const settled = useDebouncedValue(inputs);
  // Recomputed only when the debounced inputs settle: the settled JSON holds the values read.
  const result = useMemo(() => {
    const settledValues = JSON.parse(settled) as unknown[];
    const refs = referencedFields(expression);
    return evaluate(expression, (ref) => settledValues[refs.indexOf(ref)] ?? null);
  }, [settled, expression]);
  const next = result.ok ? Number(formatDecimal(result.value, precision)) : null;
  useEffect(() => {
    if (next !== (value ?? null)) onChange?.(next);
  }, [next, value, onChange]);
  return (
    <Input
      id={id}
      aria-label={ariaLabel}
      readOnly
      value={result.ok ? formatDecimal(result.value, precision) : ''}
      placeholder={result.ok ? m.calculate.placeholder : result.error}
      data-testid="calculate-value"
    />
  );
}
