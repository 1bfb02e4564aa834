// Page titles of the warehouse and logistics system. Route files import them eagerly
// (staticData.title), so this module imports nothing: the rest of the messages load with
// the screens.
export const warehousingTitles = {
  inbound: '入库明细',
  inboundVerify: '入库审核',
  outbound: '出库明细',
  outboundVerify: '出库审核',
  stock: '库存',
  warehouse: '仓库',
  map: '仓库地图',
} as const;
