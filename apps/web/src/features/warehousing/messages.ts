/** User-facing strings of the warehouse and logistics system (/warehousing). */
export const warehousingMessages = {
  system: '仓储物流系统',
  pages: {
    inbound: '入库明细',
    inboundVerify: '入库审核',
    outbound: '出库明细',
    outboundVerify: '出库审核',
    stock: '库存',
    warehouse: '仓库',
    map: '仓库地图',
  },
} as const;
