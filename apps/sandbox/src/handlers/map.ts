/**
 * Map-style server: admin listings (envelopes) and the raw resources MapLibre loads itself
 * (style JSON, dataset GeoJSON, vector tiles, glyph ranges, sprite index and image). Every raw
 * resource served adds to today's request statistics.
 */

import { GEOGRAPHIC_MATRIX_SET, isGeographicTile } from '@agrimap/geo';
import { type AppContext, cached } from '../context';
import { col, defineEntity, type RecordOf } from '../db/entity';
import { datasetFeatures, type Feature, featuresBounds } from '../map/datasets';
import { emptyGlyphRange, parseGlyphRange } from '../map/glyphs';
import { encodeTile, type TileFeature } from '../map/mvt';
import { type RasterLayer, renderGeographicTile } from '../map/raster';
import { spriteImage, spriteIndex } from '../map/sprite';
import { M } from '../messages';
import { formatDate, formatIsoBeijing } from '../util/time';
import {
  binary,
  type Ctx,
  fail,
  type HandlerResult,
  type OpHandler,
  ok,
  paging,
  raw,
  typedHandlers,
} from './types';

/**
 * 地图资源 of an owner (styles, datasets, tilesets, fonts, sprites): read-only here, the seed writes
 * them. The table's key is (kind, owner, id), so a resource is read with `getBy` / `findBy`.
 */
const mapResources = defineEntity({
  table: 'map_resource',
  key: 'id',
  columns: {
    kind: col.text('kind'),
    owner: col.text('owner'),
    id: col.text('id'),
    name: col.text('name'),
    /** The kind's attributes: typed by the caller that asks for one kind. */
    attrs: col.json<Record<string, unknown>>('attrs').defaulted(),
    created: col.instant('created'),
    modified: col.instant('modified'),
  },
  notFound: { msg: M.resourceNotFound, code: 404 },
  orderBy: 't.created, t.id',
});

type ResourceRow<A = Record<string, unknown>> = Omit<RecordOf<typeof mapResources>, 'attrs'> & { attrs: A };

/** The attributes of a tileset: its vector layers, each made of one dataset. */
interface TilesetAttrs {
  layers?: { name: string; dataset: string }[];
}

/** The attributes of a style: its MapLibre style document. */
interface StyleAttrs {
  doc: Record<string, unknown>;
}

/** What the resource helpers read of a request. */
type ResourceCtx = Pick<Ctx, 'db' | 'app' | 'params'>;

async function resource<A = Record<string, unknown>>(
  ctx: ResourceCtx,
  kind: string,
  id: string,
): Promise<ResourceRow<A>> {
  const r = await mapResources.getBy(ctx.db, { kind, owner: String(ctx.params.owner), id });
  // The jsonb attributes of one kind, typed by the caller that asked for that kind.
  return { ...r, attrs: r.attrs as A };
}

/** Adds one request of `bytes` to today's statistics of a resource. */
async function countRequest(
  ctx: ResourceCtx,
  type: string,
  id: string,
  name: string,
  bytes: number,
): Promise<void> {
  const now = ctx.app.now().toISOString();
  await ctx.db.query(
    `insert into map_stat (owner, resource_type, resource_id, day, name, requests, bytes, created, modified)
     values ($1, $2, $3, $4, $5, 1, $6, $7::timestamptz, $7::timestamptz)
     on conflict (owner, resource_type, resource_id, day)
     do update set requests = map_stat.requests + 1, bytes = map_stat.bytes + excluded.bytes, modified = excluded.modified`,
    [String(ctx.params.owner), type, id, formatDate(ctx.app.now()), name, bytes, now],
  );
}

// ── listings ────────────────────────────────────────────────────────────────────────────────

const base = (r: ResourceRow) => ({
  id: r.id,
  name: r.name,
  owner: r.owner,
  created: formatIsoBeijing(r.created),
  modified: formatIsoBeijing(r.modified),
});

