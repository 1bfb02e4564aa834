/**
 * The demo province: a layer over the base seed that `pnpm start` loads by default (the test
 * suites never do: they count the base seed's rows). Everything is generated from fixed PRNG
 * seeds relative to `now`, in bulk (`insertRows`: one statement per table and batch):
 *
 * - ~200 suppliers across the 14 cities of Hunan (most approved, some 待审核 / 已停用 / 已驳回,
 *   licences valid, expiring and expired), each with one or two catalogue items (a product photo
 *   each) on sale;
 * - 12 months of approved purchase inbound documents of those items (the supplier dashboard's
 *   supply), their stock batches and ledger;
 * - ~2,000 customers in real villages of every county, with follow-ups;
 * - 12 months of shop orders in every status (seasonal: spring and autumn peaks), returns in every
 *   status, demand records, group offers open / formed / failed with appointments and orders;
 * - plots of the cooperatives and family farms around their villages with their crops, and
 *   planting programmes with their stage calendars;
 * - notices, read and unread;
 * - the supply volumes of the supplier dashboard entered in 驾驶舱数据录入 for the last three years;
 * - pictures drawn in code (pictures.ts) for every crop, brand and video cover.
 *
 * Existing rows are not changed except to give an image to a record that had none. The layer is
 * recorded in `sandbox_meta` (key `demo`) and applied once.
 */
import { interiorPoint, type PlotGeometry, plotArea, plotBbox } from '@agrimap/geo';
import { creditCodeCheckChar, ean13CheckDigit } from '@agrimap/rules';
import type { Queryable } from '../../db/adapter';
import { regionAt } from '../../handlers/area/plots';
import { addDays, stageCalendar } from '../../handlers/base/agro-calendar';
import { cyclic } from '../../util/narrow';
import { Prng } from '../../util/prng';
import { DAY_MS, formatDate } from '../../util/time';
import { actualStageDates } from '../agro';
import { type ColumnType, insertRows, type SeedRow } from '../insert';
import { ORDER_IDENTITY_TABLES, rebuildOrderTallies } from '../orders';
import { brandLogo, cropPicture, itemPhoto, videoCover } from './pictures';

const T = (spec: Record<string, ColumnType>) => spec;

export { demoFromEnv } from './env';

export async function isDemoApplied(q: Queryable): Promise<boolean> {
  const rows = await q.query<{ n: number }>(`select count(*)::int as n from sandbox_meta where key = 'demo'`);
  return (rows[0]?.n ?? 0) > 0;
}

const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛阎段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤'.split(
    '',
  );
const GIVEN =
  '建国 志强 秀英 桂英 海波 红梅 德胜 光明 春林 立新 卫东 玉兰 建华 小平 国庆 永红 丽华 长生 金山 跃进 茂林 世英 满仓 冬梅 雪梅 俊杰 文斌 振华 明亮 淑芬 志刚 新民 爱民 秋菊 凤英 伟 芳 敏 勇 军 杰 娟 涛 斌 霞 鹏 辉 磊 艳'.split(
    ' ',
  );
const WORDS =
  '丰收 金穗 绿源 沃土 惠农 兴农 禾丰 稻香 湘丰 富民 春田 瑞丰 农友 润田 嘉禾 金土地 益农 天润 康农 绿野 青山 德丰 鑫农 湘禾 田园 众旺 福农 新苗 金秋 沃丰'.split(
    ' ',
  );
const SUPPLIER_SUFFIX = [
  ['农资有限公司', '2'],
  ['农业生产资料有限公司', '2'],
  ['肥业有限公司', '1'],
  ['生物科技有限公司', '1'],
  ['种业有限公司', '1'],
  ['农资连锁经营部', '2'],
  ['农机农资专业合作社', '3'],
  ['农业社会化服务有限公司', '5'],
  ['植保服务中心', '5'],
  ['家庭农场', '4'],
] as const;
const REJECT_REASONS = [
  '营业执照已过期，请上传有效证照',
  '经营范围不含农药经营',
  '联系人手机号无法接通，请核实',
];
/** Customer crops (the names the customer dashboard counts); the first eight are agro_crop names. */
const CUSTOMER_CROPS = [
  '水稻',
  '玉米',
  '油菜',
  '柑橘',
  '茶叶',
  '辣椒',
  '大豆',
  '红薯',
  '蔬菜',
  '烟叶',
  '油茶',
  '葡萄',
];
/** Item templates by nzlx code: [name, spec, unit, price in fen]. */
const ITEMS: Record<string, readonly (readonly [string, string, string, number])[]> = {
  '0101': [
    ['尿素（总氮≥46%）', '40kg/袋', '袋', 13500],
    ['碳酸氢铵', '50kg/袋', '袋', 6800],
  ],
  '0102': [
    ['硫酸钾型复合肥 15-15-15', '40kg/袋', '袋', 19800],
    ['水稻专用复合肥 20-8-12', '40kg/袋', '袋', 17600],
    ['油菜专用配方肥', '40kg/袋', '袋', 16800],
  ],
  '0103': [['过磷酸钙', '50kg/袋', '袋', 6200]],
  '0104': [['氯化钾（K₂O≥60%）', '50kg/袋', '袋', 18500]],
  '0105': [
    ['生物有机肥', '40kg/袋', '袋', 8800],
    ['商品有机肥（菜籽饼）', '40kg/袋', '袋', 7600],
  ],
  '0106': [['大量元素水溶肥', '10kg/桶', '桶', 12800]],
  '0201': [
    ['氯虫苯甲酰胺悬浮剂', '100ml/瓶', '瓶', 4500],
    ['吡蚜酮可湿性粉剂', '100g/袋', '袋', 1800],
  ],
  '0202': [
    ['三环唑可湿性粉剂', '200g/袋', '袋', 1600],
    ['苯醚甲环唑水分散粒剂', '100g/袋', '袋', 2600],
  ],
  '0203': [['五氟磺草胺可分散油悬浮剂', '100ml/瓶', '瓶', 3200]],
  '0204': [['芸苔素内酯水剂', '10ml/支', '支', 800]],
  '0301': [
    ['杂交水稻种子', '1kg/袋', '袋', 6800],
    ['常规早稻种子', '5kg/袋', '袋', 7500],
  ],
  '0302': [['玉米杂交种', '2kg/袋', '袋', 5600]],
  '0303': [['双低油菜种子', '250g/袋', '袋', 3800]],
  '0304': [['辣椒种子', '10g/袋', '袋', 2500]],
  '0401': [['聚乙烯地膜', '0.01mm×1.2m×500m/卷', '卷', 9800]],
  '0402': [['PO 流滴消雾棚膜', '8m×50m/卷', '卷', 46000]],
};
const ITEM_CODES = Object.keys(ITEMS);
const COMPANIES = ['顺丰速运', '中通快递', '京东物流', '自有车辆配送', '德邦物流'];
const RETURN_REASONS = ['包装破损，部分结块', '发错规格', '农时已过，未拆封退回', '与描述不符', '重复下单'];
const NOTICES: readonly (readonly [string, 1 | 2, string, boolean])[] = [
  [
    '关于做好春耕农资保供稳价工作的通知',
    1,
    '各分公司要提前摸清春耕农资需求，落实化肥、种子、农药储备，确保不断供、不涨价。',
    true,
  ],
  [
    '2026 年度农资质量安全专项检查安排',
    1,
    '请各门店于本月底前完成库存农药自查，过期产品一律下架登记。',
    false,
  ],
  [
    '关于启用新版订单管理流程的公告',
    2,
    '自下月起，线上订单统一由订单明细页面发货，出库单同步进入出库审核。',
    false,
  ],
  ['夏季高温天气仓储安全提示', 1, '高温期间请注意化肥仓库通风降温，农药仓库严禁混存，做好消防检查。', false],
  [
    '关于开展秋冬种农资团购活动的通知',
    1,
    '各县级网点可发起油菜种子、复合肥团购，成团后由公司统一配送。',
    true,
  ],
  [
    '供应商证照年审工作安排',
    1,
    '请供应链部门在年底前完成供应商农药经营许可证的年审，临期证照及时提醒更新。',
    false,
  ],
  ['关于表彰 2026 年度优秀网点的公告', 2, '长沙县金井网点、南县网点等 10 个网点获评年度优秀网点。', false],
  ['国庆节假期值班安排', 2, '假期期间客服热线、仓库发货正常运转，请各值班人员保持通讯畅通。', false],
  ['关于加强农药实名购买登记的通知', 1, '限制使用农药必须实名登记购买人信息，台账保存不少于两年。', false],
  [
    '测土配方施肥技术培训报名',
    1,
    '公司将于下月组织测土配方施肥培训，请各网点推荐 1–2 名技术人员参加。',
    false,
  ],
  ['年终盘点工作通知', 1, '各仓库于 12 月 25 日起开展年终盘点，盘点期间暂停入库审核。', false],
  [
    '关于调整部分化肥零售指导价的公告',
    2,
    '受原料价格影响，复合肥零售指导价每吨下调 80 元，执行时间见附表。',
    false,
  ],
];
const VIDEOS: readonly (readonly [string, string | null, string, number])[] = [
  ['双季早稻抛秧技术要点', '水稻', '01', 312],
  ['玉米螟绿色防控', '玉米', '02', 248],
  ['油菜冬前田间管理', '油菜', '01', 276],
  ['柑橘测土配方施肥', '柑橘', '03', 305],
  ['茶园春季修剪与施肥', '茶叶', '03', 265],
  ['植保无人机安全作业规范', null, '04', 420],
  ['辣椒疫病识别与防治', '辣椒', '02', 233],
  ['耕地地力保护补贴政策解读', null, '05', 198],
];

