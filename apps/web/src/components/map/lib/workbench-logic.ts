import {
  circlePolygon,
  DEFAULT_CIRCLE_RADIUS_METRES,
  type DrawingTool,
  drillDownTarget,
  geographicResolution,
  geographicZoom,
  LATITUDE_RENDER_RANGE,
  LONGITUDE_RANGE,
  measureLine,
  rectanglePolygon,
} from '@agrimap/geo';
import type { Feature, FeatureCollection, Geometry, Point, Position } from 'geojson';
import type { CameraDevice } from '../api/devices';
import type { RegionTreeChild, RegionTreeNode } from '../api/regions';
import type { EngineKind } from '../engine/workbench-engine';
import type { Bbox, CameraTarget } from './camera';
import { type MeasureLabel, measureLabels } from './measure-labels';

/*
 * The workbench's engine-neutral decisions: what a drawn shape is and measures, where drawings may
 * go (SPEC §3), where the camera goes to locate or drill down (SPEC §4 zoom bands, on either
 * engine's zoom scale), what the device and region layers hold. Both engine adapters call these.
 */

/** Zoom a point is shown at when located (never zooms out). */
export const LOCATE_MIN_ZOOM = 12;

/** Padding around a fitted extent, px. */
export const FIT_PADDING = 40;

/** Points of a drawn circle's polygon. */
export const CIRCLE_STEPS = 64;

/** Pixel distance within which devices are grouped into one cluster. */
export const CLUSTER_RADIUS_PX = 50;

/** From this zoom on devices are never clustered. */
export const CLUSTER_MAX_ZOOM = 14;

/** The zoom a located point is shown at. */
export function locateZoom(current: number): number {
  return Math.max(current, LOCATE_MIN_ZOOM);
}

/** What kind of shape a drawn feature is (the results list names it). */
export function shapeKind(feature: Feature): 'point' | 'line' | 'polygon' | 'rectangle' | 'circle' {
  const shape = feature.properties?.shape;
  if (shape === 'rectangle' || shape === 'circle') return shape;
  if (feature.geometry?.type === 'Point') return 'point';
  if (feature.geometry?.type === 'LineString') return 'line';
  return 'polygon';
}

/**
 * A position within SPEC §3's drawing limits: longitude −270..270 (world copies on both sides),
 * latitude −90..90 of which −85..85 is rendered — so drawn positions are clamped to the rendered
 * band on every engine.
 */
export function clampDrawPosition(p: Position): [number, number] {
  const lon = Math.min(LONGITUDE_RANGE.max, Math.max(LONGITUDE_RANGE.min, p[0] ?? 0));
  const lat = Math.min(LATITUDE_RENDER_RANGE.max, Math.max(LATITUDE_RENDER_RANGE.min, p[1] ?? 0));
  return [lon, lat];
}

/** A drawn geometry with every position clamped by {@link clampDrawPosition}. */
export function clampDrawnGeometry<G extends Geometry>(geometry: G): G {
  const walk = (c: unknown): unknown =>
    Array.isArray(c) && typeof c[0] === 'number'
      ? clampDrawPosition(c as Position)
      : (c as unknown[]).map(walk);
  if (geometry.type === 'GeometryCollection') return geometry;
  return {
    ...geometry,
    coordinates: walk((geometry as Exclude<Geometry, { type: 'GeometryCollection' }>).coordinates),
  } as G;
}

/** The rectangle feature between two dragged corners. */
export function rectangleShape(a: [number, number], b: [number, number]): Feature {
  const f = rectanglePolygon(clampDrawPosition(a), clampDrawPosition(b));
  return { ...f, properties: { ...f.properties, shape: 'rectangle' } };
}

/**
 * The circle feature of a drag from `center` to `edge` (metres measured by `@agrimap/geo`); a
 * click without drag gets the default radius (2 km, SPEC §9).
 */
