/**
 * Seed of the supply-chain master data (migration 004): brands, suppliers of Hunan (credit codes
 * with valid GB 32100-2015 check characters, licences expiring at different distances from now),
 * single items of 化肥 / 农药 / 种子 / 农膜 linked to the agri-input dictionary (nzlx codes) with
 * their specifications (EAN-13 barcodes with valid check digits, prices in cents) and packages.
 *
 * Ids are fixed (1…), so other seeds and tests can refer to them: see `SEED_SKU_SPECS`.
 */

import { creditCodeCheckChar, ean13CheckDigit } from '@agrimap/rules';
import type { Queryable } from '../db/adapter';
import { brands, setmeals, skuSpecs, skus, suppliers } from '../handlers/shop/entities';
import { DAY_MS, formatDate } from '../util/time';
import { insertRows } from './insert';

const BRANDS = [
  ['史丹利', '复合肥龙头品牌，总部山东临沭'],
  ['金正大', '缓控释肥、水溶肥'],
  ['心连心', '尿素、复合肥'],
  ['云天化', '磷肥、复合肥'],
  ['先正达', '杀菌剂、杀虫剂与种子'],
  ['拜耳作物科学', '杀虫剂、杀菌剂'],
  ['诺普信', '农药制剂'],
  ['隆平高科', '杂交水稻、玉米种子'],
  ['大北农', '饲料、种业'],
  ['天龙农膜', '地膜、棚膜'],
] as const;

/** A valid credit code from its first 17 characters. */
const uscc = (first17: string): string => `${first17}${creditCodeCheckChar(first17)}`;
/** A valid EAN-13 (Chinese GS1 prefix 69x) from a 9-digit company + item number. */
export const ean13 = (first12: string): string => `${first12}${ean13CheckDigit(first12)}`;

interface SupplierSeed {
  name: string;
  code17: string;
  type: string;
  contact: string;
  phone: string;
  qhdm: string;
  qhmc: string;
  address: string;
  lon: number;
  lat: number;
  licence: string | null;
  /** Days from now until the licence expires (negative: already expired). */
  expiresIn: number | null;
  status: 0 | 1 | 2 | 3;
  rejectReason?: string;
}

const SUPPLIERS: readonly SupplierSeed[] = [
  {
    name: '湖南丰收农资有限公司',
    code17: '91430100MA4L12345',
    type: '2',
    contact: '刘建国',
    phone: '13807311001',
    qhdm: '430102',
    qhmc: '湖南省长沙市芙蓉区',
    address: '东二环一段 188 号',
    lon: 113.0201,
    lat: 28.1932,
    licence: '农药经许（湘）43010210001',
    expiresIn: 720,
    status: 1,
  },
  {
    name: '湘潭绿丰化肥贸易有限公司',
    code17: '91430300MA4P6K2L8',
    type: '2',
    contact: '陈卫东',
    phone: '13973212002',
    qhdm: '430302',
    qhmc: '湖南省湘潭市雨湖区',
    address: '建设北路 56 号',
    lon: 112.9075,
    lat: 27.8563,
    licence: '农药经许（湘）43030220015',
    expiresIn: 18,
    status: 1,
  },
  {
    name: '常德金穗种业有限公司',
    code17: '91430700MA4R2T5X1',
    type: '1',
    contact: '王秀兰',
    phone: '13574263003',
    qhdm: '430702',
    qhmc: '湖南省常德市武陵区',
    address: '洞庭大道西段 211 号',
    lon: 111.6985,
    lat: 29.0317,
    licence: null,
    expiresIn: null,
    status: 1,
  },
  {
    name: '衡阳惠农植保服务有限公司',
    code17: '91430400MA4N8H3C2',
    type: '5',
    contact: '李志勇',
    phone: '13807344004',
    qhdm: '430405',
    qhmc: '湖南省衡阳市珠晖区',
    address: '东风路 98 号',
    lon: 112.6207,
    lat: 26.894,
    licence: '农药经许（湘）43040510023',
    expiresIn: -12,
    status: 1,
  },
  {
    name: '岳阳洞庭农资连锁有限公司',
    code17: '91430600MA4M5W7D3',
    type: '2',
    contact: '周海燕',
    phone: '13907305005',
    qhdm: '430602',
    qhmc: '湖南省岳阳市岳阳楼区',
    address: '巴陵中路 320 号',
    lon: 113.1289,
    lat: 29.3573,
    licence: '农药经许（湘）43060210031',
    expiresIn: 400,
    status: 0,
  },
  {
    name: '益阳沃土生态肥业有限公司',
    code17: '91430900MA4Q9J1E4',
    type: '1',
    contact: '赵明',
    phone: '13787376006',
    qhdm: '430902',
    qhmc: '湖南省益阳市资阳区',
    address: '资江西路 66 号',
    lon: 112.3241,
    lat: 28.5923,
    licence: null,
    expiresIn: null,
    status: 0,
  },
  {
    name: '株洲神农农业科技有限公司',
    code17: '91430200MA4K3F8G5',
    type: '1',
    contact: '黄丽',
    phone: '13807337007',
    qhdm: '430202',
    qhmc: '湖南省株洲市荷塘区',
    address: '新华东路 12 号',
    lon: 113.162,
    lat: 27.8333,
    licence: '农药经许（湘）43020210042',
    expiresIn: 200,
    status: 2,
  },
  {
    name: '邵阳宝庆农资经营部',
    code17: '92430500MA4H7B2N6',
    type: '2',
    contact: '孙国平',
    phone: '13873958008',
    qhdm: '430502',
    qhmc: '湖南省邵阳市双清区',
    address: '宝庆东路 45 号',
    lon: 111.4797,
    lat: 27.2405,
    licence: '农药经许（湘）43050210057',
    expiresIn: 90,
    status: 3,
    rejectReason: '营业执照照片不清晰，请重新上传',
  },
];

