/**
 * The provider state of the operation-support (system server) interactions of the contract tests:
 * fixed records with fixed ids that the pacts name, (re)made before each interaction so any order of
 * replay works — a dictionary category with exactly two items, an empty category, a cockpit figure
 * and an operation-log record — and the numbers and codes the "add" interactions use are free.
 */
import type { Queryable } from '../db/adapter';
import { COCKPIT_CATEGORY } from '../seed/system';

export const SYSTEM_FIXTURES = {
  category: { id: 9501, dicNumber: 'pact_dic', dicName: '契约测试分类' },
  /** Deleted by dicCategoryDelete. */
  emptyCategory: { id: 9502, dicNumber: 'pact_empty', dicName: '契约空分类' },
  /** Added by dicCategoryAdd. */
  newCategory: { dicNumber: 'pact_new', dicName: '契约新增分类' },
  /** The two (and only) top-level items of the category, in this order. */
  items: [
    { id: 9511, code: 'pact_a', name: '契约测试项甲', value: '甲' },
    { id: 9512, code: 'pact_b', name: '契约测试项乙', value: '乙' },
  ],
  /** Added by dicItemAdd. */
  newItemCode: 'pact_c',
  cockpit: { year: '2024', qhdm: '43', indicatorCode: 'nzxse', value: 1285630.25 },
  log: { loginname: 'pact_logger', realname: '契约日志员', operaname: '契约测试操作' },
} as const;

/** Makes the fixtures true (upserts with fixed ids). */
export async function setUpSystemFixtures(tx: Queryable, now: Date): Promise<Record<string, unknown>> {
  const F = SYSTEM_FIXTURES;
  const iso = now.toISOString();
  const numbers = [F.category.dicNumber, F.emptyCategory.dicNumber, F.newCategory.dicNumber];
  await tx.query('delete from dic_entry where dic_number = any($1::text[])', [numbers]);
  await tx.query('delete from dic_category where dic_number = any($1::text[]) or id = any($2::int4[])', [
    numbers,
    [F.category.id, F.emptyCategory.id],
  ]);
  for (const c of [F.category, F.emptyCategory])
    await tx.query(
      `insert into dic_category (id, dic_number, dic_name, remark, create_time, update_time)
       values ($1, $2, $3, '契约测试', $4::timestamptz, $4::timestamptz)`,
      [c.id, c.dicNumber, c.dicName, iso],
    );
  await tx.query('delete from dic_entry where id = any($1::int4[])', [F.items.map((i) => i.id)]);
  for (const [sort, i] of F.items.entries())
    await tx.query(
      `insert into dic_entry (id, dic_number, pid, code, name, item_value, sort, status) values ($1, $2, 0, $3, $4, $5, $6, 1)`,
      [i.id, F.category.dicNumber, i.code, i.name, i.value, sort + 1],
    );
  // The cockpit indicator is enabled and has a value.
  await tx.query(`update dic_entry set status = 1 where dic_number = $1 and code = $2`, [
    COCKPIT_CATEGORY,
    F.cockpit.indicatorCode,
  ]);
  await tx.query(
    `insert into cockpit_figure (year, qhdm, indicator_code, value) values ($1, $2, $3, $4::numeric)
     on conflict (year, qhdm, indicator_code) do update set value = excluded.value`,
    [F.cockpit.year, F.cockpit.qhdm, F.cockpit.indicatorCode, String(F.cockpit.value)],
  );
  await tx.query(
    `insert into op_log (userid, loginname, realname, operaname, create_time, ip)
     select '9', $1, $2, $3, $4::timestamptz, '10.43.8.101'
      where not exists (select 1 from op_log where loginname = $1 and operaname = $3)`,
    [F.log.loginname, F.log.realname, F.log.operaname, iso],
  );
  return { categoryId: F.category.id, itemIds: F.items.map((i) => i.id) };
}
