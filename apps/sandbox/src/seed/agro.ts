/**
 * Seed of the agricultural service, part 1 (migration 013): crops grown in Hunan with their
 * botanical family, varieties with registration numbers and the suppliers of the supply catalogue,
 * growth stages with day offsets from sowing, key practices and recommended catalogue SKUs, and
 * planting programmes whose stage calendar comes from the growth stages (one running, sown 40 days
 * before `now`, with actual dates recorded; one planned; one finished last year).
 */
import type { Queryable } from '../db/adapter';
import { addDays, stageCalendar } from '../handlers/base/agro-calendar';
import { DAY_MS, formatDate } from '../util/time';
import { insertRows } from './insert';

export const AGRO_CROP_SEED_TABLES = [
  'agro_crop',
  'agro_crop_variety',
  'agro_growth_stage',
  'agro_programme',
  'agro_programme_stage',
] as const;

interface CropSeed {
  name: string;
  family: string;
  category: string;
  maturityDays: number;
  description: string;
}

/** Crops in menu order (ids 1…). 红薯 has neither varieties nor stages (it may be deleted). */
export const AGRO_CROPS: readonly CropSeed[] = [
  {
    name: '水稻',
    family: '禾本科',
    category: '粮食作物',
    maturityDays: 125,
    description: '湖南主要粮食作物，双季稻与一季中稻并存。',
  },
  {
    name: '玉米',
    family: '禾本科',
    category: '粮食作物',
    maturityDays: 110,
    description: '春玉米为主，湘西、湘南山区种植面积大。',
  },
  {
    name: '油菜',
    family: '十字花科',
    category: '油料作物',
    maturityDays: 210,
    description: '冬油菜，稻田秋播、次年五月收获。',
  },
  {
    name: '柑橘',
    family: '芸香科',
    category: '果树',
    maturityDays: 220,
    description: '多年生果树，天数自春梢萌芽计至果实成熟。',
  },
  {
    name: '茶叶',
    family: '山茶科',
    category: '经济作物',
    maturityDays: 60,
    description: '多年生，天数自春芽萌动计至春茶采摘结束。',
  },
  {
    name: '辣椒',
    family: '茄科',
    category: '蔬菜',
    maturityDays: 150,
    description: '育苗移栽，湘辣系列品种为主。',
  },
  {
    name: '大豆',
    family: '豆科',
    category: '油料作物',
    maturityDays: 105,
    description: '春大豆与夏大豆，多与玉米带状复合种植。',
  },
  {
    name: '红薯',
    family: '旋花科',
    category: '粮食作物',
    maturityDays: 120,
    description: '扦插栽培，耐旱耐瘠。',
  },
];

