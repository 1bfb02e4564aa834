import type { Feature } from 'geojson';
import { describe, expect, it, vi } from 'vitest';
import { FakeMap } from '../test/fake-map';
import { MEASURE_LAYER, MEASURE_SOURCE, MeasureControl } from './measure_control';

const line: Feature = {
  type: 'Feature',
  id: 'a',
  properties: {},
  geometry: {
    type: 'LineString',
    coordinates: [
      [112, 28],
      [112.01, 28],
      [112.01, 28.01],
    ],
  },
};
const point: Feature = {
  type: 'Feature',
  id: 'b',
  properties: {},
  geometry: { type: 'Point', coordinates: [112.5, 28.5] },
};

describe('MeasureControl', () => {
  it('draws labels as a symbol layer over a GeoJSON source and reports them', () => {
    const map = new FakeMap();
    const onChange = vi.fn();
    const control = new MeasureControl(onChange);
    control.onAdd(map.asMap());
    expect(map.getLayer(MEASURE_LAYER)).toMatchObject({ type: 'symbol', source: MEASURE_SOURCE });
    control.set(line);
    control.set(point);
    const data = map.getSource(MEASURE_SOURCE)?.data as { features: Array<{ properties: { text: string } }> };
    expect(data.features.map((f) => f.properties.text)).toEqual([
      expect.stringMatching(/ 米$/),
      expect.stringMatching(/ 米$/),
      '经度：112.5000，纬度：28.5000',
    ]);
    expect(onChange).toHaveBeenLastCalledWith(control.labels());
    expect(control.labels()).toHaveLength(3);
  });

  it('clears a shape’s labels with the shape', () => {
    const map = new FakeMap();
    const control = new MeasureControl();
    control.onAdd(map.asMap());
    control.set(line);
    control.set(point);
    control.remove('a');
    expect(control.labels().map((l) => l.featureId)).toEqual(['b']);
    control.clear();
    expect(map.features(MEASURE_SOURCE)).toEqual([]);
  });

  it('removes its layer and source', () => {
    const map = new FakeMap();
    const control = new MeasureControl();
    control.onAdd(map.asMap());
    control.set(point);
    control.onRemove();
    expect(map.layers).toEqual([]);
    expect(map.sources.size).toBe(0);
    expect(control.labels()).toEqual([]);
  });
});
