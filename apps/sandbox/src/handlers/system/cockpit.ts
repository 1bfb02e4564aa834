/**
 * Cockpit figures (驾驶舱数据录入): per year and region, one value per indicator of the `jsczb`
 * dictionary category (unit = the item's value). A save replaces the given rows of the table in
 * one transaction — every row or none — serialised per (year, region) so that two saves at once
 * end in one of the two tables, never a mix.
 */
import type { Queryable } from '../../db/adapter';
import { M } from '../../messages';
import { COCKPIT_CATEGORY } from '../../seed/system';
import { formatDateTime } from '../../util/time';
import { Code } from '../codes';
import { normalizeRegionCode } from '../shared';
import { fail, type OpHandler, ok, requireUser, typedHandlers } from '../types';
import { enabledItems } from './dictionaries';
import { SM } from './messages';
import type { SystemSchema } from './shared';

type CockpitTable = SystemSchema<'CockpitTable'>;

async function regionName(q: Queryable, qhdm: string): Promise<string> {
  const rows = await q.query<{ qhmc: string }>('select qhmc from region where qhdm = $1', [qhdm]);
  return rows[0]?.qhmc ?? fail(Code.NotFound, M.regionNotFound);
}

async function readTable(q: Queryable, year: string, code: string, qhmc: string): Promise<CockpitTable> {
  const indicators = await enabledItems(q, COCKPIT_CATEGORY);
  const values = await q.query<{ indicator_code: string; value: number }>(
    'select indicator_code, value::float8 as value from cockpit_figure where year = $1 and qhdm = $2',
    [year, code],
  );
  const byCode = new Map(values.map((v) => [v.indicator_code, Number(v.value)]));
  const meta = await q.query<{ update_time: Date; updated_by: string }>(
    'select update_time, updated_by from cockpit_table where year = $1 and qhdm = $2',
    [year, code],
  );
  return {
    year,
    qhdm: code,
    qhmc,
    updateTime: meta[0] ? formatDateTime(meta[0].update_time) : null,
    updatedBy: meta[0]?.updated_by ?? null,
    rows: indicators.map((i) => ({
      indicatorCode: i.code,
      indicatorName: i.name,
      unit: i.value,
      value: byCode.get(i.code) ?? null,
    })),
  };
}

/** ≥ 0 and at most two decimals (within floating-point noise of the JSON number). */
export function isCockpitValue(v: number): boolean {
  return Number.isFinite(v) && v >= 0 && v < 1e14 && Math.abs(Math.round(v * 100) - v * 100) < 1e-6;
}

const cockpitFigureGet: OpHandler<'cockpitFigureGet'> = async (ctx) => {
  const q = ctx.query;
  const code = normalizeRegionCode(q.qhdm);
  return ok(await readTable(ctx.db, q.year, code, await regionName(ctx.db, code)));
};

const cockpitFigureSave: OpHandler<'cockpitFigureSave'> = async (ctx) => {
  const b = ctx.body;
  const user = requireUser(ctx);
  const code = normalizeRegionCode(b.qhdm);
  const qhmc = await regionName(ctx.db, code);
  const indicators = new Map((await enabledItems(ctx.db, COCKPIT_CATEGORY)).map((i) => [i.code, i.name]));
  // Every row is checked before anything is written.
  const seen = new Set<string>();
  for (const r of b.rows) {
    const name =
      indicators.get(r.indicatorCode) ?? fail(Code.BadRequest, SM.cockpitUnknownIndicator(r.indicatorCode));
    if (seen.has(r.indicatorCode)) fail(Code.BadRequest, SM.cockpitDuplicateIndicator(name));
    seen.add(r.indicatorCode);
    if (r.value !== null && !isCockpitValue(r.value)) fail(Code.BadRequest, SM.cockpitBadValue(name));
  }
  const table = await ctx.db.transaction(async (tx) => {
    // One save of a (year, region) table at a time.
    await tx.query('select pg_advisory_xact_lock(43000002, hashtext($1))', [`${b.year}:${code}`]);
    const clear = b.rows.filter((r) => r.value === null).map((r) => r.indicatorCode);
    const set = b.rows.filter((r) => r.value !== null);
    if (clear.length)
      await tx.query(
        'delete from cockpit_figure where year = $1 and qhdm = $2 and indicator_code = any($3::text[])',
        [b.year, code, clear],
      );
    for (const r of set) {
      await tx.query(
        `insert into cockpit_figure (year, qhdm, indicator_code, value) values ($1, $2, $3, $4::numeric)
         on conflict (year, qhdm, indicator_code) do update set value = excluded.value`,
        [b.year, code, r.indicatorCode, (Math.round((r.value as number) * 100) / 100).toFixed(2)],
      );
    }
    await tx.query(
      `insert into cockpit_table (year, qhdm, update_time, updated_by) values ($1, $2, $3::timestamptz, $4)
       on conflict (year, qhdm) do update set update_time = excluded.update_time, updated_by = excluded.updated_by`,
      [b.year, code, ctx.app.now().toISOString(), user.realName],
    );
    return readTable(tx, b.year, code, qhmc);
  });
  return ok(table, M.saved);
};

export const COCKPIT_HANDLERS = typedHandlers({ cockpitFigureGet, cockpitFigureSave });
