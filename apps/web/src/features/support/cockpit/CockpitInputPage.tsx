import { DEFAULT_REGION } from '@agrimap/geo';
import type { SystemComponents } from '@agrimap/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Form, Input, Modal, Select, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { RegionCascader, type RegionValue } from '@/components/form';
import { useAccess } from '@/lib/access';
import { useApi } from '@/lib/api';
import { useDictionary } from '@/lib/dictionaries';
import { errorTextOf } from '@/lib/errors';
import { apiFetch, apiQuery } from '@/lib/query';
import { cockpitMessages as m } from './messages';
import { type CellText, cellError, cellText, cellValue } from './values';

type CockpitTable = SystemComponents['schemas']['CockpitTable'];
type CockpitRow = CockpitTable['rows'][number];
type Values = Record<string, CellText>;
interface FormShape {
  values: Values;
}

/** The year dictionary (SPEC §9): its `default` entry names the year selected at first. */
const YEAR_CATEGORY = 'year';
const DEFAULT_ENTRY = 'default';

function valuesOf(table: CockpitTable): Values {
  return Object.fromEntries(table.rows.map((row) => [row.indicatorCode, cellText(row.value)]));
}

function sameValues(a: Values, b: Values): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if ((a[key] ?? '').trim() !== (b[key] ?? '').trim()) return false;
  return true;
}

function figureQuery(client: ReturnType<typeof useApi>, year: string, qhdm: string) {
  return apiQuery(
    client,
    'system',
    'get',
    '/api/v1/cockpit/figure',
    { params: { query: { year, qhdm } } },
    { meta: { errorText: m.loadFailure, what: 'cockpitFigureGet' }, staleTime: Number.POSITIVE_INFINITY },
  );
}

/**
 * 驾驶舱数据录入: the cockpit figures of one year and region as an editable table (values ≥ 0,
 * at most two decimals, checked per cell). 保存 sends the whole table (the server keeps every
 * row or none); a failed save keeps what was typed. Switching year or region with unsaved
 * changes asks first.
 */
