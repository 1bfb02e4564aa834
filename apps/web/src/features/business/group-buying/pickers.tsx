import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { formatCents } from '@/features/business/supply/shared/money';
import { useApi } from '@/lib/api';
import { type CustomerOption, customerOptionsQuery, type SpecOption, specOptionsQuery } from './api';

function useDebounced(value: string, ms = 300): string {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

/** A customer of 客户管理, searched by name. */
export function CustomerPicker(props: {
  id?: string;
  value?: number;
  onChange?: (id: number | undefined, customer?: CustomerOption) => void;
}) {
  const client = useApi();
  const [keyword, setKeyword] = useState('');
  const k = useDebounced(keyword);
  const q = useQuery(customerOptionsQuery(client, k));
  const rows = q.data?.records ?? [];
  return (
    <Select
      id={props.id}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      value={props.value}
      loading={q.isFetching}
      onChange={(v: number | undefined) =>
        props.onChange?.(
          v,
          rows.find((r) => r.id === v),
        )
      }
      options={rows.map((c) => ({ value: c.id, label: `${c.name}（${c.phone}）` }))}
      allowClear
    />
  );
}

/** A SKU (single-item spec), searched by name, spec or barcode. */
export function SpecPicker(props: {
  id?: string;
  value?: number;
  onChange?: (id: number | undefined, spec?: SpecOption) => void;
}) {
  const client = useApi();
  const [keyword, setKeyword] = useState('');
  const k = useDebounced(keyword);
  const q = useQuery(specOptionsQuery(client, k));
  const rows = q.data?.list ?? [];
  return (
    <Select
      id={props.id}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      value={props.value}
      loading={q.isFetching}
      onChange={(v: number | undefined) =>
        props.onChange?.(
          v,
          rows.find((r) => r.id === v),
        )
      }
      options={rows.map((s) => ({
        value: s.id,
        label: `${s.skuName} ${s.spec}（${formatCents(s.priceCents)}/${s.unit}）`,
      }))}
      allowClear
    />
  );
}
