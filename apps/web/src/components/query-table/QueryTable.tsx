import type { ServerName } from '@agrimap/sdk';
import { DeleteOutlined, DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, type QueryKey, useMutation, useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Empty,
  Popconfirm,
  Space,
  Table,
  type TableColumnType,
  type TableProps,
  Tooltip,
} from 'antd';
import {
  type CSSProperties,
  type Key,
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
} from 'react';
// The modules themselves, not the form barrel: a shared chunk holding the barrel would import
// every widget (uploads, cascaders) into each list page.
import { DictTag } from '@/components/form/dict';
import { useApi } from '@/lib/api';
import { errorTextOf } from '@/lib/errors';
import { FIRST_PAGE, type ListSearch, type ListSearchSchema, PAGE_SIZE, sameSearch } from '@/lib/list-search';
import type { CallMeta } from '@/lib/query';
import type { SearchField } from './fields';
import { queryTableMessages as m } from './messages';
import { QueryFilter, type QueryFilterHandle, useUrlSearch } from './QueryFilter';
import { type ExportPath, runServerExport } from './server-export';
import { type ColumnKind, columnWidth, ELLIPSIS_KINDS, INDEX_WIDTH, kindOf, SELECTION_WIDTH } from './sizing';

export type { SearchField } from './fields';

export interface QueryColumn<Row, F>
  extends Omit<TableColumnType<Row>, 'title' | 'render' | 'dataIndex' | 'key'> {
  key: string;
  /** Header, also the filter field's label. */
  title: string;
  dataIndex?: keyof Row & string;
  render?: (value: unknown, row: Row, index: number) => ReactNode;
  /** The filter field this column declares. */
  search?: SearchField<F>;
  /** Only a filter field, not a table column. */
  hideInTable?: boolean;
  /** A dictionary category: the cell shows the entry name (a tag). */
  dict?: string;
  /**
   * What the column shows, for its width (sizing.ts): without a `width` the kind's usual one, never
   * below the header's; name / code / text / region values end in an ellipsis with a tooltip.
   * Columns of plain values end in an ellipsis whatever their kind.
   */
  kind?: ColumnKind;
}

/** One page of rows and the total over all pages. */
export interface Page<Row> {
  records: readonly Row[];
  total: number;
}

/** The query options of one page of the list (e.g. from `apiQuery`). */
export interface ListQueryOptions<TData> {
  queryKey: QueryKey;
  queryFn?: ((context: never) => TData | Promise<TData>) | symbol;
  meta?: CallMeta;
}

/** What a screen can do with its table (through `ref`). */
export interface QueryTableHandle {
  /** Asks the server for the current page again. */
  reload(): void;
  /** Back to the default filter and page 1 (the form too), asking the server once. */
  reset(): void;
}

