/**
 * Plot files: GeoJSON (RFC 7946) and KML 2.2, read and written in the browser. Reading never
 * throws: a file that cannot be read at all is `{ ok: false, message }` (nothing is imported), a
 * file that can is `{ ok: true, plots, errors }` with one error per feature that is not a valid
 * plot (its number in the file, its name and the reason). Geometry checks are @agrimap/geo's,
 * the same the server runs.
 */
import {
  closedPlotGeometry,
  PLOT_GEOMETRY_MESSAGES,
  type PlotGeometry,
  plotGeometryProblem,
  withinChina,
} from '@agrimap/geo';
import type { Position } from 'geojson';
import { plotMessages } from './messages';

const m = plotMessages.formats;

/** The most plots one file may hold. */
export const MAX_IMPORT_PLOTS = 1000;

/** A plot read from a file. */
export interface ImportedPlot {
  /** 1-based position of the feature / placemark in the file. */
  index: number;
  name: string;
  ownerName?: string;
  cropName?: string;
  remark?: string;
  geometry: PlotGeometry;
}

/** A feature that is not a valid plot. */
export interface FeatureError {
  index: number;
  name: string;
  message: string;
}

export type ParseResult =
  | { ok: true; plots: ImportedPlot[]; errors: FeatureError[] }
  | { ok: false; message: string };

/** A plot as written to a file. */
export interface ExportPlot {
  name: string;
  ownerName: string;
  cropName?: string | null;
  areaMu: number;
  areaM2: number;
  qhmc?: string;
  remark?: string;
  geometry: PlotGeometry;
}

type Props = Record<string, unknown>;

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const firstOf = (p: Props, keys: readonly string[]) => {
  for (const k of keys) {
    const v = text(p[k]);
    if (v) return v;
  }
  return '';
};
const NAME_KEYS = ['name', 'Name', 'NAME', '名称', '地块名称'] as const;
const OWNER_KEYS = ['ownerName', 'owner', '所有者'] as const;
const CROP_KEYS = ['cropName', 'crop', '作物', '当前作物'] as const;
const REMARK_KEYS = ['remark', 'description', '备注'] as const;

/** Drops altitudes (`[lon, lat, alt]` → `[lon, lat]`). */
function flat(geometry: PlotGeometry): PlotGeometry {
  const pos = (p: Position): Position => [p[0] as number, p[1] as number];
  return geometry.type === 'Polygon'
    ? { type: 'Polygon', coordinates: geometry.coordinates.map((r) => r.map(pos)) }
    : { type: 'MultiPolygon', coordinates: geometry.coordinates.map((poly) => poly.map((r) => r.map(pos))) };
}

/** Checks one feature's geometry and properties into a plot or an error. */
function toPlot(
  index: number,
  props: Props,
  geometry: unknown,
  plots: ImportedPlot[],
  errors: FeatureError[],
): void {
  const name = firstOf(props, NAME_KEYS) || m.unnamed(index);
  const type = (geometry as { type?: unknown } | null)?.type;
  if (type !== 'Polygon' && type !== 'MultiPolygon') {
    errors.push({ index, name, message: type ? m.notPolygonType(String(type)) : m.noPolygon });
    return;
  }
  let problem: ReturnType<typeof plotGeometryProblem>;
  try {
    problem = plotGeometryProblem(flat(geometry as PlotGeometry));
  } catch {
    problem = 'coordinate';
  }
  if (problem) {
    errors.push({ index, name, message: PLOT_GEOMETRY_MESSAGES[problem] });
    return;
  }
  // The contract's bounds of a position (openapi/area.yaml Lon / Lat): the server refuses others.
  if (!withinChina(flat(geometry as PlotGeometry))) {
    errors.push({ index, name, message: m.outsideChina });
    return;
  }
  const plot: ImportedPlot = { index, name, geometry: closedPlotGeometry(flat(geometry as PlotGeometry)) };
  const ownerName = firstOf(props, OWNER_KEYS);
  const cropName = firstOf(props, CROP_KEYS);
  const remark = firstOf(props, REMARK_KEYS);
  if (ownerName) plot.ownerName = ownerName;
  if (cropName) plot.cropName = cropName;
  if (remark) plot.remark = remark;
  plots.push(plot);
}

