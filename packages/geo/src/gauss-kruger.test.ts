import fc from 'fast-check';
import type { FeatureCollection, Geometry } from 'geojson';
import { describe, expect, it } from 'vitest';
import reference from './__fixtures__/proj-cgcs2000-gk.json' with { type: 'json' };
import { GeoError, isGeoError } from './errors';
import {
  gkGeoJsonToLonLat,
  gkProjection,
  gkToLonLat,
  gkToLonLatBatch,
  gkToLonLatFlat,
  lonLatGeoJsonToGk,
  lonLatToGk,
  lonLatToGkBatch,
  lonLatToGkFlat,
} from './gauss-kruger';
import { createProj4GkConverter, gkProj4Definition, registerGkProj4Definitions } from './gk-proj4';
import {
  detectGkZone,
  GAUSS_KRUGER_CRS_LIST,
  gkCrsForCentralMeridian,
  gkCrsForEpsg,
  gkCrsForLongitude,
  gkCrsForZone,
  resolveGkCrs,
} from './gk-zones';
import { CGCS2000_ELLIPSOID, createTransverseMercator } from './transverse-mercator';

const MM = 0.001;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

/** The coordinates of a feature's geometry (fails the test when there is none). */
function coordsOf<C>(feature: { geometry: Geometry | null } | undefined): C {
  const g = feature?.geometry;
  if (!g || g.type === 'GeometryCollection') throw new Error('expected a geometry with coordinates');
  return g.coordinates as C;
}

function expectGeoError(fn: () => unknown, code: GeoError['code']): GeoError {
  try {
    fn();
  } catch (e) {
    expect(isGeoError(e, code)).toBe(true);
    expect((e as GeoError).message).toMatch(/[\u4e00-\u9fff]/); // a Chinese message
    return e as GeoError;
  }
  throw new Error(`expected GeoError ${code}`);
}

