import { distance } from '@turf/distance';
import type { Feature, Polygon } from 'geojson';
import { describe, expect, it } from 'vitest';
import { isGeoError } from './errors';
import { DEFAULT_CIRCLE_RADIUS_METRES } from './map-constants';
import {
  circlePolygon,
  formatArea,
  formatLength,
  formatLonLat,
  measureArea,
  measureLine,
  measurePoint,
  rectanglePolygon,
} from './measure';

/** Twice the planar signed area of a ring (shoelace): positive for counter-clockwise rings. */
function shoelace(ring: number[][]): number {
  let twice = 0;
  for (let i = 1; i < ring.length; i++) {
    const p = ring[i - 1] as number[];
    const q = ring[i] as number[];
    twice += (p[0] as number) * (q[1] as number) - (q[0] as number) * (p[1] as number);
  }
  return twice;
}

// turf's sphere: mean Earth radius in metres.
const R = 6371008.8;
const DEG = 180 / Math.PI;

describe('area labels', () => {
  it('labels a 1 km × 1 km square on the equator as 1,000,000 m²', () => {
    // Side 1000 m = 1000/R rad along the equator and along the meridian. On a sphere the area of a
    // lon/lat rectangle is R²·Δλ·(sin φ2 − sin φ1) = R²·(1000/R)·2·sin(500/R) ≈ 999999.99897 m².
    const d = (1000 / R) * DEG;
    const square = [
      [0, -d / 2],
      [d, -d / 2],
      [d, d / 2],
      [0, d / 2],
    ];
    const hand = R * R * (1000 / R) * 2 * Math.sin(500 / R);
    const m = measureArea(square);
    expect(Math.abs(m.value - hand)).toBeLessThan(1e-6);
    expect(Math.abs(m.value - 1_000_000)).toBeLessThan(0.01);
    expect(m.label).toBe('面积：1000000.00 平方米');
  });

  it('labels a 1 km square at Changsha’s latitude by the same formula', () => {
    const phi1 = 28.2 / DEG;
    const phi2 = phi1 + 1000 / R;
    const dl = 1000 / (R * Math.cos((phi1 + phi2) / 2));
    const lon = 112.9;
    const polygon: Polygon = {
      type: 'Polygon',
      coordinates: [
        [
          [lon, phi1 * DEG],
          [lon + dl * DEG, phi1 * DEG],
          [lon + dl * DEG, phi2 * DEG],
          [lon, phi2 * DEG],
          [lon, phi1 * DEG],
        ],
      ],
    };
    const hand = R * R * dl * (Math.sin(phi2) - Math.sin(phi1));
    const m = measureArea({ type: 'Feature', properties: {}, geometry: polygon });
    expect(Math.abs(m.value - hand)).toBeLessThan(1e-3);
    expect(m.label).toBe(formatArea(hand));
    expect(m.label).toBe('面积：1000000.00 平方米');
  });

  it('subtracts holes and sums multipolygons', () => {
    const d = (1000 / R) * DEG;
    const outer = [
      [0, 0],
      [2 * d, 0],
      [2 * d, 2 * d],
      [0, 2 * d],
      [0, 0],
    ];
    const hole = [
      [d / 2, d / 2],
      [d / 2, (3 * d) / 2],
      [(3 * d) / 2, (3 * d) / 2],
      [(3 * d) / 2, d / 2],
      [d / 2, d / 2],
    ];
    const withHole = measureArea({ type: 'Polygon', coordinates: [outer, hole] }).value;
    expect(withHole / 1e6).toBeCloseTo(3, 4);
    const multi = measureArea({ type: 'MultiPolygon', coordinates: [[outer], [hole]] }).value;
    expect(multi / 1e6).toBeCloseTo(5, 4);
  });

  it('rejects degenerate input with typed errors', () => {
    expect(() =>
      measureArea([
        [0, 0],
        [1, 1],
      ]),
    ).toThrow(/至少需要三个/);
    let caught: unknown;
    try {
      measureArea({ type: 'Point', coordinates: [0, 0] } as unknown as Polygon);
    } catch (e) {
      caught = e;
    }
    expect(isGeoError(caught, 'INVALID_GEOJSON')).toBe(true);
  });
});

