/** Administrative regions: detail, drill-down, tree (with boundaries), search. */
import type { Queryable } from '../../db/adapter';
import { col, defineEntity, type RecordOf, rawSql, run, sql } from '../../db/entity';
import { M } from '../../messages';
import { Code } from '../codes';
import { normalizeRegionCode } from '../shared';
import { ok, typedHandlers } from '../types';

export const LEVEL_NAMES = ['province', 'city', 'county', 'township', 'village'] as const;

export const regions = defineEntity({
  table: 'region',
  key: 'qhdm',
  columns: {
    qhdm: col.text('qhdm'),
    qhmc: col.text('qhmc'),
    sjqhdm: col.text('sjqhdm').nullable(),
    level: col.smallint('level'),
    fullName: col.text('full_name'),
    hasChildren: col.bool('has_children'),
    minLon: col.float('min_lon').nullable(),
    minLat: col.float('min_lat').nullable(),
    maxLon: col.float('max_lon').nullable(),
    maxLat: col.float('max_lat').nullable(),
  },
  notFound: { msg: M.regionNotFound, code: Code.NotFound },
  orderBy: 't.qhdm',
});

type RegionRecord = RecordOf<typeof regions>;

const bboxOf = (r: RegionRecord): [number, number, number, number] | null =>
  r.minLon === null || r.minLat === null || r.maxLon === null || r.maxLat === null
    ? null
    : [r.minLon, r.minLat, r.maxLon, r.maxLat];

const toChild = (r: RegionRecord) => ({
  qhdm: r.qhdm,
  qhmc: r.qhmc,
  sjqhdm: r.sjqhdm,
  bbox: bboxOf(r),
  hasChildren: r.hasChildren,
});
const levelName = (r: RegionRecord) => LEVEL_NAMES[r.level - 1] as (typeof LEVEL_NAMES)[number];
const toRegion = (r: RegionRecord) => ({ ...toChild(r), level: levelName(r) });

const regionOf = (q: Queryable, qhdm: string) => regions.get(q, normalizeRegionCode(qhdm));
const childrenOf = (q: Queryable, qhdm: string) => regions.all(q, { filter: { sjqhdm: qhdm } });

export const REGION_HANDLERS = typedHandlers({
  async regionDetail(ctx) {
    return ok(toRegion(await regionOf(ctx.db, String(ctx.query.qhdm))));
  },

  async regionDrillDown(ctx) {
    const region = await regionOf(ctx.db, String(ctx.query.qhdm));
    return ok((await childrenOf(ctx.db, region.qhdm)).map(toChild));
  },

  async regionTree(ctx) {
    const region = await regionOf(ctx.db, String(ctx.query.qhdm));
    const children = await childrenOf(ctx.db, region.qhdm);
    const geo = new Map<string, unknown>();
    if (ctx.query.havGeojson === true) {
      const g = await ctx.db.query<{ qhdm: string; geojson: unknown }>(
        'select qhdm, geojson from region_geometry where qhdm = any($1::text[])',
        [[region.qhdm, ...children.map((r) => r.qhdm)]],
      );
      for (const r of g) geo.set(r.qhdm, r.geojson);
    }
    const node = (r: RegionRecord) => ({
      ...toRegion(r),
      ...(geo.has(r.qhdm) ? { geojson: geo.get(r.qhdm) } : {}),
    });
    return ok({ ...node(region), children: children.map(node) });
  },

  async regionSearch(ctx) {
    const q = ctx.query;
    const prefix = q.prefix === undefined ? undefined : normalizeRegionCode(String(q.prefix));
    const rows = (
      await run<Record<string, unknown>>(
        ctx.db,
        sql`select ${rawSql(regions.selectList)} from region t
             where strpos(t.qhmc, ${String(q.keyword)}) > 0
               and (${prefix ?? null}::text is null or left(t.qhdm, length(${prefix ?? null}::text)) = ${prefix ?? null}::text)
             order by t.level, t.qhdm limit ${Number(q.limit ?? 20)}`,
      )
    ).map(regions.toApi);
    return ok(
      rows.map((r) => ({
        qhdm: r.qhdm,
        qhmc: r.qhmc,
        sjqhdm: r.sjqhdm,
        level: levelName(r),
        fullName: r.fullName,
      })),
    );
  },
});
