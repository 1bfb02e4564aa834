/**
 * 地块列表 (/agroService/massif/list): plots drawn on the map, owned by a customer of 客户管理 or a
 * cooperative. The server derives each plot's area (m² and 亩), extent and region from its
 * geometry and refuses a self-intersecting boundary (地块边界不能自相交) or an overlap with
 * another plot of the same owner beyond 1 % of the smaller plot (R-18.5). Geometry checks are
 * `@agrimap/geo`'s, the same the page runs while drawing.
 */
import {
  closedPlotGeometry,
  interiorPoint,
  overlapRatio,
  PLOT_GEOMETRY_MESSAGES,
  PLOT_MAX_OVERLAP_RATIO,
  type PlotGeometry,
  plotArea,
  plotBbox,
  plotGeometryProblem,
  round2,
  squareMetresToMu,
} from '@agrimap/geo';
import type { Queryable } from '../../db/adapter';
import { col, defineEntity, type RecordOf, type Sql, sql } from '../../db/entity';
import { M } from '../../messages';
import { loadRegionSeed } from '../../seed/regions';
import { type Bbox, pointInGeometry } from '../../util/geo';
import { Code } from '../codes';
import { type BodyOf, fail, ok, typedHandlers } from '../types';

export const PLOT_MSG = {
  notFound: '地块不存在',
  unknownCustomer: '客户不存在',
  unknownCrop: '作物不存在',
  ownerNameRequired: '请输入合作社名称',
  customerRequired: '请选择客户',
  overlap: (name: string, pct: number) =>
    `与地块「${name}」重叠 ${pct.toFixed(1)}%，同一所有者的地块重叠不能超过 1%`,
} as const;

/** The most plots the map call answers. */
export const PLOT_FEATURE_LIMIT = 10_000;

/** 地块 (plots): the geometry with its derived area, extent and region; the owner's key for the overlap check. */
export const plots = defineEntity({
  table: 'agro_plot',
  key: 'id',
  columns: {
    id: col.int('id').defaulted(),
    name: col.text('name'),
    ownerType: col.smallint('owner_type'),
    customerId: col.int('customer_id').nullable(),
    ownerName: col.text('owner_name'),
    ownerKey: col.text('owner_key'),
    geometry: col.json<PlotGeometry>('geometry'),
    areaM2: col.float('area_m2'),
    minLon: col.float('min_lon'),
    minLat: col.float('min_lat'),
    maxLon: col.float('max_lon'),
    maxLat: col.float('max_lat'),
    qhdm: col.text('qhdm').defaulted(),
    qhmc: col.text('qhmc').defaulted(),
    cropId: col.int('crop_id').nullable(),
    remark: col.text('remark').defaulted(),
    createTime: col.time('create_time'),
    updateTime: col.time('update_time'),
  },
  computed: {
    cropName: col.text('(select c.name from agro_crop c where c.id = t.crop_id)').nullable(),
  },
  notFound: { msg: PLOT_MSG.notFound, code: Code.NotFound },
  orderBy: 't.id desc',
});

function toPlot(r: RecordOf<typeof plots>) {
  return {
    id: r.id,
    name: r.name,
    ownerType: r.ownerType,
    customerId: r.customerId,
    ownerName: r.ownerName,
    cropId: r.cropId,
    cropName: r.cropName,
    areaM2: round2(r.areaM2),
    areaMu: round2(squareMetresToMu(r.areaM2)),
    qhdm: r.qhdm,
    qhmc: r.qhmc,
    bbox: [r.minLon, r.minLat, r.maxLon, r.maxLat],
    geometry: r.geometry,
    remark: r.remark,
    createTime: r.createTime,
    updateTime: r.updateTime,
  };
}

type Filter = Omit<BodyOf<'massifList'>, 'page' | 'pageSize'>;

/** The list and map filter: names by substring (any case), the region by prefix, owner and crop by id. */
function filterOf(f: Filter) {
  const where: Sql[] = [];
  if (f.name?.trim()) where.push(sql`t.name ilike ${`%${f.name.trim()}%`}`);
  if (f.ownerName?.trim()) where.push(sql`t.owner_name ilike ${`%${f.ownerName.trim()}%`}`);
  if (f.qhdm) where.push(sql`t.qhdm like ${`${f.qhdm}%`}`);
  return { filter: { customerId: f.customerId, cropId: f.cropId }, where };
}

// ── region from the geometry ────────────────────────────────────────────────────────────────

interface RegionIndex {
  counties: { qhdm: string; box: Bbox; hasPolygon: boolean }[];
  children: Map<string, { qhdm: string; box: Bbox }[]>;
  fullName: Map<string, string>;
}
let regionIndex: RegionIndex | undefined;

function regions(): RegionIndex {
  if (regionIndex) return regionIndex;
  const seed = loadRegionSeed();
  const children = new Map<string, { qhdm: string; box: Bbox }[]>();
  const fullName = new Map<string, string>();
  const counties: RegionIndex['counties'] = [];
  for (const r of seed.regions) {
    fullName.set(r.qhdm, r.fullName);
    if (!r.bbox) continue;
    if (r.qhdm.length === 6)
      counties.push({ qhdm: r.qhdm, box: r.bbox, hasPolygon: seed.geometries.has(r.qhdm) });
    if (r.sjqhdm && r.qhdm.length > 6) {
      const list = children.get(r.sjqhdm) ?? [];
      list.push({ qhdm: r.qhdm, box: r.bbox });
      children.set(r.sjqhdm, list);
    }
  }
  // Counties with a boundary first: a polygon beats a development zone's drawn box.
  counties.sort((a, b) => Number(b.hasPolygon) - Number(a.hasPolygon));
  regionIndex = { counties, children, fullName };
  return regionIndex;
}