describe('segment labels', () => {
  it('labels the sides of a 3-4-5 km right triangle', () => {
    // Legs along the equator (4000 m) and a meridian (3000 m) meet at a right angle; the spherical
    // Pythagoras gives the hypotenuse: cos(c/R) = cos(4000/R)·cos(3000/R) → c ≈ 4999.99988 m.
    const a = (4000 / R) * DEG;
    const b = (3000 / R) * DEG;
    const m = measureLine([
      [0, 0],
      [a, 0],
      [0, b],
      [0, 0],
    ]);
    const hyp = R * Math.acos(Math.cos(4000 / R) * Math.cos(3000 / R));
    expect(m.segments.map((s) => s.label)).toEqual(['4000.00 米', '5000.00 米', '3000.00 米']);
    expect(Math.abs((m.segments[0]?.value as number) - 4000)).toBeLessThan(1e-6);
    expect(Math.abs((m.segments[1]?.value as number) - hyp)).toBeLessThan(1e-5);
    expect(Math.abs((m.segments[2]?.value as number) - 3000)).toBeLessThan(1e-6);
    expect(m.total.label).toBe('总长：12000.00 米');
    expect(m.segments[1]?.midpoint).toEqual([a / 2, b / 2]);
    // And its area is ½·3000·4000 m² to within a square metre.
    const area = measureArea([
      [0, 0],
      [a, 0],
      [0, b],
    ]);
    expect(Math.abs(area.value - 6_000_000)).toBeLessThan(1);
  });

  it('rounds lengths to 2 decimals', () => {
    expect(formatLength(1234.5678)).toBe('1234.57 米');
    expect(formatLength(0)).toBe('0.00 米');
  });

  it('accepts a LineString feature and rejects one-point lines', () => {
    const m = measureLine({
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'LineString',
        coordinates: [
          [0, 0],
          [0, (500 / R) * DEG],
        ],
      },
    });
    expect(m.segments).toHaveLength(1);
    expect(m.segments[0]?.label).toBe('500.00 米');
    expect(() => measureLine([[0, 0]])).toThrow(/至少需要两个点/);
    expect(() =>
      measureLine([
        [0, 0],
        [Number.NaN, 1],
      ]),
    ).toThrow(/坐标无效/);
  });
});

describe('point labels', () => {
  it('shows longitude and latitude to 4 decimals', () => {
    expect(measurePoint(112.93884, 28.22817)).toEqual({
      lon: 112.93884,
      lat: 28.22817,
      label: '经度：112.9388，纬度：28.2282',
    });
    expect(formatLonLat(-0.00004, 0)).toBe('经度：-0.0000，纬度：0.0000');
  });
});

describe('circle and rectangle', () => {
  it('builds a closed 2 km circle by default, every vertex 2 km from the centre', () => {
    const centre: [number, number] = [112.9388, 28.2282];
    const c = circlePolygon(centre);
    const ring = c.geometry.coordinates[0] as number[][];
    expect(DEFAULT_CIRCLE_RADIUS_METRES).toBe(2000);
    expect(ring).toHaveLength(65);
    expect(ring[0]).toEqual(ring[64]);
    expect(shoelace(ring)).toBeGreaterThan(0);
    for (const p of ring)
      expect(Math.abs(distance(centre, p, { units: 'meters' }) - 2000)).toBeLessThan(1e-6);
    const area = measureArea(c).value;
    expect(area / (Math.PI * 2000 * 2000)).toBeGreaterThan(0.99);
    expect(area / (Math.PI * 2000 * 2000)).toBeLessThan(1);
  });

  it('takes a radius and step count, and rejects bad radii', () => {
    const ring = circlePolygon([0, 0], 500, 8).geometry.coordinates[0] as number[][];
    expect(ring).toHaveLength(9);
    expect(() => circlePolygon([0, 0], 0)).toThrow(/半径/);
    expect(() => circlePolygon([0, 0], Number.NaN)).toThrow(/半径/);
  });

  it('builds a counter-clockwise rectangle from any two opposite corners', () => {
    const expected: Feature<Polygon> = {
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [112, 28],
            [113, 28],
            [113, 29],
            [112, 29],
            [112, 28],
          ],
        ],
      },
    };
    expect(rectanglePolygon([112, 28], [113, 29])).toEqual(expected);
    expect(rectanglePolygon([113, 28], [112, 29])).toEqual(expected);
    expect(rectanglePolygon([113, 29], [112, 28])).toEqual(expected);
    expect(shoelace(expected.geometry.coordinates[0] as number[][])).toBeGreaterThan(0);
    expect(() => rectanglePolygon([Number.NaN, 1], [2, 2])).toThrow(/坐标无效/);
  });
});
