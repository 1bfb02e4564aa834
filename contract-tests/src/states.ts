// The provider states the pacts name. Each state has fixed parameters (sent along in the pact and
// to the state-setup endpoint), what it means, and what a real server must make true before its
// interactions are replayed (contract-tests/README.md lists the same; a test keeps them in step).

/** JSON values of state parameters (the shape Pact's `given(state, params)` takes). */
export type JsonValue = string | number | boolean | null | JsonValue[] | JsonMap;
export type JsonMap = { [key: string]: JsonValue };

export interface ProviderStateInfo {
  name: string;
  params: JsonMap;
  /** What the state means. */
  meaning: string;
}

/** The device every device interaction is about (the spec's example device). */
export const DEVICE = {
  code: '43010400001',
  name: '岳麓区麓谷农资门店-枪机01',
  type: 2,
  manufacturer: '海康威视',
  snNumber: 'DS-2CD3T46WDV3-I3-20230815AACH123456789',
  deviceIp: '192.168.10.21',
  status: 1,
  lon: 112.8857,
  lat: 28.2172,
  qhdm: '430104',
  qhmc: '岳麓区',
  enterpriseName: '湖南农资集团有限公司',
  mdmc: '麓谷农资门店',
  ckmc: null,
  unitsObj: { channels: 1, channelName: ['麓谷门店入口'] },
} as const;

export const ADMIN = { username: 'admin', password: 'Admin@123', realName: '系统管理员' } as const;

/** The operator: no administrator role, so administrator operations and others' records are refused. */
export const OPERATOR = { username: 'operator', password: 'Operator@123', realName: '运营专员' } as const;

/** The records the account administration interactions name (fixed ids; see the state below). */
export const ACCOUNT_FIXTURES = {
  role: { id: 90, roleName: '契约测试角色', roleCode: 'pact_role' },
  newRole: { roleName: '设备巡检员', roleCode: 'device_inspector' },
  menu: { id: 9001, name: '契约测试目录', menuUrl: '/pact-test' },
  newMenuUrl: '/pact-test/page',
  department: { id: 9101, name: '契约测试部', parentId: 101, enterpriseNumber: 'E430000001' },
  newDepartment: '契约测试子部门',
  user: { id: 9201, userName: 'pact_staff', realName: '契约测试员', phone: '13900009201', departmentId: 104 },
  newUser: { userName: 'pact_user', phone: '13900009999' },
  group: { id: 9301, groupName: '契约测试组', manageNumber: 'M430000001', roleId: 2 },
  newGroup: '契约新增组',
  session: { id: 9401, userName: 'operator' },
  lockedAccount: 'pact_locked',
} as const;

/** The records the operation-support (system server) interactions name (fixed ids; see the state below). */
export const SYSTEM_FIXTURES = {
  category: { id: 9501, dicNumber: 'pact_dic', dicName: '契约测试分类' },
  emptyCategory: { id: 9502, dicNumber: 'pact_empty', dicName: '契约空分类' },
  newCategory: { dicNumber: 'pact_new', dicName: '契约新增分类' },
  items: [
    { id: 9511, code: 'pact_a', name: '契约测试项甲', value: '甲' },
    { id: 9512, code: 'pact_b', name: '契约测试项乙', value: '乙' },
  ],
  newItemCode: 'pact_c',
  cockpit: { year: '2024', qhdm: '43', indicatorCode: 'nzxse', value: 1285630.25 },
  log: { loginname: 'pact_logger', realname: '契约日志员', operaname: '契约测试操作' },
} as const;

/** The records the warehousing interactions name (fixed ids; see the state below). */
export const WMS_FIXTURES = {
  sku: { id: 9601, name: '契约测试复合肥', spec: '40kg/袋' },
  warehouse: { id: 9701, code: 'PACT-WH', name: '契约测试仓' },
  location: 'A-01',
  batch: 'PACT-B1',
  docs: { approved: 9801, draft: 9802, pending: 9803 },
  newWarehouseCode: 'PACT-WH-NEW',
} as const;