describe('published reference values, zone 38 (EPSG:4526, CM 114) and zone 39 (EPSG:4527, CM 117)', () => {
  // Source of every value in this block: PROJ 9.1.1 `cs2cs`, run as
  //   echo "<lat> <lon>" | cs2cs -d 6 EPSG:4490 EPSG:4526        (forward, output "northing easting")
  //   echo "<northing> <easting>" | cs2cs -d 12 EPSG:4526 EPSG:4490   (inverse, output "lat lon")
  // and the same with EPSG:4527. PROJ uses the EPSG registry definitions of these CRSs.
  const forward38: [lon: number, lat: number, e: number, n: number][] = [
    [112.9388, 28.2282, 38395835.792568, 3124187.457725], // 长沙
    [113.1289, 29.3572, 38415412.724382, 3249176.169131], // 岳阳
    [113.0146, 25.7706, 38401150.131618, 2851789.801711], // 郴州
    [115.5, 30.0, 38644737.749091, 3321060.840927], // zone edge
    [114.0, 45.0, 38500000.0, 4984944.377858], // on the central meridian
  ];
  const forward39: [number, number, number, number][] = [
    [117.2272, 31.8206, 39521510.563725, 3521982.109039], // 合肥
    [116.4074, 39.9042, 39449324.791399, 4419060.118398], // 北京
    [118.7969, 32.0603, 39669695.744682, 3549951.706329], // 南京
    [117.1201, 36.6512, 39510738.936054, 4057809.830504], // 济南
  ];
  const inverse38: [e: number, n: number, lon: number, lat: number][] = [
    [38400000, 3100000, 112.983279200619, 28.010300909431],
    [38560000.5, 2950000, 114.602695819265, 26.659101071462],
    [38650000, 3250000.25, 115.544689255001, 29.358533918408],
  ];
  const inverse39: [number, number, number, number][] = [
    [39500000, 3500000, 117.0, 31.622554943995],
    [39420000.75, 4400000, 116.066841773724, 39.730299044818],
    [39350000, 3600000.5, 115.403696978446, 32.514239811661],
  ];

  it.each(forward38)('zone 38 forward (%f, %f)', (lon, lat, e, n) => {
    const [x, y] = lonLatToGk(lon, lat, { zone: 38 });
    expect(Math.abs(x - e)).toBeLessThan(5e-6);
    expect(Math.abs(y - n)).toBeLessThan(5e-6);
  });
  it.each(forward39)('zone 39 forward (%f, %f)', (lon, lat, e, n) => {
    const [x, y] = lonLatToGk(lon, lat, 4527);
    expect(Math.abs(x - e)).toBeLessThan(5e-6);
    expect(Math.abs(y - n)).toBeLessThan(5e-6);
  });
  it.each([...inverse38, ...inverse39])(
    'inverse (%f, %f) with the zone detected from the prefix',
    (e, n, lon, lat) => {
      const [x, y] = gkToLonLat(e, n);
      // 1e-11° is about a micrometre; cs2cs printed 12 decimals.
      expect(Math.abs(x - lon)).toBeLessThan(1e-11);
      expect(Math.abs(y - lat)).toBeLessThan(1e-11);
    },
  );
  it.each([...forward38, ...forward39])('inverse of the forward reference (%f, %f)', (lon, lat, e, n) => {
    const [x, y] = gkToLonLat(e, n);
    expect(Math.abs(x - lon)).toBeLessThan(1e-10);
    expect(Math.abs(y - lat)).toBeLessThan(1e-10);
  });

  it('matches the GRS80 tmerc regression values of PROJ (test/gie/builtins.gie)', () => {
    // PROJ's builtins.gie, section "Transverse Mercator", operation
    //   +proj=tmerc +ellps=GRS80 (lon_0 = 0, k = 1, no false easting), tolerance 0.1 mm:
    //   accept 2 1 → expect 222650.796795778 110642.229411927 (and the mirrored signs);
    //   direction inverse: accept 200 100 → expect 0.001796631 0.000904369.
    // The projection depends on lon − lon_0 only, so the same values hold in zone 38 shifted by
    // 114° and 38 500 000 m.
    for (const [sx, sy] of [
      [1, 1],
      [1, -1],
      [-1, 1],
      [-1, -1],
    ] as const) {
      const [e, n] = lonLatToGk(114 + 2 * sx, sy, { zone: 38 });
      expect(Math.abs(e - (38_500_000 + sx * 222650.796795778))).toBeLessThan(1e-4);
      expect(Math.abs(n - sy * 110642.229411927)).toBeLessThan(1e-4);
      const [lon, lat] = gkToLonLat(38_500_000 + sx * 200, sy * 100);
      expect(Math.abs(lon - (114 + sx * 0.001796631))).toBeLessThan(1e-9);
      expect(Math.abs(lat - sy * 0.000904369)).toBeLessThan(1e-9);
    }
  });
});

describe('all 64 CGCS2000 Gauss-Krüger CRSs against PROJ', () => {
  it('has exactly the EPSG codes 4491–4554 with the EPSG names and PROJ definitions', () => {
    expect(GAUSS_KRUGER_CRS_LIST.map((c) => c.epsg)).toEqual(reference.crs.map((c) => c.epsg));
    for (const ref of reference.crs) {
      const crs = gkCrsForEpsg(ref.epsg);
      expect(crs.name).toBe(ref.name);
      expect(gkProj4Definition(crs)).toBe(ref.proj4);
    }
  });

  it('projects the PROJ reference points of every CRS forward and back', () => {
    for (const ref of reference.crs) {
      for (const [lon, lat, e, n] of ref.points as [number, number, number, number][]) {
        const [x, y] = lonLatToGk(lon, lat, ref.epsg);
        expect(Math.abs(x - e)).toBeLessThan(1e-5);
        expect(Math.abs(y - n)).toBeLessThan(1e-5);
        const [lo, la] = gkToLonLat(e, n, ref.epsg);
        expect(Math.abs(lo - lon)).toBeLessThan(1e-10);
        expect(Math.abs(la - lat)).toBeLessThan(1e-10);
      }
    }
  });

  it('agrees with proj4 on random points of every CRS to a micrometre', () => {
    for (const crs of GAUSS_KRUGER_CRS_LIST) {
      const p4 = createProj4GkConverter(crs.epsg);
      const half = crs.zoneWidth / 2;
      fc.assert(
        fc.property(
          fc.double({ min: -half, max: half, noNaN: true }),
          fc.double({ min: 3, max: 54, noNaN: true }),
          (dl, lat) => {
            const lon = crs.centralMeridian + dl;
            const ours = lonLatToGk(lon, lat, crs.epsg);
            const theirs = p4.forward(lon, lat);
            expect(Math.abs(ours[0] - theirs[0])).toBeLessThan(1e-6);
            expect(Math.abs(ours[1] - theirs[1])).toBeLessThan(1e-6);
            const back = gkToLonLat(ours[0], ours[1], crs.epsg);
            const back4 = p4.inverse(ours[0], ours[1]);
            expect(Math.abs(back[0] - back4[0])).toBeLessThan(1e-11);
            expect(Math.abs(back[1] - back4[1])).toBeLessThan(1e-11);
          },
        ),
        { numRuns: 50 },
      );
    }
  });
});

