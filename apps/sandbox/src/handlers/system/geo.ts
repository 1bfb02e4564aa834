/** Regions by year (getXzqByYear) and projected → geographic coordinate conversion. */
import { type GaussKrugerCrs, gkCrsForEpsg, gkCrsForZone, gkToLonLat } from '@agrimap/geo';
import { M } from '../../messages';
import { Code } from '../codes';
import { normalizeRegionCode } from '../shared';
import { fail, type OpHandler, ok, typedHandlers } from '../types';

interface RegionRow {
  qhdm: string;
  qhmc: string;
  sjqhdm: string | null;
  min_lon: number | null;
  min_lat: number | null;
  max_lon: number | null;
  max_lat: number | null;
}

export const bboxOfRow = (r: RegionRow): [number, number, number, number] | null =>
  r.min_lon === null || r.min_lat === null || r.max_lon === null || r.max_lat === null
    ? null
    : [r.min_lon, r.min_lat, r.max_lon, r.max_lat];

const getXzqByYear: OpHandler<'getXzqByYear'> = async (ctx) => {
  const q = ctx.query;
  if ((await ctx.db.query('select 1 from region_edition where nf = $1', [String(q.nf)])).length === 0)
    return ok([]);
  const code = q.qhdm === undefined ? undefined : normalizeRegionCode(String(q.qhdm));
  const rows = await ctx.db.query<RegionRow>(
    code === undefined
      ? 'select qhdm, qhmc, sjqhdm, min_lon, min_lat, max_lon, max_lat from region where level <= 3 order by qhdm'
      : 'select qhdm, qhmc, sjqhdm, min_lon, min_lat, max_lon, max_lat from region where qhdm = $1 or sjqhdm = $1 order by qhdm',
    code === undefined ? [] : [code],
  );
  return ok(rows.map((r) => ({ qhdm: r.qhdm, qhmc: r.qhmc, sjqhdm: r.sjqhdm, bbox: bboxOfRow(r) })));
};

const convertPrj2jwdCoord: OpHandler<'convertPrj2jwdCoord'> = async (ctx) => {
  const b = ctx.body;
  const epsg = 'epsg' in b ? b.epsg : undefined;
  const zone = 'zone' in b ? b.zone : undefined;
  let crs: GaussKrugerCrs;
  try {
    crs = epsg !== undefined ? gkCrsForEpsg(epsg) : gkCrsForZone(zone as number);
  } catch {
    return fail(Code.BadRequest, M.unsupportedEpsg(epsg ?? (zone as number)));
  }
  const out = b.points.map((p, i) => {
    // Accept eastings with or without the zone prefix; a prefix must name this CRS's zone.
    let x = p.x;
    if (x >= 1_000_000) {
      const given = Math.floor(x / 1_000_000);
      if (!crs.zonePrefix || given !== crs.zone)
        fail(Code.BadRequest, `请求参数错误：body.points[${i}].x 的带号前缀 ${given} 与坐标系不一致`);
      x -= given * 1_000_000;
    }
    if (Math.abs(x - 500_000) > 800_000)
      fail(Code.BadRequest, `请求参数错误：body.points[${i}].x 超出投影带范围`);
    const easting = crs.zonePrefix ? x + crs.zone * 1_000_000 : x;
    const [lon, lat] = gkToLonLat(easting, p.y, crs);
    // A northing far beyond the zone's valid area inverts to no position on Earth.
    if (!Number.isFinite(lon) || !Number.isFinite(lat) || Math.abs(lon) > 180 || Math.abs(lat) > 90)
      fail(Code.BadRequest, `请求参数错误：body.points[${i}] 超出投影带范围`);
    return { lon: Math.round(lon * 1e7) / 1e7, lat: Math.round(lat * 1e7) / 1e7 };
  });
  return ok(out, M.convertOk);
};

export const GEO_HANDLERS = typedHandlers({ getXzqByYear, convertPrj2jwdCoord });
