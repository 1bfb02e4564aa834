/**
 * The shop server's order tables (migration 007), one declaration each (see db/entity.ts): orders, their
 * lines and log, and the 拼团 offers with their appointments. Field orders are the API's.
 */
import { col, defineEntity, type RecordOf } from '../../db/entity';
import { Code } from '../codes';
import { OM } from './orders-messages';
import type { Tier } from './orders-model';

/** 订单: the buyer, the receiver, the amounts in fen, the status and its times, the trail. */
export const salesOrders = defineEntity({
  table: 'sales_order',
  key: 'id',
  columns: {
    id: col.int('id').defaulted(),
    orderNo: col.text('order_no'),
    source: col.smallint('source'),
    customerId: col.int('customer_id').nullable(),
    customerName: col.text('customer_name'),
    customerPhone: col.text('customer_phone'),
    receiverName: col.text('receiver_name'),
    receiverPhone: col.text('receiver_phone'),
    receiverQhdm: col.text('receiver_qhdm'),
    receiverQhmc: col.text('receiver_qhmc'),
    receiverAddress: col.text('receiver_address'),
    goodsAmount: col.int('goods_amount'),
    freightAmount: col.int('freight_amount').defaulted(),
    adjustAmount: col.int('adjust_amount').defaulted(),
    payAmount: col.int('pay_amount'),
    refundedAmount: col.int('refunded_amount').defaulted(),
    payMethod: col.smallint('pay_method').nullable(),
    payTime: col.time('pay_time').nullable(),
    status: col.smallint('status').defaulted(),
    closeNote: col.text('close_note').nullable(),
    remark: col.text('remark').nullable(),
    buyerNote: col.text('buyer_note').nullable(),
    warehouseId: col.int('warehouse_id').nullable(),
    logisticsCompany: col.text('logistics_company').nullable(),
    trackingNo: col.text('tracking_no').nullable(),
    outboundDocId: col.int('outbound_doc_id').nullable(),
    shipTime: col.time('ship_time').nullable(),
    completeTime: col.time('complete_time').nullable(),
    closeTime: col.time('close_time').nullable(),
    offerId: col.int('offer_id').nullable(),
    appointmentId: col.int('appointment_id').nullable(),
    demandId: col.int('demand_id').nullable(),
    createTime: col.time('create_time'),
  },
  computed: {
    warehouseName: col.text('(select w.name from warehouse w where w.id = t.warehouse_id)').nullable(),
    outboundDocNo: col.text('(select d.doc_no from stock_doc d where d.id = t.outbound_doc_id)').nullable(),
    itemCount: col.int('(select count(*)::int from sales_order_line l where l.order_id = t.id)'),
    /** The first line (name and spec), with 等N种 when there are more. */
    itemSummary: col.text(
      `(select case when s.n > 1 then s.first || ' 等' || s.n || '种' else coalesce(s.first, '') end
         from (select count(*)::int as n, (array_agg(l.name || case when l.spec <> '' then ' ' || l.spec else '' end
                 order by l.line_no))[1] as first
               from sales_order_line l where l.order_id = t.id) s)`,
    ),
  },
  notFound: { msg: OM.orderNotFound, code: Code.NotFound },
  fieldOrder: [
    'id',
    'orderNo',
    'source',
    'customerId',
    'customerName',
    'customerPhone',
    'receiverName',
    'receiverPhone',
    'receiverQhdm',
    'receiverQhmc',
    'receiverAddress',
    'goodsAmount',
    'freightAmount',
    'adjustAmount',
    'payAmount',
    'refundedAmount',
    'payMethod',
    'payTime',
    'status',
    'closeNote',
    'remark',
    'buyerNote',
    'warehouseId',
    'warehouseName',
    'logisticsCompany',
    'trackingNo',
    'outboundDocId',
    'outboundDocNo',
    'shipTime',
    'completeTime',
    'closeTime',
    'offerId',
    'appointmentId',
    'demandId',
    'itemCount',
    'itemSummary',
  ],
});
export type Order = RecordOf<typeof salesOrders>;

/** 订单明细 lines: a SKU specification or a package, with its price and what was returned of it. */
export const salesOrderLines = defineEntity({
  table: 'sales_order_line',
  key: 'id',
  columns: {
    id: col.int('id').defaulted(),
    orderId: col.int('order_id'),
    lineNo: col.int('line_no'),
    skuId: col.int('sku_spec_id').nullable(),
    setmealId: col.int('setmeal_id').nullable(),
    name: col.text('name'),
    spec: col.text('spec'),
    unit: col.text('unit'),
    quantity: col.int('quantity'),
    unitPrice: col.int('unit_price'),
    amount: col.int('amount'),
    returnedQuantity: col.int('returned_quantity').defaulted(),
  },
  notFound: { msg: '订单明细不存在', code: Code.NotFound },
  orderBy: 't.line_no',
});

