/**
 * Seed of the operation-support system: the cockpit indicator dictionary (`jsczb`, unit in the
 * item value) and the cockpit figures of 2023 and 2024 for Hunan and its 14 cities (the province
 * is the sum of its cities).
 */
import type { Queryable } from '../db/adapter';
import { Prng } from '../util/prng';
import { DAY_MS } from '../util/time';
import { type ColumnType, insertRows } from './insert';
import { loadRegionSeed } from './regions';

/** Dictionary category of the cockpit indicators. */
export const COCKPIT_CATEGORY = 'jsczb';

/** The indicators: code, name, unit, and the range of a city's yearly figure. */
export const COCKPIT_INDICATORS = [
  { code: 'nzxse', name: '农资销售额', unit: '万元', min: 18_000, max: 160_000, decimals: 2 },
  { code: 'hfgyl', name: '化肥供应量', unit: '吨', min: 42_000, max: 260_000, decimals: 1 },
  { code: 'nygyl', name: '农药供应量', unit: '吨', min: 900, max: 6_500, decimals: 1 },
  { code: 'zzgyl', name: '种子供应量', unit: '吨', min: 1_200, max: 9_800, decimals: 1 },
  { code: 'fwnhs', name: '服务农户数', unit: '户', min: 35_000, max: 420_000, decimals: 0 },
  { code: 'hzssl', name: '合作社数量', unit: '个', min: 260, max: 2_400, decimals: 0 },
  { code: 'nzmds', name: '农资门店数', unit: '个', min: 180, max: 1_600, decimals: 0 },
  { code: 'wlwsbs', name: '物联网设备数', unit: '台', min: 40, max: 900, decimals: 0 },
] as const;

/** The columns of a 字典类别 row. */
export const DIC_CATEGORY_COLUMNS: Record<string, ColumnType> = {
  id: 'int',
  dic_number: 'text',
  dic_name: 'text',
  remark: 'text',
  create_time: 'timestamptz',
  update_time: 'timestamptz',
};

export const COCKPIT_YEARS = ['2023', '2024'] as const;

/** Inserts the cockpit dictionary after the other categories (ids continue theirs) and the figures. */
export async function seedSystem(
  q: Queryable,
  now: Date,
  next: { categoryId: number; entryId: number },
): Promise<void> {
  const created = new Date(now.getTime() - 120 * DAY_MS);
  await insertRows(q, 'dic_category', DIC_CATEGORY_COLUMNS, [
    {
      id: next.categoryId,
      dic_number: COCKPIT_CATEGORY,
      dic_name: '驾驶舱指标',
      remark: '驾驶舱数据录入的指标；值为计量单位',
      create_time: created,
      update_time: created,
    },
  ]);
  await insertRows(
    q,
    'dic_entry',
    {
      id: 'int',
      dic_number: 'text',
      pid: 'int',
      code: 'text',
      name: 'text',
      item_value: 'text',
      sort: 'int',
    },
    COCKPIT_INDICATORS.map((ind, i) => ({
      id: next.entryId + i,
      dic_number: COCKPIT_CATEGORY,
      pid: 0,
      code: ind.code,
      name: ind.name,
      item_value: ind.unit,
      sort: i + 1,
    })),
  );

  const cities = loadRegionSeed().regions.filter((r) => r.level === 2);
  const figures: Record<string, unknown>[] = [];
  const tables: Record<string, unknown>[] = [];
  for (const [y, year] of COCKPIT_YEARS.entries()) {
    const totals = new Map<string, number>();
    for (const city of cities) {
      const prng = new Prng(`cockpit:${year}:${city.qhdm}`);
      for (const ind of COCKPIT_INDICATORS) {
        const scale = 10 ** ind.decimals;
        const raw = prng.float(ind.min, ind.max) * (1 + 0.06 * y);
        const value = Math.round(raw * scale) / scale;
        figures.push({ year, qhdm: city.qhdm, indicator_code: ind.code, value });
        totals.set(ind.code, (totals.get(ind.code) ?? 0) + value);
      }
      tables.push({ year, qhdm: city.qhdm, update_time: new Date(now.getTime() - (400 - y * 365) * DAY_MS) });
    }
    for (const ind of COCKPIT_INDICATORS) {
      figures.push({
        year,
        qhdm: '43',
        indicator_code: ind.code,
        value: Math.round((totals.get(ind.code) ?? 0) * 100) / 100,
      });
    }
    tables.push({ year, qhdm: '43', update_time: new Date(now.getTime() - (399 - y * 365) * DAY_MS) });
  }
  await q.query(
    `insert into cockpit_figure (year, qhdm, indicator_code, value)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::numeric[])`,
    [
      figures.map((f) => f.year),
      figures.map((f) => f.qhdm),
      figures.map((f) => f.indicator_code),
      figures.map((f) => String(f.value)),
    ],
  );
  await insertRows(
    q,
    'cockpit_table',
    { year: 'text', qhdm: 'text', update_time: 'timestamptz', updated_by: 'text' },
    tables.map((t) => ({ ...t, updated_by: '系统管理员' })),
  );
}