/** The records the customer and publishing interactions name (fixed ids; see the state below). */
export const CUSTOMER_FIXTURES = {
  customer: { id: 9951, name: '契约测试蔬菜合作社', phone: '13900009951', qhdm: '430104' },
  followup: 9951,
  freePhones: ['13900009952', '13900009953'],
  spec: 9601,
} as const;

/** The records the order and group-purchase interactions name (fixed ids; see the state below). */
export const ORDER_FIXTURES = {
  spec: { id: 9611, name: '契约测试尿素', spec: '50kg/袋' },
  warehouse: { id: 9711, name: '订单测试仓' },
  customers: { first: 9901, second: 9902 },
  orders: { toShip: 9901, unpaid: 9902 },
  demand: 9901,
  offer: 9901,
} as const;

/** The plot the 地块列表 interactions name (fixed id; see the state below). */
export const PLOT_FIXTURES = {
  plot: 9801,
  name: '契约测试地块',
  owner: '契约测试合作社',
  newName: '契约新增地块',
} as const;

/** The records the 作物 / 品种 / 生育期 / 种植方案 interactions name (fixed ids; see the state below). */
export const CROP_FIXTURES = {
  crops: { kept: 9701, removable: 9702, newName: '契约新增作物' },
  varieties: { kept: 9701, removable: 9702, newName: '契约新增品种', newNo: '国审稻20979703' },
  stages: { sow: 9701, harvest: 9702, removable: 9703, newName: '契约新增期' },
  programmes: { kept: 9701, removable: 9702, newName: '契约新增方案' },
  /** The first stage of programme 9701's calendar. */
  programmeStages: { first: 9701 },
  sowingDate: '2026-03-01',
} as const;

/** The records the 农技方案 / 农技视频 interactions name (fixed ids; see the state below). */
export const AGRO_CONTENT_FIXTURES = {
  crop: 9871,
  schemes: { draft: 9871, published: 9872, title: '契约测试方案', newTitle: '契约新增方案' },
  videos: { kept: 9871, removable: 9872, title: '契约测试视频', newTitle: '契约新增视频' },
  media: { video: 'vpact9871', cover: 'cpact9871' },
} as const;

/** The records the information-publishing interactions name (fixed ids; see the state below). */
export const NEWS_FIXTURES = {
  articles: { published: 9801, draft: 9802, title: '契约测试资讯' },
  prices: { kept: 9801, removable: 9802, market: '契约测试市场', importMarket: '契约导入市场' },
} as const;

/** The records the 通知公告 interactions name (fixed ids; see the state below). */
export const NOTICE_FIXTURES = {
  published: 9801,
  draft: 9802,
  title: '契约测试通知',
  newTitle: '契约新增通知',
} as const;

/** The records the 公文管理 interactions name (fixed ids; see the state below). */
export const OFFICIAL_DOC_FIXTURES = {
  draft: 9861,
  removable: 9862,
  title: '契约测试公文',
  newTitle: '契约新增公文',
  orgCode: '契约测',
  flowId: 103,
} as const;

/** The records the 工作台 / 待办 interactions name (fixed ids; see the state below). */
export const APPROVAL_RUNTIME_FIXTURES = {
  flow: { id: 9851, name: '契约测试审批', flowGroup: '契约' },
  pending: { requestId: 9851, taskId: 9851, reminderId: 9851, item: '契约测试用品' },
  approved: { requestId: 9852, taskId: 9852, ccId: 9852, item: '契约已批用品' },
  newItem: '契约新增用品',
} as const;

/** The records the catalogue interactions name (fixed ids; see the state below). */
export const CATALOG_FIXTURES = {
  categories: { parent: 9901, removable: 9902, children: [9911, 9912] },
  brands: { kept: 9901, removable: 9902, newName: '契约新增品牌' },
  suppliers: { pending: 9901, approved: 9902, removable: 9903, newCreditCode: '91430104MA4PACT01U' },
  skus: { kept: 9901, removable: 9902, spec: 9901 },
  setmeals: { kept: 9901, removable: 9902, newName: '契约新增套餐' },
} as const;

