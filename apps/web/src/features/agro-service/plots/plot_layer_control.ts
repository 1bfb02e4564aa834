import { type PlotGeometry, plotBbox } from '@agrimap/geo';
import type { FeatureCollection } from 'geojson';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { LABEL_FONT } from '@/components/map/config';
import {
  ListenerBag,
  type MapControl,
  removeLayersAndSources,
  setSourceData,
  visibilityOf,
} from '@/components/map/controls/map-control';
import {
  type PointFeatureCollection,
  PointLayerControl,
  pointFeature,
  pointLayerIds,
} from '@/components/map/controls/point_layer_control';

export const PLOTS_SOURCE = 'agrimap-plots';
export const PLOTS_FILL_LAYER = 'agrimap-plots-fill';
export const PLOTS_LINE_LAYER = 'agrimap-plots-line';
export const PLOTS_LABEL_LAYER = 'agrimap-plots-label';
const LAYERS = [PLOTS_FILL_LAYER, PLOTS_LINE_LAYER, PLOTS_LABEL_LAYER];
/** The overview below {@link PLOT_SHAPES_ZOOM}: one point per plot, clustered. */
export const PLOTS_OVERVIEW = pointLayerIds('agrimap-plots-overview');
/**
 * Plots are drawn as shapes from this zoom; below it, where a field of a few dozen metres is a
 * few pixels (34 m a pixel at zoom 11 here), as clustered points with their count. 5,000 shapes
 * on screen at zoom 11 cost a map drawn without a GPU half its frame again; the clusters, little.
 */
export const PLOT_SHAPES_ZOOM = 12;

/** A plot on the map. */
export interface PlotShape {
  id: number;
  name: string;
  areaMu: number;
  geometry: PlotGeometry;
}

/** The plots as GeoJSON; each feature's id is the plot id, its label the name and area. */
export function plotsToGeoJson(plots: readonly PlotShape[], hiddenId?: number | null): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: plots
      .filter((p) => p.id !== hiddenId)
      .map((p) => ({
        type: 'Feature',
        id: p.id,
        properties: { id: p.id, label: `${p.name}\n${p.areaMu.toFixed(2)} 亩` },
        geometry: p.geometry,
      })),
  };
}

/** One point per plot (the centre of its extent) with the plot's id: the overview's data. */
export function plotCentres(data: FeatureCollection): PointFeatureCollection {
  const features = [];
  for (const f of data.features) {
    const g = f.geometry;
    if (g?.type !== 'Polygon' && g?.type !== 'MultiPolygon') continue;
    const [w, s, e, n] = plotBbox(g as PlotGeometry);
    features.push(pointFeature((w + e) / 2, (s + n) / 2, { id: f.properties?.id }));
  }
  return { type: 'FeatureCollection', features };
}

/**
 * The plots of 地块列表 as a map layer over one GeoJSON source (tiled in maplibre's worker, so
 * thousands of plots pan smoothly): from zoom 12 a translucent green fill with a dark green
 * outline, and a label (name and 亩) from zoom 13; below zoom 12 a clustered point per plot
 * (a click on a cluster zooms in). Clicking a plot or its point calls `onPlotClick(id)`.
 */
export class PlotLayerControl implements MapControl {
  private map: MaplibreMap | undefined;
  private bag: ListenerBag | undefined;
  private data: FeatureCollection = { type: 'FeatureCollection', features: [] };
  private readonly overview: PointLayerControl;

  constructor(private readonly onPlotClick?: (id: number) => void) {
    this.overview = new PointLayerControl(PLOTS_OVERVIEW, {
      maxZoom: PLOT_SHAPES_ZOOM,
      clusterMaxZoom: PLOT_SHAPES_ZOOM - 1,
      clusterColors: ['#73d13d', '#389e0d', '#237804'],
      pointColor: '#389e0d',
      pointRadius: 6,
      onPointClick: (properties) => {
        const id = Number(properties.id);
        if (Number.isInteger(id)) this.onPlotClick?.(id);
      },
    });
  }

  onAdd(map: MaplibreMap): void {
    this.map = map;
    map.addSource(PLOTS_SOURCE, { type: 'geojson', data: this.data });
    const visibility = visibilityOf(this.data);
    map.addLayer({
      id: PLOTS_FILL_LAYER,
      type: 'fill',
      source: PLOTS_SOURCE,
      minzoom: PLOT_SHAPES_ZOOM,
      // The outline layer draws the edges: no antialiasing pass for the fill.
      layout: { visibility },
      paint: { 'fill-color': '#52c41a', 'fill-opacity': 0.28, 'fill-antialias': false },
    });
    map.addLayer({
      id: PLOTS_LINE_LAYER,
      type: 'line',
      source: PLOTS_SOURCE,
      minzoom: PLOT_SHAPES_ZOOM,
      layout: { visibility },
      paint: { 'line-color': '#237804', 'line-width': ['interpolate', ['linear'], ['zoom'], 8, 0.5, 14, 2] },
    });
    map.addLayer({
      id: PLOTS_LABEL_LAYER,
      type: 'symbol',
      source: PLOTS_SOURCE,
      minzoom: 13,
      layout: { visibility, 'text-field': ['get', 'label'], 'text-font': LABEL_FONT, 'text-size': 12 },
      paint: { 'text-color': '#135200', 'text-halo-color': '#ffffff', 'text-halo-width': 1.5 },
    });
    const bag = new ListenerBag(map);
    bag.onLayer('click', PLOTS_FILL_LAYER, (e) => {
      const id = Number(e.features?.[0]?.properties?.id);
      if (Number.isInteger(id)) this.onPlotClick?.(id);
    });
    bag.onLayer('mouseenter', PLOTS_FILL_LAYER, () => {
      map.getCanvas().style.cursor = 'pointer';
    });
    bag.onLayer('mouseleave', PLOTS_FILL_LAYER, () => {
      map.getCanvas().style.cursor = '';
    });
    this.bag = bag;
    // The overview holds its points already: setData passes them on, before or after this.
    this.overview.onAdd(map);
  }

  onRemove(): void {
    this.bag?.dispose();
    this.overview.onRemove();
    if (this.map) removeLayersAndSources(this.map, LAYERS, [PLOTS_SOURCE]);
    this.bag = undefined;
    this.map = undefined;
  }

  /** Replaces the plots shown (no plots: the layers draw nothing, not even clipping masks). */
  setData(data: FeatureCollection): void {
    this.data = data;
    if (this.map) setSourceData(this.map, PLOTS_SOURCE, LAYERS, data);
    this.overview.setData(plotCentres(data));
  }

  /** Dims the plots (while a boundary is drawn over them). */
  setDimmed(dim: boolean): void {
    if (this.map?.getLayer(PLOTS_FILL_LAYER)) {
      this.map.setPaintProperty(PLOTS_FILL_LAYER, 'fill-opacity', dim ? 0.12 : 0.28);
    }
  }
}
