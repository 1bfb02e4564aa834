import { type PlotGeometry, plotBbox } from '@agrimap/geo';
import earcut from 'earcut';
import type { Feature, FeatureCollection, MultiPolygon, Polygon, Position } from 'geojson';
import type { CustomLayerInterface, CustomRenderMethodInput, Map as MaplibreMap } from 'maplibre-gl';

/** How a {@link PolygonGlLayer} draws its polygons. Colours are `#rrggbb`. */
export interface PolygonGlStyle {
  fillColor: string;
  fillOpacity: number;
  lineColor: string;
  /** Outline width in CSS pixels by zoom: linear between the stops, held beyond them. */
  lineWidth: ReadonlyArray<readonly [zoom: number, width: number]>;
  /** The selected polygon: filled and outlined over the others. */
  selected: { fillColor: string; fillOpacity: number; lineColor: string; lineWidth: number };
  /** Below this zoom nothing is drawn. */
  minZoom: number;
}

/**
 * Many polygons drawn in one WebGL pass each for the fills and the outlines, with one of them
 * selected (drawn again over the others in the selection's colours).
 *
 * Why not maplibre's fill and line layers: a GeoJSON source is cut into tiles, and every frame each
 * source's tiles are masked in the stencil buffer before its fill or line layer is drawn — two passes
 * over the whole canvas per source, which a GPU does not notice and a map drawn without one (a
 * virtual machine, a remote desktop: software WebGL) pays on every frame of a pan. Here the
 * polygons are triangulated once into one vertex buffer (positions relative to the data's
 * south-west corner in Web Mercator, so 32-bit floats hold them to the millimetre) and drawn
 * untiled: a pan costs the pixels of the polygons and nothing else.
 *
 * It draws only; picking is {@link PolygonGlLayer.featureAt} (the polygons are known here).
 * Web Mercator only (the maplibre engine's projection).
 */
export class PolygonGlLayer implements CustomLayerInterface {
  readonly type = 'custom' as const;
  readonly renderingMode = '2d' as const;
  private map: MaplibreMap | undefined;
  private gl: WebGL2RenderingContext | undefined;
  private programs: { fill: Program; line: Program } | undefined;
  private buffers: Buffers | undefined;
  private geometry: Geometry = triangulate([]);
  private shown: FeatureCollection = { type: 'FeatureCollection', features: [] };
  /** The selected feature's `id`, kept across new data; its index in the geometry, if it is there. */
  private selectedKey: number | string | undefined;
  private selectedIndex = -1;
  /** The style's colours as premultiplied RGBA, parsed once. */
  private readonly colors: {
    fill: Float32Array;
    line: Float32Array;
    selectedFill: Float32Array;
    selectedLine: Float32Array;
  };

  constructor(
    readonly id: string,
    private readonly style: PolygonGlStyle,
  ) {
    this.colors = {
      fill: rgba(style.fillColor, style.fillOpacity),
      line: rgba(style.lineColor, 1),
      selectedFill: rgba(style.selected.fillColor, style.selected.fillOpacity),
      selectedLine: rgba(style.selected.lineColor, 1),
    };
  }

  onAdd(map: MaplibreMap, gl: WebGLRenderingContext | WebGL2RenderingContext): void {
    this.map = map;
    this.gl = gl as WebGL2RenderingContext;
    this.programs = {
      fill: program(this.gl, FILL_VERTEX, COLOR_FRAGMENT, ['a_pos'], ['u_matrix', 'u_color']),
      line: program(
        this.gl,
        LINE_VERTEX,
        COLOR_FRAGMENT,
        ['a_pos', 'a_other', 'a_side'],
        ['u_matrix', 'u_color', 'u_half_size', 'u_width'],
      ),
    };
    this.upload();
  }

  onRemove(_map: MaplibreMap, gl: WebGLRenderingContext | WebGL2RenderingContext): void {
    const g = gl as WebGL2RenderingContext;
    this.deleteBuffers(g);
    if (this.programs) for (const p of Object.values(this.programs)) g.deleteProgram(p.program);
    this.programs = undefined;
    this.gl = undefined;
    this.map = undefined;
  }

