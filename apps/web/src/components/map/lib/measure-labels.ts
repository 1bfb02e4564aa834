import { measureArea, measureLine, measurePoint } from '@agrimap/geo';
import type { Feature, LineString, Point, Polygon, Position } from 'geojson';

/** What a label measures. */
export type MeasureKind = 'area' | 'segment' | 'point';

/** One measuring label of a drawn shape (SPEC §4). */
export interface MeasureLabel {
  /** Id of the drawn feature the label belongs to. */
  featureId: string;
  kind: MeasureKind;
  /** Position among the feature's labels (segment number for lines). */
  index: number;
  /** Square metres, metres, or — for points — the longitude. */
  value: number;
  /** The text shown on the map and in the results list. */
  text: string;
  /** Where the label sits, `[lon, lat]`. */
  position: [number, number];
}

function ringLabelPosition(ring: readonly Position[]): [number, number] {
  // Average of the distinct vertices: inside for the convex shapes people draw to measure.
  const pts =
    ring.length > 1 && ring[0]?.[0] === ring.at(-1)?.[0] && ring[0]?.[1] === ring.at(-1)?.[1]
      ? ring.slice(0, -1)
      : ring;
  let x = 0;
  let y = 0;
  for (const p of pts) {
    x += p[0] ?? 0;
    y += p[1] ?? 0;
  }
  return [x / Math.max(1, pts.length), y / Math.max(1, pts.length)];
}

function isPair(value: unknown): value is [number, number] {
  return Array.isArray(value) && typeof value[0] === 'number' && typeof value[1] === 'number';
}

/**
 * The measuring labels of a drawn feature (SPEC §4), computed with `@agrimap/geo`:
 * polygons (also rectangles and circles) → one area label in m²; lines → one length label per
 * segment in metres to 2 decimals; points → longitude/latitude to 4 decimals. Anything else, or a
 * shape not yet valid (too few points), has no labels.
 */
export function measureLabels(feature: Feature): MeasureLabel[] {
  const featureId = String(feature.id ?? '');
  const geometry = feature.geometry;
  try {
    if (geometry?.type === 'Polygon') {
      const polygon = geometry as Polygon;
      const { value, label } = measureArea(polygon);
      const center = feature.properties?.center;
      const position = isPair(center) ? center : ringLabelPosition(polygon.coordinates[0] ?? []);
      return [{ featureId, kind: 'area', index: 0, value, text: label, position }];
    }
    if (geometry?.type === 'LineString') {
      return measureLine(geometry as LineString).segments.map((s, index) => ({
        featureId,
        kind: 'segment' as const,
        index,
        value: s.value,
        text: s.label,
        position: s.midpoint,
      }));
    }
    if (geometry?.type === 'Point') {
      const [lon = Number.NaN, lat = Number.NaN] = (geometry as Point).coordinates;
      const m = measurePoint(lon, lat);
      return [{ featureId, kind: 'point', index: 0, value: m.lon, text: m.label, position: [m.lon, m.lat] }];
    }
  } catch {
    return []; // e.g. a polygon with fewer than three distinct points
  }
  return [];
}
