// The filter fields of QueryTable and QueryFilter: what kind each is, how a search value and a
// form value convert, and the input each renders.
import { Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, type ReactNode, Suspense } from 'react';
import { DictSelect } from '@/components/form/dict';
import type { RegionCascaderProps, RegionValue } from '@/components/form/RegionCascader';
import type { DateRangeFieldProps } from './DateRangeField';
import { queryTableMessages as m } from './messages';

// The date picker is loaded only by screens with a 时间范围 filter (see DateRangeField).
const DateRangeField = lazy(() => import('./DateRangeField'));

/** The 时间范围 field; Form.Item passes it value and onChange. */
function LazyDateRange(props: DateRangeFieldProps) {
  return (
    <Suspense fallback={<span style={{ display: 'inline-block', width: 260 }} />}>
      <DateRangeField {...props} />
    </Suspense>
  );
}

// Likewise the region cascader, only on screens with a 行政区划 filter.
const RegionCascader = lazy(() =>
  import('@/components/form/RegionCascader').then((module) => ({ default: module.RegionCascader })),
);

/** The 行政区划 field; Form.Item passes it value and onChange. */
function LazyRegion(props: RegionCascaderProps) {
  return (
    <Suspense fallback={<span style={{ display: 'inline-block', width: 220 }} />}>
      <RegionCascader {...props} />
    </Suspense>
  );
}

/** Where a column's filter field goes in the filter form, and what kind it is. */
export type SearchField<F> = { name: keyof F & string; label?: string } & (
  | { type: 'text'; placeholder?: string; maxLength?: number }
  | { type: 'select'; options: readonly { value: string | number; label: string }[]; placeholder?: string }
  | { type: 'dict'; category: string; allLabel?: string; placeholder?: string }
  | { type: 'dateRange' }
  | { type: 'region'; placeholder?: string }
);

/** A search value as its filter field holds it. */
export function toFormValue<F>(field: SearchField<F>, value: unknown): unknown {
  if (field.type === 'dateRange') {
    const range = value as readonly [string, string] | undefined;
    return range ? [dayjs(range[0]), dayjs(range[1])] : undefined;
  }
  if (field.type === 'region') return value ? { qhdm: String(value), qhmc: '' } : undefined;
  return value;
}

/** A filter field's value as the search holds it. */
export function fromFormValue<F>(field: SearchField<F>, value: unknown): unknown {
  if (field.type === 'dateRange') {
    const range = value as [Dayjs | null, Dayjs | null] | null | undefined;
    return range?.[0] && range[1]
      ? [range[0].format('YYYY-MM-DD'), range[1].format('YYYY-MM-DD')]
      : undefined;
  }
  if (field.type === 'region') return (value as RegionValue | undefined)?.qhdm ?? '';
  if (field.type === 'text') return typeof value === 'string' ? value.trim() : '';
  return value;
}

/** The input of one filter field (Enter in a text field runs `onEnter`). */
export function renderField<F>(field: SearchField<F> & { label: string }, onEnter: () => void): ReactNode {
  switch (field.type) {
    case 'text':
      return (
        <Input
          allowClear
          maxLength={field.maxLength ?? 100}
          placeholder={field.placeholder ?? m.textPlaceholder(field.label)}
          style={{ width: 200 }}
          onPressEnter={onEnter}
        />
      );
    case 'select':
      return (
        <Select
          options={field.options as { value: string | number; label: string }[]}
          placeholder={field.placeholder ?? m.selectPlaceholder(field.label)}
          style={{ width: 160 }}
        />
      );
    case 'dict':
      return (
        <DictSelect
          category={field.category}
          allowClear
          allOption={field.allLabel ? { value: '', label: field.allLabel } : undefined}
          placeholder={field.placeholder ?? m.selectPlaceholder(field.label)}
          style={{ width: 160 }}
        />
      );
    case 'dateRange':
      return <LazyDateRange />;
    case 'region':
      return <LazyRegion allowClear placeholder={field.placeholder} />;
  }
}
