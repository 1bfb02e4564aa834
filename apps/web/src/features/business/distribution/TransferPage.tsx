import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, InputNumber, Modal, Select, Space, Tag } from 'antd';
import { useRef, useState } from 'react';
import { type QueryColumn, QueryTable, type QueryTableHandle } from '@/components/query-table/QueryTable';
import { TabPaneHeader } from '@/components/TabPaneHeader';
import { useAccess } from '@/lib/access';
import { useApi } from '@/lib/api';
import { serverMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import {
  allWarehousesQuery,
  createTransfer,
  type SkuOption,
  skuOptionsQuery,
  TRANSFER_LIST_KEY,
  type Transfer,
  transferListQuery,
} from './api';
import { distributionMessages as m } from './messages';
import { transferSearch } from './search';

type Filter = typeof transferSearch.defaults;

const STATUS_COLORS: Record<number, string> = {
  0: 'default',
  1: 'processing',
  2: 'success',
  3: 'error',
  4: 'default',
};

/** 调拨管理 (/nzywsjgl/fbsccglzxt/transfer): transfers with their outbound and inbound documents; 新建调拨. */
export function TransferPage() {
  const client = useApi();
  const canCreate = useAccess().can('transfer:add');
  const [open, setOpen] = useState(false);
  const table = useRef<QueryTableHandle>(null);
  const warehouses = useQuery(allWarehousesQuery(client));
  const c = m.transfer.columns;
  const doc = (no: string, status: number) => (
    <Space size={4}>
      {no}
      <Tag color={STATUS_COLORS[status]}>{m.transfer.docStatus[status]}</Tag>
    </Space>
  );
  const columns: QueryColumn<Transfer, Filter>[] = [
    {
      key: 'transferNo',
      title: c.transferNo,
      dataIndex: 'transferNo',
      width: 170,
      search: { type: 'text', name: 'transferNo', maxLength: 30 },
    },
    {
      key: 'warehouseId',
      title: c.warehouse,
      dataIndex: 'fromWarehouseId',
      hideInTable: true,
      search: {
        type: 'select',
        name: 'warehouseId',
        options: (warehouses.data?.list ?? []).map((w) => ({ value: w.id, label: w.name })),
      },
    },
    { key: 'from', title: c.from, dataIndex: 'fromWarehouseName', width: 160 },
    { key: 'to', title: c.to, dataIndex: 'toWarehouseName', width: 160 },
    { key: 'quantity', title: c.quantity, dataIndex: 'quantity', width: 80, align: 'right' },
    {
      key: 'outDoc',
      title: c.outDoc,
      dataIndex: 'outDocNo',
      width: 230,
      render: (_v, r) => doc(r.outDocNo, r.outStatus),
    },
    {
      key: 'inDoc',
      title: c.inDoc,
      dataIndex: 'inDocNo',
      width: 230,
      render: (_v, r) => doc(r.inDocNo, r.inStatus),
    },
    { key: 'creator', title: c.creator, dataIndex: 'creatorName', width: 110 },
    { key: 'createTime', title: c.createTime, dataIndex: 'createTime', width: 170 },
  ];
  return (
    <section className="transfer-page">
      <TabPaneHeader title={m.transfer.title} />
      <QueryTable
        ref={table}
        search={transferSearch}
        query={(s, pageSize) => transferListQuery(client, s, pageSize)}
        columns={columns}
        rowKey="id"
        index
        onCreate={canCreate ? () => setOpen(true) : undefined}
        exportFile={{ fileName: '调拨单', path: '/api/v1/web/wms/transfer/export' }}
        className="transfer-table"
        scrollX={1400}
      />
      {open && <TransferDialog onClose={() => setOpen(false)} />}
    </section>
  );
}

interface LineValue {
  skuId?: number;
  batchNo?: string;
  quantity?: number;
}
interface FormValue {
  fromWarehouseId?: number;
  toWarehouseId?: number;
  remark?: string;
  lines: LineValue[];
}

function TransferDialog({ onClose }: { onClose: () => void }) {
  const client = useApi();
  const queryClient = useQueryClient();
  const d = m.transfer.dialog;
  const [form] = Form.useForm<FormValue>();
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const warehouses = useQuery(allWarehousesQuery(client));
  const fromId = Form.useWatch('fromWarehouseId', form);
  const [keyword, setKeyword] = useState('');
  const skus = useQuery(
    skuOptionsQuery(client, { keyword, warehouseId: fromId }, { enabled: typeof fromId === 'number' }),
  );
  const skuList: SkuOption[] = (skus.data?.list ?? []).filter((s) => s.batches.length > 0);
  const warehouseOptions = (warehouses.data?.list ?? []).map((w) => ({
    value: w.id,
    label: `${w.name}（${m.types[w.type] ?? w.type}）`,
  }));

  const submit = async () => {
    // An invalid form shows its messages under the fields; nothing is sent.
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    if (v.lines.length === 0) {
      setServerError(d.noLines);
      return;
    }
    setSaving(true);
    setServerError(null);
    try {
      await createTransfer(client, {
        fromWarehouseId: v.fromWarehouseId as number,
        toWarehouseId: v.toWarehouseId as number,
        ...(v.remark?.trim() ? { remark: v.remark.trim() } : {}),
        lines: v.lines.map((l) => ({
          skuId: l.skuId as number,
          batchNo: l.batchNo as string,
          quantity: l.quantity as number,
        })),
      });
      notify.success(d.success);
      await queryClient.invalidateQueries({ queryKey: TRANSFER_LIST_KEY });
      onClose();
    } catch (error) {
      // The form keeps what was typed; the server's reason (e.g. the short line) shows in the dialog.
      setServerError(serverMessage(error) ?? d.failure);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={d.title}
      width={760}
      onCancel={onClose}
      okText={d.submit}
      cancelText={d.cancel}
      confirmLoading={saving}
      onOk={() => void submit()}
      destroyOnHidden
    >
      <Alert type="info" showIcon title={d.hint} style={{ marginBottom: 12 }} />
      {serverError && (
        <Alert type="error" showIcon title={serverError} style={{ marginBottom: 12 }} role="alert" />
      )}
      <Form<FormValue>
        form={form}
        layout="vertical"
        initialValues={{ lines: [{}] }}
        onFinish={() => void submit()}
        name="transfer-dialog"
      >
        <Space size="large" style={{ display: 'flex' }}>
          <Form.Item
            name="fromWarehouseId"
            label={d.from}
            rules={[{ required: true, message: d.fromRequired }]}
            style={{ width: 300 }}
          >
            <Select
              options={warehouseOptions}
              showSearch
              optionFilterProp="label"
              onChange={() => form.setFieldValue('lines', [{}])}
            />
          </Form.Item>
          <Form.Item
            name="toWarehouseId"
            label={d.to}
            dependencies={['fromWarehouseId']}
            rules={[
              { required: true, message: d.toRequired },
              ({ getFieldValue }) => ({
                validator: (_r, value) =>
                  value !== undefined && value === getFieldValue('fromWarehouseId')
                    ? Promise.reject(new Error(d.sameWarehouse))
                    : Promise.resolve(),
              }),
            ]}
            style={{ width: 300 }}
          >
            <Select options={warehouseOptions} showSearch optionFilterProp="label" />
          </Form.Item>
        </Space>
        <Form.List name="lines">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, i) => (
                <Space key={field.key} align="start" style={{ display: 'flex' }}>
                  <Form.Item
                    name={[field.name, 'skuId']}
                    label={i === 0 ? d.sku : undefined}
                    rules={[{ required: true, message: d.skuRequired }]}
                    style={{ width: 260 }}
                  >
                    <Select
                      aria-label={`${d.sku}${i + 1}`}
                      showSearch
                      filterOption={false}
                      onSearch={setKeyword}
                      placeholder={fromId ? undefined : d.pickFromFirst}
                      disabled={!fromId}
                      options={skuList.map((s) => ({ value: s.id, label: `${s.skuName} ${s.spec}` }))}
                      onChange={() => form.setFieldValue(['lines', field.name, 'batchNo'], undefined)}
                    />
                  </Form.Item>
                  <Form.Item noStyle dependencies={[['lines', field.name, 'skuId']]}>
                    {({ getFieldValue }) => {
                      const sku = skuList.find((s) => s.id === getFieldValue(['lines', field.name, 'skuId']));
                      return (
                        <Form.Item
                          name={[field.name, 'batchNo']}
                          label={i === 0 ? d.batch : undefined}
                          rules={[{ required: true, message: d.batchRequired }]}
                          style={{ width: 220 }}
                        >
                          <Select
                            aria-label={`${d.batch}${i + 1}`}
                            options={(sku?.batches ?? []).map((b) => ({
                              value: b.batchNo,
                              label: d.batchOption(b.batchNo, b.available),
                            }))}
                          />
                        </Form.Item>
                      );
                    }}
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'quantity']}
                    label={i === 0 ? d.quantity : undefined}
                    rules={[
                      { required: true, message: d.quantityRequired },
                      {
                        validator: (_r, value) =>
                          value === undefined || value === null || value > 0
                            ? Promise.resolve()
                            : Promise.reject(new Error(d.quantityPositive(i + 1))),
                      },
                    ]}
                    style={{ width: 120 }}
                  >
                    <InputNumber
                      aria-label={`${d.quantity}${i + 1}`}
                      precision={0}
                      style={{ width: '100%' }}
                    />
                  </Form.Item>
                  {fields.length > 1 && (
                    <Button
                      type="link"
                      onClick={() => remove(field.name)}
                      style={{ marginTop: i === 0 ? 30 : 0 }}
                    >
                      {d.removeLine}
                    </Button>
                  )}
                </Space>
              ))}
              <Button type="dashed" onClick={() => add({})} style={{ marginBottom: 12 }}>
                {d.addLine}
              </Button>
            </>
          )}
        </Form.List>
        <Form.Item name="remark" label={d.remark}>
          <Input maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
