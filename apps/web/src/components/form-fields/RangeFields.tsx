import { DatePicker, TimePicker, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { fieldMessages as m } from './messages';
import { dateRangeDuration, timeRangeDuration } from './values';

export type RangeValue = [string, string] | null;

interface RangeProps {
  value?: RangeValue;
  onChange?: (value: RangeValue) => void;
  disabled?: boolean;
  id?: string;
}

function Duration({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }} data-testid="duration">
      {m.duration.label}：{text}
    </Typography.Text>
  );
}

const DATE = 'YYYY-MM-DD';
const TIME = 'HH:mm';

/** 日期区间: two dates and the days between them (never negative: the end cannot precede the start). */
export function DateRangeField({ value, onChange, disabled, id }: RangeProps) {
  const duration = value ? dateRangeDuration(value[0], value[1]) : null;
  return (
    <div>
      <DatePicker.RangePicker
        id={id}
        style={{ width: '100%' }}
        disabled={disabled}
        format={DATE}
        placeholder={[m.duration.start, m.duration.end]}
        value={value ? [dayjs(value[0], DATE), dayjs(value[1], DATE)] : null}
        onChange={(dates) => {
          const [a, b] = (dates ?? []) as [Dayjs | null, Dayjs | null];
          onChange?.(a && b ? [a.format(DATE), b.format(DATE)] : null);
        }}
      />
      <Duration text={duration?.text} />
    </div>
  );
}

/** 时间区间: two times of day and the hours and minutes between them (≥ 0). */
export function TimeRangeField({ value, onChange, disabled, id }: RangeProps) {
  const duration = value ? timeRangeDuration(value[0], value[1]) : null;
  return (
    <div>
      <TimePicker.RangePicker
        id={id}
        style={{ width: '100%' }}
        disabled={disabled}
        format={TIME}
        placeholder={[m.duration.start, m.duration.end]}
        value={value ? [dayjs(value[0], TIME), dayjs(value[1], TIME)] : null}
        onChange={(times) => {
          const [a, b] = (times ?? []) as [Dayjs | null, Dayjs | null];
          onChange?.(a && b ? [a.format(TIME), b.format(TIME)] : null);
        }}
      />
      <Duration text={duration?.text} />
    </div>
  );
}
