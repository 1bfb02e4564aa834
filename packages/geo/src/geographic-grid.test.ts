import { describe, expect, it } from 'vitest';
import {
  geographicMatrixSize,
  geographicResolution,
  geographicTileAt,
  geographicTileBounds,
  geographicZoom,
  isGeographicTile,
} from './geographic-grid';

describe('CGCS2000 geographic tile grid (matrix set c)', () => {
  it('level 1 is two tiles of 180° × 180°', () => {
    expect(geographicMatrixSize(1)).toEqual({ cols: 2, rows: 1 });
    expect(geographicTileBounds(1, 0, 0)).toEqual([-180, -90, 0, 90]);
    expect(geographicTileBounds(1, 0, 1)).toEqual([0, -90, 180, 90]);
    expect(geographicResolution(1)).toBeCloseTo(0.703125, 12);
  });

  it('finds the tile of Changsha at level 7 and its bounds hold it', () => {
    const { row, col } = geographicTileAt(7, 112.94, 28.23);
    expect({ row, col }).toEqual({ row: 21, col: 104 });
    const [w, s, e, n] = geographicTileBounds(7, row, col);
    expect(w).toBeLessThanOrEqual(112.94);
    expect(e).toBeGreaterThan(112.94);
    expect(s).toBeLessThanOrEqual(28.23);
    expect(n).toBeGreaterThan(28.23);
  });

  it('translates zooms to resolutions and back', () => {
    expect(geographicZoom(geographicResolution(7.5))).toBeCloseTo(7.5, 12);
  });

  it('knows which tiles exist', () => {
    expect(isGeographicTile(1, 0, 1)).toBe(true);
    expect(isGeographicTile(1, 1, 0)).toBe(false);
    expect(isGeographicTile(0, 0, 0)).toBe(false);
    expect(isGeographicTile(19, 0, 0)).toBe(false);
    expect(isGeographicTile(3, 3, 7)).toBe(true);
    expect(isGeographicTile(3, 4, 7)).toBe(false);
  });
});