  /** Replaces the polygons (features whose geometry is not a polygon are left out). */
  setData(data: FeatureCollection): void {
    this.shown = data;
    this.geometry = triangulate(data.features);
    this.selectedIndex = this.indexOf(this.selectedKey);
    this.upload();
    this.map?.triggerRepaint();
  }

  /** The features last given to {@link setData}. */
  get data(): FeatureCollection {
    return this.shown;
  }

  /** The `id` of the feature drawn as selected, if one is. */
  get selectedId(): number | string | undefined {
    return this.selectedIndex >= 0 ? this.geometry.ids[this.selectedIndex] : undefined;
  }

  /**
   * Draws the feature with this `id` property as selected (null: none); the selection holds
   * through {@link setData} while the feature is in the data.
   */
  setSelected(id: number | string | null | undefined): void {
    this.selectedKey = id ?? undefined;
    const index = this.indexOf(this.selectedKey);
    if (index === this.selectedIndex) return;
    this.selectedIndex = index;
    this.map?.triggerRepaint();
  }

  /** Scales the fills' opacity (e.g. dimmed under something drawn over them). */
  setOpacityFactor(factor: number): void {
    this.colors.fill = rgba(this.style.fillColor, this.style.fillOpacity * factor);
    this.map?.triggerRepaint();
  }

  private indexOf(id: number | string | undefined): number {
    return id === undefined ? -1 : this.geometry.ids.indexOf(id);
  }

  /** The `id` of the topmost polygon containing [lon, lat], if one does and the layer is drawn at `zoom`. */
  featureAt(lngLat: { lng: number; lat: number }, zoom: number): number | string | undefined {
    if (zoom < this.style.minZoom) return undefined;
    const { bboxes, rings, ids } = this.geometry;
    for (let i = ids.length - 1; i >= 0; i--) {
      const b = i * 4;
      const [w, s, e, n] = [bboxes[b] ?? 0, bboxes[b + 1] ?? 0, bboxes[b + 2] ?? 0, bboxes[b + 3] ?? 0];
      if (lngLat.lng < w || lngLat.lng > e || lngLat.lat < s || lngLat.lat > n) continue;
      if (insidePolygons(rings[i] ?? [], lngLat.lng, lngLat.lat)) return ids[i];
    }
    return undefined;
  }