describe('round trip GK → lon/lat → GK', () => {
  const zones = [
    ...Array.from({ length: 21 }, (_, i) => 25 + i),
    ...Array.from({ length: 11 }, (_, i) => 13 + i),
  ];
  it.each(zones)('stays within 1 mm over 10,000 random points in zone %i', (zone) => {
    const crs = gkCrsForZone(zone);
    // Half a zone is at most 167 km (3-degree) or 334 km (6-degree) wide at the equator.
    const halfWidth = crs.zoneWidth === 3 ? 170_000 : 340_000;
    fc.assert(
      fc.property(
        fc.double({ min: -halfWidth, max: halfWidth, noNaN: true }),
        fc.double({ min: 0, max: 6_000_000, noNaN: true }),
        (dx, n) => {
          const e = crs.falseEasting + dx;
          const [lon, lat] = gkToLonLat(e, n);
          const [e2, n2] = lonLatToGk(lon, lat, zone);
          return Math.abs(e2 - e) < MM && Math.abs(n2 - n) < MM;
        },
      ),
      { numRuns: 10_000 },
    );
  });
});

describe('zones, EPSG codes and central meridians', () => {
  it('maps every 3-degree zone 25–45 to EPSG 4513–4533 with CM = 3 × zone', () => {
    for (let z = 25; z <= 45; z++) {
      const crs = gkCrsForZone(z);
      expect(crs).toMatchObject({ epsg: 4488 + z, zoneWidth: 3, centralMeridian: 3 * z, zonePrefix: true });
      expect(crs.falseEasting).toBe(z * 1_000_000 + 500_000);
    }
    expect(gkCrsForZone(38).epsg).toBe(4526);
    expect(gkCrsForZone(38).centralMeridian).toBe(114);
    expect(gkCrsForZone(39).epsg).toBe(4527);
    expect(gkCrsForZone(39).centralMeridian).toBe(117);
  });

  it('maps every 6-degree zone 13–23 to EPSG 4491–4501 with CM = 6 × zone − 3', () => {
    for (let z = 13; z <= 23; z++) {
      expect(gkCrsForZone(z)).toMatchObject({ epsg: 4478 + z, zoneWidth: 6, centralMeridian: 6 * z - 3 });
    }
  });

  it('resolves no-prefix variants from a central meridian', () => {
    expect(gkCrsForCentralMeridian(114)).toMatchObject({
      epsg: 4547,
      zonePrefix: false,
      falseEasting: 500_000,
    });
    expect(gkCrsForCentralMeridian(117).epsg).toBe(4548);
    expect(gkCrsForCentralMeridian(75).epsg).toBe(4534);
    expect(gkCrsForCentralMeridian(135).epsg).toBe(4554);
    expect(gkCrsForCentralMeridian(75, { zoneWidth: 6 }).epsg).toBe(4502);
    expect(gkCrsForCentralMeridian(135, { zoneWidth: 6 }).epsg).toBe(4512);
    expect(gkCrsForCentralMeridian(114, { zonePrefix: true }).epsg).toBe(4526);
    expect(gkCrsForCentralMeridian(117, { zoneWidth: 6, zonePrefix: true }).epsg).toBe(4498);
    expectGeoError(() => gkCrsForCentralMeridian(113), 'GK_INVALID_CENTRAL_MERIDIAN');
    expectGeoError(() => gkCrsForCentralMeridian(114, { zoneWidth: 6 }), 'GK_INVALID_CENTRAL_MERIDIAN');
    expectGeoError(() => gkCrsForCentralMeridian(72), 'GK_INVALID_CENTRAL_MERIDIAN');
  });

  it('resolves every spec form and rejects unknown ones', () => {
    expect(resolveGkCrs(4526)).toBe(gkCrsForZone(38));
    expect(resolveGkCrs({ epsg: 4527 })).toBe(gkCrsForZone(39));
    expect(resolveGkCrs({ zone: 38 }).epsg).toBe(4526);
    expect(resolveGkCrs(38).epsg).toBe(4526);
    expect(resolveGkCrs(13).epsg).toBe(4491);
    expectGeoError(() => resolveGkCrs(24), 'GK_INVALID_EPSG');
    expect(resolveGkCrs({ centralMeridian: 114 }).epsg).toBe(4547);
    expectGeoError(() => resolveGkCrs(4326), 'GK_INVALID_EPSG');
    expectGeoError(() => resolveGkCrs({ zone: 24 }), 'GK_INVALID_ZONE');
    expectGeoError(() => resolveGkCrs({ zone: 38.5 }), 'GK_INVALID_ZONE');
  });

  it('detects the zone from the easting prefix', () => {
    expect(detectGkZone(38_395_835.79)).toMatchObject({ zone: 38, centralMeridian: 114, epsg: 4526 });
    expect(detectGkZone(39_000_000)).toMatchObject({ zone: 39, centralMeridian: 117 });
    expect(detectGkZone(25_999_999.99).zone).toBe(25);
    expect(detectGkZone(45_100_000).zone).toBe(45);
    expect(detectGkZone(13_500_000)).toMatchObject({ zone: 13, zoneWidth: 6, centralMeridian: 75 });
    expect(detectGkZone(23_500_000)).toMatchObject({ zone: 23, zoneWidth: 6, centralMeridian: 135 });
  });

  it.each([
    [500_000, /不带投影带号/],
    [24_500_000, /无法识别投影带/],
    [12_500_000, /无法识别投影带/],
    [46_500_000, /无法识别投影带/],
    [-38_500_000, /无法识别投影带/],
  ])('rejects easting %f with a typed, Chinese error', (easting, message) => {
    const err = expectGeoError(() => gkToLonLat(easting, 3_100_000), 'GK_EASTING_NO_ZONE');
    expect(err).toBeInstanceOf(GeoError);
    expect(err.message).toMatch(message);
    expect(err.details.easting).toBe(easting);
  });

  it('rejects non-finite eastings: as invalid coordinates, and as zone-less in detectGkZone', () => {
    expectGeoError(() => gkToLonLat(Number.NaN, 3_100_000), 'INVALID_COORDINATE');
    expectGeoError(() => gkToLonLat(Number.POSITIVE_INFINITY, 3_100_000), 'INVALID_COORDINATE');
    expectGeoError(() => detectGkZone(Number.NaN), 'GK_EASTING_NO_ZONE');
  });

  it('converts no-prefix eastings when the central meridian is given', () => {
    const [lon, lat] = gkToLonLat(395_835.792568, 3124187.457725, { centralMeridian: 114 });
    expect(lon).toBeCloseTo(112.9388, 9);
    expect(lat).toBeCloseTo(28.2282, 9);
    expect(lonLatToGk(112.9388, 28.2282, 4547)[0]).toBeCloseTo(395_835.792568, 5);
  });

  it('picks the zone containing a longitude', () => {
    expect(gkCrsForLongitude(112.9).zone).toBe(38);
    expect(gkCrsForLongitude(115.49).zone).toBe(38);
    expect(gkCrsForLongitude(115.5).zone).toBe(39);
    expect(gkCrsForLongitude(112.9, 6)).toMatchObject({ zone: 19, centralMeridian: 111 });
    expectGeoError(() => gkCrsForLongitude(10), 'GK_INVALID_ZONE');
  });

  it('rejects invalid coordinates', () => {
    expectGeoError(() => lonLatToGk(113, 91, 4526), 'INVALID_COORDINATE');
    expectGeoError(() => lonLatToGk(Number.NaN, 28, 4526), 'INVALID_COORDINATE');
    expectGeoError(() => gkToLonLat(38_500_000, Number.NaN), 'INVALID_COORDINATE');
  });
});

