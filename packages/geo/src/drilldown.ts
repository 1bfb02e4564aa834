import { nextLevel, type RegionLevel, regionLevel } from './regions';

/** A closed range of map zoom levels. */
export interface ZoomBand {
  /** Smallest zoom of the band. */
  readonly min: number;
  /** Largest zoom of the band. */
  readonly max: number;
}

/**
 * Zoom band of each level (SPEC §4): the zooms at which a region of that level is the one being
 * looked at. Neighbouring bands overlap on purpose (nation 0–4 and province 2–5 …).
 */
export const ZOOM_BANDS: Readonly<Record<RegionLevel, ZoomBand>> = Object.freeze({
  nation: Object.freeze({ min: 0, max: 4 }),
  province: Object.freeze({ min: 2, max: 5 }),
  city: Object.freeze({ min: 5, max: 7 }),
  county: Object.freeze({ min: 7, max: 9 }),
  township: Object.freeze({ min: 9, max: 11.3 }),
  village: Object.freeze({ min: 11, max: 17 }),
});

/** Zoom used to show a village when its bounds are not known (SPEC §4). */
export const VILLAGE_DEFAULT_ZOOM = 13.1;

/** The zoom band of a level. */
export function zoomBand(level: RegionLevel): ZoomBand {
  return ZOOM_BANDS[level];
}

/**
 * The level whose regions a map at `zoom` shows: the deepest level whose band has started
 * (band.min ≤ zoom). Because the bands overlap this partitions the zoom axis at the band minima:
 * [0, 2) nation, [2, 5) province, [5, 7) city, [7, 9) county, [9, 11) township, [11, ∞) village.
 *
 * @example levelForZoom(6) // 'city'
 */
export function levelForZoom(zoom: number): RegionLevel {
  if (zoom >= ZOOM_BANDS.village.min) return 'village';
  if (zoom >= ZOOM_BANDS.township.min) return 'township';
  if (zoom >= ZOOM_BANDS.county.min) return 'county';
  if (zoom >= ZOOM_BANDS.city.min) return 'city';
  if (zoom >= ZOOM_BANDS.province.min) return 'province';
  return 'nation';
}

/** Where a drill-down into a region goes. */
export interface DrillDownTarget {
  /** The (clicked) region's code. */
  readonly code: string;
  /** The region's level. */
  readonly level: RegionLevel;
  /** The level of the children shown after the drill-down; `null` for villages. */
  readonly childLevel: RegionLevel | null;
  /** The zoom band the camera must end in. */
  readonly band: ZoomBand;
  /** The zoom to use. */
  readonly zoom: number;
  /** Whether `zoom` came from fitting the region's bounds (`false`: a default was used). */
  readonly fitted: boolean;
}

/**
 * Plans the camera for a drill-down into `code` (a click on a region highlights its border and
 * zooms in so that its children become the shown level). `fitZoom` is the zoom at which the map
 * engine would fit the region's bounds (e.g. maplibre's `cameraForBounds(...).zoom`); it is clamped
 * to the region's band. Without it the band's minimum is used — except for villages, which use
 * {@link VILLAGE_DEFAULT_ZOOM} (13.1).
 *
 * Returns `null` for an invalid code.
 *
 * @example drillDownTarget('4301', 8.2).zoom // 7 (city band 5–7)
 */
export function drillDownTarget(code: string, fitZoom?: number): DrillDownTarget | null {
  const level = regionLevel(code);
  if (level === null) return null;
  const band = ZOOM_BANDS[level];
  const fitted = fitZoom !== undefined && Number.isFinite(fitZoom);
  const zoom = fitted
    ? Math.min(band.max, Math.max(band.min, fitZoom))
    : level === 'village'
      ? VILLAGE_DEFAULT_ZOOM
      : band.min;
  return { code, level, childLevel: nextLevel(code), band, zoom, fitted };
}
