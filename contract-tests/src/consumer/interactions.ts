// The web app's interactions with each server: what it sends (through @agrimap/sdk, the way the
// app does) and the least it relies on in the answer, written with Pact matchers so a provider
// passes with its own data as long as the shapes, types and business codes hold.
import {
  createTransformRequest,
  type EnvelopeData,
  type FetchResult,
  OPERATIONS,
  type PlatformClient,
  postFile,
  postQuery,
  type ServerName,
  unwrap,
} from '@agrimap/sdk';
import { MatchersV3, type TemplateHeaders, type TemplateQuery } from '@pact-foundation/pact';
import { expect } from 'vitest';
import type { AppCall } from '../app-calls';
import {
  ACCOUNT_FIXTURES,
  ADMIN,
  AGRO_CONTENT_FIXTURES,
  APPROVAL_RUNTIME_FIXTURES,
  CATALOG_FIXTURES,
  CROP_FIXTURES,
  CUSTOMER_FIXTURES,
  DEVICE,
  NEWS_FIXTURES,
  NOTICE_FIXTURES,
  OFFICIAL_DOC_FIXTURES,
  ORDER_FIXTURES,
  PLOT_FIXTURES,
  type ProviderStateInfo,
  STATES,
  SYSTEM_FIXTURES,
  WMS_FIXTURES,
} from '../states';

const { arrayContaining, like, eachLike, atMostLike, integer, number, boolean, regex, equal, nullValue } =
  MatchersV3;

/** The example session token in the pacts (a verifier replaces it with a live one). */
export const PACT_SESSION_TOKEN = 'pact-session-token-0000000000000000';

const QHDM = '^\\d{2}(\\d{2}(\\d{2}(\\d{3}(\\d{3})?)?)?)?$';
const LEVEL = '^(province|city|county|township|village)$';

export interface RunContext {
  /** The SDK configured like the app, token cookie set unless the interaction is the login. */
  api: PlatformClient;
  /** Base URL of the mock server (for requests the map engine makes itself). */
  mockUrl: string;
  token: string | undefined;
}

export interface AppInteraction {
  operationId: AppCall;
  description: string;
  states: readonly ProviderStateInfo[];
  /** Whether the app holds a session when it makes this call. */
  authenticated: boolean;
  request: {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
    path: string | ReturnType<typeof regex>;
    query?: TemplateQuery;
    headers: TemplateHeaders;
    body?: unknown;
  };
  response: { status: number; headers: TemplateHeaders; body: unknown };
  /** Makes the call the way the app does and checks what the app reads from the answer. */
  run(ctx: RunContext): Promise<void>;
}

/** Headers the SDK middleware adds to every request. */
const SDK_HEADERS: TemplateHeaders = { Appid: like('agrimap-web'), client: '3' };
const AUTHORIZATION: TemplateHeaders = { Authorization: regex('^\\S+$', PACT_SESSION_TOKEN) };
// Pact matches header regexes against the whole value.
const JSON_TYPE = '^application/json(;\\s*charset=[\\w-]+)?$';
const JSON_REQUEST: TemplateHeaders = { 'Content-Type': regex(JSON_TYPE, 'application/json') };
const JSON_RESPONSE: TemplateHeaders = {
  'Content-Type': regex(JSON_TYPE, 'application/json; charset=utf-8'),
};

function authed(extra: TemplateHeaders = {}): TemplateHeaders {
  return { ...SDK_HEADERS, ...AUTHORIZATION, ...extra };
}

/** The success envelope with the operation's success code. */
function envelope(data: unknown, msg = '操作成功', code = 200) {
  return { code: equal(code), msg: like(msg), data };
}

function successCodes(operationId: AppCall): readonly number[] {
  const op = OPERATIONS.find((o) => o.operationId === operationId);
  if (!op) throw new Error(`${operationId} is not an operation of the specs`);
  return op.successCodes;
}

const deviceShape = {
  code: like(DEVICE.code),
  name: like(DEVICE.name),
  type: integer(DEVICE.type),
  manufacturer: like(DEVICE.manufacturer),
  snNumber: like(DEVICE.snNumber),
  status: integer(DEVICE.status),
  lon: number(DEVICE.lon),
  lat: number(DEVICE.lat),
  qhdm: regex(QHDM, DEVICE.qhdm),
  qhmc: like(DEVICE.qhmc),
  mdmc: like(DEVICE.mdmc),
};

/** A region border: a Polygon or MultiPolygon (so its coordinates nest 3 or 4 deep). */
const BOUNDARY = {
  type: regex('^(Multi)?Polygon$', 'Polygon'),
  coordinates: like([]),
};

const regionShape = {
  qhdm: regex(QHDM, '430104'),
  qhmc: like('岳麓区'),
  hasChildren: boolean(true),
};

// ── account administration (operation-support screens) ────────────────────────────────────

const F = ACCOUNT_FIXTURES;

const departmentNode = {
  id: integer(101),
  name: like('湖南省农业生产资料集团有限公司'),
  number: like('430000001'),
  parentId: integer(0),
  enterpriseNumber: like('E430000001'),
  sort: integer(1),
  status: integer(1),
  createTime: like('2023-06-18 10:20:00'),
  children: like([]),
};

const userShape = {
  userId: integer(F.user.id),
  userName: like(F.user.userName),
  realName: like(F.user.realName),
  phone: like(F.user.phone),
  status: integer(1),
  departmentId: integer(F.user.departmentId),
  deptName: like('信息技术部'),
  roleIds: like([2]),
  roleNames: like(['运营人员']),
  createTime: like('2024-05-20 08:30:12'),
};

const groupShape = {
  id: integer(F.group.id),
  groupName: like(F.group.groupName),
  roleId: integer(F.group.roleId),
  roleName: like('运营人员'),
  userCount: integer(1),
};

const roleShape = {
  id: integer(F.role.id),
  roleName: like(F.role.roleName),
  roleCode: like(F.role.roleCode),
  status: integer(1),
  isAdmin: boolean(false),
  userCount: integer(0),
  createTime: like('2024-05-20 08:30:12'),
};

const menuNode = {
  id: integer(1),
  parentId: integer(0),
  name: like('运营支撑系统'),
  type: integer(0),
  menuUrl: like('/yxzcxt'),
  sort: integer(1),
  visible: boolean(true),
  children: like([]),
};

interface AdminCall<E> {
  operationId: AppCall;
  description: string;
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  query?: TemplateQuery;
  /** The JSON body (Pact template); none for GET and DELETE. */
  body?: unknown;
  /** What the screen relies on in `data`. */
  data: unknown;
  msg?: string;
  call(api: PlatformClient): Promise<FetchResult<E>>;
  check?(data: EnvelopeData<E>): void;
}

/** A call of an administrator screen: admin session, account fixtures, success envelope. */
function adminCall<E>(c: AdminCall<E>): AppInteraction {
  return {
    operationId: c.operationId,
    description: c.description,
    states: [STATES.adminLoggedIn, STATES.accountFixtures],
    authenticated: true,
    request: {
      method: c.method,
      path: c.path,
      ...(c.query ? { query: c.query } : {}),
      headers: c.body === undefined ? authed() : authed(JSON_REQUEST),
      ...(c.body === undefined ? {} : { body: c.body }),
    },
    response: {
      status: 200,
      headers: JSON_RESPONSE,
      body: envelope(c.data, c.msg ?? '查询成功'),
    },
    async run({ api }) {
      const data = unwrap(await c.call(api), successCodes(c.operationId));
      c.check?.(data);
    },
  };
}

const S = SYSTEM_FIXTURES;

/** A call of the IoT cockpit: admin session, the seeded monitoring areas. */
function areaCall<E>(c: AdminCall<E>): AppInteraction {
  return { ...adminCall(c), states: [STATES.adminLoggedIn, STATES.area] };
}
const AREA_ID = regex('^[A-Za-z0-9_-]+$', 'ly-baijia-01');
const dailyWeather = {
  startDate: regex('^\\d{4}-\\d{2}-\\d{2}$', '2024-05-14'),
  endDate: regex('^\\d{4}-\\d{2}-\\d{2}$', '2024-05-20'),
  series: eachLike({
    date: regex('^\\d{4}-\\d{2}-\\d{2}$', '2024-05-14'),
    tempMax: number(29.1),
    tempMin: number(19.8),
    rainfall: number(0),
    humidity: number(68),
  }),
};
const workStat = {
  startDate: regex('^\\d{4}-\\d{2}-\\d{2}$', '2024-05-14'),
  endDate: regex('^\\d{4}-\\d{2}-\\d{2}$', '2024-05-20'),
  total: integer(3),
  // all five work types, always (minItems 5)
  byType: like(
    ['施肥', '打药', '灌溉', '播种', '收割'].map((workTypeName, i) => ({
      workType: i + 1,
      workTypeName,
      count: 1,
    })),
  ),
  daily: eachLike({ date: regex('^\\d{4}-\\d{2}-\\d{2}$', '2024-05-14'), count: integer(0) }),
};

const DATE_TIME = '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$';

/** A node of a dictionary tree (DictionaryNode). */
const nodeShape = {
  id: integer(11),
  pid: integer(0),
  code: like('01'),
  name: like('化肥'),
  dicNumber: like('nzlx'),
  dicName: like('农资类型'),
  key: like('01'),
  value: like('化肥'),
  sort: integer(1),
  status: integer(1),
  hasChildren: boolean(true),
};

/** An item of the general data dictionary (DictionaryItem). */
const itemShape = {
  id: integer(S.items[0].id),
  pid: integer(0),
  dicNumber: like(S.category.dicNumber),
  dicName: like(S.category.dicName),
  code: like(S.items[0].code),
  name: like(S.items[0].name),
  key: like(S.items[0].code),
  value: like(S.items[0].value),
  sort: integer(1),
  status: integer(1),
  hasChildren: boolean(false),
};

/** A call of an operation-support screen on the system server: admin session, system fixtures. */
function systemCall<E>(c: AdminCall<E>): AppInteraction {
  return { ...adminCall(c), states: [STATES.adminLoggedIn, STATES.systemFixtures] };
}

/** A call of the form designer (审批流程, 上传): admin session, designer fixtures. */
function designerCall<E>(c: AdminCall<E>): AppInteraction {
  return { ...adminCall(c), states: [STATES.adminLoggedIn, STATES.designerFixtures] };
}

/** A call of the warehousing screens: admin session, warehousing fixtures. */
function wmsCall<E>(c: AdminCall<E>): AppInteraction {
  return { ...adminCall(c), states: [STATES.adminLoggedIn, STATES.warehousingFixtures] };
}

/** A call of the supply-chain master-data screens: admin session, catalogue fixtures. */
function catalogCall<E>(c: AdminCall<E>): AppInteraction {
  return { ...adminCall(c), states: [STATES.adminLoggedIn, STATES.catalogFixtures] };
}

const NF = NEWS_FIXTURES;
const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
/** An article as the lists show it (NewsArticle without the body). */
const articleShape = {
  id: integer(NEWS_FIXTURES.articles.published),
  channel: regex('^(agroNews|marketCondition)$', 'agroNews'),
  title: like(NEWS_FIXTURES.articles.title),
  cover: nullValue(),
  summary: like('契约测试摘要'),
  author: like('契约作者'),
  source: like('契约来源'),
  tags: eachLike('契约'),
  status: integer(1),
  publishTime: regex(DATE_TIME, '2024-06-03 14:22:08'),
  visible: boolean(true),
  pinned: boolean(false),
  viewCount: integer(5),
  createTime: regex(DATE_TIME, '2024-06-03 14:22:08'),
  updateTime: regex(DATE_TIME, '2024-06-03 14:22:08'),
};
/** A price record with its change against the previous one. */
const priceShape = {
  id: integer(NEWS_FIXTURES.prices.removable),
  productCode: like('0101'),
  productName: like('氮肥'),
  qhdm: regex(QHDM, '4301'),
  qhmc: like('长沙市'),
  date: regex('^\\d{4}-\\d{2}-\\d{2}$', '2020-01-13'),
  price: integer(246000),
  unit: like('元/吨'),
  market: like(NEWS_FIXTURES.prices.market),
  prevPrice: integer(240000),
  changePct: number(2.5),
};

const ACF = AGRO_CONTENT_FIXTURES;

/** A call of the 农技方案 / 农技视频 screens: admin session, the agro content fixtures. */
function agroContentCall<E>(c: AdminCall<E>): AppInteraction {
  return { ...adminCall(c), states: [STATES.adminLoggedIn, STATES.agroContentFixtures] };
}
const schemeShape = {
  id: integer(ACF.schemes.draft),
  title: like(ACF.schemes.title),
  cropId: integer(ACF.crop),
  cropName: like('契约农技作物'),
  stage: like('分蘖期'),
  problem: like('稻飞虱'),
  status: integer(0),
  author: like('契约作者'),
  skuCount: integer(0),
  attachmentCount: integer(0),
  updateTime: regex(DATE_TIME, '2024-05-20 14:30:00'),
};
const videoShape = {
  id: integer(ACF.videos.kept),
  title: like(ACF.videos.title),
  cropId: integer(ACF.crop),
  cropName: like('契约农技作物'),
  category: like('01'),
  fileId: regex('^v[A-Za-z0-9]+$', ACF.media.video),
  fileName: like('契约测试.webm'),
  contentType: regex('^video/(mp4|webm)$', 'video/webm'),
  size: integer(64),
  coverId: regex('^c[A-Za-z0-9]+$', ACF.media.cover),
  durationSec: integer(4),
  description: like('契约测试简介'),
  viewCount: integer(12),
  createTime: regex(DATE_TIME, '2024-05-20 14:30:00'),
};
/** A WebM's first bytes (its EBML header) and some padding. */
const PACT_WEBM_BASE64 = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3]),
  Buffer.alloc(60, 0x42),
]).toString('base64');

/** A call of the information-publishing screens: admin session, news fixtures. */
function newsCall<E>(c: AdminCall<E>): AppInteraction {
  return { ...adminCall(c), states: [STATES.adminLoggedIn, STATES.newsFixtures] };
}

const PF = PLOT_FIXTURES;
const PLOT_RING: [number, number][] = [
  [112.7, 28.4],
  [112.701, 28.4],
  [112.701, 28.4012],
  [112.7, 28.4012],
  [112.7, 28.4],
];
/** The same size as plot 9801, 0.002° east of it (no overlap). */
const NEW_PLOT_RING: [number, number][][] = [PLOT_RING.map(([x, y]) => [x + 0.002, y] as [number, number])];
const BOW_TIE: [number, number][][] = [
  [
    [112.71, 28.4],
    [112.711, 28.401],
    [112.711, 28.4],
    [112.71, 28.401],
    [112.71, 28.4],
  ],
];
const plotGeometry = { type: like('Polygon'), coordinates: like([PLOT_RING]) };
const plotShape = {
  id: integer(PF.plot),
  name: like(PF.name),
  ownerType: integer(2),
  customerId: nullValue(),
  ownerName: like(PF.owner),
  cropId: nullValue(),
  cropName: nullValue(),
  areaM2: number(13062.1),
  areaMu: number(19.6),
  qhdm: like('430112'),
  qhmc: like('湖南省长沙市望城区'),
  bbox: like([112.7, 28.4, 112.701, 28.4012]),
  geometry: plotGeometry,
  remark: like(''),
  createTime: regex(DATE_TIME, '2024-05-20 14:30:00'),
  updateTime: regex(DATE_TIME, '2024-05-20 14:30:00'),
};

/** A call of 地块列表: admin session, plot 9801. */
function plotCall<E>(c: AdminCall<E>): AppInteraction {
  return { ...adminCall(c), states: [STATES.adminLoggedIn, STATES.plotFixtures] };
}

const CRF = CROP_FIXTURES;
const DATE = '^\\d{4}-\\d{2}-\\d{2}$';
const cropShape = {
  id: integer(CRF.crops.kept),
  name: like('契约测试作物'),
  family: like('契约科'),
  category: like('粮食作物'),
  image: nullValue(),
  maturityDays: integer(100),
  description: like('契约测试'),
  sort: integer(97),
  varietyCount: integer(2),
  stageCount: integer(3),
  programmeCount: integer(2),
  createTime: like('2026-05-10 09:00:00'),
  updateTime: like('2026-05-10 09:00:00'),
};
const varietyShape = {
  id: integer(CRF.varieties.kept),
  cropId: integer(CRF.crops.kept),
  cropName: like('契约测试作物'),
  name: like('契约测试品种'),
  supplierId: nullValue(),
  supplierName: nullValue(),
  registrationNo: like('国审稻20979701'),
  maturityDays: integer(100),
  yieldPerMu: integer(500),
  densityPerMu: integer(16000),
  traits: like('契约测试'),
  programmeCount: integer(2),
  createTime: like('2026-05-10 09:00:00'),
  updateTime: like('2026-05-10 09:00:00'),
};
const stageShape = {
  id: integer(CRF.stages.sow),
  cropId: integer(CRF.crops.kept),
  sort: integer(1),
  name: like('契约播种期'),
  dayOffset: integer(0),
  durationDays: integer(10),
  practices: like('契约农事'),
  inputs: [],
};
const programmeShape = {
  id: integer(CRF.programmes.kept),
  name: like('契约测试方案'),
  plotId: nullValue(),
  plotName: nullValue(),
  cropId: integer(CRF.crops.kept),
  cropName: like('契约测试作物'),
  varietyId: integer(CRF.varieties.kept),
  varietyName: like('契约测试品种'),
  sowingDate: regex(DATE, '2026-03-01'),
  status: integer(0),
  remark: like(''),
  stageCount: integer(3),
  plannedEnd: regex(DATE, '2026-06-06'),
  createTime: like('2026-05-10 09:00:00'),
  updateTime: like('2026-05-10 09:00:00'),
};

/** A call of the crop screens: admin session, the crop fixtures. */
function cropCall<E>(c: AdminCall<E>): AppInteraction {
  return { ...adminCall(c), states: [STATES.adminLoggedIn, STATES.cropFixtures] };
}

const NTF = NOTICE_FIXTURES;
const noticeRowShape = {
  id: integer(NTF.published),
  title: like(NTF.title),
  noticeType: integer(1),
  status: integer(1),
  pinned: boolean(false),
  publishTime: regex(DATE_TIME, '2024-06-03 09:00:00'),
  creatorName: like('系统管理员'),
  audienceCount: integer(12),
  readCount: integer(0),
  updateTime: regex(DATE_TIME, '2024-06-03 09:00:00'),
};
const inboxShape = {
  id: integer(NTF.published),
  title: like(NTF.title),
  noticeType: integer(1),
  pinned: boolean(false),
  publishTime: regex(DATE_TIME, '2024-06-03 09:00:00'),
  creatorName: like('系统管理员'),
  read: boolean(false),
};

/** A call of the notices screen: admin session, notice fixtures. */
function noticeCall<E>(c: AdminCall<E>): AppInteraction {
  return { ...adminCall(c), states: [STATES.adminLoggedIn, STATES.noticeFixtures] };
}

const ODF = OFFICIAL_DOC_FIXTURES;
const officialDocRowShape = {
  id: integer(ODF.draft),
  title: like(ODF.title),
  docNo: like(`${ODF.orgCode}〔2026〕1号`),
  secrecy: integer(0),
  urgency: integer(0),
  status: integer(0),
  printDate: nullValue(),
  creatorName: like('系统管理员'),
  updateTime: regex(DATE_TIME, '2026-03-02 09:00:00'),
};

/** A call of the 公文管理 screen: admin session, the official document fixtures. */
function officialDocCall<E>(c: AdminCall<E>): AppInteraction {
  return { ...adminCall(c), states: [STATES.adminLoggedIn, STATES.officialDocFixtures] };
}

const ARF = APPROVAL_RUNTIME_FIXTURES;
const ARF_SUMMARY = `用品名称：${ARF.pending.item}；申领数量：2`;
/** A request row of 我发起的 / 工作台 (request 9851, 审批中 unless overridden). */
const requestRowShape = (over: Record<string, unknown> = {}) => ({
  id: integer(ARF.pending.requestId),
  approvalId: integer(ARF.flow.id),
  version: integer(1),
  flowName: like(ARF.flow.name),
  flowGroup: like(ARF.flow.flowGroup),
  summary: like(ARF_SUMMARY),
  initiatorName: like(ADMIN.realName),
  status: integer(1),
  currentNode: like('契约审批'),
  createTime: regex(DATE_TIME, '2024-06-03 09:12:45'),
  finishTime: nullValue(),
  canWithdraw: boolean(true),
  ...over,
});
// The runtime's form items and values are allOf-composed in the spec; swagger-mock-validator,
// which allows no additional response properties, rejects `formOperate` and the fields of
// `formValues` there, so the pacts leave them to the spec.
const runtimeFormItemShape = {
  formId: integer(1),
  label: like('用品名称'),
  tag: like('el-input'),
  tagIcon: like('input'),
  vModel: regex('^field\\d+$', 'field1'),
  required: boolean(true),
};
const taskRowShape = {
  taskId: integer(ARF.pending.taskId),
  requestId: integer(ARF.pending.requestId),
  flowName: like(ARF.flow.name),
  summary: like(ARF_SUMMARY),
  initiatorName: like(ADMIN.realName),
  createTime: regex(DATE_TIME, '2024-06-03 09:12:45'),
  nodeTitle: like('契约审批'),
  arriveTime: regex(DATE_TIME, '2024-06-03 09:12:45'),
};

/** A call of 工作台 / 待办 / 已办 / 我发起的 / 抄送我的: admin session, approval runtime fixtures. */
function approvalRuntimeCall<E>(c: AdminCall<E>): AppInteraction {
  return { ...adminCall(c), states: [STATES.adminLoggedIn, STATES.approvalRuntimeFixtures] };
}

const CF = CATALOG_FIXTURES;
const supplierShape = {
  id: integer(CF.suppliers.pending),
  name: like('契约待审供应商'),
  creditCode: regex('^[0-9A-HJ-NP-RTUW-Y]{18}$', '91430104MA4PACT02Y'),
  enterpriseType: like('2'),
  contactName: like('契约联系人'),
  contactPhone: like('13900009901'),
  qhdm: like('430104'),
  qhmc: like('岳麓区'),
  address: like('麓谷大道 1 号'),
  licenceExpiry: regex('^\\d{4}-\\d{2}-\\d{2}$', '2027-12-29'),
  licenceState: regex('^(none|valid|expiring|expired)$', 'valid'),
  status: integer(0),
  createTime: like('2026-05-10 09:00:00'),
};
const brandShape = {
  id: integer(CF.brands.kept),
  name: like('契约测试品牌'),
  sort: integer(99),
  status: integer(1),
  description: like('契约测试'),
  skuCount: integer(1),
};
const skuShape = {
  id: integer(CF.skus.kept),
  name: like('契约样品复合肥'),
  categoryCode: like('0102'),
  categoryName: like('复合肥'),
  brandName: like('契约测试品牌'),
  supplierName: like('契约通过供应商'),
  registrationNo: like('湘农肥（2021）准字 9901号'),
  specCount: integer(1),
  minPriceCents: integer(16800),
  status: integer(1),
};
const setmealShape = {
  id: integer(CF.setmeals.kept),
  name: like('契约测试套餐'),
  priceCents: integer(30000),
  status: integer(1),
  itemsTotalCents: integer(33600),
  savingCents: integer(3600),
  itemCount: integer(1),
  disabledCount: integer(0),
};
const savedId = (id: number) => ({ id: integer(id) });

/**
 * The HTTP status of a refusal for lack of a right: the sandbox signals it with body code 403 on
 * an HTTP 200 envelope (SPEC §8: a body code 403 ends the web app's session, whatever the status).
 */
const FORBIDDEN_STATUS = 200;

/**
 * A call the server must refuse: an operation the caller has no right to (body code 403), or a
 * record outside the caller's reach (HTTP 404, the same answer as an unknown id). Nothing the
 * answer carries besides the code and the message is relied on.
 */
function refusedCall<E>(c: {
  operationId: AppCall;
  description: string;
  states: readonly ProviderStateInfo[];
  path: string;
  body: unknown;
  status: number;
  code: number;
  msg: string;
  call(api: PlatformClient): Promise<FetchResult<E>>;
}): AppInteraction {
  return {
    operationId: c.operationId,
    description: c.description,
    states: c.states,
    authenticated: true,
    request: { method: 'POST', path: c.path, headers: authed(JSON_REQUEST), body: c.body },
    response: {
      status: c.status,
      headers: JSON_RESPONSE,
      body: { code: equal(c.code), msg: like(c.msg) },
    },
    async run({ api }) {
      const result = await c.call(api);
      expect(() => unwrap(result, successCodes(c.operationId))).toThrow(c.msg);
    },
  };
}

/** A call of the sales and group-purchase screens: admin session, order fixtures. */
function orderCall<E>(c: AdminCall<E>): AppInteraction {
  return { ...adminCall(c), states: [STATES.adminLoggedIn, STATES.orderFixtures] };
}

/** A refused call of those screens (HTTP status = body code, data null). */
function orderRefused<E>(c: {
  operationId: AppCall;
  description: string;
  path: string;
  body: unknown;
  status: number;
  msg: unknown;
  call(api: PlatformClient): Promise<FetchResult<E>>;
  refusal: string;
}): AppInteraction {
  return {
    operationId: c.operationId,
    description: c.description,
    states: [STATES.adminLoggedIn, STATES.orderFixtures],
    authenticated: true,
    request: { method: 'POST', path: c.path, headers: authed(JSON_REQUEST), body: c.body },
    response: { status: c.status, headers: JSON_RESPONSE, body: { code: equal(c.status), msg: c.msg } },
    async run({ api }) {
      const result = await c.call(api);
      expect(() => unwrap(result, successCodes(c.operationId))).toThrow(c.refusal);
    },
  };
}

/** A call of 客户管理 / 上架: admin session, warehousing and customer fixtures. */
function customerCall<E>(c: AdminCall<E>): AppInteraction {
  return {
    ...adminCall(c),
    states: [STATES.adminLoggedIn, STATES.warehousingFixtures, STATES.customerFixtures],
  };
}

const CUF = CUSTOMER_FIXTURES;
/** A customer as the list and the detail show it. */
const customerShape = {
  id: integer(CUF.customer.id),
  name: like(CUF.customer.name),
  type: integer(2),
  contactName: like('契约联系人'),
  phone: like(CUF.customer.phone),
  qhdm: like(CUF.customer.qhdm),
  qhmc: like('湖南省长沙市岳麓区'),
  address: like('麓谷街道 1 号'),
  lon: number(112.88),
  lat: number(28.21),
  crops: eachLike('蔬菜'),
  areaMu: number(120.5),
  level: integer(1),
  source: integer(1),
  ownerId: integer(1),
  ownerName: like('系统管理员'),
  status: integer(1),
  points: integer(300),
  remark: like(''),
  lastFollowupTime: regex(DATE_TIME, '2024-06-03 14:22:08'),
  nextContactDate: like('2099-01-01'),
  due: boolean(false),
  followupCount: integer(1),
  createTime: regex(DATE_TIME, '2024-06-03 14:22:08'),
};
const customerInput = (phone: string) => ({
  name: '岳麓区契约测试家庭农场',
  type: 3,
  contactName: '契约农户',
  phone,
  qhdm: '430104',
  address: '莲花镇 3 组',
  lon: 112.8,
  lat: 28.1,
  crops: ['水稻'],
  areaMu: 80,
  level: 2,
  source: 1,
  ownerId: 1,
  status: 1 as const,
  remark: '',
});
const customerBody = (phone: string) => {
  const v = customerInput(phone);
  return {
    ...v,
    name: like(v.name),
    type: integer(v.type),
    contactName: like(v.contactName),
    phone: like(phone),
    qhdm: like(v.qhdm),
    address: like(v.address),
    lon: number(v.lon),
    lat: number(v.lat),
    crops: eachLike('水稻'),
    areaMu: number(v.areaMu),
    level: integer(v.level),
    source: integer(v.source),
    ownerId: integer(v.ownerId),
    status: integer(v.status),
  };
};
const importRow = (row: number, phone: string) => ({
  row,
  name: `契约导入客户${row}`,
  type: '农户',
  contactName: '导入联系人',
  phone,
  qhdm: '430104',
  crops: '水稻',
  areaMu: '12.5',
  level: '普通客户',
});
const importRowShape = (row: number, phone: string) => {
  const v = importRow(row, phone);
  return {
    row: integer(row),
    name: like(v.name),
    type: like(v.type),
    contactName: like(v.contactName),
    phone: like(phone),
    qhdm: like(v.qhdm),
    crops: like(v.crops),
    areaMu: like(v.areaMu),
    level: like(v.level),
  };
};

