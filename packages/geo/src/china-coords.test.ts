import fc from 'fast-check';
import gcoord from 'gcoord';
import type { Feature, LineString } from 'geojson';
import { describe, expect, it } from 'vitest';
import {
  bd09ToGcj02,
  bd09ToWgs84,
  type CoordSystem,
  gcj02ToBd09,
  gcj02ToWgs84,
  isOutOfChina,
  transformCoord,
  transformCoords,
  transformGeoJson,
  webMercatorToWgs84,
  wgs84ToBd09,
  wgs84ToGcj02,
  wgs84ToWebMercator,
} from './china-coords';
import { isGeoError } from './errors';

const near = (actual: readonly number[], expected: readonly number[], tol: number) => {
  expect(Math.abs((actual[0] as number) - (expected[0] as number))).toBeLessThan(tol);
  expect(Math.abs((actual[1] as number) - (expected[1] as number))).toBeLessThan(tol);
};

// Points inside China (away from the edge of the GCJ-02 box, so that inverses stay inside it).
const chinaLon = fc.double({ min: 74, max: 134, noNaN: true });
const chinaLat = fc.double({ min: 4, max: 53, noNaN: true });

describe('reference pairs', () => {
  // Source: googollee/eviltransform, javascript/test.js — "wgsLat, wgsLng, gcjLat, gcjLng" for
  // Shanghai, Shenzhen and Beijing (the library compares to 6 decimals; the values have 14).
  const evil: [wgsLat: number, wgsLng: number, gcjLat: number, gcjLng: number][] = [
    [31.1774276, 121.5272106, 31.17530398364597, 121.531541859215],
    [22.543847, 113.912316, 22.540796131694766, 113.9171764808363],
    [39.911954, 116.377817, 39.91334545536069, 116.38404722455657],
  ];
  it.each(evil)('WGS84 (%f, %f) → GCJ-02 and back', (wLat, wLng, gLat, gLng) => {
    near(wgs84ToGcj02(wLng, wLat), [gLng, gLat], 1e-9);
    // The exact inverse lands on the WGS84 point within 1e-9° (0.1 mm).
    near(gcj02ToWgs84(gLng, gLat), [wLng, wLat], 1e-9);
  });

  // Source: hujiulong/gcoord, test/unit/crs/{WGS84,GCJ02,BD09}.spec.ts — all from the point
  // [123, 45], compared there with toBeCloseTo(…, 5), i.e. |Δ| < 5e-6.
  const gcoordCases: [CoordSystem, CoordSystem, [number, number]][] = [
    ['WGS84', 'GCJ02', [123.00607541, 45.00197815]],
    ['WGS84', 'BD09', [123.0124491, 45.0083293]],
    ['WGS84', 'EPSG3857', [13692297.367572648, 5621521.486192066]],
    ['GCJ02', 'WGS84', [122.99395597, 44.99804071]],
    ['GCJ02', 'BD09', [123.00636499, 45.00636899]],
    ['GCJ02', 'EPSG3857', [13691624.549486386, 5621213.042452029]],
    ['BD09', 'GCJ02', [122.99363304, 44.9936543]],
    ['BD09', 'WGS84', [122.9876221, 44.9917154]],
    ['BD09', 'EPSG3857', [13690919.46621167, 5620217.339885741]],
  ];
  it.each(gcoordCases)('[123, 45] %s → %s', (from, to, expected) => {
    const tol = to === 'EPSG3857' ? 1 : 5e-6; // metres vs degrees; gcoord's own inverses are approximate
    near(transformCoord([123, 45], from, to), expected, tol);
  });

  it('Web Mercator matches the gcoord reference including the clamped poles', () => {
    // Same source as above: WGS84 → EPSG3857 of [123, 45] and of [180, 90] / [-180, -90].
    near(wgs84ToWebMercator(123, 45), [13692297.367572648, 5621521.486192066], 1e-6);
    near(wgs84ToWebMercator(180, 90), [20037508.342789244, 20037508.342789244], 1e-6);
    near(wgs84ToWebMercator(-180, -90), [-20037508.342789244, -20037508.342789244], 1e-6);
    near(wgs84ToWebMercator(0, 0), [0, 0], 1e-9);
  });
});

describe('outside China', () => {
  it.each([
    [2.3522, 48.8566], // Paris
    [-74.006, 40.7128], // New York
    [139.6917, 35.6895], // Tokyo (east of the box)
    [100, 0.5], // south of the box
  ])('GCJ-02 equals WGS84 at (%f, %f)', (lon, lat) => {
    expect(isOutOfChina(lon, lat)).toBe(true);
    expect(wgs84ToGcj02(lon, lat)).toEqual([lon, lat]);
    expect(gcj02ToWgs84(lon, lat)).toEqual([lon, lat]);
  });

  it('applies inside the box', () => {
    expect(isOutOfChina(112.9388, 28.2282)).toBe(false);
    const [lon, lat] = wgs84ToGcj02(112.9388, 28.2282);
    expect(Math.abs(lon - 112.9388) + Math.abs(lat - 28.2282)).toBeGreaterThan(1e-3);
  });
});

