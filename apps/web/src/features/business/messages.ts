/** User-facing strings of the agri-input business data system (/nzywsjgl). */
export const businessMessages = {
  system: '农资业务数据管理',
  pages: {
    // Distribution and group purchase (/nzywsjgl/fxcjzxt)
    requirementRecord: '需求记录',
    appointmentRecord: '预约记录',
    onlineOrder: '订单记录',
    // Supply chain (/nzywsjgl/gylglzxt)
    gysztgl: '供应商主体管理',
    skuManage: '单品录入',
    setmealManage: '套餐录入',
    goodLaunch: '单品发布',
    combineLaunch: '套餐发布',
    orderList: '订单明细',
    shipmentManage: '发货管理',
    returnManage: '退货管理',
    dictionary: '农资字典',
    productCategory: '店铺类目配置',
    productBrand: '品牌配置',
    // Distributed warehousing (/nzywsjgl/fbsccglzxt)
    fbsccglzxt: '分布式仓储',
    fbsccglzxtPoints: '储存点',
    fbsccglzxtDistribution: '库存分布',
    fbsccglzxtTransfer: '调拨管理',
  },
} as const;
