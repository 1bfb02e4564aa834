import { rectanglePolygon } from '@agrimap/geo';
import type { RegionTreeNode } from '../api/regions';

/** A rectangle polygon from its west, south, east and north edges. */
export const box = (w: number, s: number, e: number, n: number) => rectanglePolygon([w, s], [e, n]).geometry;

/** A region as its parent lists it (without its own children). */
type RegionChild = RegionTreeNode['children'][number];

/**
 * A region of the tree for tests: its boundary is its bounding box (a region without a box has
 * no boundary either). Add `children` with a spread where the test loads the region itself.
 */
export function regionNode(
  qhdm: string,
  qhmc: string,
  sjqhdm: string | null,
  level: RegionTreeNode['level'],
  bbox: [number, number, number, number] | null,
  hasChildren = true,
): RegionChild {
  const node: RegionChild = { qhdm, qhmc, sjqhdm, bbox, hasChildren, level };
  return bbox ? { ...node, geojson: box(...bbox) } : node;
}