describe('properties', () => {
  it('WGS84 → GCJ-02 → WGS84 returns the input within 1e-9° (0.1 mm)', () => {
    fc.assert(
      fc.property(chinaLon, chinaLat, (lon, lat) => {
        const [x, y] = wgs84ToGcj02(lon, lat);
        near(gcj02ToWgs84(x, y), [lon, lat], 1e-9);
      }),
      { numRuns: 2000 },
    );
  });

  it('GCJ-02 → BD-09 → GCJ-02 and WGS84 → BD-09 → WGS84 return the input', () => {
    fc.assert(
      fc.property(chinaLon, chinaLat, (lon, lat) => {
        const [bx, by] = gcj02ToBd09(lon, lat);
        near(bd09ToGcj02(bx, by), [lon, lat], 1e-9);
        const [cx, cy] = wgs84ToBd09(lon, lat);
        near(bd09ToWgs84(cx, cy), [lon, lat], 1e-9);
      }),
      { numRuns: 2000 },
    );
  });

  it('WGS84 → EPSG:3857 → WGS84 returns the input', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.double({ min: -85, max: 85, noNaN: true }),
        (lon, lat) => {
          const [x, y] = wgs84ToWebMercator(lon, lat);
          near(webMercatorToWgs84(x, y), [lon, lat], 1e-9);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('agrees with gcoord (independent implementation) on the forward formulas', () => {
    fc.assert(
      fc.property(chinaLon, chinaLat, (lon, lat) => {
        near(wgs84ToGcj02(lon, lat), gcoord.transform([lon, lat], gcoord.WGS84, gcoord.GCJ02), 1e-9);
        near(gcj02ToBd09(lon, lat), gcoord.transform([lon, lat], gcoord.GCJ02, gcoord.BD09), 1e-9);
        // gcoord's inverses stop at 1e-6°, and its BD-09 inverse is the one-step approximation.
        near(gcj02ToWgs84(lon, lat), gcoord.transform([lon, lat], gcoord.GCJ02, gcoord.WGS84), 2e-6);
        near(bd09ToGcj02(lon, lat), gcoord.transform([lon, lat], gcoord.BD09, gcoord.GCJ02), 2e-6);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('arrays and GeoJSON', () => {
  it('converts arrays into new pairs without touching the input', () => {
    const input = Object.freeze([Object.freeze([121.5272106, 31.1774276]), Object.freeze([2.35, 48.85])]);
    const out = transformCoords(input, 'WGS84', 'GCJ02');
    near(out[0] as number[], [121.531541859215, 31.17530398364597], 1e-9);
    expect(out[1]).toEqual([2.35, 48.85]);
    expect(out[1]).not.toBe(input[1]);
  });

  it('converts GeoJSON into a new object and keeps altitudes', () => {
    const line: Feature<LineString> = Object.freeze({
      type: 'Feature',
      properties: Object.freeze({ id: 1 }),
      geometry: Object.freeze({
        type: 'LineString',
        coordinates: Object.freeze([
          Object.freeze([121.5272106, 31.1774276, 12]),
          Object.freeze([113.912316, 22.543847]),
        ]),
      }),
    }) as unknown as Feature<LineString>;
    const snapshot = JSON.stringify(line);
    const out = transformGeoJson(line, 'WGS84', 'GCJ02');
    expect(JSON.stringify(line)).toBe(snapshot);
    const [a, b] = out.geometry.coordinates;
    near(a as number[], [121.531541859215, 31.17530398364597], 1e-9);
    expect(a?.[2]).toBe(12);
    near(b as number[], [113.9171764808363, 22.540796131694766], 1e-9);
    const back = transformGeoJson(transformGeoJson(out, 'GCJ02', 'BD09'), 'BD09', 'WGS84');
    near(back.geometry.coordinates[0] as number[], [121.5272106, 31.1774276], 1e-9);
  });

  it('identity conversions still copy and validate', () => {
    const p = [1, 2];
    const q = transformCoord(p, 'WGS84', 'WGS84');
    expect(q).toEqual([1, 2]);
    expect(q).not.toBe(p);
    expect(() => transformCoord([Number.NaN, 2], 'WGS84', 'WGS84')).toThrow();
  });

  it('rejects unknown systems and invalid numbers with typed errors', () => {
    let caught: unknown;
    try {
      transformCoord([1, 2], 'WGS84', 'CGCS1954' as CoordSystem);
    } catch (e) {
      caught = e;
    }
    expect(isGeoError(caught, 'INVALID_COORDINATE')).toBe(true);
    expect(() => wgs84ToGcj02(Number.POSITIVE_INFINITY, 30)).toThrow(/坐标无效/);
  });
});
