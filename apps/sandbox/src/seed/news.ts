/**
 * Seed of information publishing: articles of both channels (published, pinned, one scheduled for
 * tomorrow, a draft, one taken offline) and three years of market prices (weekly, daily in the
 * last 60 days) of four agri-input products in the 14 cities of Hunan (one market per city; seasonal spring peak, a slow random
 * walk and a per-city level). Relative to `now`, so the latest prices are always recent.
 */
import type { Queryable } from '../db/adapter';
import { Prng } from '../util/prng';
import { DAY_MS, formatDate } from '../util/time';
import { insertRows } from './insert';

/** The 14 cities (市州) of Hunan with the market whose prices are recorded. */
export const HUNAN_CITIES = [
  { qhdm: '4301', qhmc: '长沙市', market: '长沙马王堆农资市场', level: 1.02 },
  { qhdm: '4302', qhmc: '株洲市', market: '株洲芦淞农资批发市场', level: 1.0 },
  { qhdm: '4303', qhmc: '湘潭市', market: '湘潭易家湾农资市场', level: 0.99 },
  { qhdm: '4304', qhmc: '衡阳市', market: '衡阳西渡农资市场', level: 0.98 },
  { qhdm: '4305', qhmc: '邵阳市', market: '邵阳宝庆农资市场', level: 0.97 },
  { qhdm: '4306', qhmc: '岳阳市', market: '岳阳金鹗农资市场', level: 1.01 },
  { qhdm: '4307', qhmc: '常德市', market: '常德德山农资市场', level: 0.99 },
  { qhdm: '4308', qhmc: '张家界市', market: '张家界永定农资市场', level: 1.04 },
  { qhdm: '4309', qhmc: '益阳市', market: '益阳赫山农资市场', level: 0.98 },
  { qhdm: '4310', qhmc: '郴州市', market: '郴州北湖农资市场', level: 1.0 },
  { qhdm: '4311', qhmc: '永州市', market: '永州冷水滩农资市场', level: 0.97 },
  { qhdm: '4312', qhmc: '怀化市', market: '怀化鹤城农资市场', level: 1.03 },
  { qhdm: '4313', qhmc: '娄底市', market: '娄底涟源农资市场', level: 0.99 },
  { qhdm: '4331', qhmc: '湘西土家族苗族自治州', market: '吉首农资综合市场', level: 1.05 },
] as const;

/** Products (codes of the agri-input dictionary `nzlx`) with their price level in fen per unit. */
export const PRICE_PRODUCTS = [
  { code: '0101', name: '氮肥', unit: '元/吨', base: 245_000 },
  { code: '0102', name: '复合肥', unit: '元/吨', base: 310_000 },
  { code: '0104', name: '钾肥', unit: '元/吨', base: 330_000 },
  { code: '0301', name: '水稻种子', unit: '元/公斤', base: 6_200 },
] as const;

/** Days of price history. */
export const PRICE_DAYS = 3 * 365 + 1;

const H = (n: number) => n * 3600 * 1000;

/** Prices are recorded every Monday, and every day in the last 60 days (daily monitoring). */
export function isRecordDay(t: number, today: number): boolean {
  return today - t < 60 * DAY_MS || new Date(t).getUTCDay() === 1;
}

function priceRows(now: Date) {
  const rows: Record<string, unknown>[] = [];
  const today = Date.parse(`${formatDate(now)}T00:00:00Z`);
  for (const p of PRICE_PRODUCTS) {
    const prng = new Prng(`price:${p.code}`);
    // One walk per product (the national market), each city a level and its own noise.
    let walk = 1;
    const walks: number[] = [];
    for (let d = 0; d < PRICE_DAYS; d++) {
      walk = Math.min(1.25, Math.max(0.8, walk + prng.noise(0.004)));
      walks.push(walk);
    }
    for (const c of HUNAN_CITIES) {
      const local = new Prng(`price:${p.code}:${c.qhdm}`);
      for (let d = 0; d < PRICE_DAYS; d++) {
        const t = today - (PRICE_DAYS - 1 - d) * DAY_MS;
        if (!isRecordDay(t, today)) continue;
        const day = new Date(t);
        const month = day.getUTCMonth();
        // Spring ploughing (March–May) raises fertiliser and seed prices a little.
        const season = 1 + 0.04 * Math.cos(((month - 3) / 12) * 2 * Math.PI);
        const price =
          Math.round((p.base * c.level * season * (walks[d] as number) * (1 + local.noise(0.006))) / 10) * 10;
        rows.push({
          product_code: p.code,
          product_name: p.name,
          qhdm: c.qhdm,
          qhmc: c.qhmc,
          day,
          price,
          unit: p.unit,
          market: c.market,
        });
      }
    }
  }
  return rows;
}

