/**
 * Seed of the customers (migration 006): farmers, cooperatives, family farms and agri-input stores
 * in the counties of every city of Hunan, each placed in a real village of its county (the
 * village's cell centre as its map point), with crops, area, level, owner, points and follow-up
 * records (some due, some later); and the sale items: the stocked SKUs and packages on sale with
 * their sale price and limits, some in the warehouse (下架).
 */
import type { Queryable } from '../db/adapter';
import { customerFollowups, customers, saleItems } from '../handlers/shop/customer-entities';
import { DAY_MS, formatDate } from '../util/time';

type Seed = readonly [
  name: string,
  type: 1 | 2 | 3 | 4,
  contact: string,
  county: string,
  crops: readonly string[],
  areaMu: number,
  level: 1 | 2 | 3,
  source: 1 | 2 | 3 | 4 | 5,
  points: number,
];

/** 36 customers: [名称, 类型, 联系人, 县级区划, 种植作物, 面积(亩), 等级, 来源, 积分]. */
export const SEED_CUSTOMERS: readonly Seed[] = [
  ['长沙县金井茶叶专业合作社', 2, '周建华', '430121', ['茶叶'], 1200, 1, 1, 5800],
  ['浏阳市大围山果蔬合作社', 2, '黎明亮', '430181', ['蔬菜', '柑橘'], 860, 1, 5, 4200],
  ['宁乡市花明楼家庭农场', 3, '刘玉梅', '430182', ['水稻', '油菜'], 320, 2, 1, 1650],
  ['攸县丰源农资店', 4, '谭小军', '430223', [], 0, 1, 3, 9200],
  ['醴陵市王仙镇种植户陈国富', 1, '陈国富', '430281', ['水稻'], 46, 3, 2, 120],
  ['湘潭县射埠湘莲合作社', 2, '彭志强', '430321', ['湘莲'], 540, 1, 1, 3300],
  ['湘乡市壶天家庭农场', 3, '龙海波', '430381', ['水稻', '玉米'], 280, 2, 4, 980],
  ['衡阳县西渡农资经营部', 4, '罗建新', '430421', [], 0, 2, 3, 6100],
  ['祁东县黄花菜种植大户曾庆元', 1, '曾庆元', '430426', ['黄花菜'], 95, 2, 5, 760],
  ['常宁市油茶专业合作社', 2, '邓光荣', '430482', ['油茶'], 2300, 1, 1, 7400],
  ['邵东市廉桥药材合作社', 2, '李卫国', '430582', ['玉竹', '白术'], 680, 1, 5, 2950],
  ['新邵县坪上家庭农场', 3, '袁芳', '430522', ['水稻', '烟叶'], 210, 2, 1, 640],
  ['绥宁县青钱柳种植户杨秀英', 1, '杨秀英', '430527', ['青钱柳'], 38, 3, 4, 60],
  ['岳阳县筻口农资门市', 4, '胡志勇', '430621', [], 0, 2, 3, 4800],
  ['平江县三市家庭农场', 3, '钟伟', '430626', ['水稻', '茶叶'], 360, 2, 2, 1320],
  ['汨罗市粮食种植户许长生', 1, '许长生', '430681', ['水稻'], 68, 3, 1, 210],
  ['临湘市黄盖湖水产种养合作社', 2, '方德明', '430682', ['水稻', '小龙虾'], 950, 1, 1, 3880],
  ['安乡县棉花种植户夏金山', 1, '夏金山', '430721', ['棉花'], 52, 3, 2, 90],
  ['澧县城头山家庭农场', 3, '覃立新', '430723', ['水稻', '葡萄'], 430, 1, 5, 2460],
  ['石门县柑橘专业合作社', 2, '向红军', '430726', ['柑橘'], 1580, 1, 1, 5120],
  ['津市市农丰农资店', 4, '熊永红', '430781', [], 0, 2, 3, 3700],
  ['慈利县杜仲种植户卓光辉', 1, '卓光辉', '430821', ['杜仲', '玉米'], 75, 3, 4, 150],
  ['南县稻虾共作合作社', 2, '段春林', '430921', ['水稻', '小龙虾'], 1760, 1, 1, 6600],
  ['桃江县竹乡家庭农场', 3, '汤国庆', '430922', ['蔬菜'], 150, 2, 2, 520],
  ['沅江市草尾镇种植户蔡丽华', 1, '蔡丽华', '430981', ['油菜', '苎麻'], 44, 3, 1, 40],
  ['桂阳县烟叶专业合作社', 2, '黄德胜', '431021', ['烟叶'], 1340, 1, 1, 4580],
  ['宜章县脐橙家庭农场', 3, '邝志明', '431022', ['脐橙'], 390, 2, 5, 1870],
  ['永兴县冰糖橙种植户曹建军', 1, '曹建军', '431023', ['冰糖橙'], 60, 2, 4, 330],
  ['东安县绿源农资店', 4, '蒋小平', '431122', [], 0, 1, 3, 8150],
  ['宁远县烤烟种植户欧阳春', 1, '欧阳春', '431126', ['烟叶'], 88, 2, 2, 270],
  ['道县蔬菜专业合作社', 2, '何跃进', '431124', ['蔬菜', '辣椒'], 720, 1, 1, 2740],
  ['中方县刺葡萄家庭农场', 3, '舒敏', '431221', ['葡萄'], 180, 2, 1, 880],
  ['沅陵县碣滩茶种植户瞿小兰', 1, '瞿小兰', '431222', ['茶叶'], 30, 3, 2, 20],
  ['溆浦县农友农资经营部', 4, '张卫东', '431224', [], 0, 2, 3, 5300],
  ['双峰县水稻种植大户朱红星', 1, '朱红星', '431321', ['水稻'], 150, 2, 1, 690],
  ['凤凰县猕猴桃专业合作社', 2, '田茂林', '433123', ['猕猴桃'], 640, 1, 5, 2180],
  ['永顺县家庭农场彭家寨', 3, '彭世英', '433127', ['柑橘', '茶叶'], 240, 2, 1, 410],
];