interface SpecSeed {
  spec: string;
  unit: string;
  price: number;
  market: number;
  cost: number;
  warning: number;
}
interface SkuSeed {
  name: string;
  category: string;
  brand: number;
  supplier: number;
  manufacturer: string;
  registration: string | null;
  specs: SpecSeed[];
  status?: 0 | 1;
}

const S = (
  spec: string,
  unit: string,
  price: number,
  market: number,
  cost: number,
  warning: number,
): SpecSeed => ({
  spec,
  unit,
  price,
  market,
  cost,
  warning,
});

/** Prices in cents. */
const SKUS: readonly SkuSeed[] = [
  {
    name: '史丹利 硫酸钾型复合肥 45%（15-15-15）',
    category: '0102',
    brand: 1,
    supplier: 1,
    manufacturer: '史丹利农业集团股份有限公司',
    registration: '鲁农肥（2019）准字 6321号',
    specs: [S('40kg/袋', '袋', 16800, 18500, 14200, 50), S('25kg/袋', '袋', 10800, 11900, 9100, 80)],
  },
  {
    name: '心连心 大颗粒尿素 46%',
    category: '0101',
    brand: 3,
    supplier: 2,
    manufacturer: '河南心连心化学工业集团股份有限公司',
    registration: null,
    specs: [S('40kg/袋', '袋', 11500, 12600, 9800, 100), S('50kg/袋', '袋', 14200, 15500, 12100, 60)],
  },
  {
    name: '云天化 磷酸二铵 64%',
    category: '0103',
    brand: 4,
    supplier: 2,
    manufacturer: '云南云天化股份有限公司',
    registration: '滇农肥（2018）准字 2107号',
    specs: [S('50kg/袋', '袋', 19800, 21500, 17200, 40)],
  },
  {
    name: '金正大 控释复合肥 42%（26-10-6）',
    category: '0102',
    brand: 2,
    supplier: 1,
    manufacturer: '金正大生态工程集团股份有限公司',
    registration: '鲁农肥（2020）准字 7788号',
    specs: [S('40kg/袋', '袋', 17600, 19200, 15000, 30)],
  },
  {
    name: '金正大 大量元素水溶肥 高钾型',
    category: '0106',
    brand: 2,
    supplier: 1,
    manufacturer: '金正大生态工程集团股份有限公司',
    registration: '农肥（2021）准字 20315号',
    specs: [S('5kg/桶', '桶', 9800, 11000, 7600, 40), S('1kg/袋', '袋', 2600, 3000, 1900, 120)],
  },
  {
    name: '益阳沃土 生物有机肥',
    category: '0105',
    brand: 9,
    supplier: 6,
    manufacturer: '益阳沃土生态肥业有限公司',
    registration: '微生物肥（2019）准字（6542）号',
    specs: [S('40kg/袋', '袋', 4800, 5600, 3500, 100)],
  },
  {
    name: '先正达 阿米西达 25% 嘧菌酯悬浮剂',
    category: '0202',
    brand: 5,
    supplier: 4,
    manufacturer: '先正达南通作物保护有限公司',
    registration: 'PD20060033',
    specs: [S('100ml/瓶', '瓶', 4500, 5200, 3600, 50), S('1L/瓶', '瓶', 38000, 42000, 31500, 10)],
  },
  {
    name: '拜耳 拿敌稳 75% 肟菌·戊唑醇水分散粒剂',
    category: '0202',
    brand: 6,
    supplier: 4,
    manufacturer: '拜耳作物科学（中国）有限公司',
    registration: 'PD20080708',
    specs: [S('10g/袋', '袋', 1200, 1500, 900, 200)],
  },
  {
    name: '诺普信 5% 阿维菌素乳油',
    category: '0201',
    brand: 7,
    supplier: 1,
    manufacturer: '深圳诺普信农化股份有限公司',
    registration: 'PD20095012',
    specs: [S('100ml/瓶', '瓶', 1500, 1800, 1050, 100), S('500ml/瓶', '瓶', 6200, 7000, 4800, 30)],
  },
  {
    name: '先正达 20% 氯虫苯甲酰胺悬浮剂（康宽）',
    category: '0201',
    brand: 5,
    supplier: 4,
    manufacturer: '先正达南通作物保护有限公司',
    registration: 'PD20110596F150023',
    specs: [S('10ml/瓶', '瓶', 2800, 3200, 2200, 100)],
  },
  {
    name: '41% 草甘膦异丙胺盐水剂',
    category: '0203',
    brand: 7,
    supplier: 2,
    manufacturer: '南京红太阳股份有限公司',
    registration: 'PD20080234',
    specs: [S('1kg/瓶', '瓶', 2600, 3000, 1900, 60)],
    status: 0,
  },
  {
    name: '隆平高科 晶两优 534 杂交水稻种子',
    category: '0301',
    brand: 8,
    supplier: 3,
    manufacturer: '袁隆平农业高科技股份有限公司',
    registration: null,
    specs: [S('1kg/袋', '袋', 6800, 7800, 5200, 200)],
  },
  {
    name: '隆平高科 隆两优华占 杂交水稻种子',
    category: '0301',
    brand: 8,
    supplier: 3,
    manufacturer: '袁隆平农业高科技股份有限公司',
    registration: null,
    specs: [S('1kg/袋', '袋', 7200, 8200, 5600, 200)],
  },
  {
    name: '先正达 NK718 玉米种子',
    category: '0302',
    brand: 5,
    supplier: 3,
    manufacturer: '三北种业有限公司',
    registration: null,
    specs: [S('2.5kg/袋', '袋', 9500, 10800, 7800, 80)],
  },
  {
    name: '湘油 420 油菜种子',
    category: '0303',
    brand: 8,
    supplier: 3,
    manufacturer: '湖南省作物研究所',
    registration: null,
    specs: [S('1kg/袋', '袋', 4200, 4800, 3200, 60)],
  },
  {
    name: '天龙 PE 地膜 0.01mm',
    category: '0401',
    brand: 10,
    supplier: 5,
    manufacturer: '天龙农膜有限公司',
    registration: null,
    specs: [
      S('宽 1.2m × 500m/卷', '卷', 8600, 9600, 7100, 30),
      S('宽 1.5m × 500m/卷', '卷', 10500, 11800, 8700, 20),
    ],
  },
];