const OF = ORDER_FIXTURES;
const orderShape = {
  id: integer(OF.orders.unpaid),
  orderNo: like('DD199901019902'),
  source: integer(1),
  customerId: integer(OF.customers.second),
  customerName: like('张家界李记家庭农场'),
  customerPhone: like('13900009902'),
  receiverName: like('李建国'),
  receiverPhone: like('13900009902'),
  receiverQhdm: like('430181'),
  receiverQhmc: like('湖南省长沙市浏阳市'),
  receiverAddress: like('集里街道 18 号'),
  goodsAmount: integer(25000),
  freightAmount: integer(0),
  adjustAmount: integer(0),
  payAmount: integer(25000),
  refundedAmount: integer(0),
  status: integer(0),
  itemCount: integer(1),
  itemSummary: like('契约测试尿素 50kg/袋'),
  createTime: regex(DATE_TIME, '2026-05-10 09:00:00'),
};
const demandShape = {
  id: integer(OF.demand),
  customerId: integer(OF.customers.first),
  customerName: like('浏阳市金穗种植合作社'),
  customerPhone: like('13900009901'),
  crop: like('水稻'),
  areaMu: like('300.00'),
  categoryCode: like('0101'),
  categoryName: like('氮肥'),
  quantity: like('40.00'),
  unit: like('袋'),
  wantedDate: regex('^\\d{4}-\\d{2}-\\d{2}$', '2026-06-01'),
  qhdm: like('430181'),
  qhmc: like('湖南省长沙市浏阳市'),
  createTime: regex(DATE_TIME, '2026-05-10 09:00:00'),
};
const offerShape = {
  id: integer(OF.offer),
  title: like('契约测试尿素春耕团'),
  skuId: integer(OF.spec.id),
  setmealId: nullValue(),
  itemName: like('契约测试尿素 50kg/袋'),
  basePrice: integer(12500),
  tiers: eachLike({ participants: integer(2), unitPrice: integer(11800) }),
  minParticipants: integer(2),
  deadline: regex(DATE_TIME, '2026-06-09 09:00:00'),
  status: integer(0),
  participants: integer(0),
  currentPrice: integer(12500),
  dealPrice: nullValue(),
  settleTime: nullValue(),
  demandCount: integer(0),
  creatorName: like('系统管理员'),
  createTime: regex(DATE_TIME, '2026-05-10 09:00:00'),
};

const W = WMS_FIXTURES;
const DAY = '^\\d{4}-\\d{2}-\\d{2}$';
const warehouseShape = {
  id: integer(W.warehouse.id),
  name: like(W.warehouse.name),
  code: like(W.warehouse.code),
  type: integer(1),
  qhdm: like('430104'),
  qhmc: like('岳麓区'),
  address: like('麓谷大道 1 号'),
  managerId: integer(1),
  managerName: like('系统管理员'),
  capacity: integer(1000),
  status: integer(1),
  zoneCount: integer(1),
  locationCount: integer(1),
  stockQuantity: integer(100),
  createTime: like('2026-05-10 09:00:00'),
};
const docLineShape = {
  lineNo: integer(1),
  skuId: integer(W.sku.id),
  skuName: like(W.sku.name),
  spec: like(W.sku.spec),
  unit: like('袋'),
  batchNo: like(W.batch),
  quantity: integer(100),
  unitPrice: integer(12000),
  amount: integer(1200000),
};
const docShape = {
  id: integer(W.docs.approved),
  docNo: regex('^(RK|CK)\\d{12}$', 'RK199901019801'),
  direction: regex('^(in|out)$', 'in'),
  warehouseId: integer(W.warehouse.id),
  warehouseName: like(W.warehouse.name),
  bizType: integer(1),
  docDate: regex(DAY, '2026-05-10'),
  status: integer(2),
  totalQuantity: integer(100),
  totalAmount: integer(1200000),
  creatorName: like('系统管理员'),
  createTime: like('2026-05-10 09:00:00'),
  lines: eachLike(docLineShape),
};

const FLOW = { id: 9601, name: '契约测试流程', formKey: 'form_pact', processKey: 'process_pact' } as const;
const FORM_ITEM = {
  formId: integer(1),
  vModel: like('field1'),
  cmpType: like('custom'),
  tag: like('fc-amount'),
  tagIcon: like('amount'),
  label: like('采购金额'),
  required: boolean(true),
};
const flowShape = {
  id: integer(FLOW.id),
  name: like(FLOW.name),
  formKey: like(FLOW.formKey),
  processKey: like(FLOW.processKey),
  status: integer(0),
  version: integer(0),
  formItemList: eachLike(FORM_ITEM),
  processConditions: like([]),
  createTime: regex('^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$', '2024-06-03 09:12:45'),
  updateTime: regex('^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$', '2024-06-03 09:12:45'),
  creator: like('系统管理员'),
};
const NEW_FORM_ITEM = {
  formId: 1,
  vModel: 'field1',
  cmpType: 'custom',
  tag: 'fc-amount',
  tagIcon: 'amount',
  label: '采购金额',
  layout: 'colFormItem',
  required: true,
  proCondition: true,
  span: 24,
  showChinese: true,
} as const;

/**
 * The list exports the app calls (导出 on a list): the list's own filter body, answered with the
 * workbook. Only the status and the content type are relied on (the rows are the provider's).
 */
const EXPORTS: readonly { operationId: AppCall; path: string; body: Record<string, unknown> }[] = [
  {
    operationId: 'userManageExport',
    path: '/api/v1/user/manage/export',
    body: { realName: '王', enterpriseNumber: 'E430000001', page: 1, pageSize: 10 },
  },
  {
    operationId: 'logExport',
    path: '/api/v1/log/export',
    body: { loginname: 'zhang', startDate: '2024-06-01', endDate: '2024-06-07', page: 1, pageSize: 10 },
  },
  {
    operationId: 'newsExport',
    path: '/api/v1/news/export',
    body: { channel: 'agroNews', title: '春耕', page: 1, pageSize: 10 },
  },
  {
    operationId: 'priceExport',
    path: '/api/v1/price/export',
    body: { productCode: '0101', qhdm: '4301', page: 1, pageSize: 10 },
  },
  { operationId: 'noticeExport', path: '/api/v1/notice/export', body: { page: 1, pageSize: 10 } },
  { operationId: 'officialDocExport', path: '/api/v1/officialDoc/export', body: { page: 1, pageSize: 10 } },
  {
    operationId: 'agroSchemeExport',
    path: '/api/v1/agro/scheme/export',
    body: { title: '稻飞虱', page: 1, pageSize: 10 },
  },
  { operationId: 'agroVideoExport', path: '/api/v1/agro/video/export', body: { page: 1, pageSize: 10 } },
  {
    operationId: 'agroCropExport',
    path: '/api/v1/agro/crop/export',
    body: { name: '稻', page: 1, pageSize: 10 },
  },
  {
    operationId: 'agroVarietyExport',
    path: '/api/v1/agro/variety/export',
    body: { cropId: 1, page: 1, pageSize: 10 },
  },
  {
    operationId: 'agroProgrammeExport',
    path: '/api/v1/agro/programme/export',
    body: { page: 1, pageSize: 10 },
  },
  {
    operationId: 'supplierExport',
    path: '/api/v1/web/sp/supplier/export',
    body: { name: '农资', status: 1, page: 1, pageSize: 10 },
  },
  {
    operationId: 'brandExport',
    path: '/api/v1/web/sp/brand/export',
    body: { name: '先正达', page: 1, pageSize: 10 },
  },
  {
    operationId: 'skuExport',
    path: '/api/v1/web/sp/sku/export',
    body: { categoryCode: '02', page: 1, pageSize: 10 },
  },
  { operationId: 'setmealExport', path: '/api/v1/web/sp/setmeal/export', body: { page: 1, pageSize: 10 } },
  {
    operationId: 'warehouseExport',
    path: '/api/v1/web/wms/warehouse/export',
    body: { name: '长沙', page: 1, pageSize: 10 },
  },
  {
    operationId: 'stockDocExport',
    path: '/api/v1/web/wms/doc/export',
    body: { direction: 'in', statuses: [1], page: 1, pageSize: 10 },
  },
  {
    operationId: 'stockExport',
    path: '/api/v1/web/wms/stock/export',
    body: { warehouseId: 1, page: 1, pageSize: 10 },
  },
  {
    operationId: 'warehouseMapExport',
    path: '/api/v1/web/wms/warehouse/map/export',
    body: { types: [2, 3], qhdm: '4301' },
  },
  {
    operationId: 'stockTransferExport',
    path: '/api/v1/web/wms/transfer/export',
    body: { page: 1, pageSize: 10 },
  },
  {
    operationId: 'orderExport',
    path: '/api/v1/web/sp/order/export',
    body: { status: 1, page: 1, pageSize: 10 },
  },
  {
    operationId: 'shipmentExport',
    path: '/api/v1/web/sp/order/shipment/export',
    body: { status: 1, page: 1, pageSize: 10 },
  },
  {
    operationId: 'orderRecordExport',
    path: '/api/v1/web/sp/order/record/export',
    body: { source: 1, page: 1, pageSize: 10 },
  },
  {
    operationId: 'returnExport',
    path: '/api/v1/web/sp/return/export',
    body: { status: 0, page: 1, pageSize: 10 },
  },
  { operationId: 'demandExport', path: '/api/v1/web/fx/demand/export', body: { page: 1, pageSize: 10 } },
  { operationId: 'offerExport', path: '/api/v1/web/fx/offer/export', body: { page: 1, pageSize: 10 } },
  {
    operationId: 'customerExport',
    path: '/api/v1/web/crm/customer/export',
    body: { name: '合作社', qhdm: '4301', page: 1, pageSize: 10 },
  },
  {
    operationId: 'saleItemExport',
    path: '/api/v1/web/sale/item/export',
    body: { kind: 'sku', tab: 'onSale', page: 1, pageSize: 10 },
  },
  {
    operationId: 'massifExport',
    path: '/massif/export',
    body: { name: '水稻', qhdm: '4301', page: 1, pageSize: 10 },
  },
];

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function exportInteraction(e: (typeof EXPORTS)[number]): AppInteraction {
  return {
    operationId: e.operationId,
    description: `an export of every row of the list filtered by ${JSON.stringify(e.body)} (${e.operationId})`,
    states: [STATES.adminLoggedIn],
    authenticated: true,
    request: { method: 'POST', path: e.path, headers: authed(JSON_REQUEST), body: e.body },
    response: {
      status: 200,
      headers: { 'Content-Type': regex(`^${XLSX_TYPE.replaceAll('.', '\\.')}$`, XLSX_TYPE) },
      body: undefined,
    },
    async run({ api }) {
      const client = api[serverOf(e.operationId)] as Parameters<typeof postFile>[0];
      const file = await postFile(client, e.path as never, { body: e.body } as never);
      expect(file.contentType).toBe(XLSX_TYPE);
    },
  };
}

