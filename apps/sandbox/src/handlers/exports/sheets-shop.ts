/** The export sheets of the shop server (sales, supply, group buying, warehousing, customers). */

import { CUSTOMER_LEVELS, CUSTOMER_TYPES } from '../shop/customers';
import { ORDER_STATUS_NAME, RETURN_STATUS_NAME } from '../shop/orders-names';
import type { Cell, SheetDef } from './engine';

type Row = Record<string, unknown>;

const ORDER_SOURCE = { 1: '商城', 2: '拼团' };
const PAY_METHOD = { 1: '微信支付', 2: '支付宝', 3: '线下转账' };
const WAREHOUSE_TYPES = { 1: '中心仓', 2: '县级前置仓', 3: '村级服务站', 4: '中转仓' };
const ENABLED = { 1: '启用', 0: '停用' };
/** Codes 1… of the customers' type and level lists. */
const byCode = (names: readonly string[]) => Object.fromEntries(names.map((n, i) => [i + 1, n]));
const CUSTOMER_TYPE_LABELS = byCode(CUSTOMER_TYPES);
const CUSTOMER_LEVEL_LABELS = byCode(CUSTOMER_LEVELS);
const DOC_STATUS: Record<number, string> = { 0: '草稿', 1: '待审核', 2: '已审核', 3: '已驳回', 4: '已作废' };
const IN_TYPES = { 1: '采购入库', 2: '退货入库', 3: '调拨入库', 4: '其他入库' };
const OUT_TYPES = { 1: '销售出库', 2: '领用出库', 3: '调拨出库', 4: '其他出库' };

const OFFER_STATUS = { 0: '拼团中', 1: '已成团', 2: '未成团' };
const SUPPLIER_STATUS = { 0: '待审核', 1: '已通过', 2: '已停用', 3: '已驳回' };
const LICENCE_STATE: Record<string, string> = { expiring: '即将到期', expired: '已过期', none: '无许可证' };

/** 客户: name and phone. */
const customer = (r: Row) => `${r.customerName ?? ''} ${r.customerPhone ?? ''}`;
const lines = (r: Row) =>
  ((r.lines ?? []) as Row[]).map((l) => `${l.name} ${l.spec} ×${l.quantity}`).join('；');
const limit = (n: unknown) => (n === null || n === undefined ? '不限' : String(n));

/** The 库存预警 of a stock row as the screen shows it (low stock of the SKU, expiry), or 正常. */
function stockAlert(r: Row): string {
  const alerts = [
    ...(r.belowWarning ? [`低于预警（${r.skuAvailable} < ${r.warningValue}）`] : []),
    ...(r.expired ? ['已过期'] : r.expiringSoon ? ['即将到期'] : []),
  ];
  return alerts.join('；') || '正常';
}

/** 调拨单's document cell: `<单号> <状态>`. */
const transferDoc = (no: unknown, status: unknown) => `${no ?? ''} ${DOC_STATUS[Number(status)] ?? ''}`;

