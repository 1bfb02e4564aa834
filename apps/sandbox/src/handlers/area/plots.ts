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
import { firstId } from '../../db/rows';
import { M } from '../../messages';
import { loadRegionSeed } from '../../seed/regions';
import { type Bbox, pointInGeometry } from '../../util/geo';
import { formatDateTime } from '../../util/time';
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

interface PlotRow {
  id: number;
  name: string;
  owner_type: 1 | 2;
  customer_id: number | null;
  owner_name: string;
  geometry: PlotGeometry;
  area_m2: number;
  min_lon: number;
  min_lat: number;
  max_lon: number;
  max_lat: number;
  qhdm: string;
  qhmc: string;
  crop_id: number | null;
  crop_name: string | null;
  remark: string;
  create_time: Date | string;
  update_time: Date | string;
}

const asDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));

function toPlot(r: PlotRow) {
  const areaM2 = Number(r.area_m2);
  return {
    id: r.id,
    name: r.name,
    ownerType: r.owner_type,
    customerId: r.customer_id,
    ownerName: r.owner_name,
    cropId: r.crop_id,
    cropName: r.crop_name,
    areaM2: round2(areaM2),
    areaMu: round2(squareMetresToMu(areaM2)),
    qhdm: r.qhdm,
    qhmc: r.qhmc,
    bbox: [Number(r.min_lon), Number(r.min_lat), Number(r.max_lon), Number(r.max_lat)],
    geometry: r.geometry,
    remark: r.remark,
    createTime: formatDateTime(asDate(r.create_time)),
    updateTime: formatDateTime(asDate(r.update_time)),
  };
}

type Filter = Omit<BodyOf<'massifList'>, 'page' | 'pageSize'>;

function whereOf(f: Filter): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  const add = (cond: string, value: unknown) => {
    params.push(value);
    parts.push(cond.replace('?', `$${params.length}`));
  };
  if (f.name?.trim()) add('p.name ilike ?', `%${f.name.trim()}%`);
  if (f.ownerName?.trim()) add('p.owner_name ilike ?', `%${f.ownerName.trim()}%`);
  if (f.customerId !== undefined) add('p.customer_id = ?', f.customerId);
  if (f.qhdm) add('p.qhdm like ?', `${f.qhdm}%`);
  if (f.cropId !== undefined) add('p.crop_id = ?', f.cropId);
  return { sql: parts.length ? `where ${parts.join(' and ')}` : '', params };
}

const SELECT = `select p.*, c.name as crop_name from agro_plot p left join agro_crop c on c.id = p.crop_id`;

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
  const candidates = await q.query<{ id: number; name: string; geometry: PlotGeometry }>(
    `select id, name, geometry from agro_plot
     where owner_key = $1 and id <> $2 and min_lon <= $5 and max_lon >= $3 and min_lat <= $6 and max_lat >= $4
     order by id`,
    [key, id, box[0], box[1], box[2], box[3]],
  );
  for (const other of candidates) {
    const ratio = overlapRatio(geometry, other.geometry);
    if (ratio > PLOT_MAX_OVERLAP_RATIO) fail(Code.Conflict, PLOT_MSG.overlap(other.name, ratio * 100));
  }
}

export const PLOT_HANDLERS = typedHandlers({
  async massifList(ctx) {
    const { page, pageSize, ...filter } = ctx.body;
    const w = whereOf(filter);
    const rows = await ctx.db.query<PlotRow & { total: number }>(
      `${SELECT.replace('select p.*,', 'select p.*, count(*) over ()::int as total,')} ${w.sql}
       order by p.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`,
      w.params,
    );
    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && page > 1) {
      const n = await ctx.db.query<{ n: number }>(
        `select count(*)::int as n from agro_plot p ${w.sql}`,
        w.params,
      );
      total = n[0]?.n ?? 0;
    }
    return ok({ records: rows.map(toPlot), total });
  },

  async massifFeatures(ctx) {
    const w = whereOf(ctx.body);
    const rows = await ctx.db.query<{
      id: number;
      name: string;
      owner_name: string;
      area_m2: number;
      geometry: PlotGeometry;
      total: number;
    }>(
      `select p.id, p.name, p.owner_name, p.area_m2, p.geometry, count(*) over ()::int as total
       from agro_plot p ${w.sql} order by p.id desc limit ${PLOT_FEATURE_LIMIT}`,
      w.params,
    );
    return ok({
      total: rows[0]?.total ?? 0,
      features: rows.map((r) => ({
        id: r.id,
        name: r.name,
        ownerName: r.owner_name,
        areaMu: round2(squareMetresToMu(Number(r.area_m2))),
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
      const now = ctx.app.now().toISOString();
      const values = [
        b.name.trim(),
        b.ownerType,
        owner.customerId,
        owner.name,
        owner.key,
        JSON.stringify(geometry),
        areaM2,
        box[0],
        box[1],
        box[2],
        box[3],
        region.qhdm,
        region.qhmc,
        cropId,
        (b.remark ?? '').trim(),
        now,
      ];
      let id = b.id;
      if (id === undefined) {
        const inserted = await tx.query<{ id: number }>(
          `insert into agro_plot (name, owner_type, customer_id, owner_name, owner_key, geometry, area_m2,
             min_lon, min_lat, max_lon, max_lat, qhdm, qhmc, crop_id, remark, create_time, update_time)
           values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $16)
           returning id`,
          values,
        );
        id = firstId(inserted, 'insert into agro_plot');
      } else {
        await tx.query(
          `update agro_plot set name = $1, owner_type = $2, customer_id = $3, owner_name = $4, owner_key = $5,
             geometry = $6::jsonb, area_m2 = $7, min_lon = $8, min_lat = $9, max_lon = $10, max_lat = $11,
             qhdm = $12, qhmc = $13, crop_id = $14, remark = $15, update_time = $16
           where id = $17`,
          [...values, id],
        );
      }
      const saved = await tx.query<PlotRow>(`${SELECT} where p.id = $1`, [id]);
      return ok(toPlot(saved[0] as PlotRow), b.id === undefined ? M.added : M.saved);
    });
  },

  async massifDelete(ctx) {
    const rows = await ctx.db.query('delete from agro_plot where id = $1 returning id', [ctx.body.id]);
    if (rows.length === 0) fail(Code.NotFound, PLOT_MSG.notFound);
    return ok(null, M.deleted);
  },
});
