import {
  CGCS2000_PROJ4,
  type DrawingTool,
  GAUSS_KRUGER_CRS_LIST,
  GEOGRAPHIC_GRID_ORIGIN,
  geographicResolutions,
  gkProj4Definition,
  HIGHLIGHT_STYLE,
  INITIAL_BOUNDS,
  LATITUDE_RENDER_RANGE,
  LONGITUDE_RANGE,
  TILE_SIZE,
} from '@agrimap/geo';
import type { FeatureCollection, Feature as GeoFeature } from 'geojson';
import type OlFeature from 'ol/Feature';
import GeoJSON from 'ol/format/GeoJSON';
import type { Geometry as OlGeometry, Point as OlPoint, SimpleGeometry } from 'ol/geom';
import { Polygon } from 'ol/geom';
import type { Type as OlGeometryType } from 'ol/geom/Geometry';
import type ImageTile from 'ol/ImageTile';
import DoubleClickZoom from 'ol/interaction/DoubleClickZoom';
import Draw, { createBox, type GeometryFunction } from 'ol/interaction/Draw';
import { defaults as defaultInteractions } from 'ol/interaction/defaults';
import TileLayer from 'ol/layer/Tile';
import VectorLayer from 'ol/layer/Vector';
import OlMap from 'ol/Map';
import type MapBrowserEvent from 'ol/MapBrowserEvent';
import Overlay from 'ol/Overlay';
import { get as getProjection, type Projection } from 'ol/proj';
import { register } from 'ol/proj/proj4';
import Cluster from 'ol/source/Cluster';
import VectorSource from 'ol/source/Vector';
import XYZ from 'ol/source/XYZ';
import { Circle as CircleStyle, Fill, Stroke, Style, Text } from 'ol/style';
import type Tile from 'ol/Tile';
import TileGrid from 'ol/tilegrid/TileGrid';
import View from 'ol/View';
import proj4 from 'proj4';
import 'ol/ol.css';
import type { CameraDevice } from '../../api/devices';
import type { LayerInfo } from '../../api/layers';
import {
  absoluteUrl,
  geographicTileUrl,
  LOCAL_IDEOGRAPH_FONT_FAMILY,
  MAP_OWNER,
  mapServerUrl,
} from '../../config';
import { DEVICE_STATUS_COLORS } from '../../controls/device_layer_control';
import { type Bbox, validBbox } from '../../lib/camera';
import type { MeasureLabel } from '../../lib/measure-labels';
import {
  CLUSTER_MAX_ZOOM,
  CLUSTER_RADIUS_PX,
  circleShape,
  clampDrawnGeometry,
  deviceFeatures,
  drillCamera,
  FIT_PADDING,
  LabelBook,
  locateZoom,
  rectangleShape,
  regionChildren,
  regionFeature,
  zoomForResolution,
} from '../../lib/workbench-logic';
import { mapMessages as m } from '../../messages';
import { mapTransformRequest } from '../map-options';
import { exposeForTests } from '../test-hooks';
import type {
  CameraView,
  CreateWorkbenchEngine,
  WorkbenchEngine,
  WorkbenchEngineInput,
} from '../workbench-engine';

/**
 * The workbench on OpenLayers for geographic CRSs (EPSG:4490 CGCS2000, EPSG:4326 WGS84): the
 * CRS registered through proj4 with `@agrimap/geo`'s definitions, the basemap from the map
 * server's CGCS2000 tile grid (matrix set `c`), the view's zoom levels being that grid's levels
 * (so the SPEC §4 zoom bands read the same), and the workbench's layers as vector layers. The
 * decisions (measuring, drill-down camera, locating, drawing limits, what a shape is) come from
 * `lib/workbench-logic.ts`, as on maplibre.
 */