export interface QueryTableProps<Row, F extends Record<string, unknown>, TData> {
  /** The screen's search params (filter + page live in the URL). */
  search: ListSearchSchema<F>;
  /** The list call for a search and page size (page size 10; export asks bigger pages). */
  query: (search: ListSearch<F>, pageSize: number) => ListQueryOptions<TData>;
  /** Rows and total of a reply (default: `records` or `list`, and `total`). */
  toPage?: (data: TData) => Page<Row>;
  columns: readonly QueryColumn<Row, F>[];
  rowKey: keyof Row & string;
  /** Adds a 序号 column numbering rows across pages. */
  index?: boolean;
  /** Filter fields shown while collapsed (收起); default 3. */
  collapsedFields?: number;
  /** 新增: shown when given. */
  onCreate?: () => void;
  /** 批量删除 (asks first; selection on): deletes the selected rows. */
  onBatchDelete?: (keys: Key[], rows: Row[]) => Promise<unknown>;
  /**
   * 导出: the list's export operation (`path`, on the list's server) writes every row of the
   * current filter on the server, with progress and 取消 (server-export.tsx); the file is
   * `<fileName>_<yyyyMMdd>.xlsx`.
   */
  exportFile?: { fileName: string; path: ExportPath };
  /** More toolbar content (right of the result line), e.g. a 同步 button. */
  toolbar?: ReactNode;
  /** Row selection without batch delete. */
  selectable?: boolean;
  /** Told the selected rows whenever the selection changes (cleared on a new query too). */
  onSelectionChange?: (rows: Row[]) => void;
  className?: string;
  /** Form name of the filter (prefixes field ids); default `${className}-filter` or `list-filter`. */
  filterName?: string;
  /** Horizontal scroll width. */
  scrollX?: number;
  /**
   * Background refresh: asks for the current page again every `refetchInterval` ms while the
   * document is visible (paused while hidden). The rows stay on screen while it runs and the
   * table shows no spinner for it; a filter or page change still does.
   */
  refetchInterval?: number;
  /** Expandable rows (e.g. a document's lines under its row). */
  expandable?: TableProps<Row>['expandable'];
  /** Row events (e.g. a click that selects the row's shape on a map beside the table). */
  onRow?: TableProps<Row>['onRow'];
  /** A class per row (e.g. the row selected on the map). */
  rowClassName?: TableProps<Row>['rowClassName'];
  ref?: Ref<QueryTableHandle>;
}

/** The filter of a list call's request part (apiKey): its body, or a GET list's query parameters. */
export function filterBodyOf(request: unknown): unknown {
  if (request === null || typeof request !== 'object') return {};
  const r = request as Record<string, unknown>;
  const keys = Object.keys(r);
  if (keys.includes('params') && keys.includes('body')) return r.body;
  if (keys.length > 0 && keys.every((k) => k === 'query' || k === 'path')) return (r.query as unknown) ?? {};
  return request;
}

function defaultPage<Row>(data: unknown): Page<Row> {
  const d = (data ?? {}) as { records?: Row[]; list?: Row[]; rows?: Row[]; total?: number };
  const records = d.records ?? d.list ?? d.rows ?? [];
  return { records, total: typeof d.total === 'number' ? d.total : records.length };
}

/**
 * A list screen in one declaration (ProTable's idea on plain antd): the filter form its columns
 * declare (查询 / 重置 / 展开·收起, Enter queries), 共查询到 N 条记录, a toolbar (新增, 批量删除,
 * 导出), the table with selection and the pager (10 a page, prev / pages / next / jumper), and
 * loading / empty / error-with-重试 states. Filter and page live in the route's search params.
 */
