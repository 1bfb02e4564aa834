import type { MapLayerMouseEvent } from 'maplibre-gl';
import { describe, expect, it, vi } from 'vitest';
import type { CameraDevice } from '../api/devices';
import { expectClusterZoom } from '../test/cluster-zoom';
import { FakeMap } from '../test/fake-map';
import {
  DEVICE_CLUSTER_LAYER,
  DEVICE_POINT_LAYER,
  DEVICE_SOURCE,
  DeviceLayerControl,
  devicesToGeoJson,
} from './device_layer_control';

const device = (
  code: string,
  status: number,
  lon: number | null = 112.9,
  lat: number | null = 28.2,
): CameraDevice => ({
  code,
  name: `设备${code}`,
  type: 2,
  status,
  lon,
  lat,
});

describe('devicesToGeoJson', () => {
  it('keeps devices with a position, with code, name and status', () => {
    const fc = devicesToGeoJson([device('a', 1), device('b', 0), device('c', 1, null, null), device('d', 5)]);
    expect(fc.features.map((f) => f.properties)).toEqual([
      { code: 'a', name: '设备a', status: 1 },
      { code: 'b', name: '设备b', status: 0 },
      { code: 'd', name: '设备d', status: 1 },
    ]);
  });
});

describe('DeviceLayerControl', () => {
  it('draws devices as a clustered source with status colours', () => {
    const map = new FakeMap();
    const control = new DeviceLayerControl();
    control.onAdd(map.asMap());
    control.setDevices([device('a', 1), device('b', 0)]);
    expect(map.getSource(DEVICE_SOURCE)?.spec).toMatchObject({ type: 'geojson', cluster: true });
    expect(map.features(DEVICE_SOURCE)).toHaveLength(2);
    expect(JSON.stringify(map.paint.get(DEVICE_POINT_LAYER)?.['circle-color'])).toContain('status');
    expect(control.count()).toBe(2);
  });

  it('zooms to a cluster’s expansion zoom when it is clicked', async () => {
    const map = new FakeMap();
    const control = new DeviceLayerControl();
    control.onAdd(map.asMap());
    await expectClusterZoom(map, DEVICE_CLUSTER_LAYER, 7, [113, 28]);
  });

  it('reports the clicked device', () => {
    const map = new FakeMap();
    const onDeviceClick = vi.fn();
    const control = new DeviceLayerControl({ onDeviceClick });
    control.onAdd(map.asMap());
    const a = device('a', 1);
    control.setDevices([a]);
    const lngLat = { lng: 112.9, lat: 28.2 };
    map.fire(
      'click',
      { features: [{ properties: { code: 'a' } }], lngLat } as unknown as Partial<MapLayerMouseEvent>,
      DEVICE_POINT_LAYER,
    );
    expect(onDeviceClick).toHaveBeenCalledWith(a, lngLat);
  });

  it('leaves clicks alone while blocked (drawing)', () => {
    const map = new FakeMap();
    const onDeviceClick = vi.fn();
    const control = new DeviceLayerControl({ onDeviceClick, isBlocked: () => true });
    control.onAdd(map.asMap());
    control.setDevices([device('a', 1)]);
    map.fire(
      'click',
      { features: [{ properties: { code: 'a' } }], lngLat: { lng: 0, lat: 0 } },
      DEVICE_POINT_LAYER,
    );
    map.clickCluster(DEVICE_CLUSTER_LAYER, 7, [113, 28]);
    expect(onDeviceClick).not.toHaveBeenCalled();
    expect(map.cameraCalls).toEqual([]);
  });

  it('removes every listener, layer and source it added', () => {
    const map = new FakeMap();
    const control = new DeviceLayerControl();
    control.onAdd(map.asMap());
    expect(map.listenerCount()).toBeGreaterThan(0);
    control.onRemove();
    expect(map.listenerCount()).toBe(0);
    expect(map.layers).toEqual([]);
    expect(map.sources.size).toBe(0);
  });
});
