/**
 * The sheet of each export operation (by operationId): which list it exports and its columns —
 * the list screen's columns, headers as on the screen, codes as their names, money in 元.
 */
import type { SheetDef } from './engine';

const ORDER_STATUS = { 0: '待付款', 1: '待发货', 2: '已发货', 3: '已完成', 4: '已关闭' };
const ORDER_SOURCE = { 1: '商城', 2: '拼团' };
const PAY_METHOD = { 1: '微信支付', 2: '支付宝', 3: '线下转账' };

const pct = (v: unknown) => {
  if (v === null || v === undefined) return '';
  const n = Number(v);
  return n > 0 ? `↑ ${n.toFixed(1)}%` : n < 0 ? `↓ ${Math.abs(n).toFixed(1)}%` : '0.0%';
};

export const SHEETS = {
  orderExport: {
    list: 'orderPage',
    fileName: '订单明细',
    columns: [
      { header: '订单号', value: 'orderNo' },
      { header: '客户', value: (r) => `${r.customerName ?? ''} ${r.customerPhone ?? ''}`.trim() },
      { header: '商品', value: 'itemSummary' },
      { header: '实付金额（元）', value: 'payAmount', money: 'fen' },
      { header: '订单状态', value: 'status', labels: ORDER_STATUS },
      { header: '订单来源', value: 'source', labels: ORDER_SOURCE },
      { header: '支付方式', value: 'payMethod', labels: PAY_METHOD },
      { header: '下单时间', value: 'createTime' },
    ],
  },
  priceExport: {
    list: 'pricePage',
    fileName: '市场价格',
    columns: [
      { header: '产品', value: 'productName' },
      { header: '地区', value: 'qhmc' },
      { header: '市场', value: 'market' },
      { header: '日期', value: 'date' },
      { header: '价格（元）', value: 'price', money: 'fen' },
      { header: '单位', value: 'unit' },
      { header: '较上期', value: (r) => pct(r.changePct) },
    ],
  },
} satisfies Record<string, SheetDef>;