export function circleShape(center: [number, number], edge?: [number, number]): Feature {
  const c = clampDrawPosition(center);
  const dragged = edge ? measureLine([c, clampDrawPosition(edge)]).total.value : 0;
  const radius = dragged > 0 ? dragged : DEFAULT_CIRCLE_RADIUS_METRES;
  const f = circlePolygon(c, radius, CIRCLE_STEPS);
  return { ...f, properties: { shape: 'circle', center: c, radius } };
}

/**
 * Keeps the measuring labels of the drawn shapes (SPEC §4): set a shape when it is created or
 * changed, remove it when deleted; `all()` in drawing order.
 */
export class LabelBook {
  private readonly byFeature = new Map<string, MeasureLabel[]>();

  set(feature: Feature): void {
    this.byFeature.set(String(feature.id ?? ''), measureLabels(feature));
  }

  remove(id: string): void {
    this.byFeature.delete(id);
  }

  clear(): void {
    this.byFeature.clear();
  }

  all(): MeasureLabel[] {
    return [...this.byFeature.values()].flat();
  }
}

/** The children of a region node as features (only those with a boundary can be drawn). */
export function regionChildren(node: RegionTreeNode): FeatureCollection {
  const features: Feature[] = [];
  for (const child of node.children) {
    if (!child.geojson) continue;
    features.push(regionFeature(child));
  }
  return { type: 'FeatureCollection', features };
}

/** A region's boundary as a feature carrying its code and name. */
export function regionFeature(region: RegionTreeChild | RegionTreeNode): Feature {
  return {
    type: 'Feature',
    id: region.qhdm,
    properties: { qhdm: region.qhdm, qhmc: region.qhmc },
    geometry: region.geojson as unknown as Geometry,
  };
}

/** Devices with a position as point features; `properties.code` links back to the device. */
export function deviceFeatures(devices: readonly CameraDevice[]): Feature<Point>[] {
  const out: Feature<Point>[] = [];
  for (const d of devices) {
    if (typeof d.lon !== 'number' || typeof d.lat !== 'number' || !Number.isFinite(d.lon)) continue;
    if (!Number.isFinite(d.lat)) continue;
    out.push({
      type: 'Feature',
      id: d.code,
      properties: { code: d.code, name: d.name, status: d.status === 0 ? 0 : 1 },
      geometry: { type: 'Point', coordinates: [d.lon, d.lat] },
    });
  }
  return out;
}

/**
 * The drill-down camera (SPEC §4) from the zoom that fits a region's extent on an engine:
 * clamped into the zoom band of the region's level, centred on the extent (or on where a village
 * without extent was clicked). Null when there is neither extent nor click.
 */
export function drillCamera(
  code: string,
  bbox: Bbox | null,
  fitZoom: number | undefined,
  clickedAt?: [number, number],
): CameraTarget | null {
  const target = drillDownTarget(code, fitZoom);
  if (!target) return null;
  const center: [number, number] | undefined = bbox
    ? [(bbox[0] + bbox[2]) / 2, (bbox[1] + bbox[3]) / 2]
    : clickedAt;
  return center ? { center, zoom: target.zoom } : null;
}

/**
 * The resolution (map units per pixel) of a zoom on an engine's grid: Web Mercator metres for
 * maplibre, degrees of the CGCS2000 geographic grid for OpenLayers — how the SPEC §4 zoom bands
 * are translated to the geographic grid.
 */
export function resolutionForZoom(kind: EngineKind, zoom: number): number {
  return kind === 'maplibre' ? (2 * Math.PI * 6378137) / 256 / 2 ** zoom : geographicResolution(zoom);
}

/** The zoom of a resolution on an engine's grid (inverse of {@link resolutionForZoom}). */
export function zoomForResolution(kind: EngineKind, resolution: number): number {
  return kind === 'maplibre'
    ? Math.log2((2 * Math.PI * 6378137) / 256 / resolution)
    : geographicZoom(resolution);
}

/** The tool a drawing interaction was started for, or null when `mode` is not a drawing tool. */
export function toolForMode(
  toolModes: Readonly<Record<DrawingTool, string>>,
  mode: string | null | undefined,
): DrawingTool | null {
  for (const [tool, m] of Object.entries(toolModes) as [DrawingTool, string][]) if (m === mode) return tool;
  return null;
}