export const SHOP_SHEETS = {
  orderExport: {
    list: 'orderPage',
    fileName: '订单明细',
    columns: [
      { header: '订单号', value: 'orderNo' },
      { header: '客户', value: (r) => `${r.customerName ?? ''} ${r.customerPhone ?? ''}`.trim() },
      { header: '商品', value: 'itemSummary' },
      { header: '实付金额（元）', value: 'payAmount', money: 'fen' },
      { header: '订单状态', value: 'status', labels: ORDER_STATUS_NAME },
      { header: '订单来源', value: 'source', labels: ORDER_SOURCE },
      { header: '支付方式', value: 'payMethod', labels: PAY_METHOD },
      { header: '下单时间', value: 'createTime' },
    ],
  },
  shipmentExport: {
    list: 'orderPage',
    fileName: '发货管理',
    columns: [
      { header: '订单号', value: 'orderNo' },
      { header: '客户', value: customer },
      { header: '收货地址', value: (r) => `${r.receiverQhmc ?? ''} ${r.receiverAddress ?? ''}` },
      { header: '商品', value: 'itemSummary' },
      { header: '实付金额（元）', value: 'payAmount', money: 'fen' },
      { header: '订单状态', value: 'status', labels: ORDER_STATUS_NAME },
      {
        header: '物流信息',
        value: (r) => (r.trackingNo ? `${r.logisticsCompany ?? ''} ${r.trackingNo}` : ''),
      },
      { header: '下单时间', value: 'createTime' },
    ],
  },
  orderRecordExport: {
    list: 'orderPage',
    fileName: '订单记录',
    columns: [
      { header: '订单号', value: 'orderNo' },
      { header: '客户', value: customer },
      { header: '商品', value: 'itemSummary' },
      { header: '来源', value: 'source', labels: ORDER_SOURCE },
      { header: '实付金额（元）', value: 'payAmount', money: 'fen' },
      { header: '订单状态', value: 'status', labels: ORDER_STATUS_NAME },
      { header: '下单时间', value: 'createTime' },
    ],
  },
  returnExport: {
    list: 'returnPage',
    fileName: '退货管理',
    columns: [
      { header: '退货单号', value: 'returnNo' },
      { header: '订单号', value: 'orderNo' },
      { header: '客户', value: customer },
      { header: '退货商品', value: lines },
      { header: '退款金额（元）', value: 'amount', money: 'fen' },
      {
        header: '退货原因',
        value: (r) => (r.rejectReason ? `${r.reason}（拒绝原因：${r.rejectReason}）` : (r.reason as string)),
      },
      { header: '凭证', value: (r) => ((r.evidence ?? []) as string[]).join(' ') },
      { header: '状态', value: 'status', labels: RETURN_STATUS_NAME },
      { header: '退货入库单', value: 'inboundDocNo' },
      { header: '申请时间', value: 'createTime' },
    ],
  },
  saleItemExport: {
    list: 'saleItemPage',
    // 单品上架列表 / 套餐上架列表 by `kind`.
    fileName: (filter) => (filter.kind === 'setmeal' ? '套餐上架列表' : '单品上架列表'),
    columns: (filter) => [
      { header: filter.kind === 'setmeal' ? '套餐名称' : '商品名称', value: 'name' },
      { header: filter.kind === 'setmeal' ? '套餐内容' : '规格', value: 'spec' },
      ...(filter.kind === 'setmeal' ? [] : [{ header: '分类', value: 'categoryName' }]),
      { header: '目录售价（元）', value: 'priceCents', money: 'fen' },
      { header: '销售价（元）', value: 'salePriceCents', money: 'fen' },
      { header: '限购', value: (r) => `单次 ${limit(r.limitPerOrder)} / 每人 ${limit(r.limitPerCustomer)}` },
      { header: '可用库存', value: (r) => String(r.available ?? '') },
      { header: '警戒值', value: 'warningStock' },
      { header: '销量', value: 'soldCount' },
      { header: '状态', value: (r) => (r.onSale ? '出售中' : '仓库中') },
      { header: '上架时间', value: 'onSaleTime' },
    ],
  },
  demandExport: {
    list: 'demandPage',
    fileName: '需求记录',
    columns: [
      { header: '客户', value: customer },
      { header: '作物', value: 'crop' },
      { header: '面积（亩）', value: 'areaMu' },
      { header: '农资品类', value: 'categoryName' },
      { header: '需求数量', value: (r) => `${r.quantity} ${r.unit}` },
      { header: '期望日期', value: 'wantedDate' },
      { header: '区域', value: 'qhmc' },
      { header: '拼团', value: (r) => (r.offerId ? '已发起拼团' : '') },
      { header: '登记时间', value: 'createTime' },
    ],
  },
  offerExport: {
    list: 'offerPage',
    fileName: '预约记录',
    columns: [
      { header: '拼团名称', value: 'title' },
      { header: '商品', value: 'itemName' },
      { header: '单买价（元）', value: 'basePrice', money: 'fen' },
      { header: '当前拼团价（元）', value: (r) => (r.dealPrice ?? r.currentPrice) as Cell, money: 'fen' },
      { header: '参团人数', value: (r) => `${r.participants}/${r.minParticipants}` },
      { header: '来源需求', value: 'demandCount' },
      { header: '截止时间', value: 'deadline' },
      { header: '状态', value: 'status', labels: OFFER_STATUS },
    ],
  },
  brandExport: {
    list: 'brandPage',
    fileName: '品牌',
    columns: [
      { header: '品牌名称', value: 'name' },
      { header: '排序', value: 'sort' },
      { header: '状态', value: (r) => (r.status === 1 ? ENABLED[1] : ENABLED[0]) },
      { header: '品牌描述', value: 'description' },
      { header: '单品数', value: 'skuCount' },
      { header: '创建时间', value: 'createTime' },
    ],
  },
  setmealExport: {
    list: 'setmealPage',
    fileName: '套餐',
    columns: [
      { header: '套餐名称', value: 'name' },
      { header: '单品数', value: 'itemCount' },
      { header: '单品合计（元）', value: 'itemsTotalCents', money: 'fen' },
      { header: '套餐价（元）', value: 'priceCents', money: 'fen' },
      { header: '节省（元）', value: 'savingCents', money: 'fen' },
      { header: '状态', value: (r) => (r.status === 1 ? ENABLED[1] : ENABLED[0]) },
      {
        header: '提示',
        value: (r) => (Number(r.disabledCount) > 0 ? `含 ${r.disabledCount} 个停用单品` : ''),
      },
      { header: '更新时间', value: 'updateTime' },
    ],
  },
  skuExport: {
    list: 'skuPage',
    fileName: '单品',
    columns: [
      { header: '商品名称', value: 'name' },
      { header: '农资分类', value: 'categoryName' },
      { header: '品牌', value: 'brandName' },
      { header: '供应商', value: 'supplierName' },
      { header: '登记证号', value: 'registrationNo' },
      { header: '规格数', value: 'specCount' },
      { header: '最低售价（元）', value: 'minPriceCents', money: 'fen' },
      { header: '状态', value: (r) => (r.status === 1 ? ENABLED[1] : ENABLED[0]) },
      { header: '更新时间', value: 'updateTime' },
    ],
  },
  supplierExport: {
    list: 'supplierPage',
    fileName: '供应商主体',
    columns: [
      { header: '企业名称', value: 'name' },
      { header: '统一社会信用代码', value: 'creditCode' },
      { header: '企业类型', value: 'enterpriseType', dict: 'qylx' },
      { header: '联系人', value: (r) => `${r.contactName ?? ''} ${r.contactPhone ?? ''}` },
      { header: '所在区域', value: 'qhmc' },
      {
        header: '有效期至',
        value: (r) =>
          r.licenceExpiry
            ? `${r.licenceExpiry}${r.licenceState === 'valid' ? '' : ` ${LICENCE_STATE[String(r.licenceState)] ?? ''}`}`
            : '',
      },
      { header: '状态', value: 'status', labels: SUPPLIER_STATUS },
    ],
  },
  customerExport: {
    list: 'customerPage',
    fileName: '客户列表',
    columns: [
      { header: '客户名称', value: 'name' },
      { header: '类型', value: 'type', labels: CUSTOMER_TYPE_LABELS },
      { header: '联系人', value: 'contactName' },
      { header: '手机', value: 'phone' },
      { header: '所在区域', value: 'qhmc' },
      { header: '种植作物', value: 'crops' },
      { header: '面积（亩）', value: 'areaMu' },
      { header: '客户等级', value: 'level', labels: CUSTOMER_LEVEL_LABELS },
      { header: '负责人', value: 'ownerName' },
      { header: '积分', value: 'points' },
      { header: '下次联系', value: 'nextContactDate' },
    ],
  },
  warehouseMapExport: {
    list: 'warehouseMapSummary',
    fileName: '储存点列表',
    // One reply holds every point: no paging.
    pageBody: (filter) => filter,
    columns: [
      { header: '名称', value: 'name' },
      { header: '编码', value: 'code' },
      { header: '类型', value: 'type', labels: WAREHOUSE_TYPES },
      { header: '所在区域', value: 'qhmc' },
      { header: 'SKU 数', value: 'skuCount' },
      { header: '在库', value: 'onHand' },
      { header: '可用', value: 'available' },
      { header: '状态', value: 'status', labels: ENABLED },
    ],
  },
  stockTransferExport: {
    list: 'stockTransferPage',
    fileName: '调拨单',
    columns: [
      { header: '调拨单号', value: 'transferNo' },
      { header: '调出仓库', value: 'fromWarehouseName' },
      { header: '调入仓库', value: 'toWarehouseName' },
      { header: '数量', value: 'quantity' },
      { header: '出库单', value: (r) => transferDoc(r.outDocNo, r.outStatus) },
      { header: '入库单', value: (r) => transferDoc(r.inDocNo, r.inStatus) },
      { header: '创建人', value: 'creatorName' },
      { header: '创建时间', value: 'createTime' },
    ],
  },
  warehouseExport: {
    list: 'warehousePage',
    fileName: '仓库列表',
    columns: [
      { header: '仓库名称', value: 'name' },
      { header: '仓库编码', value: 'code' },
      { header: '仓库类型', value: 'type', labels: WAREHOUSE_TYPES },
      { header: '所在区域', value: 'qhmc' },
      { header: '详细地址', value: 'address' },
      { header: '负责人', value: 'managerName' },
      { header: '容量（吨）', value: 'capacity' },
      { header: '库区/库位', value: (r) => `${r.zoneCount ?? 0} 个库区 / ${r.locationCount ?? 0} 个库位` },
      { header: '在库数量', value: 'stockQuantity' },
      { header: '状态', value: (r) => (r.status === 1 ? '启用' : '停用') },
    ],
  },
  stockDocExport: {
    list: 'stockDocPage',
    // 入库明细 / 出库明细 (their 审核 screens list the same documents).
    fileName: (filter) => (filter.direction === 'out' ? '出库明细' : '入库明细'),
    columns: (filter) => [
      { header: '单号', value: 'docNo' },
      { header: '状态', value: 'status', labels: DOC_STATUS },
      { header: '仓库', value: 'warehouseName' },
      { header: '业务类型', value: 'bizType', labels: filter.direction === 'out' ? OUT_TYPES : IN_TYPES },
      { header: filter.direction === 'out' ? '客户' : '供应商', value: 'partner' },
      { header: '业务单号', value: 'bizNo' },
      { header: '单据日期', value: 'docDate' },
      { header: '数量', value: 'totalQuantity' },
      { header: '金额（元）', value: 'totalAmount', money: 'fen' },
      { header: '创建人', value: 'creatorName' },
      { header: '创建时间', value: 'createTime' },
      { header: '审核人', value: 'auditorName' },
      { header: '驳回原因', value: 'rejectReason' },
    ],
  },
  stockExport: {
    list: 'stockPage',
    fileName: '库存列表',
    columns: [
      { header: '仓库', value: 'warehouseName' },
      { header: '商品名称', value: 'skuName' },
      { header: '规格', value: 'spec' },
      { header: '批次', value: 'batchNo' },
      { header: '在库', value: 'onHand' },
      { header: '锁定', value: 'locked' },
      { header: '可用', value: 'available' },
      { header: '预警值', value: 'warningValue' },
      { header: '库存预警', value: stockAlert },
      { header: '有效期至', value: 'expiryDate' },
      { header: '库位', value: 'locationCode' },
      { header: '生产日期', value: 'productionDate' },
      { header: '单位', value: 'unit' },
      { header: '更新时间', value: 'updateTime' },
    ],
  },
} satisfies Record<string, SheetDef>;
