import { Select, type SelectProps, Tag, type TagProps } from 'antd';
import { type DictionaryEntry, useDictionary } from '@/lib/dictionaries';
import { formMessages as m } from './messages';

/** The label of `code` in a dictionary's entries (the code itself when unknown, '' when empty). */
export function dictLabel(entries: readonly DictionaryEntry[], code: unknown): string {
  if (code === undefined || code === null || code === '') return '';
  const text = String(code);
  return entries.find((entry) => entry.code === text || entry.key === text)?.name ?? text;
}

export interface DictSelectProps extends Omit<SelectProps<string>, 'options' | 'loading'> {
  /** The dictionary category, e.g. `sbzt` (loaded once per session, SPEC §4). */
  category: string;
  /** Offer an extra first option, e.g. `{ value: '', label: '全部' }` in filters. */
  allOption?: { value: string; label: string };
}

/** A select of a dictionary category: values are entry codes, labels entry names. */
export function DictSelect({
  category,
  allOption,
  placeholder = m.dict.placeholder,
  ...rest
}: DictSelectProps) {
  const { entries, isLoading } = useDictionary(category);
  const options = entries.map((entry) => ({ value: entry.code, label: entry.name }));
  return (
    <Select<string>
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={placeholder}
      {...rest}
      loading={isLoading}
      options={allOption ? [allOption, ...options] : options}
    />
  );
}

export interface DictTagProps extends Omit<TagProps, 'children'> {
  category: string;
  /** The entry code to show. */
  value: string | number | null | undefined;
  /** Tag colour per code, e.g. `{ '1': 'green', '0': 'default' }`. */
  colors?: Record<string, string>;
}

/** A dictionary code shown as its name in a tag ('-' when empty). */
export function DictTag({ category, value, colors, ...rest }: DictTagProps) {
  const { entries } = useDictionary(category);
  const label = dictLabel(entries, value);
  if (!label) return <>-</>;
  return (
    <Tag color={colors?.[String(value)]} {...rest}>
      {label}
    </Tag>
  );
}