  render(gl: WebGL2RenderingContext | WebGLRenderingContext, options: CustomRenderMethodInput): void {
    const g = gl as WebGL2RenderingContext;
    const { programs, buffers, map } = this;
    // maplibre leaves no vertex array bound for a custom layer; make sure of it all the same, so
    // that the attributes set here change no vertex array of maplibre's.
    g.bindVertexArray?.(null);
    if (!programs || !buffers || !map || this.geometry.ids.length === 0) return;
    const zoom = map.getZoom();
    if (zoom < this.style.minZoom) return;
    const matrix = relativeMatrix(options.defaultProjectionData.mainMatrix, this.geometry.origin);
    const canvas = g.canvas as HTMLCanvasElement;
    const ratio = g.drawingBufferWidth / Math.max(1, canvas.clientWidth || g.drawingBufferWidth);
    const { style, colors } = this;
    const selected = this.selectedIndex;

    g.disable(g.DEPTH_TEST);
    g.disable(g.STENCIL_TEST);
    g.disable(g.CULL_FACE);
    g.enable(g.BLEND);
    g.blendFunc(g.ONE, g.ONE_MINUS_SRC_ALPHA);

    // Fills.
    activate(g, programs.fill);
    g.uniformMatrix4fv(programs.fill.uniforms.u_matrix ?? null, false, matrix);
    g.bindBuffer(g.ARRAY_BUFFER, buffers.fillVertices);
    g.bindBuffer(g.ELEMENT_ARRAY_BUFFER, buffers.fillIndices);
    attribute(g, programs.fill, 'a_pos', 2, 2, 0);
    g.uniform4fv(programs.fill.uniforms.u_color ?? null, colors.fill);
    const bounds = viewBounds(map);
    drawRanges(g, g.TRIANGLES, visibleRanges(this.geometry, this.geometry.fillRanges, bounds));
    if (selected >= 0) {
      const [from, to] = range(this.geometry.fillRanges, selected);
      g.uniform4fv(programs.fill.uniforms.u_color ?? null, colors.selectedFill);
      g.drawElements(g.TRIANGLES, to - from, g.UNSIGNED_INT, from * 4);
    }

    // Outlines. Up to a pixel wide: the rings' edges as hairlines over the fill's vertices (a
    // quarter of the vertices of the quads below, which is what a map of thousands of small
    // plots costs without a GPU); wider: each edge a quad widened in the vertex shader.
    const width = widthAt(style.lineWidth, zoom) * ratio;
    g.uniform4fv(programs.fill.uniforms.u_color ?? null, colors.line);
    if (width <= 1) {
      g.bindBuffer(g.ELEMENT_ARRAY_BUFFER, buffers.edgeIndices);
      drawRanges(g, g.LINES, visibleRanges(this.geometry, this.geometry.edgeRanges, bounds));
    }
    disable(g, programs.fill);

    activate(g, programs.line);
    g.uniformMatrix4fv(programs.line.uniforms.u_matrix ?? null, false, matrix);
    g.uniform2f(
      programs.line.uniforms.u_half_size ?? null,
      g.drawingBufferWidth / 2,
      g.drawingBufferHeight / 2,
    );
    g.bindBuffer(g.ARRAY_BUFFER, buffers.lineVertices);
    g.bindBuffer(g.ELEMENT_ARRAY_BUFFER, buffers.lineIndices);
    attribute(g, programs.line, 'a_pos', 2, 5, 0);
    attribute(g, programs.line, 'a_other', 2, 5, 2);
    attribute(g, programs.line, 'a_side', 1, 5, 4);
    if (width > 1) {
      g.uniform4fv(programs.line.uniforms.u_color ?? null, colors.line);
      g.uniform1f(programs.line.uniforms.u_width ?? null, width);
      drawRanges(g, g.TRIANGLES, visibleRanges(this.geometry, this.geometry.lineRanges, bounds));
    }
    if (selected >= 0) {
      const [from, to] = range(this.geometry.lineRanges, selected);
      g.uniform4fv(programs.line.uniforms.u_color ?? null, colors.selectedLine);
      g.uniform1f(programs.line.uniforms.u_width ?? null, style.selected.lineWidth * ratio);
      g.drawElements(g.TRIANGLES, to - from, g.UNSIGNED_INT, from * 4);
    }
    disable(g, programs.line);
  }

  private upload(): void {
    const gl = this.gl;
    if (!gl) return;
    this.deleteBuffers(gl);
    const { fillVertices, fillIndices, edgeIndices, lineVertices, lineIndices } = this.geometry;
    this.buffers = {
      fillVertices: buffer(gl, gl.ARRAY_BUFFER, fillVertices),
      fillIndices: buffer(gl, gl.ELEMENT_ARRAY_BUFFER, fillIndices),
      edgeIndices: buffer(gl, gl.ELEMENT_ARRAY_BUFFER, edgeIndices),
      lineVertices: buffer(gl, gl.ARRAY_BUFFER, lineVertices),
      lineIndices: buffer(gl, gl.ELEMENT_ARRAY_BUFFER, lineIndices),
    };
  }

  private deleteBuffers(gl: WebGL2RenderingContext): void {
    if (this.buffers) for (const b of Object.values(this.buffers)) gl.deleteBuffer(b);
    this.buffers = undefined;
  }
}

// --- geometry -------------------------------------------------------------------------------

type Ring = readonly Position[];

