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
