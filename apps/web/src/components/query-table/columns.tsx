// Column builders for what many lists show the same way.
import { Tag } from 'antd';
import type { QueryColumn } from './QueryTable';

/** The options of a select filter over a code → label map, led by 全部 (value ''). */
export function labelOptions(
  labels: Readonly<Record<string | number, string>>,
  all: string,
): { value: string; label: string }[] {
  return [{ value: '', label: all }, ...Object.entries(labels).map(([value, label]) => ({ value, label }))];
}

/**
 * A column of a coded value (状态, 类型 …): the cell shows its label — in a Tag of
 * the code's colour when `colors` is given — and `filter` adds a select of every code led by 全部.
 */
export function codeColumn<Row, F>(options: {
  key: string;
  title: string;
  labels: Readonly<Record<string | number, string>>;
  code: (row: Row) => string | number;
  colors?: Readonly<Record<string | number, string>>;
  width?: number;
  filter?: { name: keyof F & string; all: string };
}): QueryColumn<Row, F> {
  const { key, title, labels, code, colors, width, filter } = options;
  return {
    key,
    title,
    ...(width === undefined ? {} : { width }),
    ...(filter
      ? { search: { type: 'select' as const, name: filter.name, options: labelOptions(labels, filter.all) } }
      : {}),
    render: (_v, row) => {
      const value = code(row);
      return colors ? <Tag color={colors[value]}>{labels[value]}</Tag> : labels[value];
    },
  };
}