const FONT = LOCAL_IDEOGRAPH_FONT_FAMILY;
const RESOLUTIONS = geographicResolutions();
const EMPTY_TILE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** The OpenLayers projection of a geographic EPSG code, registered from `@agrimap/geo`'s proj4 definitions. */
export function geographicProjection(epsg: number): Projection {
  // The definitions of @agrimap/geo, registered with this chunk's proj4 (the same definitions
  // `registerGkProj4Definitions` writes; calling it would tie proj4 to every page using the package).
  proj4.defs('EPSG:4490', CGCS2000_PROJ4);
  for (const crs of GAUSS_KRUGER_CRS_LIST) proj4.defs(`EPSG:${crs.epsg}`, gkProj4Definition(crs));
  register(proj4);
  const projection = getProjection(`EPSG:${epsg}`);
  if (!projection) throw new Error(`EPSG:${epsg} is not a known projection`);
  if (!projection.getExtent()) projection.setExtent([-180, -90, 180, 90]);
  return projection;
}

const hex = (color: string, alpha: number) => {
  const n = Number.parseInt(color.slice(1), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
};

const REGION_STYLE = (hovered: boolean, name: string) =>
  new Style({
    stroke: new Stroke({ color: '#3f6fb5', width: 1.2 }),
    fill: new Fill({
      color: hovered
        ? hex(HIGHLIGHT_STYLE.hoverFill.color, HIGHLIGHT_STYLE.hoverFill.opacity)
        : 'rgba(0,0,0,0)',
    }),
    text: new Text({
      text: name,
      font: `12px ${FONT}`,
      fill: new Fill({ color: '#274b7a' }),
      stroke: new Stroke({ color: '#ffffff', width: 3 }),
      overflow: true,
    }),
  });

const HIGHLIGHT_STYLES = {
  area: new Style({
    fill: new Fill({ color: hex(HIGHLIGHT_STYLE.fill.color, HIGHLIGHT_STYLE.fill.opacity) }),
    stroke: new Stroke({ color: HIGHLIGHT_STYLE.border.color, width: HIGHLIGHT_STYLE.border.width }),
  }),
  border: new Style({
    stroke: new Stroke({ color: HIGHLIGHT_STYLE.border.color, width: HIGHLIGHT_STYLE.border.width }),
  }),
  point: new Style({
    image: new CircleStyle({
      radius: 8,
      fill: new Fill({ color: HIGHLIGHT_STYLE.border.color }),
      stroke: new Stroke({ color: '#ffffff', width: 2 }),
    }),
  }),
};

const SHAPE_STYLE = new Style({
  fill: new Fill({ color: 'rgba(63, 111, 181, 0.15)' }),
  stroke: new Stroke({ color: '#3f6fb5', width: 2 }),
  image: new CircleStyle({
    radius: 6,
    fill: new Fill({ color: '#3f6fb5' }),
    stroke: new Stroke({ color: '#ffffff', width: 2 }),
  }),
});

function labelStyle(label: MeasureLabel): Style {
  return new Style({
    text: new Text({
      text: label.text,
      font: `13px ${FONT}`,
      offsetY: label.kind === 'point' ? -18 : 0,
      fill: new Fill({ color: '#1f1f1f' }),
      stroke: new Stroke({ color: '#ffffff', width: 4 }),
      overflow: true,
    }),
  });
}

const clusterStyles = new Map<string, Style>();
function deviceStyle(feature: OlFeature): Style {
  const members = (feature.get('features') as OlFeature[] | undefined) ?? [feature];
  if (members.length === 1) {
    const status = members[0]?.get('status') === 0 ? 'offline' : 'online';
    let style = clusterStyles.get(status);
    if (!style) {
      style = new Style({
        image: new CircleStyle({
          radius: 6,
          fill: new Fill({ color: DEVICE_STATUS_COLORS[status] }),
          stroke: new Stroke({ color: '#ffffff', width: 1.5 }),
        }),
      });
      clusterStyles.set(status, style);
    }
    return style;
  }
  const key = String(members.length);
  let style = clusterStyles.get(key);
  if (!style) {
    const radius = members.length < 10 ? 14 : members.length < 100 ? 18 : 24;
    style = new Style({
      image: new CircleStyle({
        radius,
        fill: new Fill({ color: 'rgba(24, 144, 255, 0.75)' }),
        stroke: new Stroke({ color: '#ffffff', width: 2 }),
      }),
      text: new Text({ text: key, font: `12px ${FONT}`, fill: new Fill({ color: '#ffffff' }) }),
    });
    clusterStyles.set(key, style);
  }
  return style;
}

const DRAW_TYPES: Record<DrawingTool, OlGeometryType> = {
  point: 'Point',
  line: 'LineString',
  polygon: 'Polygon',
  rectangle: 'Circle',
  drag_circle: 'Circle',
};

export class OpenLayersWorkbenchEngine implements WorkbenchEngine {
  readonly kind = 'openlayers' as const;
  readonly supportsCompare = false;
  readonly map: OlMap;
  private readonly projection: Projection;
  private readonly format: GeoJSON;
  private readonly regions = new VectorSource();
  private readonly highlights = new VectorSource();
  private readonly devicePoints = new VectorSource();
  private readonly cluster = new Cluster({ distance: CLUSTER_RADIUS_PX, source: this.devicePoints });
  private readonly shapeSource = new VectorSource();
  private readonly labelSource = new VectorSource();
  private readonly thematicLayers = new Map<string, VectorLayer | TileLayer>();
  private readonly book = new LabelBook();
  private readonly devicesByCode = new Map<string, CameraDevice>();
  private readonly regionLayer: VectorLayer;
  private readonly deviceLayer: VectorLayer;
  private readonly dblClickZoom: DoubleClickZoom | undefined;
  private draw: Draw | undefined;
  private drawTool: DrawingTool | null = null;
  private circleEdge: [number, number] | undefined;
  private circleStart: [number, number] | undefined;
  private hovered: OlFeature | undefined;
  private shapeSeq = 0;
  private request = 0;
  private readonly onKey = (e: KeyboardEvent) => this.handleKey(e);
  private readonly onPointerOut = () => this.input.events.onPointer?.(null);

  constructor(
    private readonly input: WorkbenchEngineInput,
    private readonly transformRequest = mapTransformRequest(input.origin) as (
      url: string,
      kind: string,
    ) => { url: string; headers?: Record<string, string> } | undefined,
  ) {
    this.projection = geographicProjection(input.epsg);
    this.format = new GeoJSON({ dataProjection: this.projection, featureProjection: this.projection });
    const interactions = defaultInteractions({ altShiftDragRotate: false, pinchRotate: false });
    this.dblClickZoom = interactions.getArray().find((i) => i instanceof DoubleClickZoom) as
      | DoubleClickZoom
      | undefined;
    const basemap = new TileLayer({
      source: new XYZ({
        projection: this.projection,
        tileGrid: new TileGrid({
          origin: [...GEOGRAPHIC_GRID_ORIGIN],
          resolutions: RESOLUTIONS,
          tileSize: TILE_SIZE,
          minZoom: 1,
        }),
        url: geographicTileUrl(input.origin),
        wrapX: false,
        tileLoadFunction: (tile, src) => this.loadTile(tile, src),
      }),
    });
    const cityLabels = new VectorLayer({
      source: this.datasetSource('hunan-cities'),
      minZoom: 5,
      declutter: true,
      style: (f) =>
        new Style({
          text: new Text({
            text: String(f.get('qhmc') ?? ''),
            font: `12px ${FONT}`,
            fill: new Fill({ color: '#2f4f2f' }),
            stroke: new Stroke({ color: '#ffffff', width: 3 }),
          }),
        }),
    });
    this.regionLayer = new VectorLayer({
      source: this.regions,
      style: (f) => REGION_STYLE(f === this.hovered, String(f.get('qhmc') ?? '')),
    });
    this.deviceLayer = new VectorLayer({ source: this.cluster, style: (f) => deviceStyle(f as OlFeature) });
    this.map = new OlMap({
      target: input.container,
      controls: [],
      interactions,
      layers: [
        basemap,
        cityLabels,
        this.regionLayer,
        new VectorLayer({ source: this.highlights, style: (f) => HIGHLIGHT_STYLES[f.get('kind') as 'area'] }),
        this.deviceLayer,
        new VectorLayer({ source: this.shapeSource, style: SHAPE_STYLE }),
        new VectorLayer({
          source: this.labelSource,
          style: (f) => labelStyle(f.get('label') as MeasureLabel),
        }),
      ],
      view: new View({
        projection: this.projection,
        resolutions: RESOLUTIONS,
        constrainResolution: false,
        extent: [
          LONGITUDE_RANGE.min,
          LATITUDE_RENDER_RANGE.min,
          LONGITUDE_RANGE.max,
          LATITUDE_RENDER_RANGE.max,
        ],
        showFullExtent: true,
        center: [104, 35],
        zoom: 4,
      }),
    });
    input.container.setAttribute('tabindex', '0');
    input.container.addEventListener('keydown', this.onKey);
    this.map.on('singleclick', (e) => this.onClick(e));
    this.map.on('pointermove', (e) => this.onPointerMove(e));
    input.container.addEventListener('mouseleave', this.onPointerOut);
    this.map.on('moveend', () => {
      const zoom = this.map.getView().getZoom() ?? 0;
      this.cluster.setDistance(zoom >= CLUSTER_MAX_ZOOM ? 0 : CLUSTER_RADIUS_PX);
      input.events.onViewChange?.(this.view());
    });
  }

  /** Fits all China (SPEC §9 initial bounds) once the map has a size. */
  fitInitialBounds(): void {
    this.map.updateSize();
    this.map.getView().fit([...INITIAL_BOUNDS], { padding: [16, 16, 16, 16] });
  }

  private loadTile(tile: Tile, src: string): void {
    const image = (tile as ImageTile).getImage() as HTMLImageElement;
    const { url, headers } = this.transformRequest(src, 'Tile') ?? { url: src };
    if (!headers) {
      image.src = url;
      return;
    }
    fetch(url, { headers: headers as HeadersInit })
      .then(async (response) => {
        if (response.status === 204) {
          image.src = EMPTY_TILE;
          return;
        }
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const blobUrl = URL.createObjectURL(await response.blob());
        image.addEventListener('load', () => URL.revokeObjectURL(blobUrl), { once: true });
        image.src = blobUrl;
      })
      .catch(() => {
        image.src = EMPTY_TILE;
      });
  }

  private async fetchJson(url: string): Promise<unknown> {
    const { url: target, headers } = this.transformRequest(url, 'Source') ?? { url };
    const response = await fetch(target, { headers: (headers ?? {}) as HeadersInit });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.json();
  }

  private datasetSource(datasetId: string): VectorSource {
    const url = `${mapServerUrl(this.input.origin)}/datasets/v1/${MAP_OWNER}/${datasetId}/features`;
    return this.geoJsonSource(url);
  }

  private geoJsonSource(url: string): VectorSource {
    const source: VectorSource = new VectorSource({
      loader: () => {
        this.fetchJson(url)
          .then((data) => source.addFeatures(this.format.readFeatures(data)))
          .catch((error) => console.warn('[map] layer failed', url, error));
      },
    });
    return source;
  }

  private features(collection: FeatureCollection | GeoFeature[]): OlFeature[] {
    const fc = Array.isArray(collection) ? { type: 'FeatureCollection', features: collection } : collection;
    return this.format.readFeatures(fc) as OlFeature[];
  }

  // ── camera ──

  view(): CameraView {
    const v = this.map.getView();
    const c = v.getCenter() ?? [0, 0];
    return { center: [c[0] as number, c[1] as number], zoom: v.getZoom() ?? 0 };
  }

  jumpTo(view: CameraView): void {
    this.map.getView().setCenter(view.center);
    this.map.getView().setZoom(view.zoom);
  }

  private easeTo(view: CameraView): void {
    // Jumps with reduced motion, and before the first frame (nothing to animate yet).
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (reduced || !this.map.isRendered()) this.jumpTo(view);
    else this.map.getView().animate({ center: view.center, zoom: view.zoom, duration: 600 });
  }

  /** The zoom that fits `bbox` with padding (the grid's zoom scale). */
  fitZoom(bbox: Bbox): number | undefined {
    const size = this.map.getSize();
    if (!size) return undefined;
    const width = Math.max(1, (size[0] ?? 0) - 2 * FIT_PADDING);
    const height = Math.max(1, (size[1] ?? 0) - 2 * FIT_PADDING);
    const resolution = Math.max((bbox[2] - bbox[0]) / width, (bbox[3] - bbox[1]) / height);
    return resolution > 0 ? zoomForResolution('openlayers', resolution) : undefined;
  }

  locatePoint(lonLat: [number, number]): void {
    this.setHighlight('point', [
      { type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: lonLat } },
    ]);
    this.easeTo({ center: lonLat, zoom: locateZoom(this.view().zoom) });
  }

  locateArea(area: GeoFeature, bbox: Bbox): void {
    this.highlightArea(area);
    const zoom = this.fitZoom(bbox);
    this.easeTo({
      center: [(bbox[0] + bbox[2]) / 2, (bbox[1] + bbox[3]) / 2],
      zoom: zoom ?? this.view().zoom,
    });
  }

  setPitch(): void {
    // A geographic 2D map has no pitch.
  }

  focus(): void {
    this.input.container.focus();
  }

  // ── drawing ──

  private handleKey(e: KeyboardEvent): void {
    if (!this.draw) return;
    if (e.key === 'Escape') {
      e.preventDefault();
      this.cancelDrawing();
    } else if (e.key === 'Enter') {
      e.preventDefault();
      this.draw.finishDrawing();
    }
  }

  startTool(tool: DrawingTool): void {
    this.stopDrawing();
    const type = DRAW_TYPES[tool];
    let geometryFunction: GeometryFunction | undefined;
    if (tool === 'rectangle') geometryFunction = createBox();
    if (tool === 'drag_circle') {
      this.circleEdge = undefined;
      geometryFunction = (coordinates, geometry) => {
        const [center, edge] = coordinates as [number[], number[]];
        this.circleStart = [center[0] as number, center[1] as number];
        this.circleEdge = edge ? [edge[0] as number, edge[1] as number] : undefined;
        const shape = circleShape([center[0] as number, center[1] as number], this.circleEdge);
        const ring = (shape.geometry as { coordinates: number[][][] }).coordinates;
        const polygon = (geometry as Polygon | undefined) ?? new Polygon(ring);
        polygon.setCoordinates(ring);
        return polygon;
      };
    }
    const draw = new Draw({
      type,
      ...(geometryFunction ? { geometryFunction } : {}),
      ...(tool === 'drag_circle' ? { freehand: true } : {}),
      stopClick: true,
    });
    draw.on('drawend', (e) => this.finishShape(tool, e.feature as OlFeature));
    this.map.addInteraction(draw);
    this.dblClickZoom?.setActive(false);
    this.draw = draw;
    this.setTool(tool);
  }

  private finishShape(tool: DrawingTool, drawn: OlFeature): void {
    const geometry = drawn.getGeometry() as SimpleGeometry;
    let feature: GeoFeature;
    if (tool === 'rectangle') {
      const extent = geometry.getExtent();
      feature = rectangleShape(
        [extent[0] as number, extent[1] as number],
        [extent[2] as number, extent[3] as number],
      );
    } else if (tool === 'drag_circle') {
      const [w, south, e, n] = geometry.getExtent() as [number, number, number, number];
      feature = circleShape(this.circleStart ?? [(w + e) / 2, (south + n) / 2], this.circleEdge);
    } else {
      feature = this.format.writeFeatureObject(drawn) as GeoFeature;
      feature.geometry = clampDrawnGeometry(feature.geometry);
    }
    feature.id = `ol-${++this.shapeSeq}`;
    // After the interaction has finished its own handling of the event.
    queueMicrotask(() => {
      this.stopDrawing();
      const olFeature = this.features([feature])[0];
      if (olFeature) {
        olFeature.setId(feature.id);
        this.shapeSource.addFeature(olFeature);
      }
      this.book.set(feature);
      this.publishLabels();
    });
  }

  private stopDrawing(): void {
    if (this.draw) {
      this.map.removeInteraction(this.draw);
      this.draw = undefined;
    }
    // Re-enabled after the double click that may finish a drawing has passed.
    setTimeout(() => {
      if (!this.draw) this.dblClickZoom?.setActive(true);
    }, 300);
    this.setTool(null);
  }

  private setTool(tool: DrawingTool | null): void {
    if (tool === this.drawTool) return;
    this.drawTool = tool;
    this.input.events.onToolChange(tool);
  }

  cancelDrawing(): void {
    if (!this.draw) return;
    this.draw.abortDrawing();
    this.stopDrawing();
  }

  shapes(): GeoFeature[] {
    return this.shapeSource.getFeatures().map((f) => {
      const out = this.format.writeFeatureObject(f) as GeoFeature;
      out.id = String(f.getId());
      return out;
    });
  }

  deleteShape(id: string): void {
    const f = this.shapeSource.getFeatureById(id);
    if (!f) return;
    this.shapeSource.removeFeature(f as OlFeature);
    this.book.remove(id);
    this.publishLabels();
  }

  clearShapes(): void {
    this.cancelDrawing();
    this.shapeSource.clear();
    this.book.clear();
    this.publishLabels();
  }

  private publishLabels(): void {
    const labels = this.book.all();
    this.labelSource.clear();
    this.labelSource.addFeatures(
      labels.map((label) => {
        const [f] = this.features([
          { type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: label.position } },
        ]);
        (f as OlFeature).set('label', label);
        return f as OlFeature;
      }),
    );
    this.input.events.onLabelsChange(labels);
  }

  // ── highlighting ──

  private setHighlight(kind: 'area' | 'border' | 'point', features: GeoFeature[]): void {
    const keep = this.highlights
      .getFeatures()
      .filter((f) => (kind === 'point') !== (f.get('kind') === 'point'));
    this.highlights.clear();
    const added = this.features(features);
    for (const f of added) f.set('kind', kind);
    this.highlights.addFeatures([...keep, ...added]);
  }

  highlightArea(area: GeoFeature): void {
    this.setHighlight('area', [area]);
  }

  clearHighlight(): void {
    this.highlights.clear();
  }

  // ── regions ──

  async drillTo(
    code: string,
    { moveCamera = true, clickedAt }: { moveCamera?: boolean; clickedAt?: [number, number] } = {},
  ) {
    const ticket = ++this.request;
    let node: Awaited<ReturnType<WorkbenchEngineInput['events']['loadRegion']>>;
    try {
      node = await this.input.events.loadRegion(code);
    } catch (error) {
      if (ticket === this.request) this.input.events.onRegionError(error);
      return undefined;
    }
    if (ticket !== this.request) return undefined;
    this.hovered = undefined;
    this.regions.clear();
    this.regions.addFeatures(this.features(regionChildren(node)));
    if (node.geojson) this.setHighlight('border', [regionFeature(node)]);
    else this.clearHighlight();
    if (moveCamera) {
      const bbox = validBbox(node.bbox);
      const camera = drillCamera(node.qhdm, bbox, bbox ? this.fitZoom(bbox) : undefined, clickedAt);
      if (camera) this.easeTo(camera);
    }
    this.input.events.onRegionChange(node);
    return node;
  }

  private onClick(e: MapBrowserEvent<PointerEvent | KeyboardEvent | WheelEvent>): void {
    if (this.draw) return;
    const device = this.map.forEachFeatureAtPixel(e.pixel, (f) => f as OlFeature, {
      layerFilter: (l) => l === this.deviceLayer,
      hitTolerance: 4,
    });
    if (device) {
      const members = (device.get('features') as OlFeature[] | undefined) ?? [device];
      if (members.length > 1) {
        const c = (device.getGeometry() as OlPoint).getCoordinates();
        this.easeTo({ center: [c[0] as number, c[1] as number], zoom: Math.min(18, this.view().zoom + 2) });
        return;
      }
      const code = members[0]?.get('code');
      const found = typeof code === 'string' ? this.devicesByCode.get(code) : undefined;
      const c = (members[0]?.getGeometry() as OlPoint | undefined)?.getCoordinates();
      if (found && c) this.input.events.onDeviceClick(found, [c[0] as number, c[1] as number]);
      return;
    }
    const region = this.map.forEachFeatureAtPixel(e.pixel, (f) => f as OlFeature, {
      layerFilter: (l) => l === this.regionLayer,
    });
    const qhdm = region?.get('qhdm');
    if (typeof qhdm !== 'string') return;
    this.setHighlight('border', [this.format.writeFeatureObject(region as OlFeature) as GeoFeature]);
    void this.drillTo(qhdm, { clickedAt: [e.coordinate[0] as number, e.coordinate[1] as number] });
  }

  private onPointerMove(e: MapBrowserEvent<PointerEvent | KeyboardEvent | WheelEvent>): void {
    this.input.events.onPointer?.([e.coordinate[0] as number, e.coordinate[1] as number]);
    if (e.dragging) return;
    const hit = this.draw
      ? undefined
      : this.map.forEachFeatureAtPixel(e.pixel, (f) => f as OlFeature, {
          layerFilter: (l) => l === this.regionLayer || l === this.deviceLayer,
        });
    const region = hit && this.regions.hasFeature(hit) ? hit : undefined;
    if (region !== this.hovered) {
      this.hovered = region;
      this.regionLayer.changed();
    }
    this.input.container.style.cursor = hit ? 'pointer' : '';
  }

  // ── devices ──

  setDevices(devices: readonly CameraDevice[]): void {
    this.devicesByCode.clear();
    for (const d of devices) this.devicesByCode.set(d.code, d);
    this.devicePoints.clear();
    this.devicePoints.addFeatures(this.features(deviceFeatures(devices)));
  }

  deviceCount(): number {
    return this.devicePoints.getFeatures().length;
  }

  openPopup(at: [number, number], element: HTMLElement, onClose: () => void): () => void {
    const wrapper = document.createElement('div');
    wrapper.className = 'map-popup ol-map-popup';
    const close = document.createElement('button');
    close.type = 'button';
    close.className = 'ol-map-popup-close';
    close.setAttribute('aria-label', m.map.closePopup);
    close.textContent = '×';
    wrapper.append(close, element);
    const overlay = new Overlay({
      element: wrapper,
      position: at,
      positioning: 'bottom-center',
      offset: [0, -12],
      stopEvent: true,
    });
    this.map.addOverlay(overlay);
    const remove = () => this.map.removeOverlay(overlay);
    close.addEventListener('click', () => {
      remove();
      onClose();
    });
    return remove;
  }

  // ── layer tree ──

  setThematicLayers(layers: readonly LayerInfo[], visibleIds: ReadonlySet<string>): void {
    for (const info of layers) {
      const id = String(info.id);
      const visible = visibleIds.has(id);
      let layer = this.thematicLayers.get(id);
      if (!layer && visible) {
        layer = this.thematicLayer(info);
        if (!layer) continue;
        this.thematicLayers.set(id, layer);
        // Above the basemap and its labels, below the regions.
        this.map.getLayers().insertAt(2, layer);
      }
      layer?.setVisible(visible);
    }
  }

  private thematicLayer(info: LayerInfo): VectorLayer | TileLayer | undefined {
    const url = info.url ? absoluteUrl(info.url, this.input.origin) : undefined;
    if (!url) return undefined;
    if (info.source_type === 'geojson') {
      return new VectorLayer({
        source: this.geoJsonSource(url),
        style: new Style({
          stroke: new Stroke({ color: '#d4380d', width: 1.5 }),
          fill: new Fill({ color: 'rgba(250, 140, 22, 0.25)' }),
          image: new CircleStyle({ radius: 5, fill: new Fill({ color: '#d4380d' }) }),
        }),
      });
    }
    if (info.source_type === 'raster') {
      // Web Mercator XYZ tiles, reprojected by OpenLayers onto the geographic view.
      return new TileLayer({ source: new XYZ({ url, projection: 'EPSG:3857', tileSize: TILE_SIZE }) });
    }
    // Vector tilesets are cut in Web Mercator, which OpenLayers cannot reproject.
    console.info('[map] vector tiles are not drawn on the geographic engine', info.layer_name);
    return undefined;
  }

  destroy(): void {
    this.input.container.removeEventListener('keydown', this.onKey);
    this.input.container.removeEventListener('mouseleave', this.onPointerOut);
    this.map.setTarget(undefined);
    this.map.dispose();
  }
}

/** Creates the OpenLayers map and resolves once its first frame has rendered. */
export const createOpenLayersEngine: CreateWorkbenchEngine = (input) =>
  new Promise((resolve) => {
    const engine = new OpenLayersWorkbenchEngine(input);
    const unexpose = exposeForTests(input.name, engine.map);
    const destroy = engine.destroy.bind(engine);
    engine.destroy = () => {
      unexpose();
      destroy();
    };
    engine.fitInitialBounds();
    engine.map.once('rendercomplete', () => resolve(engine));
    engine.map.render();
  });

export type { OlGeometry };
