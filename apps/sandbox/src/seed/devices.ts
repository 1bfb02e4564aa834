/**
 * Camera devices of agri-input stores (mdmc) and warehouses (ckmc) across Hunan. Deterministic:
 * owners, models, serial numbers, IPs, channels and positions come from a seeded generator; every
 * position lies inside the county's polygon (or extent when it has none).
 */
import type { PolygonGeometry } from '../util/geo';
import { round6 } from '../util/geo';
import { Prng } from '../util/prng';
import { DAY_MS } from '../util/time';
import type { SeedRow } from './insert';
import { pointInside, type RegionSeed } from './regions';

export const EXAMPLE_DEVICE = {
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

interface Model {
  name: string;
  /** Serial number from the model, a date and a random part. */
  sn(prng: Prng, date: string): string;
}

const hex = (prng: Prng, n: number) =>
  Array.from({ length: n }, () => '0123456789ABCDEF'[prng.int(0, 15)]).join('');
const digits = (prng: Prng, n: number) => Array.from({ length: n }, () => String(prng.int(0, 9))).join('');

const IPC: Record<string, readonly string[]> = {
  海康威视: ['DS-2CD3T46WDV3-I3', 'DS-2CD2347WDV3-L', 'DS-2DE4425IW-DE', 'DS-2CD3346WDV3-I'],
  大华: ['DH-IPC-HFW2433M-I1', 'DH-IPC-HDBW2433R-ZS', 'DH-SD49425XB-HNR'],
  宇视: ['IPC2124LB-SF40-A', 'IPC3614SB-ADF28KM-I0', 'IPC6424SR-X33U'],
  天地伟业: ['TC-C34GS', 'TC-C32XN', 'TC-H344S'],
  华为: ['C3250-10-I-P', 'M2141-10-EI'],
  萤石: ['CS-C6Wi', 'CS-H5-4WF'],
};
const DVR: Record<string, readonly string[]> = {
  海康威视: ['DS-7808N-K2', 'DS-7816N-R2', 'DS-7604N-K1'],
  大华: ['DH-NVR4108HS-8P-4KS2', 'DH-NVR4216-4KS2'],
  宇视: ['NVR301-08S', 'NVR302-16E2'],
  天地伟业: ['TC-NR2008M7-S2'],
  华为: ['NVR800-C04'],
  萤石: ['CS-X5C-8'],
};
const MAKERS: readonly [string, number][] = [
  ['海康威视', 0.38],
  ['大华', 0.28],
  ['宇视', 0.15],
  ['天地伟业', 0.09],
  ['华为', 0.06],
  ['萤石', 0.04],
];

function pickMaker(prng: Prng): string {
  let r = prng.next();
  for (const [name, w] of MAKERS) {
    r -= w;
    if (r < 0) return name;
  }
  return '海康威视';
}

function model(maker: string, dvr: boolean, prng: Prng): Model {
  const name = prng.pick((dvr ? DVR : IPC)[maker] ?? ['IPC']);
  return {
    name,
    sn: (p, date) => {
      switch (maker) {
        case '海康威视':
          return `${name}-${date}AACH${digits(p, 9)}`;
        case '大华':
          return `${name}-${hex(p, 4)}${digits(p, 11)}`;
        case '宇视':
          return `210235C${hex(p, 3)}${digits(p, 2)}${date.slice(2, 6)}${digits(p, 6)}`;
        case '天地伟业':
          return `${name}-TD${date}${digits(p, 8)}`;
        case '华为':
          return `21024${digits(p, 7)}${hex(p, 2)}${date.slice(2)}${digits(p, 4)}`;
        default:
          return `${name}-E${digits(p, 9)}`;
      }
    },
  };
}

const STORE_SUFFIXES = ['农资门店', '农资超市', '农资经营部', '农资服务站', '庄稼医院'] as const;
const IPC_KINDS = ['枪机', '球机', '半球'] as const;
const STORE_VIEWS = ['门店入口', '收银台', '货架区', '农药专柜', '化肥堆放区', '门前道路'];
const WAREHOUSE_VIEWS = [
  '仓库大门',
  '装卸平台',
  '一号库区',
  '二号库区',
  '三号库区',
  '周界东侧',
  '周界西侧',
  '磅房',
  '办公区',
  '停车场',
  '危化品库',
  '种子冷库',
];
const ENTERPRISES = [
  '湖南农资集团有限公司',
  '湖南农资集团有限公司',
  '湖南农资集团有限公司',
  '湖南湘农农资连锁有限公司',
  '岳阳金穗农业服务有限公司',
  '常德德农农资有限公司',
  '衡阳丰收农资有限公司',
];

const shortPlace = (name: string) => name.replace(/(街道办事处|街道|镇|乡|民族乡|管理处|办事处)$/, '');
const shortCity = (name: string) => name.replace(/(土家族苗族自治州|市)$/, '');

export interface CameraRow extends SeedRow {
  code: string;
  name: string;
  type: number;
  manufacturer: string;
  sn_number: string;
  device_ip: string;
  status: number;
  lon: number;
  lat: number;
  qhdm: string;
  qhmc: string;
  enterprise_name: string;
  mdmc: string | null;
  ckmc: string | null;
  channels: number;
  channel_names: string[];
  created_at: Date;
  updated_at: Date;
}

interface Owner {
  county: string;
  countyName: string;
  store: string | null;
  warehouse: string | null;
  enterprise: string;
  views: readonly string[];
}

/** A device for an owner; serial is the per-county running number. */
function makeDevice(
  owner: Owner,
  serial: number,
  index: number,
  prng: Prng,
  geometry: PolygonGeometry | undefined,
  box: [number, number, number, number],
  at: Date,
): CameraRow {
  const dvr = owner.warehouse !== null ? prng.chance(0.3) : prng.chance(0.12);
  const maker = pickMaker(prng);
  const m = model(maker, dvr, prng);
  const date = new Date(at.getTime() - prng.int(30, 900) * DAY_MS)
    .toISOString()
    .slice(0, 10)
    .replace(/-/g, '');
  const channels = dvr ? prng.pick([4, 8, 16]) : 1;
  const views = Array.from(
    { length: channels },
    (_, i) => owner.views[(index + i) % owner.views.length] as string,
  ).map((v, i, all) => (all.indexOf(v) !== i ? `${v}${i + 1}` : v));
  const [lon, lat] = geometry
    ? pointInside(geometry, prng)
    : [prng.float(box[0], box[2]), prng.float(box[1], box[3])];
  const ownerName = owner.warehouse ?? owner.store ?? '';
  const kind = dvr ? '硬盘录像机' : prng.pick(IPC_KINDS);
  return {
    code: `${owner.county}${String(serial).padStart(5, '0')}`,
    name: `${owner.countyName}${ownerName}-${kind}${String(index + 1).padStart(2, '0')}`,
    type: dvr ? 1 : 2,
    manufacturer: maker,
    sn_number: m.sn(prng, date),
    device_ip: prng.chance(0.6)
      ? `192.168.${prng.int(1, 30)}.${prng.int(2, 250)}`
      : `10.43.${prng.int(1, 120)}.${prng.int(2, 250)}`,
    status: prng.chance(0.86) ? 1 : 0,
    lon: round6(lon),
    lat: round6(lat),
    qhdm: owner.county,
    qhmc: owner.countyName,
    enterprise_name: owner.enterprise,
    mdmc: owner.store,
    ckmc: owner.warehouse,
    channels,
    channel_names: views,
    created_at: at,
    updated_at: at,
  };
}

/** The seeded camera devices (about 300, including the documented example device). */
export function cameraRows(regions: RegionSeed, now: Date, target = 300): CameraRow[] {
  const prng = new Prng('cameras');
  const byCode = new Map(regions.regions.map((r) => [r.qhdm, r]));
  const counties = regions.regions.filter((r) => r.level === 3);
  const townshipsOf = new Map<string, string[]>();
  for (const r of regions.regions)
    if (r.level === 4 && r.sjqhdm) townshipsOf.set(r.sjqhdm, [...(townshipsOf.get(r.sjqhdm) ?? []), r.qhmc]);
  const serials = new Map<string, number>();
  const usedOwners = new Set<string>(['麓谷农资门店']);
  const rows: CameraRow[] = [
    {
      code: EXAMPLE_DEVICE.code,
      name: EXAMPLE_DEVICE.name,
      type: EXAMPLE_DEVICE.type,
      manufacturer: EXAMPLE_DEVICE.manufacturer,
      sn_number: EXAMPLE_DEVICE.snNumber,
      device_ip: EXAMPLE_DEVICE.deviceIp,
      status: EXAMPLE_DEVICE.status,
      lon: EXAMPLE_DEVICE.lon,
      lat: EXAMPLE_DEVICE.lat,
      qhdm: EXAMPLE_DEVICE.qhdm,
      qhmc: EXAMPLE_DEVICE.qhmc,
      enterprise_name: EXAMPLE_DEVICE.enterpriseName,
      mdmc: EXAMPLE_DEVICE.mdmc,
      ckmc: EXAMPLE_DEVICE.ckmc,
      channels: EXAMPLE_DEVICE.unitsObj.channels,
      channel_names: [...EXAMPLE_DEVICE.unitsObj.channelName],
      created_at: new Date(now.getTime() - 280 * DAY_MS),
      updated_at: new Date(now.getTime() - 280 * DAY_MS),
    },
  ];
  serials.set('430104', 1);
  // One warehouse per city first, then stores spread over counties in turn.
  const owners: Owner[] = [];
  const cities = regions.regions.filter((r) => r.level === 2);
  for (const city of cities) {
    const cityCounties = counties.filter((c) => c.sjqhdm === city.qhdm && regions.geometries.has(c.qhdm));
    const county = cityCounties[0] ?? counties.find((c) => c.sjqhdm === city.qhdm);
    if (!county) continue;
    const place = shortPlace(prng.pick(townshipsOf.get(county.qhdm) ?? [county.qhmc]));
    const warehouse = `${shortCity(city.qhmc)}${place}农资仓库`;
    usedOwners.add(warehouse);
    owners.push({
      county: county.qhdm,
      countyName: county.qhmc,
      store: null,
      warehouse,
      enterprise: '湖南农资集团有限公司',
      views: WAREHOUSE_VIEWS,
    });
  }
  const shuffled = [...counties];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = prng.int(0, i);
    [shuffled[i], shuffled[j]] = [
      shuffled[j] as (typeof counties)[number],
      shuffled[i] as (typeof counties)[number],
    ];
  }
  let round = 0;
  while (owners.length < 140 && round < 20) {
    for (const county of shuffled) {
      if (owners.length >= 140) break;
      if (round > 0 && prng.chance(0.55)) continue;
      const place = shortPlace(prng.pick(townshipsOf.get(county.qhdm) ?? [county.qhmc]));
      const isWarehouse = prng.chance(0.08);
      const name = isWarehouse ? `${place}农资配送仓库` : `${place}${prng.pick(STORE_SUFFIXES)}`;
      if (usedOwners.has(name)) continue;
      usedOwners.add(name);
      owners.push({
        county: county.qhdm,
        countyName: county.qhmc,
        store: isWarehouse ? null : name,
        warehouse: isWarehouse ? name : null,
        enterprise: prng.pick(ENTERPRISES),
        views: isWarehouse ? WAREHOUSE_VIEWS : STORE_VIEWS,
      });
    }
    round++;
  }
  let o = 0;
  while (rows.length < target) {
    const owner = owners[o % owners.length] as Owner;
    const existing = rows.filter((r) => (r.mdmc ?? r.ckmc) === (owner.store ?? owner.warehouse)).length;
    const capacity = owner.warehouse ? 4 : 3;
    if (existing < capacity) {
      const serial = (serials.get(owner.county) ?? 0) + 1;
      serials.set(owner.county, serial);
      const county = byCode.get(owner.county);
      const at = new Date(now.getTime() - prng.int(10, 700) * DAY_MS);
      rows.push(
        makeDevice(
          owner,
          serial,
          existing,
          prng,
          regions.geometries.get(owner.county),
          county?.bbox ?? [111, 26, 113, 28],
          at,
        ),
      );
    }
    o++;
    if (o > owners.length * 8) break;
  }
  return rows;
}

