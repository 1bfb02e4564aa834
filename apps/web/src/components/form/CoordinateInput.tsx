import { sanitizeCoordinateInput } from '@agrimap/geo';
import { Input, type InputProps } from 'antd';

export interface CoordinateInputProps extends Omit<InputProps, 'value' | 'onChange' | 'defaultValue'> {
  value?: string;
  /** Receives the cleaned text only. */
  onChange?: (value: string) => void;
}

/**
 * A longitude/latitude text box (SPEC §5): whatever is typed or pasted, only digits, one leading
 * minus sign, one decimal point and at most 9 decimals reach the value (`sanitizeCoordinateInput`).
 */
export function CoordinateInput({ value, onChange, ...rest }: CoordinateInputProps) {
  return (
    <Input
      autoComplete="off"
      inputMode="decimal"
      spellCheck={false}
      {...rest}
      value={value ?? ''}
      onChange={(event) => onChange?.(sanitizeCoordinateInput(event.target.value))}
    />
  );
}
