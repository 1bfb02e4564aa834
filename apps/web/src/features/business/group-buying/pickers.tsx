import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { formatCents } from '@/components/crud';
import { useApi } from '@/lib/api';
import { TYPEAHEAD_DEBOUNCE_MS, useDebouncedValue } from '@/lib/use-debounced';
import {
  type CustomerOption,
  customerOptionsQuery,
  type Demand,
  demandListQuery,
  type SpecOption,
  specOptionsQuery,
} from './api';
import { demandSearch } from './search';

/** Rows matching a typed keyword, and whether they are being fetched. */
type OptionsHook<T> = (keyword: string) => { rows: T[]; loading: boolean };

interface PickerProps<T> {
  id?: string;
  value?: number;
  onChange?: (id: number | undefined, row?: T) => void;
}

/** A server-searched single select: the keyword is debounced, the chosen row is handed back too. */
function SearchPicker<T extends { id: number }>(
  props: PickerProps<T> & { useOptions: OptionsHook<T>; label: (row: T) => string },
) {
  const { useOptions, label } = props;
  const [keyword, setKeyword] = useState('');
  const { rows, loading } = useOptions(useDebouncedValue(keyword, TYPEAHEAD_DEBOUNCE_MS));
  return (
    <Select
      id={props.id}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      value={props.value}
      loading={loading}
      onChange={(v: number | undefined) =>
        props.onChange?.(
          v,
          rows.find((r) => r.id === v),
        )
      }
      options={rows.map((r) => ({ value: r.id, label: label(r) }))}
      allowClear
    />
  );
}

function useCustomerOptions(keyword: string) {
  const q = useQuery(customerOptionsQuery(useApi(), keyword));
  return { rows: q.data?.records ?? [], loading: q.isFetching };
}

function useSpecOptions(keyword: string) {
  const q = useQuery(specOptionsQuery(useApi(), keyword));
  return { rows: q.data?.list ?? [], loading: q.isFetching };
}

/** A customer of 客户管理, searched by name. */
export function CustomerPicker(props: PickerProps<CustomerOption>) {
  return <SearchPicker {...props} useOptions={useCustomerOptions} label={(c) => `${c.name}（${c.phone}）`} />;
}

/** A SKU (single-item spec), searched by name, spec or barcode. */
export function SpecPicker(props: PickerProps<SpecOption>) {
  return (
    <SearchPicker
      {...props}
      useOptions={useSpecOptions}
      label={(s) => `${s.skuName} ${s.spec}（${formatCents(s.priceCents)}/${s.unit}）`}
    />
  );
}

/**
 * Demand not yet in a group offer (需求记录), searched by customer name or phone, several at once:
 * the offer built from them keeps the trail 需求 → 预约 → 订单.
 */
export function DemandPicker(props: { id?: string; value?: number[]; onChange?: (ids: number[]) => void }) {
  const [keyword, setKeyword] = useState('');
  const customer = useDebouncedValue(keyword, TYPEAHEAD_DEBOUNCE_MS);
  const q = useQuery(demandListQuery(useApi(), { ...demandSearch.defaults, customer, page: 1 }, 50));
  const rows: Demand[] = (q.data?.records ?? []).filter((d) => !d.offerId);
  return (
    <Select
      id={props.id}
      mode="multiple"
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      value={props.value ?? []}
      loading={q.isFetching}
      onChange={(ids: number[]) => props.onChange?.(ids)}
      options={rows.map((d) => ({
        value: d.id,
        label: `${d.customerName} ${d.crop} ${d.categoryName} ${d.quantity}${d.unit}（${d.qhmc}）`,
      }))}
      allowClear
    />
  );
}
