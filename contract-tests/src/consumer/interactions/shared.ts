// The web app's interactions with each server: what it sends (through @agrimap/sdk, the way the
// app does) and the least it relies on in the answer, written with Pact matchers so a provider
// passes with its own data as long as the shapes, types and business codes hold.
// The helpers, shapes and fixtures the interactions of every server share.
import {
  createTransformRequest,
  type EnvelopeData,
  type FetchResult,
  OPERATIONS,
  type PlatformClient,
  postFile,
  type ServerName,
  unwrap,
} from '@agrimap/sdk';
import { MatchersV3, type TemplateHeaders, type TemplateQuery } from '@pact-foundation/pact';
import { expect } from 'vitest';
import type { AppCall } from '../../app-calls';
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
} from '../../states';

export const {
  arrayContaining,
  like,
  eachLike,
  atMostLike,
  integer,
  number,
  boolean,
  regex,
  equal,
  nullValue,
} = MatchersV3;

/** The example session token in the pacts (a verifier replaces it with a live one). */
export const PACT_SESSION_TOKEN = 'pact-session-token-0000000000000000';

export const QHDM = '^\\d{2}(\\d{2}(\\d{2}(\\d{3}(\\d{3})?)?)?)?$';
export const LEVEL = '^(province|city|county|township|village)$';

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
export const SDK_HEADERS: TemplateHeaders = { Appid: like('agrimap-web'), client: '3' };
export const AUTHORIZATION: TemplateHeaders = { Authorization: regex('^\\S+$', PACT_SESSION_TOKEN) };
// Pact matches header regexes against the whole value.
export const JSON_TYPE = '^application/json(;\\s*charset=[\\w-]+)?$';
export const JSON_REQUEST: TemplateHeaders = { 'Content-Type': regex(JSON_TYPE, 'application/json') };
export const JSON_RESPONSE: TemplateHeaders = {
  'Content-Type': regex(JSON_TYPE, 'application/json; charset=utf-8'),
};

export function authed(extra: TemplateHeaders = {}): TemplateHeaders {
  return { ...SDK_HEADERS, ...AUTHORIZATION, ...extra };
}

/** The success envelope with the operation's success code. */
export function envelope(data: unknown, msg = '操作成功', code = 200) {
  return { code: equal(code), msg: like(msg), data };
}

export function successCodes(operationId: AppCall): readonly number[] {
  const op = OPERATIONS.find((o) => o.operationId === operationId);
  if (!op) throw new Error(`${operationId} is not an operation of the specs`);
  return op.successCodes;
}