/** The polygons triangulated, in Web Mercator relative to `origin` (its south-west corner). */
export interface Geometry {
  origin: [number, number];
  ids: Array<number | string>;
  /** [w, s, e, n] in degrees per polygon feature. */
  bboxes: Float64Array;
  /** The feature's polygons (rings in degrees), for picking. */
  rings: Array<Ring[][]>;
  fillVertices: Float32Array;
  fillIndices: Uint32Array;
  /** Per feature: [first index, end index) into fillIndices. */
  fillRanges: Uint32Array;
  /** The rings' edges as pairs of fill vertices (hairline outlines, drawn as GL lines). */
  edgeIndices: Uint32Array;
  edgeRanges: Uint32Array;
  /** Per vertex: x, y, other x, other y, side. */
  lineVertices: Float32Array;
  lineIndices: Uint32Array;
  lineRanges: Uint32Array;
  /**
   * Runs of {@link CHUNK} features near each other (the features are ordered along a Z-order
   * curve): [w, s, e, n] of the run's extent per chunk, and its first feature.
   */
  chunkBboxes: Float64Array;
  chunkStarts: Uint32Array;
}

/** Features per chunk: what is drawn or skipped as a whole, by the chunk's extent. */
export const CHUNK = 64;

/** Longitude/latitude in degrees → Web Mercator in [0, 1] (maplibre's MercatorCoordinate). */
export function mercator(lon: number, lat: number): [number, number] {
  const x = (180 + lon) / 360;
  const y = (180 - (180 / Math.PI) * Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360))) / 360;
  return [x, y];
}

function polygonsOf(feature: Feature): Ring[][] {
  const g = feature.geometry as Polygon | MultiPolygon | null;
  if (g?.type === 'Polygon') return [g.coordinates];
  if (g?.type === 'MultiPolygon') return g.coordinates;
  return [];
}

