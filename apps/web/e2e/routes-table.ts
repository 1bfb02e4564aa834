/**
 * Every route of SPEC §2: the path visited, where it must end and the page title shown there.
 * Group paths redirect to their first child; other paths the spec does not route show the 404 page
 * (to a logged-in user; without a session the guard sends the visitor to /login).
 */
export interface RouteCase {
  path: string;
  lands: string;
  title: string;
}

const page = (path: string, title: string): RouteCase => ({ path, lands: path, title });
const redirect = (path: string, lands: string, title: string): RouteCase => ({ path, lands, title });

export const ROUTES: RouteCase[] = [
  // Entry
  redirect('/', '/main_map', '农资一张图'),
  page('/main_map', '农资一张图'),
  page('/TwoDMapMain', '二维地图'),
  // IoT monitoring and cockpits
  page('/wlwyzt_cockpit', '物联网一张图'),
  redirect('/wlwyzt_asset', '/wlwyzt/index/asset', '设备管理'),
  redirect('/wlwyzt', '/wlwyzt/index/asset', '设备管理'),
  redirect('/wlwyzt/index', '/wlwyzt/index/asset', '设备管理'),
  page('/wlwyzt/index/asset', '设备管理'),
  page('/gxsfb_cockpit', '供应商分布驾驶舱'),
  page('/khfb_cockpit', '客户分布驾驶舱'),
  // Operation management
  redirect('/yxglxt', '/yxglxt/index/khgl', '客户管理'),
  redirect('/yxglxt/index', '/yxglxt/index/khgl', '客户管理'),
  page('/yxglxt/index/khgl', '客户管理'),
  // Agri-input business data
  redirect('/nzywsjgl', '/nzywsjgl/gylglzxt/gysztgl', '供应商主体管理'),
  redirect('/nzywsjgl/fxcjzxt', '/nzywsjgl/fxcjzxt/requirementRecord', '需求记录'),
  page('/nzywsjgl/fxcjzxt/requirementRecord', '需求记录'),
  page('/nzywsjgl/fxcjzxt/appointmentRecord', '预约记录'),
  page('/nzywsjgl/fxcjzxt/onlineOrder', '订单记录'),
  redirect('/nzywsjgl/gylglzxt', '/nzywsjgl/gylglzxt/gysztgl', '供应商主体管理'),
  page('/nzywsjgl/gylglzxt/gysztgl', '供应商主体管理'),
  page('/nzywsjgl/gylglzxt/skuManage', '单品录入'),
  page('/nzywsjgl/gylglzxt/setmealManage', '套餐录入'),
  page('/nzywsjgl/gylglzxt/goodLaunch', '单品发布'),
  page('/nzywsjgl/gylglzxt/combineLaunch', '套餐发布'),
  page('/nzywsjgl/gylglzxt/orderList', '订单明细'),
  page('/nzywsjgl/gylglzxt/shipmentManage', '发货管理'),
  page('/nzywsjgl/gylglzxt/returnManage', '退货管理'),
  page('/nzywsjgl/gylglzxt/dictionary', '农资字典'),
  page('/nzywsjgl/gylglzxt/productCategory', '店铺类目配置'),
  page('/nzywsjgl/gylglzxt/productBrand', '品牌配置'),
  page('/nzywsjgl/fbsccglzxt', '分布式仓储'),
  page('/nzywsjgl/fbsccglzxt/points', '储存点'),
  page('/nzywsjgl/fbsccglzxt/distribution', '库存分布'),
  page('/nzywsjgl/fbsccglzxt/transfer', '调拨管理'),
  // Operation support
  redirect('/yxzcxt', '/yxzcxt/index/sjzd', '通用数据字典'),
  redirect('/yxzcxt/index', '/yxzcxt/index/sjzd', '通用数据字典'),
  page('/yxzcxt/index/deptManager', '组织机构管理'),
  page('/yxzcxt/index/userControl', '公司人员管理'),
  page('/yxzcxt/index/groupControl', '公司人员管理'),
  page('/yxzcxt/index/roleManager', '角色管理'),
  page('/yxzcxt/index/menuManager', '菜单管理'),
  page('/yxzcxt/index/logManagement', '操作日志'),
  page('/yxzcxt/index/systemMonitoring', '系统监控'),
  page('/yxzcxt/index/cockpitInput', '驾驶舱数据录入'),
  page('/yxzcxt/index/sjzd', '通用数据字典'),
  page('/yxzcxt/gylglzxt/dictionary', '农资字典'),
  // Warehouse and logistics
  redirect('/warehousing', '/warehousing/inbound', '入库明细'),
  page('/warehousing/inbound', '入库明细'),
  page('/warehousing/inbound/index', '入库明细'),
  page('/warehousing/inbound/verify', '入库审核'),
  page('/warehousing/outbound', '出库明细'),
  page('/warehousing/outbound/index', '出库明细'),
  page('/warehousing/outbound/verify', '出库审核'),
  page('/warehousing/index/stock', '库存'),
  page('/warehousing/index/warehouse', '仓库'),
  page('/warehousing/index/map', '仓库地图'),
  // Information publishing
  redirect('/policyNews', '/policyNews/index/agroNews', '农业资讯'),
  redirect('/policyNews/index', '/policyNews/index/agroNews', '农业资讯'),
  page('/policyNews/index/agroNews', '农业资讯'),
  page('/policyNews/index/marketCondition', '市场行情'),
  page('/policyNews/index/marketPrice', '市场价格'),
  // Collaborative office
  redirect('/xtbgxt', '/xtbgxt/index/gzt', '工作台'),
  page('/xtbgxt/index/gzt', '工作台'),
  page('/xtbgxt/index/audit', '待办'),
  page('/xtbgxt/index/process', '已办'),
  page('/xtbgxt/index/copy', '我收到的'),
  page('/xtbgxt/index/approverFlow', '审批流程'),
  page('/xtbgxt/index/tzgg', '通知公告'),
  page('/xtbgxt/index/gwgl', '公文管理'),
  // Agricultural service
  redirect('/agroService', '/agroService/agrotechnicalScheme/index', '农技方案'),
  page('/agroService/agrotechnicalScheme/index', '农技方案'),
  page('/agroService/agrotechnicalVideo/index', '农技视频'),
  redirect('/agroService/massif', '/agroService/massif/list', '地块列表'),
  page('/agroService/massif/list', '地块列表'),
  page('/agroService/massif/crop', '作物管理'),
  page('/agroService/massif/crop/cropVarietiesForm', '作物品种'),
  page('/agroService/massif/birth', '生育期'),
  page('/agroService/massif/programme', '种植方案'),
];

/** Paths the spec does not route: they show the 404 page. */
export const NOT_ROUTED: string[] = [
  '/no/such/page',
  '/agroService/agrotechnicalScheme',
  '/xtbgxt/index',
  '/warehousing/index',
  '/yxzcxt/gylglzxt',
  '/yxzcxt/index/unknownPage',
];