const ARTICLES: {
  channel: 'agroNews' | 'marketCondition';
  title: string;
  summary: string;
  body: string;
  author: string;
  source: string;
  tags: string[];
}[] = [
  {
    channel: 'agroNews',
    title: '湖南省启动春耕农资保供行动',
    summary: '全省组织化肥、种子、农药调运，确保春耕生产农资供应充足、价格稳定。',
    body: '<p>为保障春耕生产，省农业农村厅联合供销合作社启动农资保供行动，重点做好化肥、种子、农药的调运储备。</p><h2>重点措施</h2><ul><li>建立农资储备动态监测机制</li><li>开通农资运输绿色通道</li><li>加强农资质量抽检</li></ul><p>各地要压实责任，确保农资供应不断档、不脱销。</p>',
    author: '省农业农村厅',
    source: '湖南农业信息网',
    tags: ['春耕', '保供'],
  },
  {
    channel: 'agroNews',
    title: '长沙市开展农资打假专项治理',
    summary: '长沙市农业综合行政执法支队在全市范围内开展农资打假专项治理，严查假劣种子、化肥。',
    body: '<p>长沙市农业综合行政执法支队近日部署农资打假专项治理行动，重点检查农资经营门店的进货查验、购销台账。</p><p>群众可拨打 12316 举报假劣农资。</p>',
    author: '长沙市农业农村局',
    source: '长沙晚报',
    tags: ['打假', '执法'],
  },
  {
    channel: 'agroNews',
    title: '测土配方施肥技术推广覆盖率超过九成',
    summary: '全省测土配方施肥技术推广面积持续扩大，化肥使用量连续多年负增长。',
    body: '<p>据统计，全省测土配方施肥技术推广覆盖率达到 92% 以上，主要农作物化肥利用率进一步提高。</p>',
    author: '省土壤肥料工作站',
    source: '湖南日报',
    tags: ['测土配方', '化肥减量'],
  },
  {
    channel: 'agroNews',
    title: '早稻集中育秧工作全面展开',
    summary: '各地抢抓晴好天气开展早稻集中育秧，工厂化育秧比例进一步提升。',
    body: '<p>3 月下旬以来，全省各地早稻集中育秧进入高峰，已落实集中育秧面积较去年同期增加。</p>',
    author: '省农业技术推广总站',
    source: '湖南农业信息网',
    tags: ['早稻', '育秧'],
  },
  {
    channel: 'agroNews',
    title: '农药包装废弃物回收试点扩大到 30 个县',
    summary: '农药包装废弃物回收处置试点范围扩大，回收率稳步提升。',
    body: '<p>试点县通过“谁购买谁交回、谁销售谁收集”的机制，推进农药包装废弃物回收处置。</p>',
    author: '省植保植检站',
    source: '湖南农业信息网',
    tags: ['绿色防控'],
  },
  {
    channel: 'agroNews',
    title: '高标准农田建设项目通过验收',
    summary: '常德市 12 个高标准农田建设项目通过省级验收，新增高效节水灌溉面积 3.6 万亩。',
    body: '<p>项目建成后，区域内粮食综合生产能力明显提升。</p>',
    author: '常德市农业农村局',
    source: '常德日报',
    tags: ['高标准农田'],
  },
  {
    channel: 'marketCondition',
    title: '本周尿素价格小幅上涨',
    summary: '受春耕备肥需求拉动，全省尿素出厂价与批发价小幅上涨，市场成交活跃。',
    body: '<p>本周全省尿素批发均价较上周上涨约 1.5%，主要受春耕备肥需求拉动。</p><p>预计下周价格以稳为主。</p>',
    author: '省农资价格监测中心',
    source: '湖南农资市场周报',
    tags: ['尿素', '周报'],
  },
  {
    channel: 'marketCondition',
    title: '复合肥市场供需两旺',
    summary: '复合肥企业开工率维持高位，经销商备货积极，价格保持平稳。',
    body: '<p>本月复合肥企业开工率约 65%，渠道库存处于合理水平。</p>',
    author: '省农资价格监测中心',
    source: '湖南农资市场周报',
    tags: ['复合肥'],
  },
  {
    channel: 'marketCondition',
    title: '钾肥港口库存下降，价格坚挺',
    summary: '进口钾肥到港量减少，港口库存下降，钾肥价格坚挺。',
    body: '<p>港口氯化钾库存环比下降，终端需求逐步释放。</p>',
    author: '省农资价格监测中心',
    source: '湖南农资市场周报',
    tags: ['钾肥'],
  },
  {
    channel: 'marketCondition',
    title: '杂交水稻种子销售进入旺季',
    summary: '各地种子门店杂交水稻种子销售进入旺季，主推品种供应充足。',
    body: '<p>今年主推品种价格与去年基本持平，部分新品种价格略高。</p>',
    author: '省种子管理站',
    source: '湖南农业信息网',
    tags: ['种子', '水稻'],
  },
  {
    channel: 'marketCondition',
    title: '农膜价格随原料回落',
    summary: '受聚乙烯原料价格回落影响，地膜、棚膜价格小幅下调。',
    body: '<p>地膜批发均价环比下降约 2%。</p>',
    author: '省农资价格监测中心',
    source: '湖南农资市场周报',
    tags: ['农膜'],
  },
];