/** Triangulates the features' polygons (earcut; holes kept) and builds the outline quads. */
export function triangulate(features: readonly Feature[]): Geometry {
  const measured = features
    .map((f) => ({ id: (f.properties?.id ?? f.id) as number | string, polygons: polygonsOf(f) }))
    .filter((f) => f.polygons.length > 0 && f.id !== undefined)
    .map((f) => ({
      ...f,
      bbox: plotBbox({ type: 'MultiPolygon', coordinates: f.polygons } as PlotGeometry),
    }));
  let west = Number.POSITIVE_INFINITY;
  let south = Number.POSITIVE_INFINITY;
  let east = Number.NEGATIVE_INFINITY;
  let north = Number.NEGATIVE_INFINITY;
  for (const { bbox } of measured) {
    west = Math.min(west, bbox[0]);
    south = Math.min(south, bbox[1]);
    east = Math.max(east, bbox[2]);
    north = Math.max(north, bbox[3]);
  }
  // Near features next to each other (Z-order of their centres on a 1024 × 1024 grid over the
  // extent), so that a run of them covers a small area and can be skipped when off screen.
  const cell = (v: number, lo: number, hi: number) =>
    Math.min(1023, Math.floor(((v - lo) / (hi - lo || 1)) * 1024));
  const kept = measured
    .map((f) => ({
      f,
      z: morton(
        cell((f.bbox[0] + f.bbox[2]) / 2, west, east),
        cell((f.bbox[1] + f.bbox[3]) / 2, south, north),
      ),
    }))
    .sort((a, b) => a.z - b.z)
    .map(({ f }) => f);
  const bboxes = new Float64Array(kept.length * 4);
  for (const [i, f] of kept.entries()) bboxes.set(f.bbox, i * 4);
  const chunkCount = Math.ceil(kept.length / CHUNK);
  const chunkBboxes = new Float64Array(chunkCount * 4);
  const chunkStarts = new Uint32Array(chunkCount);
  for (let c = 0; c < chunkCount; c++) {
    chunkStarts[c] = c * CHUNK;
    const box = [
      Number.POSITIVE_INFINITY,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
    ];
    for (let i = c * CHUNK; i < Math.min(kept.length, (c + 1) * CHUNK); i++) {
      box[0] = Math.min(box[0] as number, bboxes[i * 4] as number);
      box[1] = Math.min(box[1] as number, bboxes[i * 4 + 1] as number);
      box[2] = Math.max(box[2] as number, bboxes[i * 4 + 2] as number);
      box[3] = Math.max(box[3] as number, bboxes[i * 4 + 3] as number);
    }
    chunkBboxes.set(box, c * 4);
  }
  const origin = kept.length > 0 ? mercator(west, south) : ([0, 0] as [number, number]);
  // Mercator y grows southwards: the south-west corner has the largest y; any corner will do as
  // long as the offsets stay small.
  const fillVertices: number[] = [];
  const fillIndices: number[] = [];
  const lineVertices: number[] = [];
  const lineIndices: number[] = [];
  const edgeIndices: number[] = [];
  const edgeRanges = new Uint32Array(kept.length * 2);
  const fillRanges = new Uint32Array(kept.length * 2);
  const lineRanges = new Uint32Array(kept.length * 2);
  kept.forEach((f, i) => {
    fillRanges[i * 2] = fillIndices.length;
    lineRanges[i * 2] = lineIndices.length;
    edgeRanges[i * 2] = edgeIndices.length;
    for (const polygon of f.polygons) {
      const flat: number[] = [];
      const holes: number[] = [];
      const base = fillVertices.length / 2;
      for (const [r, ring] of polygon.entries()) {
        const open = openRing(ring);
        if (open.length < 3) continue;
        if (r > 0) holes.push(flat.length / 2);
        const first = base + flat.length / 2;
        for (let k = 0; k < open.length; k++) edgeIndices.push(first + k, first + ((k + 1) % open.length));
        const projected = open.map(([lon = 0, lat = 0]) => {
          const [x, y] = mercator(lon, lat);
          return [x - origin[0], y - origin[1]] as [number, number];
        });
        for (const [x, y] of projected) flat.push(x, y);
        for (let k = 0; k < projected.length; k++) {
          const a = projected[k] as [number, number];
          const b = projected[(k + 1) % projected.length] as [number, number];
          const v = lineVertices.length / 5;
          // start: left, right; end: the same sides seen from the other end.
          lineVertices.push(a[0], a[1], b[0], b[1], 1, a[0], a[1], b[0], b[1], -1);
          lineVertices.push(b[0], b[1], a[0], a[1], -1, b[0], b[1], a[0], a[1], 1);
          lineIndices.push(v, v + 1, v + 3, v, v + 3, v + 2);
        }
      }
      for (const index of earcut(flat, holes.length > 0 ? holes : undefined, 2))
        fillIndices.push(base + index);
      for (const v of flat) fillVertices.push(v);
    }
    fillRanges[i * 2 + 1] = fillIndices.length;
    lineRanges[i * 2 + 1] = lineIndices.length;
    edgeRanges[i * 2 + 1] = edgeIndices.length;
  });
  return {
    origin,
    ids: kept.map((f) => f.id),
    bboxes,
    rings: kept.map((f) => f.polygons),
    fillVertices: new Float32Array(fillVertices),
    fillIndices: new Uint32Array(fillIndices),
    fillRanges,
    edgeIndices: new Uint32Array(edgeIndices),
    edgeRanges,
    lineVertices: new Float32Array(lineVertices),
    lineIndices: new Uint32Array(lineIndices),
    lineRanges,
    chunkBboxes,
    chunkStarts,
  };
}

/** Interleaves the bits of two 10-bit integers (a Z-order curve). */
function morton(x: number, y: number): number {
  let z = 0;
  for (let bit = 0; bit < 10; bit++)
    z |= (((x >> bit) & 1) << (2 * bit)) | (((y >> bit) & 1) << (2 * bit + 1));
  return z;
}

/**
 * The index ranges to draw for the chunks that meet `bounds` ([w, s, e, n] in degrees): [first,
 * end) pairs into `ranges` (fillRanges or lineRanges), runs of neighbouring chunks merged.
 */
export function visibleRanges(g: Geometry, ranges: Uint32Array, bounds: readonly number[]): number[] {
  const [w = -180, s = -90, e = 180, n = 90] = bounds;
  const out: number[] = [];
  const features = g.ids.length;
  for (let c = 0; c < g.chunkStarts.length; c++) {
    const b = c * 4;
    if ((g.chunkBboxes[b + 2] ?? 0) < w || (g.chunkBboxes[b] ?? 0) > e) continue;
    if ((g.chunkBboxes[b + 3] ?? 0) < s || (g.chunkBboxes[b + 1] ?? 0) > n) continue;
    const first = g.chunkStarts[c] ?? 0;
    const last = Math.min(features, first + CHUNK) - 1;
    const from = ranges[first * 2] ?? 0;
    const to = ranges[last * 2 + 1] ?? 0;
    if (out.length > 0 && out[out.length - 1] === from) out[out.length - 1] = to;
    else out.push(from, to);
  }
  return out;
}

