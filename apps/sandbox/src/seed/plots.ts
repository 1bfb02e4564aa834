/**
 * Seed of 地块 (migration 014): fields of three cooperatives and two customers in Changsha and
 * Yiyang, each a slightly irregular quadrilateral of 8–60 亩 laid out in rows with a path between
 * them (no two plots of an owner overlap), with their current crop. Area, extent and region are
 * derived exactly as the save handler derives them.
 */
import { interiorPoint, type PlotGeometry, plotArea, plotBbox } from '@agrimap/geo';
import type { Queryable } from '../db/adapter';
import { regionAt } from '../handlers/area/plots';
import { Prng } from '../util/prng';
import { DAY_MS } from '../util/time';

export const PLOT_SEED_TABLES = ['agro_plot'] as const;

interface Block {
  owner: string | { customerIndex: number };
  /** South-west corner of the first plot. */
  origin: [number, number];
  names: readonly string[];
  /** Crop ids (013's seed: 1 水稻, 2 玉米, 3 油菜 …), one per plot, cycled. */
  crops: readonly (number | null)[];
}

const BLOCKS: readonly Block[] = [
  {
    owner: '望城区丰收水稻种植专业合作社',
    origin: [112.8125, 28.3532],
    names: ['丰收一号田', '丰收二号田', '丰收三号田', '丰收四号田', '丰收五号田', '丰收六号田'],
    crops: [1, 1, 1, 3],
  },
  {
    owner: '赫山区绿洲油菜产销合作社',
    origin: [112.3905, 28.5721],
    names: ['绿洲东片', '绿洲西片', '绿洲南片', '绿洲北片'],
    crops: [3, 3, 1],
  },
  {
    owner: '浏阳市柏加苗木专业合作社',
    origin: [113.3762, 28.0421],
    names: ['柏加苗圃甲', '柏加苗圃乙', '柏加苗圃丙'],
    crops: [null],
  },
  {
    owner: { customerIndex: 0 },
    origin: [112.9381, 28.4402],
    names: ['自家水田', '自家旱地'],
    crops: [1, 2],
  },
  { owner: { customerIndex: 1 }, origin: [113.1046, 28.2535], names: ['承包地一块'], crops: [2] },
];

/** A quadrilateral near `sw` of about `w` × `h` degrees, corners nudged by up to 8 %. */
function field(prng: Prng, sw: [number, number], w: number, h: number): PlotGeometry {
  const j = (d: number) => prng.float(-0.08, 0.08) * d;
  const [x, y] = sw;
  const ring: [number, number][] = [
    [x + j(w), y + j(h)],
    [x + w + j(w), y + j(h)],
    [x + w + j(w), y + h + j(h)],
    [x + j(w), y + h + j(h)],
  ].map(([a, b]) => [Math.round((a as number) * 1e6) / 1e6, Math.round((b as number) * 1e6) / 1e6]);
  return { type: 'Polygon', coordinates: [[...ring, ring[0] as [number, number]]] };
}

export async function seedPlots(q: Queryable, now: Date): Promise<void> {
  const customers = await q.query<{ id: number; name: string }>(
    'select id, name from customer order by id limit 2',
  );
  const crops = new Set((await q.query<{ id: number }>('select id from agro_crop')).map((r) => r.id));
  const prng = new Prng('plots');
  let id = 0;
  for (const block of BLOCKS) {
    const customer = typeof block.owner === 'string' ? undefined : customers[block.owner.customerIndex];
    const ownerName = typeof block.owner === 'string' ? block.owner : customer?.name;
    if (ownerName === undefined) continue;
    const ownerKey = customer ? `c:${customer.id}` : `coop:${ownerName}`;
    for (const [i, name] of block.names.entries()) {
      id++;
      const w = prng.float(0.0012, 0.0035);
      const h = prng.float(0.0012, 0.0028);
      // Three plots a row, 0.0045° apart (a path between them).
      const sw: [number, number] = [
        block.origin[0] + (i % 3) * 0.0045,
        block.origin[1] + Math.floor(i / 3) * 0.0036,
      ];
      const geometry = field(prng, sw, w, h);
      const crop = block.crops[i % block.crops.length] ?? null;
      const at = new Date(now.getTime() - (120 - id * 3) * DAY_MS).toISOString();
      await insertPlot(q, {
        id,
        name,
        customerId: customer?.id ?? null,
        ownerName,
        ownerKey,
        geometry,
        cropId: crop !== null && crops.has(crop) ? crop : null,
        at,
      });
    }
  }
}

/** A plot with an explicit id, its area, extent and region derived as the save handler derives them. */
export async function insertPlot(
  q: Queryable,
  p: {
    id: number;
    name: string;
    /** A customer's plot; null for a cooperative's (owner type 2). */
    customerId: number | null;
    ownerName: string;
    ownerKey: string;
    geometry: PlotGeometry;
    cropId: number | null;
    /** Created and updated (ISO). */
    at: string;
  },
): Promise<void> {
  const region = regionAt(interiorPoint(p.geometry));
  await q.query(
    `insert into agro_plot (id, name, owner_type, customer_id, owner_name, owner_key, geometry, area_m2,
       min_lon, min_lat, max_lon, max_lat, qhdm, qhmc, crop_id, remark, create_time, update_time)
     values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, $11, $12, $13, $14, $15, '', $16, $16)`,
    [
      p.id,
      p.name,
      p.customerId === null ? 2 : 1,
      p.customerId,
      p.ownerName,
      p.ownerKey,
      JSON.stringify(p.geometry),
      plotArea(p.geometry).squareMetres,
      ...plotBbox(p.geometry),
      region.qhdm,
      region.qhmc,
      p.cropId,
      p.at,
    ],
  );
}
