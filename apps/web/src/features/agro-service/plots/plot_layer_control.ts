import { HIGHLIGHT_STYLE, interiorPoint, type PlotGeometry, plotBbox } from '@agrimap/geo';
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
import { PolygonGlLayer } from '@/components/map/layers/polygon_gl_layer';

/** The plots' fills and outlines (one WebGL layer, see {@link PolygonGlLayer}). */
export const PLOTS_SHAPES_LAYER = 'agrimap-plots-shapes';
/** The labels: one point per plot inside it, with the zoom from which its label fits the plot. */
export const PLOTS_LABEL_SOURCE = 'agrimap-plots-labels';
export const PLOTS_LABEL_LAYER = 'agrimap-plots-label';
/** The overview below {@link PLOT_SHAPES_ZOOM}: one point per plot, clustered. */
export const PLOTS_OVERVIEW = pointLayerIds('agrimap-plots-overview');
/**
 * Plots are drawn as shapes from this zoom; below it, where a field of a few hundred metres is a
 * few pixels (a 300 m field is 9 px wide at zoom 11 here), as clustered points with their count:
 * thousands of specks say less than a count, and cost a map drawn without a GPU three times as
 * much (measured: 5,000 plots at zoom 11, +52 % of the empty map's frame as shapes, +18 % as
 * clusters).
 */
export const PLOT_SHAPES_ZOOM = 12;
/** Labels never show below this zoom, however large the plot. */
export const PLOT_LABEL_MIN_ZOOM = 13;
const LABEL_SIZE = 12;
/** The plots' fill, and the same while a boundary is drawn over them. */
const FILL_OPACITY = 0.28;
const DIMMED_FILL_OPACITY = 0.12;

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

function areaFeatures(data: FeatureCollection) {
  return data.features.flatMap((f) => {
    const g = f.geometry;
    return g?.type === 'Polygon' || g?.type === 'MultiPolygon'
      ? [{ feature: f, geometry: g as PlotGeometry }]
      : [];
  });
}

/** One point per plot (the centre of its extent) with the plot's id: the overview's data. */
export function plotCentres(data: FeatureCollection): PointFeatureCollection {
  const features = areaFeatures(data).map(({ feature, geometry }) => {
    const [w, s, e, n] = plotBbox(geometry);
    return pointFeature((w + e) / 2, (s + n) / 2, { id: feature.properties?.id });
  });
  return { type: 'FeatureCollection', features };
}

/** The width in pixels a label of these lines takes at {@link LABEL_SIZE} (CJK a full em, else ~0.6). */
export function labelWidth(label: string): number {
  let widest = 0;
  for (const line of label.split('\n')) {
    let w = 0;
    for (const ch of line) w += /[\u2e80-\u9fff\uff00-\uffef]/.test(ch) ? LABEL_SIZE : LABEL_SIZE * 0.6;
    widest = Math.max(widest, w);
  }
  return widest;
}

/**
 * The first zoom at which a label this wide fits across the plot's extent (never below
 * {@link PLOT_LABEL_MIN_ZOOM}): a plot's name shows where the plot holds it, as on a cadastral
 * map, instead of a jumble of labels over fields a few pixels wide.
 */
export function labelZoom(geometry: PlotGeometry, widthPx: number): number {
  const [w, , e] = plotBbox(geometry);
  // Web Mercator x is linear in longitude: the extent's width in world units.
  const span = (e - w) / 360;
  if (!(span > 0)) return 24;
  // At zoom z the world is 512 · 2^z pixels wide; the label wants a character's room each side.
  return Math.max(PLOT_LABEL_MIN_ZOOM, Math.ceil(Math.log2((widthPx + 2 * LABEL_SIZE) / (span * 512))));
}

/** One label point per plot: inside it, with its label and the zoom from which the label shows. */
export function plotLabels(data: FeatureCollection): PointFeatureCollection {
  const features = areaFeatures(data).map(({ feature, geometry }) => {
    const label = String(feature.properties?.label ?? '');
    const [x, y] = interiorPoint(geometry);
    return pointFeature(x, y, {
      id: feature.properties?.id,
      label,
      labelZoom: labelZoom(geometry, labelWidth(label)),
    });
  });
  return { type: 'FeatureCollection', features };
}