/** The seeded specifications (id, item name, spec, unit, barcode): for other seeds and tests. */
export const SEED_SKU_SPECS = (() => {
  let id = 0;
  return SKUS.flatMap((s, i) =>
    s.specs.map((p, j) => {
      id += 1;
      return {
        id,
        skuId: i + 1,
        name: s.name,
        categoryCode: s.category,
        spec: p.spec,
        unit: p.unit,
        priceCents: p.price,
        warningStock: p.warning,
        barcode: ean13(`692${String(1000 + i * 37).padStart(5, '0')}${String(j + 1).padStart(4, '0')}`),
        status: (s.status ?? 1) as 0 | 1,
      };
    }),
  );
})();

/** Fills brand, supplier, sku, sku_spec, setmeal and setmeal_item (ids continue from 1). */
export async function seedShop(q: Queryable, now: Date): Promise<void> {
  const day = (n: number) => new Date(now.getTime() - n * DAY_MS);
  await brands.insertMany(
    q,
    BRANDS.map(([name, description], i) => ({
      id: i + 1,
      name,
      description,
      sort: i + 1,
      logo: null,
      createTime: day(300 - i * 7),
    })),
  );
  await suppliers.insertMany(
    q,
    SUPPLIERS.map((s, i) => ({
      id: i + 1,
      name: s.name,
      creditCode: uscc(s.code17),
      enterpriseType: s.type,
      contactName: s.contact,
      contactPhone: s.phone,
      qhdm: s.qhdm,
      qhmc: s.qhmc,
      address: s.address,
      lon: s.lon,
      lat: s.lat,
      licenceNo: s.licence,
      licenceExpiry: s.expiresIn === null ? null : formatDate(new Date(now.getTime() + s.expiresIn * DAY_MS)),
      status: s.status,
      rejectReason: s.rejectReason ?? null,
      auditTime: s.status === 0 ? null : day(200 - i * 10),
      auditor: s.status === 0 ? null : '系统管理员',
      createTime: day(240 - i * 10),
      updateTime: day(200 - i * 10),
    })),
  );
  await skus.insertMany(
    q,
    SKUS.map((s, i) => ({
      id: i + 1,
      name: s.name,
      categoryCode: s.category,
      brandId: s.brand,
      supplierId: s.supplier,
      manufacturer: s.manufacturer,
      registrationNo: s.registration,
      specAttrs: [{ name: '规格', values: s.specs.map((p) => p.spec) }],
      images: [],
      description: '',
      status: s.status ?? 1,
      createTime: day(180 - i * 5),
      updateTime: day(120 - i * 3),
    })),
  );
  await skuSpecs.insertMany(
    q,
    SEED_SKU_SPECS.map((p, k) => {
      const src = SKUS[p.skuId - 1]?.specs.find((x) => x.spec === p.spec) as SpecSeed;
      return {
        id: p.id,
        skuId: p.skuId,
        spec: p.spec,
        specValues: [p.spec],
        barcode: p.barcode,
        unit: p.unit,
        priceCents: src.price,
        marketPriceCents: src.market,
        costPriceCents: src.cost,
        warningStock: src.warning,
        status: p.status,
        sort: k + 1,
      };
    }),
  );
  const spec = (skuId: number, n = 0) => SEED_SKU_SPECS.filter((p) => p.skuId === skuId)[n]?.id as number;
  const meals = [
    {
      name: '早稻一季用肥套餐',
      price: 42000,
      items: [
        [spec(1), 2],
        [spec(2), 1],
      ] as const,
      desc: '复合肥 2 袋 + 尿素 1 袋',
    },
    {
      name: '水稻病虫害综合防治套餐',
      price: 9800,
      items: [
        [spec(7), 1],
        [spec(10), 1],
        [spec(9), 2],
      ] as const,
      desc: '',
    },
    {
      name: '春播除草套餐',
      price: 6000,
      items: [
        [spec(11), 2],
        [spec(16), 1],
      ] as const,
      desc: '含已停用的草甘膦',
    },
  ];
  await setmeals.insertMany(
    q,
    meals.map((m, i) => ({
      id: i + 1,
      name: m.name,
      priceCents: m.price,
      description: m.desc,
      createTime: day(60 - i * 10),
      updateTime: day(60 - i * 10),
    })),
  );
  await insertRows(
    q,
    'setmeal_item',
    { setmeal_id: 'int', sku_spec_id: 'int', quantity: 'int', sort: 'int' },
    meals.flatMap((m, i) =>
      m.items.map(([specId, quantity], k) => ({
        setmeal_id: i + 1,
        sku_spec_id: specId,
        quantity,
        sort: k + 1,
      })),
    ),
  );
}

/** The tables of this seed, parents before children (for truncation and identity reset). */
export const SHOP_SEED_TABLES = ['brand', 'supplier', 'sku', 'sku_spec', 'setmeal', 'setmeal_item'] as const;
export const SHOP_IDENTITY_TABLES = [
  'brand',
  'supplier',
  'sku',
  'sku_spec',
  'setmeal',
  'product_category',
] as const;
