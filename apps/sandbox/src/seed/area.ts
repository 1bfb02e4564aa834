/**
 * Area monitoring: demonstration bases with their boundary, device spots, monitoring devices of
 * types 1–7 and farming work records of the last months.
 */
import { round6 } from '../util/geo';
import { Prng } from '../util/prng';
import { DAY_MS, formatDate, startOfDay } from '../util/time';
import type { CameraRow } from './devices';
import type { SeedRow } from './insert';

export const DEVICE_TYPE_NAMES: Record<number, string> = {
  1: '视频监控',
  2: '轨迹',
  3: '气象环境',
  4: '土壤环境',
  5: '空气质量',
  6: '虫情',
  7: '水环境',
};
export const WORK_TYPE_NAMES: Record<number, string> = {
  1: '施肥',
  2: '打药',
  3: '灌溉',
  4: '播种',
  5: '收割',
};

const PREFIX: Record<number, string> = { 1: 'SP', 2: 'GJ', 3: 'QX', 4: 'TR', 5: 'KQ', 6: 'CQ', 7: 'SZ' };
const MAKERS: Record<number, [string, string][]> = {
  1: [
    ['海康威视', 'DS-2DE7430IW-A'],
    ['大华', 'DH-SD6C3425XB-HNR'],
  ],
  2: [
    ['大疆', 'T40 植保无人机'],
    ['极飞', 'P100 农业无人机'],
  ],
  3: [
    ['托普云农', 'TPJ-32'],
    ['聚英', 'JY-QX8'],
  ],
  4: [
    ['托普云农', 'TZS-5X'],
    ['聚英', 'JY-TR6'],
  ],
  5: [
    ['聚英', 'JY-KQ5'],
    ['托普云农', 'TPKQ-2'],
  ],
  6: [
    ['佳多科工', 'JDA0-IV'],
    ['托普云农', 'TPCB-III'],
  ],
  7: [
    ['聚英', 'JY-SZ7'],
    ['托普云农', 'TPSZ-4'],
  ],
};

interface AreaSeed {
  id: string;
  name: string;
  short: string;
  qhdm: string;
  qhmc: string;
  address: string;
  center: [number, number];
  /** Half extent of the base in degrees (lon, lat). */
  half: [number, number];
  crop: string;
  areaSize: number;
  devices: Record<number, number>;
  spots: string[];
  works: Record<number, string[]>;
}