function finish(plots: ImportedPlot[], errors: FeatureError[], count: number): ParseResult {
  if (count === 0) return { ok: false, message: m.empty };
  if (count > MAX_IMPORT_PLOTS) return { ok: false, message: m.tooMany(MAX_IMPORT_PLOTS) };
  return { ok: true, plots, errors };
}

/** Reads a GeoJSON FeatureCollection, Feature or bare (Multi)Polygon. */
export function parseGeoJson(source: string): ParseResult {
  let doc: unknown;
  try {
    doc = JSON.parse(source.replace(/^\uFEFF/, ''));
  } catch {
    return { ok: false, message: m.notJson };
  }
  const d = doc as { type?: unknown; features?: unknown; geometry?: unknown; properties?: unknown } | null;
  let features: { properties?: unknown; geometry?: unknown }[];
  if (d?.type === 'FeatureCollection' && Array.isArray(d.features)) features = d.features;
  else if (d?.type === 'Feature') features = [d];
  else if (d?.type === 'Polygon' || d?.type === 'MultiPolygon') features = [{ geometry: d }];
  else return { ok: false, message: m.notJson };
  if (features.length > MAX_IMPORT_PLOTS) return { ok: false, message: m.tooMany(MAX_IMPORT_PLOTS) };
  const plots: ImportedPlot[] = [];
  const errors: FeatureError[] = [];
  features.forEach((f, i) => {
    const props = (
      f && typeof f.properties === 'object' && f.properties !== null ? f.properties : {}
    ) as Props;
    toPlot(i + 1, props, f?.geometry ?? null, plots, errors);
  });
  return finish(plots, errors, features.length);
}

// ── KML ─────────────────────────────────────────────────────────────────────────────────────

const KML_NS = 'http://www.opengis.net/kml/2.2';

/** Child elements by local name, in any namespace (KML 2.1, 2.2 and none are all met). */
function byName(el: Element | Document, name: string): Element[] {
  const out: Element[] = [];
  const walk = (node: Element | Document) => {
    for (const child of [...node.children]) {
      if (child.localName === name) out.push(child);
      walk(child);
    }
  };
  walk(el);
  return out;
}
const childText = (el: Element, name: string) =>
  [...el.children].find((c) => c.localName === name)?.textContent?.trim() ?? '';

function kmlRing(el: Element | undefined): Position[] {
  const coords = el ? (byName(el, 'coordinates')[0]?.textContent ?? '') : '';
  return coords
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((tuple) => tuple.split(',').map(Number).slice(0, 2));
}

function kmlPolygon(el: Element): Position[][] {
  const outer = byName(el, 'outerBoundaryIs')[0];
  const inner = byName(el, 'innerBoundaryIs');
  return [kmlRing(outer), ...inner.map((i) => kmlRing(i))];
}

