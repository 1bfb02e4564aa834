import { describe, expect, it, vi } from 'vitest';
import { expectClusterZoom } from '../test/cluster-zoom';
import { FakeMap } from '../test/fake-map';
import { PointLayerControl, pointFeature, pointLayerIds } from './point_layer_control';

const ids = pointLayerIds('test-points');

describe('PointLayerControl', () => {
  it('draws a clustered source with the given point colour and radius', () => {
    const map = new FakeMap();
    const control = new PointLayerControl(ids, { pointColor: '#f00', pointRadius: 9 });
    control.onAdd(map.asMap());
    control.setData({ type: 'FeatureCollection', features: [pointFeature(112, 28, { id: 'a' })] });
    expect(map.getSource(ids.source)?.spec).toMatchObject({ type: 'geojson', cluster: true });
    expect(map.features(ids.source)).toHaveLength(1);
    expect(map.paint.get(ids.points)).toMatchObject({ 'circle-color': '#f00', 'circle-radius': 9 });
    expect(control.count()).toBe(1);
  });

  it('can leave points unclustered', () => {
    const map = new FakeMap();
    new PointLayerControl(ids, { cluster: false }).onAdd(map.asMap());
    expect(map.getSource(ids.source)?.spec).toMatchObject({ cluster: false });
  });

  it('keeps data given before it was added', () => {
    const map = new FakeMap();
    const control = new PointLayerControl(ids);
    control.setData({ type: 'FeatureCollection', features: [pointFeature(1, 2, { id: 'x' })] });
    control.onAdd(map.asMap());
    expect(map.features(ids.source).map((f) => f.properties.id)).toEqual(['x']);
  });

  it('reports the clicked point’s properties and zooms into clusters', async () => {
    const map = new FakeMap();
    const onPointClick = vi.fn();
    new PointLayerControl(ids, { onPointClick }).onAdd(map.asMap());
    const lngLat = { lng: 112, lat: 28 };
    map.fire('click', { features: [{ properties: { id: 'a' } }], lngLat }, ids.points);
    expect(onPointClick).toHaveBeenCalledWith({ id: 'a' }, lngLat);
    await expectClusterZoom(map, ids.clusters, 4, [111, 27]);
  });

  it('ignores clicks while blocked', () => {
    const map = new FakeMap();
    const onPointClick = vi.fn();
    new PointLayerControl(ids, { onPointClick, isBlocked: () => true }).onAdd(map.asMap());
    map.fire('click', { features: [{ properties: { id: 'a' } }], lngLat: { lng: 0, lat: 0 } }, ids.points);
    expect(onPointClick).not.toHaveBeenCalled();
  });

  it('removes every listener, layer and source it added', () => {
    const map = new FakeMap();
    const control = new PointLayerControl(ids);
    control.onAdd(map.asMap());
    expect(map.listenerCount()).toBeGreaterThan(0);
    control.onRemove();
    expect(map.listenerCount()).toBe(0);
    expect(map.layers).toEqual([]);
    expect(map.sources.size).toBe(0);
  });
});
