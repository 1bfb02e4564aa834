import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  DatePicker,
  Descriptions,
  Drawer,
  Form,
  Input,
  InputNumber,
  Modal,
  Space,
  Table,
  Tag,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { formatCents, ListScreen, moneyColumn } from '@/components/crud';
import { QueryState } from '@/components/query-state';
import { codeColumn, type QueryColumn } from '@/components/query-table';
import { rowActionsColumn } from '@/components/row-actions';
import { useApi } from '@/lib/api';
import { useDetailParam } from '@/lib/detail-param';
import { fenToYuan, yuanToFen } from '@/lib/money';
import { useRights } from '@/lib/use-rights';
import {
  DEMAND_LIST_KEY,
  OFFER_DETAIL_KEY,
  OFFER_LIST_KEY,
  type Offer,
  offerBook,
  offerDetailQuery,
  offerListQuery,
  offerSave,
  offerSettle,
} from './api';
import { groupBuyingMessages } from './messages';
import { CustomerPicker, DemandPicker, SpecPicker } from './pickers';
import { offerSearch } from './search';

const m = groupBuyingMessages.offer;
const c = groupBuyingMessages.common;
type Filter = typeof offerSearch.defaults;
const STATUS_COLORS: Record<number, string> = { 0: 'processing', 1: 'success', 2: 'default' };
const APPOINTMENT_COLORS: Record<number, string> = { 0: 'blue', 1: 'green', 2: 'default', 3: 'default' };

function useOfferButtons() {
  return useRights({ add: 'offer:add', book: 'offer:book', settle: 'offer:settle' });
}

interface OfferValues {
  title?: string;
  skuId?: number;
  basePrice?: string;
  minParticipants?: number;
  deadline?: Dayjs;
  tiers?: { participants?: number; price?: string }[];
  demandIds?: number[];
}

const moneyRule = {
  validator: (_r: unknown, v: string | undefined) =>
    !v?.trim() || yuanToFen(v) !== undefined
      ? Promise.resolve()
      : Promise.reject(new Error(m.fields.priceInvalid)),
};

/** 发起拼团: item, single price, tiered prices by participants, minimum and deadline. */
function OfferDialog({ onClose }: { onClose: () => void }) {
  const client = useApi();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<OfferValues>();
  const f = m.fields;
  const save = useMutation({
    mutationFn: (v: OfferValues) =>
      offerSave(client, {
        title: (v.title ?? '').trim(),
        skuId: v.skuId as number,
        // Prices are validated by the form (moneyRule) before they are sent.
        basePrice: yuanToFen(v.basePrice) as number,
        minParticipants: v.minParticipants as number,
        deadline: (v.deadline as Dayjs).format('YYYY-MM-DD HH:mm:ss'),
        tiers: (v.tiers ?? [])
          .filter((t) => t.participants && t.price)
          .map((t) => ({ participants: t.participants as number, unitPrice: yuanToFen(t.price) as number })),
        ...(v.demandIds?.length ? { demandIds: v.demandIds } : {}),
      }),
    meta: { successText: m.saved, errorText: m.saveFailed, what: 'offerSave' },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: OFFER_LIST_KEY });
      void queryClient.invalidateQueries({ queryKey: DEMAND_LIST_KEY });
      onClose();
    },
  });
  return (
    <Modal
      open
      width={680}
      title={m.add}
      okText={c.ok}
      cancelText={c.cancel}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      className="offer-dialog"
    >
      <Form
        form={form}
        name="offer"
        labelCol={{ span: 5 }}
        initialValues={{ minParticipants: 2, tiers: [{}] }}
        onFinish={(v) => save.mutate(v)}
      >
        <Form.Item
          name="title"
          label={f.title}
          rules={[{ required: true, whitespace: true, message: f.titleRequired }]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="demandIds" label={f.demands}>
          <DemandPicker />
        </Form.Item>
        <Form.Item name="skuId" label={f.sku} rules={[{ required: true, message: f.skuRequired }]}>
          <SpecPicker
            onChange={(id, spec) => {
              form.setFieldValue('skuId', id);
              if (spec && !form.getFieldValue('basePrice'))
                form.setFieldValue('basePrice', fenToYuan(spec.priceCents, { grouping: false }));
            }}
          />
        </Form.Item>
        <Form.Item
          name="basePrice"
          label={f.basePrice}
          rules={[{ required: true, whitespace: true, message: f.priceRequired }, moneyRule]}
        >
          <Input maxLength={12} />
        </Form.Item>
        <Form.Item name="minParticipants" label={f.min} rules={[{ required: true, message: f.minRequired }]}>
          <InputNumber min={1} max={10000} precision={0} />
        </Form.Item>
        <Form.Item
          name="deadline"
          label={f.deadline}
          rules={[
            { required: true, message: f.deadlineRequired },
            {
              validator: (_r, v: Dayjs | undefined) =>
                !v || v.isAfter(dayjs()) ? Promise.resolve() : Promise.reject(new Error(f.deadlinePast)),
            },
          ]}
        >
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={f.tiers}>
          <Form.List
            name="tiers"
            rules={[
              {
                validator: async (_r, tiers: OfferValues['tiers']) => {
                  const n = (tiers ?? []).map((t) => t?.participants).filter(Boolean);
                  if (new Set(n).size !== n.length) throw new Error(f.tierDuplicate);
                },
              },
            ]}
          >
            {(fields, { add, remove }, { errors }) => (
              <>
                {fields.map((field) => (
                  <Space key={field.key} align="baseline">
                    <Form.Item name={[field.name, 'participants']} noStyle>
                      <InputNumber
                        min={2}
                        max={10000}
                        precision={0}
                        placeholder={f.tierParticipants}
                        aria-label={f.tierParticipants}
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, 'price']} rules={[moneyRule]} style={{ marginBottom: 8 }}>
                      <Input
                        placeholder={f.tierPrice}
                        aria-label={f.tierPrice}
                        maxLength={12}
                        style={{ width: 160 }}
                      />
                    </Form.Item>
                    <Button type="link" danger onClick={() => remove(field.name)}>
                      删除
                    </Button>
                  </Space>
                ))}
                <Button type="dashed" onClick={() => add()}>
                  {f.addTier}
                </Button>
                <Form.ErrorList errors={errors} />
              </>
            )}
          </Form.List>
        </Form.Item>
      </Form>
    </Modal>
  );
}