export const NEWS_SEED_TABLES = ['news_article', 'price_record'] as const;

export async function seedNews(q: Queryable, now: Date): Promise<void> {
  const rows = ARTICLES.map((a, i) => {
    // The second article of each channel is pinned; the last of agroNews is a draft, the one
    // before it is scheduled for tomorrow; the last of marketCondition was taken offline.
    const perChannel = ARTICLES.filter((x) => x.channel === a.channel);
    const k = perChannel.indexOf(a);
    const last = k === perChannel.length - 1;
    const beforeLast = k === perChannel.length - 2;
    const status = a.channel === 'agroNews' ? (last ? 0 : 1) : last ? 2 : 1;
    const publish =
      status === 0
        ? null
        : a.channel === 'agroNews' && beforeLast
          ? new Date(now.getTime() + DAY_MS + H(1))
          : new Date(now.getTime() - (k * 3 + 1) * DAY_MS - H(2 + i));
    const created = new Date(now.getTime() - (k * 3 + 2) * DAY_MS);
    return {
      channel: a.channel,
      title: a.title,
      cover: null,
      summary: a.summary,
      content: a.body,
      author: a.author,
      source: a.source,
      tags: a.tags,
      status,
      publish_time: publish,
      pinned: k === 1,
      view_count: status === 0 ? 0 : 40 + ((i * 137) % 900),
      create_time: created,
      update_time: created,
    };
  });
  await insertRows(
    q,
    'news_article',
    {
      channel: 'text',
      title: 'text',
      cover: 'text',
      summary: 'text',
      content: 'text',
      author: 'text',
      source: 'text',
      tags: 'jsonb',
      status: 'smallint',
      publish_time: 'timestamptz',
      pinned: 'bool',
      view_count: 'int',
      create_time: 'timestamptz',
      update_time: 'timestamptz',
    },
    rows,
  );
  await q.query(
    `insert into price_record (product_code, product_name, qhdm, qhmc, day, price, unit, market)
     select product_code, product_name, qhdm, qhmc, (day at time zone 'UTC')::date, price, unit, market
     from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::timestamptz[], $6::int4[], $7::text[], $8::text[])
       as s(product_code, product_name, qhdm, qhmc, day, price, unit, market)`,
    (() => {
      const r = priceRows(now);
      const cols = ['product_code', 'product_name', 'qhdm', 'qhmc', 'day', 'price', 'unit', 'market'];
      return cols.map((c) => r.map((x) => (c === 'day' ? (x[c] as Date).toISOString() : x[c])));
    })(),
  );
}
