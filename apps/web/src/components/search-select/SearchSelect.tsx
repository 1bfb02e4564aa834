import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { useState } from 'react';
import type { CallMeta } from '@/lib/query';
import { TYPEAHEAD_DEBOUNCE_MS, useDebouncedValue } from '@/lib/use-debounced';

/** What the field waits after the last key before it asks the server (the type-ahead delay). */
export const SEARCH_SELECT_DEBOUNCE_MS = TYPEAHEAD_DEBOUNCE_MS;

export interface SearchSelectOption {
  value: number;
  label: string;
}

/** The call for what was typed (e.g. from `apiQuery`; its other options, such as `staleTime`, apply). */
export interface SearchSelectQuery<TData> {
  queryKey: QueryKey;
  queryFn?: ((context: never) => TData | Promise<TData>) | symbol;
  meta?: CallMeta;
}

export interface SearchSelectProps<TData>
  extends Omit<
    SelectProps<number>,
    'options' | 'showSearch' | 'loading' | 'value' | 'onChange' | 'filterOption'
  > {
  /** The options call for a keyword ('' before anything is typed), asked 300 ms after the last key. */
  query: (keyword: string) => SearchSelectQuery<TData>;
  /** The options of a reply. */
  toOptions: (data: TData) => SearchSelectOption[];
  /** The entity already chosen: listed first when the reply does not hold it. */
  current?: SearchSelectOption | null;
  /** The chosen id (`null` or undefined: none). */
  value?: number | null;
  /** Told the chosen id; undefined when cleared. */
  onChange?: (value: number | undefined) => void;
}

/**
 * A picker of entities searched on the server (suppliers, plots, specifications, customers …):
 * every key asks again (debounced), and the chosen one keeps its label while it is not in the reply.
 */
export function SearchSelect<TData>({
  query,
  toOptions,
  current,
  value,
  ...select
}: SearchSelectProps<TData>) {
  const [keyword, setKeyword] = useState('');
  const q = useQuery(query(useDebouncedValue(keyword, SEARCH_SELECT_DEBOUNCE_MS)) as UseQueryOptions<TData>);
  const options = q.data === undefined ? [] : toOptions(q.data);
  if (current && !options.some((o) => o.value === current.value)) options.unshift(current);
  return (
    <Select<number>
      {...select}
      value={value ?? undefined}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      loading={q.isFetching}
      options={options}
    />
  );
}