function BookDialog({ offer, onClose }: { offer: Offer; onClose: () => void }) {
  const client = useApi();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ customerId?: number; quantity?: number }>();
  const book = useMutation({
    mutationFn: (v: { customerId?: number; quantity?: number }) =>
      offerBook(client, {
        offerId: offer.id,
        customerId: v.customerId as number,
        quantity: v.quantity as number,
      }),
    meta: { successText: m.booked, errorText: m.bookFailed, what: 'offerBook' },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: OFFER_LIST_KEY });
      void queryClient.invalidateQueries({ queryKey: OFFER_DETAIL_KEY });
      onClose();
    },
  });
  return (
    <Modal
      open
      title={`${m.actions.book} · ${offer.title}`}
      okText={c.ok}
      cancelText={c.cancel}
      confirmLoading={book.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      className="book-dialog"
    >
      <Form
        form={form}
        name="book"
        labelCol={{ span: 5 }}
        initialValues={{ quantity: 1 }}
        onFinish={(v) => book.mutate(v)}
      >
        <Form.Item
          name="customerId"
          label={m.columns.customer}
          rules={[{ required: true, message: groupBuyingMessages.demand.fields.customerRequired }]}
        >
          <CustomerPicker onChange={(id) => form.setFieldValue('customerId', id)} />
        </Form.Item>
        <Form.Item
          name="quantity"
          label={m.fields.quantity}
          rules={[{ required: true, message: m.fields.quantityRequired }]}
        >
          <InputNumber min={1} max={100000} precision={0} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

const tiersText = (o: Offer) =>
  o.tiers.map((t) => m.tiersText(t.participants, formatCents(t.unitPrice))).join('，') || '-';

function OfferDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const client = useApi();
  const q = useQuery(offerDetailQuery(client, id));
  const o = q.data;
  return (
    <Drawer
      open
      size={860}
      title={o ? m.detailTitle(o.title) : m.title}
      onClose={onClose}
      className="offer-drawer"
    >
      <QueryState query={q} failure={m.detailFailed}>
        {(o) => (
          <Space orientation="vertical" size="large" style={{ width: '100%' }}>
            <Descriptions size="small" bordered column={2}>
              <Descriptions.Item label={m.columns.item}>{o.itemName}</Descriptions.Item>
              <Descriptions.Item label={m.columns.status}>
                <Tag color={STATUS_COLORS[o.status]}>{m.status[o.status]}</Tag>
              </Descriptions.Item>
              <Descriptions.Item label={m.columns.basePrice}>{formatCents(o.basePrice)}</Descriptions.Item>
              <Descriptions.Item label={m.fields.tiers}>{tiersText(o)}</Descriptions.Item>
              <Descriptions.Item label={m.columns.min}>{o.minParticipants}</Descriptions.Item>
              <Descriptions.Item label={m.columns.deadline}>{o.deadline}</Descriptions.Item>
              <Descriptions.Item label={m.columns.participants}>{o.participants}</Descriptions.Item>
              <Descriptions.Item label={m.columns.currentPrice}>
                {formatCents(o.currentPrice)}
              </Descriptions.Item>
            </Descriptions>
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={o.appointments}
              locale={{ emptyText: m.noAppointments }}
              className="appointment-table"
              columns={[
                {
                  key: 'customer',
                  title: m.columns.customer,
                  render: (_v, a) => `${a.customerName}（${a.customerPhone}）`,
                },
                {
                  key: 'quantity',
                  title: m.columns.quantity,
                  dataIndex: 'quantity',
                  width: 80,
                  align: 'right',
                },
                {
                  key: 'status',
                  title: m.columns.status,
                  width: 90,
                  render: (_v, a) => (
                    <Tag color={APPOINTMENT_COLORS[a.status]}>{m.appointmentStatus[a.status]}</Tag>
                  ),
                },
                {
                  key: 'order',
                  title: m.columns.order,
                  dataIndex: 'orderNo',
                  width: 170,
                  render: (v) => (v as string | null) ?? '-',
                },
                { key: 'time', title: m.columns.bookTime, dataIndex: 'createTime', width: 170 },
              ]}
            />
          </Space>
        )}
      </QueryState>
    </Drawer>
  );
}

/**
 * 预约记录 (/nzywsjgl/fxcjzxt/appointmentRecord): group offers with their participants and
 * current tier price; 发起拼团, 预约 for a customer, 结算 at the deadline (the server settles
 * past-deadline offers on read as well) and the appointments of an offer.
 */
export function AppointmentsPage() {
  const client = useApi();
  const queryClient = useQueryClient();
  const can = useOfferButtons();
  const { detailId, openDetail } = useDetailParam({ asText: true });
  const [adding, setAdding] = useState(false);
  const [booking, setBooking] = useState<Offer | null>(null);
  const settle = useMutation({
    mutationFn: (o: Offer) => offerSettle(client, o.id),
    meta: { successText: m.settled, errorText: m.settleFailed, what: 'offerSettle' },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: OFFER_LIST_KEY });
      void queryClient.invalidateQueries({ queryKey: OFFER_DETAIL_KEY });
    },
  });
  const columns: QueryColumn<Offer, Filter>[] = [
    {
      key: 'title',
      title: m.columns.title,
      dataIndex: 'title',
      search: { type: 'text', name: 'title', maxLength: 50 },
    },
    { key: 'item', title: m.columns.item, dataIndex: 'itemName', ellipsis: true },
    moneyColumn({ key: 'basePrice', title: m.columns.basePrice, width: 100, cents: (r) => r.basePrice }),
    {
      key: 'currentPrice',
      title: m.columns.currentPrice,
      width: 120,
      align: 'right',
      render: (_v, r) => (
        <span title={tiersText(r)} style={{ color: '#cf1322' }}>
          {formatCents(r.dealPrice ?? r.currentPrice)}
        </span>
      ),
    },
    {
      key: 'participants',
      title: m.columns.participants,
      width: 110,
      align: 'center',
      render: (_v, r) => `${r.participants} / ${r.minParticipants}`,
    },
    { key: 'demand', title: m.columns.demand, dataIndex: 'demandCount', width: 90, align: 'center' },
    { key: 'deadline', title: m.columns.deadline, dataIndex: 'deadline', width: 170 },
    codeColumn({
      key: 'status',
      title: m.columns.status,
      width: 90,
      labels: m.status,
      colors: STATUS_COLORS,
      code: (r) => r.status,
      filter: { name: 'status', all: c.all },
    }),
    rowActionsColumn({
      title: c.actions,
      width: 190,
      fixed: 'right',
      okText: c.ok,
      cancelText: c.cancel,
      actions: (row) => [
        { label: m.actions.detail, onClick: () => openDetail(row.id) },
        { label: m.actions.book, visible: can.book && row.status === 0, onClick: () => setBooking(row) },
        {
          label: m.actions.settle,
          visible: can.settle && row.status === 0,
          confirm: m.confirmSettle,
          onClick: () => settle.mutateAsync(row),
        },
      ],
    }),
  ];
  return (
    <ListScreen
      title={m.title}
      search={offerSearch}
      query={(s, pageSize) => offerListQuery(client, s, pageSize)}
      columns={columns}
      onCreate={can.add ? () => setAdding(true) : undefined}
      exportFile={{ fileName: m.title, path: '/api/v1/web/fx/offer/export' }}
      className="offer-table"
      scrollX={1300}
    >
      {adding ? <OfferDialog onClose={() => setAdding(false)} /> : null}
      {booking ? <BookDialog offer={booking} onClose={() => setBooking(null)} /> : null}
      {detailId ? <OfferDrawer id={detailId} onClose={() => openDetail(undefined)} /> : null}
    </ListScreen>
  );
}