function openRing(ring: Ring): Ring {
  const first = ring[0];
  const last = ring[ring.length - 1];
  return ring.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]
    ? ring.slice(0, -1)
    : ring;
}

/** Even-odd rule over every ring of every polygon: inside an outer ring and outside its holes. */
export function insidePolygons(polygons: readonly Ring[][], x: number, y: number): boolean {
  for (const polygon of polygons) {
    let inside = false;
    for (const ring of polygon) {
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const [xi = 0, yi = 0] = ring[i] as Position;
        const [xj = 0, yj = 0] = ring[j] as Position;
        if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
      }
    }
    if (inside) return true;
  }
  return false;
}

/** The line width at a zoom: linear between the stops, held beyond them. */
export function widthAt(stops: PolygonGlStyle['lineWidth'], zoom: number): number {
  const first = stops[0];
  if (!first) return 1;
  if (zoom <= first[0]) return first[1];
  for (let i = 1; i < stops.length; i++) {
    const [z1, w1] = stops[i] as readonly [number, number];
    const [z0, w0] = stops[i - 1] as readonly [number, number];
    if (zoom <= z1) return w0 + ((w1 - w0) * (zoom - z0)) / (z1 - z0);
  }
  return (stops[stops.length - 1] as readonly [number, number])[1];
}

/** `#rrggbb` and an opacity → premultiplied RGBA (maplibre's blending). */
export function rgba(hex: string, opacity: number): Float32Array {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  const a = Math.min(1, Math.max(0, opacity));
  return new Float32Array([
    (((n >> 16) & 255) / 255) * a,
    (((n >> 8) & 255) / 255) * a,
    ((n & 255) / 255) * a,
    a,
  ]);
}

/** The map's matrix (world in [0, 1]) with the data's origin folded in, in double precision. */
export function relativeMatrix(m: ArrayLike<number>, origin: readonly [number, number]): Float32Array {
  const out = new Float32Array(16);
  for (let i = 0; i < 16; i++) out[i] = m[i] ?? 0;
  // column-major: translation column = m · (ox, oy, 0, 1)
  for (let r = 0; r < 4; r++)
    out[12 + r] = (m[r] ?? 0) * origin[0] + (m[4 + r] ?? 0) * origin[1] + (m[12 + r] ?? 0);
  return out;
}

/** The map's visible extent [w, s, e, n] in degrees, with a margin for the outlines' width. */
function viewBounds(map: MaplibreMap): number[] {
  const b = map.getBounds();
  const dx = (b.getEast() - b.getWest()) * 0.02;
  const dy = (b.getNorth() - b.getSouth()) * 0.02;
  return [b.getWest() - dx, b.getSouth() - dy, b.getEast() + dx, b.getNorth() + dy];
}

function drawRanges(gl: WebGL2RenderingContext, mode: number, ranges: readonly number[]): void {
  for (let i = 0; i + 1 < ranges.length; i += 2) {
    const from = ranges[i] as number;
    const to = ranges[i + 1] as number;
    if (to > from) gl.drawElements(mode, to - from, gl.UNSIGNED_INT, from * 4);
  }
}

function range(ranges: Uint32Array, i: number): [number, number] {
  return [ranges[i * 2] ?? 0, ranges[i * 2 + 1] ?? 0];
}

// --- WebGL ----------------------------------------------------------------------------------

interface Program {
  program: WebGLProgram;
  attributes: Record<string, number>;
  uniforms: Record<string, WebGLUniformLocation | null>;
}

interface Buffers {
  fillVertices: WebGLBuffer;
  fillIndices: WebGLBuffer;
  edgeIndices: WebGLBuffer;
  lineVertices: WebGLBuffer;
  lineIndices: WebGLBuffer;
}