/** Supplier ids of the supply catalogue seed (shop.ts): 1 湖南丰收农资, 3 常德金穗种业, 5 岳阳洞庭农资连锁. */
const VARIETIES: readonly {
  crop: number;
  name: string;
  supplier: number | null;
  registrationNo: string;
  maturityDays: number;
  yieldPerMu: number;
  densityPerMu: number;
  traits: string;
}[] = [
  {
    crop: 1,
    name: '晶两优534',
    supplier: 3,
    registrationNo: '国审稻20160022',
    maturityDays: 132,
    yieldPerMu: 650,
    densityPerMu: 16000,
    traits: '籼型两系杂交中稻，米质优，抗倒性强，中感稻瘟病。',
  },
  {
    crop: 1,
    name: '隆两优华占',
    supplier: 3,
    registrationNo: '国审稻20170008',
    maturityDays: 128,
    yieldPerMu: 630,
    densityPerMu: 16000,
    traits: '分蘖力强，穗大粒多，中抗稻瘟病，适宜长江中下游作一季中稻。',
  },
  {
    crop: 1,
    name: '湘早籼45号',
    supplier: 1,
    registrationNo: '湘审稻20200011',
    maturityDays: 108,
    yieldPerMu: 480,
    densityPerMu: 22000,
    traits: '早熟早稻，株型紧凑，适宜双季稻区作早稻。',
  },
  {
    crop: 2,
    name: '先玉335',
    supplier: 3,
    registrationNo: '国审玉20040003',
    maturityDays: 112,
    yieldPerMu: 620,
    densityPerMu: 4200,
    traits: '株型半紧凑，抗倒伏，籽粒黄色马齿型。',
  },
  {
    crop: 2,
    name: 'NK718',
    supplier: 3,
    registrationNo: '国审玉20190041',
    maturityDays: 108,
    yieldPerMu: 600,
    densityPerMu: 4500,
    traits: '耐密植，抗大斑病，适宜西南及湖南春播。',
  },
  {
    crop: 3,
    name: '湘油420',
    supplier: 3,
    registrationNo: 'GPD油菜(2018)430012',
    maturityDays: 205,
    yieldPerMu: 180,
    densityPerMu: 25000,
    traits: '双低甘蓝型油菜，含油量44%，抗菌核病。',
  },
  {
    crop: 3,
    name: '沣油737',
    supplier: 5,
    registrationNo: 'GPD油菜(2017)430006',
    maturityDays: 210,
    yieldPerMu: 190,
    densityPerMu: 22000,
    traits: '半冬性，抗倒性强，适宜稻田免耕直播。',
  },
  {
    crop: 4,
    name: '冰糖橙',
    supplier: null,
    registrationNo: '湘审果2008001',
    maturityDays: 230,
    yieldPerMu: 2500,
    densityPerMu: 55,
    traits: '麻阳、黔阳特产，果肉脆嫩化渣，含糖量高。',
  },
  {
    crop: 4,
    name: '纽荷尔脐橙',
    supplier: 1,
    registrationNo: 'GPD柑橘(2019)430021',
    maturityDays: 220,
    yieldPerMu: 2200,
    densityPerMu: 60,
    traits: '果大形正，色泽橙红，耐贮运。',
  },
  {
    crop: 5,
    name: '槠叶齐',
    supplier: null,
    registrationNo: '国审茶1987009',
    maturityDays: 55,
    yieldPerMu: 120,
    densityPerMu: 4000,
    traits: '中叶种，适制绿茶与红茶，抗寒性强。',
  },
  {
    crop: 5,
    name: '碧香早',
    supplier: null,
    registrationNo: '湘审茶2001002',
    maturityDays: 45,
    yieldPerMu: 110,
    densityPerMu: 4500,
    traits: '早生种，发芽早，芽叶茸毛多，适制名优绿茶。',
  },
  {
    crop: 6,
    name: '兴蔬215',
    supplier: 5,
    registrationNo: 'GPD辣椒(2018)430045',
    maturityDays: 150,
    yieldPerMu: 3000,
    densityPerMu: 3000,
    traits: '线椒，果长20厘米，辣味浓，抗病毒病。',
  },
  {
    crop: 6,
    name: '湘研15号',
    supplier: 1,
    registrationNo: 'GPD辣椒(2017)430018',
    maturityDays: 145,
    yieldPerMu: 2800,
    densityPerMu: 3200,
    traits: '牛角椒，早中熟，果肉厚，耐湿热。',
  },
  {
    crop: 7,
    name: '湘春豆26',
    supplier: 3,
    registrationNo: '湘审豆2018001',
    maturityDays: 100,
    yieldPerMu: 180,
    densityPerMu: 20000,
    traits: '春大豆，有限结荚习性，抗花叶病毒病。',
  },
];

/** SKU ids of the catalogue seed (shop.ts): the spec is the item's first specification. */
const SKU = {
  compound: 1, // 史丹利 硫酸钾型复合肥
  urea: 2, // 心连心 大颗粒尿素
  dap: 3, // 云天化 磷酸二铵
  waterSoluble: 5, // 金正大 大量元素水溶肥 高钾型
  organic: 6, // 益阳沃土 生物有机肥
  azoxystrobin: 7, // 先正达 阿米西达
  nativo: 8, // 拜耳 拿敌稳
  abamectin: 9, // 诺普信 阿维菌素
  chlorantraniliprole: 10, // 先正达 康宽
  glyphosate: 11, // 草甘膦
} as const;

type Input = { sku: number; dosage: string };
type StageSeed = { name: string; offset: number; days: number; practices: string; inputs?: Input[] };

