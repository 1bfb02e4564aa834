import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeMap } from '../test/fake-map';
import { hideLayer, NO_SUCH_LAYER, showLayer } from './layer-visibility';

afterEach(() => vi.restoreAllMocks());

describe('layer visibility', () => {
  it('shows and hides an existing layer', () => {
    const map = new FakeMap();
    map.addSource('s', { type: 'geojson', data: null });
    map.addLayer({ id: 'l', type: 'line', source: 's' });
    expect(hideLayer(map.asMap(), 'l')).toBe(true);
    expect(map.getLayoutProperty('l', 'visibility')).toBe('none');
    expect(showLayer(map.asMap(), 'l')).toBe(true);
    expect(map.getLayoutProperty('l', 'visibility')).toBe('visible');
  });

  it("logs 'no such layer' for a missing layer and goes on", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const map = new FakeMap();
    expect(showLayer(map.asMap(), 'missing')).toBe(false);
    expect(hideLayer(map.asMap(), 'missing')).toBe(false);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith(NO_SUCH_LAYER, 'missing');
    expect(NO_SUCH_LAYER).toBe('no such layer');
  });
});
