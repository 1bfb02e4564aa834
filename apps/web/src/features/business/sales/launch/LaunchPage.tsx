import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, InputNumber, type InputNumberProps, Modal, Popconfirm, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { formatCents } from '@/components/crud';
import { type QueryColumn, QueryTable, useUrlSearch } from '@/components/query-table';
import { rowActionsColumn } from '@/components/row-actions';
import { TabPaneHeader } from '@/components/TabPaneHeader';
import { useAccess } from '@/lib/access';
import { useApi } from '@/lib/api';
import { fenToYuan, yuanToFen } from '@/lib/money';
import { apiFetch } from '@/lib/query';
import { LAUNCH_LIST_KEY, launchListQuery, launchSearch, type SaleItem, type SaleKind } from './api';
import { launchMessages as m } from './messages';

type Filter = typeof launchSearch.defaults;
const TABS = ['onSale', 'inStock', 'soldOut', 'warning'] as const;
const BUTTON = { sku: 'good:launch', setmeal: 'combine:launch' } as const;

/**
 * 单品上架 (/nzywsjgl/gylglzxt/goodLaunch) and 套餐上架 (…/combineLaunch): SKUs or packages in the
 * tabs 出售中 / 仓库中 / 已售罄 / 警戒库存 with counts; 上架 / 下架 one or in batch (nothing without
 * available stock goes on sale: 库存不足，不能上架); sale price and purchase limits per item.
 */
export function LaunchPage({ kind }: { kind: SaleKind }) {
  const client = useApi();
  const queryClient = useQueryClient();
  const { search, write } = useUrlSearch(launchSearch);
  const canPublish = useAccess().can(BUTTON[kind]);
  const [selected, setSelected] = useState<SaleItem[]>([]);
  const [editing, setEditing] = useState<SaleItem | null>(null);
  // The same query QueryTable runs (same key): its tab counts label the tabs.
  const counts = useQuery(launchListQuery(client, kind, search)).data?.counts;
  const refresh = () => queryClient.invalidateQueries({ queryKey: LAUNCH_LIST_KEY });

  const publish = useMutation({
    mutationFn: ({ ids, action }: { ids: number[]; action: 'on' | 'off' }) =>
      apiFetch(client, 'shop', 'post', '/api/v1/web/sale/item/publish', { body: { kind, ids, action } }),
    meta: { errorText: m.publish.failure, what: 'saleItemPublish', successText: m.publish.success },
    onSuccess: () => void refresh(),
  });

  const columns: QueryColumn<SaleItem, Filter>[] = [
    {
      key: 'name',
      title: m.columns.name[kind],
      dataIndex: 'name',
      width: 220,
      ellipsis: true,
      search: { type: 'text', name: 'name', label: m.search.name, maxLength: 50 },
    },
    {
      key: 'spec',
      title: m.columns.spec[kind],
      dataIndex: 'spec',
      width: kind === 'sku' ? 130 : 260,
      ellipsis: true,
    },
    ...(kind === 'sku'
      ? [
          {
            key: 'categoryName',
            title: m.columns.category,
            dataIndex: 'categoryName',
            width: 100,
          } as QueryColumn<SaleItem, Filter>,
        ]
      : []),
    {
      key: 'price',
      title: m.columns.price,
      width: 100,
      align: 'right',
      render: (_v, r) => formatCents(r.priceCents),
    },
    {
      key: 'salePrice',
      title: m.columns.salePrice,
      width: 100,
      align: 'right',
      render: (_v, r) => <strong>{formatCents(r.salePriceCents)}</strong>,
    },
    {
      key: 'limits',
      title: m.columns.limits,
      width: 160,
      render: (_v, r) => m.limitText(r.limitPerOrder, r.limitPerCustomer),
    },
    {
      key: 'available',
      title: m.columns.available,
      width: 100,
      align: 'right',
      render: (_v, r) => (
        <span className={r.available <= r.warningStock ? 'launch-warning' : undefined}>
          {r.available} {r.unit}
        </span>
      ),
    },
    { key: 'warningStock', title: m.columns.warning, dataIndex: 'warningStock', width: 80, align: 'right' },
    { key: 'soldCount', title: m.columns.sold, dataIndex: 'soldCount', width: 80, align: 'right' },
    {
      key: 'status',
      title: m.columns.status,
      width: 90,
      render: (_v, r) => (r.onSale ? <Tag color="green">{m.status.on}</Tag> : <Tag>{m.status.off}</Tag>),
    },
    { key: 'onSaleTime', title: m.columns.onSaleTime, dataIndex: 'onSaleTime', width: 170 },
    rowActionsColumn({
      title: m.columns.actions,
      width: 180,
      okText: m.confirm.ok,
      cancelText: m.confirm.cancel,
      actions: (r) => [
        {
          key: 'on',
          label: m.actions.on,
          visible: canPublish && !r.onSale,
          confirm: m.confirm.on,
          onClick: () => publish.mutateAsync({ ids: [r.id], action: 'on' }),
        },
        {
          key: 'off',
          label: m.actions.off,
          visible: canPublish && r.onSale,
          confirm: m.confirm.off,
          onClick: () => publish.mutateAsync({ ids: [r.id], action: 'off' }),
        },
        { key: 'edit', label: m.actions.edit, visible: canPublish, onClick: () => setEditing(r) },
      ],
    }),
  ];

  const batch = (action: 'on' | 'off') => (
    <Popconfirm
      title={action === 'on' ? m.confirm.batchOn(selected.length) : m.confirm.batchOff(selected.length)}
      okText={m.confirm.ok}
      cancelText={m.confirm.cancel}
      disabled={selected.length === 0}
      onConfirm={() => publish.mutateAsync({ ids: selected.map((r) => r.id), action })}
    >
      <Button disabled={selected.length === 0}>
        {action === 'on' ? m.actions.batchOn : m.actions.batchOff}
      </Button>
    </Popconfirm>
  );

  return (
    <section className={`launch-page launch-${kind}`}>
      <TabPaneHeader title={m.title[kind]} />
      <Tabs
        activeKey={search.tab}
        onChange={(tab) => write({ ...search, tab: tab as Filter['tab'], page: 1 })}
        items={TABS.map((t) => ({
          key: t,
          label: counts ? `${m.tabs[t]}(${counts[t]})` : m.tabs[t],
        }))}
      />
      <QueryTable
        search={launchSearch}
        query={(s, pageSize) => launchListQuery(client, kind, s, pageSize)}
        columns={columns}
        rowKey="id"
        index
        onSelectionChange={canPublish ? setSelected : undefined}
        toolbar={
          canPublish ? (
            <>
              {batch('on')}
              {batch('off')}
            </>
          ) : undefined
        }
        exportFile={{ fileName: m.exportName[kind], path: '/api/v1/web/sale/item/export' }}
        scrollX={1600}
        className="launch-table"
      />
      {editing ? (
        <PriceDialog
          kind={kind}
          item={editing}
          onClose={() => setEditing(null)}
          onSaved={() => void refresh()}
        />
      ) : null}
    </section>
  );
}