const STAGES: Record<number, StageSeed[]> = {
  1: [
    {
      name: '浸种催芽',
      offset: -3,
      days: 3,
      practices: '晒种 1 天，强氯精浸种消毒 12 小时，保温催芽至破胸露白。',
    },
    {
      name: '育秧期',
      offset: 0,
      days: 25,
      practices: '秧田施足底肥，播后覆膜保温；一叶一心期喷施多效唑培育壮秧。',
      inputs: [{ sku: SKU.compound, dosage: '秧田 30 公斤/亩' }],
    },
    {
      name: '移栽返青期',
      offset: 25,
      days: 10,
      practices: '秧龄 25 天左右带土移栽，每亩 1.6 万穴，浅水返青。',
      inputs: [{ sku: SKU.compound, dosage: '底肥 40 公斤/亩' }],
    },
    {
      name: '分蘖期',
      offset: 35,
      days: 25,
      practices: '移栽后 5–7 天追施分蘖肥；够苗晒田，控制无效分蘖。',
      inputs: [{ sku: SKU.urea, dosage: '5 公斤/亩' }],
    },
    {
      name: '拔节孕穗期',
      offset: 60,
      days: 25,
      practices: '施穗肥；防治纹枯病、稻纵卷叶螟和二化螟。',
      inputs: [
        { sku: SKU.chlorantraniliprole, dosage: '10 毫升/亩' },
        { sku: SKU.nativo, dosage: '15 克/亩' },
      ],
    },
    {
      name: '抽穗扬花期',
      offset: 85,
      days: 10,
      practices: '保持浅水层；破口前 5–7 天防治稻曲病、穗颈瘟。',
      inputs: [{ sku: SKU.azoxystrobin, dosage: '40 毫升/亩' }],
    },
    {
      name: '灌浆结实期',
      offset: 95,
      days: 25,
      practices: '干湿交替灌溉，养根保叶防早衰；收获前 7 天断水。',
    },
    {
      name: '成熟收获期',
      offset: 120,
      days: 5,
      practices: '黄熟末期及时收获，晾晒至含水量 13.5% 以下入仓。',
    },
  ],
  2: [
    {
      name: '播前整地',
      offset: -7,
      days: 7,
      practices: '深翻整地，开沟作畦；亩施复合肥作底肥。',
      inputs: [{ sku: SKU.compound, dosage: '40 公斤/亩' }],
    },
    { name: '播种出苗期', offset: 0, days: 10, practices: '每穴 2 粒，亩植 4000 株；播后喷施除草剂封闭。' },
    {
      name: '苗期',
      offset: 10,
      days: 25,
      practices: '间苗定苗，查苗补缺；防治地老虎。',
      inputs: [{ sku: SKU.abamectin, dosage: '50 毫升/亩' }],
    },
    {
      name: '拔节期',
      offset: 35,
      days: 20,
      practices: '追施拔节肥，中耕培土防倒伏。',
      inputs: [{ sku: SKU.urea, dosage: '15 公斤/亩' }],
    },
    {
      name: '大喇叭口期',
      offset: 55,
      days: 10,
      practices: '重施穗肥；防治玉米螟、草地贪夜蛾。',
      inputs: [{ sku: SKU.chlorantraniliprole, dosage: '10 毫升/亩' }],
    },
    { name: '抽雄吐丝期', offset: 65, days: 10, practices: '遇干旱及时灌溉，必要时人工辅助授粉。' },
    {
      name: '灌浆期',
      offset: 75,
      days: 30,
      practices: '防治大斑病、小斑病，叶面喷施磷酸二氢钾。',
      inputs: [{ sku: SKU.waterSoluble, dosage: '100 克/亩' }],
    },
    { name: '成熟收获期', offset: 105, days: 7, practices: '乳线消失、黑层出现时收获。' },
  ],
  3: [
    {
      name: '播种出苗期',
      offset: 0,
      days: 10,
      practices: '稻田免耕直播，亩用种 250 克，开沟排湿。',
      inputs: [{ sku: SKU.compound, dosage: '底肥 35 公斤/亩' }],
    },
    {
      name: '苗期',
      offset: 10,
      days: 80,
      practices: '三叶期定苗，冬前追施提苗肥，清沟防渍。',
      inputs: [{ sku: SKU.urea, dosage: '5 公斤/亩' }],
    },
    { name: '蕾薹期', offset: 90, days: 40, practices: '追施薹肥，喷施硼肥防"花而不实"。' },
    {
      name: '开花期',
      offset: 130,
      days: 30,
      practices: '初花期防治菌核病。',
      inputs: [{ sku: SKU.azoxystrobin, dosage: '40 毫升/亩' }],
    },
    {
      name: '角果成熟期',
      offset: 160,
      days: 45,
      practices: '全田 2/3 角果呈黄绿色时收获，后熟 3–5 天脱粒。',
    },
  ],
  4: [
    {
      name: '春梢萌芽期',
      offset: 0,
      days: 30,
      practices: '施春肥促梢壮花，清园防治疮痂病。',
      inputs: [{ sku: SKU.organic, dosage: '200 公斤/亩' }],
    },
    {
      name: '开花期',
      offset: 30,
      days: 20,
      practices: '花期喷施硼肥保花，防治红蜘蛛。',
      inputs: [{ sku: SKU.abamectin, dosage: '3000 倍液' }],
    },
    { name: '生理落果期', offset: 50, days: 40, practices: '控夏梢保果，环割或喷施保果剂。' },
    {
      name: '果实膨大期',
      offset: 90,
      days: 90,
      practices: '追施壮果肥，抗旱灌溉，防治潜叶蛾、锈壁虱。',
      inputs: [{ sku: SKU.waterSoluble, dosage: '5 公斤/亩' }],
    },
    { name: '转色成熟期', offset: 180, days: 45, practices: '控水增糖，分批采收。' },
  ],
  5: [
    {
      name: '越冬管理',
      offset: -90,
      days: 60,
      practices: '秋冬季深施基肥，行间覆草保温。',
      inputs: [{ sku: SKU.organic, dosage: '300 公斤/亩' }],
    },
    {
      name: '催芽肥',
      offset: -20,
      days: 10,
      practices: '开采前 20 天施催芽肥。',
      inputs: [{ sku: SKU.urea, dosage: '10 公斤/亩' }],
    },
    { name: '萌芽期', offset: 0, days: 10, practices: '防倒春寒，预报霜冻时覆盖或喷水。' },
    { name: '春茶采摘期', offset: 10, days: 40, practices: '一芽一叶至一芽二叶分批及时采摘。' },
    { name: '春茶后修剪', offset: 50, days: 10, practices: '春茶结束后轻修剪，追施夏肥。' },
  ],
  6: [
    { name: '播种育苗期', offset: 0, days: 45, practices: '营养土育苗，苗床保温保湿，二叶一心期分苗。' },
    {
      name: '定植期',
      offset: 45,
      days: 10,
      practices: '高畦覆膜定植，每亩 3000 株；浇足定根水。',
      inputs: [{ sku: SKU.compound, dosage: '底肥 50 公斤/亩' }],
    },
    {
      name: '开花坐果期',
      offset: 55,
      days: 25,
      practices: '控氮增钾，防治蚜虫与疫病。',
      inputs: [{ sku: SKU.abamectin, dosage: '40 毫升/亩' }],
    },
    {
      name: '结果盛期',
      offset: 80,
      days: 55,
      practices: '勤采收，每采收 2 次追肥一次；防治炭疽病。',
      inputs: [
        { sku: SKU.waterSoluble, dosage: '5 公斤/亩' },
        { sku: SKU.nativo, dosage: '15 克/亩' },
      ],
    },
    { name: '采收末期', offset: 135, days: 15, practices: '拔除病株，清园。' },
  ],
  7: [
    {
      name: '播种出苗期',
      offset: 0,
      days: 10,
      practices: '等行距条播，亩留苗 2 万株。',
      inputs: [{ sku: SKU.dap, dosage: '10 公斤/亩' }],
    },
    { name: '分枝开花期', offset: 30, days: 35, practices: '初花期追肥，防治豆荚螟。' },
    { name: '鼓粒成熟期', offset: 65, days: 40, practices: '叶片大部分脱落、豆荚呈本色时收获。' },
  ],
};