export const INTERACTIONS: readonly AppInteraction[] = [
  ...EXPORTS.map(exportInteraction),
  // ── account ────────────────────────────────────────────────────────────────────────────────
  {
    operationId: 'login',
    description: 'a login with the right user name and password',
    states: [STATES.adminExists],
    authenticated: false,
    request: {
      method: 'POST',
      path: '/api/auth/login',
      headers: { ...SDK_HEADERS, ...JSON_REQUEST },
      body: { username: like(ADMIN.username), password: like(ADMIN.password) },
    },
    response: {
      status: 200,
      headers: JSON_RESPONSE,
      body: envelope(
        {
          token: regex('^\\S+$', PACT_SESSION_TOKEN),
          zt_token: like('6f1c2a7e9b3d4f5a8c0e1b2d3f4a5c6e'),
          user_id: integer(1),
          user_name: like(ADMIN.username),
          real_name: like(ADMIN.realName),
          curLabel: like(ADMIN.realName),
        },
        '登录成功',
      ),
    },
    async run({ api }) {
      const data = unwrap(
        await api.account.POST('/api/auth/login', {
          body: { username: ADMIN.username, password: ADMIN.password },
        }),
        successCodes('login'),
      );
      expect(data?.token).toBe(PACT_SESSION_TOKEN);
      expect(data?.user_name).toBe(ADMIN.username);
    },
  },
  {
    operationId: 'login',
    description: 'a login with a wrong password',
    states: [STATES.adminExists],
    authenticated: false,
    request: {
      method: 'POST',
      path: '/api/auth/login',
      headers: { ...SDK_HEADERS, ...JSON_REQUEST },
      body: { username: like(ADMIN.username), password: like('wrong-password') },
    },
    response: {
      status: 200,
      headers: JSON_RESPONSE,
      body: { code: equal(1001), msg: like('用户名或密码错误'), data: nullValue() },
    },
    async run({ api }) {
      const result = await api.account.POST('/api/auth/login', {
        body: { username: ADMIN.username, password: 'wrong-password' },
      });
      // The login page shows the server's message.
      expect(() => unwrap(result, successCodes('login'))).toThrow('用户名或密码错误');
    },
  },
  {
    operationId: 'logout',
    description: '退出登录 ending the session on the server',
    states: [STATES.adminLoggedIn],
    authenticated: true,
    request: { method: 'POST', path: '/api/auth/logout', headers: authed() },
    response: {
      status: 200,
      headers: JSON_RESPONSE,
      body: envelope(nullValue(), '已退出登录'),
    },
    async run({ api }) {
      unwrap(await api.account.POST('/api/auth/logout'), successCodes('logout'));
    },
  },
  {
    operationId: 'menuTreeList',
    description: 'a request for the menu tree of the logged-in user',
    states: [STATES.adminLoggedIn],
    authenticated: true,
    request: { method: 'POST', path: '/api/v1/menu/tree/list', headers: authed(JSON_REQUEST), body: {} },
    response: {
      status: 200,
      headers: JSON_RESPONSE,
      body: envelope(
        {
          // Systems without pages (the cockpits) have an empty menuVoList, so the tree is pinned
          // down by the entry the administrator always has: 运营支撑系统 with its groups.
          list: arrayContaining({
            id: integer(1),
            name: like('运营支撑系统'),
            menuUrl: equal('/yxzcxt'),
            type: integer(1),
            menuVoList: eachLike({
              id: integer(11),
              name: like('系统管理'),
              menuUrl: like('/yxzcxt/index'),
              type: integer(1),
              menuVoList: like([]),
            }),
          }),
        },
        '查询成功',
      ),
    },
    async run({ api }) {
      const data = unwrap(
        await api.account.POST('/api/v1/menu/tree/list', { body: {} }),
        successCodes('menuTreeList'),
      );
      const support = data?.list.find((entry) => entry.menuUrl === '/yxzcxt');
      expect(support?.menuVoList[0]?.menuUrl).toBe('/yxzcxt/index');
    },
  },
  // ── account: operation-support screens ─────────────────────────────────────────────────────
  adminCall({
    operationId: 'enterpriseDeptList',
    description: 'a request for the whole department tree',
    method: 'GET',
    path: '/api/v1/enterprise/dept/list',
    data: { list: eachLike(departmentNode) },
    call: (api) => api.account.GET('/api/v1/enterprise/dept/list'),
    check: (data) => expect(data.list[0]?.children).toBeDefined(),
  }),
  adminCall({
    operationId: 'enterpriseDeptTree',
    description: "a request for the department tree of the user's enterprise",
    method: 'POST',
    path: '/api/v1/enterprise/dept/tree',
    body: { status: 1 },
    data: { list: eachLike(departmentNode) },
    call: (api) => api.account.POST('/api/v1/enterprise/dept/tree', { body: { status: 1 } }),
    check: (data) => expect(data.list[0]?.enterpriseNumber).toBe(F.department.enterpriseNumber),
  }),
  adminCall({
    operationId: 'enterpriseDeptSave',
    description: 'a new sub-department with a leader chosen from the staff',
    method: 'POST',
    path: '/api/v1/enterprise/dept/save',
    body: {
      name: like(F.newDepartment),
      parentId: integer(F.department.id),
      enterpriseNumber: like(F.department.enterpriseNumber),
      sort: integer(1),
      leaderUserId: integer(F.user.id),
      status: integer(1),
    },
    data: { id: integer(9102), number: like('PACT910101') },
    msg: '新增成功',
    call: (api) =>
      api.account.POST('/api/v1/enterprise/dept/save', {
        body: {
          name: F.newDepartment,
          parentId: F.department.id,
          enterpriseNumber: F.department.enterpriseNumber,
          sort: 1,
          leaderUserId: F.user.id,
          status: 1,
        },
      }),
    check: (data) => expect(data.id).toBeGreaterThan(0),
  }),
  adminCall({
    operationId: 'enterpriseDeptDetail',
    description: 'a request for the details of department 9101',
    method: 'GET',
    path: '/api/v1/enterprise/dept/detail',
    query: { id: like(String(F.department.id)) },
    data: {
      id: integer(F.department.id),
      name: like(F.department.name),
      number: like('PACT9101'),
      parentId: integer(F.department.parentId),
      enterpriseNumber: like(F.department.enterpriseNumber),
      sort: integer(99),
      status: integer(1),
      userCount: integer(0),
    },
    call: (api) =>
      api.account.GET('/api/v1/enterprise/dept/detail', { params: { query: { id: F.department.id } } }),
    check: (data) => expect(data.name).toBe(F.department.name),
  }),
  adminCall({
    operationId: 'enterpriseDeptUpdate',
    description: 'a rename of department 9101 with a new order and status',
    method: 'POST',
    path: '/api/v1/enterprise/dept/update',
    body: {
      id: integer(F.department.id),
      name: like('契约测试部（改）'),
      sort: integer(5),
      status: integer(0),
    },
    data: nullValue(),
    msg: '修改成功',
    call: (api) =>
      api.account.POST('/api/v1/enterprise/dept/update', {
        body: { id: F.department.id, name: '契约测试部（改）', sort: 5, status: 0 },
      }),
  }),
  adminCall({
    operationId: 'enterpriseDeptDelete',
    description: 'a deletion of department 9101 (no sub-departments, no staff)',
    method: 'DELETE',
    path: '/api/v1/enterprise/dept/delete',
    query: { id: like(String(F.department.id)) },
    data: nullValue(),
    msg: '删除成功',
    call: (api) =>
      api.account.DELETE('/api/v1/enterprise/dept/delete', { params: { query: { id: F.department.id } } }),
  }),
  {
    operationId: 'enterpriseDeptDelete',
    description: 'a deletion of department 101, which has sub-departments',
    states: [STATES.adminLoggedIn, STATES.accountFixtures],
    authenticated: true,
    request: {
      method: 'DELETE',
      path: '/api/v1/enterprise/dept/delete',
      query: { id: like('101') },
      headers: authed(),
    },
    response: {
      status: 200,
      headers: JSON_RESPONSE,
      body: { code: equal(1003), msg: equal('该部门下存在下级部门或人员，不能删除'), data: nullValue() },
    },
    async run({ api }) {
      const result = await api.account.DELETE('/api/v1/enterprise/dept/delete', {
        params: { query: { id: 101 } },
      });
      // The screen shows the server's message.
      expect(() => unwrap(result, successCodes('enterpriseDeptDelete'))).toThrow(
        '该部门下存在下级部门或人员，不能删除',
      );
    },
  },
  adminCall({
    operationId: 'enterpriseDeptSort',
    description: 'a drag re-order putting department 9101 first under 101',
    method: 'POST',
    path: '/api/v1/enterprise/dept/sort',
    body: { parentId: integer(F.department.parentId), ids: eachLike(integer(F.department.id)) },
    data: nullValue(),
    msg: '排序已保存',
    call: (api) =>
      api.account.POST('/api/v1/enterprise/dept/sort', {
        body: { parentId: F.department.parentId, ids: [F.department.id] },
      }),
  }),
  adminCall({
    operationId: 'listZnfWebUser',
    description: 'a page of users filtered by keyword and status',
    method: 'POST',
    path: '/api/v1/user/znf/web/list',
    body: { keyword: like('契约'), status: integer(1), page: integer(1), pageSize: integer(10) },
    data: { records: eachLike(userShape), total: integer(1) },
    call: (api) =>
      api.account.POST('/api/v1/user/znf/web/list', {
        body: { keyword: '契约', status: 1, page: 1, pageSize: 10 },
      }),
    check: (data) => expect(data.total).toBeGreaterThan(0),
  }),
  adminCall({
    operationId: 'listManageUser',
    description: 'a page of users filtered by name, phone, status and department subtree',
    method: 'POST',
    path: '/api/v1/user/manage/list',
    body: {
      realName: like('契约'),
      phone: like('139000'),
      status: integer(1),
      departmentId: integer(F.user.departmentId),
      page: integer(1),
      pageSize: integer(10),
    },
    data: { records: eachLike(userShape), total: integer(1) },
    call: (api) =>
      api.account.POST('/api/v1/user/manage/list', {
        body: {
          realName: '契约',
          phone: '139000',
          status: 1,
          departmentId: F.user.departmentId,
          page: 1,
          pageSize: 10,
        },
      }),
    check: (data) => expect(data.records[0]?.realName).toContain('契约'),
  }),
  adminCall({
    operationId: 'registerUser',
    description: 'a new user with department and role',
    method: 'POST',
    path: '/api/v1/user/register',
    body: {
      userName: like(F.newUser.userName),
      password: like('Pact@2024'),
      realName: like('契约新用户'),
      phone: like(F.newUser.phone),
      departmentId: integer(F.user.departmentId),
      roleIds: eachLike(integer(2)),
    },
    data: { userId: integer(9202) },
    msg: '新增成功',
    call: (api) =>
      api.account.POST('/api/v1/user/register', {
        body: {
          userName: F.newUser.userName,
          password: 'Pact@2024',
          realName: '契约新用户',
          phone: F.newUser.phone,
          departmentId: F.user.departmentId,
          roleIds: [2],
        },
      }),
    check: (data) => expect(data.userId).toBeGreaterThan(0),
  }),
  adminCall({
    operationId: 'updateUserBase',
    description: "an edit of user 9201's name, department and roles",
    method: 'POST',
    path: '/api/v1/user/update/base',
    body: {
      userId: integer(F.user.id),
      realName: like('契约测试员二'),
      departmentId: integer(F.user.departmentId),
      roleIds: eachLike(integer(2)),
    },
    data: nullValue(),
    msg: '修改成功',
    call: (api) =>
      api.account.POST('/api/v1/user/update/base', {
        body: {
          userId: F.user.id,
          realName: '契约测试员二',
          departmentId: F.user.departmentId,
          roleIds: [2],
        },
      }),
  }),
  adminCall({
    operationId: 'accountDeleteUser',
    description: 'a deletion of user 9201',
    method: 'DELETE',
    path: '/api/v1/user/delete',
    query: { id: like(String(F.user.id)) },
    data: nullValue(),
    msg: '删除成功',
    call: (api) => api.account.DELETE('/api/v1/user/delete', { params: { query: { id: F.user.id } } }),
  }),
  adminCall({
    operationId: 'getUserDetailById',
    description: 'a request for the details of user 9201',
    method: 'GET',
    path: '/api/v1/user/detail/id',
    query: { id: like(String(F.user.id)) },
    data: userShape,
    call: (api) => api.account.GET('/api/v1/user/detail/id', { params: { query: { id: F.user.id } } }),
    check: (data) => expect(data.userName).toBe(F.user.userName),
  }),
  adminCall({
    operationId: 'userStatus',
    description: 'disabling user 9201',
    method: 'POST',
    path: '/api/v1/user/status',
    body: { id: integer(F.user.id), status: integer(0) },
    data: nullValue(),
    msg: '状态已更新',
    call: (api) => api.account.POST('/api/v1/user/status', { body: { id: F.user.id, status: 0 } }),
  }),
  adminCall({
    operationId: 'userCheckUnique',
    description: 'a check whether an account name and a phone are free',
    method: 'POST',
    path: '/api/v1/user/check',
    body: { userName: like(F.user.userName), phone: like(F.user.phone) },
    data: { userNameTaken: boolean(true), phoneTaken: boolean(true) },
    call: (api) =>
      api.account.POST('/api/v1/user/check', { body: { userName: F.user.userName, phone: F.user.phone } }),
    check: (data) => expect(data.userNameTaken).toBe(true),
  }),
  adminCall({
    operationId: 'usermanageQueryGroup',
    description: 'a request for the functional groups of organisation M430000001',
    method: 'POST',
    path: '/api/v2/usermanage/queryGroup',
    body: { manageNumber: like(F.group.manageNumber), queryType: equal(2), parentId: equal(-1) },
    data: { groups: eachLike(groupShape) },
    call: (api) =>
      api.account.POST('/api/v2/usermanage/queryGroup', {
        body: { manageNumber: F.group.manageNumber, queryType: 2, parentId: -1 },
      }),
    check: (data) => expect(data.groups.length).toBeGreaterThan(0),
  }),
  adminCall({
    operationId: 'usermanageAddGroup',
    description: 'a new functional group with a role',
    method: 'POST',
    path: '/api/v2/usermanage/addGroup',
    body: { manageNumber: like(F.group.manageNumber), groupName: like(F.newGroup), roleId: integer(2) },
    data: { id: integer(9302) },
    msg: '新增成功',
    call: (api) =>
      api.account.POST('/api/v2/usermanage/addGroup', {
        body: { manageNumber: F.group.manageNumber, groupName: F.newGroup, roleId: 2 },
      }),
    check: (data) => expect(data.id).toBeGreaterThan(0),
  }),
  adminCall({
    operationId: 'usermanageUpdateGroup',
    description: 'a rename of functional group 9301',
    method: 'POST',
    path: '/api/v2/usermanage/updateGroup',
    body: { id: integer(F.group.id), groupName: like('契约测试组（改）'), roleId: integer(2) },
    data: nullValue(),
    msg: '修改成功',
    call: (api) =>
      api.account.POST('/api/v2/usermanage/updateGroup', {
        body: { id: F.group.id, groupName: '契约测试组（改）', roleId: 2 },
      }),
  }),
  adminCall({
    operationId: 'usermanageRemoveGroup',
    description: 'a deletion of functional group 9301',
    method: 'POST',
    path: '/api/v2/usermanage/removeGroup',
    body: { id: integer(F.group.id) },
    data: nullValue(),
    msg: '删除成功',
    call: (api) => api.account.POST('/api/v2/usermanage/removeGroup', { body: { id: F.group.id } }),
  }),
  adminCall({
    operationId: 'usermanageRemoveGroupUser',
    description: 'removing user 9201 from functional group 9301',
    method: 'POST',
    path: '/api/v2/usermanage/removeGroupUser',
    body: { groupId: integer(F.group.id), userIds: eachLike(integer(F.user.id)) },
    data: nullValue(),
    msg: '删除成功',
    call: (api) =>
      api.account.POST('/api/v2/usermanage/removeGroupUser', {
        body: { groupId: F.group.id, userIds: [F.user.id] },
      }),
  }),
  adminCall({
    operationId: 'usermanageAddGroupUser',
    description: 'adding user 9201 to functional group 9301',
    method: 'POST',
    path: '/api/v2/usermanage/addGroupUser',
    body: { groupId: integer(F.group.id), userIds: eachLike(integer(F.user.id)) },
    data: nullValue(),
    msg: '新增成功',
    call: (api) =>
      api.account.POST('/api/v2/usermanage/addGroupUser', {
        body: { groupId: F.group.id, userIds: [F.user.id] },
      }),
  }),
  adminCall({
    operationId: 'usermanageQueryGroupDetails',
    description: 'a request for functional group 9301 with its members',
    method: 'POST',
    path: '/api/v2/usermanage/queryGroupDetails',
    body: { id: integer(F.group.id) },
    data: {
      ...groupShape,
      users: eachLike({
        userId: integer(F.user.id),
        realName: like(F.user.realName),
        phone: like(F.user.phone),
      }),
    },
    call: (api) => api.account.POST('/api/v2/usermanage/queryGroupDetails', { body: { id: F.group.id } }),
    check: (data) => expect(data.users.map((u) => u.userId)).toContain(F.user.id),
  }),
  adminCall({
    operationId: 'usermanageResetPassword',
    description: "a reset of user 9201's password",
    method: 'POST',
    path: '/api/v2/usermanage/resetPassword',
    body: { userId: integer(F.user.id) },
    data: { password: regex('^\\S{8,20}$', 'Kx7#mPq2Rw9a') },
    msg: '密码已重置',
    call: (api) => api.account.POST('/api/v2/usermanage/resetPassword', { body: { userId: F.user.id } }),
    check: (data) => expect(data.password).toMatch(/^\S{8,20}$/),
  }),
  adminCall({
    operationId: 'usermanageQueryUserByPhone',
    description: 'a lookup of the person with phone 13900009201',
    method: 'POST',
    path: '/api/v2/usermanage/queryUserByPhone',
    body: { phone: like(F.user.phone) },
    data: {
      userId: integer(F.user.id),
      userName: like(F.user.userName),
      realName: like(F.user.realName),
      phone: like(F.user.phone),
    },
    call: (api) => api.account.POST('/api/v2/usermanage/queryUserByPhone', { body: { phone: F.user.phone } }),
    check: (data) => expect(data?.userId).toBe(F.user.id),
  }),
  adminCall({
    operationId: 'rolePage',
    description: 'a page of roles filtered by name and status',
    method: 'POST',
    path: '/api/v1/role/page',
    body: { roleName: like('契约'), status: integer(1), page: integer(1), pageSize: integer(10) },
    data: { records: eachLike(roleShape), total: integer(1) },
    call: (api) =>
      api.account.POST('/api/v1/role/page', { body: { roleName: '契约', status: 1, page: 1, pageSize: 10 } }),
    check: (data) => expect(data.records[0]?.roleCode).toBe(F.role.roleCode),
  }),
  adminCall({
    operationId: 'roleAdd',
    description: 'a new role',
    method: 'POST',
    path: '/api/v1/role/add',
    body: {
      roleName: like(F.newRole.roleName),
      roleCode: like(F.newRole.roleCode),
      status: integer(1),
      remark: like('物联网设备巡检'),
    },
    data: { id: integer(91) },
    msg: '新增成功',
    call: (api) =>
      api.account.POST('/api/v1/role/add', {
        body: {
          roleName: F.newRole.roleName,
          roleCode: F.newRole.roleCode,
          status: 1,
          remark: '物联网设备巡检',
        },
      }),
    check: (data) => expect(data.id).toBeGreaterThan(0),
  }),
  adminCall({
    operationId: 'roleUpdate',
    description: 'an edit of role 90',
    method: 'POST',
    path: '/api/v1/role/update',
    body: { id: integer(F.role.id), roleName: like('契约测试角色（改）'), remark: like('备注') },
    data: nullValue(),
    msg: '修改成功',
    call: (api) =>
      api.account.POST('/api/v1/role/update', {
        body: { id: F.role.id, roleName: '契约测试角色（改）', remark: '备注' },
      }),
  }),
  adminCall({
    operationId: 'roleStatus',
    description: 'disabling role 90',
    method: 'POST',
    path: '/api/v1/role/status',
    body: { id: integer(F.role.id), status: integer(0) },
    data: nullValue(),
    msg: '状态已更新',
    call: (api) => api.account.POST('/api/v1/role/status', { body: { id: F.role.id, status: 0 } }),
  }),
  adminCall({
    operationId: 'roleDelete',
    description: 'a deletion of role 90 (held by no user)',
    method: 'DELETE',
    path: '/api/v1/role/delete',
    query: { id: like(String(F.role.id)) },
    data: nullValue(),
    msg: '删除成功',
    call: (api) => api.account.DELETE('/api/v1/role/delete', { params: { query: { id: F.role.id } } }),
  }),
  {
    operationId: 'roleDelete',
    description: 'a deletion of role 2, which users hold',
    states: [STATES.adminLoggedIn, STATES.accountFixtures],
    authenticated: true,
    request: { method: 'DELETE', path: '/api/v1/role/delete', query: { id: like('2') }, headers: authed() },
    response: {
      status: 200,
      headers: JSON_RESPONSE,
      body: { code: equal(1003), msg: like('该角色已分配给用户，不能删除'), data: nullValue() },
    },
    async run({ api }) {
      const result = await api.account.DELETE('/api/v1/role/delete', { params: { query: { id: 2 } } });
      expect(() => unwrap(result, successCodes('roleDelete'))).toThrow('该角色已分配给用户，不能删除');
    },
  },
  adminCall({
    operationId: 'roleMenuIds',
    description: 'a request for the menus granted to role 2, split into checked and half-checked',
    method: 'GET',
    path: '/api/v1/role/menu/ids',
    query: { roleId: like('2') },
    data: { roleId: integer(2), checkedIds: eachLike(integer(20250)), halfCheckedIds: eachLike(integer(2)) },
    call: (api) => api.account.GET('/api/v1/role/menu/ids', { params: { query: { roleId: 2 } } }),
    check: (data) => expect(data.checkedIds.length).toBeGreaterThan(0),
  }),
  {
    operationId: 'roleMenuAuth',
    description: 'granting role 90 the device screen with its 详情 button and their half-checked parent',
    states: [STATES.adminLoggedIn, STATES.accountFixtures],
    authenticated: true,
    request: {
      method: 'POST',
      path: '/api/v1/role/menu/auth',
      query: {
        roleId: like(String(F.role.id)),
        menuIds: regex('^([1-9][0-9]*(,[1-9][0-9]*)*)?$', '2,202,20250'),
      },
      headers: authed(),
    },
    response: { status: 200, headers: JSON_RESPONSE, body: envelope(nullValue(), '授权成功') },
    async run({ api }) {
      await postQuery(api.account, '/api/v1/role/menu/auth', { roleId: F.role.id, menuIds: [2, 202, 20250] });
    },
  },
  adminCall({
    operationId: 'menuAdminTree',
    description: 'a request for every menu and button',
    method: 'GET',
    path: '/api/v1/menu/tree/all',
    data: { list: eachLike(menuNode) },
    call: (api) => api.account.GET('/api/v1/menu/tree/all'),
    check: (data) => expect(data.list.length).toBeGreaterThan(0),
  }),
  adminCall({
    operationId: 'menuAdd',
    description: 'a new menu page under directory 9001',
    method: 'POST',
    path: '/api/v1/menu/add',
    body: {
      parentId: integer(F.menu.id),
      name: like('契约测试页面'),
      type: integer(1),
      menuUrl: like(F.newMenuUrl),
      icon: like('icon-test'),
      visible: boolean(true),
    },
    data: { id: integer(9002) },
    msg: '新增成功',
    call: (api) =>
      api.account.POST('/api/v1/menu/add', {
        body: {
          parentId: F.menu.id,
          name: '契约测试页面',
          type: 1,
          menuUrl: F.newMenuUrl,
          icon: 'icon-test',
          visible: true,
        },
      }),
    check: (data) => expect(data.id).toBeGreaterThan(0),
  }),
  adminCall({
    operationId: 'menuUpdate',
    description: 'an edit of directory 9001',
    method: 'POST',
    path: '/api/v1/menu/update',
    body: {
      id: integer(F.menu.id),
      name: like('契约测试目录（改）'),
      sort: integer(98),
      visible: boolean(false),
    },
    data: nullValue(),
    msg: '修改成功',
    call: (api) =>
      api.account.POST('/api/v1/menu/update', {
        body: { id: F.menu.id, name: '契约测试目录（改）', sort: 98, visible: false },
      }),
  }),
  adminCall({
    operationId: 'menuDelete',
    description: 'a deletion of directory 9001 (no children)',
    method: 'DELETE',
    path: '/api/v1/menu/delete',
    query: { id: like(String(F.menu.id)) },
    data: nullValue(),
    msg: '删除成功',
    call: (api) => api.account.DELETE('/api/v1/menu/delete', { params: { query: { id: F.menu.id } } }),
  }),
  adminCall({
    operationId: 'menuSort',
    description: 'a drag re-order putting directory 9001 first at the top level',
    method: 'POST',
    path: '/api/v1/menu/sort',
    body: { parentId: integer(0), ids: eachLike(integer(F.menu.id)) },
    data: nullValue(),
    msg: '排序已保存',
    call: (api) => api.account.POST('/api/v1/menu/sort', { body: { parentId: 0, ids: [F.menu.id] } }),
  }),
  adminCall({
    operationId: 'monitorSessionList',
    description: 'a page of online sessions',
    method: 'POST',
    path: '/api/v1/monitor/session/list',
    body: { keyword: like(F.session.userName), page: integer(1), pageSize: integer(10) },
    data: {
      records: eachLike({
        id: integer(F.session.id),
        userId: integer(2),
        userName: like(F.session.userName),
        realName: like('运营专员'),
        loginTime: like('2024-05-20 08:30:12'),
        lastSeen: like('2024-05-20 09:12:40'),
        expireTime: like('2024-05-20 20:30:12'),
        current: boolean(false),
      }),
      total: integer(1),
    },
    call: (api) =>
      api.account.POST('/api/v1/monitor/session/list', {
        body: { keyword: F.session.userName, page: 1, pageSize: 10 },
      }),
    check: (data) => expect(data.records[0]?.userName).toBe(F.session.userName),
  }),
  adminCall({
    operationId: 'monitorSessionDelete',
    description: 'forcing session 9401 out',
    method: 'DELETE',
    path: '/api/v1/monitor/session/delete',
    query: { id: like(String(F.session.id)) },
    data: nullValue(),
    msg: '已强制退出',
    call: (api) =>
      api.account.DELETE('/api/v1/monitor/session/delete', { params: { query: { id: F.session.id } } }),
  }),
  adminCall({
    operationId: 'monitorLoginLocks',
    description: 'a page of the accounts locked now',
    method: 'POST',
    path: '/api/v1/monitor/login/locks',
    body: { lockedOnly: boolean(true), page: integer(1), pageSize: integer(10) },
    data: {
      records: eachLike({
        account: like(F.lockedAccount),
        failures: integer(5),
        lastFailure: like('2024-05-20 09:10:02'),
        locked: boolean(true),
        lockedUntil: like('2024-05-20 09:20:02'),
      }),
      total: integer(1),
    },
    call: (api) =>
      api.account.POST('/api/v1/monitor/login/locks', { body: { lockedOnly: true, page: 1, pageSize: 10 } }),
    check: (data) => expect(data.records.map((r) => r.account)).toContain(F.lockedAccount),
  }),
  adminCall({
    operationId: 'monitorLoginUnlock',
    description: 'unlocking account pact_locked',
    method: 'POST',
    path: '/api/v1/monitor/login/unlock',
    body: { account: like(F.lockedAccount) },
    data: nullValue(),
    msg: '解锁成功',
    call: (api) => api.account.POST('/api/v1/monitor/login/unlock', { body: { account: F.lockedAccount } }),
  }),
  adminCall({
    operationId: 'getUserDetailByToken',
    description: 'a request for the details of the logged-in user (token from the header)',
    method: 'POST',
    path: '/api/v1/user/detail/token',
    body: {},
    data: {
      userId: integer(1),
      userName: like(ADMIN.username),
      realName: like(ADMIN.realName),
      departmentId: integer(104),
      enterpriseNumber: like('E430000001'),
    },
    call: (api) => api.account.POST('/api/v1/user/detail/token', { body: {} }),
    check: (data) => expect(data.userName).toBe(ADMIN.username),
  }),
  adminCall({
    operationId: 'listZnfDept',
    description: 'the organisation picker expanding department 101',
    method: 'POST',
    path: '/api/v1/user/znf/dept/list',
    body: { parentId: integer(101), enterpriseNumber: like('E430000001') },
    data: {
      list: eachLike({
        id: integer(F.department.id),
        name: like(F.department.name),
        number: like('PACT9101'),
        parentId: integer(101),
        enterpriseNumber: like('E430000001'),
        children: like([]),
      }),
    },
    call: (api) =>
      api.account.POST('/api/v1/user/znf/dept/list', {
        body: { parentId: 101, enterpriseNumber: 'E430000001' },
      }),
    check: (data) => expect(data.list.every((d) => d.parentId === 101)).toBe(true),
  }),
  adminCall({
    operationId: 'listUserByDept',
    description: 'the organisation picker listing the users of department 104',
    method: 'GET',
    path: '/api/v1/user/list/dept',
    query: { departmentId: like(String(F.user.departmentId)) },
    data: {
      list: eachLike({
        userId: integer(F.user.id),
        name: like(F.user.realName),
        deptId: integer(F.user.departmentId),
        deptName: like('信息技术部'),
      }),
    },
    call: (api) =>
      api.account.GET('/api/v1/user/list/dept', { params: { query: { departmentId: F.user.departmentId } } }),
    check: (data) => expect(data.list.length).toBeGreaterThan(0),
  }),
  // ── system ─────────────────────────────────────────────────────────────────────────────────
  {
    operationId: 'dicGetDic',
    description: 'a request for the entries of dictionary category nf',
    states: [STATES.adminLoggedIn, STATES.dictionaryNf],
    authenticated: true,
    request: {
      method: 'GET',
      path: '/api/v1/dic/getDic',
      query: { category: regex('^[A-Za-z0-9_-]{1,64}$', 'nf') },
      headers: authed(),
    },
    response: {
      status: 200,
      headers: JSON_RESPONSE,
      body: envelope(
        eachLike({
          code: like('2024'),
          name: like('2024年'),
          dicNumber: like('nf'),
          dicName: like('年份'),
          key: like('2024'),
          value: like('2024年'),
        }),
      ),
    },
    async run({ api }) {
      const data = unwrap(
        await api.system.GET('/api/v1/dic/getDic', { params: { query: { category: 'nf' } } }),
        successCodes('dicGetDic'),
      );
      expect(data?.[0]?.value).toBe('2024年');
    },
  },
  {
    operationId: 'dicList',
    description: 'a request for the list of dictionary category nzlx',
    states: [STATES.adminLoggedIn, STATES.dictionaryNzlx],
    authenticated: true,
    request: {
      method: 'POST',
      path: '/api/v1/dic/list',
      headers: authed(JSON_REQUEST),
      body: { categoryNumber: regex('^[A-Za-z0-9_-]{1,64}$', 'nzlx') },
    },
    response: {
      status: 200,
      headers: JSON_RESPONSE,
      // This call answers business code 0 on success (SPEC §7).
      body: envelope(
        {
          list: eachLike({
            code: like('01'),
            name: like('化肥'),
            dicNumber: like('nzlx'),
            dicName: like('农资类型'),
            key: like('01'),
            value: like('化肥'),
          }),
        },
        '操作成功',
        0,
      ),
    },
    async run({ api }) {
      const data = unwrap(
        await api.system.POST('/api/v1/dic/list', { body: { categoryNumber: 'nzlx' } }),
        successCodes('dicList'),
      );
      expect(data?.list[0]?.name).toBe('化肥');
    },
  },
  {
    operationId: 'getXzqByYear',
    description: 'a request for the regions of 2024 under 长沙市',
    states: [STATES.adminLoggedIn, STATES.regions],
    authenticated: true,
    request: {
      method: 'GET',
      path: '/api/v1/Dictionaries/getXzqByYear',
      query: { nf: regex('^\\d{4}$', '2024'), qhdm: regex(QHDM, '4301') },
      headers: authed(),
    },
    response: {
      status: 200,
      headers: JSON_RESPONSE,
      body: envelope(eachLike({ qhdm: regex(QHDM, '430104'), qhmc: like('岳麓区') }), '查询成功'),
    },
    async run({ api }) {
      const data = unwrap(
        await api.system.GET('/api/v1/Dictionaries/getXzqByYear', {
          params: { query: { nf: '2024', qhdm: '4301' } },
        }),
        successCodes('getXzqByYear'),
      );
      expect(data?.[0]?.qhdm).toBe('430104');
    },
  },
  {
    operationId: 'convertPrj2jwdCoord',
    description: 'a request to convert projected coordinates of EPSG 4526 to longitude/latitude',
    states: [STATES.adminLoggedIn],
    authenticated: true,
    request: {
      method: 'POST',
      path: '/api/vi/dataconvert/prj2jwdcoord',
      headers: authed(JSON_REQUEST),
      body: { epsg: integer(4526), points: eachLike({ x: number(38395835.598), y: number(3124165.291) }) },
    },
    response: {
      status: 200,
      headers: JSON_RESPONSE,
      body: envelope(eachLike({ lon: number(112.9388), lat: number(28.228) }), '转换成功'),
    },
    async run({ api }) {
      const data = unwrap(
        await api.system.POST('/api/vi/dataconvert/prj2jwdcoord', {
          body: { epsg: 4526, points: [{ x: 38395835.598, y: 3124165.291 }] },
        }),
        successCodes('convertPrj2jwdCoord'),
      );
      expect(data?.[0]).toEqual({ lon: 112.9388, lat: 28.228 });
    },
  },
  {
    operationId: 'logSave',
    description: 'a request to record an operation in the operation log',
    states: [STATES.adminLoggedIn],
    authenticated: true,
    request: {
      method: 'POST',
      path: '/api/v1/log/save',
      headers: authed(JSON_REQUEST),
      body: {
        userid: like('1'),
        loginname: like(ADMIN.username),
        realname: like(ADMIN.realName),
        operaname: like('编辑设备安装信息'),
      },
    },
    response: { status: 200, headers: JSON_RESPONSE, body: { code: equal(200), msg: like('操作成功') } },
    async run({ api }) {
      const result = await api.system.POST('/api/v1/log/save', {
        body: {
          userid: '1',
          loginname: ADMIN.username,
          realname: ADMIN.realName,
          operaname: '编辑设备安装信息',
        },
      });
      unwrap(result, successCodes('logSave'));
    },
  },
  // ── system: operation-support screens (通用数据字典, 农资字典, 驾驶舱数据录入, 操作日志, 系统监控) ──
  systemCall({
    operationId: 'dicCategoryPage',
    description: 'a request for the first page of dictionary categories matching 契约',
    method: 'POST',
    path: '/api/v1/dic/list/dic',
    body: { keyword: like('契约'), page: integer(1), pageSize: integer(10) },
    data: {
      total: integer(2),
      records: eachLike({
        id: integer(S.category.id),
        dicNumber: like(S.category.dicNumber),
        dicName: like(S.category.dicName),
        entryCount: integer(2),
        createTime: regex(DATE_TIME, '2024-06-03 14:22:08'),
        updateTime: regex(DATE_TIME, '2024-06-03 14:22:08'),
      }),
    },
    call: (api) =>
      api.system.POST('/api/v1/dic/list/dic', { body: { keyword: '契约', page: 1, pageSize: 10 } }),
    check: (data) => expect(data.records.length).toBeGreaterThan(0),
  }),
  systemCall({
    operationId: 'dicCategoryAdd',
    description: 'adding dictionary category pact_new',
    method: 'POST',
    path: '/api/v1/dic/category/add',
    body: { dicNumber: like(S.newCategory.dicNumber), dicName: like(S.newCategory.dicName) },
    data: { id: integer(21), dicNumber: like(S.newCategory.dicNumber), dicName: like(S.newCategory.dicName) },
    msg: '新增成功',
    call: (api) =>
      api.system.POST('/api/v1/dic/category/add', {
        body: { dicNumber: S.newCategory.dicNumber, dicName: S.newCategory.dicName },
      }),
    check: (data) => expect(data.dicNumber).toBe(S.newCategory.dicNumber),
  }),
  {
    operationId: 'dicCategoryAdd',
    description: 'adding dictionary category pact_dic, whose number is taken',
    states: [STATES.adminLoggedIn, STATES.systemFixtures],
    authenticated: true,
    request: {
      method: 'POST',
      path: '/api/v1/dic/category/add',
      headers: authed(JSON_REQUEST),
      body: { dicNumber: like(S.category.dicNumber), dicName: like('重复分类') },
    },
    response: {
      status: 409,
      headers: JSON_RESPONSE,
      body: { code: equal(409), msg: like('字典分类编号 pact_dic 已存在') },
    },
    async run({ api }) {
      const result = await api.system.POST('/api/v1/dic/category/add', {
        body: { dicNumber: S.category.dicNumber, dicName: '重复分类' },
      });
      expect(() => unwrap(result, successCodes('dicCategoryAdd'))).toThrow('已存在');
    },
  },
  systemCall({
    operationId: 'dicCategoryUpdate',
    description: 'renaming dictionary category 9501',
    method: 'POST',
    path: '/api/v1/dic/category/update',
    body: { id: integer(S.category.id), dicName: like('契约测试分类（改）'), remark: like('备注') },
    data: { id: integer(S.category.id), dicName: like('契约测试分类（改）') },
    msg: '修改成功',
    call: (api) =>
      api.system.POST('/api/v1/dic/category/update', {
        body: { id: S.category.id, dicName: '契约测试分类（改）', remark: '备注' },
      }),
    check: (data) => expect(data.dicName).toBe('契约测试分类（改）'),
  }),
  systemCall({
    operationId: 'dicCategoryDelete',
    description: 'deleting the empty dictionary category 9502',
    method: 'POST',
    path: '/api/v1/dic/category/delete',
    body: { id: integer(S.emptyCategory.id) },
    data: nullValue(),
    msg: '删除成功',
    call: (api) => api.system.POST('/api/v1/dic/category/delete', { body: { id: S.emptyCategory.id } }),
  }),
  {
    operationId: 'dicCategoryDelete',
    description: 'deleting dictionary category 9501, which has items',
    states: [STATES.adminLoggedIn, STATES.systemFixtures],
    authenticated: true,
    request: {
      method: 'POST',
      path: '/api/v1/dic/category/delete',
      headers: authed(JSON_REQUEST),
      body: { id: integer(S.category.id) },
    },
    response: {
      status: 409,
      headers: JSON_RESPONSE,
      body: { code: equal(409), msg: like('该分类下存在字典项，不能删除') },
    },
    async run({ api }) {
      const result = await api.system.POST('/api/v1/dic/category/delete', { body: { id: S.category.id } });
      expect(() => unwrap(result, successCodes('dicCategoryDelete'))).toThrow('该分类下存在字典项，不能删除');
    },
  },
  systemCall({
    operationId: 'dicItemPage',
    description: 'a request for the first page of the items of dictionary category pact_dic',
    method: 'POST',
    path: '/api/v1/dic/item/page',
    body: { dicNumber: like(S.category.dicNumber), page: integer(1), pageSize: integer(10) },
    data: { total: integer(2), records: eachLike(itemShape) },
    call: (api) =>
      api.system.POST('/api/v1/dic/item/page', {
        body: { dicNumber: S.category.dicNumber, page: 1, pageSize: 10 },
      }),
    check: (data) => expect(data.records[0]?.code).toBe(S.items[0].code),
  }),
  systemCall({
    operationId: 'dicItemAdd',
    description: 'adding item pact_c to dictionary category pact_dic',
    method: 'POST',
    path: '/api/v1/dic/item/add',
    body: {
      dicNumber: like(S.category.dicNumber),
      code: like(S.newItemCode),
      name: like('契约测试项丙'),
      value: like('丙'),
      status: integer(1),
    },
    data: itemShape,
    msg: '新增成功',
    call: (api) =>
      api.system.POST('/api/v1/dic/item/add', {
        body: {
          dicNumber: S.category.dicNumber,
          code: S.newItemCode,
          name: '契约测试项丙',
          value: '丙',
          status: 1,
        },
      }),
    check: (data) => expect(data.id).toBeGreaterThan(0),
  }),
  systemCall({
    operationId: 'dicItemUpdate',
    description: 'disabling item 9511 and changing its value',
    method: 'POST',
    path: '/api/v1/dic/item/update',
    body: { id: integer(S.items[0].id), value: like('甲（改）'), status: integer(0) },
    data: itemShape,
    msg: '修改成功',
    call: (api) =>
      api.system.POST('/api/v1/dic/item/update', {
        body: { id: S.items[0].id, value: '甲（改）', status: 0 },
      }),
    check: (data) => expect(data.id).toBe(S.items[0].id),
  }),
  systemCall({
    operationId: 'dicItemDelete',
    description: 'deleting item 9512 (no children)',
    method: 'POST',
    path: '/api/v1/dic/item/delete',
    body: { id: integer(S.items[1].id) },
    data: nullValue(),
    msg: '删除成功',
    call: (api) => api.system.POST('/api/v1/dic/item/delete', { body: { id: S.items[1].id } }),
  }),
  systemCall({
    operationId: 'dicItemSort',
    description: 'putting item 9512 before 9511',
    method: 'POST',
    path: '/api/v1/dic/item/sort',
    body: { ids: [integer(S.items[1].id), integer(S.items[0].id)] },
    data: eachLike(itemShape),
    msg: '排序成功',
    call: (api) =>
      api.system.POST('/api/v1/dic/item/sort', { body: { ids: [S.items[1].id, S.items[0].id] } }),
    check: (data) => expect(data[0]?.sort).toBe(1),
  }),
  {
    operationId: 'dicTreeList',
    description: 'a request for the agri-input dictionary tree (nzlx)',
    states: [STATES.adminLoggedIn, STATES.dictionaryNzlx],
    authenticated: true,
    request: {
      method: 'GET',
      path: '/api/v1/dic/treeList',
      query: { dicNumber: regex('^[A-Za-z0-9_-]{1,64}$', 'nzlx') },
      headers: authed(),
    },
    response: {
      status: 200,
      headers: JSON_RESPONSE,
      // Leaves have no children: the list may be empty (the example shows one child).
      body: envelope(eachLike({ ...nodeShape, children: atMostLike(nodeShape, 500, 1) }), '查询成功'),
    },
    async run({ api }) {
      const data = unwrap(
        await api.system.GET('/api/v1/dic/treeList', { params: { query: { dicNumber: 'nzlx' } } }),
        successCodes('dicTreeList'),
      );
      expect(data?.[0]?.children.length).toBeGreaterThan(0);
    },
  },
  {
    operationId: 'dicGetByPid',
    description: 'a request for the top-level nodes of the dictionaries (lazy tree)',
    states: [STATES.adminLoggedIn, STATES.dictionaryNzlx],
    authenticated: true,
    request: { method: 'GET', path: '/api/v1/dic/getByPid', query: { pid: like('0') }, headers: authed() },
    response: { status: 200, headers: JSON_RESPONSE, body: envelope(eachLike(nodeShape), '查询成功') },
    async run({ api }) {
      const data = unwrap(
        await api.system.GET('/api/v1/dic/getByPid', { params: { query: { pid: 0 } } }),
        successCodes('dicGetByPid'),
      );
      expect(data?.length).toBeGreaterThan(0);
    },
  },
  systemCall({
    operationId: 'cockpitFigureGet',
    description: 'a request for the cockpit figures of 2024 for 湖南省',
    method: 'GET',
    path: '/api/v1/cockpit/figure',
    query: { year: regex('^\\d{4}$', S.cockpit.year), qhdm: regex(QHDM, S.cockpit.qhdm) },
    data: {
      year: like(S.cockpit.year),
      qhdm: like(S.cockpit.qhdm),
      qhmc: like('湖南省'),
      rows: eachLike({
        indicatorCode: like(S.cockpit.indicatorCode),
        indicatorName: like('农资销售额'),
        unit: like('万元'),
        value: number(S.cockpit.value),
      }),
    },
    call: (api) =>
      api.system.GET('/api/v1/cockpit/figure', {
        params: { query: { year: S.cockpit.year, qhdm: S.cockpit.qhdm } },
      }),
    check: (data) => expect(data.rows[0]?.indicatorCode).toBe(S.cockpit.indicatorCode),
  }),
  systemCall({
    operationId: 'cockpitFigureSave',
    description: 'saving the 农资销售额 of 2024 for 湖南省',
    method: 'POST',
    path: '/api/v1/cockpit/figure/save',
    body: {
      year: like(S.cockpit.year),
      qhdm: regex(QHDM, S.cockpit.qhdm),
      rows: eachLike({ indicatorCode: like(S.cockpit.indicatorCode), value: number(52360.5) }),
    },
    data: {
      year: like(S.cockpit.year),
      rows: eachLike({ indicatorCode: like(S.cockpit.indicatorCode), unit: like('万元') }),
      updateTime: regex(DATE_TIME, '2024-06-03 14:22:08'),
      updatedBy: like(ADMIN.realName),
    },
    msg: '保存成功',
    call: (api) =>
      api.system.POST('/api/v1/cockpit/figure/save', {
        body: {
          year: S.cockpit.year,
          qhdm: S.cockpit.qhdm,
          rows: [{ indicatorCode: S.cockpit.indicatorCode, value: 52360.5 }],
        },
      }),
    check: (data) => expect(data.updatedBy).toBe(ADMIN.realName),
  }),
  {
    operationId: 'cockpitFigureSave',
    description: 'saving a negative 农资销售额, refused as a whole',
    states: [STATES.adminLoggedIn, STATES.systemFixtures],
    authenticated: true,
    request: {
      method: 'POST',
      path: '/api/v1/cockpit/figure/save',
      headers: authed(JSON_REQUEST),
      body: {
        year: like(S.cockpit.year),
        qhdm: regex(QHDM, S.cockpit.qhdm),
        rows: [{ indicatorCode: like(S.cockpit.indicatorCode), value: number(-1) }],
      },
    },
    response: {
      status: 400,
      headers: JSON_RESPONSE,
      body: { code: equal(400), msg: like('农资销售额的数值须为不小于 0、最多两位小数的数字') },
    },
    async run({ api }) {
      const result = await api.system.POST('/api/v1/cockpit/figure/save', {
        body: {
          year: S.cockpit.year,
          qhdm: S.cockpit.qhdm,
          rows: [{ indicatorCode: S.cockpit.indicatorCode, value: -1 }],
        },
      });
      expect(() => unwrap(result, successCodes('cockpitFigureSave'))).toThrow('农资销售额');
    },
  },
  designerCall({
    operationId: 'approvalPage',
    description: 'a request for the approval flows (审批流程 list and the flow a design is loaded from)',
    method: 'POST',
    path: '/api/v1/actExApproval/page',
    body: { page: integer(1), pageSize: integer(1000) },
    data: { total: integer(1), records: eachLike(flowShape) },
    call: (api) => api.system.POST('/api/v1/actExApproval/page', { body: { page: 1, pageSize: 1000 } }),
    check: (data) =>
      expect(data.records.find((r) => r.id === FLOW.id)?.formItemList[0]?.label).toBe('采购金额'),
  }),
  designerCall({
    operationId: 'approvalAdd',
    description: 'a new flow saved from the form designer',
    method: 'POST',
    path: '/api/v1/actExApproval/add',
    body: {
      name: like('采购申请'),
      formKey: regex('^[A-Za-z][A-Za-z0-9_]{0,63}$', 'form_pact_new'),
      processKey: regex('^[A-Za-z][A-Za-z0-9_]{0,63}$', 'process_pact_new'),
      formItemList: eachLike(like(NEW_FORM_ITEM)),
      processConditions: eachLike(
        like({ formId: 1, label: '采购金额', tag: 'fc-amount', tagIcon: 'amount', vModel: 'field1' }),
      ),
    },
    msg: '新增成功',
    data: { ...flowShape, id: integer(9602), name: like('采购申请'), processKey: like('process_pact_new') },
    call: (api) =>
      api.system.POST('/api/v1/actExApproval/add', {
        body: {
          name: '采购申请',
          formKey: 'form_pact_new',
          processKey: 'process_pact_new',
          formItemList: [NEW_FORM_ITEM],
          processConditions: [
            { formId: 1, label: '采购金额', tag: 'fc-amount', tagIcon: 'amount', vModel: 'field1' },
          ],
        },
      }),
    check: (data) => expect(typeof data.id).toBe('number'),
  }),
  designerCall({
    operationId: 'approvalUpdate',
    description: 'the form of a flow saved again from the form designer',
    method: 'POST',
    path: '/api/v1/actExApproval/update',
    body: {
      id: integer(FLOW.id),
      name: like(FLOW.name),
      formItemList: eachLike(like(NEW_FORM_ITEM)),
      processConditions: like([]),
    },
    msg: '修改成功',
    data: flowShape,
    call: (api) =>
      api.system.POST('/api/v1/actExApproval/update', {
        body: { id: FLOW.id, name: FLOW.name, formItemList: [NEW_FORM_ITEM], processConditions: [] },
      }),
    check: (data) => expect(data.id).toBe(FLOW.id),
  }),
  designerCall({
    operationId: 'approvalDeploy',
    description: 'a finished flow published (发布) from the list or the flow designer',
    method: 'POST',
    path: '/api/v1/actExApproval/deploy',
    body: { id: integer(FLOW.id) },
    msg: '发布成功',
    data: { ...flowShape, status: integer(1), version: integer(1) },
    call: (api) => api.system.POST('/api/v1/actExApproval/deploy', { body: { id: FLOW.id } }),
    check: (data) => expect(data.status).toBe(1),
  }),
  designerCall({
    operationId: 'approvalDisable',
    description: 'a flow disabled (停用) from the list',
    method: 'POST',
    path: '/api/v1/actExApproval/disable',
    body: { id: integer(FLOW.id) },
    msg: '停用成功',
    data: { ...flowShape, status: integer(2) },
    call: (api) => api.system.POST('/api/v1/actExApproval/disable', { body: { id: FLOW.id } }),
    check: (data) => expect(data.status).toBe(2),
  }),
  designerCall({
    operationId: 'approvalDel',
    description: 'a flow deleted from the list',
    method: 'POST',
    path: '/api/v1/actExApproval/del',
    body: { id: integer(FLOW.id) },
    data: nullValue(),
    msg: '删除成功',
    call: (api) => api.system.POST('/api/v1/actExApproval/del', { body: { id: FLOW.id } }),
  }),
  designerCall({
    operationId: 'fileUpload',
    description: 'an attachment of a 上传 field',
    method: 'POST',
    path: '/api/v1/file/upload',
    body: {
      fileName: like('采购清单.pdf'),
      contentType: like('application/pdf'),
      contentBase64: regex('^[A-Za-z0-9+/]*={0,2}$', 'JVBERi0xLjQ='),
    },
    msg: '上传成功',
    data: {
      fileId: like('u20261124103000a1b2c3'),
      fileName: like('采购清单.pdf'),
      contentType: like('application/pdf'),
      size: integer(8),
    },
    call: (api) =>
      api.system.POST('/api/v1/file/upload', {
        body: { fileName: '采购清单.pdf', contentType: 'application/pdf', contentBase64: 'JVBERi0xLjQ=' },
      }),
    check: (data) => expect(data.fileName).toBe('采购清单.pdf'),
  }),
  {
    operationId: 'fileDownload',
    description: 'the download of an uploaded attachment',
    states: [STATES.adminLoggedIn, STATES.designerFixtures],
    authenticated: true,
    request: {
      method: 'GET',
      path: '/api/v1/file/download',
      query: { fileId: 'pact_file_0001' },
      headers: authed(),
    },
    // a binary answer: only the status and content type are relied on
    response: {
      status: 200,
      headers: { 'Content-Type': regex('^application/octet-stream$', 'application/octet-stream') },
      body: undefined,
    },
    async run({ api }) {
      const result = await api.system.GET('/api/v1/file/download', {
        params: { query: { fileId: 'pact_file_0001' } },
        parseAs: 'arrayBuffer',
      });
      expect(result.response.status).toBe(200);
    },
  },
  systemCall({
    operationId: 'logPage',
    description: 'a request for the operation log filtered by account or name and operation',
    method: 'POST',
    path: '/api/v1/log/page',
    body: {
      keyword: like(S.log.realname),
      operaname: like(S.log.operaname),
      page: integer(1),
      pageSize: integer(1000),
    },
    data: {
      total: integer(1),
      records: eachLike({
        id: integer(5012),
        loginname: like(S.log.loginname),
        realname: like(S.log.realname),
        operaname: like(S.log.operaname),
        createTime: regex(DATE_TIME, '2024-06-03 14:22:08'),
        ip: like('10.43.8.101'),
      }),
    },
    call: (api) =>
      api.system.POST('/api/v1/log/page', {
        body: { keyword: S.log.realname, operaname: S.log.operaname, page: 1, pageSize: 1000 },
      }),
    check: (data) => expect(data.records[0]?.realname).toBe(S.log.realname),
  }),
  systemCall({
    operationId: 'monitorServer',
    description: 'a request for the server state (系统监控)',
    method: 'GET',
    path: '/api/v1/monitor/server',
    data: {
      time: regex(DATE_TIME, '2024-06-03 14:22:08'),
      cpu: { cores: integer(4), usage: number(12.5), processUsage: number(3.2) },
      memory: {
        rss: integer(187695104),
        heapUsed: integer(96468992),
        systemTotal: integer(16777216000),
        systemFree: integer(9663676416),
      },
      uptime: { process: number(86400), system: number(1209600) },
      runtime: { name: like('Node.js'), version: like('v20.19.0') },
      database: { kind: regex('^(PGlite|PostgreSQL)$', 'PostgreSQL'), size: integer(48234496) },
      requests: { windowSeconds: integer(60), count: integer(1200), perSecond: number(20) },
    },
    call: (api) => api.system.GET('/api/v1/monitor/server'),
    check: (data) => expect(data.requests.windowSeconds).toBe(60),
  }),
  // ── base ───────────────────────────────────────────────────────────────────────────────────
  {
    operationId: 'listDevice',
    description: 'a request for the first page of devices named like 麓谷农资门店-枪机',
    states: [STATES.adminLoggedIn, STATES.deviceExists],
    authenticated: true,
    request: {
      method: 'POST',
      path: '/api/v1/camera/listDevice',
      headers: authed(JSON_REQUEST),
      body: {
        deviceName: like('麓谷农资门店-枪机'),
        organization: like(''),
        status: integer(-1),
        page: integer(1),
        pageSize: integer(10),
      },
    },
    response: {
      status: 200,
      headers: JSON_RESPONSE,
      body: envelope({ records: eachLike(deviceShape), total: integer(1) }, '查询成功'),
    },
    async run({ api }) {
      const data = unwrap(
        await api.base.POST('/api/v1/camera/listDevice', {
          body: { deviceName: '麓谷农资门店-枪机', organization: '', status: -1, page: 1, pageSize: 10 },
        }),
        successCodes('listDevice'),
      );
      expect(data?.total).toBe(1);
      expect(data?.records[0]?.code).toBe(DEVICE.code);
    },
  },
  {
    operationId: 'listDevice',
    description: 'a request for all devices of every status for the map markers',
    states: [STATES.adminLoggedIn, STATES.deviceExists],
    authenticated: true,
    request: {
      method: 'POST',
      path: '/api/v1/camera/listDevice',
      headers: authed(JSON_REQUEST),
      body: { status: integer(-1), page: integer(1), pageSize: integer(10000) },
    },
    response: {
      status: 200,
      headers: JSON_RESPONSE,
      // Every device has these; coordinates and owner may be null (devices not yet installed).
      body: envelope(
        {
          records: eachLike({
            code: like(DEVICE.code),
            name: like(DEVICE.name),
            type: integer(DEVICE.type),
            status: integer(DEVICE.status),
          }),
          total: integer(1),
        },
        '查询成功',
      ),
    },
    async run({ api }) {
      const data = unwrap(
        await api.base.POST('/api/v1/camera/listDevice', { body: { status: -1, page: 1, pageSize: 10000 } }),
        successCodes('listDevice'),
      );
      expect(data?.records[0]?.code).toBe(DEVICE.code);
    },
  },
  {
    operationId: 'updateDevice',
    description: 'a request to save the installation info of device 43010400001',
    states: [STATES.adminLoggedIn, STATES.deviceExists],
    authenticated: true,
    request: {
      method: 'POST',
      path: '/api/v1/camera/updateDevice',
      headers: authed(JSON_REQUEST),
      body: {
        deviceId: like(DEVICE.code),
        lon: number(112.9012),
        lat: number(28.2103),
        qhdm: regex(QHDM, '430104'),
        qhmc: like('岳麓区'),
      },
    },
    response: { status: 200, headers: JSON_RESPONSE, body: { code: equal(200), msg: like('编辑成功') } },
    async run({ api }) {
      const result = await api.base.POST('/api/v1/camera/updateDevice', {
        body: { deviceId: DEVICE.code, lon: 112.9012, lat: 28.2103, qhdm: '430104', qhmc: '岳麓区' },
      });
      unwrap(result, successCodes('updateDevice'));
      expect(result.data?.msg).toBe('编辑成功');
    },
  },
  {
    operationId: 'flushCamera',
    description: 'a request to sync the devices from the video platform',
    states: [STATES.adminLoggedIn],
    authenticated: true,
    request: { method: 'GET', path: '/api/v1/camera/flush', headers: authed() },
    response: {
      status: 200,
      headers: JSON_RESPONSE,
      body: envelope({ added: integer(0), updated: integer(1) }, '同步成功'),
    },
    async run({ api }) {
      const data = unwrap(await api.base.GET('/api/v1/camera/flush'), successCodes('flushCamera'));
      expect(typeof data?.added).toBe('number');
    },
  },
  {
    operationId: 'getCameraDeviceInfo',
    description: 'a request for the details of device 43010400001',
    states: [STATES.adminLoggedIn, STATES.deviceExists],
    authenticated: true,
    request: {
      method: 'GET',
      path: '/api/v1/camera/getDeviceInfo',
      query: { number: like(DEVICE.code) },
      headers: authed(),
    },
    response: {
      status: 200,
      headers: JSON_RESPONSE,
      body: envelope(
        {
          ...deviceShape,
          deviceIp: like(DEVICE.deviceIp),
          enterpriseName: like(DEVICE.enterpriseName),
          unitsObj: { channels: integer(1), channelName: eachLike('麓谷门店入口') },
        },
        '查询成功',
      ),
    },
    async run({ api }) {
      const data = unwrap(
        await api.base.GET('/api/v1/camera/getDeviceInfo', { params: { query: { number: DEVICE.code } } }),
        successCodes('getCameraDeviceInfo'),
      );
      expect(data?.code).toBe(DEVICE.code);
      expect(data?.unitsObj?.channelName?.[0]).toBe('麓谷门店入口');
    },
  },
  {
    operationId: 'getCameraNetAddress',
    description: 'a request for the live stream address of channel 1 of device 43010400001',
    states: [STATES.adminLoggedIn, STATES.deviceExists],
    authenticated: true,
    request: {
      method: 'GET',
      path: '/api/v1/camera/getCameraNetAddress',
      query: { deviceCode: like(DEVICE.code), channel: regex('^[1-9]\\d{0,2}$', '1') },
      headers: authed(),
    },
    response: {
      status: 200,
      headers: JSON_RESPONSE,
      body: envelope(
        {
          url: regex('^[a-z][a-z0-9+.-]*://\\S+$', 'rtsp://10.43.1.20:554/live/43010400001/1?token=8f3c2a'),
          protocol: regex('^(rtsp|hls|flv)$', 'rtsp'),
          expireAt: regex('^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$', '2024-06-01 10:30:00'),
        },
        '查询成功',
      ),
    },
    async run({ api }) {
      // The video wall asks for channel n of a device (its channel id is `<code>$1$0$<n-1>`).
      const data = unwrap(
        await api.base.GET('/api/v1/camera/getCameraNetAddress', {
          params: { query: { deviceCode: DEVICE.code, channel: 1 } },
        }),
        successCodes('getCameraNetAddress'),
      );
      expect(data?.url).toMatch(/^rtsp:/);
    },
  },
  // Recorded video (录像回放, 对讲): the host interfaces of the video plugin. 2024-06-01 08:00–11:00
  // (Asia/Shanghai 1717200000–1717210800) lies in the past, so the sandbox's cameras have three
  // record files there (one an hour, 50 minutes each).
  {
    operationId: 'queryCameraRecord',
    description: 'a request for the record files of channel 1 of device 43010400001 in three hours',
    states: [STATES.adminLoggedIn, STATES.deviceExists],
    authenticated: true,
    request: {
      method: 'POST',
      path: '/api/v1/camera/queryRecord',
      headers: authed(JSON_REQUEST),
      body: {
        deviceCode: like(DEVICE.code),
        channel: integer(1),
        startTime: integer(1717200000),
        endTime: integer(1717210800),
        recordSource: integer(1),
      },
    },
    response: {
      status: 200,
      headers: JSON_RESPONSE,
      body: envelope(
        {
          records: eachLike({
            startTime: integer(1717200000),
            endTime: integer(1717203000),
            recordSource: integer(3),
            recordName: like('43010400001_1_1717200000.dav'),
            ssId: like('ss-1'),
            streamId: integer(1),
          }),
        },
        '查询成功',
      ),
    },
    async run({ api }) {
      const data = unwrap(
        await api.base.POST('/api/v1/camera/queryRecord', {
          body: {
            deviceCode: DEVICE.code,
            channel: 1,
            startTime: 1717200000,
            endTime: 1717210800,
            recordSource: 1,
          },
        }),
        successCodes('queryCameraRecord'),
      );
      expect(data?.records.length).toBeGreaterThan(0);
    },
  },
  {
    operationId: 'playbackByTime',
    description: 'a request for the playback address of device recordings of channel 1 of device 43010400001',
    states: [STATES.adminLoggedIn, STATES.deviceExists],
    authenticated: true,
    request: {
      method: 'POST',
      path: '/api/v1/camera/playbackByTime',
      headers: authed(JSON_REQUEST),
      body: {
        deviceCode: like(DEVICE.code),
        channel: integer(1),
        startTime: integer(1717200000),
        endTime: integer(1717203000),
      },
    },
    response: {
      status: 200,
      headers: JSON_RESPONSE,
      body: envelope(
        {
          url: regex(
            '^[a-z][a-z0-9+.-]*://\\S+$',
            'rtsp://10.43.1.20:554/playback/43010400001/1?token=8f3c2a',
          ),
          protocol: regex('^(rtsp|hls|flv)$', 'rtsp'),
          expireAt: regex('^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$', '2024-06-01 10:30:00'),
        },
        '查询成功',
      ),
    },
    async run({ api }) {
      const data = unwrap(
        await api.base.POST('/api/v1/camera/playbackByTime', {
          body: { deviceCode: DEVICE.code, channel: 1, startTime: 1717200000, endTime: 1717203000 },
        }),
        successCodes('playbackByTime'),
      );
      expect(data?.url).toMatch(/^rtsp:/);
    },
  },
  {
    operationId: 'playbackByFile',
    description: 'a request for the playback address of a centre record file of device 43010400001',
    states: [STATES.adminLoggedIn, STATES.deviceExists],
    authenticated: true,
    request: {
      method: 'POST',
      path: '/api/v1/camera/playbackByFile',
      headers: authed(JSON_REQUEST),
      body: {
        deviceCode: like(DEVICE.code),
        channel: integer(1),
        recordName: like('43010400001_1_1717200000.dav'),
        startTime: integer(1717200000),
        endTime: integer(1717203000),
      },
    },
    response: {
      status: 200,
      headers: JSON_RESPONSE,
      body: envelope(
        {
          url: regex(
            '^[a-z][a-z0-9+.-]*://\\S+$',
            'rtsp://10.43.1.20:554/record/43010400001_1_1717200000.dav?token=8f3c2a',
          ),
          protocol: regex('^(rtsp|hls|flv)$', 'rtsp'),
          expireAt: regex('^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$', '2024-06-01 10:30:00'),
        },
        '查询成功',
      ),
    },
    async run({ api }) {
      const data = unwrap(
        await api.base.POST('/api/v1/camera/playbackByFile', {
          body: {
            deviceCode: DEVICE.code,
            channel: 1,
            recordName: '43010400001_1_1717200000.dav',
            startTime: 1717200000,
            endTime: 1717203000,
          },
        }),
        successCodes('playbackByFile'),
      );
      expect(data?.url).toMatch(/^rtsp:/);
    },
  },
  {
    operationId: 'startCameraTalk',
    description: 'a request to start talking with channel 1 of device 43010400001',
    states: [STATES.adminLoggedIn, STATES.deviceExists],
    authenticated: true,
    request: {
      method: 'POST',
      path: '/api/v1/camera/startTalk',
      headers: authed(JSON_REQUEST),
      body: { deviceCode: like(DEVICE.code), channel: integer(1), talkType: integer(1) },
    },
    response: {
      status: 200,
      headers: JSON_RESPONSE,
      body: envelope(
        {
          url: regex('^[a-z][a-z0-9+.-]*://\\S+$', 'rtsp://10.43.1.20:554/talk/43010400001/1?token=8f3c2a'),
          session: like('talk-8f3c2a9d'),
          audioType: integer(2),
          audioBit: integer(16),
          sampleRate: integer(8000),
        },
        '查询成功',
      ),
    },
    async run({ api }) {
      const data = unwrap(
        await api.base.POST('/api/v1/camera/startTalk', {
          body: { deviceCode: DEVICE.code, channel: 1, talkType: 1 },
        }),
        successCodes('startCameraTalk'),
      );
      expect(data?.session).toBeTruthy();
    },
  },
  {
    operationId: 'stopCameraTalk',
    description: 'a request to end a talk session',
    states: [STATES.adminLoggedIn],
    authenticated: true,
    request: {
      method: 'POST',
      path: '/api/v1/camera/stopTalk',
      headers: authed(JSON_REQUEST),
      body: { session: like('talk-8f3c2a9d') },
    },
    response: { status: 200, headers: JSON_RESPONSE, body: { code: equal(200), msg: like('对讲已结束') } },
    async run({ api }) {
      const result = await api.base.POST('/api/v1/camera/stopTalk', { body: { session: 'talk-8f3c2a9d' } });
      unwrap(result, successCodes('stopCameraTalk'));
      expect(result.data?.msg).toBe('对讲已结束');
    },
  },
  {
    operationId: 'regionDetail',
    description: 'a request for the details of region 430104',
    states: [STATES.adminLoggedIn, STATES.regions],
    authenticated: true,
    request: {
      method: 'GET',
      path: '/api/v1/area/areaDetail',
      query: { qhdm: regex(QHDM, '430104') },
      headers: authed(),
    },
    response: {
      status: 200,
      headers: JSON_RESPONSE,
      body: envelope(
        { ...regionShape, sjqhdm: regex(QHDM, '4301'), level: regex(LEVEL, 'county') },
        '查询成功',
      ),
    },
    async run({ api }) {
      const data = unwrap(
        await api.base.GET('/api/v1/area/areaDetail', { params: { query: { qhdm: '430104' } } }),
        successCodes('regionDetail'),
      );
      expect(data?.level).toBe('county');
    },
  },
  {
    operationId: 'regionDrillDown',
    description: 'a request for the child regions of 4301',
    states: [STATES.adminLoggedIn, STATES.regions],
    authenticated: true,
    request: {
      method: 'GET',
      path: '/api/v1/area/areaDrillDown',
      query: { qhdm: regex(QHDM, '4301') },
      headers: authed(),
    },
    response: {
      status: 200,
      headers: JSON_RESPONSE,
      body: envelope(eachLike({ ...regionShape, sjqhdm: regex(QHDM, '4301') }), '查询成功'),
    },
    async run({ api }) {
      const data = unwrap(
        await api.base.GET('/api/v1/area/areaDrillDown', { params: { query: { qhdm: '4301' } } }),
        successCodes('regionDrillDown'),
      );
      expect(data?.[0]?.sjqhdm).toBe('4301');
    },
  },
  {
    operationId: 'regionTree',
    description: 'a request for the region tree of 4301 with boundaries',
    states: [STATES.adminLoggedIn, STATES.regions],
    authenticated: true,
    request: {
      method: 'GET',
      path: '/api/v1/area/areaTree',
      query: { qhdm: regex(QHDM, '4301'), havGeojson: 'true' },
      headers: authed(),
    },
    response: {
      status: 200,
      headers: JSON_RESPONSE,
      body: envelope(
        {
          qhdm: regex(QHDM, '4301'),
          qhmc: like('长沙市'),
          level: regex(LEVEL, 'city'),
          hasChildren: boolean(true),
          geojson: BOUNDARY,
          // The drill-down draws every child's border.
          children: eachLike({ ...regionShape, level: regex(LEVEL, 'county'), geojson: BOUNDARY }),
        },
        '查询成功',
      ),
    },
    async run({ api }) {
      const data = unwrap(
        await api.base.GET('/api/v1/area/areaTree', {
          params: { query: { qhdm: '4301', havGeojson: true } },
        }),
        successCodes('regionTree'),
      );
      expect(data?.geojson?.type).toBe('Polygon');
      expect(data?.children[0]?.qhdm).toBe('430104');
    },
  },
  {
    operationId: 'regionSearch',
    description: 'a search for regions named like 岳麓 under 4301',
    states: [STATES.adminLoggedIn, STATES.regions],
    authenticated: true,
    request: {
      method: 'GET',
      path: '/api/v1/area/search',
      query: {
        keyword: like('岳麓'),
        prefix: regex('^\\d{1,12}$', '4301'),
        limit: regex('^\\d{1,3}$', '20'),
      },
      headers: authed(),
    },
    response: {
      status: 200,
      headers: JSON_RESPONSE,
      body: envelope(
        eachLike({
          qhdm: regex(QHDM, '430104'),
          qhmc: like('岳麓区'),
          level: regex(LEVEL, 'county'),
          fullName: like('湖南省长沙市岳麓区'),
        }),
        '查询成功',
      ),
    },
    async run({ api }) {
      const data = unwrap(
        await api.base.GET('/api/v1/area/search', {
          params: { query: { keyword: '岳麓', prefix: '4301', limit: 20 } },
        }),
        successCodes('regionSearch'),
      );
      expect(data?.[0]?.fullName).toBe('湖南省长沙市岳麓区');
    },
  },
  {
    operationId: 'layerList',
    description: 'a request for every layer of the layer tree',
    states: [STATES.adminLoggedIn, STATES.layers],
    authenticated: true,
    request: { method: 'GET', path: '/api/v1/layer/list', headers: authed() },
    response: {
      status: 200,
      headers: JSON_RESPONSE,
      body: envelope(
        eachLike({
          id: like('101'),
          layer_name: like('农资门店分布'),
          nf: regex('^\\d{4}$', '2024'),
          theme_code: like('nzfb'),
          theme_name: like('农资分布'),
          view_mode_code: regex('^(2D|3D)$', '2D'),
          default_show: boolean(true),
          source_type: regex('^(geojson|vector|raster)$', 'geojson'),
          url: like('/map/datasets/v1/hunan/nzmd_2024/features'),
        }),
        '查询成功',
      ),
    },
    async run({ api }) {
      const data = unwrap(await api.base.GET('/api/v1/layer/list'), successCodes('layerList'));
      expect(data?.[0]?.theme_code).toBe('nzfb');
    },
  },
  // ── shop ───────────────────────────────────────────────────────────────────────────────────
  {
    operationId: 'listProductCategoryChild',
    description: 'a request for the top-level shop categories',
    states: [STATES.adminLoggedIn, STATES.productCategories],
    authenticated: true,
    request: {
      method: 'POST',
      path: '/api/v1/web/sp/product/category/child/list',
      headers: authed(JSON_REQUEST),
      body: { parentId: integer(0) },
    },
    response: {
      status: 200,
      headers: JSON_RESPONSE,
      body: envelope(
        {
          list: eachLike({
            id: integer(1),
            name: like('化肥'),
            parentId: integer(0),
            level: integer(1),
            sort: integer(1),
          }),
        },
        '查询成功',
      ),
    },
    async run({ api }) {
      const data = unwrap(
        await api.shop.POST('/api/v1/web/sp/product/category/child/list', { body: { parentId: 0 } }),
        successCodes('listProductCategoryChild'),
      );
      expect(data?.list[0]?.parentId).toBe(0);
    },
  },
  // ── shop · supply-chain master data ────────────────────────────────────────────────────────
  catalogCall({
    operationId: 'supplierPage',
    description: 'a request for the suppliers awaiting review named like 契约待审',
    method: 'POST',
    path: '/api/v1/web/sp/supplier/page',
    body: { name: like('契约待审'), status: integer(0), page: integer(1), pageSize: integer(10) },
    data: { total: integer(1), records: eachLike(supplierShape) },
    call: (api) =>
      api.shop.POST('/api/v1/web/sp/supplier/page', {
        body: { name: '契约待审', status: 0, page: 1, pageSize: 10 },
      }),
    check: (data) => expect(data.records[0]?.id).toBe(CF.suppliers.pending),
  }),
  catalogCall({
    operationId: 'supplierDetail',
    description: 'a request for supplier 9901',
    method: 'GET',
    path: '/api/v1/web/sp/supplier/detail',
    query: { id: like(String(CF.suppliers.pending)) },
    data: supplierShape,
    call: (api) =>
      api.shop.GET('/api/v1/web/sp/supplier/detail', { params: { query: { id: CF.suppliers.pending } } }),
    check: (data) => expect(data.status).toBe(0),
  }),
  catalogCall({
    operationId: 'supplierSave',
    description: 'adding a supplier with a free, valid credit code',
    method: 'POST',
    path: '/api/v1/web/sp/supplier/save',
    body: {
      name: like('契约新增供应商'),
      creditCode: like(CF.suppliers.newCreditCode),
      enterpriseType: like('2'),
      contactName: like('契约联系人'),
      contactPhone: like('13900009902'),
      qhdm: like('430104'),
      qhmc: like('岳麓区'),
      address: like('麓谷大道 2 号'),
      lon: nullValue(),
      lat: nullValue(),
      licenceNo: nullValue(),
      licenceExpiry: nullValue(),
    },
    data: { id: integer(9904) },
    msg: '新增成功',
    call: (api) =>
      api.shop.POST('/api/v1/web/sp/supplier/save', {
        body: {
          name: '契约新增供应商',
          creditCode: CF.suppliers.newCreditCode,
          enterpriseType: '2',
          contactName: '契约联系人',
          contactPhone: '13900009902',
          qhdm: '430104',
          qhmc: '岳麓区',
          address: '麓谷大道 2 号',
          lon: null,
          lat: null,
          licenceNo: null,
          licenceExpiry: null,
        },
      }),
  }),
  catalogCall({
    operationId: 'supplierAudit',
    description: 'rejecting supplier 9901 with a reason',
    method: 'POST',
    path: '/api/v1/web/sp/supplier/audit',
    body: { id: integer(CF.suppliers.pending), pass: boolean(false), reason: like('许可证照片不清晰') },
    data: nullValue(),
    msg: '已驳回',
    call: (api) =>
      api.shop.POST('/api/v1/web/sp/supplier/audit', {
        body: { id: CF.suppliers.pending, pass: false, reason: '许可证照片不清晰' },
      }),
  }),
  catalogCall({
    operationId: 'supplierStatus',
    description: 'disabling the approved supplier 9902',
    method: 'POST',
    path: '/api/v1/web/sp/supplier/status',
    body: { id: integer(CF.suppliers.approved), status: integer(2) },
    data: nullValue(),
    msg: '停用成功',
    call: (api) =>
      api.shop.POST('/api/v1/web/sp/supplier/status', { body: { id: CF.suppliers.approved, status: 2 } }),
  }),
  catalogCall({
    operationId: 'supplierDelete',
    description: 'deleting supplier 9903, which no item refers to',
    method: 'POST',
    path: '/api/v1/web/sp/supplier/delete',
    body: { id: integer(CF.suppliers.removable) },
    data: nullValue(),
    msg: '删除成功',
    call: (api) => api.shop.POST('/api/v1/web/sp/supplier/delete', { body: { id: CF.suppliers.removable } }),
  }),
  catalogCall({
    operationId: 'brandPage',
    description: 'a request for the brands named like 契约测试',
    method: 'POST',
    path: '/api/v1/web/sp/brand/page',
    body: { name: like('契约测试'), page: integer(1), pageSize: integer(10) },
    data: { total: integer(1), records: eachLike(brandShape) },
    call: (api) =>
      api.shop.POST('/api/v1/web/sp/brand/page', { body: { name: '契约测试', page: 1, pageSize: 10 } }),
    check: (data) => expect(data.records[0]?.id).toBe(CF.brands.kept),
  }),
  catalogCall({
    operationId: 'brandSave',
    description: 'adding brand 契约新增品牌',
    method: 'POST',
    path: '/api/v1/web/sp/brand/save',
    body: {
      name: like(CF.brands.newName),
      logo: nullValue(),
      sort: integer(0),
      status: integer(1),
      description: like(''),
    },
    data: savedId(9903),
    msg: '新增成功',
    call: (api) =>
      api.shop.POST('/api/v1/web/sp/brand/save', {
        body: { name: CF.brands.newName, logo: null, sort: 0, status: 1, description: '' },
      }),
  }),
  catalogCall({
    operationId: 'brandStatus',
    description: 'disabling brand 9901',
    method: 'POST',
    path: '/api/v1/web/sp/brand/status',
    body: { id: integer(CF.brands.kept), status: integer(0) },
    data: nullValue(),
    msg: '停用成功',
    call: (api) => api.shop.POST('/api/v1/web/sp/brand/status', { body: { id: CF.brands.kept, status: 0 } }),
  }),
  catalogCall({
    operationId: 'brandDelete',
    description: 'deleting brand 9902, which no item uses',
    method: 'POST',
    path: '/api/v1/web/sp/brand/delete',
    body: { id: integer(CF.brands.removable) },
    data: nullValue(),
    msg: '删除成功',
    call: (api) => api.shop.POST('/api/v1/web/sp/brand/delete', { body: { id: CF.brands.removable } }),
  }),
  catalogCall({
    operationId: 'productCategorySave',
    description: 'adding a sub-category under category 9901',
    method: 'POST',
    path: '/api/v1/web/sp/product/category/save',
    body: {
      parentId: integer(CF.categories.parent),
      name: like('契约新增分类'),
      icon: nullValue(),
      status: integer(1),
    },
    data: savedId(9913),
    msg: '新增成功',
    call: (api) =>
      api.shop.POST('/api/v1/web/sp/product/category/save', {
        body: { parentId: CF.categories.parent, name: '契约新增分类', icon: null, status: 1 },
      }),
  }),
  catalogCall({
    operationId: 'productCategoryDelete',
    description: 'deleting the leaf category 9902',
    method: 'POST',
    path: '/api/v1/web/sp/product/category/delete',
    body: { id: integer(CF.categories.removable) },
    data: nullValue(),
    msg: '删除成功',
    call: (api) =>
      api.shop.POST('/api/v1/web/sp/product/category/delete', { body: { id: CF.categories.removable } }),
  }),
  catalogCall({
    operationId: 'productCategorySort',
    description: 'putting the children of category 9901 in the order 9912, 9911',
    method: 'POST',
    path: '/api/v1/web/sp/product/category/sort',
    body: { parentId: integer(CF.categories.parent), ids: [integer(9912), integer(9911)] },
    data: nullValue(),
    msg: '排序成功',
    call: (api) =>
      api.shop.POST('/api/v1/web/sp/product/category/sort', {
        body: { parentId: CF.categories.parent, ids: [9912, 9911] },
      }),
  }),
  catalogCall({
    operationId: 'skuPage',
    description: 'a request for the items named like 契约样品',
    method: 'POST',
    path: '/api/v1/web/sp/sku/page',
    body: { name: like('契约样品'), page: integer(1), pageSize: integer(10) },
    data: { total: integer(1), records: eachLike(skuShape) },
    call: (api) =>
      api.shop.POST('/api/v1/web/sp/sku/page', { body: { name: '契约样品', page: 1, pageSize: 10 } }),
    check: (data) => expect(data.records[0]?.id).toBe(CF.skus.kept),
  }),
  catalogCall({
    operationId: 'skuDetail',
    description: 'a request for item 9901 with its specifications',
    method: 'GET',
    path: '/api/v1/web/sp/sku/detail',
    query: { id: like(String(CF.skus.kept)) },
    data: {
      ...skuShape,
      specAttrs: eachLike({ name: like('规格'), values: eachLike('40kg/袋') }),
      specs: eachLike({
        id: integer(CF.skus.spec),
        spec: like('40kg/袋'),
        barcode: regex('^\\d{13}$', '6929901000015'),
        unit: like('袋'),
        priceCents: integer(16800),
        marketPriceCents: integer(18500),
        costPriceCents: integer(14200),
        warningStock: integer(50),
        status: integer(1),
      }),
    },
    call: (api) => api.shop.GET('/api/v1/web/sp/sku/detail', { params: { query: { id: CF.skus.kept } } }),
    check: (data) => expect(data.specs[0]?.priceCents).toBe(16800),
  }),
  catalogCall({
    operationId: 'skuSave',
    description: 'adding a seed item with one specification',
    method: 'POST',
    path: '/api/v1/web/sp/sku/save',
    body: {
      name: like('契约新增单品'),
      categoryCode: like('0301'),
      brandId: nullValue(),
      supplierId: nullValue(),
      manufacturer: like('契约测试生产企业'),
      registrationNo: nullValue(),
      specAttrs: eachLike({ name: like('规格'), values: eachLike('1kg/袋') }),
      images: [],
      description: like(''),
      status: integer(1),
      specs: eachLike({
        spec: like('1kg/袋'),
        specValues: eachLike('1kg/袋'),
        barcode: nullValue(),
        unit: like('袋'),
        priceCents: integer(6800),
        marketPriceCents: integer(7800),
        costPriceCents: integer(5200),
        warningStock: integer(10),
        status: integer(1),
      }),
    },
    data: savedId(9903),
    msg: '新增成功',
    call: (api) =>
      api.shop.POST('/api/v1/web/sp/sku/save', {
        body: {
          name: '契约新增单品',
          categoryCode: '0301',
          brandId: null,
          supplierId: null,
          manufacturer: '契约测试生产企业',
          registrationNo: null,
          specAttrs: [{ name: '规格', values: ['1kg/袋'] }],
          images: [],
          description: '',
          status: 1,
          specs: [
            {
              spec: '1kg/袋',
              specValues: ['1kg/袋'],
              barcode: null,
              unit: '袋',
              priceCents: 6800,
              marketPriceCents: 7800,
              costPriceCents: 5200,
              warningStock: 10,
              status: 1,
            },
          ],
        },
      }),
  }),
  catalogCall({
    operationId: 'skuStatus',
    description: 'disabling item 9901',
    method: 'POST',
    path: '/api/v1/web/sp/sku/status',
    body: { id: integer(CF.skus.kept), status: integer(0) },
    data: nullValue(),
    msg: '停用成功',
    call: (api) => api.shop.POST('/api/v1/web/sp/sku/status', { body: { id: CF.skus.kept, status: 0 } }),
  }),
  catalogCall({
    operationId: 'skuDelete',
    description: 'deleting item 9902, which no package uses',
    method: 'POST',
    path: '/api/v1/web/sp/sku/delete',
    body: { id: integer(CF.skus.removable) },
    data: nullValue(),
    msg: '删除成功',
    call: (api) => api.shop.POST('/api/v1/web/sp/sku/delete', { body: { id: CF.skus.removable } }),
  }),
  catalogCall({
    operationId: 'skuSpecOptions',
    description: 'a search for specifications of items named like 契约样品复合肥',
    method: 'POST',
    path: '/api/v1/web/sp/sku/spec/options',
    body: { keyword: like('契约样品复合肥'), limit: integer(30) },
    data: {
      list: eachLike({
        id: integer(CF.skus.spec),
        skuId: integer(CF.skus.kept),
        skuName: like('契约样品复合肥'),
        spec: like('40kg/袋'),
        unit: like('袋'),
        priceCents: integer(16800),
        status: integer(1),
        skuStatus: integer(1),
      }),
    },
    call: (api) =>
      api.shop.POST('/api/v1/web/sp/sku/spec/options', { body: { keyword: '契约样品复合肥', limit: 30 } }),
    check: (data) => expect(data.list[0]?.id).toBe(CF.skus.spec),
  }),
  catalogCall({
    operationId: 'setmealPage',
    description: 'a request for the packages named like 契约测试',
    method: 'POST',
    path: '/api/v1/web/sp/setmeal/page',
    body: { name: like('契约测试'), page: integer(1), pageSize: integer(10) },
    data: { total: integer(1), records: eachLike(setmealShape) },
    call: (api) =>
      api.shop.POST('/api/v1/web/sp/setmeal/page', { body: { name: '契约测试', page: 1, pageSize: 10 } }),
    check: (data) => expect(data.records[0]?.savingCents).toBe(3600),
  }),
  catalogCall({
    operationId: 'setmealDetail',
    description: 'a request for package 9901 with its items',
    method: 'GET',
    path: '/api/v1/web/sp/setmeal/detail',
    query: { id: like(String(CF.setmeals.kept)) },
    data: {
      ...setmealShape,
      items: eachLike({
        skuSpecId: integer(CF.skus.spec),
        skuId: integer(CF.skus.kept),
        skuName: like('契约样品复合肥'),
        spec: like('40kg/袋'),
        unit: like('袋'),
        priceCents: integer(16800),
        quantity: integer(2),
        disabled: boolean(false),
      }),
    },
    call: (api) =>
      api.shop.GET('/api/v1/web/sp/setmeal/detail', { params: { query: { id: CF.setmeals.kept } } }),
    check: (data) => expect(data.items[0]?.quantity).toBe(2),
  }),
  catalogCall({
    operationId: 'setmealSave',
    description: 'adding package 契约新增套餐 of 3 × spec 9901',
    method: 'POST',
    path: '/api/v1/web/sp/setmeal/save',
    body: {
      name: like(CF.setmeals.newName),
      priceCents: integer(48000),
      status: integer(1),
      description: like(''),
      items: eachLike({ skuSpecId: integer(CF.skus.spec), quantity: integer(3) }),
    },
    data: savedId(9903),
    msg: '新增成功',
    call: (api) =>
      api.shop.POST('/api/v1/web/sp/setmeal/save', {
        body: {
          name: CF.setmeals.newName,
          priceCents: 48000,
          status: 1,
          description: '',
          items: [{ skuSpecId: CF.skus.spec, quantity: 3 }],
        },
      }),
  }),
  catalogCall({
    operationId: 'setmealDelete',
    description: 'deleting package 9902',
    method: 'POST',
    path: '/api/v1/web/sp/setmeal/delete',
    body: { id: integer(CF.setmeals.removable) },
    data: nullValue(),
    msg: '删除成功',
    call: (api) => api.shop.POST('/api/v1/web/sp/setmeal/delete', { body: { id: CF.setmeals.removable } }),
  }),
  // ── shop · warehousing ─────────────────────────────────────────────────────────────────────
  wmsCall({
    operationId: 'warehousePage',
    description: 'a request for the warehouses named like 契约测试',
    method: 'POST',
    path: '/api/v1/web/wms/warehouse/page',
    body: { name: like('契约测试'), page: integer(1), pageSize: integer(10) },
    data: { total: integer(1), records: eachLike(warehouseShape) },
    call: (api) =>
      api.shop.POST('/api/v1/web/wms/warehouse/page', { body: { name: '契约测试', page: 1, pageSize: 10 } }),
    check: (data) => expect(data.records[0]?.code).toBe(W.warehouse.code),
  }),
  wmsCall({
    operationId: 'warehouseDetail',
    description: 'a request for warehouse 9701 with its zones and locations',
    method: 'GET',
    path: '/api/v1/web/wms/warehouse/detail',
    query: { id: like(String(W.warehouse.id)) },
    data: {
      ...warehouseShape,
      zones: eachLike({
        code: like('A'),
        name: like('化肥区'),
        locations: eachLike({ code: like(W.location), capacity: integer(1000) }),
      }),
    },
    call: (api) =>
      api.shop.GET('/api/v1/web/wms/warehouse/detail', { params: { query: { id: W.warehouse.id } } }),
    check: (data) => expect(data.zones[0]?.locations[0]?.code).toBe(W.location),
  }),
  wmsCall({
    operationId: 'warehouseMapSummary',
    description: 'a request for the warehouses on the map with their stock summaries',
    method: 'POST',
    path: '/api/v1/web/wms/warehouse/map',
    body: {},
    data: {
      list: eachLike({
        id: integer(W.warehouse.id),
        name: like(W.warehouse.name),
        code: like(W.warehouse.code),
        type: integer(1),
        qhdm: like('430104'),
        qhmc: like('岳麓区'),
        lon: number(112.9),
        lat: number(28.2),
        status: integer(1),
        capacity: integer(1000),
        skuCount: integer(1),
        onHand: integer(100),
        locked: integer(0),
        available: integer(100),
        stockValue: integer(1_000_000),
      }),
    },
    call: (api) => api.shop.POST('/api/v1/web/wms/warehouse/map', { body: {} }),
    check: (data) => expect(data.list.length).toBeGreaterThan(0),
  }),
  wmsCall({
    operationId: 'warehouseOccupancy',
    description: 'a request for the location occupancy of warehouse 9701',
    method: 'GET',
    path: '/api/v1/web/wms/warehouse/occupancy',
    query: { id: like(String(W.warehouse.id)) },
    data: {
      warehouseId: integer(W.warehouse.id),
      warehouseName: like(W.warehouse.name),
      zones: eachLike({
        code: like('A'),
        name: like('化肥区'),
        locations: eachLike({
          code: like(W.location),
          capacity: integer(1000),
          occupied: integer(100),
        }),
      }),
    },
    call: (api) =>
      api.shop.GET('/api/v1/web/wms/warehouse/occupancy', { params: { query: { id: W.warehouse.id } } }),
    check: (data) => expect(data.zones[0]?.locations[0]?.occupied).toBe(100),
  }),
  wmsCall({
    operationId: 'stockTransferPage',
    description: 'a request for the transfers of warehouse 9701',
    method: 'POST',
    path: '/api/v1/web/wms/transfer/page',
    body: { warehouseId: integer(W.warehouse.id), page: integer(1), pageSize: integer(10) },
    // the fixtures hold no transfer: the page may be empty
    data: { total: integer(0), records: like([]) },
    call: (api) =>
      api.shop.POST('/api/v1/web/wms/transfer/page', {
        body: { warehouseId: W.warehouse.id, page: 1, pageSize: 10 },
      }),
    check: (data) => expect(Array.isArray(data.records)).toBe(true),
  }),
  wmsCall({
    operationId: 'stockTransferCreate',
    description: 'a transfer of 10 from warehouse 9701 to warehouse 1',
    method: 'POST',
    path: '/api/v1/web/wms/transfer/create',
    body: {
      fromWarehouseId: integer(W.warehouse.id),
      toWarehouseId: integer(1),
      lines: eachLike({ skuId: integer(W.sku.id), batchNo: like(W.batch), quantity: integer(10) }),
    },
    data: {
      id: integer(1),
      transferNo: like('DB202605100001'),
      fromWarehouseId: integer(W.warehouse.id),
      fromWarehouseName: like(W.warehouse.name),
      toWarehouseId: integer(1),
      toWarehouseName: like('长沙岳麓农资中心仓'),
      outDocId: integer(1),
      outDocNo: like('CK202605100001'),
      outStatus: integer(1),
      inDocId: integer(2),
      inDocNo: like('RK202605100001'),
      inStatus: integer(1),
      quantity: integer(10),
      creatorName: like('系统管理员'),
      createTime: like('2026-05-10 09:00:00'),
    },
    call: (api) =>
      api.shop.POST('/api/v1/web/wms/transfer/create', {
        body: {
          fromWarehouseId: W.warehouse.id,
          toWarehouseId: 1,
          lines: [{ skuId: W.sku.id, batchNo: W.batch, quantity: 10 }],
        },
      }),
    check: (data) => expect(data.quantity).toBe(10),
  }),
  wmsCall({
    operationId: 'warehouseSave',
    description: 'adding warehouse PACT-WH-NEW with one zone and location',
    method: 'POST',
    path: '/api/v1/web/wms/warehouse/save',
    body: {
      name: like('契约新增仓'),
      code: like(W.newWarehouseCode),
      type: integer(2),
      qhdm: like('430104'),
      qhmc: like('岳麓区'),
      address: like('麓谷街道 2 号'),
      lon: number(112.9),
      lat: number(28.2),
      managerId: integer(1),
      capacity: integer(500),
      status: integer(1),
      remark: nullValue(),
      zones: eachLike({
        code: like('A'),
        name: like('综合区'),
        locations: eachLike({ code: like('A-01'), capacity: integer(100) }),
      }),
    },
    data: { id: integer(10) },
    msg: '保存成功',
    call: (api) =>
      api.shop.POST('/api/v1/web/wms/warehouse/save', {
        body: {
          name: '契约新增仓',
          code: W.newWarehouseCode,
          type: 2,
          qhdm: '430104',
          qhmc: '岳麓区',
          address: '麓谷街道 2 号',
          lon: 112.9,
          lat: 28.2,
          managerId: 1,
          capacity: 500,
          status: 1,
          remark: null,
          zones: [{ code: 'A', name: '综合区', locations: [{ code: 'A-01', capacity: 100 }] }],
        },
      }),
    check: (data) => expect(data.id).toBeGreaterThan(0),
  }),
  wmsCall({
    operationId: 'warehouseStatus',
    description: 'disabling warehouse 9701',
    method: 'POST',
    path: '/api/v1/web/wms/warehouse/status',
    body: { id: integer(W.warehouse.id), status: integer(0) },
    data: nullValue(),
    msg: '状态修改成功',
    call: (api) =>
      api.shop.POST('/api/v1/web/wms/warehouse/status', { body: { id: W.warehouse.id, status: 0 } }),
  }),
  {
    operationId: 'warehouseDelete',
    description: 'deleting warehouse 9701, which has documents',
    states: [STATES.adminLoggedIn, STATES.warehousingFixtures],
    authenticated: true,
    request: {
      method: 'POST',
      path: '/api/v1/web/wms/warehouse/delete',
      headers: authed(JSON_REQUEST),
      body: { id: integer(W.warehouse.id) },
    },
    response: {
      status: 409,
      headers: JSON_RESPONSE,
      body: { code: equal(409), msg: like('该仓库已有出入库单据或库存，不能删除') },
    },
    async run({ api }) {
      const result = await api.shop.POST('/api/v1/web/wms/warehouse/delete', {
        body: { id: W.warehouse.id },
      });
      expect(() => unwrap(result, successCodes('warehouseDelete'))).toThrow('不能删除');
    },
  },
  wmsCall({
    operationId: 'stockDocPage',
    description: 'a request for the approved inbound documents of warehouse 9701',
    method: 'POST',
    path: '/api/v1/web/wms/doc/page',
    body: {
      direction: 'in',
      statuses: eachLike(integer(2)),
      warehouseId: integer(W.warehouse.id),
      page: integer(1),
      pageSize: integer(10),
    },
    data: { total: integer(1), records: eachLike(docShape) },
    call: (api) =>
      api.shop.POST('/api/v1/web/wms/doc/page', {
        body: { direction: 'in', statuses: [2], warehouseId: W.warehouse.id, page: 1, pageSize: 10 },
      }),
    check: (data) => expect(data.records[0]?.lines.length).toBeGreaterThan(0),
  }),
  wmsCall({
    operationId: 'stockDocDetail',
    description: 'a request for inbound document 9801 (print view)',
    method: 'GET',
    path: '/api/v1/web/wms/doc/detail',
    query: { id: like(String(W.docs.approved)) },
    data: docShape,
    call: (api) => api.shop.GET('/api/v1/web/wms/doc/detail', { params: { query: { id: W.docs.approved } } }),
    check: (data) => expect(data.lines[0]?.batchNo).toBe(W.batch),
  }),
  wmsCall({
    operationId: 'stockDocSave',
    description: 'saving and submitting a new inbound of 100 of PACT-B1',
    method: 'POST',
    path: '/api/v1/web/wms/doc/save',
    body: {
      direction: 'in',
      warehouseId: integer(W.warehouse.id),
      bizType: integer(1),
      partner: like('湖南农资集团'),
      bizNo: nullValue(),
      docDate: regex(DAY, '2026-05-10'),
      remark: nullValue(),
      submit: boolean(true),
      lines: eachLike({
        skuId: integer(W.sku.id),
        batchNo: like(W.batch),
        productionDate: regex(DAY, '2026-04-20'),
        expiryDate: regex(DAY, '2028-04-19'),
        quantity: integer(100),
        unitPrice: integer(12050),
        locationCode: like(W.location),
      }),
    },
    data: { id: integer(12), docNo: regex('^RK\\d{12}$', 'RK202605100001') },
    msg: '提交成功',
    call: (api) =>
      api.shop.POST('/api/v1/web/wms/doc/save', {
        body: {
          direction: 'in',
          warehouseId: W.warehouse.id,
          bizType: 1,
          partner: '湖南农资集团',
          bizNo: null,
          docDate: '2026-05-10',
          remark: null,
          submit: true,
          lines: [
            {
              skuId: W.sku.id,
              batchNo: W.batch,
              productionDate: '2026-04-20',
              expiryDate: '2028-04-19',
              quantity: 100,
              unitPrice: 12050,
              locationCode: W.location,
            },
          ],
        },
      }),
    check: (data) => expect(data.docNo).toMatch(/^RK\d{12}$/),
  }),
  {
    operationId: 'stockDocSave',
    description: 'submitting an outbound of 120 of PACT-B1, more than the 100 in stock',
    states: [STATES.adminLoggedIn, STATES.warehousingFixtures],
    authenticated: true,
    request: {
      method: 'POST',
      path: '/api/v1/web/wms/doc/save',
      headers: authed(JSON_REQUEST),
      body: {
        direction: 'out',
        warehouseId: integer(W.warehouse.id),
        bizType: integer(1),
        docDate: regex(DAY, '2026-05-10'),
        submit: boolean(true),
        lines: eachLike({
          skuId: integer(W.sku.id),
          batchNo: like(W.batch),
          quantity: integer(120),
          unitPrice: integer(0),
        }),
      },
    },
    response: {
      status: 409,
      headers: JSON_RESPONSE,
      body: {
        code: equal(409),
        msg: like('第1行 契约测试复合肥 40kg/袋 批次 PACT-B1 可用库存不足（可用 100，出库 120）'),
      },
    },
    async run({ api }) {
      const result = await api.shop.POST('/api/v1/web/wms/doc/save', {
        body: {
          direction: 'out',
          warehouseId: W.warehouse.id,
          bizType: 1,
          docDate: '2026-05-10',
          submit: true,
          lines: [{ skuId: W.sku.id, batchNo: W.batch, quantity: 120, unitPrice: 0 }],
        },
      });
      expect(() => unwrap(result, successCodes('stockDocSave'))).toThrow('可用库存不足');
    },
  },
  wmsCall({
    operationId: 'stockDocAction',
    description: 'approving the pending inbound 9803',
    method: 'POST',
    path: '/api/v1/web/wms/doc/action',
    body: { id: integer(W.docs.pending), action: 'approve' },
    data: { ...docShape, id: integer(W.docs.pending), status: integer(2) },
    msg: '审核通过，库存已更新',
    call: (api) =>
      api.shop.POST('/api/v1/web/wms/doc/action', { body: { id: W.docs.pending, action: 'approve' } }),
    check: (data) => expect(data.status).toBe(2),
  }),
  wmsCall({
    operationId: 'stockPage',
    description: 'a request for the stock of warehouse 9701',
    method: 'POST',
    path: '/api/v1/web/wms/stock/page',
    body: { warehouseId: integer(W.warehouse.id), page: integer(1), pageSize: integer(10) },
    data: {
      total: integer(1),
      records: eachLike({
        id: integer(1),
        warehouseId: integer(W.warehouse.id),
        warehouseName: like(W.warehouse.name),
        skuId: integer(W.sku.id),
        skuName: like(W.sku.name),
        spec: like(W.sku.spec),
        unit: like('袋'),
        batchNo: like(W.batch),
        onHand: integer(100),
        locked: integer(0),
        available: integer(100),
        warningValue: integer(50),
        skuAvailable: integer(100),
        belowWarning: boolean(false),
        expiringSoon: boolean(false),
        expired: boolean(false),
        updateTime: like('2026-05-10 09:00:00'),
      }),
    },
    call: (api) =>
      api.shop.POST('/api/v1/web/wms/stock/page', {
        body: { warehouseId: W.warehouse.id, page: 1, pageSize: 10 },
      }),
    check: (data) => expect(data.records[0]?.available).toBe(100),
  }),
  wmsCall({
    operationId: 'stockLedgerPage',
    description: 'a request for the movements of warehouse 9701',
    method: 'POST',
    path: '/api/v1/web/wms/stock/ledger',
    body: { warehouseId: integer(W.warehouse.id), page: integer(1), pageSize: integer(10) },
    data: {
      total: integer(1),
      records: eachLike({
        id: integer(1),
        stockId: integer(1),
        warehouseName: like(W.warehouse.name),
        skuName: like(W.sku.name),
        spec: like(W.sku.spec),
        batchNo: like(W.batch),
        docId: integer(W.docs.approved),
        docNo: like('RK199901019801'),
        direction: regex('^(in|out)$', 'in'),
        quantity: integer(100),
        beforeQty: integer(0),
        afterQty: integer(100),
        operatorName: like('系统管理员'),
        createTime: like('2026-05-10 09:00:00'),
      }),
    },
    call: (api) =>
      api.shop.POST('/api/v1/web/wms/stock/ledger', {
        body: { warehouseId: W.warehouse.id, page: 1, pageSize: 10 },
      }),
    check: (data) => expect(data.records[0]?.afterQty).toBeGreaterThanOrEqual(0),
  }),
  wmsCall({
    operationId: 'wmsSkuOptions',
    description: 'a search for SKU 契约测试复合肥 with its batches in warehouse 9701',
    method: 'POST',
    path: '/api/v1/web/wms/sku/options',
    body: { keyword: like(W.sku.name), warehouseId: integer(W.warehouse.id) },
    data: {
      list: eachLike({
        id: integer(W.sku.id),
        skuName: like(W.sku.name),
        spec: like(W.sku.spec),
        unit: like('袋'),
        warningValue: integer(50),
        price: integer(16800),
        batches: eachLike({ batchNo: like(W.batch), available: integer(100) }),
      }),
    },
    call: (api) =>
      api.shop.POST('/api/v1/web/wms/sku/options', {
        body: { keyword: W.sku.name, warehouseId: W.warehouse.id },
      }),
    check: (data) => expect(data.list[0]?.batches[0]?.batchNo).toBe(W.batch),
  }),
  // ── area ───────────────────────────────────────────────────────────────────────────────────
  {
    operationId: 'areaImageGetMapData',
    description: 'a request for the image map of area ly-baijia-01',
    states: [STATES.adminLoggedIn, STATES.area],
    authenticated: true,
    request: {
      method: 'POST',
      path: '/areaImage/getMapData',
      headers: authed(JSON_REQUEST),
      body: { areaId: regex('^[A-Za-z0-9_-]+$', 'ly-baijia-01') },
    },
    response: {
      status: 200,
      headers: JSON_RESPONSE,
      body: envelope(
        {
          id: like('ly-baijia-01'),
          name: like('浏阳市柏加镇苗木基地'),
          qhdm: regex('^\\d{2,12}$', '430181'),
          qhmc: like('浏阳市'),
          // [lon, lat] and a GeoJSON polygon: arrays of numbers (lengths are the provider's).
          center: like([113.38, 28.0505]),
          boundary: {
            type: equal('Polygon'),
            coordinates: like([
              [
                [113.374, 28.046],
                [113.386, 28.046],
                [113.386, 28.055],
                [113.374, 28.046],
              ],
            ]),
          },
          areaSize: number(1764.5),
        },
        '查询成功',
      ),
    },
    async run({ api }) {
      const data = unwrap(
        await api.area.POST('/areaImage/getMapData', { body: { areaId: 'ly-baijia-01' } }),
        successCodes('areaImageGetMapData'),
      );
      expect(data?.center).toHaveLength(2);
      expect(data?.boundary.type).toBe('Polygon');
    },
  },
  {
    operationId: 'weatherGetRealtimeInfo',
    description: 'a request for the real-time weather of area ly-baijia-01',
    states: [STATES.adminLoggedIn, STATES.area],
    authenticated: true,
    request: {
      method: 'GET',
      path: '/weather/getrealtimeInfo',
      query: { areaId: regex('^[A-Za-z0-9_-]+$', 'ly-baijia-01') },
      headers: authed(),
    },
    response: {
      status: 200,
      headers: JSON_RESPONSE,
      body: envelope(
        {
          temperature: number(26.4),
          humidity: number(78),
          windDirection: like('东南风'),
          windSpeed: number(2.3),
          rainfall: number(0),
          pressure: number(1006.2),
          weather: like('多云'),
          updateTime: regex('^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$', '2024-05-20 14:30:00'),
        },
        '查询成功',
      ),
    },
    async run({ api }) {
      const data = unwrap(
        await api.area.GET('/weather/getrealtimeInfo', { params: { query: { areaId: 'ly-baijia-01' } } }),
        successCodes('weatherGetRealtimeInfo'),
      );
      expect(data?.weather).toBe('多云');
    },
  },
  areaCall({
    operationId: 'areaImageGetAreaList',
    description: 'a request for the monitoring areas of region 43',
    method: 'POST',
    path: '/areaImage/getAreaList',
    body: { qhdm: regex('^\\d{2,12}$', '43') },
    data: eachLike({
      id: like('ly-baijia-01'),
      name: like('浏阳市柏加镇苗木基地'),
      qhdm: regex('^\\d{2,12}$', '430181'),
      qhmc: like('浏阳市'),
      center: like([113.38, 28.0505]),
      areaSize: number(1764.5),
      deviceCount: integer(12),
    }),
    call: (api) => api.area.POST('/areaImage/getAreaList', { body: { qhdm: '43' } }),
    check: (data) => expect(data[0]?.qhdm.startsWith('43')).toBe(true),
  }),
  areaCall({
    operationId: 'areaImageGetDeviceCollect',
    description: 'a request for the device counts of region 43',
    method: 'POST',
    path: '/areaImage/getDeviceCollect',
    body: { qhdm: regex('^\\d{2,12}$', '43') },
    data: {
      total: integer(12),
      online: integer(10),
      offline: integer(2),
      // all seven device types, always (minItems 7)
      types: like(
        ['视频监控', '轨迹', '气象环境', '土壤环境', '空气质量', '虫情', '水环境'].map((typeName, i) => ({
          deviceType: i + 1,
          typeName,
          total: 2,
          online: 1,
          offline: 1,
        })),
      ),
    },
    call: (api) => api.area.POST('/areaImage/getDeviceCollect', { body: { qhdm: '43' } }),
    check: (data) => expect(data.online + data.offline).toBe(data.total),
  }),
  areaCall({
    operationId: 'areaImageGetDeviceSpotList',
    description: 'a request for the device spots of area ly-baijia-01',
    method: 'POST',
    path: '/areaImage/getDeviceSpotList',
    body: { areaId: regex('^[A-Za-z0-9_-]+$', 'ly-baijia-01') },
    data: eachLike({
      spotId: like('ly-baijia-01-s1'),
      name: like('东区监测点'),
      lon: number(113.378),
      lat: number(28.049),
      deviceIds: like(['QX-430181-0001']),
    }),
    call: (api) => api.area.POST('/areaImage/getDeviceSpotList', { body: { areaId: 'ly-baijia-01' } }),
    check: (data) => expect(data[0]?.spotId).toBeTruthy(),
  }),
  areaCall({
    operationId: 'areaImageGetDeviceList',
    description: 'a request for every monitoring device of region 43',
    method: 'POST',
    path: '/areaImage/getDeviceList',
    body: { qhdm: regex('^\\d{2,12}$', '43'), page: integer(1), pageSize: integer(1000) },
    data: {
      total: integer(12),
      records: eachLike({
        deviceId: like('QX-430181-0001'),
        deviceName: like('柏加基地气象站'),
        deviceType: integer(3),
        status: integer(1),
        lon: number(113.3852),
        lat: number(28.0478),
      }),
    },
    call: (api) =>
      api.area.POST('/areaImage/getDeviceList', { body: { qhdm: '43', page: 1, pageSize: 1000 } }),
    check: (data) => expect(data.records.length).toBeGreaterThan(0),
  }),
  areaCall({
    operationId: 'areaImageGetDeviceInfo',
    description: 'a request for weather station QX-430181-0001 with its latest readings',
    method: 'GET',
    path: '/areaImage/getDeviceInfo',
    query: { deviceId: regex('^[A-Za-z0-9_-]+$', 'QX-430181-0001') },
    data: {
      deviceId: like('QX-430181-0001'),
      deviceName: like('柏加基地气象站'),
      deviceType: integer(3),
      status: integer(1),
      areaId: like('ly-baijia-01'),
      // `value` is a number or a text (风向: 东南风): the pact leaves its type to the spec.
      readings: eachLike({
        key: like('airTemp'),
        name: like('空气温度'),
        unit: like('℃'),
        time: regex(DATE_TIME, '2024-05-20 14:30:00'),
      }),
    },
    call: (api) =>
      api.area.GET('/areaImage/getDeviceInfo', { params: { query: { deviceId: 'QX-430181-0001' } } }),
    check: (data) => expect(data.readings.length).toBeGreaterThan(0),
  }),
  areaCall({
    operationId: 'areaImageGetDeviceHistory',
    description: 'a request for the last 24 hours of weather station QX-430181-0001',
    method: 'GET',
    path: '/areaImage/getDeviceHistory',
    query: { deviceId: regex('^[A-Za-z0-9_-]+$', 'QX-430181-0001') },
    data: {
      deviceId: like('QX-430181-0001'),
      series: eachLike({
        key: like('airTemp'),
        name: like('空气温度'),
        unit: like('℃'),
        points: eachLike({ time: regex(DATE_TIME, '2024-05-20 14:30:00'), value: number(21.5) }),
      }),
    },
    call: (api) =>
      api.area.GET('/areaImage/getDeviceHistory', { params: { query: { deviceId: 'QX-430181-0001' } } }),
    check: (data) => expect(data.series.length).toBeGreaterThan(0),
  }),
  areaCall({
    operationId: 'areaImageGetDeviceTrack',
    description: 'a request for the track of trajectory device GJ-430181-0001',
    method: 'GET',
    path: '/areaImage/getDeviceTrack',
    query: { deviceId: regex('^[A-Za-z0-9_-]+$', 'GJ-430181-0001') },
    data: {
      deviceId: like('GJ-430181-0001'),
      deviceName: like('柏加基地1号植保无人机'),
      date: regex('^\\d{4}-\\d{2}-\\d{2}$', '2024-05-20'),
      points: eachLike({
        time: regex(DATE_TIME, '2024-05-20 08:00:00'),
        lon: number(113.3752),
        lat: number(28.0472),
        speed: number(9.4),
      }),
    },
    call: (api) =>
      api.area.GET('/areaImage/getDeviceTrack', { params: { query: { deviceId: 'GJ-430181-0001' } } }),
    check: (data) => expect(data.points.length).toBeGreaterThan(0),
  }),
  areaCall({
    operationId: 'weatherGetTodayInfo',
    description: 'a request for the hourly weather of today of area ly-baijia-01',
    method: 'GET',
    path: '/weather/getTodayInfo',
    query: { areaId: AREA_ID },
    data: {
      date: regex('^\\d{4}-\\d{2}-\\d{2}$', '2024-05-20'),
      series: eachLike({
        time: regex(DATE_TIME, '2024-05-20 00:00:00'),
        temperature: number(21.2),
        humidity: number(92),
        rainfall: number(0.4),
        windSpeed: number(1.1),
        weather: like('小雨'),
      }),
    },
    call: (api) => api.area.GET('/weather/getTodayInfo', { params: { query: { areaId: 'ly-baijia-01' } } }),
    check: (data) => expect(data.series.length).toBeGreaterThan(0),
  }),
  areaCall({
    operationId: 'weatherGetWeekInfo',
    description: 'a request for the weather of the last week of area ly-baijia-01',
    method: 'GET',
    path: '/weather/getWeekInfo',
    query: { areaId: AREA_ID },
    data: dailyWeather,
    call: (api) => api.area.GET('/weather/getWeekInfo', { params: { query: { areaId: 'ly-baijia-01' } } }),
    check: (data) => expect(data.series.length).toBeGreaterThan(0),
  }),
  areaCall({
    operationId: 'weatherGetMonthInfo',
    description: 'a request for the weather of the last month of area ly-baijia-01',
    method: 'GET',
    path: '/weather/getMonthInfo',
    query: { areaId: AREA_ID },
    data: dailyWeather,
    call: (api) => api.area.GET('/weather/getMonthInfo', { params: { query: { areaId: 'ly-baijia-01' } } }),
    check: (data) => expect(data.series.length).toBeGreaterThan(0),
  }),
  areaCall({
    operationId: 'weatherGet3MonthInfo',
    description: 'a request for the weather of the last three months of area ly-baijia-01',
    method: 'GET',
    path: '/weather/get3MonthInfo',
    query: { areaId: AREA_ID },
    data: dailyWeather,
    call: (api) => api.area.GET('/weather/get3MonthInfo', { params: { query: { areaId: 'ly-baijia-01' } } }),
    check: (data) => expect(data.series.length).toBeGreaterThan(0),
  }),
  areaCall({
    operationId: 'workList',
    description: 'a request for the latest farming work records of area ly-baijia-01',
    method: 'POST',
    path: '/work/list',
    body: { areaId: AREA_ID, page: integer(1), pageSize: integer(20) },
    data: {
      total: integer(2),
      records: eachLike({
        id: integer(1032),
        workType: integer(1),
        workTypeName: like('施肥'),
        content: like('桂花苗圃追施复合肥，每亩 15 公斤'),
        workTime: regex(DATE_TIME, '2024-05-18 08:30:00'),
      }),
    },
    call: (api) => api.area.POST('/work/list', { body: { areaId: 'ly-baijia-01', page: 1, pageSize: 20 } }),
    check: (data) => expect(data.records.length).toBeGreaterThan(0),
  }),
  areaCall({
    operationId: 'workStatWeeksInfo',
    description: 'a request for the work statistics of the last week of area ly-baijia-01',
    method: 'GET',
    path: '/work/statweeksinfo',
    query: { areaId: AREA_ID },
    data: workStat,
    call: (api) => api.area.GET('/work/statweeksinfo', { params: { query: { areaId: 'ly-baijia-01' } } }),
    check: (data) => expect(data.daily.length).toBeGreaterThan(0),
  }),
  areaCall({
    operationId: 'workStatMonthInfo',
    description: 'a request for the work statistics of the last month of area ly-baijia-01',
    method: 'GET',
    path: '/work/statmonthinfo',
    query: { areaId: AREA_ID },
    data: workStat,
    call: (api) => api.area.GET('/work/statmonthinfo', { params: { query: { areaId: 'ly-baijia-01' } } }),
    check: (data) => expect(data.daily.length).toBeGreaterThan(0),
  }),
  areaCall({
    operationId: 'workStat3MonthInfo',
    description: 'a request for the work statistics of the last three months of area ly-baijia-01',
    method: 'GET',
    path: '/work/stat3monthinfo',
    query: { areaId: AREA_ID },
    data: workStat,
    call: (api) => api.area.GET('/work/stat3monthinfo', { params: { query: { areaId: 'ly-baijia-01' } } }),
    check: (data) => expect(data.daily.length).toBeGreaterThan(0),
  }),
  // ── area: 地块列表 (/agroService/massif/list) ──
  plotCall({
    operationId: 'massifList',
    description: 'a request for the plots named 契约测试',
    method: 'POST',
    path: '/massif/list',
    body: { name: like('契约测试'), page: integer(1), pageSize: integer(10) },
    data: { total: integer(1), records: eachLike(plotShape) },
    call: (api) => api.area.POST('/massif/list', { body: { name: '契约测试', page: 1, pageSize: 10 } }),
    check: (data) => expect(data.records[0]?.areaMu).toBeGreaterThan(0),
  }),
  plotCall({
    operationId: 'massifFeatures',
    description: 'a request for the plots of 契约测试合作社 on the map',
    method: 'POST',
    path: '/massif/features',
    body: { ownerName: like(PF.owner) },
    data: {
      total: integer(1),
      features: eachLike({
        id: integer(PF.plot),
        name: like(PF.name),
        ownerName: like(PF.owner),
        areaMu: number(19.6),
        geometry: plotGeometry,
      }),
    },
    call: (api) => api.area.POST('/massif/features', { body: { ownerName: PF.owner } }),
    check: (data) => expect(data.features.map((f) => f.id)).toContain(PF.plot),
  }),
  plotCall({
    operationId: 'massifSave',
    description: 'drawing a new plot of 契约测试合作社 east of plot 9801',
    method: 'POST',
    path: '/massif/save',
    body: {
      name: like(PF.newName),
      ownerType: integer(2),
      ownerName: like(PF.owner),
      cropId: nullValue(),
      remark: like(''),
      geometry: { type: equal('Polygon'), coordinates: like(NEW_PLOT_RING) },
    },
    data: { ...plotShape, name: like(PF.newName) },
    msg: '新增成功',
    call: (api) =>
      api.area.POST('/massif/save', {
        body: {
          name: PF.newName,
          ownerType: 2,
          ownerName: PF.owner,
          cropId: null,
          remark: '',
          geometry: { type: 'Polygon', coordinates: NEW_PLOT_RING },
        },
      }),
    check: (data) => expect(data.areaMu).toBeCloseTo(19.6, 1),
  }),
  {
    operationId: 'massifSave',
    description: 'drawing a self-intersecting plot, refused',
    states: [STATES.adminLoggedIn, STATES.plotFixtures],
    authenticated: true,
    request: {
      method: 'POST',
      path: '/massif/save',
      headers: authed(JSON_REQUEST),
      body: {
        name: like(PF.newName),
        ownerType: integer(2),
        ownerName: like(PF.owner),
        geometry: { type: equal('Polygon'), coordinates: like(BOW_TIE) },
      },
    },
    response: {
      status: 400,
      headers: JSON_RESPONSE,
      body: { code: equal(400), msg: like('地块边界不能自相交') },
    },
    async run({ api }) {
      const result = await api.area.POST('/massif/save', {
        body: {
          name: PF.newName,
          ownerType: 2,
          ownerName: PF.owner,
          geometry: { type: 'Polygon', coordinates: BOW_TIE },
        },
      });
      expect(() => unwrap(result, successCodes('massifSave'))).toThrow('地块边界不能自相交');
    },
  },
  plotCall({
    operationId: 'massifDelete',
    description: 'deleting plot 9801',
    method: 'POST',
    path: '/massif/delete',
    body: { id: integer(PF.plot) },
    data: nullValue(),
    msg: '删除成功',
    call: (api) => api.area.POST('/massif/delete', { body: { id: PF.plot } }),
  }),
  // ── base: 作物 / 品种 / 生育期 / 种植方案 (/agroService/massif/…) ──
  cropCall({
    operationId: 'agroCropPage',
    description: 'a request for the crops named 契约测试',
    method: 'POST',
    path: '/api/v1/agro/crop/page',
    body: { name: like('契约测试'), page: integer(1), pageSize: integer(10) },
    data: { total: integer(1), records: eachLike(cropShape) },
    call: (api) =>
      api.base.POST('/api/v1/agro/crop/page', { body: { name: '契约测试', page: 1, pageSize: 10 } }),
    check: (data) => expect(data.records.map((c) => c.id)).toContain(CRF.crops.kept),
  }),
  cropCall({
    operationId: 'agroCropOptions',
    description: 'a request for every crop to pick from',
    method: 'GET',
    path: '/api/v1/agro/crop/options',
    data: {
      list: eachLike({
        id: integer(CRF.crops.kept),
        name: like('契约测试作物'),
        family: like('契约科'),
        maturityDays: integer(100),
      }),
    },
    call: (api) => api.base.GET('/api/v1/agro/crop/options'),
    check: (data) => expect(data.list.map((c) => c.id)).toContain(CRF.crops.kept),
  }),
  cropCall({
    operationId: 'agroCropSave',
    description: 'adding the crop 契约新增作物',
    method: 'POST',
    path: '/api/v1/agro/crop/save',
    body: {
      name: like(CRF.crops.newName),
      family: like('契约科'),
      category: like('粮食作物'),
      image: nullValue(),
      maturityDays: integer(90),
      description: like(''),
      sort: integer(0),
    },
    data: { id: integer(9703) },
    msg: '新增成功',
    call: (api) =>
      api.base.POST('/api/v1/agro/crop/save', {
        body: {
          name: CRF.crops.newName,
          family: '契约科',
          category: '粮食作物',
          image: null,
          maturityDays: 90,
          description: '',
          sort: 0,
        },
      }),
    check: (data) => expect(data.id).toBeGreaterThan(0),
  }),
  cropCall({
    operationId: 'agroCropDelete',
    description: 'deleting the unused crop 9702',
    method: 'POST',
    path: '/api/v1/agro/crop/delete',
    body: { id: integer(CRF.crops.removable) },
    data: nullValue(),
    msg: '删除成功',
    call: (api) => api.base.POST('/api/v1/agro/crop/delete', { body: { id: CRF.crops.removable } }),
  }),
  {
    operationId: 'agroCropDelete',
    description: 'deleting crop 9701 that varieties, stages and a programme use, refused',
    states: [STATES.adminLoggedIn, STATES.cropFixtures],
    authenticated: true,
    request: {
      method: 'POST',
      path: '/api/v1/agro/crop/delete',
      headers: authed(JSON_REQUEST),
      body: { id: integer(CRF.crops.kept) },
    },
    response: {
      status: 409,
      headers: JSON_RESPONSE,
      body: { code: equal(409), msg: like('该作物下有 2 个品种、3 个生育期、2 个种植方案，不能删除') },
    },
    async run({ api }) {
      const result = await api.base.POST('/api/v1/agro/crop/delete', { body: { id: CRF.crops.kept } });
      expect(() => unwrap(result, successCodes('agroCropDelete'))).toThrow('不能删除');
    },
  },
  cropCall({
    operationId: 'agroVarietyPage',
    description: 'a request for the varieties of crop 9701',
    method: 'POST',
    path: '/api/v1/agro/variety/page',
    body: { cropId: integer(CRF.crops.kept), page: integer(1), pageSize: integer(10) },
    data: { total: integer(2), records: eachLike(varietyShape) },
    call: (api) =>
      api.base.POST('/api/v1/agro/variety/page', { body: { cropId: CRF.crops.kept, page: 1, pageSize: 10 } }),
    check: (data) => expect(data.records.map((v) => v.id)).toContain(CRF.varieties.kept),
  }),
  cropCall({
    operationId: 'agroVarietySave',
    description: 'adding the variety 契约新增品种 to crop 9701',
    method: 'POST',
    path: '/api/v1/agro/variety/save',
    body: {
      cropId: integer(CRF.crops.kept),
      name: like(CRF.varieties.newName),
      supplierId: nullValue(),
      registrationNo: like(CRF.varieties.newNo),
      maturityDays: integer(100),
      yieldPerMu: integer(500),
      densityPerMu: integer(16000),
      traits: like(''),
    },
    data: { id: integer(9703) },
    msg: '新增成功',
    call: (api) =>
      api.base.POST('/api/v1/agro/variety/save', {
        body: {
          cropId: CRF.crops.kept,
          name: CRF.varieties.newName,
          supplierId: null,
          registrationNo: CRF.varieties.newNo,
          maturityDays: 100,
          yieldPerMu: 500,
          densityPerMu: 16000,
          traits: '',
        },
      }),
    check: (data) => expect(data.id).toBeGreaterThan(0),
  }),
  cropCall({
    operationId: 'agroVarietyDelete',
    description: 'deleting the unused variety 9702',
    method: 'POST',
    path: '/api/v1/agro/variety/delete',
    body: { id: integer(CRF.varieties.removable) },
    data: nullValue(),
    msg: '删除成功',
    call: (api) => api.base.POST('/api/v1/agro/variety/delete', { body: { id: CRF.varieties.removable } }),
  }),
  cropCall({
    operationId: 'agroStageList',
    description: 'a request for the growth stages of crop 9701',
    method: 'GET',
    path: '/api/v1/agro/stage/list',
    query: { cropId: String(CRF.crops.kept) },
    data: { list: eachLike(stageShape) },
    call: (api) => api.base.GET('/api/v1/agro/stage/list', { params: { query: { cropId: CRF.crops.kept } } }),
    check: (data) => expect(data.list.map((s) => s.id)).toContain(CRF.stages.sow),
  }),
  cropCall({
    operationId: 'agroStageSave',
    description: 'adding the growth stage 契约新增期 to crop 9701',
    method: 'POST',
    path: '/api/v1/agro/stage/save',
    body: {
      cropId: integer(CRF.crops.kept),
      name: like(CRF.stages.newName),
      dayOffset: integer(30),
      durationDays: integer(10),
      practices: like('契约农事'),
      inputs: [],
    },
    data: { id: integer(9704) },
    msg: '新增成功',
    call: (api) =>
      api.base.POST('/api/v1/agro/stage/save', {
        body: {
          cropId: CRF.crops.kept,
          name: CRF.stages.newName,
          dayOffset: 30,
          durationDays: 10,
          practices: '契约农事',
          inputs: [],
        },
      }),
    check: (data) => expect(data.id).toBeGreaterThan(0),
  }),
  cropCall({
    operationId: 'agroStageReorder',
    description: 'keeping the order of the stages of crop 9701',
    method: 'POST',
    path: '/api/v1/agro/stage/reorder',
    body: {
      cropId: integer(CRF.crops.kept),
      ids: [integer(CRF.stages.sow), integer(CRF.stages.harvest), integer(CRF.stages.removable)],
    },
    data: nullValue(),
    msg: '排序成功',
    call: (api) =>
      api.base.POST('/api/v1/agro/stage/reorder', {
        body: { cropId: CRF.crops.kept, ids: [CRF.stages.sow, CRF.stages.harvest, CRF.stages.removable] },
      }),
  }),
  {
    operationId: 'agroStageReorder',
    description: 'putting 契约收获期 (day 90) before 契约播种期 (day 0), refused',
    states: [STATES.adminLoggedIn, STATES.cropFixtures],
    authenticated: true,
    request: {
      method: 'POST',
      path: '/api/v1/agro/stage/reorder',
      headers: authed(JSON_REQUEST),
      body: {
        cropId: integer(CRF.crops.kept),
        ids: [integer(CRF.stages.harvest), integer(CRF.stages.sow), integer(CRF.stages.removable)],
      },
    },
    response: {
      status: 400,
      headers: JSON_RESPONSE,
      body: {
        code: equal(400),
        msg: like('生育期「契约播种期」的天数（0）不能早于上一个生育期「契约收获期」（90）'),
      },
    },
    async run({ api }) {
      const result = await api.base.POST('/api/v1/agro/stage/reorder', {
        body: { cropId: CRF.crops.kept, ids: [CRF.stages.harvest, CRF.stages.sow, CRF.stages.removable] },
      });
      expect(() => unwrap(result, successCodes('agroStageReorder'))).toThrow('不能早于上一个生育期');
    },
  },
  cropCall({
    operationId: 'agroStageDelete',
    description: 'deleting the growth stage 9703',
    method: 'POST',
    path: '/api/v1/agro/stage/delete',
    body: { id: integer(CRF.stages.removable) },
    data: nullValue(),
    msg: '删除成功',
    call: (api) => api.base.POST('/api/v1/agro/stage/delete', { body: { id: CRF.stages.removable } }),
  }),
  cropCall({
    operationId: 'agroProgrammePage',
    description: 'a request for the programmes named 契约测试',
    method: 'POST',
    path: '/api/v1/agro/programme/page',
    body: { name: like('契约测试'), page: integer(1), pageSize: integer(10) },
    data: { total: integer(1), records: eachLike(programmeShape) },
    call: (api) =>
      api.base.POST('/api/v1/agro/programme/page', { body: { name: '契约测试', page: 1, pageSize: 10 } }),
    check: (data) => expect(data.records.map((p) => p.id)).toContain(CRF.programmes.kept),
  }),
  cropCall({
    operationId: 'agroProgrammeDetail',
    description: 'a request for the calendar of programme 9701',
    method: 'GET',
    path: '/api/v1/agro/programme/detail',
    query: { id: String(CRF.programmes.kept) },
    data: {
      ...programmeShape,
      stages: eachLike({
        id: integer(1),
        stageId: integer(CRF.stages.sow),
        sort: integer(1),
        name: like('契约播种期'),
        dayOffset: integer(0),
        plannedStart: regex(DATE, '2026-03-01'),
        plannedEnd: regex(DATE, '2026-03-10'),
        actualStart: nullValue(),
        actualEnd: nullValue(),
        practices: like('契约农事'),
        inputs: [],
      }),
    },
    call: (api) =>
      api.base.GET('/api/v1/agro/programme/detail', { params: { query: { id: CRF.programmes.kept } } }),
    check: (data) => expect(data.stages[0]?.plannedStart).toBe(CRF.sowingDate),
  }),
  cropCall({
    operationId: 'agroProgrammeSave',
    description: 'adding the programme 契约新增方案 for crop 9701',
    method: 'POST',
    path: '/api/v1/agro/programme/save',
    body: {
      name: like(CRF.programmes.newName),
      plotId: nullValue(),
      cropId: integer(CRF.crops.kept),
      varietyId: integer(CRF.varieties.kept),
      sowingDate: regex(DATE, '2026-04-01'),
      remark: like(''),
    },
    data: { id: integer(9703) },
    msg: '新增成功',
    call: (api) =>
      api.base.POST('/api/v1/agro/programme/save', {
        body: {
          name: CRF.programmes.newName,
          plotId: null,
          cropId: CRF.crops.kept,
          varietyId: CRF.varieties.kept,
          sowingDate: '2026-04-01',
          remark: '',
        },
      }),
    check: (data) => expect(data.id).toBeGreaterThan(0),
  }),
  cropCall({
    operationId: 'agroProgrammeRecord',
    description: 'recording the actual start of the first stage of programme 9701',
    method: 'POST',
    path: '/api/v1/agro/programme/record',
    body: {
      id: integer(CRF.programmeStages.first),
      actualStart: regex(DATE, '2026-03-02'),
      actualEnd: nullValue(),
    },
    data: nullValue(),
    msg: '记录成功',
    call: (api) =>
      api.base.POST('/api/v1/agro/programme/record', {
        body: { id: CRF.programmeStages.first, actualStart: '2026-03-02', actualEnd: null },
      }),
  }),
  cropCall({
    operationId: 'agroProgrammeDelete',
    description: 'deleting programme 9702',
    method: 'POST',
    path: '/api/v1/agro/programme/delete',
    body: { id: integer(CRF.programmes.removable) },
    data: nullValue(),
    msg: '删除成功',
    call: (api) => api.base.POST('/api/v1/agro/programme/delete', { body: { id: CRF.programmes.removable } }),
  }),
  // ── map (requested by the map engine through the SDK's transformRequest, not the SDK client) ──
  {
    operationId: 'mapGetStyle',
    description: 'a request for the basemap style hunan-base',
    states: [STATES.adminLoggedIn, STATES.style],
    authenticated: true,
    request: { method: 'GET', path: '/styles/v1/agrimap/hunan-base', headers: AUTHORIZATION },
    response: {
      status: 200,
      headers: JSON_RESPONSE,
      body: {
        version: equal(8),
        name: like('湖南农资一张图底图'),
        sources: like({}),
        layers: eachLike({ id: like('background'), type: like('background') }),
      },
    },
    async run({ mockUrl, token }) {
      const style = (await mapEngineFetch(mockUrl, '/styles/v1/agrimap/hunan-base', token)) as {
        version: number;
        layers: { id: string }[];
      };
      expect(style.version).toBe(8);
      expect(style.layers[0]?.id).toBe('background');
    },
  },
  {
    operationId: 'mapGetDatasetFeatures',
    description: 'a request for the features of dataset hunan-cities',
    states: [STATES.adminLoggedIn, STATES.dataset],
    authenticated: true,
    request: { method: 'GET', path: '/datasets/v1/agrimap/hunan-cities/features', headers: AUTHORIZATION },
    response: {
      status: 200,
      headers: {
        'Content-Type': regex('^application/(geo\\+)?json(;\\s*charset=[\\w-]+)?$', 'application/geo+json'),
      },
      body: {
        type: equal('FeatureCollection'),
        features: eachLike({
          type: equal('Feature'),
          geometry: { type: regex('^(Multi)?Polygon$', 'Polygon'), coordinates: like([]) },
          properties: { qhdm: regex(QHDM, '430100'), qhmc: like('长沙市') },
        }),
      },
    },
    async run({ mockUrl, token }) {
      const collection = (await mapEngineFetch(
        mockUrl,
        '/datasets/v1/agrimap/hunan-cities/features',
        token,
      )) as {
        type: string;
        features: { properties: { qhmc: string } }[];
      };
      expect(collection.type).toBe('FeatureCollection');
      expect(collection.features[0]?.properties.qhmc).toBe('长沙市');
    },
  },
  {
    operationId: 'mapGetStyleGridTile',
    description: 'a request for the basemap tile of Changsha on the CGCS2000 geographic grid',
    states: [STATES.adminLoggedIn, STATES.style],
    authenticated: true,
    request: { method: 'GET', path: '/styles/v1/agrimap/hunan-base/wmts/c/7/21/104', headers: AUTHORIZATION },
    // a binary answer: only the status and content type are relied on
    response: {
      status: 200,
      headers: { 'Content-Type': regex('^image/png$', 'image/png') },
      body: undefined,
    },
    async run({ mockUrl, token }) {
      const transform = createTransformRequest([mockUrl], () => token);
      const { url, headers } = transform(`${mockUrl}/styles/v1/agrimap/hunan-base/wmts/c/7/21/104`, 'Tile');
      const response = await fetch(url, { headers: headers ?? {} });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
    },
  },
  // ── information publishing (农资新闻, 市场行情, 市场价格) ──
  newsCall({
    operationId: 'newsPage',
    description: 'a request for the 农资新闻 articles titled like 契约测试',
    method: 'POST',
    path: '/api/v1/news/page',
    body: {
      channel: equal('agroNews'),
      title: like(NF.articles.title),
      page: integer(1),
      pageSize: integer(10),
    },
    data: { total: integer(1), records: eachLike(articleShape) },
    call: (api) =>
      api.system.POST('/api/v1/news/page', {
        body: { channel: 'agroNews', title: NF.articles.title, page: 1, pageSize: 10 },
      }),
    check: (data) => expect(data.records[0]?.id).toBe(NF.articles.published),
  }),
  newsCall({
    operationId: 'newsPublished',
    description: 'a request for the 农资新闻 readers see',
    method: 'POST',
    path: '/api/v1/news/published',
    body: { channel: equal('agroNews'), page: integer(1), pageSize: integer(10) },
    data: { total: integer(1), records: eachLike(articleShape) },
    call: (api) =>
      api.system.POST('/api/v1/news/published', { body: { channel: 'agroNews', page: 1, pageSize: 10 } }),
    check: (data) => expect(data.records.every((r) => r.visible)).toBe(true),
  }),
  newsCall({
    operationId: 'newsDetail',
    description: 'a request for article 9801 to edit it',
    method: 'GET',
    path: '/api/v1/news/detail',
    query: { id: String(NF.articles.published) },
    data: { ...articleShape, content: like('<p>契约测试正文</p>') },
    call: (api) =>
      api.system.GET('/api/v1/news/detail', { params: { query: { id: NF.articles.published } } }),
    check: (data) => expect(data.content).toContain('契约测试正文'),
  }),
  newsCall({
    operationId: 'newsRead',
    description: 'reading the published article 9801',
    method: 'GET',
    path: '/api/v1/news/read',
    query: { id: String(NF.articles.published) },
    data: { ...articleShape, visible: equal(true), content: like('<p>契约测试正文</p>') },
    call: (api) => api.system.GET('/api/v1/news/read', { params: { query: { id: NF.articles.published } } }),
  }),
  newsCall({
    operationId: 'newsSave',
    description: 'adding an article 契约新增资讯 scheduled for later',
    method: 'POST',
    path: '/api/v1/news/save',
    body: {
      channel: equal('agroNews'),
      title: like('契约新增资讯'),
      cover: nullValue(),
      summary: like('摘要'),
      content: like('<p>正文</p>'),
      author: like('作者'),
      source: like('来源'),
      tags: eachLike('春耕'),
      status: integer(1),
      publishTime: regex(DATE_TIME, '2099-01-01 08:00:00'),
      pinned: boolean(false),
    },
    data: { id: integer(9803) },
    msg: '已定时发布',
    call: (api) =>
      api.system.POST('/api/v1/news/save', {
        body: {
          channel: 'agroNews',
          title: '契约新增资讯',
          cover: null,
          summary: '摘要',
          content: '<p>正文</p>',
          author: '作者',
          source: '来源',
          tags: ['春耕'],
          status: 1,
          publishTime: '2099-01-01 08:00:00',
          pinned: false,
        },
      }),
  }),
  newsCall({
    operationId: 'newsStatus',
    description: 'taking article 9801 offline',
    method: 'POST',
    path: '/api/v1/news/status',
    body: { id: integer(NF.articles.published), status: integer(2) },
    data: nullValue(),
    msg: '已下线',
    call: (api) => api.system.POST('/api/v1/news/status', { body: { id: NF.articles.published, status: 2 } }),
  }),
  newsCall({
    operationId: 'newsDelete',
    description: 'deleting the draft article 9802',
    method: 'POST',
    path: '/api/v1/news/delete',
    body: { id: integer(NF.articles.draft) },
    data: nullValue(),
    msg: '删除成功',
    call: (api) => api.system.POST('/api/v1/news/delete', { body: { id: NF.articles.draft } }),
  }),
  newsCall({
    operationId: 'newsImageUpload',
    description: 'uploading a PNG image of an article',
    method: 'POST',
    path: '/api/v1/news/image',
    body: { fileName: like('春耕.png'), contentType: equal('image/png'), contentBase64: like(PNG_1PX) },
    data: {
      fileId: regex('^n[A-Za-z0-9]+$', 'n20260301093000a1b2c3'),
      url: regex(
        '^/system/api/v1/news/image/n[A-Za-z0-9]+$',
        '/system/api/v1/news/image/n20260301093000a1b2c3',
      ),
    },
    msg: '上传成功',
    call: (api) =>
      api.system.POST('/api/v1/news/image', {
        body: { fileName: '春耕.png', contentType: 'image/png', contentBase64: PNG_1PX },
      }),
  }),
  {
    operationId: 'newsImage',
    description: 'a request for an article image that does not exist',
    states: [STATES.newsFixtures],
    authenticated: false,
    request: { method: 'GET', path: '/api/v1/news/image/nmissing0000', headers: {} },
    response: { status: 404, headers: JSON_RESPONSE, body: { code: equal(404), msg: like('图片不存在') } },
    async run({ api }) {
      const result = await api.system.GET('/api/v1/news/image/{fileId}', {
        params: { path: { fileId: 'nmissing0000' } },
      });
      expect(result.response.status).toBe(404);
    },
  },
  newsCall({
    operationId: 'pricePage',
    description: 'a request for the prices at 契约测试市场',
    method: 'POST',
    path: '/api/v1/price/page',
    // One record: the newest (9802), whose previous record (9801) gives prevPrice and changePct.
    body: { market: like(NF.prices.market), page: integer(1), pageSize: integer(1) },
    data: { total: integer(2), records: eachLike(priceShape) },
    call: (api) =>
      api.system.POST('/api/v1/price/page', { body: { market: NF.prices.market, page: 1, pageSize: 1 } }),
    check: (data) =>
      expect(data.records[0]).toMatchObject({ id: NF.prices.removable, prevPrice: 240000, changePct: 2.5 }),
  }),
  newsCall({
    operationId: 'priceSave',
    description: 'changing price record 9801',
    method: 'POST',
    path: '/api/v1/price/save',
    body: {
      id: integer(NF.prices.kept),
      productCode: like('0101'),
      qhdm: regex(QHDM, '4301'),
      date: regex('^\\d{4}-\\d{2}-\\d{2}$', '2020-01-06'),
      price: integer(241000),
      unit: like('元/吨'),
      market: like(NF.prices.market),
    },
    data: { id: integer(NF.prices.kept) },
    msg: '保存成功',
    call: (api) =>
      api.system.POST('/api/v1/price/save', {
        body: {
          id: NF.prices.kept,
          productCode: '0101',
          qhdm: '4301',
          date: '2020-01-06',
          price: 241000,
          unit: '元/吨',
          market: NF.prices.market,
        },
      }),
  }),
  newsCall({
    operationId: 'priceDelete',
    description: 'deleting price record 9802',
    method: 'POST',
    path: '/api/v1/price/delete',
    body: { id: integer(NF.prices.removable) },
    data: nullValue(),
    msg: '删除成功',
    call: (api) => api.system.POST('/api/v1/price/delete', { body: { id: NF.prices.removable } }),
  }),
  newsCall({
    operationId: 'priceTrend',
    description: 'a request for the monthly trend of 氮肥 in 长沙市',
    method: 'POST',
    path: '/api/v1/price/trend',
    body: {
      productCode: like('0101'),
      regions: eachLike('4301'),
      period: regex('^(day|week|month)$', 'month'),
      from: regex('^\\d{4}-\\d{2}-\\d{2}$', '2020-01-01'),
      to: regex('^\\d{4}-\\d{2}-\\d{2}$', '2020-01-31'),
    },
    data: {
      productCode: like('0101'),
      productName: like('氮肥'),
      unit: like('元/吨'),
      series: eachLike({
        qhdm: like('4301'),
        qhmc: like('长沙市'),
        points: eachLike({
          period: like('2020-01'),
          avg: integer(243000),
          high: integer(246000),
          low: integer(240000),
          count: integer(2),
        }),
      }),
    },
    call: (api) =>
      api.system.POST('/api/v1/price/trend', {
        body: {
          productCode: '0101',
          regions: ['4301'],
          period: 'month',
          from: '2020-01-01',
          to: '2020-01-31',
        },
      }),
  }),
  newsCall({
    operationId: 'priceImport',
    description: 'importing a price sheet with one bad row',
    method: 'POST',
    path: '/api/v1/price/import',
    body: {
      rows: [
        {
          row: integer(2),
          product: like('氮肥'),
          region: like('长沙市'),
          date: like('2020-02-03'),
          price: like('2450.00'),
          unit: like('元/吨'),
          market: like(NF.prices.importMarket),
        },
        {
          row: integer(3),
          product: like('不存在的肥'),
          region: like('长沙市'),
          date: like('2020-02-03'),
          price: like('1'),
          unit: like('元/吨'),
          market: like(NF.prices.importMarket),
        },
      ],
    },
    data: { saved: integer(1), errors: eachLike({ row: integer(3), msg: like('产品不存在') }) },
    msg: '导入 1 条',
    call: (api) =>
      api.system.POST('/api/v1/price/import', {
        body: {
          rows: [
            {
              row: 2,
              product: '氮肥',
              region: '长沙市',
              date: '2020-02-03',
              price: '2450.00',
              unit: '元/吨',
              market: NF.prices.importMarket,
            },
            {
              row: 3,
              product: '不存在的肥',
              region: '长沙市',
              date: '2020-02-03',
              price: '1',
              unit: '元/吨',
              market: NF.prices.importMarket,
            },
          ],
        },
      }),
  }),
  // ── 通知公告 (notices screen, top bar badge) ──────────────────────────────────────────────
  noticeCall({
    operationId: 'noticePage',
    description: 'a request for the notices titled like 契约测试通知',
    method: 'POST',
    path: '/api/v1/notice/page',
    body: { title: like(NTF.title), page: integer(1), pageSize: integer(10) },
    data: { total: integer(1), records: eachLike(noticeRowShape) },
    call: (api) =>
      api.system.POST('/api/v1/notice/page', { body: { title: NTF.title, page: 1, pageSize: 10 } }),
    check: (data) => expect(data.records[0]?.id).toBe(NTF.published),
  }),
  noticeCall({
    operationId: 'noticeDetail',
    description: 'a request for notice 9801 to edit it',
    method: 'GET',
    path: '/api/v1/notice/detail',
    query: { id: String(NTF.published) },
    data: {
      ...noticeRowShape,
      content: like('<p>契约测试正文</p>'),
      attachments: [],
      audience: like({}),
    },
    call: (api) => api.system.GET('/api/v1/notice/detail', { params: { query: { id: NTF.published } } }),
    check: (data) => expect(data.content).toContain('契约测试正文'),
  }),
  noticeCall({
    operationId: 'noticeSave',
    description: 'adding the notice 契约新增通知 to one department and publishing it',
    method: 'POST',
    path: '/api/v1/notice/save',
    body: {
      title: like(NTF.newTitle),
      noticeType: integer(1),
      content: like('<p>正文</p>'),
      attachments: [],
      audience: { dep: eachLike({ type: equal('dep'), id: like('103'), name: like('农资经营部') }) },
      pinned: boolean(false),
      publish: boolean(true),
    },
    data: { id: integer(9803) },
    msg: '发布成功',
    call: (api) =>
      api.system.POST('/api/v1/notice/save', {
        body: {
          title: NTF.newTitle,
          noticeType: 1,
          content: '<p>正文</p>',
          attachments: [],
          audience: { dep: [{ type: 'dep', id: '103', name: '农资经营部' }] },
          pinned: false,
          publish: true,
        },
      }),
  }),
  noticeCall({
    operationId: 'noticeStatus',
    description: 'publishing the draft notice 9802',
    method: 'POST',
    path: '/api/v1/notice/status',
    body: { id: integer(NTF.draft), action: equal('publish') },
    data: { status: integer(1), pinned: boolean(false) },
    msg: '发布成功',
    call: (api) => api.system.POST('/api/v1/notice/status', { body: { id: NTF.draft, action: 'publish' } }),
  }),
  noticeCall({
    operationId: 'noticeDelete',
    description: 'deleting the draft notice 9802',
    method: 'POST',
    path: '/api/v1/notice/delete',
    body: { id: integer(NTF.draft) },
    data: undefined,
    msg: '删除成功',
    call: (api) => api.system.POST('/api/v1/notice/delete', { body: { id: NTF.draft } }),
  }),
  noticeCall({
    operationId: 'noticeMine',
    description: 'a request for the administrator’s unread notices',
    method: 'POST',
    path: '/api/v1/notice/mine',
    body: { read: boolean(false), page: integer(1), pageSize: integer(10) },
    data: { total: integer(1), unread: integer(1), records: eachLike(inboxShape) },
    call: (api) => api.system.POST('/api/v1/notice/mine', { body: { read: false, page: 1, pageSize: 10 } }),
    check: (data) => expect(data.records.some((r) => r.id === NTF.published && !r.read)).toBe(true),
  }),
  noticeCall({
    operationId: 'noticeRead',
    description: 'reading notice 9801',
    method: 'POST',
    path: '/api/v1/notice/read',
    body: { id: integer(NTF.published) },
    data: {
      ...inboxShape,
      read: equal(true),
      readTime: regex(DATE_TIME, '2024-06-03 10:00:00'),
      content: like('<p>契约测试正文</p>'),
      attachments: [],
    },
    call: (api) => api.system.POST('/api/v1/notice/read', { body: { id: NTF.published } }),
  }),
  noticeCall({
    operationId: 'noticeReadAll',
    description: 'marking every notice of the administrator read',
    method: 'POST',
    path: '/api/v1/notice/readAll',
    body: {},
    data: { changed: integer(1) },
    msg: '操作成功',
    call: (api) => api.system.POST('/api/v1/notice/readAll', { body: {} }),
  }),
  noticeCall({
    operationId: 'noticeReaders',
    description: 'a request for who read notice 9801',
    method: 'POST',
    path: '/api/v1/notice/readers',
    body: { id: integer(NTF.published), page: integer(1), pageSize: integer(10) },
    data: {
      total: integer(2),
      readCount: integer(0),
      unreadCount: integer(2),
      records: eachLike({
        userId: integer(1),
        realName: like('系统管理员'),
        deptName: like('信息技术部'),
        readTime: nullValue(),
      }),
    },
    call: (api) =>
      api.system.POST('/api/v1/notice/readers', { body: { id: NTF.published, page: 1, pageSize: 10 } }),
  }),
  // ── 公文管理 (official documents screen) ───────────────────────────────────────────────
  officialDocCall({
    operationId: 'officialDocPage',
    description: 'a request for the documents titled like 契约测试公文',
    method: 'POST',
    path: '/api/v1/officialDoc/page',
    body: { keyword: like(ODF.title), page: integer(1), pageSize: integer(10) },
    data: { total: integer(1), records: eachLike(officialDocRowShape) },
    call: (api) =>
      api.system.POST('/api/v1/officialDoc/page', { body: { keyword: ODF.title, page: 1, pageSize: 10 } }),
    check: (data) => expect(data.records[0]?.id).toBe(ODF.draft),
  }),
  officialDocCall({
    operationId: 'officialDocDetail',
    description: 'a request for the draft document 9861',
    method: 'POST',
    path: '/api/v1/officialDoc/detail',
    body: { id: integer(ODF.draft) },
    data: {
      ...officialDocRowShape,
      copyNo: nullValue(),
      secrecyTerm: nullValue(),
      issuer: like('湖南省农业生产资料集团有限公司文件'),
      signer: nullValue(),
      mainTo: like('各分公司'),
      body: like('<p>契约测试正文</p>'),
      attachments: [],
      attachmentNote: nullValue(),
      cc: nullValue(),
      printOrg: nullValue(),
      writtenDate: nullValue(),
      approval: nullValue(),
    },
    call: (api) => api.system.POST('/api/v1/officialDoc/detail', { body: { id: ODF.draft } }),
    check: (data) => expect(data.body).toContain('契约测试正文'),
  }),
  officialDocCall({
    operationId: 'officialDocSave',
    description: 'adding the draft document 契约新增公文',
    method: 'POST',
    path: '/api/v1/officialDoc/save',
    body: {
      title: like(ODF.newTitle),
      docNo: like(`${ODF.orgCode}〔2026〕3号`),
      issuer: like('湖南省农业生产资料集团有限公司文件'),
      mainTo: like('各分公司'),
      body: like('<p>正文</p>'),
      secrecy: integer(0),
      urgency: integer(1),
      copyNo: nullValue(),
    },
    data: { id: integer(9863) },
    msg: '保存成功',
    call: (api) =>
      api.system.POST('/api/v1/officialDoc/save', {
        body: {
          title: ODF.newTitle,
          docNo: `${ODF.orgCode}〔2026〕3号`,
          issuer: '湖南省农业生产资料集团有限公司文件',
          mainTo: '各分公司',
          body: '<p>正文</p>',
          secrecy: 0,
          urgency: 1,
          copyNo: null,
        },
      }),
  }),
  officialDocCall({
    operationId: 'officialDocSubmit',
    description: 'submitting the draft document 9861 on the flow 公文审批',
    method: 'POST',
    path: '/api/v1/officialDoc/submit',
    body: { id: integer(ODF.draft), approvalId: integer(ODF.flowId) },
    data: { id: integer(ODF.draft), requestId: integer(31), status: integer(1) },
    msg: '已提交审批',
    call: (api) =>
      api.system.POST('/api/v1/officialDoc/submit', { body: { id: ODF.draft, approvalId: ODF.flowId } }),
  }),
  officialDocCall({
    operationId: 'officialDocDelete',
    description: 'deleting the draft document 9862',
    method: 'POST',
    path: '/api/v1/officialDoc/delete',
    body: { id: integer(ODF.removable) },
    data: undefined,
    msg: '删除成功',
    call: (api) => api.system.POST('/api/v1/officialDoc/delete', { body: { id: ODF.removable } }),
  }),
  officialDocCall({
    operationId: 'officialDocNextNo',
    description: 'a request for the next 发文字号 of 契约测 in 2026',
    method: 'POST',
    path: '/api/v1/officialDoc/nextNo',
    body: { orgCode: like(ODF.orgCode), year: integer(2026) },
    data: { seq: integer(3), docNo: like(`${ODF.orgCode}〔2026〕3号`) },
    call: (api) =>
      api.system.POST('/api/v1/officialDoc/nextNo', { body: { orgCode: ODF.orgCode, year: 2026 } }),
    check: (data) => expect(data.seq).toBe(3),
  }),
  // ── refused calls: who may call an operation, whose records a caller reaches ─────────────
  refusedCall({
    operationId: 'roleAdd',
    description: 'a new role added by the operator, who has no right to it',
    states: [STATES.operatorLoggedIn],
    path: '/api/v1/role/add',
    body: {
      roleName: like(ACCOUNT_FIXTURES.newRole.roleName),
      roleCode: like(ACCOUNT_FIXTURES.newRole.roleCode),
      status: integer(1),
    },
    status: FORBIDDEN_STATUS,
    code: 403,
    msg: '无权访问该资源',
    call: (api) =>
      api.account.POST('/api/v1/role/add', {
        body: {
          roleName: ACCOUNT_FIXTURES.newRole.roleName,
          roleCode: ACCOUNT_FIXTURES.newRole.roleCode,
          status: 1,
        },
      }),
  }),
  refusedCall({
    operationId: 'officialDocDetail',
    description: 'the administrator’s draft 9861 opened by the operator, neither its drafter nor an approver',
    states: [STATES.operatorLoggedIn, STATES.officialDocFixtures],
    path: '/api/v1/officialDoc/detail',
    body: { id: integer(ODF.draft) },
    status: 404,
    code: 404,
    msg: '公文不存在',
    call: (api) => api.system.POST('/api/v1/officialDoc/detail', { body: { id: ODF.draft } }),
  }),
  refusedCall({
    operationId: 'officialDocDelete',
    description: 'the administrator’s draft 9862 deleted by the operator, who may not change it',
    states: [STATES.operatorLoggedIn, STATES.officialDocFixtures],
    path: '/api/v1/officialDoc/delete',
    body: { id: integer(ODF.removable) },
    status: 404,
    code: 404,
    msg: '公文不存在',
    call: (api) => api.system.POST('/api/v1/officialDoc/delete', { body: { id: ODF.removable } }),
  }),
  // ── 审批 runtime (工作台, 待办 / 已办 / 我发起的 / 抄送我的) ─────────────────────────────────
  approvalRuntimeCall({
    operationId: 'approvalWorkbench',
    description: 'a request for the administrator’s 工作台 figures',
    method: 'POST',
    path: '/api/v1/approvalRuntime/workbench',
    body: {},
    data: {
      todo: integer(1),
      done: integer(1),
      cc: integer(1),
      ccUnread: integer(1),
      mine: integer(2),
      reminders: eachLike({
        id: integer(ARF.pending.reminderId),
        requestId: integer(ARF.pending.requestId),
        flowName: like(ARF.flow.name),
        fromName: like(ADMIN.realName),
        time: regex(DATE_TIME, '2024-06-03 09:12:45'),
      }),
    },
    call: (api) => api.system.POST('/api/v1/approvalRuntime/workbench', { body: {} }),
    check: (data) => expect(data.todo).toBeGreaterThan(0),
  }),
  approvalRuntimeCall({
    operationId: 'approvalStartable',
    description: 'a request for the flows the administrator may start',
    method: 'POST',
    path: '/api/v1/approvalRuntime/startable',
    body: {},
    data: eachLike({
      id: integer(ARF.flow.id),
      name: like(ARF.flow.name),
      flowGroup: like(ARF.flow.flowGroup),
      version: integer(1),
      remark: like('契约测试用的审批流程'),
    }),
    call: (api) => api.system.POST('/api/v1/approvalRuntime/startable', { body: {} }),
    check: (data) => expect(data.some((f) => f.id === ARF.flow.id)).toBe(true),
  }),
  approvalRuntimeCall({
    operationId: 'approvalStartForm',
    description: 'a request for the start form of flow 9851',
    method: 'POST',
    path: '/api/v1/approvalRuntime/form',
    body: { id: integer(ARF.flow.id) },
    data: {
      approvalId: integer(ARF.flow.id),
      version: integer(1),
      name: like(ARF.flow.name),
      formItemList: eachLike(runtimeFormItemShape),
      optionalNodes: [],
      ccOptional: boolean(false),
    },
    call: (api) => api.system.POST('/api/v1/approvalRuntime/form', { body: { id: ARF.flow.id } }),
    check: (data) => expect(data.formItemList[0]?.vModel).toBe('field1'),
  }),
  approvalRuntimeCall({
    operationId: 'approvalStart',
    description: 'starting flow 9851 for 契约新增用品',
    method: 'POST',
    path: '/api/v1/approvalRuntime/start',
    body: {
      approvalId: integer(ARF.flow.id),
      formValues: { field1: like(ARF.newItem), field2: integer(3) },
    },
    data: requestRowShape({
      id: integer(9853),
      summary: like(`用品名称：${ARF.newItem}；申领数量：3`),
      canWithdraw: boolean(true),
    }),
    msg: '提交成功',
    call: (api) =>
      api.system.POST('/api/v1/approvalRuntime/start', {
        body: { approvalId: ARF.flow.id, formValues: { field1: ARF.newItem, field2: 3 } },
      }),
    check: (data) => expect(data.status).toBe(1),
  }),
  approvalRuntimeCall({
    operationId: 'approvalMine',
    description: 'a request for the administrator’s running requests of 契约测试审批',
    method: 'POST',
    path: '/api/v1/approvalRuntime/mine',
    body: { name: like(ARF.flow.name), status: integer(1), page: integer(1), pageSize: integer(10) },
    data: { total: integer(1), records: eachLike(requestRowShape()) },
    call: (api) =>
      api.system.POST('/api/v1/approvalRuntime/mine', {
        body: { name: ARF.flow.name, status: 1, page: 1, pageSize: 10 },
      }),
    check: (data) => expect(data.records[0]?.id).toBe(ARF.pending.requestId),
  }),
  approvalRuntimeCall({
    operationId: 'approvalDetail',
    description: 'a request for request 9851 with the administrator’s pending task 9851',
    method: 'POST',
    path: '/api/v1/approvalRuntime/detail',
    body: { id: integer(ARF.pending.requestId), taskId: integer(ARF.pending.taskId) },
    data: {
      ...requestRowShape(),
      initiatorId: integer(1),
      formItemList: eachLike(runtimeFormItemShape),
      formValues: like({}),
      timeline: eachLike({
        action: regex(
          '^(start|approve|reject|transfer|return|addSign|withdraw|urge|cc|pass|finish)$',
          'start',
        ),
        nodeTitle: like('发起人'),
        userName: like(ADMIN.realName),
        comment: nullValue(),
        time: regex(DATE_TIME, '2024-06-03 09:12:45'),
      }),
      task: { taskId: integer(ARF.pending.taskId), nodeTitle: like('契约审批'), returnTargets: [] },
      canWithdraw: boolean(true),
      canUrge: boolean(true),
    },
    call: (api) =>
      api.system.POST('/api/v1/approvalRuntime/detail', {
        body: { id: ARF.pending.requestId, taskId: ARF.pending.taskId },
      }),
    check: (data) => expect(data.task?.taskId).toBe(ARF.pending.taskId),
  }),
  approvalRuntimeCall({
    operationId: 'approvalWithdraw',
    description: 'withdrawing request 9851',
    method: 'POST',
    path: '/api/v1/approvalRuntime/withdraw',
    body: { id: integer(ARF.pending.requestId) },
    data: requestRowShape({
      status: integer(4),
      currentNode: nullValue(),
      finishTime: regex(DATE_TIME, '2024-06-03 10:12:45'),
      canWithdraw: boolean(false),
    }),
    msg: '撤回成功',
    call: (api) =>
      api.system.POST('/api/v1/approvalRuntime/withdraw', { body: { id: ARF.pending.requestId } }),
    check: (data) => expect(data.status).toBe(4),
  }),
  approvalRuntimeCall({
    operationId: 'approvalUrge',
    description: 'urging the approvers of request 9851',
    method: 'POST',
    path: '/api/v1/approvalRuntime/urge',
    body: { id: integer(ARF.pending.requestId) },
    data: { reminded: integer(1) },
    msg: '已催办',
    call: (api) => api.system.POST('/api/v1/approvalRuntime/urge', { body: { id: ARF.pending.requestId } }),
  }),
  approvalRuntimeCall({
    operationId: 'approvalTodo',
    description: 'a request for the administrator’s pending tasks of 契约测试审批',
    method: 'POST',
    path: '/api/v1/approvalRuntime/todo',
    body: { keyword: like(ARF.flow.name), page: integer(1), pageSize: integer(10) },
    data: { total: integer(1), records: eachLike(taskRowShape) },
    call: (api) =>
      api.system.POST('/api/v1/approvalRuntime/todo', {
        body: { keyword: ARF.flow.name, page: 1, pageSize: 10 },
      }),
    check: (data) => expect(data.records[0]?.taskId).toBe(ARF.pending.taskId),
  }),
  approvalRuntimeCall({
    operationId: 'approvalDone',
    description: 'a request for the tasks of 契约测试审批 the administrator decided',
    method: 'POST',
    path: '/api/v1/approvalRuntime/done',
    body: { keyword: like(ARF.flow.name), page: integer(1), pageSize: integer(10) },
    data: {
      total: integer(1),
      records: eachLike({
        ...taskRowShape,
        taskId: integer(ARF.approved.taskId),
        requestId: integer(ARF.approved.requestId),
        summary: like(`用品名称：${ARF.approved.item}；申领数量：2`),
        result: integer(1),
        comment: like('同意'),
        finishTime: regex(DATE_TIME, '2024-06-03 10:12:45'),
        durationMs: integer(3600000),
        requestStatus: integer(2),
        canWithdraw: boolean(false),
      }),
    },
    call: (api) =>
      api.system.POST('/api/v1/approvalRuntime/done', {
        body: { keyword: ARF.flow.name, page: 1, pageSize: 10 },
      }),
    check: (data) => expect(data.records[0]?.taskId).toBe(ARF.approved.taskId),
  }),
  approvalRuntimeCall({
    operationId: 'approvalAct',
    description: 'approving the administrator’s pending task 9851',
    method: 'POST',
    path: '/api/v1/approvalRuntime/act',
    body: { taskId: integer(ARF.pending.taskId), action: equal('approve'), comment: like('同意') },
    data: requestRowShape({
      status: integer(2),
      currentNode: nullValue(),
      finishTime: regex(DATE_TIME, '2024-06-03 10:12:45'),
      canWithdraw: boolean(false),
    }),
    msg: '办理成功',
    call: (api) =>
      api.system.POST('/api/v1/approvalRuntime/act', {
        body: { taskId: ARF.pending.taskId, action: 'approve', comment: '同意' },
      }),
    check: (data) => expect(data.status).toBe(2),
  }),
  approvalRuntimeCall({
    operationId: 'approvalCcPage',
    description: 'a request for the requests copied to the administrator and not read yet',
    method: 'POST',
    path: '/api/v1/approvalRuntime/cc',
    body: { read: boolean(false), page: integer(1), pageSize: integer(10) },
    data: {
      total: integer(1),
      unread: integer(1),
      records: eachLike({
        id: integer(ARF.approved.ccId),
        requestId: integer(ARF.approved.requestId),
        flowName: like(ARF.flow.name),
        summary: like(`用品名称：${ARF.approved.item}；申领数量：2`),
        initiatorName: like(ADMIN.realName),
        createTime: regex(DATE_TIME, '2024-06-03 09:12:45'),
        nodeTitle: like('抄送管理员'),
        read: boolean(false),
        requestStatus: integer(2),
      }),
    },
    call: (api) =>
      api.system.POST('/api/v1/approvalRuntime/cc', { body: { read: false, page: 1, pageSize: 10 } }),
    check: (data) => expect(data.records.some((r) => r.id === ARF.approved.ccId && !r.read)).toBe(true),
  }),
  approvalRuntimeCall({
    operationId: 'approvalCcRead',
    description: 'marking the cc record 9852 read',
    method: 'POST',
    path: '/api/v1/approvalRuntime/ccRead',
    body: { ids: [integer(ARF.approved.ccId)] },
    data: { changed: integer(1) },
    msg: '操作成功',
    call: (api) => api.system.POST('/api/v1/approvalRuntime/ccRead', { body: { ids: [ARF.approved.ccId] } }),
  }),
  // ── orders, shipping, returns, distribution and group purchase ─────────────────────────────
  orderCall({
    operationId: 'orderPage',
    description: 'a request for the orders of customer 13900009902',
    method: 'POST',
    path: '/api/v1/web/sp/order/page',
    body: { customer: like('13900009902'), page: integer(1), pageSize: integer(10) },
    data: { total: integer(1), records: eachLike(orderShape) },
    call: (api) =>
      api.shop.POST('/api/v1/web/sp/order/page', {
        body: { customer: '13900009902', page: 1, pageSize: 10 },
      }),
    check: (data) => expect(data.records[0]?.orderNo).toBeTruthy(),
  }),
  orderCall({
    operationId: 'orderDetail',
    description: 'a request for order 9901 with its lines and log',
    method: 'GET',
    path: '/api/v1/web/sp/order/detail',
    query: { id: String(OF.orders.toShip) },
    data: {
      ...orderShape,
      id: integer(OF.orders.toShip),
      lines: eachLike({
        id: integer(1),
        lineNo: integer(1),
        skuId: integer(OF.spec.id),
        setmealId: nullValue(),
        name: like(OF.spec.name),
        spec: like(OF.spec.spec),
        unit: like('袋'),
        quantity: integer(2),
        unitPrice: integer(12500),
        amount: integer(25000),
        returnedQuantity: integer(0),
      }),
      logs: eachLike({
        id: integer(1),
        returnId: nullValue(),
        action: like('创建订单'),
        fromStatus: nullValue(),
        toStatus: integer(1),
        note: nullValue(),
        operatorName: like('系统管理员'),
        createTime: regex(DATE_TIME, '2026-05-10 09:00:00'),
      }),
      returns: [],
      trail: { demand: nullValue(), offer: nullValue(), appointment: nullValue() },
    },
    call: (api) =>
      api.shop.GET('/api/v1/web/sp/order/detail', { params: { query: { id: OF.orders.toShip } } }),
    check: (data) => expect(data.lines.length).toBeGreaterThan(0),
  }),
  orderCall({
    operationId: 'orderAction',
    description: 'closing the unpaid order 9902 with a note',
    method: 'POST',
    path: '/api/v1/web/sp/order/action',
    body: { id: integer(OF.orders.unpaid), action: 'close', note: like('客户电话取消') },
    data: {
      ...orderShape,
      id: integer(OF.orders.unpaid),
      status: integer(4),
      closeNote: like('客户电话取消'),
    },
    msg: '订单已关闭',
    call: (api) =>
      api.shop.POST('/api/v1/web/sp/order/action', {
        body: { id: OF.orders.unpaid, action: 'close', note: '客户电话取消' },
      }),
    check: (data) => expect(data.status).toBe(4),
  }),
  orderCall({
    operationId: 'orderShip',
    description: 'shipping order 9901 from warehouse 9711',
    method: 'POST',
    path: '/api/v1/web/sp/order/ship',
    body: {
      warehouseId: integer(OF.warehouse.id),
      logisticsCompany: like('顺丰速运'),
      orders: eachLike({ id: integer(OF.orders.toShip), trackingNo: like('SF900') }),
    },
    data: {
      shipped: eachLike({
        id: integer(OF.orders.toShip),
        orderNo: like('DD199901019901'),
        docNo: regex('^CK\\d{12}$', 'CK202605100001'),
      }),
      failed: [],
    },
    msg: '发货成功',
    call: (api) =>
      api.shop.POST('/api/v1/web/sp/order/ship', {
        body: {
          warehouseId: OF.warehouse.id,
          logisticsCompany: '顺丰速运',
          orders: [{ id: OF.orders.toShip, trackingNo: 'SF900' }],
        },
      }),
    check: (data) => expect(data.failed).toEqual([]),
  }),
  orderCall({
    operationId: 'returnPage',
    description: 'a request for the returns of order 9901 (none yet)',
    method: 'POST',
    path: '/api/v1/web/sp/return/page',
    body: { orderNo: like('DD199901019901'), page: integer(1), pageSize: integer(10) },
    data: { total: integer(0), records: [] },
    call: (api) =>
      api.shop.POST('/api/v1/web/sp/return/page', {
        body: { orderNo: 'DD199901019901', page: 1, pageSize: 10 },
      }),
  }),
  orderRefused({
    operationId: 'returnCreate',
    description: 'a return request for order 9901, which is not shipped yet',
    path: '/api/v1/web/sp/return/create',
    body: {
      orderId: integer(9901),
      reason: like('包装破损'),
      amount: integer(100),
      lines: eachLike({ orderLineId: integer(1), quantity: integer(1) }),
    },
    status: 409,
    msg: like('只有已发货或已完成的订单可以退货'),
    call: (api) =>
      api.shop.POST('/api/v1/web/sp/return/create', {
        body: { orderId: 9901, reason: '包装破损', amount: 100, lines: [{ orderLineId: 1, quantity: 1 }] },
      }),
    refusal: '只有已发货或已完成的订单可以退货',
  }),
  orderRefused({
    operationId: 'returnAction',
    description: 'a decision on a return that does not exist',
    path: '/api/v1/web/sp/return/action',
    body: { id: integer(999999), action: 'agree' },
    status: 404,
    msg: like('退货申请不存在'),
    call: (api) => api.shop.POST('/api/v1/web/sp/return/action', { body: { id: 999999, action: 'agree' } }),
    refusal: '退货申请不存在',
  }),
  orderCall({
    operationId: 'demandPage',
    description: 'a request for the demand of customer 13900009901',
    method: 'POST',
    path: '/api/v1/web/fx/demand/page',
    body: { customer: like('13900009901'), page: integer(1), pageSize: integer(10) },
    data: { total: integer(1), records: eachLike(demandShape) },
    call: (api) =>
      api.shop.POST('/api/v1/web/fx/demand/page', {
        body: { customer: '13900009901', page: 1, pageSize: 10 },
      }),
  }),
  orderCall({
    operationId: 'demandSummary',
    description: 'the demand of 430181 by category',
    method: 'POST',
    path: '/api/v1/web/fx/demand/summary',
    body: { qhdm: like('430181'), page: integer(1), pageSize: integer(10) },
    data: {
      list: eachLike({
        qhdm: like('430181'),
        qhmc: like('湖南省长沙市浏阳市'),
        categoryCode: like('0101'),
        categoryName: like('氮肥'),
        count: integer(1),
        areaMu: like('300.00'),
        quantity: like('40.00'),
      }),
    },
    call: (api) =>
      api.shop.POST('/api/v1/web/fx/demand/summary', { body: { qhdm: '430181', page: 1, pageSize: 10 } }),
  }),
  orderCall({
    operationId: 'demandSave',
    description: 'registering demand of customer 9902',
    method: 'POST',
    path: '/api/v1/web/fx/demand/save',
    body: {
      customerId: integer(OF.customers.second),
      crop: like('油菜'),
      areaMu: like('50'),
      categoryCode: like('0101'),
      quantity: like('10'),
      unit: like('袋'),
      wantedDate: like('2026-09-01'),
      qhdm: like('430181'),
      qhmc: like('湖南省长沙市浏阳市'),
    },
    data: { id: integer(1) },
    msg: '登记成功',
    call: (api) =>
      api.shop.POST('/api/v1/web/fx/demand/save', {
        body: {
          customerId: OF.customers.second,
          crop: '油菜',
          areaMu: '50',
          categoryCode: '0101',
          quantity: '10',
          unit: '袋',
          wantedDate: '2026-09-01',
          qhdm: '430181',
          qhmc: '湖南省长沙市浏阳市',
        },
      }),
  }),
  orderCall({
    operationId: 'offerPage',
    description: 'a request for the group offers named 契约测试尿素',
    method: 'POST',
    path: '/api/v1/web/fx/offer/page',
    body: { title: like('契约测试尿素'), page: integer(1), pageSize: integer(10) },
    data: { total: integer(1), records: eachLike(offerShape) },
    call: (api) =>
      api.shop.POST('/api/v1/web/fx/offer/page', { body: { title: '契约测试尿素', page: 1, pageSize: 10 } }),
  }),
  orderCall({
    operationId: 'offerDetail',
    description: 'a request for group offer 9901 with its appointments',
    method: 'GET',
    path: '/api/v1/web/fx/offer/detail',
    query: { id: String(OF.offer) },
    data: { ...offerShape, appointments: [] },
    call: (api) => api.shop.GET('/api/v1/web/fx/offer/detail', { params: { query: { id: OF.offer } } }),
  }),
  orderCall({
    operationId: 'offerSave',
    description: 'a group offer for SKU 9611 with one tier',
    method: 'POST',
    path: '/api/v1/web/fx/offer/save',
    body: {
      title: like('契约新增拼团'),
      skuId: integer(OF.spec.id),
      basePrice: integer(12500),
      minParticipants: integer(2),
      deadline: like('2099-01-01 18:00:00'),
      tiers: eachLike({ participants: integer(2), unitPrice: integer(11800) }),
    },
    data: { id: integer(1) },
    msg: '拼团已发起',
    call: (api) =>
      api.shop.POST('/api/v1/web/fx/offer/save', {
        body: {
          title: '契约新增拼团',
          skuId: OF.spec.id,
          basePrice: 12500,
          minParticipants: 2,
          deadline: '2099-01-01 18:00:00',
          tiers: [{ participants: 2, unitPrice: 11800 }],
        },
      }),
  }),
  orderCall({
    operationId: 'offerBook',
    description: 'customer 9901 books group offer 9901',
    method: 'POST',
    path: '/api/v1/web/fx/offer/book',
    body: { offerId: integer(OF.offer), customerId: integer(OF.customers.first), quantity: integer(2) },
    data: { id: integer(1) },
    msg: '预约成功',
    call: (api) =>
      api.shop.POST('/api/v1/web/fx/offer/book', {
        body: { offerId: OF.offer, customerId: OF.customers.first, quantity: 2 },
      }),
  }),
  orderRefused({
    operationId: 'offerSettle',
    description: 'settling group offer 9901 before its deadline',
    path: '/api/v1/web/fx/offer/settle',
    body: { id: integer(OF.offer) },
    status: 409,
    msg: regex('^拼团尚未截止，不能结算.*$', '拼团尚未截止，不能结算（截止 2026-06-01 18:00:00）'),
    call: (api) => api.shop.POST('/api/v1/web/fx/offer/settle', { body: { id: OF.offer } }),
    refusal: '拼团尚未截止',
  }),
  // ── shop · customers (客户管理) and publishing (单品上架 / 套餐上架) ─────────────────────────────
  customerCall({
    operationId: 'customerPage',
    description: 'a request for the customers named like 契约测试 in 岳麓区',
    method: 'POST',
    path: '/api/v1/web/crm/customer/page',
    body: { name: like('契约测试'), qhdm: like('430104'), page: integer(1), pageSize: integer(10) },
    data: { total: integer(1), dueCount: integer(0), records: eachLike(customerShape) },
    call: (api) =>
      api.shop.POST('/api/v1/web/crm/customer/page', {
        body: { name: '契约测试', qhdm: '430104', page: 1, pageSize: 10 },
      }),
    check: (data) => expect(data.records[0]?.phone).toBe(CUF.customer.phone),
  }),
  customerCall({
    operationId: 'customerPoints',
    description: 'a request for the map points of the customers named like 契约测试',
    method: 'POST',
    path: '/api/v1/web/crm/customer/points',
    body: { name: like('契约测试') },
    data: eachLike({
      id: integer(CUF.customer.id),
      name: like(CUF.customer.name),
      type: integer(2),
      lon: number(112.88),
      lat: number(28.21),
      qhmc: like('湖南省长沙市岳麓区'),
    }),
    call: (api) => api.shop.POST('/api/v1/web/crm/customer/points', { body: { name: '契约测试' } }),
    check: (data) => expect(data[0]?.id).toBe(CUF.customer.id),
  }),
  // ── shop · dashboards (供应商分布 / 客户分布驾驶舱) ─────────────────────────────────────────
  customerCall({
    operationId: 'supplierDashboard',
    description: 'a request for the supplier dashboard of Changsha (4301) in the current year',
    method: 'POST',
    path: '/api/v1/web/dashboard/supplier',
    body: { qhdm: like('4301') },
    data: {
      qhdm: like('4301'),
      qhmc: like('长沙市'),
      year: regex(/^\d{4}$/.source, '2026'),
      total: integer(3),
      regions: eachLike({ qhdm: like('430104'), qhmc: like('岳麓区'), count: integer(1) }),
      byType: eachLike({ key: like('1'), name: like('生产企业'), count: integer(1) }),
      licence: { expired: integer(0), expiring: integer(0) },
      supply: { quantity: integer(0), amount: integer(0) },
      byMonth: eachLike({
        key: like('2026-01'),
        name: like('2026-01'),
        quantity: integer(0),
        amount: integer(0),
      }),
      indicators: eachLike({
        code: like('gysl'),
        name: like('供应商数量'),
        unit: like('家'),
        source: like('live'),
      }),
    },
    call: (api) => api.shop.POST('/api/v1/web/dashboard/supplier', { body: { qhdm: '4301' } }),
    check: (data) => expect(data.qhdm).toBe('4301'),
  }),
  customerCall({
    operationId: 'customerDashboard',
    description: 'a request for the customer dashboard of Changsha (4301) in the current year',
    method: 'POST',
    path: '/api/v1/web/dashboard/customer',
    body: { qhdm: like('4301') },
    data: {
      qhdm: like('4301'),
      qhmc: like('长沙市'),
      year: regex(/^\d{4}$/.source, '2026'),
      total: integer(10),
      areaMu: regex(/^\d+\.\d{2}$/.source, '120.50'),
      regions: eachLike({ qhdm: like('430104'), qhmc: like('岳麓区'), count: integer(1) }),
      byType: eachLike({ key: like('1'), name: like('农户'), count: integer(1) }),
      byLevel: eachLike({ key: like('1'), name: like('重点客户'), count: integer(1) }),
      byMonth: eachLike({
        month: like('2026-01'),
        demands: integer(0),
        orders: integer(0),
        orderAmount: integer(0),
      }),
      conversion: { demands: integer(0), converted: integer(0) },
      indicators: eachLike({
        code: like('khsl'),
        name: like('客户数量'),
        unit: like('户'),
        source: like('live'),
      }),
    },
    call: (api) => api.shop.POST('/api/v1/web/dashboard/customer', { body: { qhdm: '4301' } }),
    check: (data) => expect(data.qhdm).toBe('4301'),
  }),
  customerCall({
    operationId: 'customerDetail',
    description: 'a request for customer 9951 with its follow-up records',
    method: 'GET',
    path: '/api/v1/web/crm/customer/detail',
    query: { id: like(String(CUF.customer.id)) },
    data: {
      ...customerShape,
      followups: eachLike({
        id: integer(CUF.followup),
        type: integer(1),
        content: like('契约测试跟进'),
        nextContactDate: like('2099-01-01'),
        creatorName: like('系统管理员'),
        createTime: regex(DATE_TIME, '2024-06-03 14:22:08'),
      }),
    },
    call: (api) =>
      api.shop.GET('/api/v1/web/crm/customer/detail', { params: { query: { id: CUF.customer.id } } }),
    check: (data) => expect(data.followups[0]?.content).toBe('契约测试跟进'),
  }),
  customerCall({
    operationId: 'customerSave',
    description: 'adding a customer with the free phone 13900009952',
    method: 'POST',
    path: '/api/v1/web/crm/customer/save',
    body: customerBody(CUF.freePhones[0]),
    data: { id: integer(9952) },
    msg: '保存成功',
    call: (api) => api.shop.POST('/api/v1/web/crm/customer/save', { body: customerInput(CUF.freePhones[0]) }),
    check: (data) => expect(data.id).toBeGreaterThan(0),
  }),
  {
    operationId: 'customerSave',
    description: 'adding a customer with the phone of customer 9951',
    states: [STATES.adminLoggedIn, STATES.warehousingFixtures, STATES.customerFixtures],
    authenticated: true,
    request: {
      method: 'POST',
      path: '/api/v1/web/crm/customer/save',
      headers: authed(JSON_REQUEST),
      body: customerBody(CUF.customer.phone),
    },
    response: {
      status: 409,
      headers: JSON_RESPONSE,
      body: { code: equal(409), msg: like('该手机号已被其他客户使用') },
    },
    async run({ api }) {
      const result = await api.shop.POST('/api/v1/web/crm/customer/save', {
        body: customerInput(CUF.customer.phone),
      });
      expect(() => unwrap(result, successCodes('customerSave'))).toThrow('该手机号已被其他客户使用');
    },
  },
  customerCall({
    operationId: 'customerDelete',
    description: 'deleting customer 9951',
    method: 'POST',
    path: '/api/v1/web/crm/customer/delete',
    body: { ids: eachLike(integer(CUF.customer.id)) },
    data: nullValue(),
    msg: '删除成功',
    call: (api) => api.shop.POST('/api/v1/web/crm/customer/delete', { body: { ids: [CUF.customer.id] } }),
  }),
  customerCall({
    operationId: 'customerFollowupSave',
    description: 'a follow-up of customer 9951 with a next contact date',
    method: 'POST',
    path: '/api/v1/web/crm/customer/followup/save',
    body: {
      customerId: integer(CUF.customer.id),
      type: integer(2),
      content: like('上门查看秧苗长势'),
      nextContactDate: like('2099-02-01'),
    },
    data: { id: integer(9952) },
    call: (api) =>
      api.shop.POST('/api/v1/web/crm/customer/followup/save', {
        body: {
          customerId: CUF.customer.id,
          type: 2,
          content: '上门查看秧苗长势',
          nextContactDate: '2099-02-01',
        },
      }),
    check: (data) => expect(data.id).toBeGreaterThan(0),
  }),
  customerCall({
    operationId: 'customerImport',
    description: 'importing two template rows, the second with the phone of customer 9951',
    method: 'POST',
    path: '/api/v1/web/crm/customer/import',
    body: { rows: eachLike(importRowShape(2, CUF.freePhones[1]), 2) },
    data: {
      imported: integer(0),
      errors: eachLike({ row: integer(3), msg: like('该手机号已被其他客户使用') }),
    },
    call: (api) =>
      api.shop.POST('/api/v1/web/crm/customer/import', {
        body: { rows: [importRow(2, CUF.freePhones[1]), importRow(3, CUF.customer.phone)] },
      }),
    check: (data) => expect(data.errors).toEqual([{ row: 3, msg: '该手机号已被其他客户使用' }]),
  }),
  customerCall({
    operationId: 'saleItemPage',
    description: 'a request for the SKUs named like 契约测试复合肥 in 仓库中',
    method: 'POST',
    path: '/api/v1/web/sale/item/page',
    body: {
      kind: like('sku'),
      tab: like('inStock'),
      name: like('契约测试复合肥'),
      page: integer(1),
      pageSize: integer(10),
    },
    data: {
      total: integer(1),
      counts: { onSale: integer(0), inStock: integer(1), soldOut: integer(0), warning: integer(0) },
      records: eachLike({
        id: integer(CUF.spec),
        kind: like('sku'),
        saleItemId: nullValue(),
        name: like('契约测试复合肥'),
        spec: like('40kg/袋'),
        unit: like('袋'),
        categoryName: like('复合肥'),
        priceCents: integer(16800),
        salePriceCents: integer(16800),
        limitPerOrder: nullValue(),
        limitPerCustomer: nullValue(),
        onSale: boolean(false),
        available: integer(100),
        warningStock: integer(50),
        soldCount: integer(0),
        onSaleTime: nullValue(),
      }),
    },
    call: (api) =>
      api.shop.POST('/api/v1/web/sale/item/page', {
        body: { kind: 'sku', tab: 'inStock', name: '契约测试复合肥', page: 1, pageSize: 10 },
      }),
    check: (data) => expect(data.records[0]?.available).toBe(100),
  }),
  customerCall({
    operationId: 'saleItemPublish',
    description: 'putting SKU 9601 (100 available) on sale',
    method: 'POST',
    path: '/api/v1/web/sale/item/publish',
    body: { kind: like('sku'), ids: eachLike(integer(CUF.spec)), action: like('on') },
    data: { changed: integer(1) },
    call: (api) =>
      api.shop.POST('/api/v1/web/sale/item/publish', {
        body: { kind: 'sku', ids: [CUF.spec], action: 'on' },
      }),
    check: (data) => expect(data.changed).toBe(1),
  }),
  customerCall({
    operationId: 'saleItemSave',
    description: 'setting the sale price and limits of SKU 9601',
    method: 'POST',
    path: '/api/v1/web/sale/item/save',
    body: {
      kind: like('sku'),
      id: integer(CUF.spec),
      salePriceCents: integer(15800),
      limitPerOrder: integer(20),
      limitPerCustomer: integer(100),
    },
    data: nullValue(),
    msg: '保存成功',
    call: (api) =>
      api.shop.POST('/api/v1/web/sale/item/save', {
        body: { kind: 'sku', id: CUF.spec, salePriceCents: 15800, limitPerOrder: 20, limitPerCustomer: 100 },
      }),
  }),
  // ── base: 农技方案 / 农技视频 (/agroService/agrotechnicalScheme/index, agrotechnicalVideo/index) ──
  agroContentCall({
    operationId: 'agroSchemePage',
    description: 'a request for the schemes titled like 契约测试方案',
    method: 'POST',
    path: '/api/v1/agro/scheme/page',
    body: { title: like(ACF.schemes.title), page: integer(1), pageSize: integer(10) },
    data: { total: integer(1), records: eachLike(schemeShape) },
    call: (api) =>
      api.base.POST('/api/v1/agro/scheme/page', {
        body: { title: ACF.schemes.title, page: 1, pageSize: 10 },
      }),
    check: (data) => expect(data.records.map((r) => r.id)).toContain(ACF.schemes.draft),
  }),
  agroContentCall({
    operationId: 'agroSchemeDetail',
    description: 'a request for scheme 9871 to read or edit it',
    method: 'GET',
    path: '/api/v1/agro/scheme/detail',
    query: { id: String(ACF.schemes.draft) },
    data: {
      ...schemeShape,
      measures: like('<p>契约测试措施</p>'),
      specIds: like([]),
      skus: like([]),
      attachments: like([]),
    },
    call: (api) =>
      api.base.GET('/api/v1/agro/scheme/detail', { params: { query: { id: ACF.schemes.draft } } }),
    check: (data) => expect(data.measures).toContain('契约测试措施'),
  }),
  agroContentCall({
    operationId: 'agroSchemeSave',
    description: 'adding the draft scheme 契约新增方案',
    method: 'POST',
    path: '/api/v1/agro/scheme/save',
    body: {
      title: like(ACF.schemes.newTitle),
      cropId: integer(ACF.crop),
      stage: like('拔节期'),
      problem: like('纹枯病'),
      measures: like('<p>拔节期施药</p>'),
      specIds: like([]),
      attachments: like([]),
    },
    data: { id: integer(9873) },
    msg: '保存成功',
    call: (api) =>
      api.base.POST('/api/v1/agro/scheme/save', {
        body: {
          title: ACF.schemes.newTitle,
          cropId: ACF.crop,
          stage: '拔节期',
          problem: '纹枯病',
          measures: '<p>拔节期施药</p>',
          specIds: [],
          attachments: [],
        },
      }),
    check: (data) => expect(data.id).toBeGreaterThan(0),
  }),
  agroContentCall({
    operationId: 'agroSchemeStatus',
    description: 'publishing the draft scheme 9871',
    method: 'POST',
    path: '/api/v1/agro/scheme/status',
    body: { id: integer(ACF.schemes.draft), action: equal('publish') },
    data: nullValue(),
    msg: '发布成功',
    call: (api) =>
      api.base.POST('/api/v1/agro/scheme/status', { body: { id: ACF.schemes.draft, action: 'publish' } }),
  }),
  {
    operationId: 'agroSchemeStatus',
    description: 'withdrawing the draft scheme 9871, refused',
    states: [STATES.adminLoggedIn, STATES.agroContentFixtures],
    authenticated: true,
    request: {
      method: 'POST',
      path: '/api/v1/agro/scheme/status',
      headers: authed(JSON_REQUEST),
      body: { id: integer(ACF.schemes.draft), action: equal('withdraw') },
    },
    response: {
      status: 409,
      headers: JSON_RESPONSE,
      body: { code: equal(409), msg: like('只有已发布的方案可以撤回') },
    },
    async run({ api }) {
      const result = await api.base.POST('/api/v1/agro/scheme/status', {
        body: { id: ACF.schemes.draft, action: 'withdraw' },
      });
      expect(() => unwrap(result, successCodes('agroSchemeStatus'))).toThrow('只有已发布的方案可以撤回');
    },
  },
  agroContentCall({
    operationId: 'agroSchemeDelete',
    description: 'deleting the draft scheme 9871',
    method: 'POST',
    path: '/api/v1/agro/scheme/delete',
    body: { id: integer(ACF.schemes.draft) },
    data: nullValue(),
    msg: '删除成功',
    call: (api) => api.base.POST('/api/v1/agro/scheme/delete', { body: { id: ACF.schemes.draft } }),
  }),
  agroContentCall({
    operationId: 'agroVideoPage',
    description: 'a request for the videos titled like 契约测试视频',
    method: 'POST',
    path: '/api/v1/agro/video/page',
    body: { title: like(ACF.videos.title), page: integer(1), pageSize: integer(10) },
    data: { total: integer(1), records: eachLike(videoShape) },
    call: (api) =>
      api.base.POST('/api/v1/agro/video/page', { body: { title: ACF.videos.title, page: 1, pageSize: 10 } }),
    check: (data) => expect(data.records.map((r) => r.id)).toContain(ACF.videos.kept),
  }),
  agroContentCall({
    operationId: 'agroVideoDetail',
    description: 'a request for video 9871 to edit it',
    method: 'GET',
    path: '/api/v1/agro/video/detail',
    query: { id: String(ACF.videos.kept) },
    data: videoShape,
    call: (api) => api.base.GET('/api/v1/agro/video/detail', { params: { query: { id: ACF.videos.kept } } }),
    check: (data) => expect(data.fileId).toBe(ACF.media.video),
  }),
  agroContentCall({
    operationId: 'agroVideoSave',
    description: 'adding the video 契约新增视频 on the stored file vpact9871',
    method: 'POST',
    path: '/api/v1/agro/video/save',
    body: {
      title: like(ACF.videos.newTitle),
      cropId: integer(ACF.crop),
      category: like('01'),
      fileId: like(ACF.media.video),
      coverId: nullValue(),
      durationSec: integer(4),
      description: like(''),
    },
    data: { id: integer(9873) },
    msg: '保存成功',
    call: (api) =>
      api.base.POST('/api/v1/agro/video/save', {
        body: {
          title: ACF.videos.newTitle,
          cropId: ACF.crop,
          category: '01',
          fileId: ACF.media.video,
          coverId: null,
          durationSec: 4,
          description: '',
        },
      }),
    check: (data) => expect(data.id).toBeGreaterThan(0),
  }),
  agroContentCall({
    operationId: 'agroVideoDelete',
    description: 'deleting video 9872',
    method: 'POST',
    path: '/api/v1/agro/video/delete',
    body: { id: integer(ACF.videos.removable) },
    data: nullValue(),
    msg: '删除成功',
    call: (api) => api.base.POST('/api/v1/agro/video/delete', { body: { id: ACF.videos.removable } }),
  }),
  agroContentCall({
    operationId: 'agroVideoPlay',
    description: 'counting one play of video 9871',
    method: 'POST',
    path: '/api/v1/agro/video/play',
    body: { id: integer(ACF.videos.kept) },
    data: { viewCount: integer(13) },
    msg: '操作成功',
    call: (api) => api.base.POST('/api/v1/agro/video/play', { body: { id: ACF.videos.kept } }),
    check: (data) => expect(data.viewCount).toBeGreaterThan(12),
  }),
  agroContentCall({
    operationId: 'agroMediaUpload',
    description: 'uploading a PNG cover of a video',
    method: 'POST',
    path: '/api/v1/agro/media/upload',
    body: {
      kind: equal('cover'),
      fileName: like('封面.png'),
      contentType: equal('image/png'),
      contentBase64: like(PNG_1PX),
    },
    data: {
      fileId: regex('^c[A-Za-z0-9]+$', 'c20260301093000a1b2c3'),
      kind: equal('cover'),
      fileName: like('封面.png'),
      contentType: like('image/png'),
      size: integer(68),
      url: regex('^/base/api/v1/agro/media/c[A-Za-z0-9]+$', '/base/api/v1/agro/media/c20260301093000a1b2c3'),
    },
    msg: '上传成功',
    call: (api) =>
      api.base.POST('/api/v1/agro/media/upload', {
        body: { kind: 'cover', fileName: '封面.png', contentType: 'image/png', contentBase64: PNG_1PX },
      }),
  }),
  {
    operationId: 'agroMediaUpload',
    description: 'uploading a video of another type, refused with the upload tip',
    states: [STATES.adminLoggedIn, STATES.agroContentFixtures],
    authenticated: true,
    request: {
      method: 'POST',
      path: '/api/v1/agro/media/upload',
      headers: authed(JSON_REQUEST),
      body: {
        kind: equal('video'),
        fileName: like('插秧.avi'),
        contentType: equal('video/x-msvideo'),
        contentBase64: like(PACT_WEBM_BASE64),
      },
    },
    response: {
      status: 400,
      headers: JSON_RESPONSE,
      body: { code: equal(400), msg: like('只能上传不超过5MB的.mp4,.webm文件') },
    },
    async run({ api }) {
      const result = await api.base.POST('/api/v1/agro/media/upload', {
        body: {
          kind: 'video',
          fileName: '插秧.avi',
          contentType: 'video/x-msvideo',
          contentBase64: PACT_WEBM_BASE64,
        },
      });
      expect(() => unwrap(result, successCodes('agroMediaUpload'))).toThrow(
        '只能上传不超过5MB的.mp4,.webm文件',
      );
    },
  },
  {
    operationId: 'agroMedia',
    description: 'a byte range past the end of the video vpact9871, refused with 416',
    states: [STATES.agroContentFixtures],
    authenticated: false,
    request: {
      method: 'GET',
      path: `/api/v1/agro/media/${ACF.media.video}`,
      headers: { Range: 'bytes=100000-' },
    },
    response: {
      status: 416,
      headers: { ...JSON_RESPONSE, 'Content-Range': regex('^bytes \\*/\\d+$', 'bytes */64') },
      body: { code: equal(416), msg: like('请求的范围超出文件大小') },
    },
    async run({ api }) {
      const result = await api.base.GET('/api/v1/agro/media/{fileId}', {
        params: { path: { fileId: ACF.media.video }, header: { Range: 'bytes=100000-' } },
      });
      expect(result.response.status).toBe(416);
      expect(result.response.headers.get('content-range')).toMatch(/^bytes \*\/\d+$/);
    },
  },
];

/**
 * What the map engine does for a style or GeoJSON URL: the app's `transformRequest` (from the SDK,
 * authority = the map server) adds the token, then the engine fetches and parses JSON.
 */
async function mapEngineFetch(mapBaseUrl: string, path: string, token: string | undefined): Promise<unknown> {
  const transform = createTransformRequest([mapBaseUrl], () => token);
  const { url, headers } = transform(`${mapBaseUrl}${path}`, 'Style');
  const response = await fetch(url, { headers: headers ?? {} });
  if (!response.ok) throw new Error(`map engine request failed: HTTP ${response.status}`);
  return response.json();
}

/** The server each app call goes to. */
export function serverOf(operationId: string): ServerName {
  const op = OPERATIONS.find((o) => o.operationId === operationId);
  if (!op) throw new Error(`${operationId} is not an operation of the specs`);
  return op.server;
}
