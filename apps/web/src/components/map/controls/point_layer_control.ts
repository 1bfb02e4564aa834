import type { Feature, FeatureCollection, Point } from 'geojson';
import type {
  DataDrivenPropertyValueSpecification,
  GeoJSONSource,
  LngLat,
  MapLayerMouseEvent,
  Map as MaplibreMap,
} from 'maplibre-gl';
import { LABEL_FONT } from '../config';
import { ListenerBag, type MapControl, removeLayersAndSources } from './map-control';

/** Source and layer ids of one point layer (several can share a map under different ids). */
export interface PointLayerIds {
  source: string;
  clusters: string;
  clusterCount: string;
  points: string;
}

/** The ids of a point layer named `prefix` (`<prefix>`, `<prefix>-clusters`, …). */
export function pointLayerIds(prefix: string): PointLayerIds {
  return {
    source: prefix,
    clusters: `${prefix}-clusters`,
    clusterCount: `${prefix}-cluster-count`,
    points: `${prefix}-points`,
  };
}

export type PointFeatureCollection = FeatureCollection<Point, Record<string, unknown>>;

export interface PointLayerOptions {
  /** Group points into clusters (circles sized by count, zoom in on click). Default true. */
  cluster?: boolean;
  /** Colour of a single point (a constant or an expression over the feature's properties). */
  pointColor?: DataDrivenPropertyValueSpecification<string>;
  /** Radius of a single point in px. */
  pointRadius?: DataDrivenPropertyValueSpecification<number>;
  /** A single point was clicked: its feature's properties and where. */
  onPointClick?: (properties: Record<string, unknown>, at: LngLat) => void;
  /** When it answers true, clicks are not for the points (e.g. while drawing). */
  isBlocked?: () => boolean;
  /** The layers show below this zoom only (an overview that other layers take over from). */
  maxZoom?: number;
  /** The last zoom with clusters (default 14). */
  clusterMaxZoom?: number;
  /** A cluster's colour from 1, 50 and 500 points up (default blues). */
  clusterColors?: readonly [string, string, string];
}

/**
 * Points as a clustered GeoJSON layer (GPU-drawn, not DOM markers): clusters are circles sized
 * by count with the count as a label; single points are circles whose colour and radius come
 * from the options. Clicking a cluster zooms to its expansion zoom; clicking a point reports its
 * properties. The device layer and the shared points map are both built on this.
 */
export class PointLayerControl implements MapControl {
  private map: MaplibreMap | undefined;
  private bag: ListenerBag | undefined;
  private data: PointFeatureCollection = { type: 'FeatureCollection', features: [] };

  constructor(
    readonly ids: PointLayerIds,
    private readonly options: PointLayerOptions = {},
  ) {}

  /** Layers a click on a point or cluster belongs to. */
  get clickableLayers(): string[] {
    return [this.ids.clusters, this.ids.points];
  }

  onAdd(map: MaplibreMap): void {
    this.map = map;
    const { ids } = this;
    const cluster = this.options.cluster ?? true;
    map.addSource(ids.source, {
      type: 'geojson',
      data: this.data,
      cluster,
      clusterRadius: 50,
      clusterMaxZoom: this.options.clusterMaxZoom ?? 14,
    });
    const zoomRange = this.options.maxZoom === undefined ? {} : { maxzoom: this.options.maxZoom };
    const [few, many, most] = this.options.clusterColors ?? ['#69b1ff', '#1677ff', '#0958d9'];
    map.addLayer({
      id: ids.clusters,
      type: 'circle',
      source: ids.source,
      filter: ['has', 'point_count'],
      ...zoomRange,
      paint: {
        'circle-color': ['step', ['get', 'point_count'], few, 50, many, 500, most],
        'circle-radius': ['step', ['get', 'point_count'], 14, 50, 18, 500, 24],
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 2,
      },
    });
    map.addLayer({
      id: ids.clusterCount,
      type: 'symbol',
      source: ids.source,
      filter: ['has', 'point_count'],
      ...zoomRange,
      layout: {
        'text-field': ['get', 'point_count_abbreviated'],
        'text-font': LABEL_FONT,
        'text-size': 12,
        // A count sits on its own circle: no collision test while the map moves.
        'text-allow-overlap': true,
        'text-ignore-placement': true,
      },
      paint: { 'text-color': '#ffffff' },
    });
    map.addLayer({
      id: ids.points,
      type: 'circle',
      source: ids.source,
      filter: ['!', ['has', 'point_count']],
      ...zoomRange,
      paint: {
        'circle-color': this.options.pointColor ?? '#1677ff',
        'circle-radius': this.options.pointRadius ?? 7,
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 2,
      },
    });
    const bag = new ListenerBag(map);
    bag.onLayer('click', ids.clusters, (e) => {
      if (!this.options.isBlocked?.()) void this.expandCluster(e);
    });
    bag.onLayer('click', ids.points, (e) => {
      if (this.options.isBlocked?.()) return;
      const properties = e.features?.[0]?.properties;
      if (properties) this.options.onPointClick?.(properties, e.lngLat);
    });
    for (const layer of this.clickableLayers) {
      bag.onLayer('mouseenter', layer, () => this.setCursor('pointer'));
      bag.onLayer('mouseleave', layer, () => this.setCursor(''));
    }
    this.bag = bag;
  }

  onRemove(): void {
    this.bag?.dispose();
    this.bag = undefined;
    if (this.map) {
      const { ids } = this;
      removeLayersAndSources(this.map, [ids.clusters, ids.clusterCount, ids.points], [ids.source]);
    }
    this.map = undefined;
  }

  /** Replaces the points shown. */
  setData(data: PointFeatureCollection): void {
    this.data = data;
    (this.map?.getSource(this.ids.source) as GeoJSONSource | undefined)?.setData(this.data);
  }

  /** Number of points shown. */
  count(): number {
    return this.data.features.length;
  }

  private async expandCluster(e: MapLayerMouseEvent): Promise<void> {
    const feature = e.features?.[0];
    const clusterId = feature?.properties?.cluster_id;
    const map = this.map;
    if (!map || typeof clusterId !== 'number' || feature?.geometry.type !== 'Point') return;
    const source = map.getSource(this.ids.source) as GeoJSONSource | undefined;
    if (!source) return;
    const zoom = await source.getClusterExpansionZoom(clusterId);
    const [lng = 0, lat = 0] = (feature.geometry as Point).coordinates;
    if (this.map === map) map.easeTo({ center: [lng, lat], zoom, duration: 500 });
  }

  private setCursor(cursor: string): void {
    if (this.map) this.map.getCanvas().style.cursor = cursor;
  }
}

/** A GeoJSON point feature (for building a {@link PointFeatureCollection}). */
export function pointFeature(
  lon: number,
  lat: number,
  properties: Record<string, unknown>,
): Feature<Point, Record<string, unknown>> {
  return { type: 'Feature', properties, geometry: { type: 'Point', coordinates: [lon, lat] } };
}

/** Whether lon/lat are finite numbers. */
export function hasPosition(lon: unknown, lat: unknown): lon is number {
  return typeof lon === 'number' && typeof lat === 'number' && Number.isFinite(lon) && Number.isFinite(lat);
}
