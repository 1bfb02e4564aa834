import { describe, expect, it, vi } from 'vitest';
import { FakeMap } from '../test/fake-map';
import {
  CHOROPLETH_FILL_LAYER,
  CHOROPLETH_LINE_LAYER,
  CHOROPLETH_SOURCE,
  ChoroplethControl,
} from './choropleth_control';
import { HighlightPointControl, POINT_HIGHLIGHT_SOURCE } from './highlight_point_control';

describe('ChoroplethControl', () => {
  it('loads the scope’s dataset, fills by value and reports region clicks', () => {
    const map = new FakeMap();
    const onRegionClick = vi.fn();
    const control = new ChoroplethControl({ onRegionClick });
    control.onAdd(map.asMap());
    const visibility = () =>
      [CHOROPLETH_FILL_LAYER, CHOROPLETH_LINE_LAYER].map((id) => map.getLayoutProperty(id, 'visibility'));
    // Nothing to draw before a dataset is chosen (no clipping masks for an empty source).
    expect(visibility()).toEqual(['none', 'none']);
    control.setRegions('/map/datasets/v1/agrimap/hunan-cities/features', null);
    expect(visibility()).toEqual(['visible', 'visible']);
    control.setFill(['match', ['get', 'qhdm'], '4301', '#f00', 'rgba(0,0,0,0)'] as never);
    expect(map.getSource(CHOROPLETH_SOURCE)?.data).toBe('/map/datasets/v1/agrimap/hunan-cities/features');
    expect(JSON.stringify(map.paint.get(CHOROPLETH_FILL_LAYER)?.['fill-color'])).toContain('4301');
    map.fire(
      'click',
      { features: [{ properties: { qhdm: '4301', qhmc: '长沙市' } }] },
      CHOROPLETH_FILL_LAYER,
    );
    expect(onRegionClick).toHaveBeenCalledWith('4301', '长沙市');
  });

  it('removes everything it added', () => {
    const map = new FakeMap();
    const control = new ChoroplethControl();
    control.onAdd(map.asMap());
    control.onRemove();
    expect(map.listenerCount()).toBe(0);
    expect(map.layers).toEqual([]);
    expect(map.sources.size).toBe(0);
  });
});

describe('HighlightPointControl', () => {
  it('rings one point or none, and cleans up', () => {
    const map = new FakeMap();
    const control = new HighlightPointControl();
    control.onAdd(map.asMap());
    control.set({ lon: 112, lat: 28, size: 10 });
    expect(map.features(POINT_HIGHLIGHT_SOURCE)).toHaveLength(1);
    control.set(null);
    expect(map.features(POINT_HIGHLIGHT_SOURCE)).toHaveLength(0);
    control.onRemove();
    expect(map.layers).toEqual([]);
    expect(map.sources.size).toBe(0);
  });
});
