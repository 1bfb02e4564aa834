import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { Alert, Button, Card, DatePicker, Form, Input, Modal, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { DictSelect, RegionCascader, type RegionValue } from '@/components/form';
import { type QueryColumn, QueryTable } from '@/components/query-table';
import { TabPaneHeader } from '@/components/TabPaneHeader';
import { customerColumn } from '@/features/business/sales/shared/order-columns';
import { useAccess } from '@/lib/access';
import { useApi } from '@/lib/api';
import { errorTextOf } from '@/lib/errors';
import {
  DEMAND_LIST_KEY,
  DEMAND_SUMMARY_KEY,
  type Demand,
  demandListQuery,
  demandSave,
  demandSummaryQuery,
} from './api';
import { groupBuyingMessages } from './messages';
import { CustomerPicker } from './pickers';
import { type DemandSearch, demandSearch } from './search';

const m = groupBuyingMessages.demand;
type Filter = typeof demandSearch.defaults;
const DECIMAL = /^\d{1,9}(\.\d{1,2})?$/;

interface Values {
  customerId?: number;
  crop?: string;
  areaMu?: string;
  categoryCode?: string;
  quantity?: string;
  unit?: string;
  wantedDate?: Dayjs;
  region?: RegionValue;
  remark?: string;
}

function DemandDialog({ onClose }: { onClose: () => void }) {
  const client = useApi();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const save = useMutation({
    mutationFn: (v: Values) =>
      demandSave(client, {
        customerId: v.customerId as number,
        crop: (v.crop ?? '').trim(),
        areaMu: (v.areaMu ?? '').trim(),
        categoryCode: v.categoryCode as string,
        quantity: (v.quantity ?? '').trim(),
        unit: (v.unit ?? '').trim(),
        wantedDate: (v.wantedDate as Dayjs).format('YYYY-MM-DD'),
        qhdm: v.region?.qhdm as string,
        qhmc: v.region?.qhmc as string,
        ...(v.remark?.trim() ? { remark: v.remark.trim() } : {}),
      }),
    meta: { successText: m.saved, errorText: m.saveFailed, what: 'demandSave' },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: DEMAND_LIST_KEY });
      void queryClient.invalidateQueries({ queryKey: DEMAND_SUMMARY_KEY });
      onClose();
    },
  });
  const f = m.fields;
  const decimal = (required: string) => [
    { required: true, whitespace: true, message: required },
    {
      validator: (_r: unknown, v: string | undefined) =>
        !v?.trim() || (DECIMAL.test(v.trim()) && Number(v) > 0)
          ? Promise.resolve()
          : Promise.reject(new Error(f.decimalInvalid)),
    },
  ];
  return (
    <Modal
      open
      width={640}
      title={m.add}
      okText={groupBuyingMessages.common.ok}
      cancelText={groupBuyingMessages.common.cancel}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      className="demand-dialog"
    >
      <Form
        form={form}
        name="demand"
        layout="horizontal"
        labelCol={{ span: 6 }}
        initialValues={{ unit: '袋' }}
        onFinish={(v) => save.mutate(v)}
      >
        <Form.Item
          name="customerId"
          label={f.customer}
          rules={[{ required: true, message: f.customerRequired }]}
        >
          <CustomerPicker
            onChange={(id, c) => {
              form.setFieldValue('customerId', id);
              if (c && !form.getFieldValue('region'))
                form.setFieldValue('region', { qhdm: c.qhdm, qhmc: c.qhmc });
            }}
          />
        </Form.Item>
        <Form.Item
          name="crop"
          label={f.crop}
          rules={[{ required: true, whitespace: true, message: f.cropRequired }]}
        >
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="areaMu" label={f.areaMu} rules={decimal(f.areaRequired)}>
          <Input maxLength={12} />
        </Form.Item>
        <Form.Item
          name="categoryCode"
          label={f.category}
          rules={[{ required: true, message: f.categoryRequired }]}
        >
          <DictSelect category="nzlx" />
        </Form.Item>
        <Form.Item name="quantity" label={f.quantity} rules={decimal(f.quantityRequired)}>
          <Input maxLength={12} />
        </Form.Item>
        <Form.Item
          name="unit"
          label={f.unit}
          rules={[{ required: true, whitespace: true, message: f.unitRequired }]}
        >
          <Input maxLength={10} />
        </Form.Item>
        <Form.Item
          name="wantedDate"
          label={f.wantedDate}
          rules={[{ required: true, message: f.wantedRequired }]}
        >
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="region" label={f.region} rules={[{ required: true, message: f.regionRequired }]}>
          <RegionCascader depth="village" />
        </Form.Item>
        <Form.Item name="remark" label={f.remark}>
          <Input.TextArea rows={2} maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function Summary() {
  const client = useApi();
  const search = demandSearch.parse(useSearch({ strict: false }) as Record<string, unknown>) as DemandSearch;
  const q = useQuery(demandSummaryQuery(client, search));
  return (
    <Card size="small" title={m.summaryTitle} style={{ marginBottom: 16 }} className="demand-summary">
      {q.isError ? (
        <Alert
          type="error"
          showIcon
          title={errorTextOf(m.summaryFailed, q.error) ?? m.summaryFailed}
          action={
            <Button size="small" onClick={() => void q.refetch()}>
              {groupBuyingMessages.common.retry}
            </Button>
          }
        />
      ) : (
        <Table
          size="small"
          loading={q.isPending}
          rowKey={(r) => `${r.qhdm}-${r.categoryCode}`}
          dataSource={q.data?.list ?? []}
          pagination={{ pageSize: 5, hideOnSinglePage: true }}
          locale={{ emptyText: m.summaryEmpty }}
          columns={[
            { key: 'region', title: m.columns.region, dataIndex: 'qhmc' },
            { key: 'category', title: m.columns.category, dataIndex: 'categoryName' },
            { key: 'count', title: m.columns.count, dataIndex: 'count', align: 'right', width: 90 },
            { key: 'area', title: m.columns.areaMu, dataIndex: 'areaMu', align: 'right', width: 120 },
            { key: 'quantity', title: m.columns.quantity, dataIndex: 'quantity', align: 'right', width: 120 },
          ]}
        />
      )}
    </Card>
  );
}

/** 需求记录 (/nzywsjgl/fxcjzxt/requirementRecord): customers' demand, aggregated by county and category. */
export function RequirementsPage() {
  const client = useApi();
  const canAdd = useAccess().can('demand:add');
  const [adding, setAdding] = useState(false);
  const columns: QueryColumn<Demand, Filter>[] = [
    customerColumn({ title: m.columns.customer, placeholder: m.columns.customerPlaceholder }),
    {
      key: 'crop',
      title: m.columns.crop,
      dataIndex: 'crop',
      width: 90,
      search: { type: 'text', name: 'crop', maxLength: 30 },
    },
    { key: 'areaMu', title: m.columns.areaMu, dataIndex: 'areaMu', width: 100, align: 'right' },
    {
      key: 'category',
      title: m.columns.category,
      dataIndex: 'categoryName',
      width: 120,
      search: {
        type: 'dict',
        name: 'categoryCode',
        category: 'nzlx',
        allLabel: groupBuyingMessages.common.all,
      },
    },
    {
      key: 'quantity',
      title: m.columns.quantity,
      width: 110,
      align: 'right',
      render: (_v, r) => `${r.quantity} ${r.unit}`,
    },
    {
      key: 'wantedDate',
      title: m.columns.wantedDate,
      dataIndex: 'wantedDate',
      width: 110,
      search: { type: 'dateRange', name: 'wanted' },
    },
    {
      key: 'region',
      title: m.columns.region,
      dataIndex: 'qhmc',
      ellipsis: true,
      search: { type: 'region', name: 'qhdm' },
    },
    {
      key: 'offer',
      title: m.columns.offer,
      width: 110,
      render: (_v, r) => (r.offerId ? <Tag color="geekblue">{m.inOffer}</Tag> : '-'),
    },
    { key: 'createTime', title: m.columns.createTime, dataIndex: 'createTime', width: 170 },
  ];
  return (
    <>
      <TabPaneHeader title={m.title} />
      <Summary />
      <QueryTable
        search={demandSearch}
        query={(s, pageSize) => demandListQuery(client, s, pageSize)}
        columns={columns}
        rowKey="id"
        index
        toolbar={
          canAdd ? (
            <Button type="primary" onClick={() => setAdding(true)}>
              {m.add}
            </Button>
          ) : null
        }
        exportFile={{ fileName: m.title, path: '/api/v1/web/fx/demand/export' }}
        className="demand-table"
        scrollX={1300}
      />
      {adding ? <DemandDialog onClose={() => setAdding(false)} /> : null}
    </>
  );
}