export function QueryTable<Row extends object, F extends Record<string, unknown>, TData = unknown>(
  props: QueryTableProps<Row, F, TData>,
) {
  const { search: schema, query, columns, rowKey, ref } = props;
  const toPage = (props.toPage ?? defaultPage) as (data: TData) => Page<Row>;
  const client = useApi();
  const { search, write } = useUrlSearch(schema);
  const filterRef = useRef<QueryFilterHandle>(null);
  const [selected, setSelected] = useState<{ keys: Key[]; rows: Row[] }>({ keys: [], rows: [] });

  const fields = useMemo(
    () => columns.flatMap((c) => (c.search ? [{ ...c.search, label: c.search.label ?? c.title }] : [])),
    [columns],
  );
  const options = query(search, PAGE_SIZE);
  const list = useQuery({
    ...(options as ListQueryOptions<TData> & { queryFn: () => Promise<TData> }),
    // The failure's text shows in the table (with 重试), not again as a toast.
    meta: { ...options.meta, silent: true },
    placeholderData: keepPreviousData,
    retryOnMount: false,
    refetchInterval: props.refetchInterval,
    refetchIntervalInBackground: false,
  });
  // A refresh someone asked for (重试, reload()) shows the spinner; a timed one does not.
  const [asked, setAsked] = useState(false);
  const refetch = useCallback(() => {
    setAsked(true);
    void list.refetch().finally(() => setAsked(false));
  }, [list]);
  const spinning =
    list.isFetching &&
    (props.refetchInterval === undefined || list.isPending || list.isPlaceholderData || asked);
  const page = list.data === undefined ? undefined : toPage(list.data);
  const total = page?.total ?? 0;

  const clearSelection = useCallback(() => setSelected({ keys: [], rows: [] }), []);
  const { onSelectionChange } = props;
  useEffect(() => onSelectionChange?.(selected.rows), [selected, onSelectionChange]);
  // 重置 from outside (after a save): through the filter form, so that it shows the defaults too.
  const reset = useCallback(() => {
    const filter = filterRef.current;
    if (filter) return filter.reset();
    clearSelection();
    const next = schema.parse({ ...search, ...schema.defaults, page: FIRST_PAGE });
    if (sameSearch(next, search)) refetch();
    else write(next);
  }, [schema, search, clearSelection, refetch, write]);

  useImperativeHandle(ref, () => ({ reload: refetch, reset }), [refetch, reset]);

  // A page emptied by changes elsewhere moves back to the last page that has records.
  useEffect(() => {
    if (!page || list.isPlaceholderData || page.records.length > 0 || page.total === 0) return;
    const last = Math.max(FIRST_PAGE, Math.ceil(page.total / PAGE_SIZE));
    if (search.page > last) write({ ...search, page: last });
  }, [page, list.isPlaceholderData, search, write]);

  const remove = useMutation({
    mutationFn: ({ keys, rows }: { keys: Key[]; rows: Row[] }) =>
      props.onBatchDelete?.(keys, rows) ?? Promise.resolve(),
    meta: { successText: m.deleteSuccess, errorText: m.deleteFailure, what: 'batch delete' },
    onSuccess: () => {
      setSelected({ keys: [], rows: [] });
      refetch();
    },
  });

  const [exporting, setExporting] = useState(false);
  const tableColumns = columns.filter((c) => !c.hideInTable);
  const runExport = async () => {
    if (!props.exportFile) return;
    // The list's own call: [server, method, path, request] (lib/query.ts apiKey); the export
    // takes its filter body (a GET list's query parameters as the body).
    const [server, , , request] = query(search, PAGE_SIZE).queryKey as [ServerName, string, string, unknown];
    const body = filterBodyOf(request);
    setExporting(true);
    try {
      await runServerExport({
        client,
        server,
        path: props.exportFile.path,
        body,
        fileName: props.exportFile.fileName,
        total,
      });
    } finally {
      setExporting(false);
    }
  };

  const antdColumns: TableColumnType<Row>[] = [
    ...(props.index
      ? [
          {
            title: m.index,
            key: '__index',
            width: INDEX_WIDTH,
            align: 'center' as const,
            render: (_v: unknown, _r: Row, i: number) => (search.page - FIRST_PAGE) * PAGE_SIZE + i + 1,
          },
        ]
      : []),
    ...tableColumns.map(({ search: _s, hideInTable: _h, dict, render, kind, ...column }) => {
      const k = kind ?? kindOf(column.dataIndex ?? column.key);
      const width = columnWidth({ title: column.title, width: column.width, kind: k });
      // Plain values end in an ellipsis (the whole value in a tooltip); a rendered cell only when
      // its kind is text-like and the column says nothing itself.
      const plain = !render && !dict;
      const ellipsis = column.ellipsis ?? (plain || (k !== undefined && ELLIPSIS_KINDS.has(k)));
      const tooltip = ellipsis === true && plain;
      return {
        ...column,
        // 操作 stays in view when the table scrolls sideways (app.css: sticky at the right edge).
        ...(column.key === 'actions' && !column.fixed
          ? { className: `${column.className ?? ''} query-table-actions`.trim() }
          : {}),
        width,
        ellipsis: tooltip ? { showTitle: false } : ellipsis,
        render:
          render ??
          (dict
            ? (value: unknown) => <DictTag category={dict} value={value as string} />
            : (value: unknown) =>
                value === null || value === undefined || value === '' ? (
                  '-'
                ) : tooltip ? (
                  <Tooltip title={String(value)} placement="topLeft">
                    <span>{String(value)}</span>
                  </Tooltip>
                ) : (
                  String(value)
                )),
      };
    }),
  ];
  // The table's least width: every column at its width. Wider room is shared out in proportion; a
  // narrower one scrolls, the fixed columns then passing over the others.
  const selectable = Boolean(props.onBatchDelete) || props.selectable || Boolean(props.onSelectionChange);
  const leastWidth =
    antdColumns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : 0), 0) +
    (selectable ? SELECTION_WIDTH : 0) +
    (props.expandable ? SELECTION_WIDTH : 0);
  // antd's own horizontal scroll where a column is fixed (it keeps fixed columns in place) or the
  // screen asks for it; otherwise the CSS least width (app.css) does the same without antd's
  // measuring row.
  const fixed = tableColumns.some((c) => c.fixed);
  const scroll = fixed || props.scrollX ? { x: Math.max(props.scrollX ?? 0, leastWidth) } : undefined;

  const errorText = list.isError
    ? (errorTextOf(options.meta?.errorText, list.error) ?? m.loadFailed)
    : undefined;
  const base = props.className ?? 'query-table';
  const filterName = props.filterName ?? `${base}-filter`;

  return (
    <div
      className={`query-table ${props.className ?? ''}`.trim()}
      style={{ '--query-table-least-width': `${leastWidth}px` } as CSSProperties}
    >
      {fields.length > 0 ? (
        <QueryFilter
          ref={filterRef}
          search={schema}
          fields={fields}
          name={filterName}
          collapsedFields={props.collapsedFields}
          onQuery={clearSelection}
          onSame={refetch}
        />
      ) : null}
      <div
        className="query-table-toolbar"
        style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginBottom: 12 }}
      >
        <span className="query-table-total" aria-live="polite">
          {page ? m.total(total) : list.isPending && list.isFetching ? m.pending : ''}
        </span>
        <Space>
          {props.onCreate ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={props.onCreate}>
              {m.create}
            </Button>
          ) : null}
          {props.onBatchDelete ? (
            <Popconfirm
              title={m.batchDeleteConfirm(selected.keys.length)}
              okText={m.ok}
              cancelText={m.cancel}
              disabled={selected.keys.length === 0}
              onConfirm={() => remove.mutateAsync(selected).catch(() => undefined)}
            >
              <Button
                danger
                icon={<DeleteOutlined />}
                disabled={selected.keys.length === 0}
                loading={remove.isPending}
              >
                {m.batchDelete}
              </Button>
            </Popconfirm>
          ) : null}
          {props.exportFile ? (
            <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void runExport()}>
              {m.export}
            </Button>
          ) : null}
          {props.toolbar}
        </Space>
      </div>
      {errorText ? (
        <Alert
          className="query-table-error"
          type="error"
          showIcon
          title={errorText}
          style={{ marginBottom: 12 }}
          action={
            <Button size="small" onClick={refetch}>
              {m.retry}
            </Button>
          }
        />
      ) : null}
      <Table<Row>
        className="query-table-table"
        rowKey={rowKey as string}
        size="middle"
        columns={antdColumns}
        dataSource={(page?.records ?? []) as Row[]}
        loading={spinning}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={m.empty} /> }}
        rowSelection={
          selectable
            ? {
                selectedRowKeys: selected.keys,
                onChange: (keys, rows) => setSelected({ keys, rows }),
              }
            : undefined
        }
        pagination={{
          current: search.page,
          pageSize: PAGE_SIZE,
          total,
          showSizeChanger: false,
          showQuickJumper: true,
          onChange: (next) => write({ ...search, page: next }),
        }}
        scroll={scroll}
        expandable={props.expandable}
        onRow={props.onRow}
        rowClassName={props.rowClassName}
      />
    </div>
  );
}
