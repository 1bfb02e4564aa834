import { DIVISION_LAYOUTS, divisionFor, MAX_WINDOWS } from '@agrimap/video-sdk';

/** The layouts of the switcher: 1, 4, 9, 16, 25, 36, 49 and 64 windows (square grids). */
export const WALL_LAYOUTS: readonly number[] = DIVISION_LAYOUTS;

/** Most windows of one wall (209 beyond). */
export const MAX_WALL_WINDOWS = MAX_WINDOWS;

/** Columns (and rows) of the square grid of a layout: 1 for 1, 2 for 4 … 8 for 64. */
export function gridSide(layout: number): number {
  return Math.max(1, Math.ceil(Math.sqrt(layout)));
}

/** The smallest layout that shows `count` windows (1 for none, 64 at most). */
export function layoutFor(count: number): number {
  return divisionFor(Math.max(1, Math.min(count, MAX_WALL_WINDOWS)));
}
