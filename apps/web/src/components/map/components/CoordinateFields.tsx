import { sanitizeCoordinateInput } from '@agrimap/geo';
import { Form, Input, Select } from 'antd';
import { notify } from '@/lib/notify';
import {
  CoordinateInputError,
  INPUT_SYSTEMS,
  type InputSystem,
  isProjected,
  validateCoordinateText,
} from '../lib/coordinates';
import { mapMessages as m } from '../messages';

export interface CoordinateValue {
  system: InputSystem;
  x: string;
  y: string;
}

/**
 * Runs `use` on the typed coordinate once its text is valid. A wrong entry (or one `use` refuses
 * with a CoordinateInputError) shows as a warning; any other failure goes to `fail`.
 */
export function withCoordinate(
  value: CoordinateValue,
  use: (system: InputSystem, x: number, y: number) => void,
  fail: (error: unknown) => void,
): void {
  const invalid = validateCoordinateText(value.system, value.x, value.y);
  if (invalid) {
    notify.warning(invalid);
    return;
  }
  try {
    use(value.system, Number(value.x), Number(value.y));
  } catch (error) {
    if (error instanceof CoordinateInputError) notify.warning(error.message);
    else fail(error);
  }
}

export interface CoordinateFieldsProps {
  value: CoordinateValue;
  onChange: (value: CoordinateValue) => void;
  /** Accessible name prefix (the panel the fields are in). */
  idPrefix: string;
  systemLabel?: string;
}

/**
 * A coordinate system and two coordinates. Typing runs the sanitiser of SPEC §5 (digits, one
 * leading minus, one point, at most 9 decimals).
 */
export function CoordinateFields({
  value,
  onChange,
  idPrefix,
  systemLabel = m.locate.system,
}: CoordinateFieldsProps) {
  const projected = isProjected(value.system);
  return (
    <>
      <Form.Item label={systemLabel} htmlFor={`${idPrefix}-system`}>
        <Select
          id={`${idPrefix}-system`}
          value={value.system}
          options={INPUT_SYSTEMS.map((s) => ({ value: s, label: m.systems[s] }))}
          onChange={(system: InputSystem) => onChange({ ...value, system })}
        />
      </Form.Item>
      <Form.Item label={projected ? m.convert.easting : m.convert.lon} htmlFor={`${idPrefix}-x`}>
        <Input
          id={`${idPrefix}-x`}
          inputMode="decimal"
          value={value.x}
          onChange={(e) => onChange({ ...value, x: sanitizeCoordinateInput(e.target.value) })}
        />
      </Form.Item>
      <Form.Item label={projected ? m.convert.northing : m.convert.lat} htmlFor={`${idPrefix}-y`}>
        <Input
          id={`${idPrefix}-y`}
          inputMode="decimal"
          value={value.y}
          onChange={(e) => onChange({ ...value, y: sanitizeCoordinateInput(e.target.value) })}
        />
      </Form.Item>
    </>
  );
}