/**
 * Devices the video platform "has" that are new on sync number `call` (1-based): one to three
 * per call, from a generator keyed by the call number, numbered 9xxxx within their county.
 */
export function platformNewDevices(regions: RegionSeed, call: number, now: Date): CameraRow[] {
  const prng = new Prng(`flush:${call}`);
  const counties = regions.regions.filter((r) => r.level === 3 && regions.geometries.has(r.qhdm));
  const townshipsOf = (code: string) => regions.regions.filter((r) => r.sjqhdm === code).map((r) => r.qhmc);
  const count = 1 + (call % 3);
  const out: CameraRow[] = [];
  for (let i = 0; i < count; i++) {
    const county = prng.pick(counties);
    const place = shortPlace(prng.pick(townshipsOf(county.qhdm)));
    const owner: Owner = {
      county: county.qhdm,
      countyName: county.qhmc,
      store: `${place}${prng.pick(STORE_SUFFIXES)}`,
      warehouse: null,
      enterprise: prng.pick(ENTERPRISES),
      views: STORE_VIEWS,
    };
    const serial = 90000 + ((call * 7 + i) % 9999);
    out.push(
      makeDevice(
        owner,
        serial,
        0,
        prng,
        regions.geometries.get(county.qhdm),
        county.bbox ?? [111, 26, 113, 28],
        now,
      ),
    );
  }
  return out;
}
