import { describe, expect, it } from 'vitest';
import { FakeMap } from '@/components/map/test/fake-map';
import {
  PLOTS_FILL_LAYER,
  PLOTS_LABEL_LAYER,
  PLOTS_LINE_LAYER,
  PLOTS_SOURCE,
  PlotLayerControl,
  plotsToGeoJson,
} from './plot_layer_control';

const plot = {
  id: 7,
  name: '东湾田',
  areaMu: 12.5,
  geometry: {
    type: 'Polygon' as const,
    coordinates: [
      [
        [112.9, 28.3],
        [112.901, 28.3],
        [112.901, 28.301],
        [112.9, 28.3],
      ],
    ],
  },
};
const LAYERS = [PLOTS_FILL_LAYER, PLOTS_LINE_LAYER, PLOTS_LABEL_LAYER];

describe('PlotLayerControl', () => {
  it('draws its layers only while there are plots', () => {
    const map = new FakeMap();
    const control = new PlotLayerControl();
    control.onAdd(map.asMap());
    const visibility = () => LAYERS.map((id) => map.getLayoutProperty(id, 'visibility'));
    expect(visibility()).toEqual(['none', 'none', 'none']);
    control.setData(plotsToGeoJson([plot]));
    expect(visibility()).toEqual(['visible', 'visible', 'visible']);
    expect(map.features(PLOTS_SOURCE)[0]?.properties).toEqual({ id: 7, label: '东湾田\n12.50 亩' });
    control.setData(plotsToGeoJson([plot], 7));
    expect(visibility()).toEqual(['none', 'none', 'none']);
  });

  it('shows plots given before it was added', () => {
    const map = new FakeMap();
    const control = new PlotLayerControl();
    control.setData(plotsToGeoJson([plot]));
    control.onAdd(map.asMap());
    expect(LAYERS.map((id) => map.getLayoutProperty(id, 'visibility'))).toEqual([
      'visible',
      'visible',
      'visible',
    ]);
  });

  it('outlines plots from zoom 12 and labels them from zoom 13', () => {
    const map = new FakeMap();
    new PlotLayerControl().onAdd(map.asMap());
    expect(map.getLayer(PLOTS_LINE_LAYER)?.minzoom).toBe(12);
    expect(map.getLayer(PLOTS_LABEL_LAYER)?.minzoom).toBe(13);
  });
});