function listing(
  kind: string,
  shape: (r: ResourceRow, ctx: ResourceCtx) => Promise<Record<string, unknown>> | Record<string, unknown>,
): (ctx: ResourceCtx & { query: { page?: number; pageSize?: number } }) => Promise<HandlerResult> {
  return async (ctx) => {
    const page = await mapResources.list(ctx.db, {
      filter: { kind, owner: String(ctx.params.owner) },
      page: paging(ctx.query),
    });
    const records = [];
    for (const r of page.records) records.push({ ...base(r), ...(await shape(r, ctx)) });
    return ok({ records, total: page.total });
  };
}

const pick = (attrs: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(keys.filter((k) => k in attrs).map((k) => [k, attrs[k]]));

async function datasetSummary(app: AppContext, r: ResourceRow) {
  const features = await datasetFeatures(app, r.attrs);
  const size = await cached(app, `size:${r.id}:${features.length}`, async () =>
    Buffer.byteLength(JSON.stringify(features)),
  );
  return {
    features: features.length,
    size,
    bounds: featuresBounds(features),
    description: (r.attrs.description as string | undefined) ?? null,
  };
}

/**
 * Daily request statistics of a resource; `countRequest` upserts them. The table's key is
 * (owner, resourceType, resourceId, day): `key` names one part of it, rows are read by filter.
 */
const mapStats = defineEntity({
  table: 'map_stat',
  key: 'resourceId',
  columns: {
    owner: col.text('owner'),
    resourceType: col.text('resource_type'),
    resourceId: col.text('resource_id'),
    day: col.text('day'),
    name: col.text('name'),
    requests: col.int('requests').defaulted(),
    bytes: col.float('bytes').defaulted(),
    created: col.instant('created').defaulted(),
    modified: col.instant('modified').defaulted(),
  },
  notFound: { msg: M.resourceNotFound, code: 404 },
  orderBy: 't.day desc, t.resource_type, t.resource_id',
});

const mapListStats: OpHandler<'mapListStats'> = async (ctx) => {
  const owner = String(ctx.params.owner);
  const { records, total } = await mapStats.list(ctx.db, { filter: { owner }, page: paging(ctx.query) });
  return ok({
    total,
    records: records.map((r) => ({
      id: `st-${r.day.replace(/-/g, '')}-${r.resourceType}-${r.resourceId}`.replace(/[^A-Za-z0-9_-]/g, '_'),
      name: r.name,
      owner,
      resourceType: r.resourceType,
      resourceId: r.resourceId,
      date: r.day,
      requests: r.requests,
      bytes: Math.round(r.bytes),
      created: formatIsoBeijing(r.created),
      modified: formatIsoBeijing(r.modified),
    })),
  });
};

// ── raw resources ───────────────────────────────────────────────────────────────────────────

/** Makes the style's server-relative URLs absolute for this request's origin. */
function absolutize(value: unknown, origin: string): unknown {
  if (typeof value === 'string') return value.startsWith('/map/') ? `${origin}${value}` : value;
  if (Array.isArray(value)) return value.map((v) => absolutize(v, origin));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, absolutize(v, origin)]));
  return value;
}

const mapGetStyle: OpHandler<'mapGetStyle'> = async (ctx) => {
  const r = await resource<StyleAttrs>(ctx, 'style', String(ctx.params.styleId));
  const doc = absolutize(r.attrs.doc, ctx.origin);
  const text = JSON.stringify(doc);
  await countRequest(ctx, 'style', r.id, r.name, Buffer.byteLength(text));
  return raw(doc);
};

const mapGetDatasetFeatures: OpHandler<'mapGetDatasetFeatures'> = async (ctx) => {
  const r = await resource(ctx, 'dataset', String(ctx.params.datasetId));
  let features: Feature[] = await datasetFeatures(ctx.app, r.attrs);
  if (ctx.query.limit !== undefined) features = features.slice(0, Number(ctx.query.limit));
  const bbox = featuresBounds(features);
  const body = { type: 'FeatureCollection', ...(bbox ? { bbox } : {}), features };
  await countRequest(ctx, 'dataset', r.id, r.name, Buffer.byteLength(JSON.stringify(body)));
  const wantsJson = ctx.accept.includes('application/json') && !ctx.accept.includes('application/geo+json');
  return raw(body, wantsJson ? 'application/json; charset=utf-8' : 'application/geo+json; charset=utf-8');
};

