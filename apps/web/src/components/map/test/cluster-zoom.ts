import { expect } from 'vitest';
import type { FakeMap } from './fake-map';

/**
 * Clicks cluster `clusterId` of `layer` and checks the camera eases to `center` at the cluster's
 * expansion zoom (11 in the fake map).
 */
export async function expectClusterZoom(
  map: FakeMap,
  layer: string,
  clusterId: number,
  center: [number, number],
): Promise<void> {
  map.clickCluster(layer, clusterId, center);
  await new Promise((r) => setTimeout(r, 0));
  expect(map.cameraCalls.at(-1)).toMatchObject({ method: 'easeTo', options: { center, zoom: 11 } });
}
