import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, AutoComplete, Form, Input, List, Modal, Select, Table } from 'antd';
import { useState } from 'react';
import { useApi } from '@/lib/api';
import {
  activeWarehousesQuery,
  ORDER_DETAIL_KEY,
  ORDER_LIST_KEY,
  type Order,
  type ShipResult,
  shipOrders,
} from '../api';
import { salesMessages } from '../messages';

const m = salesMessages.shipments;

interface Values {
  warehouseId?: number;
  company?: string;
  tracking: Record<string, string>;
}

/**
 * 发货 for one order or a batch: the warehouse, the logistics company and a tracking number per
 * order. The server creates each order's outbound document and reserves its stock; orders it
 * refuses (short stock) are listed, the rest ship.
 */
export function ShipDialog({ orders, onClose }: { orders: readonly Order[]; onClose: () => void }) {
  const client = useApi();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const warehouses = useQuery(activeWarehousesQuery(client));
  const [failed, setFailed] = useState<ShipResult['failed'] | null>(null);
  const ship = useMutation({
    mutationFn: (v: Values) =>
      shipOrders(client, {
        warehouseId: v.warehouseId as number,
        logisticsCompany: (v.company ?? '').trim(),
        orders: orders.map((o) => ({ id: o.id, trackingNo: (v.tracking[String(o.id)] ?? '').trim() })),
      }),
    meta: {
      successText: m.done,
      errorText: m.failed,
      what: 'orderShip',
    },
    onSuccess: (r) => {
      void queryClient.invalidateQueries({ queryKey: ORDER_LIST_KEY });
      void queryClient.invalidateQueries({ queryKey: ORDER_DETAIL_KEY });
      if (r.failed.length) setFailed(r.failed);
      else onClose();
    },
  });
  if (failed)
    return (
      <Modal
        open
        title={m.failedTitle}
        onOk={onClose}
        onCancel={onClose}
        cancelButtonProps={{ style: { display: 'none' } }}
        className="ship-failed-dialog"
      >
        <List
          dataSource={failed}
          renderItem={(f) => (
            <List.Item>
              <List.Item.Meta title={f.orderNo} description={f.msg} />
            </List.Item>
          )}
        />
      </Modal>
    );
  return (
    <Modal
      open
      width={720}
      title={m.dialogTitle(orders.length)}
      okText={salesMessages.common.ok}
      cancelText={salesMessages.common.cancel}
      confirmLoading={ship.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      className="ship-dialog"
    >
      {warehouses.isError ? (
        <Alert type="error" showIcon title="查询仓库失败" style={{ marginBottom: 12 }} />
      ) : null}
      <Form
        form={form}
        name="ship"
        layout="vertical"
        initialValues={{ tracking: {} }}
        onFinish={(v) => ship.mutate(v)}
      >
        <Form.Item
          name="warehouseId"
          label={m.warehouse}
          rules={[{ required: true, message: m.warehouseRequired }]}
        >
          <Select
            showSearch
            optionFilterProp="label"
            loading={warehouses.isPending}
            options={(warehouses.data?.records ?? []).map((w) => ({ value: w.id, label: w.name }))}
          />
        </Form.Item>
        <Form.Item
          name="company"
          label={m.company}
          rules={[{ required: true, whitespace: true, message: m.companyRequired }]}
        >
          <AutoComplete options={m.companies.map((value) => ({ value }))} filterOption maxLength={30} />
        </Form.Item>
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={[...orders]}
          columns={[
            { key: 'orderNo', title: salesMessages.orders.columns.orderNo, dataIndex: 'orderNo', width: 170 },
            { key: 'customer', title: salesMessages.orders.columns.customer, dataIndex: 'customerName' },
            {
              key: 'items',
              title: salesMessages.orders.columns.items,
              dataIndex: 'itemSummary',
              ellipsis: true,
            },
            {
              key: 'tracking',
              title: m.trackingNo,
              width: 200,
              render: (_v, o) => (
                <Form.Item
                  name={['tracking', String(o.id)]}
                  style={{ margin: 0 }}
                  rules={[{ required: true, whitespace: true, message: m.trackingRequired }]}
                >
                  <Input
                    maxLength={40}
                    aria-label={`${m.trackingNo} ${o.orderNo}`}
                    onPressEnter={() => form.submit()}
                  />
                </Form.Item>
              ),
            },
          ]}
        />
      </Form>
    </Modal>
  );
}