export const STATES = {
  adminExists: {
    name: 'user admin exists with password Admin@123',
    params: { username: ADMIN.username, password: ADMIN.password },
    meaning:
      'An active administrator account `admin` with password `Admin@123` (real name 系统管理员) exists and may log in.',
  },
  adminLoggedIn: {
    name: 'user admin is logged in',
    params: { username: ADMIN.username },
    meaning:
      'A valid session of `admin` exists; its token is sent as `Authorization` on every replayed request (the verifier injects it).',
  },
  operatorLoggedIn: {
    name: 'user operator is logged in',
    params: { username: OPERATOR.username },
    meaning:
      'A valid session of `operator` (运营专员, role 运营人员: not an administrator, no 运营支撑系统) exists; its token is sent as `Authorization` on the replayed request (the verifier injects it). `operator` drafted none of the official document fixtures and approves none of them.',
  },
  accountFixtures: {
    name: 'the account administration fixtures exist',
    params: {},
    meaning:
      'Role 90 契约测试角色 (pact_role) without users; top-level directory menu 9001 契约测试目录 (/pact-test) without children; department 9101 契约测试部 under 101 of E430000001 without sub-departments or staff; enabled user 9201 pact_staff 契约测试员 (13900009201, department 104, role 2) in organisation M430000001 and in its functional group 9301 契约测试组; a live session 9401 of operator; account name pact_locked locked now. The role code device_inspector, the menu url /pact-test/page, the user name pact_user and phone 13900009999, the group name 契约新增组 in M430000001 and sub-departments of 9101 are free.',
  },
  designerFixtures: {
    name: 'the form designer fixtures exist',
    params: {},
    meaning:
      'Approval flow 9601 契约测试流程 (form_pact, process_pact; a draft whose form has one amount field and whose process is finished: 发起人 → 审批人 发起人自己, so it may be published) and the uploaded attachment pact_file_0001 契约附件.txt (text/plain, content “pact attachment”). The process key process_pact_new is free.',
  },
  systemFixtures: {
    name: 'the system administration fixtures exist',
    params: {},
    meaning:
      'Dictionary category 9501 pact_dic 契约测试分类 with exactly two top-level items, 9511 pact_a 契约测试项甲 (value 甲) then 9512 pact_b 契约测试项乙 (value 乙), both enabled and without children; empty category 9502 pact_empty 契约空分类; the cockpit indicator nzxse 农资销售额 (万元) enabled, with a value for 2024 and region 43 湖南省; an operation-log record of pact_logger 契约日志员 doing 契约测试操作. The category number pact_new and the item code pact_c in pact_dic are free.',
  },
  catalogFixtures: {
    name: 'the catalogue fixtures exist',
    params: {},
    meaning:
      'Shop catalogue: top-level category 9901 契约测试分类 with exactly the children 9911 and 9912, leaf category 9902 契约删除分类; brands 9901 契约测试品牌 (used by item 9901) and 9902 契约删除品牌 (unused); suppliers 9901 契约待审供应商 (待审核), 9902 契约通过供应商 (已通过) and 9903 契约删除供应商 (no items); item 9901 契约样品复合肥 (复合肥 0102, spec 9901 40kg/袋 at 168.00) and item 9902 契约删除单品 (in no package); package 9901 契约测试套餐 (2 × spec 9901, 300.00) and 9902 契约删除套餐. The brand name 契约新增品牌, the package name 契约新增套餐 and the credit code 91430104MA4PACT01U are free.',
  },
  cropFixtures: {
    name: 'the crop fixtures exist',
    params: {},
    meaning:
      'Crop 9701 契约测试作物 (契约科, 100 days) with variety 9701 契约测试品种 (国审稻20979701), growth stages 9701 契约播种期 (day 0, 10 days), 9702 契约收获期 (day 90, 5 days) and 9703 契约删除期 (day 95, 3 days) in that order, and programme 9701 契约测试方案 (sown 2026-03-01, its calendar generated from those stages: programme stages 9701 契约播种期 2026-03-01 to 2026-03-10, 9702, 9703); crop 9702 契约删除作物 and variety 9702 契约删除品种 (国审稻20979702) that nothing uses; programme 9702 契约删除方案. Free: the names 契约新增作物, 契约新增品种 (registration 国审稻20979703), 契约新增期 and 契约新增方案. Deleting crop 9701 is refused with HTTP 409 (it has varieties, stages and programmes); the order [9702, 9701, 9703] is refused with HTTP 400 (an offset decreases).',
  },
  plotFixtures: {
    name: 'the plot fixtures exist',
    params: {},
    meaning:
      'Plot 9801 契约测试地块 of the cooperative 契约测试合作社 (about 20 亩 near 望城: 112.700–112.701, 28.4000–28.4012), the only plot of that cooperative; no plot is named 契约新增地块.',
  },
  noticeFixtures: {
    name: 'the notice fixtures exist',
    params: {},
    meaning:
      'Notice 9801 契约测试通知 (通知, published an hour ago to everyone, body <p>契约测试正文</p>, read by nobody) and the draft 9802 契约测试草稿通知. No notice is titled 契约新增….',
  },
  officialDocFixtures: {
    name: 'the official document fixtures exist',
    params: {},
    meaning:
      'The drafts 9861 契约测试公文 (发文字号 契约测〔2026〕1号, body <p>契约测试正文</p>) and 9862 契约待删公文 (契约测〔2026〕2号), never submitted; no document is titled 契约新增…; the seed’s published flow 103 公文审批 (startable by everyone, 领导签发 by 王志强).',
  },
  approvalRuntimeFixtures: {
    name: 'the approval runtime fixtures exist',
    params: {},
    meaning:
      "Approval flow 9851 契约测试审批 (group 契约, fields 用品名称 field1 and 申领数量 field2, both required) published as version 1, startable by everyone: 契约审批 by admin (或签), then 抄送管理员 to admin; request 9851 (契约测试用品) started by admin three hours ago, waiting on admin's pending task 9851, urged two hours ago (reminder 9851 for admin, so urging again is allowed); request 9852 (契约已批用品) started by admin, approved by admin in task 9852 (同意), which copied admin in the unread cc record 9852. Every set-up restores these records and removes the other requests of flow 9851.",
  },
  newsFixtures: {
    name: 'the news fixtures exist',
    params: {},
    meaning:
      'Article 9801 契约测试资讯 (农资新闻, published an hour ago, visible, 5 views, tag 契约, body <p>契约测试正文</p>) and the draft 9802 契约测试草稿; price records of 氮肥 (0101) in 长沙市 (4301) at 契约测试市场: 9801 on 2020-01-06 at 2400.00 元/吨 and 9802 on 2020-01-13 at 2460.00 (+2.5 %). No article is titled 契约新增…; the market 契约导入市场 has no records.',
  },
  agroContentFixtures: {
    name: 'the agro content fixtures exist',
    params: {},
    meaning:
      'Crop 9871 契约农技作物; scheme 9871 契约测试方案 (草稿, 分蘖期, 稻飞虱, measures <p>契约测试措施</p>) and scheme 9872 契约已发布方案 (已发布) of that crop; the stored WebM video vpact9871 and PNG cover cpact9871; video 9871 契约测试视频 (category 01, 4 s, 12 views, that video and cover) and video 9872 契约删除视频 (the same file). No scheme or video is titled 契约新增…. Withdrawing the draft 9871 is refused with HTTP 409 只有已发布的方案可以撤回; a video upload of another type is refused with HTTP 400 只能上传不超过5MB的.mp4,.webm文件; a range past the end of vpact9871 is answered with HTTP 416.',
  },
  orderFixtures: {
    name: 'the order fixtures exist',
    params: {},
    meaning:
      'SKU 9611 契约测试尿素 50kg/袋 (125.00); enabled warehouse 9711 订单测试仓 with 10 units of batch ORD-B1 (approved inbound 9811); customers 9901 浏阳市金穗种植合作社 (13900009901) and 9902 张家界李记家庭农场 (13900009902); order 9901 待发货 (2 × 9611, 250.00, customer 9901) and order 9902 待付款 (the same, customer 9902); demand 9901 (水稻 300 亩, 氮肥 0101, 40 袋, 430181) of customer 9901; open group offer 9901 契约测试尿素春耕团 (9611, 125.00, 2 人及以上 118.00, minimum 2, deadline 30 days on, no appointments). Earlier orders of these customers or shipped from 9711 are gone.',
  },
  customerFixtures: {
    name: 'the customer fixtures exist',
    params: {},
    meaning:
      'Customer 9951 契约测试蔬菜合作社 (13900009951, 430104 岳麓区, with a point) with follow-up 9951 (next contact 2099-01-01); the phones 13900009952 and 13900009953 are free; SKU 9601 of the warehousing fixtures has no sale settings and is not on sale. A customer with phone 13900009951 is refused with HTTP 409 该手机号已被其他客户使用; putting a SKU without available stock on sale is refused with HTTP 409 库存不足，不能上架.',
  },
  warehousingFixtures: {
    name: 'the warehousing fixtures exist',
    params: {},
    meaning:
      'SKU 9601 契约测试复合肥 40kg/袋 (warning value 50); enabled warehouse 9701 契约测试仓 (PACT-WH, 岳麓区) with zone A and location A-01; 100 units of batch PACT-B1 there, stocked by the approved inbound 9801 (so the ledger has its movement); 草稿 inbound 9802 (20 of PACT-B1) and 待审核 inbound 9803 (30 of PACT-B1). The warehouse code PACT-WH-NEW is free. Deleting 9701 is refused with HTTP 409 (it has documents); an outbound of more than 100 of PACT-B1 is refused with HTTP 409 naming the line.',
  },
  deviceExists: {
    name: 'a device with code 43010400001 exists',
    params: { ...DEVICE, unitsObj: { ...DEVICE.unitsObj, channelName: [...DEVICE.unitsObj.channelName] } },
    meaning:
      'Camera device `43010400001` exists with installation info (lon/lat, region 430104 岳麓区, store 麓谷农资门店) and is the only device whose name contains 麓谷农资门店-枪机.',
  },
  dictionaryNf: {
    name: 'dictionary category nf has entries',
    params: { category: 'nf' },
    meaning: 'The dictionary category `nf` (years) has at least one entry (e.g. 2024 → 2024年).',
  },
  dictionaryNzlx: {
    name: 'dictionary category nzlx has entries',
    params: { category: 'nzlx' },
    meaning: 'The dictionary category `nzlx` (agri-input types) has at least one entry (e.g. 01 → 化肥).',
  },
  regions: {
    name: 'the administrative regions of Hunan exist',
    params: { province: '43', city: '4301', county: '430104', year: '2024' },
    meaning:
      'The region tree of Hunan (430000) is loaded for year 2024: 长沙市 (4301) with its counties, 岳麓区 (430104) with its townships.',
  },
  layers: {
    name: 'layers of theme nzfb exist for year 2024',
    params: { theme_code: 'nzfb', nf: '2024' },
    meaning: 'At least one map layer of theme `nzfb` (农资分布) and year 2024 exists.',
  },
  style: {
    name: 'map style hunan-base of owner agrimap exists',
    params: { owner: 'agrimap', styleId: 'hunan-base' },
    meaning: 'The basemap style `hunan-base` of owner `agrimap` exists (MapLibre style v8 with layers).',
  },
  dataset: {
    name: 'dataset hunan-cities of owner agrimap exists',
    params: { owner: 'agrimap', datasetId: 'hunan-cities' },
    meaning:
      'The dataset `hunan-cities` of owner `agrimap` exists: a FeatureCollection of the cities of Hunan.',
  },
  productCategories: {
    name: 'product category 0 has child categories',
    params: { parentId: 0 },
    meaning: 'The shop catalogue has top-level categories (children of parent 0), e.g. 化肥, 农药, 种子.',
  },
  area: {
    name: 'monitoring area ly-baijia-01 exists',
    params: { areaId: 'ly-baijia-01' },
    meaning:
      'The monitoring area `ly-baijia-01` (浏阳市柏加镇苗木基地) exists with its image map, boundary and real-time weather.',
  },
} as const satisfies Record<string, ProviderStateInfo>;

export type StateKey = keyof typeof STATES;

/** Every state by name. */
export const STATES_BY_NAME: ReadonlyMap<string, ProviderStateInfo> = new Map(
  Object.values(STATES).map((s) => [s.name, s]),
);