/** Seeds crops, varieties, stages and programmes (explicit ids; sequences are set by the caller). */
export async function seedAgroCrops(q: Queryable, now: Date): Promise<void> {
  const day = (n: number) => new Date(now.getTime() - n * DAY_MS);
  await insertRows(
    q,
    'agro_crop',
    {
      id: 'int',
      name: 'text',
      family: 'text',
      category: 'text',
      maturity_days: 'int',
      description: 'text',
      sort: 'int',
      create_time: 'timestamptz',
      update_time: 'timestamptz',
    },
    AGRO_CROPS.map((c, i) => ({
      id: i + 1,
      name: c.name,
      family: c.family,
      category: c.category,
      maturity_days: c.maturityDays,
      description: c.description,
      sort: i + 1,
      create_time: day(300 - i),
      update_time: day(200 - i),
    })),
  );
  await insertRows(
    q,
    'agro_crop_variety',
    {
      id: 'int',
      crop_id: 'int',
      name: 'text',
      supplier_id: 'int',
      registration_no: 'text',
      maturity_days: 'int',
      yield_per_mu: 'int',
      density_per_mu: 'int',
      traits: 'text',
      create_time: 'timestamptz',
      update_time: 'timestamptz',
    },
    VARIETIES.map((v, i) => ({
      id: i + 1,
      crop_id: v.crop,
      name: v.name,
      supplier_id: v.supplier,
      registration_no: v.registrationNo,
      maturity_days: v.maturityDays,
      yield_per_mu: v.yieldPerMu,
      density_per_mu: v.densityPerMu,
      traits: v.traits,
      create_time: day(280 - i),
      update_time: day(150 - i),
    })),
  );
  // Stage ids in crop order; the programmes below refer to them.
  const stageRows: {
    id: number;
    crop_id: number;
    sort: number;
    name: string;
    day_offset: number;
    duration_days: number;
    practices: string;
    inputs: { specId: number; dosage: string }[];
  }[] = [];
  const specOf = await firstSpecs(q);
  for (const [crop, stages] of Object.entries(STAGES)) {
    stages.forEach((s, i) => {
      stageRows.push({
        id: stageRows.length + 1,
        crop_id: Number(crop),
        sort: i + 1,
        name: s.name,
        day_offset: s.offset,
        duration_days: s.days,
        practices: s.practices,
        inputs: (s.inputs ?? []).flatMap((x) => {
          const specId = specOf.get(x.sku);
          return specId === undefined ? [] : [{ specId, dosage: x.dosage }];
        }),
      });
    });
  }
  await insertRows(
    q,
    'agro_growth_stage',
    {
      id: 'int',
      crop_id: 'int',
      sort: 'int',
      name: 'text',
      day_offset: 'int',
      duration_days: 'int',
      practices: 'text',
      inputs: 'jsonb',
    },
    stageRows,
  );

  const today = formatDate(now);
  const lastYear = Number(today.slice(0, 4)) - 1;
  const programmes = [
    {
      id: 1,
      name: '浏阳永安镇中稻种植方案',
      crop: 1,
      variety: 2,
      sowing: addDays(today, -40),
      status: 1,
      remark: '合作社示范片，统一育秧、统防统治。',
    },
    {
      id: 2,
      name: '攸县春玉米种植方案',
      crop: 2,
      variety: 4,
      sowing: addDays(today, 20),
      status: 0,
      remark: '',
    },
    {
      id: 3,
      name: `赫山区${lastYear}年冬油菜种植方案`,
      crop: 3,
      variety: 6,
      sowing: `${lastYear - 1}-10-08`,
      status: 2,
      remark: '稻油轮作。',
    },
  ];
  for (const p of programmes) {
    await q.query(
      `insert into agro_programme (id, name, plot_id, crop_id, variety_id, sowing_date, status, remark, create_time, update_time)
       values ($1, $2, null, $3, $4, $5::date, $6, $7, $8::timestamptz, $8::timestamptz)`,
      [p.id, p.name, p.crop, p.variety, p.sowing, p.status, p.remark, day(60 - p.id).toISOString()],
    );
    const stages = stageCalendar(
      p.sowing,
      stageRows
        .filter((s) => s.crop_id === p.crop)
        .map((s) => ({ ...s, dayOffset: s.day_offset, durationDays: s.duration_days })),
    );
    for (const s of stages) {
      // The current stage of the running programme started a day late (or today).
      const { actualStart, actualEnd } = actualStageDates(s, today, (start) =>
        p.status !== 1 ? null : addDays(start, 1) <= today ? addDays(start, 1) : start,
      );
      await q.query(
        `insert into agro_programme_stage (programme_id, stage_id, sort, name, day_offset, planned_start, planned_end, actual_start, actual_end, practices, inputs)
         values ($1, $2, $3, $4, $5, $6::date, $7::date, $8::date, $9::date, $10, $11::jsonb)`,
        [
          p.id,
          s.id,
          s.sort,
          s.name,
          s.day_offset,
          s.plannedStart,
          s.plannedEnd,
          actualStart,
          actualEnd,
          s.practices,
          JSON.stringify(s.inputs),
        ],
      );
    }
  }
}

/**
 * The recorded dates of a programme's stage on `today`: a past stage was done, started a day or two
 * late and finished on time (never before it started); a stage under way started on the day
 * `startedOn` gives (null: not started); a later one has none.
 */
export function actualStageDates(
  s: { sort: number; plannedStart: string; plannedEnd: string },
  today: string,
  startedOn: (plannedStart: string) => string | null,
): { actualStart: string | null; actualEnd: string | null } {
  if (s.plannedEnd < today) {
    const actualStart = addDays(s.plannedStart, s.sort % 3);
    let actualEnd = addDays(s.plannedEnd, s.sort % 2);
    if (actualEnd < actualStart) actualEnd = actualStart;
    return { actualStart, actualEnd };
  }
  return { actualStart: s.plannedStart <= today ? startedOn(s.plannedStart) : null, actualEnd: null };
}

/** The first specification of each catalogue item (sku id → sku_spec id). */
async function firstSpecs(q: Queryable): Promise<Map<number, number>> {
  const rows = await q.query<{ sku_id: number; id: number }>(
    'select distinct on (sku_id) sku_id, id from sku_spec order by sku_id, sort, id',
  );
  return new Map(rows.map((r) => [Number(r.sku_id), Number(r.id)]));
}
