import { InputNumber, Typography } from 'antd';
import { fieldMessages as m } from './messages';
import { readAmount, roundAmount } from './values';

export interface AmountInputProps {
  value?: number | null;
  onChange?: (value: number | null) => void;
  disabled?: boolean;
  placeholder?: string;
  /** Show the Chinese capitals beneath (default true). */
  showChinese?: boolean;
  id?: string;
  'aria-label'?: string;
}

/**
 * 金额: a non-negative amount with 2 decimals; beneath it the Chinese capitals (or
 * 金额过大无法计算 past 12 integer digits) and the 万/亿 reading.
 */
export function AmountInput({
  value,
  onChange,
  disabled,
  placeholder = m.amount.placeholder,
  showChinese = true,
  id,
  'aria-label': ariaLabel,
}: AmountInputProps) {
  const reading = readAmount(value ?? null);
  return (
    <div>
      <InputNumber<number>
        id={id}
        aria-label={ariaLabel}
        style={{ width: '100%' }}
        min={0}
        precision={2}
        stringMode={false}
        value={value ?? null}
        disabled={disabled}
        placeholder={placeholder}
        suffix={m.amount.yuan}
        onChange={(next) => onChange?.(roundAmount(next))}
      />
      {showChinese && (reading.capitals || reading.unit) ? (
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