export const deviceShape = {
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
export const BOUNDARY = {
  type: regex('^(Multi)?Polygon$', 'Polygon'),
  coordinates: like([]),
};

export const regionShape = {
  qhdm: regex(QHDM, '430104'),
  qhmc: like('岳麓区'),
  hasChildren: boolean(true),
};

// ── account administration (operation-support screens) ────────────────────────────────────

export const F = ACCOUNT_FIXTURES;

export const departmentNode = {
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

export const userShape = {
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

export const groupShape = {
  id: integer(F.group.id),
  groupName: like(F.group.groupName),
  roleId: integer(F.group.roleId),
  roleName: like('运营人员'),
  userCount: integer(1),
};

export const roleShape = {
  id: integer(F.role.id),
  roleName: like(F.role.roleName),
  roleCode: like(F.role.roleCode),
  status: integer(1),
  isAdmin: boolean(false),
  userCount: integer(0),
  createTime: like('2024-05-20 08:30:12'),
};

export const menuNode = {
  id: integer(1),
  parentId: integer(0),
  name: like('运营支撑系统'),
  type: integer(0),
  menuUrl: like('/yxzcxt'),
  sort: integer(1),
  visible: boolean(true),
  children: like([]),
};

export interface AdminCall<E> {
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
export function adminCall<E>(c: AdminCall<E>): AppInteraction {
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

export const S = SYSTEM_FIXTURES;

/** A call of the IoT cockpit: admin session, the seeded monitoring areas. */
export function areaCall<E>(c: AdminCall<E>): AppInteraction {
  return { ...adminCall(c), states: [STATES.adminLoggedIn, STATES.area] };
}
export const AREA_ID = regex('^[A-Za-z0-9_-]+$', 'ly-baijia-01');
export const dailyWeather = {
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
export const workStat = {
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

export const DATE_TIME = '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$';

/** A node of a dictionary tree (DictionaryNode). */
export const nodeShape = {
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
export const itemShape = {
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
export function systemCall<E>(c: AdminCall<E>): AppInteraction {
  return { ...adminCall(c), states: [STATES.adminLoggedIn, STATES.systemFixtures] };
}

/** A call of the form designer (审批流程, 上传): admin session, designer fixtures. */
export function designerCall<E>(c: AdminCall<E>): AppInteraction {
  return { ...adminCall(c), states: [STATES.adminLoggedIn, STATES.designerFixtures] };
}

/** A call of the warehousing screens: admin session, warehousing fixtures. */
export function wmsCall<E>(c: AdminCall<E>): AppInteraction {
  return { ...adminCall(c), states: [STATES.adminLoggedIn, STATES.warehousingFixtures] };
}

/** A call of the supply-chain master-data screens: admin session, catalogue fixtures. */
export function catalogCall<E>(c: AdminCall<E>): AppInteraction {
  return { ...adminCall(c), states: [STATES.adminLoggedIn, STATES.catalogFixtures] };
}

export const NF = NEWS_FIXTURES;
export const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
/** An article as the lists show it (NewsArticle without the body). */
export const articleShape = {
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
export const priceShape = {
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

export const ACF = AGRO_CONTENT_FIXTURES;

/** A call of the 农技方案 / 农技视频 screens: admin session, the agro content fixtures. */
export function agroContentCall<E>(c: AdminCall<E>): AppInteraction {
  return { ...adminCall(c), states: [STATES.adminLoggedIn, STATES.agroContentFixtures] };
}
export const schemeShape = {
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
export const videoShape = {
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
export const PACT_WEBM_BASE64 = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3]),
  Buffer.alloc(60, 0x42),
]).toString('base64');

/** A call of the information-publishing screens: admin session, news fixtures. */
export function newsCall<E>(c: AdminCall<E>): AppInteraction {
  return { ...adminCall(c), states: [STATES.adminLoggedIn, STATES.newsFixtures] };
}

export const PF = PLOT_FIXTURES;
export const PLOT_RING: [number, number][] = [
  [112.7, 28.4],
  [112.701, 28.4],
  [112.701, 28.4012],
  [112.7, 28.4012],
  [112.7, 28.4],
];
/** The same size as plot 9801, 0.002° east of it (no overlap). */
export const NEW_PLOT_RING: [number, number][][] = [
  PLOT_RING.map(([x, y]) => [x + 0.002, y] as [number, number]),
];
export const BOW_TIE: [number, number][][] = [
  [
    [112.71, 28.4],
    [112.711, 28.401],
    [112.711, 28.4],
    [112.71, 28.401],
    [112.71, 28.4],
  ],
];
export const plotGeometry = { type: like('Polygon'), coordinates: like([PLOT_RING]) };
export const plotShape = {
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
export function plotCall<E>(c: AdminCall<E>): AppInteraction {
  return { ...adminCall(c), states: [STATES.adminLoggedIn, STATES.plotFixtures] };
}

export const CRF = CROP_FIXTURES;
export const DATE = '^\\d{4}-\\d{2}-\\d{2}$';
export const cropShape = {
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
export const varietyShape = {
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
export const stageShape = {
  id: integer(CRF.stages.sow),
  cropId: integer(CRF.crops.kept),
  sort: integer(1),
  name: like('契约播种期'),
  dayOffset: integer(0),
  durationDays: integer(10),
  practices: like('契约农事'),
  inputs: [],
};
export const programmeShape = {
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
export function cropCall<E>(c: AdminCall<E>): AppInteraction {
  return { ...adminCall(c), states: [STATES.adminLoggedIn, STATES.cropFixtures] };
}

export const NTF = NOTICE_FIXTURES;
export const noticeRowShape = {
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
export const inboxShape = {
  id: integer(NTF.published),
  title: like(NTF.title),
  noticeType: integer(1),
  pinned: boolean(false),
  publishTime: regex(DATE_TIME, '2024-06-03 09:00:00'),
  creatorName: like('系统管理员'),
  read: boolean(false),
};

/** A call of the notices screen: admin session, notice fixtures. */
export function noticeCall<E>(c: AdminCall<E>): AppInteraction {
  return { ...adminCall(c), states: [STATES.adminLoggedIn, STATES.noticeFixtures] };
}

export const ODF = OFFICIAL_DOC_FIXTURES;
export const officialDocRowShape = {
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
export function officialDocCall<E>(c: AdminCall<E>): AppInteraction {
  return { ...adminCall(c), states: [STATES.adminLoggedIn, STATES.officialDocFixtures] };
}

export const ARF = APPROVAL_RUNTIME_FIXTURES;
export const ARF_SUMMARY = `用品名称：${ARF.pending.item}；申领数量：2`;
/** A request row of 我发起的 / 工作台 (request 9851, 审批中 unless overridden). */
export const requestRowShape = (over: Record<string, unknown> = {}) => ({
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
export const runtimeFormItemShape = {
  formId: integer(1),
  label: like('用品名称'),
  tag: like('el-input'),
  tagIcon: like('input'),
  vModel: regex('^field\\d+$', 'field1'),
  required: boolean(true),
};
export const taskRowShape = {
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
export function approvalRuntimeCall<E>(c: AdminCall<E>): AppInteraction {
  return { ...adminCall(c), states: [STATES.adminLoggedIn, STATES.approvalRuntimeFixtures] };
}

export const CF = CATALOG_FIXTURES;
export const supplierShape = {
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
export const brandShape = {
  id: integer(CF.brands.kept),
  name: like('契约测试品牌'),
  sort: integer(99),
  status: integer(1),
  description: like('契约测试'),
  skuCount: integer(1),
};
export const skuShape = {
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
export const setmealShape = {
  id: integer(CF.setmeals.kept),
  name: like('契约测试套餐'),
  priceCents: integer(30000),
  status: integer(1),
  itemsTotalCents: integer(33600),
  savingCents: integer(3600),
  itemCount: integer(1),
  disabledCount: integer(0),
};
export const savedId = (id: number) => ({ id: integer(id) });

/**
 * The HTTP status of a refusal for lack of a right: the sandbox signals it with body code 403 on
 * an HTTP 200 envelope (SPEC §8: a body code 403 ends the web app's session, whatever the status).
 */
export const FORBIDDEN_STATUS = 200;

/**
 * A call the server must refuse: an operation the caller has no right to (body code 403), or a
 * record outside the caller's reach (HTTP 404, the same answer as an unknown id). Nothing the
 * answer carries besides the code and the message is relied on.
 */
export function refusedCall<E>(c: {
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
export function orderCall<E>(c: AdminCall<E>): AppInteraction {
  return { ...adminCall(c), states: [STATES.adminLoggedIn, STATES.orderFixtures] };
}

/** A refused call of those screens (HTTP status = body code, data null). */
export function orderRefused<E>(c: {
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
export function customerCall<E>(c: AdminCall<E>): AppInteraction {
  return {
    ...adminCall(c),
    states: [STATES.adminLoggedIn, STATES.warehousingFixtures, STATES.customerFixtures],
  };
}

export const CUF = CUSTOMER_FIXTURES;
/** A customer as the list and the detail show it. */
export const customerShape = {
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
export const customerInput = (phone: string) => ({
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
export const customerBody = (phone: string) => {
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
export const importRow = (row: number, phone: string) => ({
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
export const importRowShape = (row: number, phone: string) => {
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

export const OF = ORDER_FIXTURES;
export const orderShape = {
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
export const demandShape = {
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
export const offerShape = {
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

export const W = WMS_FIXTURES;
export const DAY = '^\\d{4}-\\d{2}-\\d{2}$';
export const warehouseShape = {
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
export const docLineShape = {
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
export const docShape = {
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

export const FLOW = {
  id: 9601,
  name: '契约测试流程',
  formKey: 'form_pact',
  processKey: 'process_pact',
} as const;
export const FORM_ITEM = {
  formId: integer(1),
  vModel: like('field1'),
  cmpType: like('custom'),
  tag: like('fc-amount'),
  tagIcon: like('amount'),
  label: like('采购金额'),
  required: boolean(true),
};
export const flowShape = {
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
export const NEW_FORM_ITEM = {
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
export const EXPORTS: readonly { operationId: AppCall; path: string; body: Record<string, unknown> }[] = [
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

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function exportInteraction(e: (typeof EXPORTS)[number]): AppInteraction {
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

/**
 * What the map engine does for a style or GeoJSON URL: the app's `transformRequest` (from the SDK,
 * authority = the map server) adds the token, then the engine fetches and parses JSON.
 */
export async function mapEngineFetch(
  mapBaseUrl: string,
  path: string,
  token: string | undefined,
): Promise<unknown> {
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