export function CockpitInputPage() {
  const client = useApi();
  const queryClient = useQueryClient();
  const canSave = useAccess().can('cockpit:save');
  const years = useDictionary(YEAR_CATEGORY);
  const yearOptions = useMemo(
    () =>
      years.entries
        .filter((entry) => entry.code !== DEFAULT_ENTRY && /^\d{4}$/.test(entry.code))
        .map((entry) => ({ value: entry.code, label: entry.name }))
        .sort((a, b) => b.value.localeCompare(a.value)),
    [years.entries],
  );
  const defaultYear = useMemo(() => {
    const entry = years.entries.find((e) => e.code === DEFAULT_ENTRY);
    const wanted = [entry?.value, entry?.name].find((v) => v && /^\d{4}$/.test(v));
    return wanted ?? yearOptions[0]?.value;
  }, [years.entries, yearOptions]);

  const [chosenYear, setChosenYear] = useState<string>();
  const year = chosenYear ?? defaultYear;
  const [region, setRegion] = useState<RegionValue>({ qhdm: DEFAULT_REGION.code, qhmc: DEFAULT_REGION.name });
  const [form] = Form.useForm<FormShape>();
  const [baseline, setBaseline] = useState<{ key: string; values: Values } | null>(null);
  const key = `${year ?? ''}/${region.qhdm}`;

  const figures = useQuery({ ...figureQuery(client, year ?? '', region.qhdm), enabled: Boolean(year) });
  const table = figures.data;

  // The figures of a new year / region fill the form once; later refetches never overwrite typing.
  useEffect(() => {
    if (!table || baseline?.key === key) return;
    const values = valuesOf(table);
    form.setFieldsValue({ values });
    setBaseline({ key, values });
  }, [table, key, baseline, form]);

  const typed = Form.useWatch('values', form) as Values | undefined;
  const ready = baseline?.key === key && table !== undefined;
  const dirty = ready && typed !== undefined && !sameValues(typed, baseline.values);

  const save = useMutation({
    mutationFn: (values: Values) =>
      apiFetch(client, 'system', 'post', '/api/v1/cockpit/figure/save', {
        body: {
          year: year as string,
          qhdm: region.qhdm,
          rows: (table?.rows ?? []).map((row) => ({
            indicatorCode: row.indicatorCode,
            value: cellValue(values[row.indicatorCode] ?? ''),
          })),
        },
      }),
    meta: {
      successText: m.saveSuccess,
      errorText: m.saveFailure,
      errorLevel: 'warning',
      what: 'cockpitFigureSave',
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(figureQuery(client, saved.year, region.qhdm).queryKey, saved);
      const values = valuesOf(saved);
      form.setFieldsValue({ values });
      setBaseline({ key, values });
    },
  });

  const onSave = async () => {
    if (!ready || save.isPending) return;
    try {
      const { values } = await form.validateFields();
      save.mutate({ ...baseline.values, ...values });
    } catch {
      // each invalid cell shows its message; nothing is sent
    }
  };

  /** Runs `change` now, or after confirming that unsaved changes may be lost. */
  const guard = (change: () => void) => {
    if (!dirty) {
      change();
      return;
    }
    Modal.confirm({
      title: m.leave.title,
      content: m.leave.content,
      okText: m.leave.ok,
      cancelText: m.leave.cancel,
      onOk: change,
    });
  };

  const columns = [
    {
      title: m.columns.index,
      key: 'index',
      width: 70,
      align: 'center' as const,
      render: (_v: unknown, _r: CockpitRow, i: number) => i + 1,
    },
    { title: m.columns.name, dataIndex: 'indicatorName', key: 'name' },
    {
      title: m.columns.value,
      key: 'value',
      width: 280,
      render: (_v: unknown, row: CockpitRow) => (
        <Form.Item
          name={['values', row.indicatorCode]}
          style={{ margin: 0 }}
          rules={[
            {
              validator: (_rule, text: CellText | undefined) => {
                const error = cellError(text ?? '');
                return error ? Promise.reject(new Error(error)) : Promise.resolve();
              },
            },
          ]}
        >
          <Input
            aria-label={`${row.indicatorName}${m.columns.value}`}
            placeholder={m.valuePlaceholder}
            inputMode="decimal"
            maxLength={20}
            disabled={!canSave}
            onPressEnter={() => void onSave()}
          />
        </Form.Item>
      ),
    },
    { title: m.columns.unit, dataIndex: 'unit', key: 'unit', width: 120 },
  ];

  const loadError = figures.isError
    ? (errorTextOf(m.loadFailure, figures.error) ?? m.loadFailure)
    : undefined;

  return (
    <div className="cockpit-input">
      <Form layout="inline" style={{ rowGap: 12, marginBottom: 16 }} aria-label={m.filterLabel}>
        <Form.Item label={m.year} htmlFor="cockpit-year">
          <Select
            id="cockpit-year"
            style={{ width: 140 }}
            placeholder={m.yearPlaceholder}
            loading={years.isLoading}
            options={yearOptions}
            value={year}
            onChange={(next: string) => guard(() => setChosenYear(next))}
          />
        </Form.Item>
        <Form.Item label={m.region} htmlFor="cockpit-region">
          <RegionCascader
            id="cockpit-region"
            value={region}
            onChange={(next) => {
              if (next && next.qhdm !== region.qhdm) guard(() => setRegion(next));
            }}
          />
        </Form.Item>
      </Form>
      <div
        className="cockpit-toolbar"
        style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginBottom: 12 }}
      >
        <Space>
          <Typography.Text type="secondary" className="cockpit-updated">
            {table ? (table.updateTime ? m.updated(table.updateTime, table.updatedBy) : m.neverSaved) : ''}
          </Typography.Text>
          {dirty ? <Tag color="orange">{m.unsaved}</Tag> : null}
        </Space>
        {canSave ? (
          <Space>
            <Button
              disabled={!dirty || save.isPending}
              onClick={() => {
                if (!baseline) return;
                form.setFields(
                  Object.entries(baseline.values).map(([code, text]) => ({
                    name: ['values', code],
                    value: text,
                    errors: [],
                  })),
                );
              }}
            >
              {m.discard}
            </Button>
            <Button type="primary" loading={save.isPending} disabled={!ready} onClick={() => void onSave()}>
              {m.save}
            </Button>
          </Space>
        ) : null}
      </div>
      {!years.isLoading && yearOptions.length === 0 ? (
        <Alert type="warning" showIcon title={m.noYears} style={{ marginBottom: 12 }} />
      ) : null}
      {loadError ? (
        <Alert
          className="cockpit-error"
          type="error"
          showIcon
          title={loadError}
          style={{ marginBottom: 12 }}
          action={
            <Button size="small" onClick={() => void figures.refetch()}>
              {m.retry}
            </Button>
          }
        />
      ) : null}
      <Form<FormShape> form={form} name="cockpit-figures" component={false}>
        <Table<CockpitRow>
          className="cockpit-table"
          rowKey="indicatorCode"
          size="middle"
          columns={columns}
          dataSource={ready ? table.rows : []}
          loading={figures.isFetching || (Boolean(year) && !ready && !figures.isError)}
          pagination={false}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={m.empty} /> }}
        />
      </Form>
    </div>
  );
}
