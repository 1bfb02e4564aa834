/**
 * Provider state "the plot fixtures exist" (contract verification of 地块列表): plot 9801
 * 契约测试地块 of the cooperative 契约测试合作社 (about 20 亩 near 望城), restored on every set-up;
 * no other plot of that cooperative, so the name 契约新增地块 and the ground east of 9801 are free.
 */
import { interiorPoint, type PlotGeometry, plotArea, plotBbox } from '@agrimap/geo';
import type { Queryable } from '../db/adapter';
import { regionAt } from '../handlers/area/plots';

export const PLOT_FIXTURES = {
  plot: 9801,
  name: '契约测试地块',
  owner: '契约测试合作社',
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [112.7, 28.4],
        [112.701, 28.4],
        [112.701, 28.4012],
        [112.7, 28.4012],
        [112.7, 28.4],
      ],
    ],
  } as PlotGeometry,
} as const;

export async function setUpPlotFixtures(tx: Queryable, now: Date): Promise<Record<string, unknown>> {
  const F = PLOT_FIXTURES;
  await tx.query('delete from agro_plot where id = $1 or owner_key = $2', [F.plot, `coop:${F.owner}`]);
  const box = plotBbox(F.geometry);
  const region = regionAt(interiorPoint(F.geometry));
  await tx.query(
    `insert into agro_plot (id, name, owner_type, customer_id, owner_name, owner_key, geometry, area_m2,
       min_lon, min_lat, max_lon, max_lat, qhdm, qhmc, crop_id, remark, create_time, update_time)
     values ($1, $2, 2, null, $3, $4, $5::jsonb, $6, $7, $8, $9, $10, $11, $12, null, '', $13, $13)`,
    [
      F.plot,
      F.name,
      F.owner,
      `coop:${F.owner}`,
      JSON.stringify(F.geometry),
      plotArea(F.geometry).squareMetres,
      box[0],
      box[1],
      box[2],
      box[3],
      region.qhdm,
      region.qhmc,
      now.toISOString(),
    ],
  );
  return {};
}
