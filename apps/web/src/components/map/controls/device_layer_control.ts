import type { FeatureCollection, Point } from 'geojson';
import type { LngLat, Map as MaplibreMap } from 'maplibre-gl';
import type { CameraDevice } from '../api/devices';
import type { MapControl } from './map-control';
import { hasPosition, PointLayerControl, pointFeature, pointLayerIds } from './point_layer_control';

export const DEVICE_SOURCE = 'agrimap-devices';
const DEVICE_IDS = { ...pointLayerIds('agrimap-device'), source: DEVICE_SOURCE };
export const DEVICE_CLUSTER_LAYER = DEVICE_IDS.clusters;
export const DEVICE_COUNT_LAYER = DEVICE_IDS.clusterCount;
export const DEVICE_POINT_LAYER = DEVICE_IDS.points;

/** Status colours: online green, offline grey (SPEC §3: 0 offline, otherwise online). */
export const DEVICE_STATUS_COLORS = Object.freeze({ online: '#52c41a', offline: '#8c8c8c' });

/** Layers a click on a device or cluster belongs to. */
export const DEVICE_LAYERS = [DEVICE_CLUSTER_LAYER, DEVICE_POINT_LAYER];

/** Devices with a position as GeoJSON points; `properties.code` links back to the device. */
export function devicesToGeoJson(
  devices: readonly CameraDevice[],
): FeatureCollection<Point, Record<string, unknown>> {
  const features: FeatureCollection<Point, Record<string, unknown>>['features'] = [];
  for (const d of devices) {
    if (!hasPosition(d.lon, d.lat)) continue;
    features.push(
      pointFeature(d.lon, d.lat as number, { code: d.code, name: d.name, status: d.status === 0 ? 0 : 1 }),
    );
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
 * Devices as a clustered GeoJSON layer ({@link PointLayerControl}): single devices are circles
 * coloured by status. Clicking a cluster zooms to its expansion zoom; clicking a device reports it
 * (the popup).
 */
export class DeviceLayerControl implements MapControl {
  private byCode = new Map<string, CameraDevice>();
  private readonly layer: PointLayerControl;

  constructor(options: DeviceLayerOptions = {}) {
    this.layer = new PointLayerControl(DEVICE_IDS, {
      pointColor: ['match', ['get', 'status'], 0, DEVICE_STATUS_COLORS.offline, DEVICE_STATUS_COLORS.online],
      isBlocked: options.isBlocked,
      onPointClick: (properties, at) => {
        const code = properties.code;
        const device = typeof code === 'string' ? this.byCode.get(code) : undefined;
        if (device) options.onDeviceClick?.(device, at);
      },
    });
  }

  onAdd(map: MaplibreMap): void {
    this.layer.onAdd(map);
  }

  onRemove(): void {
    this.layer.onRemove();
  }

  /** Replaces the devices shown. */
  setDevices(devices: readonly CameraDevice[]): void {
    this.byCode = new Map(devices.map((d) => [d.code, d]));
    this.layer.setData(devicesToGeoJson(devices));
  }

  /** Number of devices with a position. */
  count(): number {
    return this.layer.count();
  }
}