interface PriceForm {
  salePrice: string;
  limitPerOrder: number | null;
  limitPerCustomer: number | null;
}

/** A purchase limit (per order, per customer): a whole number, empty for none. */
function LimitInput(props: InputNumberProps<number>) {
  return (
    <InputNumber
      {...props}
      min={1}
      max={100000}
      precision={0}
      placeholder={m.dialog.limitPlaceholder}
      style={{ width: '100%' }}
    />
  );
}

function PriceDialog({
  kind,
  item,
  onClose,
  onSaved,
}: {
  kind: SaleKind;
  item: SaleItem;
  onClose: () => void;
  onSaved: () => void;
}) {
  const client = useApi();
  const [form] = Form.useForm<PriceForm>();
  const save = useMutation({
    mutationFn: (v: PriceForm) =>
      apiFetch(client, 'shop', 'post', '/api/v1/web/sale/item/save', {
        body: {
          kind,
          id: item.id,
          salePriceCents: yuanToFen(v.salePrice) as number,
          limitPerOrder: v.limitPerOrder ?? null,
          limitPerCustomer: v.limitPerCustomer ?? null,
        },
      }),
    meta: { successText: m.dialog.success, errorText: m.dialog.failure, what: 'saleItemSave' },
    onSuccess: () => {
      onSaved();
      onClose();
    },
  });
  return (
    <Modal
      open
      title={`${m.dialog.title} · ${item.name}`}
      okText={m.confirm.ok}
      cancelText={m.confirm.cancel}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      className="launch-price-dialog"
      destroyOnHidden
    >
      <Form<PriceForm>
        form={form}
        name="launch-price"
        layout="vertical"
        initialValues={{
          salePrice: fenToYuan(item.salePriceCents, { grouping: false }),
          limitPerOrder: item.limitPerOrder,
          limitPerCustomer: item.limitPerCustomer,
        }}
        onFinish={(v) => save.mutate(v)}
      >
        <Form.Item
          label={m.dialog.salePrice}
          name="salePrice"
          rules={[
            { required: true, message: m.dialog.salePriceRequired },
            {
              validator: (_r, v: string) =>
                !v || yuanToFen(v) !== undefined
                  ? Promise.resolve()
                  : Promise.reject(new Error(m.dialog.salePriceInvalid)),
            },
          ]}
        >
          <Input inputMode="decimal" maxLength={12} />
        </Form.Item>
        <Form.Item label={m.dialog.limitPerOrder} name="limitPerOrder">
          <LimitInput />
        </Form.Item>
        <Form.Item
          label={m.dialog.limitPerCustomer}
          name="limitPerCustomer"
          dependencies={['limitPerOrder']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_r, v: number | null) => {
                const per = getFieldValue('limitPerOrder') as number | null;
                return v != null && per != null && per > v
                  ? Promise.reject(new Error(m.dialog.limitOrderOverCustomer))
                  : Promise.resolve();
              },
            }),
          ]}
        >
          <LimitInput />
        </Form.Item>
      </Form>
    </Modal>
  );
}