const FOLLOWUPS = [
  [1, '电话回访春耕用肥需求，计划采购复合肥 20 吨'],
  [2, '上门查看秧苗长势，建议追施分蘖肥'],
  [3, '微信发送新品缓释肥资料，客户有意向试用'],
  [4, '到店采购除草剂，反馈上次用药效果良好'],
  [2, '现场指导病虫害统防统治，约定下次送药上门'],
  [1, '询问团购价格，等合作社开会后确定数量'],
] as const;

/** Phone of the i-th seeded customer: unique, valid, stable. */
export const seedCustomerPhone = (i: number): string =>
  `13${String(7 + (i % 3))}${String(31000000 + i * 7919).slice(-8)}`;

export async function seedCustomers(q: Queryable, now: Date): Promise<void> {
  const owners = (
    await q.query<{ id: number; realName: string }>(
      `select id, real_name as "realName" from app_user where user_name not in ('admin') order by id limit 5`,
    )
  ).map((r) => r);
  const rows: Parameters<typeof customers.insertMany>[1][number][] = [];
  const today = new Date(now.getTime());
  for (const [i, c] of SEED_CUSTOMERS.entries()) {
    const [name, type, contact, county, crops, areaMu, level, source, points] = c;
    // a village (村) of the county, its cell centre as the map point
    const [v] = await q.query<{ qhdm: string; full: string; lon: number | null; lat: number | null }>(
      `select qhdm, full_name as full, (min_lon + max_lon) / 2 as lon, (min_lat + max_lat) / 2 as lat
       from region where qhdm like $1 and level = 5 and qhmc like '%村' order by qhdm offset $2 limit 1`,
      [`${county}%`, (i * 13) % 40],
    );
    const [k] = v
      ? [v]
      : await q.query<{ qhdm: string; full: string; lon: number | null; lat: number | null }>(
          `select qhdm, full_name as full, (min_lon + max_lon) / 2 as lon, (min_lat + max_lat) / 2 as lat
           from region where qhdm = $1`,
          [county],
        );
    const created = new Date(now.getTime() - (300 - i * 7) * DAY_MS);
    rows.push({
      name,
      type,
      contactName: contact,
      phone: seedCustomerPhone(i),
      qhdm: k?.qhdm ?? county,
      qhmc: k?.full ?? county,
      address: `${contact}家${type === 4 ? '门店' : ''}（村部往东 ${100 + i * 30} 米）`,
      lon: k?.lon == null ? null : Math.round(k.lon * 1e6) / 1e6,
      lat: k?.lat == null ? null : Math.round(k.lat * 1e6) / 1e6,
      crops: [...crops],
      areaMu,
      level,
      source,
      ownerId: owners.length ? (owners[i % owners.length]?.id ?? null) : null,
      status: i === 12 ? 0 : 1,
      points,
      remark: '',
      createTime: created,
      updateTime: created,
    });
  }
  await customers.insertMany(q, rows);

  // Follow-ups: most customers have 1–3; the latest sets next_contact_date (some due today or
  // earlier, some in the coming weeks, some without).
  const ids = (
    await q.query<{ id: number; owner_id: number | null }>('select id, owner_id from customer order by id')
  ).map((r) => r);
  const followups: Parameters<typeof customerFollowups.insertMany>[1][number][] = [];
  for (const [i, c] of ids.entries()) {
    const count = i % 4; // 0..3
    const owner = owners.find((o) => o.id === c.owner_id) ?? owners[0];
    if (!owner) break;
    for (let j = 0; j < count; j++) {
      const f = FOLLOWUPS[(i + j) % FOLLOWUPS.length] as (typeof FOLLOWUPS)[number];
      const daysAgo = (count - j) * 9 + (i % 5);
      const at = new Date(now.getTime() - daysAgo * DAY_MS);
      const latest = j === count - 1;
      // due (−3…0 days) for every third customer, else 2…20 days ahead
      const next = latest
        ? formatDate(new Date(today.getTime() + (i % 3 === 0 ? -(i % 4) : 2 + (i % 19)) * DAY_MS))
        : formatDate(new Date(at.getTime() + 7 * DAY_MS));
      followups.push({
        customerId: c.id,
        type: f[0],
        content: f[1],
        nextContactDate: next,
        creatorId: owner.id,
        creatorName: owner.realName,
        createTime: at,
      });
    }
  }
  await customerFollowups.insertMany(q, followups);
  await q.query(
    `update customer c set last_followup_time = f.create_time, next_contact_date = f.next_contact_date
     from (select distinct on (customer_id) customer_id, create_time, next_contact_date
           from customer_followup order by customer_id, id desc) f
     where f.customer_id = c.id`,
  );

  // Sale items: every stocked SKU on sale at its 售价 (one in the warehouse), packages on sale.
  const specs = await q.query<{ id: number; price: number; stocked: boolean }>(
    `select p.id, p.price_cents as price, exists (select 1 from stock s where s.sku_spec_id = p.id and s.on_hand > s.locked) as stocked
     from sku_spec p join sku k on k.id = p.sku_id where p.status = 1 and k.status = 1 order by p.id`,
  );
  const published = new Date(now.getTime() - 30 * DAY_MS);
  const items: Parameters<typeof saleItems.insertMany>[1][number][] = [];
  let onSale = 0;
  for (const s of specs) {
    if (!s.stocked && items.length >= 10) continue;
    const on = s.stocked && onSale % 5 !== 4;
    if (s.stocked) onSale++;
    items.push({
      kind: 'sku',
      skuSpecId: s.id,
      salePriceCents: s.price,
      limitPerOrder: s.id % 3 === 0 ? 50 : null,
      limitPerCustomer: s.id % 3 === 0 ? 200 : null,
      status: on ? 1 : 0,
      soldCount: on ? (s.id * 37) % 400 : 0,
      onSaleTime: on ? published : null,
      offSaleTime: on ? null : published,
      createTime: published,
      updateTime: published,
    });
  }
  const meals = await q.query<{ id: number; price: number }>(
    'select id, price_cents as price from setmeal where status = 1 order by id',
  );
  for (const [i, m] of meals.entries())
    items.push({
      kind: 'setmeal',
      setmealId: m.id,
      salePriceCents: m.price,
      limitPerOrder: 10,
      limitPerCustomer: null,
      status: i % 3 === 2 ? 0 : 1,
      soldCount: i % 3 === 2 ? 0 : 12 + i * 5,
      onSaleTime: i % 3 === 2 ? null : published,
      offSaleTime: null,
      createTime: published,
      updateTime: published,
    });
  await saleItems.insertMany(q, items);
}