const FILL_VERTEX = `
attribute vec2 a_pos;
uniform mat4 u_matrix;
void main() { gl_Position = u_matrix * vec4(a_pos, 0.0, 1.0); }`;

// The edge a→b as a quad: this end moved sideways by half the width and outwards along the edge
// by half the width (so the corners of a ring close), in device pixels.
const LINE_VERTEX = `
attribute vec2 a_pos;
attribute vec2 a_other;
attribute float a_side;
uniform mat4 u_matrix;
uniform vec2 u_half_size;
uniform float u_width;
void main() {
  vec4 p = u_matrix * vec4(a_pos, 0.0, 1.0);
  vec4 q = u_matrix * vec4(a_other, 0.0, 1.0);
  vec2 ps = p.xy / p.w * u_half_size;
  vec2 qs = q.xy / q.w * u_half_size;
  vec2 d = qs - ps;
  float len = length(d);
  vec2 dir = len > 0.0 ? d / len : vec2(1.0, 0.0);
  vec2 normal = vec2(-dir.y, dir.x);
  vec2 offset = (normal * a_side - dir) * (u_width * 0.5);
  gl_Position = vec4((ps + offset) / u_half_size * p.w, p.z, p.w);
}`;

const COLOR_FRAGMENT = `
precision mediump float;
uniform vec4 u_color;
void main() { gl_FragColor = u_color; }`;

function shader(gl: WebGL2RenderingContext, type: number, source: string): WebGLShader {
  const s = gl.createShader(type);
  if (!s) throw new Error('createShader failed');
  gl.shaderSource(s, source);
  gl.compileShader(s);
  if (!gl.getShaderParameter(s, gl.COMPILE_STATUS)) throw new Error(gl.getShaderInfoLog(s) ?? 'shader');
  return s;
}

function program(
  gl: WebGL2RenderingContext,
  vertex: string,
  fragment: string,
  attributes: string[],
  uniforms: string[],
): Program {
  const p = gl.createProgram();
  if (!p) throw new Error('createProgram failed');
  const vs = shader(gl, gl.VERTEX_SHADER, vertex);
  const fs = shader(gl, gl.FRAGMENT_SHADER, fragment);
  gl.attachShader(p, vs);
  gl.attachShader(p, fs);
  gl.linkProgram(p);
  gl.deleteShader(vs);
  gl.deleteShader(fs);
  if (!gl.getProgramParameter(p, gl.LINK_STATUS)) throw new Error(gl.getProgramInfoLog(p) ?? 'program');
  return {
    program: p,
    attributes: Object.fromEntries(attributes.map((a) => [a, gl.getAttribLocation(p, a)])),
    uniforms: Object.fromEntries(uniforms.map((u) => [u, gl.getUniformLocation(p, u)])),
  };
}

function buffer(gl: WebGL2RenderingContext, target: number, data: Float32Array | Uint32Array): WebGLBuffer {
  const b = gl.createBuffer();
  if (!b) throw new Error('createBuffer failed');
  gl.bindBuffer(target, b);
  gl.bufferData(target, data, gl.STATIC_DRAW);
  return b;
}

function attribute(
  gl: WebGL2RenderingContext,
  p: Program,
  name: string,
  size: number,
  stride: number,
  offset: number,
): void {
  const location = p.attributes[name] ?? -1;
  if (location < 0) return;
  gl.enableVertexAttribArray(location);
  gl.vertexAttribPointer(location, size, gl.FLOAT, false, stride * 4, offset * 4);
}

/** `gl.useProgram`, in one place: the linter takes calls of `use…` for React hooks. */
function activate(gl: WebGL2RenderingContext, p: Program): void {
  // biome-ignore lint/correctness/useHookAtTopLevel: WebGL's useProgram, not a React hook.
  gl.useProgram(p.program);
}

function disable(gl: WebGL2RenderingContext, p: Program): void {
  for (const location of Object.values(p.attributes))
    if (location >= 0) gl.disableVertexAttribArray(location);
}
