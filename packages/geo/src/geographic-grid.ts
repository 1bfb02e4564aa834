/**
 * The CGCS2000 geographic tile grid (EPSG:4490; also used for EPSG:4326 — the two datums agree to
 * centimetres) of the map server's WMTS-style basemap. It is the matrix set China's national
 * platform Tianditu publishes as `c`: origin at (−180°, 90°), 256 px tiles, level 1 is 2 × 1 tiles
 * of 180° × 180°, every further level halves the resolution, so level z holds 2^z × 2^(z−1)
 * tiles of 180° / 2^(z−1) each. At level z a pixel spans 1.40625° / 2^z — the same number of
 * degrees per pixel as Web Mercator zoom z at the equator, which is how the zoom bands of SPEC §4
 * translate to this grid's resolutions ({@link geographicResolution}).
 */
import { MAX_ZOOM, TILE_SIZE } from './map-constants';

/** Identifier of the matrix set (Tianditu's name for the CGCS2000 geographic set). */
export const GEOGRAPHIC_MATRIX_SET = 'c';

/** Top-left corner of the grid, `[lon, lat]` degrees. */
export const GEOGRAPHIC_GRID_ORIGIN: readonly [lon: number, lat: number] = Object.freeze([-180, 90] as const);

/** Smallest tile-matrix level of the grid (level 0 would not be square tiles). */
export const GEOGRAPHIC_MIN_LEVEL = 1;

/** Largest tile-matrix level the map server serves. */
export const GEOGRAPHIC_MAX_LEVEL = MAX_ZOOM;

/** Degrees per pixel of a map at (possibly fractional) zoom `z` on the geographic grid. */
export function geographicResolution(z: number): number {
  return 360 / TILE_SIZE / 2 ** z;
}

/** The (fractional) zoom whose resolution is `resolution` degrees per pixel. */
export function geographicZoom(resolution: number): number {
  return Math.log2(360 / TILE_SIZE / resolution);
}

/**
 * Resolutions of the grid's levels, index = level, from 0 (one 360° view at 256 px, not a tile
 * level) to {@link GEOGRAPHIC_MAX_LEVEL}: what a tile-grid or view of a map engine takes.
 */
export function geographicResolutions(maxLevel = GEOGRAPHIC_MAX_LEVEL): number[] {
  return Array.from({ length: maxLevel + 1 }, (_, z) => geographicResolution(z));
}

/** Columns and rows of tile-matrix level `z`. */
export function geographicMatrixSize(z: number): { cols: number; rows: number } {
  return { cols: 2 ** z, rows: 2 ** (z - 1) };
}

/** Whether `(z, row, col)` names a tile of the grid. */
export function isGeographicTile(z: number, row: number, col: number): boolean {
  if (!Number.isInteger(z) || z < GEOGRAPHIC_MIN_LEVEL || z > GEOGRAPHIC_MAX_LEVEL) return false;
  const { cols, rows } = geographicMatrixSize(z);
  return Number.isInteger(row) && Number.isInteger(col) && row >= 0 && col >= 0 && row < rows && col < cols;
}

/** Bounds `[west, south, east, north]` (degrees) of the tile at level `z`, row `row`, column `col`. */
export function geographicTileBounds(
  z: number,
  row: number,
  col: number,
): [west: number, south: number, east: number, north: number] {
  const span = 180 / 2 ** (z - 1);
  const west = GEOGRAPHIC_GRID_ORIGIN[0] + col * span;
  const north = GEOGRAPHIC_GRID_ORIGIN[1] - row * span;
  return [west, north - span, west + span, north];
}

/** The tile `{row, col}` at level `z` that holds `[lon, lat]`. */
export function geographicTileAt(z: number, lon: number, lat: number): { row: number; col: number } {
  const span = 180 / 2 ** (z - 1);
  return {
    col: Math.floor((lon - GEOGRAPHIC_GRID_ORIGIN[0]) / span),
    row: Math.floor((GEOGRAPHIC_GRID_ORIGIN[1] - lat) / span),
  };
}
