import type { Polygon, Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import {
  closed,
  interiorPoint,
  MU_SQUARE_METRES,
  overlapArea,
  overlapRatio,
  plotArea,
  plotGeometryProblem,
  selfIntersections,
  squareMetresToMu,
  withinChina,
} from './plots';

const R = 6_371_008.8; // turf's sphere
const rad = (d: number) => (d * Math.PI) / 180;
/** Area of a lon/lat rectangle on the sphere: R² · Δλ · (sin φ2 − sin φ1). */
const sphereRect = (w: number, e: number, s: number, n: number) =>
  R * R * rad(e - w) * (Math.sin(rad(n)) - Math.sin(rad(s)));

const poly = (...ring: Position[]): Polygon => ({ type: 'Polygon', coordinates: [ring] });
const rect = (w: number, s: number, e: number, n: number): Polygon =>
  poly([w, s], [e, s], [e, n], [w, n], [w, s]);

describe('plot area', () => {
  it('1 亩 is 10000/15 m²', () => {
    expect(MU_SQUARE_METRES).toBeCloseTo(666.6667, 4);
    expect(squareMetresToMu(10_000)).toBe(15);
  });

  it('a field near Changsha: 19.60 亩, as computed by hand on the sphere', () => {
    const { squareMetres, mu } = plotArea(rect(112.8, 28.3, 112.801, 28.3012));
    expect(squareMetres).toBeCloseTo(sphereRect(112.8, 112.801, 28.3, 28.3012), 3);
    expect(squareMetres).toBeCloseTo(13063.76, 1);
    expect(mu).toBeCloseTo(19.5956, 3);
  });

  it('a square of 0.001° on the equator: 12364.35 m² = 18.55 亩', () => {
    const { squareMetres, mu } = plotArea(rect(0, 0, 0.001, 0.001));
    expect(squareMetres).toBeCloseTo(12364.35, 1);
    expect(mu).toBeCloseTo(18.5465, 3);
  });

  it('a right triangle is half its rectangle; a hole is subtracted', () => {
    const tri = poly([112.9, 28.2], [112.902, 28.2], [112.902, 28.201], [112.9, 28.2]);
    expect(plotArea(tri).mu).toBeCloseTo(16.345, 2);
    const withHole: Polygon = {
      type: 'Polygon',
      coordinates: [
        rect(112.8, 28.3, 112.802, 28.302).coordinates[0] as Position[],
        [...(rect(112.8005, 28.3005, 112.8015, 28.3015).coordinates[0] as Position[])].reverse(),
      ],
    };
    const full = sphereRect(112.8, 112.802, 28.3, 28.302);
    const hole = sphereRect(112.8005, 112.8015, 28.3005, 28.3015);
    expect(plotArea(withHole).squareMetres).toBeCloseTo(full - hole, 1);
  });
});

describe('plot validity', () => {
  it('accepts a square, an unclosed ring and repeated points', () => {
    expect(plotGeometryProblem(rect(112.8, 28.3, 112.801, 28.301))).toBeNull();
    expect(plotGeometryProblem(poly([0, 0], [1, 0], [1, 1], [0, 1]))).toBeNull();
    expect(plotGeometryProblem(poly([0, 0], [1, 0], [1, 0], [1, 1], [0, 1], [0, 0]))).toBeNull();
  });

  it('refuses a bow-tie and reports where it crosses', () => {
    const bowTie = poly([0, 0], [1, 1], [1, 0], [0, 1], [0, 0]);
    expect(plotGeometryProblem(bowTie)).toBe('selfIntersection');
    expect(selfIntersections(bowTie)).toEqual([[0.5, 0.5]]);
  });

  it('refuses a ring touching itself, a spike folding back and a hole crossing the outer ring', () => {
    // vertex (1,0.5)… the ring passes through (1,1) twice
    const touching = poly([0, 0], [2, 0], [2, 2], [1, 1], [0, 2], [1, 1], [0, 0]);
    expect(plotGeometryProblem(touching)).toBe('selfIntersection');
    const spike = poly([0, 0], [2, 0], [3, 0], [2, 0.0], [2, 2], [0, 2], [0, 0]);
    expect(plotGeometryProblem(spike)).toBe('selfIntersection');
    const badHole: Polygon = {
      type: 'Polygon',
      coordinates: [
        rect(0, 0, 2, 2).coordinates[0] as Position[],
        rect(1, 1, 3, 1.5).coordinates[0] as Position[],
      ],
    };
    expect(plotGeometryProblem(badHole)).toBe('selfIntersection');
  });

  it('names the other problems', () => {
    expect(plotGeometryProblem({ type: 'LineString', coordinates: [] })).toBe('notPolygon');
    expect(plotGeometryProblem(null)).toBe('notPolygon');
    expect(plotGeometryProblem(poly([0, 0], [1, 0], [0, 0]))).toBe('tooFewPoints');
    expect(plotGeometryProblem(poly([0, 0], [1, Number.NaN], [1, 1]))).toBe('coordinate');
    expect(plotGeometryProblem(poly([0, 0], [200, 0], [1, 1]))).toBe('coordinate');
    expect(plotGeometryProblem(poly([0, 0], [1, 0], [2, 0], [0, 0]))).toBe('selfIntersection');
  });
});

describe('plot overlap', () => {
  const a = rect(112.8, 28.3, 112.802, 28.302);

  it('is 0 for plots apart or sharing an edge', () => {
    expect(overlapArea(a, rect(112.81, 28.3, 112.812, 28.302))).toBe(0);
    expect(overlapRatio(a, rect(112.802, 28.3, 112.804, 28.302))).toBeCloseTo(0, 6);
  });

  it('is the shared area over the smaller plot', () => {
    // b covers the east quarter of a's width: 25 % of a, and 25 % of b (same size)
    const b = rect(112.8015, 28.3, 112.8035, 28.302);
    expect(overlapArea(a, b)).toBeCloseTo(sphereRect(112.8015, 112.802, 28.3, 28.302), 0);
    expect(overlapRatio(a, b)).toBeCloseTo(0.25, 3);
    // a thin sliver of 0.00001° across a (the smaller plot, 0.002° wide): 0.5 %
    const sliver = rect(112.80199, 28.3, 112.805, 28.302);
    expect(overlapRatio(a, sliver)).toBeCloseTo(0.005, 5);
    // a small plot inside a large one overlaps 100 % either way round
    const inner = rect(112.8005, 28.3005, 112.8006, 28.3006);
    expect(overlapRatio(a, inner)).toBeCloseTo(1, 6);
    expect(overlapRatio(inner, a)).toBeCloseTo(1, 6);
  });
});

describe('interior point and closing', () => {
  it('is the centroid of a convex plot and inside a U-shaped one', () => {
    const [x, y] = interiorPoint(rect(0, 0, 2, 2));
    expect(x).toBeCloseTo(1, 9);
    expect(y).toBeCloseTo(1, 9);
    const u = poly([0, 0], [3, 0], [3, 3], [2, 3], [2, 1], [1, 1], [1, 3], [0, 3], [0, 0]);
    const p = interiorPoint(u);
    expect(plotGeometryProblem(u)).toBeNull();
    expect(p[1]).toBeGreaterThan(0);
    expect(p[0] < 1 || p[0] > 2 || p[1] < 1).toBe(true);
  });

  it('closes rings', () => {
    expect(closed(poly([0, 0], [1, 0], [1, 1])).coordinates[0]).toEqual([
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 0],
    ]);
  });

  it('tells whether a plot lies within China (73–136° E, 3–54° N)', () => {
    expect(withinChina(poly([112.9, 28.2], [112.902, 28.2], [112.902, 28.201], [112.9, 28.2]))).toBe(true);
    expect(withinChina(poly([0, 0], [1, 0], [1, 1], [0, 0]))).toBe(false);
    expect(withinChina(poly([135.9, 53.9], [136.1, 53.9], [136, 54], [135.9, 53.9]))).toBe(false);
    expect(
      withinChina({
        type: 'MultiPolygon',
        coordinates: [
          [
            [
              [112.9, 28.2],
              [112.91, 28.2],
              [112.91, 28.21],
              [112.9, 28.2],
            ],
          ],
          [
            [
              [72.9, 28.2],
              [73.1, 28.2],
              [73.1, 28.21],
              [72.9, 28.2],
            ],
          ],
        ],
      }),
    ).toBe(false);
  });
});
