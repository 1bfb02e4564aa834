import { describe, expect, it } from 'vitest';
import { FakeMap } from '../test/fake-map';
import {
  HIGHLIGHT_AREA_SOURCE,
  HIGHLIGHT_BORDER_LAYER,
  HIGHLIGHT_FILL_LAYER,
  HIGHLIGHT_LINE_LAYER,
  HIGHLIGHT_POINT_LAYER,
  HIGHLIGHT_POINT_SOURCE,
  HighlightControl,
} from './highlight_control';

const square = {
  type: 'Polygon' as const,
  coordinates: [
    [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 0],
    ],
  ],
};

describe('HighlightControl', () => {
  it('uses the highlight defaults: line light purple 4, fill yellow 0.5, border cyan 4', () => {
    const map = new FakeMap();
    new HighlightControl().onAdd(map.asMap());
    expect(map.paint.get(HIGHLIGHT_LINE_LAYER)).toMatchObject({ 'line-color': '#b39ddb', 'line-width': 4 });
    expect(map.paint.get(HIGHLIGHT_FILL_LAYER)).toMatchObject({
      'fill-color': '#ffff00',
      'fill-opacity': 0.5,
    });
    expect(map.paint.get(HIGHLIGHT_BORDER_LAYER)).toMatchObject({ 'line-color': '#00ffff', 'line-width': 4 });
  });

  it('fills an area, or draws its border alone', () => {
    const map = new FakeMap();
    const control = new HighlightControl();
    control.onAdd(map.asMap());
    control.showArea(square);
    const area = () =>
      map.getSource(HIGHLIGHT_AREA_SOURCE)?.data as { features: Array<{ properties: { fill: boolean } }> };
    expect(area().features[0]?.properties.fill).toBe(true);
    control.showBorder({ type: 'Feature', properties: { qhdm: '4301' }, geometry: square });
    expect(area().features[0]?.properties).toEqual({ qhdm: '4301', fill: false });
    control.showPoint([112, 28]);
    expect(map.features(HIGHLIGHT_POINT_SOURCE)).toHaveLength(1);
    control.clear();
    expect(area().features).toEqual([]);
  });

  it('draws a source’s layers only while it has something highlighted', () => {
    const map = new FakeMap();
    const control = new HighlightControl();
    control.onAdd(map.asMap());
    const shown = () =>
      [HIGHLIGHT_FILL_LAYER, HIGHLIGHT_BORDER_LAYER, HIGHLIGHT_LINE_LAYER, HIGHLIGHT_POINT_LAYER].filter(
        (id) => map.getLayoutProperty(id, 'visibility') !== 'none',
      );
    expect(shown()).toEqual([]);
    control.showArea(square);
    expect(shown()).toEqual([HIGHLIGHT_FILL_LAYER, HIGHLIGHT_BORDER_LAYER]);
    control.showLine({
      type: 'LineString',
      coordinates: [
        [0, 0],
        [1, 1],
      ],
    });
    control.showPoint([112, 28]);
    expect(shown()).toHaveLength(4);
    control.showArea({ type: 'FeatureCollection', features: [] });
    expect(shown()).toEqual([HIGHLIGHT_LINE_LAYER, HIGHLIGHT_POINT_LAYER]);
    control.clear();
    expect(shown()).toEqual([]);
  });

  it('removes every layer and source it added', () => {
    const map = new FakeMap();
    const control = new HighlightControl();
    control.onAdd(map.asMap());
    control.onRemove();
    expect(map.layers).toEqual([]);
    expect(map.sources.size).toBe(0);
  });
});