export const AREAS: readonly AreaSeed[] = [
  {
    id: 'ly-baijia-01',
    short: '柏加基地',
    name: '浏阳市柏加镇苗木基地',
    qhdm: '430181',
    qhmc: '浏阳市',
    address: '湖南省长沙市浏阳市柏加镇柏铺村',
    center: [113.38, 28.0505],
    half: [0.006, 0.0045],
    crop: '苗木花卉',
    areaSize: 1764.5,
    devices: { 1: 4, 2: 1, 3: 1, 4: 3, 5: 1, 6: 1, 7: 1 },
    spots: ['基地东入口监测点', '苗圃中心监测点', '西侧灌溉泵站监测点', '北区育苗大棚监测点'],
    works: {
      1: [
        '桂花苗圃追施复合肥，每亩 15 公斤',
        '红叶石楠穴施有机肥，每株 2 公斤',
        '罗汉松叶面喷施磷酸二氢钾 0.3%',
      ],
      2: [
        '防治红蜘蛛，阿维菌素 1500 倍液喷雾',
        '防治蚜虫，吡虫啉 2000 倍液喷雾',
        '防治叶斑病，苯醚甲环唑 3000 倍液喷雾',
      ],
      3: ['北区育苗大棚滴灌 2 小时', '苗圃全区喷灌 1.5 小时', '新移栽苗木浇定根水'],
      4: ['北区大棚扦插红叶石楠穗条 2 万株', '播种紫薇种子 5 亩'],
      5: ['出圃桂花苗 800 株', '出圃香樟 320 株'],
    },
  },
  {
    id: 'wc-shuidao-01',
    short: '格塘基地',
    name: '望城区水稻示范基地',
    qhdm: '430112',
    qhmc: '望城区',
    address: '湖南省长沙市望城区靖港镇格塘村',
    center: [112.7245, 28.3512],
    half: [0.011, 0.008],
    crop: '水稻',
    areaSize: 3260,
    devices: { 1: 3, 2: 2, 3: 1, 4: 4, 5: 1, 6: 2, 7: 2 },
    spots: ['格塘村南片监测点', '机埠泵站监测点', '示范区中心监测点', '育秧工厂监测点'],
    works: {
      1: [
        '早稻分蘖期追施尿素，每亩 5 公斤',
        '插秧后 7 天施返青肥，复合肥每亩 10 公斤',
        '晚稻穗肥，氯化钾每亩 5 公斤',
      ],
      2: [
        '防治稻纵卷叶螟，氯虫苯甲酰胺每亩 10 毫升兑水 30 公斤喷雾',
        '防治稻飞虱，吡蚜酮每亩 20 克',
        '防治纹枯病，井冈霉素每亩 50 毫升',
      ],
      3: ['分蘖期浅水灌溉 3 厘米', '孕穗期灌深水 5 厘米', '晒田后复水'],
      4: ['早稻机插秧 120 亩', '晚稻抛秧 80 亩', '育秧工厂播种秧盘 6000 盘'],
      5: ['早稻机收 150 亩，亩产 460 公斤', '晚稻机收 140 亩'],
    },
  },
  {
    id: 'ah-chaye-01',
    short: '云台山茶园',
    name: '安化县云台山黑茶茶园',
    qhdm: '430923',
    qhmc: '安化县',
    address: '湖南省益阳市安化县江南镇洞市村',
    center: [111.3986, 28.3378],
    half: [0.008, 0.006],
    crop: '茶叶',
    areaSize: 2150,
    devices: { 1: 3, 3: 1, 4: 2, 5: 1, 6: 1 },
    spots: ['茶园山顶监测点', '茶厂入口监测点', '东坡茶园监测点'],
    works: {
      1: ['茶园行间开沟施有机肥，每亩 200 公斤', '春茶前追施茶叶专用肥，每亩 30 公斤'],
      2: ['防治茶小绿叶蝉，联苯菊酯 1500 倍液', '悬挂黄板诱杀害虫 300 张'],
      3: ['东坡茶园喷灌 1 小时'],
      4: ['补植黑茶良种茶苗 2000 株'],
      5: ['采摘春茶一芽二叶 1200 公斤', '采摘夏茶 900 公斤'],
    },
  },
  {
    id: 'hn-youcai-01',
    short: '长塘示范片',
    name: '衡南县油菜绿色高产示范片',
    qhdm: '430422',
    qhmc: '衡南县',
    address: '湖南省衡阳市衡南县云集街道长塘村',
    center: [112.6236, 26.7724],
    half: [0.009, 0.007],
    crop: '油菜',
    areaSize: 2800,
    devices: { 1: 2, 2: 1, 3: 1, 4: 2, 6: 1, 7: 1 },
    spots: ['长塘村示范片监测点', '排灌站监测点', '田间道口监测点'],
    works: {
      1: ['油菜苗期追施尿素，每亩 5 公斤', '臺期喷施硼肥 0.2%'],
      2: ['防治菌核病，咪鲜胺每亩 40 毫升', '防治蚜虫，啶虫脒每亩 15 克'],
      3: ['开沟排渍，疏通围沟'],
      4: ['无人机飞播油菜种子 300 亩，每亩 300 克'],
      5: ['油菜机收 260 亩，亩产 165 公斤'],
    },
  },
];

export interface AreaRows {
  areas: SeedRow[];
  spots: SeedRow[];
  devices: SeedRow[];
  works: SeedRow[];
}

const OPERATORS = ['李建国', '周海燕', '刘德胜', '谭湘平', '陈立新', '彭桂英', '邓文斌', '曾湘云'];