describe('batches and GeoJSON', () => {
  const gkPoints = deepFreeze([
    [38_395_835.792568, 3_124_187.457725],
    [39_521_510.563725, 3_521_982.109039],
    [38_400_000, 3_100_000],
  ]);

  it('converts arrays point by point, across zones, without touching the input', () => {
    const result = gkToLonLatBatch(gkPoints);
    expect(result).toHaveLength(3);
    result.forEach((p, i) => {
      const src = gkPoints[i] as number[];
      expect(p).toEqual(gkToLonLat(src[0] as number, src[1] as number));
    });
    expect(result[0]?.[0]).toBeCloseTo(112.9388, 9);
    expect(result[1]?.[0]).toBeCloseTo(117.2272, 9);
    const back = lonLatToGkBatch(result.slice(0, 1), 38);
    expect(back[0]?.[0]).toBeCloseTo(38_395_835.792568, 5);
  });

  it('reports the index of the first bad point', () => {
    const err = expectGeoError(
      () =>
        gkToLonLatBatch([
          [38_400_000, 3_100_000],
          [500_000, 3_100_000],
        ]),
      'GK_EASTING_NO_ZONE',
    );
    expect(err.details.easting).toBe(500_000);
    const err2 = expectGeoError(
      () =>
        lonLatToGkBatch(
          [
            [113, 28],
            [113, 95],
          ],
          38,
        ),
      'INVALID_COORDINATE',
    );
    expect(err2.details.index).toBe(1);
  });

  it('flat interleaved arrays give the same numbers as the point API', () => {
    const flat = Float64Array.from(gkPoints.flat());
    const copy = Float64Array.from(flat);
    const out = gkToLonLatFlat(flat);
    expect(flat).toEqual(copy);
    for (let i = 0; i < gkPoints.length; i++) {
      const [lon, lat] = gkToLonLat(flat[2 * i] as number, flat[2 * i + 1] as number);
      expect(out[2 * i]).toBe(lon);
      expect(out[2 * i + 1]).toBe(lat);
    }
    const fixed = gkToLonLatFlat([38_400_000, 3_100_000], 4526);
    expect(fixed[0]).toBeCloseTo(112.983279200619, 11);
    const gk = lonLatToGkFlat(out.subarray(0, 2), 38);
    expect(gk[0]).toBeCloseTo(38_395_835.792568, 5);
    // In place into a caller-owned buffer.
    const buf = Float64Array.from([38_400_000, 3_100_000]);
    expect(gkToLonLatFlat(buf, undefined, buf)).toBe(buf);
    expect(buf[1]).toBeCloseTo(28.010300909431, 11);
    expectGeoError(() => gkToLonLatFlat([1, 2, 3]), 'INVALID_COORDINATE');
  });

  it('transforms GeoJSON into new objects and leaves the input alone', () => {
    const input: FeatureCollection<Geometry | null> = deepFreeze({
      type: 'FeatureCollection',
      bbox: [38_390_000, 3_090_000, 38_410_000, 3_130_000],
      features: [
        {
          type: 'Feature',
          properties: { name: '地块一' },
          geometry: { type: 'Point', coordinates: [38_395_835.792568, 3_124_187.457725, 55.5] },
        },
        {
          type: 'Feature',
          properties: null,
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [38_400_000, 3_100_000],
                [38_401_000, 3_100_000],
                [38_401_000, 3_101_000],
                [38_400_000, 3_100_000],
              ],
            ],
          },
        },
        { type: 'Feature', properties: {}, geometry: null },
      ],
    });
    const snapshot = JSON.stringify(input);
    const out = gkGeoJsonToLonLat(input);
    expect(JSON.stringify(input)).toBe(snapshot);
    expect(out).not.toBe(input);
    expect(out.bbox).toBeUndefined();
    const point = out.features[0];
    expect(point?.properties).toEqual({ name: '地块一' });
    expect(point?.properties).not.toBe(input.features[0]?.properties);
    const coords = coordsOf<number[]>(point);
    expect(coords[0]).toBeCloseTo(112.9388, 9);
    expect(coords[1]).toBeCloseTo(28.2282, 9);
    expect(coords[2]).toBe(55.5);
    const ring = coordsOf<number[][][]>(out.features[1])[0] as number[][];
    expect(ring[0]?.[0]).toBeCloseTo(112.983279200619, 11);
    expect(out.features[2]?.geometry).toBeNull();

    const back = lonLatGeoJsonToGk(out, 38);
    const p = coordsOf<number[]>(back.features[0]);
    expect(Math.abs((p[0] as number) - 38_395_835.792568)).toBeLessThan(1e-5);
    expect(p[2]).toBe(55.5);
  });

  it('rejects malformed GeoJSON with a typed error', () => {
    expectGeoError(
      () => gkGeoJsonToLonLat({ type: 'Circle', coordinates: [1, 2] } as unknown as FeatureCollection),
      'INVALID_GEOJSON',
    );
  });
});

