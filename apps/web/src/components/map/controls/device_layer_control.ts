import type { FeatureCollection, Point } from 'geojson';
import type { GeoJSONSource, LngLat, MapLayerMouseEvent, Map as MaplibreMap } from 'maplibre-gl';
import type { CameraDevice } from '../api/devices';
import { LABEL_FONT } from '../config';
import { ListenerBag, type MapControl, removeLayersAndSources } from './map-control';

export const DEVICE_SOURCE = 'agrimap-devices';
export const DEVICE_CLUSTER_LAYER = 'agrimap-device-clusters';
export const DEVICE_COUNT_LAYER = 'agrimap-device-cluster-count';
export const DEVICE_POINT_LAYER = 'agrimap-device-points';

/** Status colours: online green, offline grey (SPEC §3: 0 offline, otherwise online). */
export const DEVICE_STATUS_COLORS = Object.freeze({ online: '#52c41a', offline: '#8c8c8c' });

/** Layers a click on a device or cluster belongs to. */
export const DEVICE_LAYERS = [DEVICE_CLUSTER_LAYER, DEVICE_POINT_LAYER];

/** Devices with a position as GeoJSON points; `properties.code` links back to the device. */
export function devicesToGeoJson(devices: readonly CameraDevice[]): FeatureCollection<Point> {
  const features: FeatureCollection<Point>['features'] = [];
  for (const d of devices) {
    if (typeof d.lon !== 'number' || typeof d.lat !== 'number') continue;
    if (!Number.isFinite(d.lon) || !Number.isFinite(d.lat)) continue;
    features.push({
      type: 'Feature',
      properties: { code: d.code, name: d.name, status: d.status === 0 ? 0 : 1 },
      geometry: { type: 'Point', coordinates: [d.lon, d.lat] },
    });
  }
  return { type: 'FeatureCollection', features };
}

export interface DeviceLayerOptions {
  /** A device was clicked. */
  onDeviceClick?: (device: CameraDevice, at: LngLat) => void;
  /** When it answers true, clicks are not for the devices (e.g. while drawing). */
  isBlocked?: () => boolean;
}

/**
 * Devices as a clustered GeoJSON layer (GPU-drawn, not DOM markers): clusters are circles sized
 * by count with the count as a label; single devices are circles coloured by status. Clicking a
 * cluster zooms to its expansion zoom; clicking a device reports it (the popup).
 */
export class DeviceLayerControl implements MapControl {
  private map: MaplibreMap | undefined;
  private bag: ListenerBag | undefined;
  private byCode = new Map<string, CameraDevice>();
  private data: FeatureCollection<Point> = { type: 'FeatureCollection', features: [] };

  constructor(private readonly options: DeviceLayerOptions = {}) {}

  onAdd(map: MaplibreMap): void {
    this.map = map;
    map.addSource(DEVICE_SOURCE, {
      type: 'geojson',
      data: this.data,
      cluster: true,
      clusterRadius: 50,
      clusterMaxZoom: 14,
    });
    map.addLayer({
      id: DEVICE_CLUSTER_LAYER,
      type: 'circle',
      source: DEVICE_SOURCE,
      filter: ['has', 'point_count'],
      paint: {
        'circle-color': ['step', ['get', 'point_count'], '#69b1ff', 50, '#1677ff', 500, '#0958d9'],
        'circle-radius': ['step', ['get', 'point_count'], 14, 50, 18, 500, 24],
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 2,
      },
    });
    map.addLayer({
      id: DEVICE_COUNT_LAYER,
      type: 'symbol',
      source: DEVICE_SOURCE,
      filter: ['has', 'point_count'],
      layout: {
        'text-field': ['get', 'point_count_abbreviated'],
        'text-font': LABEL_FONT,
        'text-size': 12,
        'text-allow-overlap': true,
      },
      paint: { 'text-color': '#ffffff' },
    });
    map.addLayer({
      id: DEVICE_POINT_LAYER,
      type: 'circle',
      source: DEVICE_SOURCE,
      filter: ['!', ['has', 'point_count']],
      paint: {
        'circle-color': [
          'match',
          ['get', 'status'],
          0,
          DEVICE_STATUS_COLORS.offline,
          DEVICE_STATUS_COLORS.online,
        ],
        'circle-radius': 7,
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 2,
      },
    });
    const bag = new ListenerBag(map);
    bag.onLayer('click', DEVICE_CLUSTER_LAYER, (e) => {
      if (!this.options.isBlocked?.()) void this.expandCluster(e);
    });
    bag.onLayer('click', DEVICE_POINT_LAYER, (e) => {
      if (!this.options.isBlocked?.()) this.clickDevice(e);
    });
    for (const layer of DEVICE_LAYERS) {
      bag.onLayer('mouseenter', layer, () => this.setCursor('pointer'));
      bag.onLayer('mouseleave', layer, () => this.setCursor(''));
    }
    this.bag = bag;
  }

  onRemove(): void {
    this.bag?.dispose();
    this.bag = undefined;
    if (this.map) {
      removeLayersAndSources(
        this.map,
        [DEVICE_CLUSTER_LAYER, DEVICE_COUNT_LAYER, DEVICE_POINT_LAYER],
        [DEVICE_SOURCE],
      );
    }
    this.map = undefined;
  }

  /** Replaces the devices shown. */
  setDevices(devices: readonly CameraDevice[]): void {
    this.byCode = new Map(devices.map((d) => [d.code, d]));
    this.data = devicesToGeoJson(devices);
    (this.map?.getSource(DEVICE_SOURCE) as GeoJSONSource | undefined)?.setData(this.data);
  }

  /** Number of devices with a position. */
  count(): number {
    return this.data.features.length;
  }

  private async expandCluster(e: MapLayerMouseEvent): Promise<void> {
    const feature = e.features?.[0];
    const clusterId = feature?.properties?.cluster_id;
    const map = this.map;
    if (!map || typeof clusterId !== 'number' || feature?.geometry.type !== 'Point') return;
    const source = map.getSource(DEVICE_SOURCE) as GeoJSONSource | undefined;
    if (!source) return;
    const zoom = await source.getClusterExpansionZoom(clusterId);
    const [lng = 0, lat = 0] = (feature.geometry as Point).coordinates;
    if (this.map === map) map.easeTo({ center: [lng, lat], zoom, duration: 500 });
  }

  private clickDevice(e: MapLayerMouseEvent): void {
    const code = e.features?.[0]?.properties?.code;
    const device = typeof code === 'string' ? this.byCode.get(code) : undefined;
    if (device) this.options.onDeviceClick?.(device, e.lngLat);
  }

  private setCursor(cursor: string): void {
    if (this.map) this.map.getCanvas().style.cursor = cursor;
  }
}
