import { MONEY_MAX_DECIMALS } from '@agrimap/geo';
import { InputNumber, Typography } from 'antd';
import { useRef, useState } from 'react';
import { fieldMessages as m } from './messages';
import { readAmount, readTypedAmount } from './values';

export interface AmountInputProps {
  value?: number | null;
  onChange?: (value: number | null) => void;
  disabled?: boolean;
  placeholder?: string;
  /** Show the Chinese capitals beneath (default true). */
  showChinese?: boolean;
  /** Most decimals kept (0–4; default 4, SPEC §9); more are cut off. */
  precision?: number;
  id?: string;
  'aria-label'?: string;
}

/**
 * 金额: a non-negative amount with up to 4 decimals (SPEC §9); beneath it the Chinese capitals
 * (to 厘 and 毫; 金额过大无法计算 past 12 integer digits) and the 万/亿 reading. A negative number
 * is no amount (SPEC §5: empty): the field's value is empty, the box keeps what was typed and
 * says why, and nothing like 零圆整 is shown.
 */
export function AmountInput({
  value,
  onChange,
  disabled,
  placeholder = m.amount.placeholder,
  showChinese = true,
  precision = MONEY_MAX_DECIMALS,
  id,
  'aria-label': ariaLabel,
}: AmountInputProps) {
  // Text typed that is no amount (a negative number), kept in the box while the value is empty.
  const [refused, setRefused] = useState<string | null>(null);
  // The value this field last gave the form: another value comes from outside (reset, load).
  const emitted = useRef<number | null | undefined>(undefined);
  const outside = emitted.current !== undefined && (value ?? null) !== emitted.current;
  const shownRefused = outside ? null : refused;
  const reading = readAmount(value ?? null);
  return (
    <div>
      <InputNumber<string>
        id={id}
        aria-label={ariaLabel}
        style={{ width: '100%' }}
        stringMode
        value={shownRefused ?? (value === null || value === undefined ? null : String(value))}
        status={shownRefused ? 'error' : undefined}
        disabled={disabled}
        placeholder={placeholder}
        suffix={m.amount.yuan}
        onChange={(next) => {
          const typed = readTypedAmount(next, precision);
          setRefused(typed.negative ? (next ?? null) : null);
          emitted.current = typed.value;
          onChange?.(typed.value);
        }}
      />
      {shownRefused ? (
        <Typography.Text
          type="danger"
          style={{ display: 'block', fontSize: 12 }}
          data-testid="amount-reading"
        >
          {m.amount.negative}
        </Typography.Text>
      ) : showChinese && (reading.capitals || reading.unit) ? (
        <Typography.Text
          type="secondary"
          style={{ display: 'block', fontSize: 12 }}
          data-testid="amount-reading"
        >
          {reading.capitals ? `${m.amount.capitals}：${reading.capitals}` : null}
          {reading.unit ? `（${reading.unit}）` : null}
        </Typography.Text>
      ) : null}
    </div>
  );
}