const inBox = ([x, y]: [number, number], b: Bbox) => x >= b[0] && x <= b[2] && y >= b[1] && y <= b[3];

/**
 * The deepest region holding a point: the county whose boundary contains it, then the township
 * and village whose extent does. `{ qhdm: '', qhmc: '' }` outside the region data (Hunan).
 */
export function regionAt(p: [number, number]): { qhdm: string; qhmc: string } {
  const idx = regions();
  const geometries = loadRegionSeed().geometries;
  const county = idx.counties.find((c) => {
    if (!inBox(p, c.box)) return false;
    const g = geometries.get(c.qhdm);
    return g ? pointInGeometry(p, g) : true;
  });
  if (!county) return { qhdm: '', qhmc: '' };
  let code = county.qhdm;
  for (;;) {
    const next = (idx.children.get(code) ?? []).find((c) => inBox(p, c.box));
    if (!next) break;
    code = next.qhdm;
  }
  return { qhdm: code, qhmc: idx.fullName.get(code) ?? '' };
}

// ── checks ─────────────────────────────────────────────────────────────────────────────────

async function ownerOf(
  q: Queryable,
  b: BodyOf<'massifSave'>,
): Promise<{ customerId: number | null; name: string; key: string }> {
  if (b.ownerType === 1) {
    if (b.customerId === undefined) return fail(Code.BadRequest, PLOT_MSG.customerRequired);
    const rows = await q.query<{ name: string }>('select name from customer where id = $1', [b.customerId]);
    const c = rows[0] ?? fail(Code.BadRequest, PLOT_MSG.unknownCustomer);
    return { customerId: b.customerId, name: c.name, key: `c:${b.customerId}` };
  }
  const name = (b.ownerName ?? '').trim();
  if (!name) fail(Code.BadRequest, PLOT_MSG.ownerNameRequired);
  return { customerId: null, name, key: `coop:${name}` };
}

/** Refuses an overlap beyond 1 % with another plot of the same owner (nothing is changed). */
async function checkOverlap(q: Queryable, key: string, geometry: PlotGeometry, box: Bbox, id: number) {
  const candidates = await plots.all(q, {
    filter: { ownerKey: key },
    where: [
      sql`t.id <> ${id}`,
      sql`t.min_lon <= ${box[2]} and t.max_lon >= ${box[0]} and t.min_lat <= ${box[3]} and t.max_lat >= ${box[1]}`,
    ],
    orderBy: 't.id',
  });
  for (const other of candidates) {
    const ratio = overlapRatio(geometry, other.geometry);
    if (ratio > PLOT_MAX_OVERLAP_RATIO) fail(Code.Conflict, PLOT_MSG.overlap(other.name, ratio * 100));
  }
}

export const PLOT_HANDLERS = typedHandlers({
  async massifList(ctx) {
    const { page, pageSize, ...filter } = ctx.body;
    const { records, total } = await plots.list(ctx.db, {
      ...filterOf(filter),
      page: { limit: pageSize, offset: (page - 1) * pageSize },
    });
    return ok({ records: records.map(toPlot), total });
  },

  async massifFeatures(ctx) {
    const { records, total } = await plots.list(ctx.db, {
      ...filterOf(ctx.body),
      page: { limit: PLOT_FEATURE_LIMIT, offset: 0 },
    });
    return ok({
      total,
      features: records.map((r) => ({
        id: r.id,
        name: r.name,
        ownerName: r.ownerName,
        areaMu: round2(squareMetresToMu(r.areaM2)),
        geometry: r.geometry,
      })),
    });
  },

  async massifSave(ctx) {
    const b = ctx.body;
    const problem = plotGeometryProblem(b.geometry);
    if (problem) fail(Code.BadRequest, PLOT_GEOMETRY_MESSAGES[problem]);
    const geometry = closedPlotGeometry(b.geometry as PlotGeometry);
    const areaM2 = plotArea(geometry).squareMetres;
    const box = plotBbox(geometry);
    const region = regionAt(interiorPoint(geometry));
    return ctx.db.transaction(async (tx) => {
      if (b.id !== undefined) {
        const found = await tx.query('select id from agro_plot where id = $1 for update', [b.id]);
        if (found.length === 0) fail(Code.NotFound, PLOT_MSG.notFound);
      }
      const owner = await ownerOf(tx, b);
      const cropId = b.cropId ?? null;
      if (cropId !== null) {
        const crop = await tx.query('select id from agro_crop where id = $1', [cropId]);
        if (crop.length === 0) fail(Code.BadRequest, PLOT_MSG.unknownCrop);
      }
      await checkOverlap(tx, owner.key, geometry, box, b.id ?? 0);
      const now = ctx.app.now();
      const values = {
        name: b.name.trim(),
        ownerType: b.ownerType,
        customerId: owner.customerId,
        ownerName: owner.name,
        ownerKey: owner.key,
        geometry,
        areaM2,
        minLon: box[0],
        minLat: box[1],
        maxLon: box[2],
        maxLat: box[3],
        qhdm: region.qhdm,
        qhmc: region.qhmc,
        cropId,
        remark: (b.remark ?? '').trim(),
        updateTime: now,
      };
      const saved =
        b.id === undefined
          ? await plots.insert(tx, { ...values, createTime: now })
          : await plots.patch(tx, b.id, values);
      return ok(toPlot(saved), b.id === undefined ? M.added : M.saved);
    });
  },

  async massifDelete(ctx) {
    await plots.remove(ctx.db, ctx.body.id);
    return ok(null, M.deleted);
  },
});