describe('proj4 integration', () => {
  it('registers EPSG:4490 and all 64 CRSs with a proj4 instance', () => {
    const registered = new Map<string, string>();
    registerGkProj4Definitions({ defs: (name, def) => registered.set(name, def) });
    expect(registered.size).toBe(65);
    expect(registered.get('EPSG:4526')).toBe(
      '+proj=tmerc +lat_0=0 +lon_0=114 +k=1 +x_0=38500000 +y_0=0 +ellps=GRS80 +units=m +no_defs +type=crs',
    );
    expect(registered.get('EPSG:4490')).toContain('+proj=longlat');
  });

  it('exposes the cached compiled projection of a CRS for custom loops', () => {
    const tm = gkProjection(gkCrsForZone(38));
    expect(gkProjection(gkCrsForEpsg(4526))).toBe(tm);
    expect(tm.params).toMatchObject({ centralMeridian: 114, falseEasting: 38_500_000, scaleFactor: 1 });
    const out = new Float64Array(2);
    tm.inverse(38_400_000, 3_100_000, out, 0);
    expect(Array.from(out)).toEqual(gkToLonLat(38_400_000, 3_100_000));
    tm.forward(out[0] as number, out[1] as number, out, 0);
    expect(Math.abs((out[0] as number) - 38_400_000)).toBeLessThan(1e-6);
  });

  it('caches one proj4 converter per CRS', () => {
    expect(createProj4GkConverter(4526)).toBe(createProj4GkConverter({ zone: 38 }));
  });

  it('exposes the series for other ellipsoids and scale factors (UTM check against PROJ)', () => {
    // PROJ builtins.gie: operation +proj=utm +zone=32 (PROJ's default ellipsoid GRS80, k = 0.9996,
    // lon_0 = 9, x_0 = 500000), tolerance 0.001 mm: accept 12 56 → expect 687071.43910944 6210141.32674801.
    const utm32 = createTransverseMercator({
      ellipsoid: CGCS2000_ELLIPSOID,
      centralMeridian: 9,
      scaleFactor: 0.9996,
      falseEasting: 500_000,
    });
    const out = [0, 0];
    utm32.forward(12, 56, out, 0);
    expect(Math.abs((out[0] as number) - 687071.43910944)).toBeLessThan(1e-6);
    expect(Math.abs((out[1] as number) - 6210141.32674801)).toBeLessThan(1e-6);
  });
});