/** An order's operation log: one entry per action (a return's entries name the return). */
export const salesOrderLogs = defineEntity({
  table: 'sales_order_log',
  key: 'id',
  columns: {
    id: col.int('id').defaulted(),
    orderId: col.int('order_id'),
    returnId: col.int('return_id').nullable(),
    action: col.text('action'),
    fromStatus: col.smallint('from_status').nullable(),
    toStatus: col.smallint('to_status').nullable(),
    note: col.text('note').nullable(),
    operatorName: col.text('operator_name'),
    createTime: col.time('create_time'),
  },
  notFound: { msg: '订单日志不存在', code: Code.NotFound },
});

/** 拼团 offers: an item (a SKU specification or a package), tiered prices and a deadline. */
export const groupOffers = defineEntity({
  table: 'group_offer',
  key: 'id',
  columns: {
    id: col.int('id').defaulted(),
    title: col.text('title'),
    skuId: col.int('sku_spec_id').nullable(),
    setmealId: col.int('setmeal_id').nullable(),
    basePrice: col.int('base_price'),
    tiers: col.json<Tier[]>('tiers').defaulted(),
    minParticipants: col.int('min_participants'),
    deadline: col.time('deadline'),
    status: col.smallint('status').defaulted(),
    dealPrice: col.int('deal_price').nullable(),
    settleTime: col.time('settle_time').nullable(),
    creatorName: col.text('creator_name'),
    createTime: col.time('create_time'),
  },
  computed: {
    itemName: col.text(
      `coalesce((select k.name || ' ' || p.spec from sku_spec p join sku k on k.id = p.sku_id where p.id = t.sku_spec_id),
        (select m.name from setmeal m where m.id = t.setmeal_id), '')`,
    ),
    participants: col.int(
      '(select count(*)::int from group_appointment a where a.offer_id = t.id and a.status in (0, 1))',
    ),
    /** The deal price once settled; the tier price reached so far is filled in by `withCurrentPrice`. */
    currentPrice: col.int('t.deal_price').nullable(),
    demandCount: col.int('(select count(*)::int from demand d where d.offer_id = t.id)'),
  },
  notFound: { msg: OM.offerNotFound, code: Code.NotFound },
  orderBy: 't.id desc',
  fieldOrder: [
    'id',
    'title',
    'skuId',
    'setmealId',
    'itemName',
    'basePrice',
    'tiers',
    'minParticipants',
    'deadline',
    'status',
    'participants',
    'currentPrice',
    'dealPrice',
    'settleTime',
    'demandCount',
  ],
});

/** A customer's appointment to an offer (one per customer), and the order it became. */
export const groupAppointments = defineEntity({
  table: 'group_appointment',
  key: 'id',
  columns: {
    id: col.int('id').defaulted(),
    offerId: col.int('offer_id'),
    customerId: col.int('customer_id'),
    demandId: col.int('demand_id').nullable(),
    quantity: col.int('quantity'),
    status: col.smallint('status').defaulted(),
    orderId: col.int('order_id').nullable(),
    createTime: col.time('create_time'),
  },
  computed: {
    customerName: col.text('(select c.name from customer c where c.id = t.customer_id)'),
    customerPhone: col.text('(select c.phone from customer c where c.id = t.customer_id)'),
    orderNo: col.text('(select o.order_no from sales_order o where o.id = t.order_id)').nullable(),
  },
  unique: [{ fields: ['offerId', 'customerId'], msg: OM.alreadyBooked, code: Code.Conflict }],
  notFound: { msg: '预约不存在', code: Code.NotFound },
  fieldOrder: [
    'id',
    'offerId',
    'customerId',
    'customerName',
    'customerPhone',
    'quantity',
    'status',
    'orderId',
    'orderNo',
    'demandId',
  ],
});

/** 需求记录: what a customer wants (a crop, an agri-input category, a quantity, a date). */
export const demands = defineEntity({
  table: 'demand',
  key: 'id',
  columns: {
    id: col.int('id').defaulted(),
    customerId: col.int('customer_id'),
    crop: col.text('crop'),
    areaMu: col.numeric('area_mu'),
    categoryCode: col.text('category_code'),
    quantity: col.numeric('quantity'),
    unit: col.text('unit'),
    wantedDate: col.date('wanted_date'),
    qhdm: col.text('qhdm'),
    qhmc: col.text('qhmc'),
    remark: col.text('remark').nullable(),
    offerId: col.int('offer_id').nullable(),
    createTime: col.time('create_time'),
  },
  computed: {
    customerName: col.text('(select c.name from customer c where c.id = t.customer_id)'),
    customerPhone: col.text('(select c.phone from customer c where c.id = t.customer_id)'),
    categoryName: col.text(
      `coalesce((select e.name from dic_entry e where e.dic_number = 'nzlx' and e.code = t.category_code limit 1), t.category_code)`,
    ),
  },
  notFound: { msg: OM.demandNotFound, code: Code.NotFound },
  orderBy: 't.id desc',
  fieldOrder: [
    'id',
    'customerId',
    'customerName',
    'customerPhone',
    'crop',
    'areaMu',
    'categoryCode',
    'categoryName',
  ],
});
