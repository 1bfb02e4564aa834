import { describe, expect, it, vi } from 'vitest';
import { FakeMap } from '@/components/map/test/fake-map';
import {
  labelWidth,
  labelZoom,
  PLOTS_LABEL_LAYER,
  PLOTS_LABEL_SOURCE,
  PLOTS_OVERVIEW,
  PLOTS_SHAPES_LAYER,
  PlotLayerControl,
  plotCentres,
  plotLabels,
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
        [112.9, 28.301],
        [112.9, 28.3],
      ],
    ],
  },
};

describe('PlotLayerControl', () => {
  it('labels plots only while there are plots, each at a point inside it', () => {
    const map = new FakeMap();
    const control = new PlotLayerControl();
    control.onAdd(map.asMap());
    const visibility = () => map.getLayoutProperty(PLOTS_LABEL_LAYER, 'visibility');
    expect(visibility()).toBe('none');
    control.setData(plotsToGeoJson([plot]));
    expect(visibility()).toBe('visible');
    const [label] = map.features(PLOTS_LABEL_SOURCE) as Array<{
      properties: unknown;
      geometry: { coordinates: number[] };
    }>;
    expect(label?.properties).toEqual({ id: 7, label: '东湾田\n12.50 亩', labelZoom: 16 });
    expect(label?.geometry.coordinates[0]).toBeCloseTo(112.9005, 4);
    expect(label?.geometry.coordinates[1]).toBeCloseTo(28.3005, 4);
    control.setData(plotsToGeoJson([plot], 7));
    expect(visibility()).toBe('none');
  });

  it('shows plots given before it was added', () => {
    const map = new FakeMap();
    const control = new PlotLayerControl();
    control.setData(plotsToGeoJson([plot]));
    control.onAdd(map.asMap());
    expect(map.getLayoutProperty(PLOTS_LABEL_LAYER, 'visibility')).toBe('visible');
    expect(map.features(PLOTS_LABEL_SOURCE)).toHaveLength(1);
  });

  it('labels a plot from the zoom where its label fits across it, never below zoom 13', () => {
    const map = new FakeMap();
    new PlotLayerControl().onAdd(map.asMap());
    const layer = map.getLayer(PLOTS_LABEL_LAYER);
    expect(layer?.minzoom).toBe(13);
    expect(layer?.filter).toEqual(['>=', ['zoom'], ['get', 'labelZoom']]);
    // 0.001° of longitude is 47 px at zoom 15, 93 px at zoom 16; the label '东湾田 / 12.50 亩' is
    // ~55 px wide, 79 px with a character's room (12 px) each side.
    expect(labelWidth('东湾田\n12.50 亩')).toBeCloseTo(55.2, 1);
    expect(labelZoom(plot.geometry, 55.2)).toBe(16);
    expect(labelZoom(plot.geometry, 20)).toBe(15);
    // A plot fifty times as wide would hold it from zoom 11: labels start at zoom 13 all the same.
    const wide = {
      type: 'Polygon' as const,
      coordinates: [
        [
          [112.9, 28.3],
          [112.95, 28.3],
          [112.95, 28.31],
          [112.9, 28.3],
        ],
      ],
    };
    expect(labelZoom(wide, 55.2)).toBe(13);
  });

  it('draws shapes from zoom 12 and, below it, a clustered point per plot at its centre', () => {
    const map = new FakeMap();
    const control = new PlotLayerControl();
    control.setData(plotsToGeoJson([plot]));
    control.onAdd(map.asMap());
    expect(map.getLayer(PLOTS_SHAPES_LAYER)).toMatchObject({ type: 'custom' });
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

  it('a click on a plot’s point reports the plot, as a click on its shape does from zoom 12', () => {
    const map = new FakeMap();
    const onPlotClick = vi.fn();
    const control = new PlotLayerControl(onPlotClick);
    control.onAdd(map.asMap());
    control.setData(plotsToGeoJson([plot]));
    map.fire(
      'click',
      { features: [{ properties: { id: 7 } }], lngLat: { lng: 112.9, lat: 28.3 } },
      PLOTS_OVERVIEW.points,
    );
    const inside = { lngLat: { lng: 112.9004, lat: 28.3006 } };
    // Below zoom 12 the shapes are not drawn: a click where one would be is no click on it.
    map.zoom = 11.5;
    map.fire('click', inside);
    map.zoom = 12;
    map.fire('click', inside);
    map.fire('click', { lngLat: { lng: 112.902, lat: 28.3006 } });
    expect(onPlotClick.mock.calls).toEqual([[7], [7]]);
  });

  it('points at a plot under the mouse where the shapes are drawn', () => {
    const map = new FakeMap();
    const control = new PlotLayerControl();
    control.onAdd(map.asMap());
    control.setData(plotsToGeoJson([plot]));
    map.zoom = 14;
    map.fire('mousemove', { lngLat: { lng: 112.9004, lat: 28.3006 } });
    expect(map.getCanvas().style.cursor).toBe('pointer');
    map.fire('mousemove', { lngLat: { lng: 112.95, lat: 28.3006 } });
    expect(map.getCanvas().style.cursor).toBe('');
  });

  it('removes the overview, the labels and the shapes', () => {
    const map = new FakeMap();
    const control = new PlotLayerControl();
    control.onAdd(map.asMap());
    control.onRemove();
    expect(map.getSource(PLOTS_OVERVIEW.source)).toBeUndefined();
    expect(map.getLayer(PLOTS_OVERVIEW.points)).toBeUndefined();
    expect(map.getSource(PLOTS_LABEL_SOURCE)).toBeUndefined();
    expect(map.getLayer(PLOTS_SHAPES_LAYER)).toBeUndefined();
    expect(map.listenerCount('click')).toBe(0);
  });

  it('centres and labels skip features without an area', () => {
    const points = {
      type: 'FeatureCollection' as const,
      features: [
        {
          type: 'Feature' as const,
          properties: { id: 1 },
          geometry: { type: 'Point' as const, coordinates: [1, 2] },
        },
      ],
    };
    expect(plotCentres(points).features).toEqual([]);
    expect(plotLabels(points).features).toEqual([]);
  });
});
