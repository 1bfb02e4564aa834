import { drillDownTarget } from '@agrimap/geo';
import type { Map as MaplibreMap } from 'maplibre-gl';

/** `[minLon, minLat, maxLon, maxLat]`. */
export type Bbox = [number, number, number, number];

/** A usable extent: four finite numbers, west ≤ east, south ≤ north; anything else is empty. */
export function validBbox(bbox: readonly number[] | null | undefined): Bbox | null {
  if (bbox?.length !== 4 || !bbox.every((n) => Number.isFinite(n))) return null;
  const [w, s, e, n] = bbox as Bbox;
  if (w > e || s > n) return null;
  return [w, s, e, n];
}

export interface CameraTarget {
  center: [number, number];
  zoom: number;
}

/**
 * Where the camera goes to show region `code` (SPEC §4 drill-down): the zoom that fits its extent,
 * clamped to the zoom band of the region's level (nation 0–4, province 2–5, city 5–7, county 7–9,
 * township 9–11.3, village 11–17); a village without extent uses 13.1 at `fallbackCenter`.
 * Returns null when there is neither an extent nor a fallback centre.
 */
export function regionCamera(
  map: Pick<MaplibreMap, 'cameraForBounds'>,
  code: string,
  bbox: Bbox | null,
  fallbackCenter?: [number, number],
): CameraTarget | null {
  const fit = bbox
    ? map.cameraForBounds(
        [
          [bbox[0], bbox[1]],
          [bbox[2], bbox[3]],
        ],
        { padding: 40 },
      )
    : undefined;
  const target = drillDownTarget(code, fit?.zoom);
  if (!target) return null;
  let center: [number, number] | undefined;
  if (fit?.center) {
    const c = fit.center as { lng: number; lat: number } | [number, number];
    center = Array.isArray(c) ? [c[0], c[1]] : [c.lng, c.lat];
  } else if (bbox) {
    center = [(bbox[0] + bbox[2]) / 2, (bbox[1] + bbox[3]) / 2];
  } else {
    center = fallbackCenter;
  }
  return center ? { center, zoom: target.zoom } : null;
}