/**
 * The plots of 地块列表 as a map layer: from zoom 12 a translucent green fill with a dark green
 * outline (the selected plot in the highlight of SPEC §9), each plot's name and 亩 from the zoom
 * where the plot holds them; below zoom 12 a clustered point per plot (a click on a cluster zooms
 * in). Clicking a plot or its point calls `onPlotClick(id)`.
 */
export class PlotLayerControl implements MapControl {
  private map: MaplibreMap | undefined;
  private bag: ListenerBag | undefined;
  private data: FeatureCollection = { type: 'FeatureCollection', features: [] };
  private readonly shapes = new PolygonGlLayer(PLOTS_SHAPES_LAYER, {
    fillColor: '#52c41a',
    fillOpacity: FILL_OPACITY,
    lineColor: '#237804',
    lineWidth: [
      [12, 1],
      [14, 2],
    ],
    selected: {
      fillColor: HIGHLIGHT_STYLE.fill.color,
      fillOpacity: HIGHLIGHT_STYLE.fill.opacity,
      lineColor: HIGHLIGHT_STYLE.border.color,
      lineWidth: HIGHLIGHT_STYLE.border.width,
    },
    minZoom: PLOT_SHAPES_ZOOM,
  });
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
    const labels = plotLabels(this.data);
    map.addLayer(this.shapes);
    map.addSource(PLOTS_LABEL_SOURCE, { type: 'geojson', data: labels });
    map.addLayer({
      id: PLOTS_LABEL_LAYER,
      type: 'symbol',
      source: PLOTS_LABEL_SOURCE,
      minzoom: PLOT_LABEL_MIN_ZOOM,
      filter: ['>=', ['zoom'], ['get', 'labelZoom']],
      layout: {
        visibility: visibilityOf(labels),
        'text-field': ['get', 'label'],
        'text-font': LABEL_FONT,
        'text-size': LABEL_SIZE,
      },
      // No halo: a label shows only inside its plot with room to spare, clear of the outlines, dark
      // green on the light fill; a halo would draw every glyph twice (measured: twice the labels'
      // cost on a map drawn without a GPU).
      paint: { 'text-color': '#135200' },
    });
    // The shapes hold their data and selection already (setData, setSelected: before or after this).
    const plotAt = (lngLat: { lng: number; lat: number }) => {
      const id = Number(this.shapes.featureAt(lngLat, map.getZoom()));
      return Number.isInteger(id) ? id : undefined;
    };
    const bag = new ListenerBag(map);
    bag.on('click', (e) => {
      const id = plotAt(e.lngLat);
      if (id !== undefined) this.onPlotClick?.(id);
    });
    let pointing = false;
    bag.on('mousemove', (e) => {
      const over = plotAt(e.lngLat) !== undefined;
      if (over === pointing) return;
      pointing = over;
      map.getCanvas().style.cursor = over ? 'pointer' : '';
    });
    this.bag = bag;
    // The overview holds its points already: setData passes them on, before or after this.
    this.overview.onAdd(map);
  }

  onRemove(): void {
    this.bag?.dispose();
    this.overview.onRemove();
    if (this.map)
      removeLayersAndSources(this.map, [PLOTS_LABEL_LAYER, PLOTS_SHAPES_LAYER], [PLOTS_LABEL_SOURCE]);
    this.bag = undefined;
    this.map = undefined;
  }

  /** Replaces the plots shown (no plots: the layers draw nothing, not even clipping masks). */
  setData(data: FeatureCollection): void {
    this.data = data;
    this.shapes.setData(data);
    if (this.map) setSourceData(this.map, PLOTS_LABEL_SOURCE, [PLOTS_LABEL_LAYER], plotLabels(data));
    this.overview.setData(plotCentres(data));
  }

  /** Highlights one plot (SPEC §9: yellow fill, cyan border), or none. */
  setSelected(id: number | null | undefined): void {
    this.shapes.setSelected(id);
  }

  /** Dims the plots (while a boundary is drawn over them). */
  setDimmed(dim: boolean): void {
    this.shapes.setOpacityFactor(dim ? DIMMED_FILL_OPACITY / FILL_OPACITY : 1);
  }
}
