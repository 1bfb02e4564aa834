import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { queryTableMessages as m } from './messages';

export interface DateRangeFieldProps {
  value?: [Dayjs | null, Dayjs | null] | null;
  onChange?: (value: [Dayjs | null, Dayjs | null] | null) => void;
}

/**
 * The 时间范围 filter field. Its own module, loaded by QueryTable only on screens that have a
 * date range filter: antd's date picker is a large part of a list screen's first download.
 */
export default function DateRangeField({ value, onChange }: DateRangeFieldProps) {
  return (
    <DatePicker.RangePicker
      value={value}
      onChange={(next) => onChange?.(next)}
      placeholder={[m.dateFrom, m.dateTo]}
      style={{ width: 260 }}
    />
  );
}
