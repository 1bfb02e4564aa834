import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { useApi } from '@/lib/api';
import { skuSpecOptionsQuery } from './api';
import { schemeMessages as m } from './messages';

/** A chosen specification as the form keeps it: its id and the label to show. */
export interface ChosenSku {
  specId: number;
  label: string;
}

export const skuOptionLabel = (o: { skuName: string; spec: string }) => `${o.skuName} ${o.spec}`;

/**
 * 推荐农资: specifications of the supply catalogue, searched by the server (name, spec or barcode)
 * as the user types, several chosen; chosen ones keep their label while other results show.
 */
export function SkuMultiSelect({
  value,
  onChange,
  id,
}: {
  value?: ChosenSku[];
  onChange?: (value: ChosenSku[]) => void;
  id?: string;
}) {
  const client = useApi();
  const [keyword, setKeyword] = useState('');
  const list = useQuery(skuSpecOptionsQuery(client, keyword));
  const chosen = value ?? [];
  const found = (list.data?.list ?? []).map((o) => ({
    value: o.id,
    label: skuOptionLabel(o),
    disabled: (o.status === 0 || o.skuStatus === 0) && !chosen.some((c) => c.specId === o.id),
  }));
  const options = [
    ...chosen
      .filter((c) => !found.some((f) => f.value === c.specId))
      .map((c) => ({ value: c.specId, label: c.label })),
    ...found,
  ];
  return (
    <Select<number[]>
      id={id}
      mode="multiple"
      showSearch
      filterOption={false}
      value={chosen.map((c) => c.specId)}
      onSearch={(text) => setKeyword(text.trim())}
      onBlur={() => setKeyword('')}
      onChange={(ids) =>
        onChange?.(
          ids.map((specId) => ({
            specId,
            label: options.find((o) => o.value === specId)?.label ?? String(specId),
          })),
        )
      }
      loading={list.isFetching}
      placeholder={m.dialog.skuPlaceholder}
      options={options}
      aria-label={m.dialog.fields.skus}
      style={{ width: '100%' }}
      notFoundContent={list.isError ? m.toast.skusFailure : undefined}
    />
  );
}