interface Place {
  county: string;
  countyName: string;
  village: string;
  villageName: string;
  lon: number;
  lat: number;
  /** the village cell's extent in degrees */
  w: number;
  h: number;
}

const round6 = (v: number) => Math.round(v * 1e6) / 1e6;
const iso = (d: Date) => d.toISOString();
const dayNo = (d: Date) => formatDate(d).replace(/-/g, '');

/**
 * The media id of a demo video cover: `c` (a cover, as agroMedia's path requires), `demo`, and 32
 * hex characters from the PRNG (ids of media are capabilities: not a counter).
 */
export function coverFileId(videoId: number): string {
  const prng = new Prng(`demo-cover:${videoId}`);
  let hex = '';
  for (let i = 0; i < 32; i++) hex += prng.int(0, 15).toString(16);
  return `cdemo${hex}`;
}

/** USCC charset without I, O, S, V, Z. */
const CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';

async function maxId(q: Queryable, table: string): Promise<number> {
  const rows = await q.query<{ m: number }>(`select coalesce(max(id), 0)::int as m from ${table}`);
  return rows[0]?.m ?? 0;
}

async function storeImage(q: Queryable, fileId: string, name: string, png: Buffer, at: Date): Promise<void> {
  await q.query(
    `insert into spatial_file (file_id, file_name, content_type, content, create_time) values ($1, $2, 'image/png', $3, $4::timestamptz)`,
    [fileId, name, png, iso(at)],
  );
}