export function areaRows(now: Date, cameras: readonly CameraRow[]): AreaRows {
  const out: AreaRows = { areas: [], spots: [], devices: [], works: [] };
  let workId = 1001;
  for (const a of AREAS) {
    const prng = new Prng(`area:${a.id}`);
    const [cx, cy] = a.center;
    const [hx, hy] = a.half;
    // An irregular hexagon around the centre (closed ring).
    const ring: [number, number][] = [
      [cx - hx, cy - hy * 0.7],
      [cx - hx * 0.2, cy - hy],
      [cx + hx * 0.85, cy - hy * 0.85],
      [cx + hx, cy + hy * 0.3],
      [cx + hx * 0.1, cy + hy],
      [cx - hx * 0.9, cy + hy * 0.75],
    ].map(([x, y]) => [round6(x as number), round6(y as number)] as [number, number]);
    ring.push(ring[0] as [number, number]);
    out.areas.push({
      id: a.id,
      name: a.name,
      qhdm: a.qhdm,
      qhmc: a.qhmc,
      address: a.address,
      center: a.center,
      boundary: { type: 'Polygon', coordinates: [ring] },
      image_url: null,
      image_bounds: null,
      area_size: a.areaSize,
      crop: a.crop,
    });
    const code = a.qhdm;
    const spotIds = a.spots.map((name, i) => {
      const spotId = `SPOT-${code}-${String(i + 1).padStart(2, '0')}`;
      out.spots.push({
        spot_id: spotId,
        area_id: a.id,
        name,
        lon: round6(cx + prng.float(-0.7, 0.7) * hx),
        lat: round6(cy + prng.float(-0.7, 0.7) * hy),
      });
      return spotId;
    });
    const localCameras = cameras.filter((c) => c.qhdm === a.qhdm);
    for (const [typeText, count] of Object.entries(a.devices)) {
      const type = Number(typeText);
      for (let i = 0; i < count; i++) {
        const deviceId = `${PREFIX[type]}-${code}-${String(i + 1).padStart(4, '0')}`;
        const [maker, model] = prng.pick(MAKERS[type] ?? [['', '']]);
        const spot = type === 2 ? null : (spotIds[(i + type) % spotIds.length] as string);
        const spotRow = out.spots.find((s) => s.spot_id === spot);
        const online = prng.chance(type === 1 ? 0.8 : 0.88);
        out.devices.push({
          device_id: deviceId,
          area_id: a.id,
          spot_id: spot,
          device_name: `${a.short}${count > 1 ? `${i + 1}号` : ''}${deviceLabel(type)}`,
          device_type: type,
          status: online ? 1 : 0,
          lon: round6(((spotRow?.lon as number | undefined) ?? cx) + prng.float(-0.0006, 0.0006)),
          lat: round6(((spotRow?.lat as number | undefined) ?? cy) + prng.float(-0.0006, 0.0006)),
          manufacturer: maker,
          model,
          install_time: new Date(now.getTime() - prng.int(200, 700) * DAY_MS),
          last_data_time: online
            ? null
            : new Date(now.getTime() - prng.int(2, 20) * DAY_MS - prng.int(0, 86400) * 1000),
          camera_code: type === 1 ? (localCameras[i % Math.max(1, localCameras.length)]?.code ?? null) : null,
        });
      }
    }
    // Work records: every 2–4 days over the last 110 days, at daytime hours.
    const today = startOfDay(formatDate(now)).getTime();
    for (let back = 110; back >= 0; back -= prng.int(1, 4)) {
      const type = prng.pick([1, 2, 2, 3, 3, 3, 4, 5].filter((t) => (a.works[t] ?? []).length > 0));
      const workTime = new Date(
        today - back * DAY_MS + prng.int(7, 17) * 3600_000 + prng.int(0, 5) * 600_000,
      );
      if (workTime > now) continue;
      const created = new Date(Math.min(now.getTime(), workTime.getTime() + prng.int(1, 6) * 3600_000));
      out.works.push({
        id: workId,
        area_id: a.id,
        work_type: type,
        content: prng.pick(a.works[type] ?? ['']),
        operator: prng.pick(OPERATORS),
        work_time: workTime,
        photos: [],
        create_time: created,
      });
      workId++;
    }
  }
  return out;
}

function deviceLabel(type: number): string {
  return (
    {
      1: '视频监控',
      2: '植保无人机',
      3: '气象站',
      4: '土壤墒情站',
      5: '空气质量监测站',
      6: '虫情测报灯',
      7: '水质监测站',
    }[type] ?? '设备'
  );
}
