import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { useApi } from '@/lib/api';
import { type SkuOption, skuOptionsQuery } from '../api';
import { warehousingMessages } from '../messages';

const m = warehousingMessages.doc.lines;

export interface SkuSelectProps {
  value?: number;
  onChange?: (value: number | undefined, option: SkuOption | undefined) => void;
  /** With a warehouse, the options carry the batches available there (outbound). */
  warehouseId?: number;
  /** Labels of SKUs already on the document. */
  known?: ReadonlyMap<number, string>;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
}

export const skuLabel = (o: Pick<SkuOption, 'skuName' | 'spec'>) => `${o.skuName} ${o.spec}`;

/** A document line's SKU, searched by name, spec or barcode. */
export function SkuSelect({ value, onChange, warehouseId, known, disabled, id, ...rest }: SkuSelectProps) {
  const client = useApi();
  const [keyword, setKeyword] = useState('');
  const list = useQuery(
    skuOptionsQuery(
      client,
      { ...(keyword ? { keyword } : {}), ...(warehouseId ? { warehouseId } : {}) },
      { meta: { errorText: '查询商品失败', what: 'wmsSkuOptions' }, staleTime: 10_000 },
    ),
  );
  const options = (list.data?.list ?? []).map((o) => ({ value: o.id, label: skuLabel(o), option: o }));
  const label = value !== undefined ? known?.get(value) : undefined;
  if (value !== undefined && label && !options.some((o) => o.value === value))
    options.unshift({ value, label, option: undefined as unknown as SkuOption });
  return (
    <Select<number>
      id={id}
      aria-label={rest['aria-label']}
      showSearch
      disabled={disabled}
      value={value}
      filterOption={false}
      onSearch={(text) => setKeyword(text.trim())}
      onChange={(next) => onChange?.(next, options.find((o) => o.value === next)?.option)}
      loading={list.isFetching}
      placeholder={m.skuPlaceholder}
      options={options.map(({ value: v, label: l }) => ({ value: v, label: l }))}
      style={{ width: '100%' }}
      popupMatchSelectWidth={360}
    />
  );
}