async function tileLayerFeatures(app: AppContext, owner: string, datasetId: string): Promise<TileFeature[]> {
  const ds = await mapResources.findBy(app.db, { kind: 'dataset', owner, id: datasetId });
  if (!ds) return [];
  const features = await datasetFeatures(app, ds.attrs);
  return features.map((f, i) => ({
    id: i + 1,
    geometry: f.geometry,
    properties: f.properties,
    bbox: featuresBounds([f]) ?? [0, 0, 0, 0],
  }));
}

const mapGetTile: OpHandler<'mapGetTile'> = async (ctx) => {
  const z = Number(ctx.params.z);
  const x = Number(ctx.params.x);
  const y = Number(ctx.params.y);
  if (x >= 2 ** z || y >= 2 ** z) fail(400, M.tileOutOfRange(z));
  const r = await resource<TilesetAttrs>(ctx, 'tileset', String(ctx.params.tilesetId));
  const owner = String(ctx.params.owner);
  const layers = [];
  for (const l of r.attrs.layers ?? []) {
    // Region boundaries are cached (they change only on reset); point datasets are rebuilt.
    const features = l.dataset.startsWith('hunan-')
      ? await cached(ctx.app, `tile-features:${owner}:${l.dataset}`, () =>
          tileLayerFeatures(ctx.app, owner, l.dataset),
        )
      : await tileLayerFeatures(ctx.app, owner, l.dataset);
    layers.push({ name: l.name, features });
  }
  const tile = encodeTile(layers, z, x, y);
  await countRequest(ctx, 'tileset', r.id, r.name, tile?.length ?? 0);
  if (!tile) return { kind: 'empty', status: 204 };
  return binary(tile, 'application/x-protobuf');
};

interface StyleLayer {
  type: string;
  source?: string;
  minzoom?: number;
  maxzoom?: number;
  paint?: Record<string, unknown>;
}

/** The background, fill and line layers of a style whose sources are datasets of the server. */
async function rasterLayers(ctx: ResourceCtx, doc: Record<string, unknown>): Promise<RasterLayer[]> {
  const owner = String(ctx.params.owner);
  const sources = (doc.sources ?? {}) as Record<string, { type?: string; data?: unknown }>;
  const layers: RasterLayer[] = [];
  for (const l of (doc.layers ?? []) as StyleLayer[]) {
    if (l.type !== 'background' && l.type !== 'fill' && l.type !== 'line') continue;
    const paint = l.paint ?? {};
    let features: Feature[] = [];
    if (l.type !== 'background') {
      const data = l.source ? sources[l.source]?.data : undefined;
      const m = typeof data === 'string' ? /\/datasets\/v1\/[^/]+\/([^/]+)\/features/.exec(data) : null;
      if (!m) continue;
      const datasetId = m[1] as string;
      // Region boundaries change only on reset; other datasets are read anew.
      const read = async () => {
        const ds = await mapResources.findBy(ctx.db, { kind: 'dataset', owner, id: datasetId });
        return ds ? datasetFeatures(ctx.app, ds.attrs) : [];
      };
      features =
        datasetId.startsWith('hunan-') || datasetId === 'china-outline'
          ? await cached(ctx.app, `raster-features:${owner}:${datasetId}`, read)
          : await read();
    }
    const num = (v: unknown, d: number) => (typeof v === 'number' ? v : d);
    layers.push({
      type: l.type,
      features,
      color: String(paint[`${l.type}-color`] ?? '#000000'),
      opacity: num(paint[`${l.type}-opacity`], 1),
      width: num(paint['line-width'], 1),
      minzoom: l.minzoom ?? 0,
      maxzoom: l.maxzoom ?? 25,
    });
  }
  return layers;
}

