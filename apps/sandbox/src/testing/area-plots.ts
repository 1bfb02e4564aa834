/**
 * Provider state "the plot fixtures exist" (contract verification of 地块列表): plot 9801
 * 契约测试地块 of the cooperative 契约测试合作社 (about 20 亩 near 望城), restored on every set-up;
 * no other plot of that cooperative, so the name 契约新增地块 and the ground east of 9801 are free.
 */
import type { PlotGeometry } from '@agrimap/geo';
import type { Queryable } from '../db/adapter';
import { insertPlot } from '../seed/plots';

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
  await insertPlot(tx, {
    id: F.plot,
    name: F.name,
    customerId: null,
    ownerName: F.owner,
    ownerKey: `coop:${F.owner}`,
    geometry: F.geometry,
    cropId: null,
    at: now.toISOString(),
  });
  return {};
}