/** Reads the Placemarks of a KML document; each must hold a Polygon (or several, MultiGeometry). */
export function parseKml(source: string): ParseResult {
  const doc = new DOMParser().parseFromString(source.replace(/^\uFEFF/, ''), 'application/xml');
  if (doc.getElementsByTagName('parsererror').length > 0 || doc.documentElement?.localName !== 'kml') {
    return { ok: false, message: m.notKml };
  }
  const placemarks = byName(doc, 'Placemark');
  if (placemarks.length > MAX_IMPORT_PLOTS) return { ok: false, message: m.tooMany(MAX_IMPORT_PLOTS) };
  const plots: ImportedPlot[] = [];
  const errors: FeatureError[] = [];
  placemarks.forEach((pm, i) => {
    const props: Props = { name: childText(pm, 'name'), description: childText(pm, 'description') };
    for (const data of byName(pm, 'Data')) {
      const key = data.getAttribute('name');
      if (key) props[key] = byName(data, 'value')[0]?.textContent ?? '';
    }
    for (const data of byName(pm, 'SimpleData')) {
      const key = data.getAttribute('name');
      if (key) props[key] = data.textContent ?? '';
    }
    const polygons = byName(pm, 'Polygon').map(kmlPolygon);
    const geometry =
      polygons.length === 0
        ? {
            type: byName(pm, 'Point').length
              ? 'Point'
              : byName(pm, 'LineString').length
                ? 'LineString'
                : null,
          }
        : polygons.length === 1
          ? { type: 'Polygon', coordinates: polygons[0] }
          : { type: 'MultiPolygon', coordinates: polygons };
    toPlot(i + 1, props, geometry.type ? geometry : null, plots, errors);
  });
  return finish(plots, errors, placemarks.length);
}

/** Reads a file by its name: .geojson / .json as GeoJSON, .kml as KML; .kmz is refused. */
export async function parsePlotFile(file: File): Promise<ParseResult> {
  const name = file.name.toLowerCase();
  if (name.endsWith('.kmz')) return { ok: false, message: m.kmz };
  if (!/\.(geojson|json|kml)$/.test(name)) return { ok: false, message: m.unknownType };
  const source = await file.text();
  return name.endsWith('.kml') ? parseKml(source) : parseGeoJson(source);
}

// ── writing ─────────────────────────────────────────────────────────────────────────────────

const exportProps = (p: ExportPlot) => ({
  name: p.name,
  ownerName: p.ownerName,
  cropName: p.cropName ?? '',
  areaMu: p.areaMu,
  areaM2: p.areaM2,
  qhmc: p.qhmc ?? '',
  remark: p.remark ?? '',
});

/** A GeoJSON FeatureCollection of the plots (properties: name, owner, crop, areas, region, remark). */
export function toGeoJson(plots: readonly ExportPlot[]): string {
  return JSON.stringify(
    {
      type: 'FeatureCollection',
      features: plots.map((p) => ({ type: 'Feature', properties: exportProps(p), geometry: p.geometry })),
    },
    null,
    2,
  );
}

const xml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const coords = (ring: Position[]) => ring.map((p) => `${p[0]},${p[1]}`).join(' ');
const kmlPoly = (rings: Position[][]) =>
  `<Polygon><outerBoundaryIs><LinearRing><coordinates>${coords(rings[0] ?? [])}</coordinates></LinearRing></outerBoundaryIs>${rings
    .slice(1)
    .map(
      (r) =>
        `<innerBoundaryIs><LinearRing><coordinates>${coords(r)}</coordinates></LinearRing></innerBoundaryIs>`,
    )
    .join('')}</Polygon>`;

/** A KML 2.2 document, one Placemark per plot (name, ExtendedData, Polygon or MultiGeometry). */
export function toKml(plots: readonly ExportPlot[], documentName = plotMessages.title): string {
  const placemarks = plots.map((p) => {
    const data = Object.entries(exportProps(p))
      .filter(([k]) => k !== 'name')
      .map(([k, v]) => `<Data name="${k}"><value>${xml(String(v))}</value></Data>`)
      .join('');
    const g = p.geometry;
    const shape =
      g.type === 'Polygon'
        ? kmlPoly(g.coordinates)
        : `<MultiGeometry>${g.coordinates.map(kmlPoly).join('')}</MultiGeometry>`;
    return `  <Placemark><name>${xml(p.name)}</name><ExtendedData>${data}</ExtendedData>${shape}</Placemark>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="${KML_NS}"><Document><name>${xml(documentName)}</name>\n${placemarks.join('\n')}\n</Document></kml>\n`;
}