/** A PNG tile of a style on the CGCS2000 geographic grid (matrix set `c`, EPSG:4490). */
const mapGetStyleGridTile: OpHandler<'mapGetStyleGridTile'> = async (ctx) => {
  const z = Number(ctx.params.z);
  const row = Number(ctx.params.y);
  const col = Number(ctx.params.x);
  if (String(ctx.params.tileMatrixSet) !== GEOGRAPHIC_MATRIX_SET) fail(404, M.resourceNotFound);
  if (!isGeographicTile(z, row, col)) fail(400, M.gridTileOutOfRange(z));
  const r = await resource<StyleAttrs>(ctx, 'style', String(ctx.params.styleId));
  const layers = await rasterLayers(ctx, r.attrs.doc);
  const png = renderGeographicTile(layers, z, row, col);
  await countRequest(ctx, 'style', r.id, r.name, png?.length ?? 0);
  if (!png) return { kind: 'empty', status: 204 };
  return binary(png, 'image/png');
};

const mapGetGlyphs: OpHandler<'mapGetGlyphs'> = async (ctx) => {
  const { start, end } = parseGlyphRange(String(ctx.params.range)) ?? fail(400, M.glyphRange);
  const stack = String(ctx.params.fontstack);
  const names = stack.split(',').map((s) => s.trim());
  const fonts = await ctx.db.query<{ id: string; name: string }>(
    "select id, name from map_resource where kind = 'font' and owner = $1 and name = any($2::text[])",
    [String(ctx.params.owner), names],
  );
  const font = fonts[0] ?? fail(404, M.fontNotFound(stack));
  const pbf = emptyGlyphRange(stack, start, end);
  await countRequest(ctx, 'font', font.name, font.name, pbf.length);
  return binary(pbf, 'application/x-protobuf');
};

async function spriteResult(ctx: ResourceCtx, file: string): Promise<HandlerResult> {
  const r = await resource(ctx, 'sprite', String(ctx.params.spriteId));
  const ratio = file.includes('@2x') ? 2 : 1;
  const result = file.endsWith('.png') ? binary(spriteImage(ratio), 'image/png') : raw(spriteIndex(ratio));
  await countRequest(ctx, 'sprite', r.id, r.name, result.kind === 'binary' ? result.body.length : 1024);
  return result;
}

const mapGetSprite: OpHandler<'mapGetSprite'> = (ctx) => spriteResult(ctx, 'sprite.json');
const mapGetSpriteFile: OpHandler<'mapGetSpriteFile'> = (ctx) => spriteResult(ctx, String(ctx.params.file));

export const MAP_HANDLERS = typedHandlers({
  mapListUsers: listing('user', (r) => ({ name: r.name, ...pick(r.attrs, ['realName', 'role', 'enabled']) })),
  mapListStyles: listing('style', (r) => ({
    version: 8,
    visibility: r.attrs.visibility,
    description: r.attrs.description ?? null,
  })),
  mapListTilesets: listing('tileset', (r) =>
    pick(r.attrs, ['type', 'format', 'minzoom', 'maxzoom', 'bounds', 'filesize', 'description']),
  ),
  mapListDatasets: listing('dataset', (r, ctx) => datasetSummary(ctx.app, r)),
  mapListFonts: listing('font', (r) => pick(r.attrs, ['family', 'style'])),
  mapListSprites: listing('sprite', (r) => pick(r.attrs, ['icons', 'pixelRatios'])),
  mapListUploads: listing('upload', (r) =>
    pick(r.attrs, ['tilesetId', 'filesize', 'progress', 'complete', 'error']),
  ),
  mapListStats,
  mapListTemplates: listing('template', (r) =>
    pick(r.attrs, ['category', 'styleId', 'description', 'thumbnail']),
  ),
  mapListTilecopy: listing('tilecopy', (r) =>
    pick(r.attrs, [
      'sourceTilesetId',
      'targetTilesetId',
      'minzoom',
      'maxzoom',
      'bounds',
      'status',
      'progress',
    ]),
  ),
  mapListTiletasks: listing('tiletask', (r) =>
    pick(r.attrs, ['datasetId', 'tilesetId', 'minzoom', 'maxzoom', 'status', 'progress', 'message']),
  ),
  mapListMultiTiler: listing('multitiler', (r) =>
    pick(r.attrs, ['datasetIds', 'tilesetId', 'minzoom', 'maxzoom', 'status', 'progress']),
  ),
  mapGetStyle,
  mapGetTile,
  mapGetStyleGridTile,
  mapGetDatasetFeatures,
  mapGetGlyphs,
  mapGetSprite,
  mapGetSpriteFile,
});