/** Applies the demo layer to a seeded database (once). */
export async function applyDemoLayer(q: Queryable, now: Date): Promise<void> {
  if (await isDemoApplied(q)) return;
  const prng = new Prng('demo-province');
  const person = () => `${prng.pick(SURNAMES)}${prng.pick(GIVEN)}`;
  const daysAgo = (d: number, hour = 9) => {
    const t = new Date(now.getTime() - d * DAY_MS);
    t.setUTCHours(hour - 8, prng.int(0, 59), prng.int(0, 59), 0);
    return t;
  };
  const staff = await q.query<{ id: number; real_name: string }>(
    `select id, real_name from app_user where status = 1 and user_name not in ('admin', 'operator') order by id`,
  );

  // ── places: villages of every county of the 14 cities ───────────────────────────────────
  const cities = await q.query<{ qhdm: string; qhmc: string }>(
    `select qhdm, qhmc from region where sjqhdm = '43' and level = 2 order by qhdm`,
  );
  const villageRows = await q.query<{
    qhdm: string;
    qhmc: string;
    full: string;
    lon: number;
    lat: number;
    w: number;
    h: number;
  }>(
    `select qhdm, qhmc, full_name as full, (min_lon + max_lon) / 2 as lon, (min_lat + max_lat) / 2 as lat,
            max_lon - min_lon as w, max_lat - min_lat as h
       from region where level = 5 and qhdm like '43%' and qhmc like '%村' and min_lon is not null
      order by qhdm`,
  );
  const counties = new Map(
    (
      await q.query<{ qhdm: string; full: string }>(
        `select qhdm, full_name as full from region where level = 3 and qhdm like '43%'`,
      )
    ).map((r) => [r.qhdm, r.full]),
  );
  const villagesByCity = new Map<string, Place[]>();
  for (const v of villageRows) {
    const county = v.qhdm.slice(0, 6);
    const list = villagesByCity.get(v.qhdm.slice(0, 4)) ?? [];
    list.push({
      county,
      countyName: counties.get(county) ?? v.full,
      village: v.qhdm,
      villageName: v.full,
      lon: Number(v.lon),
      lat: Number(v.lat),
      w: Number(v.w),
      h: Number(v.h),
    });
    villagesByCity.set(v.qhdm.slice(0, 4), list);
  }
  const cityCodes = cities.map((c) => c.qhdm.slice(0, 4)).filter((c) => villagesByCity.has(c));
  /** A place in a city (Changsha, Hengyang, Changde and Yueyang weigh more, as in life). */
  const cityWeights = cityCodes.map((c) => (['4301', '4304', '4307', '4306'].includes(c) ? 2 : 1));
  const pickCity = () => {
    let r = prng.next() * cityWeights.reduce((a, b) => a + b, 0);
    for (const [i, w] of cityWeights.entries()) {
      r -= w;
      if (r < 0) return cityCodes[i] as string;
    }
    return cityCodes[0] as string;
  };
  const placeIn = (city: string): Place => prng.pick(villagesByCity.get(city) as Place[]);
  const countyShort = (full: string) => full.replace(/^湖南省/, '').replace(/^.+?(市|自治州)/, '');

  // ── pictures for crops, brands, video covers that have none ────────────────────────────
  const crops = await q.query<{ id: number; name: string; image: string | null }>(
    'select id, name, image from agro_crop order by id',
  );
  for (const c of crops) {
    if (c.image) continue;
    const fileId = `demo-crop-${c.id}`;
    await storeImage(q, fileId, `${c.name}.png`, cropPicture(c.name, c.id), daysAgo(200));
    await q.query('update agro_crop set image = $2 where id = $1', [c.id, `file:${fileId}`]);
  }
  const brandRows = await q.query<{ id: number; name: string; logo: string | null }>(
    'select id, name, logo from brand order by id',
  );
  for (const b of brandRows) {
    if (b.logo) continue;
    const fileId = `demo-brand-${b.id}`;
    await storeImage(q, fileId, `${b.name}.png`, brandLogo(b.id), daysAgo(300));
    await q.query('update brand set logo = $2 where id = $1', [b.id, `file:${fileId}`]);
  }
  const cropId = new Map(crops.map((c) => [c.name, c.id]));
  const uncovered = await q.query<{ id: number }>(
    'select id from agro_video where cover_id is null order by id',
  );
  const coverRows: SeedRow[] = [];
  for (const v of uncovered) {
    const png = videoCover(v.id);
    coverRows.push({
      file_id: coverFileId(v.id),
      kind: 'cover',
      file_name: `封面${v.id}.png`,
      content_type: 'image/png',
      size: png.length,
      content: png,
      create_time: daysAgo(30),
    });
  }
  const videoFiles = await q.query<{ file_id: string }>(
    `select file_id from agro_media where kind = 'video' order by file_id`,
  );
  const videoId0 = await maxId(q, 'agro_video');
  const videoRows: SeedRow[] = [];
  if (videoFiles.length > 0)
    for (const [i, [title, crop, category, duration]] of VIDEOS.entries()) {
      const id = videoId0 + i + 1;
      const png = videoCover(id);
      coverRows.push({
        file_id: coverFileId(id),
        kind: 'cover',
        file_name: `${title}.png`,
        content_type: 'image/png',
        size: png.length,
        content: png,
        create_time: daysAgo(10 + i * 9),
      });
      videoRows.push({
        id,
        title,
        crop_id: crop ? (cropId.get(crop) ?? null) : null,
        category,
        file_id: cyclic(videoFiles, i).file_id,
        cover_id: coverFileId(id),
        duration_sec: duration,
        description: `${title}：湖南省农技推广总站录制，面向基层农技人员与种植户。`,
        view_count: prng.int(40, 2600),
        create_time: daysAgo(10 + i * 9),
        update_time: daysAgo(10 + i * 9),
      });
    }
  for (const r of coverRows)
    await q.query(
      `insert into agro_media (file_id, kind, file_name, content_type, size, content, create_time)
       values ($1, $2, $3, $4, $5, $6, $7::timestamptz)`,
      [r.file_id, r.kind, r.file_name, r.content_type, r.size, r.content, iso(r.create_time as Date)],
    );
  for (const v of uncovered)
    await q.query('update agro_video set cover_id = $2 where id = $1', [v.id, coverFileId(v.id)]);
  await insertRows(
    q,
    'agro_video',
    T({
      id: 'int',
      title: 'text',
      crop_id: 'int',
      category: 'text',
      file_id: 'text',
      cover_id: 'text',
      duration_sec: 'int',
      description: 'text',
      view_count: 'int',
      create_time: 'timestamptz',
      update_time: 'timestamptz',
    }),
    videoRows,
  );

  const bare = await q.query<{ id: number; name: string; category_code: string; create_time: Date }>(
    `select id, name, category_code, create_time from sku where images = '[]'::jsonb order by id`,
  );
  for (const k of bare) {
    const fileId = `demo-sku-${k.id}`;
    await storeImage(q, fileId, `${k.name}.png`, itemPhoto(k.category_code, k.id), new Date(k.create_time));
    await q.query('update sku set images = $2::jsonb where id = $1', [
      k.id,
      JSON.stringify([`file:${fileId}`]),
    ]);
  }

  // ── suppliers: 200 in all, every city ──────────────────────────────────────────────────
  const existing = await q.query<{ credit_code: string }>('select credit_code from supplier');
  const codes = new Set(existing.map((r) => r.credit_code));
  const supplierId0 = await maxId(q, 'supplier');
  const supplierTarget = Math.max(0, 200 - existing.length);
  const suppliers: SeedRow[] = [];
  for (let i = 0; i < supplierTarget; i++) {
    // every city first, then weighted
    const city = i < cityCodes.length ? (cityCodes[i] as string) : pickCity();
    const place = placeIn(city);
    const [suffix, type] = prng.pick(SUPPLIER_SUFFIX);
    const name = `${countyShort(place.countyName).replace(/(县|市|区)$/, '')}${prng.pick(WORDS)}${suffix}`;
    let code = '';
    do {
      let tail = '';
      for (let k = 0; k < 9; k++) tail += CODE_CHARS[prng.int(0, CODE_CHARS.length - 1)];
      const first17 = `${type === '3' ? '93' : type === '4' ? '92' : '91'}${place.county}${tail}`;
      code = `${first17}${creditCodeCheckChar(first17)}`;
    } while (codes.has(code));
    codes.add(code);
    const roll = prng.next();
    const status = roll < 0.86 ? 1 : roll < 0.92 ? 0 : roll < 0.96 ? 2 : 3;
    const hasLicence = prng.chance(0.82);
    const expiresIn = prng.chance(0.08)
      ? prng.int(-90, -1)
      : prng.chance(0.08)
        ? prng.int(0, 29)
        : prng.int(30, 1100);
    const created = daysAgo(prng.int(20, 720));
    suppliers.push({
      id: supplierId0 + i + 1,
      name,
      credit_code: code,
      enterprise_type: type,
      contact_name: person(),
      contact_phone: `1${prng.pick(['33', '35', '37', '38', '39', '58', '77', '87'])}${String(prng.int(0, 99999999)).padStart(8, '0')}`,
      qhdm: place.county,
      qhmc: place.countyName,
      address: `${place.villageName.replace(place.countyName, '')}${prng.int(1, 88)} 号`,
      lon: round6(place.lon + prng.float(-0.3, 0.3) * place.w),
      lat: round6(place.lat + prng.float(-0.3, 0.3) * place.h),
      licence_no: hasLicence ? `农药经许（湘）${place.county}${prng.int(10000, 99999)}` : null,
      licence_expiry: hasLicence ? formatDate(new Date(now.getTime() + expiresIn * DAY_MS)) : null,
      status,
      reject_reason: status === 3 ? prng.pick(REJECT_REASONS) : null,
      audit_time: status === 0 ? null : new Date(created.getTime() + 2 * DAY_MS),
      auditor: status === 0 ? null : '系统管理员',
      create_time: created,
      update_time: created,
    });
  }
  await insertRows(
    q,
    'supplier',
    T({
      id: 'int',
      name: 'text',
      credit_code: 'text',
      enterprise_type: 'text',
      contact_name: 'text',
      contact_phone: 'text',
      qhdm: 'text',
      qhmc: 'text',
      address: 'text',
      lon: 'float8',
      lat: 'float8',
      licence_no: 'text',
      licence_expiry: 'text',
      status: 'smallint',
      reject_reason: 'text',
      audit_time: 'timestamptz',
      auditor: 'text',
      create_time: 'timestamptz',
      update_time: 'timestamptz',
    }),
    suppliers,
  );

  // ── catalogue items of the approved demo suppliers, each with a photo, on sale ─────────
  const brandIds = brandRows.map((b) => b.id);
  const skuId0 = await maxId(q, 'sku');
  const specId0 = await maxId(q, 'sku_spec');
  const barcodes = new Set(
    (await q.query<{ barcode: string }>('select barcode from sku_spec where barcode is not null')).map(
      (r) => r.barcode,
    ),
  );
  const skus: SeedRow[] = [];
  const specs: SeedRow[] = [];
  const specsOfSupplier = new Map<number, { id: number; price: number; unit: string }[]>();
  for (const sup of suppliers) {
    if (sup.status !== 1) continue;
    const n = prng.chance(0.35) ? 2 : 1;
    for (let k = 0; k < n; k++) {
      const code = prng.pick(ITEM_CODES);
      const [itemName, spec, unit, price] = prng.pick(ITEMS[code] as (typeof ITEMS)[string]);
      const skuId = skuId0 + skus.length + 1;
      const specId = specId0 + specs.length + 1;
      const brand = prng.chance(0.6) ? prng.pick(brandIds) : null;
      const supplierName = sup.name as string;
      const fileId = `demo-sku-${skuId}`;
      await storeImage(q, fileId, `${itemName}.png`, itemPhoto(code, skuId), sup.create_time as Date);
      skus.push({
        id: skuId,
        name: `${supplierName.slice(0, 4)}${itemName}`,
        category_code: code,
        brand_id: brand,
        supplier_id: sup.id,
        manufacturer: supplierName,
        registration_no: code.startsWith('02') ? `PD2024${String(prng.int(1000, 9999))}` : null,
        spec_attrs: [],
        images: [`file:${fileId}`],
        description: `${itemName}，${supplierName}供货。`,
        status: 1,
        create_time: sup.create_time,
        update_time: sup.create_time,
      });
      let barcode = '';
      do {
        const first12 = `69${String(prng.int(0, 9999999999)).padStart(10, '0')}`;
        barcode = `${first12}${ean13CheckDigit(first12)}`;
      } while (barcodes.has(barcode));
      barcodes.add(barcode);
      const p = Math.round((price * prng.float(0.9, 1.12)) / 10) * 10;
      specs.push({
        id: specId,
        sku_id: skuId,
        spec,
        spec_values: [],
        barcode,
        unit,
        price_cents: p,
        market_price_cents: Math.round(p * 1.12),
        cost_price_cents: Math.round(p * 0.78),
        warning_stock: 20,
        status: 1,
        sort: 0,
      });
      const list = specsOfSupplier.get(sup.id as number) ?? [];
      list.push({ id: specId, price: p, unit });
      specsOfSupplier.set(sup.id as number, list);
    }
  }
  await insertRows(
    q,
    'sku',
    T({
      id: 'int',
      name: 'text',
      category_code: 'text',
      brand_id: 'int',
      supplier_id: 'int',
      manufacturer: 'text',
      registration_no: 'text',
      spec_attrs: 'jsonb',
      images: 'jsonb',
      description: 'text',
      status: 'smallint',
      create_time: 'timestamptz',
      update_time: 'timestamptz',
    }),
    skus,
  );
  await insertRows(
    q,
    'sku_spec',
    T({
      id: 'int',
      sku_id: 'int',
      spec: 'text',
      spec_values: 'jsonb',
      barcode: 'text',
      unit: 'text',
      price_cents: 'int',
      market_price_cents: 'int',
      cost_price_cents: 'int',
      warning_stock: 'int',
      status: 'smallint',
      sort: 'int',
    }),
    specs,
  );

  // ── 12 months of approved purchase inbound documents, their stock and ledger ───────────
  const warehouses = await q.query<{ id: number }>('select id from warehouse where status = 1 order by id');
  const whIds = warehouses.length ? warehouses.map((w) => w.id) : [1];
  const docId0 = await maxId(q, 'stock_doc');
  const stockId0 = await maxId(q, 'stock');
  const docs: SeedRow[] = [];
  const lines: SeedRow[] = [];
  const stockRows: SeedRow[] = [];
  const ledger: SeedRow[] = [];
  const purchasers = staff.slice(0, 6);
  const supplierList = [...specsOfSupplier.entries()];
  const seqOfDay = new Map<string, number>();
  for (let month = 11; month >= 0; month--) {
    // spring (Feb–Apr) and autumn (Aug–Sep) stocking peaks
    const at0 = new Date(now.getTime() - month * 30.4 * DAY_MS);
    const m = at0.getUTCMonth() + 1;
    const count = [2, 3, 4].includes(m) ? 70 : [8, 9].includes(m) ? 55 : 32;
    for (let k = 0; k < count; k++) {
      const [supplierId, supSpecs] = prng.pick(supplierList);
      const sup = suppliers.find((s) => s.id === supplierId) as SeedRow;
      const ago = Math.max(1, Math.round(month * 30.4 + prng.int(0, 29)));
      const at = daysAgo(ago, prng.int(8, 17));
      const day = dayNo(at);
      const seq = (seqOfDay.get(day) ?? 0) + 1;
      seqOfDay.set(day, seq);
      const docId = docId0 + docs.length + 1;
      const creator = prng.pick(purchasers.length ? purchasers : [{ id: 1, real_name: '系统管理员' }]);
      const wh = prng.pick(whIds);
      docs.push({
        id: docId,
        doc_no: `RK${day}${String(7000 + seq)}`,
        direction: 'in',
        warehouse_id: wh,
        biz_type: 1,
        partner: sup.name,
        biz_no: `CG${day}${String(seq).padStart(3, '0')}`,
        doc_date: formatDate(at),
        status: 2,
        remark: null,
        creator_id: creator.id,
        creator_name: creator.real_name,
        create_time: at,
        submit_time: new Date(at.getTime() + 3600_000),
        audit_time: new Date(at.getTime() + 5 * 3600_000),
        auditor_name: '系统管理员',
      });
      for (const [i, spec] of supSpecs.entries()) {
        const quantity = prng.int(4, 60) * (spec.unit === '袋' ? 10 : 5);
        const batch = `B${day}${String(docId).slice(-4)}${i + 1}`;
        const produced = formatDate(new Date(at.getTime() - prng.int(10, 60) * DAY_MS));
        lines.push({
          doc_id: docId,
          line_no: i + 1,
          sku_spec_id: spec.id,
          batch_no: batch,
          production_date: produced,
          expiry_date: addDays(produced, 730),
          quantity,
          unit_price: Math.round(spec.price * 0.78),
        });
        const stockId = stockId0 + stockRows.length + 1;
        stockRows.push({
          id: stockId,
          warehouse_id: wh,
          sku_spec_id: spec.id,
          batch_no: batch,
          production_date: produced,
          expiry_date: addDays(produced, 730),
          location_code: null,
          on_hand: quantity,
          locked: 0,
          update_time: new Date(at.getTime() + 5 * 3600_000),
        });
        ledger.push({
          stock_id: stockId,
          warehouse_id: wh,
          sku_spec_id: spec.id,
          batch_no: batch,
          doc_id: docId,
          doc_no: docs[docs.length - 1]?.doc_no,
          direction: 'in',
          quantity,
          before_qty: 0,
          after_qty: quantity,
          operator_name: '系统管理员',
          create_time: new Date(at.getTime() + 5 * 3600_000),
        });
      }
    }
  }
  await insertRows(
    q,
    'stock_doc',
    T({
      id: 'int',
      doc_no: 'text',
      direction: 'text',
      warehouse_id: 'int',
      biz_type: 'smallint',
      partner: 'text',
      biz_no: 'text',
      doc_date: 'date',
      status: 'smallint',
      remark: 'text',
      creator_id: 'int',
      creator_name: 'text',
      create_time: 'timestamptz',
      submit_time: 'timestamptz',
      audit_time: 'timestamptz',
      auditor_name: 'text',
    }),
    docs,
  );
  await insertRows(
    q,
    'stock_doc_line',
    T({
      doc_id: 'int',
      line_no: 'int',
      sku_spec_id: 'int',
      batch_no: 'text',
      production_date: 'date',
      expiry_date: 'date',
      quantity: 'int',
      unit_price: 'int',
    }),
    lines,
  );

  // ── customers: about 2,000, in villages of every county ─────────────────────────────────
  const customerId0 = await maxId(q, 'customer');
  const customerCount = Math.max(
    0,
    2000 - ((await q.query<{ n: number }>('select count(*)::int as n from customer'))[0]?.n ?? 0),
  );
  const customers: (SeedRow & { place: Place })[] = [];
  for (let i = 0; i < customerCount; i++) {
    const place = placeIn(pickCity());
    const roll = prng.next();
    const type = roll < 0.55 ? 1 : roll < 0.7 ? 2 : roll < 0.85 ? 3 : 4;
    const contact = person();
    const short = countyShort(place.countyName).replace(/(县|市|区)$/, '');
    const village = place.villageName.split(/镇|乡|街道/).pop() ?? '';
    const mainCrop = prng.pick(CUSTOMER_CROPS.slice(0, 10));
    const name =
      type === 1
        ? `${short}${village}种植户${contact}`
        : type === 2
          ? `${short}${prng.pick(WORDS)}${mainCrop}专业合作社`
          : type === 3
            ? `${short}${prng.pick(WORDS)}家庭农场`
            : `${short}${prng.pick(WORDS)}农资店`;
    const cropsOf =
      type === 4
        ? []
        : [mainCrop, ...(prng.chance(0.4) ? [prng.pick(CUSTOMER_CROPS)] : [])].filter(
            (c, k, a) => a.indexOf(c) === k,
          );
    const area =
      type === 1 ? prng.int(5, 120) : type === 2 ? prng.int(300, 3000) : type === 3 ? prng.int(80, 600) : 0;
    const created = daysAgo(prng.int(15, 730));
    customers.push({
      id: customerId0 + i + 1,
      name,
      type,
      contact_name: contact,
      phone: `15${String(i % 10)}${String(30000000 + i * 4099).slice(-8)}`,
      qhdm: place.village,
      qhmc: place.villageName,
      address: `${contact}${type === 4 ? '门店' : '家'}（村部往${prng.pick(['东', '南', '西', '北'])} ${prng.int(1, 30) * 20} 米）`,
      lon: round6(place.lon + prng.float(-0.25, 0.25) * place.w),
      lat: round6(place.lat + prng.float(-0.25, 0.25) * place.h),
      crops: cropsOf,
      area_mu: area,
      level: type === 2 || area > 500 ? 1 : prng.chance(0.5) ? 2 : 3,
      source: prng.int(1, 5),
      owner_id: staff.length ? prng.pick(staff).id : null,
      status: prng.chance(0.97) ? 1 : 0,
      points: prng.int(0, 60) * 10,
      remark: '',
      create_time: created,
      update_time: created,
      place,
    });
  }
  await insertRows(
    q,
    'customer',
    T({
      id: 'int',
      name: 'text',
      type: 'smallint',
      contact_name: 'text',
      phone: 'text',
      qhdm: 'text',
      qhmc: 'text',
      address: 'text',
      lon: 'float8',
      lat: 'float8',
      crops: 'jsonb',
      area_mu: 'float8',
      level: 'smallint',
      source: 'smallint',
      owner_id: 'int',
      status: 'smallint',
      points: 'int',
      remark: 'text',
      create_time: 'timestamptz',
      update_time: 'timestamptz',
    }),
    customers,
  );
  const FOLLOWUP_TEXT = [
    [1, '电话回访用肥需求，计划下月采购复合肥'],
    [2, '上门查看田间长势，建议追施穗肥'],
    [3, '微信发送新品资料，客户有意向试用'],
    [4, '到店采购农药，反馈上次用药效果良好'],
    [2, '现场指导病虫害统防统治，约定下次送药上门'],
    [1, '询问团购价格，等合作社开会后确定数量'],
    [5, '短信通知秋冬种团购活动'],
  ] as const;
  const followups: SeedRow[] = [];
  const staffName = new Map(staff.map((s) => [s.id, s.real_name]));
  for (const c of customers) {
    if (!prng.chance(0.35) || c.owner_id === null) continue;
    const n = prng.int(1, 3);
    for (let k = 0; k < n; k++) {
      const [type, content] = prng.pick(FOLLOWUP_TEXT);
      const at = daysAgo(prng.int(1 + (n - k - 1) * 20, 20 + (n - k - 1) * 30), prng.int(9, 17));
      followups.push({
        customer_id: c.id,
        type,
        content,
        next_contact_date: formatDate(new Date(at.getTime() + prng.int(3, 30) * DAY_MS)),
        creator_id: c.owner_id,
        creator_name: staffName.get(c.owner_id as number) ?? '系统管理员',
        create_time: at,
      });
    }
  }
  followups.sort((a, b) => (a.create_time as Date).getTime() - (b.create_time as Date).getTime());
  await insertRows(
    q,
    'customer_followup',
    T({
      customer_id: 'int',
      type: 'smallint',
      content: 'text',
      next_contact_date: 'text',
      creator_id: 'int',
      creator_name: 'text',
      create_time: 'timestamptz',
    }),
    followups,
  );
  await q.query(
    `update customer c set last_followup_time = f.create_time, next_contact_date = f.next_contact_date
     from (select distinct on (customer_id) customer_id, create_time, next_contact_date
           from customer_followup where customer_id > $1 order by customer_id, create_time desc, id desc) f
     where f.customer_id = c.id`,
    [customerId0],
  );

  // ── the demo items go on sale; their stock after 12 months of sales ─────────────────────
  const saleRows: SeedRow[] = specs.map((sp, i) => ({
    kind: 'sku',
    sku_spec_id: sp.id,
    sale_price_cents: sp.price_cents,
    status: i % 9 === 8 ? 0 : 1,
    sold_count: 0,
    on_sale_time: i % 9 === 8 ? null : daysAgo(360),
    off_sale_time: i % 9 === 8 ? daysAgo(20) : null,
    create_time: daysAgo(360),
    update_time: daysAgo(360),
  }));
  await insertRows(
    q,
    'sale_item',
    T({
      kind: 'text',
      sku_spec_id: 'int',
      sale_price_cents: 'int',
      status: 'smallint',
      sold_count: 'int',
      on_sale_time: 'timestamptz',
      off_sale_time: 'timestamptz',
      create_time: 'timestamptz',
      update_time: 'timestamptz',
    }),
    saleRows,
  );
  const onSale = await q.query<{ spec: number; price: number; name: string; specText: string; unit: string }>(
    `select p.id as spec, i.sale_price_cents as price, k.name, p.spec as "specText", p.unit
       from sale_item i join sku_spec p on p.id = i.sku_spec_id join sku k on k.id = p.sku_id
      where i.kind = 'sku' and i.status = 1 order by p.id`,
  );

  // ── 12 months of orders (seasonal), returns ────────────────────────────────────────────
  const orderId0 = await maxId(q, 'sales_order');
  const lineId0 = await maxId(q, 'sales_order_line');
  const orders: SeedRow[] = [];
  const orderLines: SeedRow[] = [];
  const logs: SeedRow[] = [];
  const soldBySpec = new Map<number, number>();
  const orderSeq = new Map<string, number>();
  const orderNo = (at: Date) => {
    const day = dayNo(at);
    const n = (orderSeq.get(day) ?? 0) + 1;
    orderSeq.set(day, n);
    return `DD${day}${String(6000 + n)}`;
  };
  const activeCustomers = customers.filter((c) => c.status === 1);
  const addOrder = (
    c: SeedRow & { place: Place },
    at: Date,
    items: { spec: number; price: number; name: string; specText: string; unit: string; quantity: number }[],
    extra: Partial<SeedRow> = {},
  ): SeedRow => {
    const id = orderId0 + orders.length + 1;
    const goods = items.reduce((s, it) => s + it.price * it.quantity, 0);
    const freight = goods > 200000 ? 0 : prng.pick([0, 1000, 1500, 2000]);
    const ageDays = (now.getTime() - at.getTime()) / DAY_MS;
    const roll = prng.next();
    // recent orders are still moving; older ones are done (a few closed unpaid)
    let status: number;
    if (extra.status !== undefined) status = extra.status as number;
    else if (ageDays < 3) status = roll < 0.35 ? 0 : roll < 0.75 ? 1 : 2;
    else if (ageDays < 12) status = roll < 0.08 ? 0 : roll < 0.25 ? 1 : roll < 0.6 ? 2 : roll < 0.93 ? 3 : 4;
    else status = roll < 0.9 ? 3 : 4;
    const paid = status >= 1 && status <= 3;
    const payTime = paid ? new Date(at.getTime() + prng.int(5, 240) * 60_000) : null;
    const shipTime =
      status >= 2 && status <= 3 ? new Date((payTime as Date).getTime() + prng.int(4, 40) * 3600_000) : null;
    const completeTime =
      status === 3 ? new Date((shipTime as Date).getTime() + prng.int(2, 6) * DAY_MS) : null;
    const closeTime = status === 4 ? new Date(at.getTime() + DAY_MS) : null;
    const row: SeedRow = {
      id,
      order_no: orderNo(at),
      source: 1,
      customer_id: c.id,
      customer_name: c.name,
      customer_phone: c.phone,
      receiver_name: c.contact_name,
      receiver_phone: c.phone,
      receiver_qhdm: c.qhdm,
      receiver_qhmc: c.qhmc,
      receiver_address: c.address,
      goods_amount: goods,
      freight_amount: freight,
      adjust_amount: 0,
      pay_amount: goods + freight,
      refunded_amount: 0,
      pay_method: paid ? prng.int(1, 3) : null,
      pay_time: payTime,
      status,
      close_note: status === 4 ? prng.pick(['超时未付款，系统关闭', '客户取消订单']) : null,
      remark: null,
      buyer_note: prng.chance(0.15) ? prng.pick(['请送到村部', '下午送货', '电话联系后再送']) : null,
      warehouse_id: shipTime ? prng.pick(whIds) : null,
      logistics_company: shipTime ? prng.pick(COMPANIES) : null,
      tracking_no: shipTime
        ? `${prng.pick(['SF', 'ZT', 'JD', 'DB'])}${prng.int(100000000, 999999999)}${prng.int(100, 999)}`
        : null,
      ship_time: shipTime,
      complete_time: completeTime,
      close_time: closeTime,
      offer_id: null,
      appointment_id: null,
      demand_id: null,
      create_time: at,
      ...extra,
      // after `extra`: the status decided above wins
    };
    row.status = status;
    orders.push(row);
    for (const [k, it] of items.entries()) {
      orderLines.push({
        id: lineId0 + orderLines.length + 1,
        order_id: id,
        line_no: k + 1,
        sku_spec_id: it.spec,
        name: it.name,
        spec: it.specText,
        unit: it.unit,
        quantity: it.quantity,
        unit_price: it.price,
        amount: it.price * it.quantity,
        returned_quantity: 0,
      });
      if (paid) soldBySpec.set(it.spec, (soldBySpec.get(it.spec) ?? 0) + it.quantity);
    }
    const op = '系统管理员';
    logs.push({
      order_id: id,
      action: '创建订单',
      from_status: null,
      to_status: 0,
      operator_name: c.name,
      create_time: at,
    });
    if (payTime)
      logs.push({
        order_id: id,
        action: '确认付款',
        from_status: 0,
        to_status: 1,
        operator_name: op,
        create_time: payTime,
      });
    if (shipTime)
      logs.push({
        order_id: id,
        action: '发货',
        from_status: 1,
        to_status: 2,
        operator_name: op,
        create_time: shipTime,
      });
    if (completeTime)
      logs.push({
        order_id: id,
        action: '完成',
        from_status: 2,
        to_status: 3,
        operator_name: op,
        create_time: completeTime,
      });
    if (closeTime)
      logs.push({
        order_id: id,
        action: '关闭',
        from_status: 0,
        to_status: 4,
        note: row.close_note,
        operator_name: op,
        create_time: closeTime,
      });
    return row;
  };
  const pickItems = () => {
    const n = prng.chance(0.7) ? 1 : prng.int(2, 3);
    const chosen = new Map<number, (typeof onSale)[number] & { quantity: number }>();
    for (let k = 0; k < n; k++) {
      const it = prng.pick(onSale);
      chosen.set(it.spec, { ...it, quantity: prng.int(1, it.price > 10000 ? 20 : 40) });
    }
    return [...chosen.values()];
  };
  if (onSale.length > 0 && activeCustomers.length > 0)
    for (let ago = 364; ago >= 0; ago--) {
      const at0 = new Date(now.getTime() - ago * DAY_MS);
      const m = at0.getUTCMonth() + 1;
      const perDay = [3, 4, 5].includes(m) ? 14 : [9, 10].includes(m) ? 11 : [6, 7].includes(m) ? 8 : 5;
      const n = Math.max(1, Math.round(perDay * prng.float(0.6, 1.4)));
      for (let k = 0; k < n; k++)
        addOrder(prng.pick(activeCustomers), daysAgo(ago, prng.int(7, 21)), pickItems());
    }

  // returns: about 2 % of the completed orders, in every status
  const returnId0 = await maxId(q, 'sales_return');
  const returns: SeedRow[] = [];
  const returnLines: SeedRow[] = [];
  const completed = orders.filter((o) => o.status === 3);
  const returnSeq = new Map<string, number>();
  let recentReturns = 0;
  for (const o of completed) {
    const recent = now.getTime() - (o.complete_time as Date).getTime() < 25 * DAY_MS;
    if (!prng.chance(recent ? 0.12 : 0.02)) continue;
    const line = orderLines.find((l) => l.order_id === o.id) as SeedRow;
    const qty = Math.max(1, Math.floor((line.quantity as number) / prng.int(1, 3)));
    const at = new Date((o.complete_time as Date).getTime() + prng.int(1, 5) * DAY_MS);
    if (at > now) continue;
    const ageDays = (now.getTime() - at.getTime()) / DAY_MS;
    // the recent ones in every status (待处理 → 退货中 → 已收货 → 已退款, or 已拒绝), older ones settled
    const status = ageDays < 20 ? recentReturns++ % 5 : prng.pick([3, 3, 3, 4]);
    const id = returnId0 + returns.length + 1;
    const day = dayNo(at);
    const n = (returnSeq.get(day) ?? 0) + 1;
    returnSeq.set(day, n);
    const amount = qty * (line.unit_price as number);
    const handle = status >= 1 ? new Date(at.getTime() + DAY_MS) : null;
    const receive = status >= 2 && status <= 3 ? new Date(at.getTime() + 3 * DAY_MS) : null;
    const refund = status === 3 ? new Date(at.getTime() + 4 * DAY_MS) : null;
    returns.push({
      id,
      return_no: `TH${day}${String(6000 + n)}`,
      order_id: o.id,
      status,
      reason: prng.pick(RETURN_REASONS),
      amount,
      evidence: [],
      reject_reason: status === 4 ? '商品已拆封使用，不符合退货条件' : null,
      create_time: at,
      handle_time: handle,
      receive_time: receive,
      refund_time: refund,
    });
    returnLines.push({ return_id: id, order_line_id: line.id, quantity: qty });
    if (status !== 4) line.returned_quantity = qty;
    if (status === 3) o.refunded_amount = amount;
    logs.push({
      order_id: o.id,
      return_id: id,
      action: '申请退货',
      operator_name: o.customer_name,
      create_time: at,
    });
    if (handle)
      logs.push({
        order_id: o.id,
        return_id: id,
        action: status === 4 ? '拒绝退货' : '同意退货',
        operator_name: '系统管理员',
        create_time: handle,
      });
    if (receive)
      logs.push({
        order_id: o.id,
        return_id: id,
        action: '确认收货',
        operator_name: '系统管理员',
        create_time: receive,
      });
    if (refund)
      logs.push({
        order_id: o.id,
        return_id: id,
        action: '确认退款',
        operator_name: '系统管理员',
        create_time: refund,
      });
  }

  // ── demand and group purchase ───────────────────────────────────────────────────────────
  const demandId0 = await maxId(q, 'demand');
  const demands: SeedRow[] = [];
  const growers = activeCustomers.filter((c) => (c.crops as string[]).length > 0);
  const DEMAND_KINDS = [
    ['0102', '袋', 40],
    ['0101', '袋', 40],
    ['0105', '袋', 40],
    ['0201', '瓶', 100],
    ['0301', '袋', 1],
    ['0303', '袋', 0.25],
  ] as const;
  for (let i = 0; i < 520 && growers.length > 0; i++) {
    const c = prng.pick(growers);
    const [category, unit] = prng.pick(DEMAND_KINDS);
    const area = Math.max(1, Math.round(Number(c.area_mu) * prng.float(0.2, 0.8)));
    const at = daysAgo(prng.int(1, 360), prng.int(8, 20));
    demands.push({
      id: demandId0 + i + 1,
      customer_id: c.id,
      crop: (c.crops as string[])[0],
      area_mu: area,
      category_code: category,
      quantity: Math.max(1, Math.round(area * prng.float(0.3, 1.2))),
      unit,
      wanted_date: formatDate(new Date(at.getTime() + prng.int(7, 40) * DAY_MS)),
      qhdm: c.qhdm,
      qhmc: c.qhmc,
      remark: prng.chance(0.2) ? '希望统一配送到村' : null,
      offer_id: null,
      create_time: at,
    });
  }
  // Orders of a share of the demand (the dashboard's conversion demand → order).
  for (const d of demands) {
    if (!prng.chance(0.3)) continue;
    const c = customers.find((x) => x.id === d.customer_id) as SeedRow & { place: Place };
    const at = new Date((d.create_time as Date).getTime() + prng.int(1, 6) * DAY_MS);
    if (at > now) continue;
    const it = prng.pick(onSale);
    addOrder(c, at, [{ ...it, quantity: prng.int(5, 40) }], { demand_id: d.id });
  }
  const offerId0 = await maxId(q, 'group_offer');
  const apptId0 = await maxId(q, 'group_appointment');
  const offers: SeedRow[] = [];
  const appts: SeedRow[] = [];
  const OFFERS = [
    ['春耕复合肥团购', -150, 1],
    ['早稻种子拼团', -130, 1],
    ['夏季杀虫剂团购', -80, 2],
    ['秋冬种油菜种子拼团', -40, 1],
    ['有机肥进村团购', -25, 2],
    ['冬季棚膜团购', -10, 1],
    ['明年春耕尿素预订团', 12, 0],
    ['柑橘专用肥拼团', 6, 0],
  ] as const;
  for (const [i, [title, deadlineIn, status]] of OFFERS.entries()) {
    const it = prng.pick(onSale);
    const id = offerId0 + i + 1;
    const deadline = new Date(now.getTime() + deadlineIn * DAY_MS);
    const created = new Date(deadline.getTime() - 20 * DAY_MS);
    const tiers = [
      { participants: 5, unitPrice: Math.round(it.price * 0.95) },
      { participants: 10, unitPrice: Math.round(it.price * 0.9) },
      { participants: 20, unitPrice: Math.round(it.price * 0.85) },
    ];
    const joined = status === 2 ? prng.int(1, 3) : status === 1 ? prng.int(8, 24) : prng.int(2, 9);
    const deal =
      status === 1
        ? ([...tiers].reverse().find((t) => joined >= t.participants)?.unitPrice ?? it.price)
        : null;
    offers.push({
      id,
      title,
      sku_spec_id: it.spec,
      base_price: it.price,
      tiers,
      min_participants: 5,
      deadline,
      status,
      deal_price: deal,
      settle_time: status === 0 ? null : deadline,
      creator_name: '系统管理员',
      create_time: created,
    });
    const used = new Set<number>();
    for (let k = 0; k < joined; k++) {
      const c = prng.pick(growers);
      if (used.has(c.id as number)) continue;
      used.add(c.id as number);
      const apptId = apptId0 + appts.length + 1;
      const at = new Date(created.getTime() + prng.int(0, 19) * DAY_MS);
      const quantity = prng.int(2, 30);
      // each appointment answers a demand of the customer
      const demand = {
        id: demandId0 + demands.length + 1,
        customer_id: c.id,
        crop: (c.crops as string[])[0],
        area_mu: Math.max(1, Math.round(Number(c.area_mu) * 0.5)),
        category_code: '0102',
        quantity,
        unit: it.unit,
        wanted_date: formatDate(new Date(deadline.getTime() + 10 * DAY_MS)),
        qhdm: c.qhdm,
        qhmc: c.qhmc,
        remark: null,
        offer_id: id,
        create_time: new Date(at.getTime() - DAY_MS),
      };
      demands.push(demand);
      let orderId: number | null = null;
      if (status === 1 && deadline <= now) {
        const o = addOrder(c, deadline, [{ ...it, price: deal as number, quantity }], {
          source: 2,
          offer_id: id,
          appointment_id: apptId,
          demand_id: demand.id,
        });
        orderId = o.id as number;
      }
      appts.push({
        id: apptId,
        offer_id: id,
        customer_id: c.id,
        demand_id: demand.id,
        quantity,
        status: status === 0 ? 0 : status === 1 ? 1 : 2,
        order_id: orderId,
        create_time: at,
      });
    }
  }
  // The tallies' triggers would update a handful of rows once per order: off while loading,
  // the tallies rebuilt after (as the order benchmark does).
  await q.query('alter table sales_order disable trigger sales_order_tally_track');
  await q.query('alter table sales_order disable trigger sales_order_buyer_tally_track');
  // The search indexes (GIN, of the orders and of the buyers' tally) cost more per row — in time
  // and in WAL, which the snapshot carries — than building them once: dropped while loading and
  // re-created from their own definitions.
  const ginIndexes = await q.query<{ name: string; def: string }>(
    `select indexname as name, indexdef as def from pg_indexes
      where schemaname = current_schema() and tablename in ('sales_order', 'sales_order_buyer_tally')
        and indexdef ilike '% using gin %'`,
  );
  for (const ix of ginIndexes) await q.query(`drop index ${ix.name}`);
  await insertRows(
    q,
    'sales_order',
    T({
      id: 'int',
      order_no: 'text',
      source: 'smallint',
      customer_id: 'int',
      customer_name: 'text',
      customer_phone: 'text',
      receiver_name: 'text',
      receiver_phone: 'text',
      receiver_qhdm: 'text',
      receiver_qhmc: 'text',
      receiver_address: 'text',
      goods_amount: 'int',
      freight_amount: 'int',
      adjust_amount: 'int',
      pay_amount: 'int',
      refunded_amount: 'int',
      pay_method: 'smallint',
      pay_time: 'timestamptz',
      status: 'smallint',
      close_note: 'text',
      remark: 'text',
      buyer_note: 'text',
      warehouse_id: 'int',
      logistics_company: 'text',
      tracking_no: 'text',
      ship_time: 'timestamptz',
      complete_time: 'timestamptz',
      close_time: 'timestamptz',
      offer_id: 'int',
      appointment_id: 'int',
      demand_id: 'int',
      create_time: 'timestamptz',
    }),
    orders,
  );
  await rebuildOrderTallies(q);
  for (const ix of ginIndexes) await q.query(ix.def);
  await insertRows(
    q,
    'sales_order_line',
    T({
      id: 'int',
      order_id: 'int',
      line_no: 'int',
      sku_spec_id: 'int',
      name: 'text',
      spec: 'text',
      unit: 'text',
      quantity: 'int',
      unit_price: 'int',
      amount: 'int',
      returned_quantity: 'int',
    }),
    orderLines,
  );
  logs.sort((a, b) => (a.create_time as Date).getTime() - (b.create_time as Date).getTime());
  await insertRows(
    q,
    'sales_order_log',
    T({
      order_id: 'int',
      return_id: 'int',
      action: 'text',
      from_status: 'smallint',
      to_status: 'smallint',
      note: 'text',
      operator_name: 'text',
      create_time: 'timestamptz',
    }),
    logs,
  );
  await insertRows(
    q,
    'sales_return',
    T({
      id: 'int',
      return_no: 'text',
      order_id: 'int',
      status: 'smallint',
      reason: 'text',
      amount: 'int',
      evidence: 'jsonb',
      reject_reason: 'text',
      create_time: 'timestamptz',
      handle_time: 'timestamptz',
      receive_time: 'timestamptz',
      refund_time: 'timestamptz',
    }),
    returns,
  );
  await insertRows(
    q,
    'sales_return_line',
    T({ return_id: 'int', order_line_id: 'int', quantity: 'int' }),
    returnLines,
  );
  await insertRows(
    q,
    'demand',
    T({
      id: 'int',
      customer_id: 'int',
      crop: 'text',
      area_mu: 'float8',
      category_code: 'text',
      quantity: 'float8',
      unit: 'text',
      wanted_date: 'date',
      qhdm: 'text',
      qhmc: 'text',
      remark: 'text',
      offer_id: 'int',
      create_time: 'timestamptz',
    }),
    demands,
  );
  await insertRows(
    q,
    'group_offer',
    T({
      id: 'int',
      title: 'text',
      sku_spec_id: 'int',
      base_price: 'int',
      tiers: 'jsonb',
      min_participants: 'int',
      deadline: 'timestamptz',
      status: 'smallint',
      deal_price: 'int',
      settle_time: 'timestamptz',
      creator_name: 'text',
      create_time: 'timestamptz',
    }),
    offers,
  );
  await insertRows(
    q,
    'group_appointment',
    T({
      id: 'int',
      offer_id: 'int',
      customer_id: 'int',
      demand_id: 'int',
      quantity: 'int',
      status: 'smallint',
      order_id: 'int',
      create_time: 'timestamptz',
    }),
    appts,
  );
  await q.query(
    `update sale_item i set sold_count = s.n from unnest($1::int4[], $2::int4[]) as s(spec, n) where i.sku_spec_id = s.spec`,
    [[...soldBySpec.keys()], [...soldBySpec.values()]],
  );

  // The demo items' stock: each purchase batch as received (the shop's orders are not shipped
  // from the warehouses: their outbound documents are optional), with its ledger entry.
  await insertRows(
    q,
    'stock',
    T({
      id: 'int',
      warehouse_id: 'int',
      sku_spec_id: 'int',
      batch_no: 'text',
      production_date: 'date',
      expiry_date: 'date',
      location_code: 'text',
      on_hand: 'int',
      locked: 'int',
      update_time: 'timestamptz',
    }),
    stockRows,
  );
  ledger.sort((a, b) => (a.create_time as Date).getTime() - (b.create_time as Date).getTime());
  await insertRows(
    q,
    'stock_ledger',
    T({
      stock_id: 'int',
      warehouse_id: 'int',
      sku_spec_id: 'int',
      batch_no: 'text',
      doc_id: 'int',
      doc_no: 'text',
      direction: 'text',
      quantity: 'int',
      before_qty: 'int',
      after_qty: 'int',
      operator_name: 'text',
      create_time: 'timestamptz',
    }),
    ledger,
  );

  // ── plots of the cooperatives and farms, with their crops; planting programmes ──────────
  const plotId0 = await maxId(q, 'agro_plot');
  const plots: SeedRow[] = [];
  const farms = customers.filter((c) => (c.type === 2 || c.type === 3) && c.status === 1);
  for (const c of farms.slice(0, 90)) {
    const n = c.type === 2 ? prng.int(2, 4) : prng.int(1, 3);
    const lon0 = c.lon as number;
    const lat0 = c.lat as number;
    for (let k = 0; k < n; k++) {
      const w = prng.float(0.0015, 0.0042);
      const h = prng.float(0.0012, 0.003);
      const x = lon0 + (k % 2) * 0.0055;
      const y = lat0 + Math.floor(k / 2) * 0.0045;
      const j = (d: number) => prng.float(-0.08, 0.08) * d;
      const ring: [number, number][] = [
        [x + j(w), y + j(h)],
        [x + w + j(w), y + j(h)],
        [x + w + j(w), y + h + j(h)],
        [x + j(w), y + h + j(h)],
      ].map(([a, b]) => [round6(a as number), round6(b as number)]);
      const geometry: PlotGeometry = {
        type: 'Polygon',
        coordinates: [[...ring, ring[0] as [number, number]]],
      };
      const box = plotBbox(geometry);
      // the region found from the geometry, as the save handler does; near a county's edge the
      // simplified boundaries may miss it: then the owner's village
      const found = regionAt(interiorPoint(geometry));
      const region = found.qhdm ? found : { qhdm: c.qhdm as string, qhmc: c.qhmc as string };
      // the owner's crops that 作物管理 knows (a plot of 烟叶 or 蔬菜 has no current crop)
      const known = (c.crops as string[]).filter((n) => cropId.has(n));
      const cropName = known.length > 0 ? known[k % known.length] : undefined;
      const at = new Date((c.create_time as Date).getTime() + prng.int(1, 20) * DAY_MS);
      plots.push({
        id: plotId0 + plots.length + 1,
        name: `${(c.contact_name as string).slice(0, 1)}家${['东', '西', '南', '北', '上', '下'][k % 6]}片${k + 1}号田`,
        owner_type: 1,
        customer_id: c.id,
        owner_name: c.name,
        owner_key: `c:${c.id}`,
        geometry,
        area_m2: plotArea(geometry).squareMetres,
        min_lon: box[0],
        min_lat: box[1],
        max_lon: box[2],
        max_lat: box[3],
        qhdm: region.qhdm,
        qhmc: region.qhmc,
        crop_id: cropName ? (cropId.get(cropName) ?? null) : null,
        remark: '',
        create_time: at > now ? now : at,
        update_time: at > now ? now : at,
      });
    }
  }
  await insertRows(
    q,
    'agro_plot',
    T({
      id: 'int',
      name: 'text',
      owner_type: 'smallint',
      customer_id: 'int',
      owner_name: 'text',
      owner_key: 'text',
      geometry: 'jsonb',
      area_m2: 'float8',
      min_lon: 'float8',
      min_lat: 'float8',
      max_lon: 'float8',
      max_lat: 'float8',
      qhdm: 'text',
      qhmc: 'text',
      crop_id: 'int',
      remark: 'text',
      create_time: 'timestamptz',
      update_time: 'timestamptz',
    }),
    plots,
  );
  const stageRows = await q.query<{
    id: number;
    crop_id: number;
    sort: number;
    name: string;
    day_offset: number;
    duration_days: number;
    practices: string;
    inputs: unknown;
  }>(
    'select id, crop_id, sort, name, day_offset, duration_days, practices, inputs from agro_growth_stage order by crop_id, sort, id',
  );
  const varieties = await q.query<{ id: number; crop_id: number }>(
    'select id, crop_id from agro_crop_variety order by id',
  );
  const programmeId0 = await maxId(q, 'agro_programme');
  const programmes: SeedRow[] = [];
  const programmeStages: SeedRow[] = [];
  const today = formatDate(now);
  const SOWING: Record<string, number> = { 水稻: -60, 玉米: -100, 油菜: -50, 辣椒: -120, 大豆: -140 };
  for (const p of plots) {
    const crop = crops.find((c) => c.id === p.crop_id);
    if (!crop || SOWING[crop.name] === undefined || !prng.chance(0.5)) continue;
    const stages = stageRows.filter((s) => s.crop_id === crop.id);
    if (stages.length === 0) continue;
    const id = programmeId0 + programmes.length + 1;
    const sowing = addDays(today, (SOWING[crop.name] as number) + prng.int(-40, 60));
    const calendar = stageCalendar(
      sowing,
      stages.map((s) => ({ ...s, dayOffset: s.day_offset, durationDays: s.duration_days })),
    );
    const last = calendar[calendar.length - 1]?.plannedEnd ?? sowing;
    const status = sowing > today ? 0 : last < today ? 2 : 1;
    const variety = varieties.filter((v) => v.crop_id === crop.id);
    programmes.push({
      id,
      name: `${String(p.owner_name).slice(0, 8)}${p.name}${crop.name}种植方案`,
      plot_id: p.id,
      crop_id: crop.id,
      variety_id: variety.length ? prng.pick(variety).id : null,
      sowing_date: sowing,
      status,
      remark: '',
      create_time: daysAgo(Math.max(1, -(SOWING[crop.name] as number))),
      update_time: daysAgo(1),
    });
    for (const s of calendar) {
      const { actualStart, actualEnd } = actualStageDates(s, today, (start) => (status === 1 ? start : null));
      programmeStages.push({
        programme_id: id,
        stage_id: s.id,
        sort: s.sort,
        name: s.name,
        day_offset: s.day_offset,
        planned_start: s.plannedStart,
        planned_end: s.plannedEnd,
        actual_start: actualStart,
        actual_end: actualEnd,
        practices: s.practices,
        inputs: typeof s.inputs === 'string' ? JSON.parse(s.inputs) : s.inputs,
      });
    }
  }
  await insertRows(
    q,
    'agro_programme',
    T({
      id: 'int',
      name: 'text',
      plot_id: 'int',
      crop_id: 'int',
      variety_id: 'int',
      sowing_date: 'date',
      status: 'smallint',
      remark: 'text',
      create_time: 'timestamptz',
      update_time: 'timestamptz',
    }),
    programmes,
  );
  await insertRows(
    q,
    'agro_programme_stage',
    T({
      programme_id: 'int',
      stage_id: 'int',
      sort: 'int',
      name: 'text',
      day_offset: 'int',
      planned_start: 'date',
      planned_end: 'date',
      actual_start: 'date',
      actual_end: 'date',
      practices: 'text',
      inputs: 'jsonb',
    }),
    programmeStages,
  );

  // ── notices to everyone, some read ──────────────────────────────────────────────────────
  const noticeId0 = await maxId(q, 'notice');
  const readers = await q.query<{ id: number }>(`select id from app_user where status = 1 order by id`);
  const notices: SeedRow[] = [];
  const reads: SeedRow[] = [];
  for (const [i, [title, type, text, pinned]] of NOTICES.entries()) {
    const id = noticeId0 + i + 1;
    const at = daysAgo(5 + i * 26, 10);
    notices.push({
      id,
      title,
      notice_type: type,
      content: `<p>${text}</p><p>特此通知。</p>`,
      audience: {},
      status: 1,
      pinned,
      publish_time: at,
      creator_id: 1,
      creator_name: '系统管理员',
      create_time: at,
      update_time: at,
    });
    // older notices were read by most; the newest by few (the administrator leaves every third unread)
    for (const u of readers) {
      const readIt = u.id === 1 ? i % 3 !== 0 : prng.chance(Math.min(0.9, 0.2 + i * 0.08));
      if (readIt)
        reads.push({
          notice_id: id,
          user_id: u.id,
          read_time: new Date(at.getTime() + prng.int(1, 72) * 3600_000),
        });
    }
  }
  await insertRows(
    q,
    'notice',
    T({
      id: 'int',
      title: 'text',
      notice_type: 'smallint',
      content: 'text',
      audience: 'jsonb',
      status: 'smallint',
      pinned: 'bool',
      publish_time: 'timestamptz',
      creator_id: 'int',
      creator_name: 'text',
      create_time: 'timestamptz',
      update_time: 'timestamptz',
    }),
    notices,
  );
  await insertRows(
    q,
    'notice_read',
    T({ notice_id: 'int', user_id: 'int', read_time: 'timestamptz' }),
    reads.filter((r) => (r.read_time as Date) <= now),
  );

  await enterSupplyVolumes(q, now, cities);

  for (const table of DEMO_IDENTITY_TABLES)
    await q.query(
      `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
    );
  await q.query(`insert into sandbox_meta (key, value) values ('demo', $1::jsonb)`, [
    JSON.stringify({ appliedAt: now.toISOString() }),
  ]);
}

/**
 * The supplier dashboard's three supply volumes (吨) cannot be counted from business data (items
 * are sold by the bag, bottle and box), so the company enters them in 驾驶舱数据录入. The demo
 * enters them for this year and the two before (the years the base seed has no table for), per
 * city and for the province as their sum, at the scale of the demo's own supply: about 1,200万元 a
 * year, 化肥 at ~3,000 元/吨 and most of it.
 */
const SUPPLY_VOLUMES = [
  { code: 'hfgyl', min: 100, max: 320 },
  { code: 'nygyl', min: 5, max: 25 },
  { code: 'zzgyl', min: 10, max: 45 },
] as const;

async function enterSupplyVolumes(q: Queryable, now: Date, cities: { qhdm: string }[]): Promise<void> {
  const thisYear = Number(formatDate(now).slice(0, 4));
  const entered = new Set(
    (await q.query<{ year: string }>(`select distinct year from cockpit_table where qhdm = '43'`)).map(
      (r) => r.year,
    ),
  );
  const figures: SeedRow[] = [];
  const tables: SeedRow[] = [];
  for (let year = thisYear - 2; year <= thisYear; year += 1) {
    if (entered.has(String(year))) continue;
    const prng = new Prng(`demo-cockpit:${year}`);
    // Entered in the January after the year; this year's figures so far, last week.
    const at =
      year < thisYear ? new Date(Date.UTC(year + 1, 0, 12, 2)) : new Date(now.getTime() - 7 * DAY_MS);
    const totals = new Map<string, number>();
    for (const city of cities) {
      for (const v of SUPPLY_VOLUMES) {
        // This year: the share of the year gone by.
        const share = year < thisYear ? 1 : (now.getTime() - Date.UTC(year, 0, 1)) / (365 * DAY_MS);
        const value = Math.round(prng.float(v.min, v.max) * share * 10) / 10;
        figures.push({ year: String(year), qhdm: city.qhdm, indicator_code: v.code, value });
        totals.set(v.code, (totals.get(v.code) ?? 0) + value);
      }
      tables.push({ year: String(year), qhdm: city.qhdm, update_time: at, updated_by: '系统管理员' });
    }
    for (const v of SUPPLY_VOLUMES)
      figures.push({
        year: String(year),
        qhdm: '43',
        indicator_code: v.code,
        value: Math.round((totals.get(v.code) ?? 0) * 10) / 10,
      });
    tables.push({ year: String(year), qhdm: '43', update_time: at, updated_by: '系统管理员' });
  }
  await insertRows(
    q,
    'cockpit_figure',
    T({ year: 'text', qhdm: 'text', indicator_code: 'text', value: 'float8' }),
    figures,
  );
  await insertRows(
    q,
    'cockpit_table',
    T({ year: 'text', qhdm: 'text', update_time: 'timestamptz', updated_by: 'text' }),
    tables,
  );
}

/** Tables whose ids the demo layer sets (their identities move past them). */
const DEMO_IDENTITY_TABLES = [
  'supplier',
  'sku',
  'sku_spec',
  'sale_item',
  'stock_doc',
  'stock_doc_line',
  'stock',
  'stock_ledger',
  'customer',
  'customer_followup',
  ...ORDER_IDENTITY_TABLES,
  'agro_plot',
  'agro_programme',
  'agro_programme_stage',
  'agro_video',
  'notice',
] as const;
