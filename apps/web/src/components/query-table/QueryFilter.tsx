import { DownOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Button, Form, Space } from 'antd';
import { type Ref, useCallback, useEffect, useImperativeHandle, useMemo, useState } from 'react';
import { FIRST_PAGE, type ListSearch, type ListSearchSchema, sameSearch } from '@/lib/list-search';
import { fromFormValue, renderField, type SearchField, toFormValue } from './fields';
import { queryTableMessages as m } from './messages';

/**
 * The screen's search read from the route's search params, and how to write a new one (the
 * other params of the URL stay). For screens whose result is not a paged list (a tree).
 */
export function useUrlSearch<F extends Record<string, unknown>>(schema: ListSearchSchema<F>) {
  const navigate = useNavigate();
  const raw = useSearch({ strict: false }) as Record<string, unknown>;
  const rawText = JSON.stringify(raw);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the text stands for the object
  const search = useMemo(() => schema.parse(raw), [rawText, schema]);
  const write = useCallback(
    (next: ListSearch<F>) => {
      const keys = new Set<string>([...schema.keys, 'page']);
      void navigate({
        to: '.',
        search: ((prev: Record<string, unknown>) => ({
          ...Object.fromEntries(Object.entries(prev ?? {}).filter(([k]) => !keys.has(k))),
          ...schema.toUrl(next),
        })) as never,
      });
    },
    [navigate, schema],
  );
  return { search, write };
}

export interface QueryFilterProps<F extends Record<string, unknown>> {
  /** The screen's search params. */
  search: ListSearchSchema<F>;
  /** The filter fields (label defaults to the field name's column title given here). */
  fields: readonly (SearchField<F> & { label: string })[];
  /** Form name (prefixes field ids). */
  name: string;
  /** Called on every 查询 / 重置, before the search changes (e.g. to clear a selection). */
  onQuery?: () => void;
  /** Called when 查询 / 重置 asks again for the search already shown (e.g. refetch). */
  onSame?: () => void;
  /** Fields shown while collapsed (收起); default 3. */
  collapsedFields?: number;
  className?: string;
  ref?: Ref<QueryFilterHandle>;
}

/** What a screen may ask of its filter form. */
export interface QueryFilterHandle {
  /** 重置: the default filter and page 1, in the form and the URL. */
  reset(): void;
}

/**
 * The filter form of QueryTable on its own, for screens that show something else than a paged
 * list (e.g. a TreeTable): 查询 / 重置 / 展开·收起, Enter queries; the filter lives in the
 * route's search params (back / forward, reload and links restore it).
 */
export function QueryFilter<F extends Record<string, unknown>>(props: QueryFilterProps<F>) {
  const { search: schema, fields, onSame } = props;
  const { search, write } = useUrlSearch(schema);
  const [form] = Form.useForm<Record<string, unknown>>();
  const [collapsed, setCollapsed] = useState(false);
  const valuesOf = useCallback(
    (s: Record<string, unknown>) =>
      Object.fromEntries(fields.map((f) => [f.name, toFormValue(f, s[f.name])])),
    [fields],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the search only
  useEffect(() => {
    form.setFieldsValue(valuesOf(search));
  }, [search]);

  const go = (next: ListSearch<F>) => {
    props.onQuery?.();
    if (sameSearch(next, search)) onSame?.();
    else write(next);
  };
  const runQuery = () => {
    const values = form.getFieldsValue(true) as Record<string, unknown>;
    const filter = Object.fromEntries(fields.map((f) => [f.name, fromFormValue(f, values[f.name])]));
    go(schema.parse({ ...search, ...filter, page: FIRST_PAGE }));
  };
  const reset = () => {
    const next = schema.parse({ ...search, ...schema.defaults, page: FIRST_PAGE });
    form.setFieldsValue(valuesOf(next));
    go(next);
  };
  useImperativeHandle(props.ref, () => ({ reset }));
  const visible = props.collapsedFields ?? 3;

  return (
    <Form
      form={form}
      name={props.name}
      className={`query-table-filter ${props.className ?? ''}`.trim()}
      layout="inline"
      initialValues={valuesOf(search)}
      aria-label={m.filterLabel}
      style={{ rowGap: 12, marginBottom: 16 }}
    >
      {fields.map((field, i) => (
        <Form.Item
          key={field.name}
          label={field.label}
          name={String(field.name)}
          hidden={collapsed && i >= visible}
        >
          {renderField(field, runQuery)}
        </Form.Item>
      ))}
      <Form.Item>
        <Space>
          <Button type="primary" icon={<SearchOutlined />} onClick={runQuery}>
            {m.query}
          </Button>
          <Button onClick={reset}>{m.reset}</Button>
          {fields.length > visible ? (
            <Button
              type="link"
              aria-expanded={!collapsed}
              icon={collapsed ? <DownOutlined /> : <UpOutlined />}
              iconPlacement="end"
              onClick={() => setCollapsed((value) => !value)}
            >
              {collapsed ? m.expand : m.collapse}
            </Button>
          ) : null}
        </Space>
      </Form.Item>
    </Form>
  );
}
