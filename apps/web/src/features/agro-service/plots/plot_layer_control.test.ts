import { describe, expect, it, vi } from 'vitest';
import { FakeMap } from '@/components/map/test/fake-map';
import {
  PLOTS_FILL_LAYER,
  PLOTS_LABEL_LAYER,
  PLOTS_LINE_LAYER,
  PLOTS_OVERVIEW,
  PLOTS_SOURCE,
  PlotLayerControl,
  plotCentres,
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

  it('draws shapes from zoom 12 and, below it, a clustered point per plot at its centre', () => {
    const map = new FakeMap();
    const control = new PlotLayerControl();
    control.setData(plotsToGeoJson([plot]));
    control.onAdd(map.asMap());
    expect(map.getLayer(PLOTS_FILL_LAYER)?.minzoom).toBe(12);
    for (const id of [PLOTS_OVERVIEW.clusters, PLOTS_OVERVIEW.clusterCount, PLOTS_OVERVIEW.points])
      expect(map.getLayer(id)?.maxzoom, id).toBe(12);
    expect(map.getSource(PLOTS_OVERVIEW.source)?.spec).toMatchObject({ cluster: true, clusterMaxZoom: 11 });
    expect(map.features(PLOTS_OVERVIEW.source)).toEqual([
      expect.objectContaining({
        properties: { id: 7 },
        geometry: { type: 'Point', coordinates: [112.9005, 28.3005] },
      }),
    ]);
    // New plots reach the overview too; the plot being edited is left out of both.
    control.setData(plotsToGeoJson([plot], 7));
    expect(map.features(PLOTS_OVERVIEW.source)).toHaveLength(0);
  });

  it('a click on a plot’s point reports the plot, as a click on its shape does', () => {
    const map = new FakeMap();
    const onPlotClick = vi.fn();
    new PlotLayerControl(onPlotClick).onAdd(map.asMap());
    map.fire(
      'click',
      { features: [{ properties: { id: 7 } }], lngLat: { lng: 112.9, lat: 28.3 } },
      PLOTS_OVERVIEW.points,
    );
    map.fire('click', { features: [{ properties: { id: 8 } }] }, PLOTS_FILL_LAYER);
    expect(onPlotClick.mock.calls).toEqual([[7], [8]]);
  });

  it('removes the overview with the shapes', () => {
    const map = new FakeMap();
    const control = new PlotLayerControl();
    control.onAdd(map.asMap());
    control.onRemove();
    expect(map.getSource(PLOTS_OVERVIEW.source)).toBeUndefined();
    expect(map.getLayer(PLOTS_OVERVIEW.points)).toBeUndefined();
    expect(map.getSource(PLOTS_SOURCE)).toBeUndefined();
  });

  it('centres skip features without an area', () => {
    expect(
      plotCentres({
        type: 'FeatureCollection',
        features: [
          { type: 'Feature', properties: { id: 1 }, geometry: { type: 'Point', coordinates: [1, 2] } },
        ],
      }).features,
    ).toEqual([]);
  });
});
