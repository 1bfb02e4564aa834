import type { PlotGeometry } from '@agrimap/geo';

export type Bbox = [number, number, number, number];

/** The extent of some plots, or null for none. */
export function boundsOfPlots(plots: readonly { geometry: PlotGeometry }[]): Bbox | null {
  const box: Bbox = [Infinity, Infinity, -Infinity, -Infinity];
  for (const p of plots) {
    const polygons = p.geometry.type === 'Polygon' ? [p.geometry.coordinates] : p.geometry.coordinates;
    for (const poly of polygons)
      for (const [x, y] of poly[0] ?? []) {
        if ((x as number) < box[0]) box[0] = x as number;
        if ((y as number) < box[1]) box[1] = y as number;
        if ((x as number) > box[2]) box[2] = x as number;
        if ((y as number) > box[3]) box[3] = y as number;
      }
  }
  return Number.isFinite(box[0]) ? box : null;
}

/**
 * How far (degrees, about 5 km) a plot may lie from the first one to share the first view. Fields
 * are tens to hundreds of metres across: framing plots spread over a province (or two cities)
 * opens the map at zoom 7–9, where a field is a pixel and nothing is seen.
 */
export const FIRST_VIEW_RADIUS = 0.05;

/**
 * The first view of 地块列表's map: the first plot of the list (the newest) and its neighbours
 * within `FIRST_VIEW_RADIUS` — a field-scale view where the fills and outlines show — or every
 * plot when they all lie that close. Null without plots.
 */
export function firstViewOfPlots(plots: readonly { geometry: PlotGeometry }[]): Bbox | null {
  const first = plots[0] ? boundsOfPlots([plots[0]]) : null;
  if (!first) return null;
  const cx = (first[0] + first[2]) / 2;
  const cy = (first[1] + first[3]) / 2;
  const near = plots.filter((p) => {
    const b = boundsOfPlots([p]);
    return (
      b !== null &&
      Math.abs((b[0] + b[2]) / 2 - cx) <= FIRST_VIEW_RADIUS &&
      Math.abs((b[1] + b[3]) / 2 - cy) <= FIRST_VIEW_RADIUS
    );
  });
  return boundsOfPlots(near);
}
