import { HIGHLIGHT_STYLE } from '@agrimap/geo';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { type MapControl, removeLayersAndSources, setSourceData } from './map-control';

export const HIGHLIGHT_AREA_SOURCE = 'agrimap-highlight-area';
export const HIGHLIGHT_LINE_SOURCE = 'agrimap-highlight-line';
export const HIGHLIGHT_POINT_SOURCE = 'agrimap-highlight-point';
export const HIGHLIGHT_FILL_LAYER = 'agrimap-highlight-fill';
export const HIGHLIGHT_BORDER_LAYER = 'agrimap-highlight-border';
export const HIGHLIGHT_LINE_LAYER = 'agrimap-highlight-line';
export const HIGHLIGHT_POINT_LAYER = 'agrimap-highlight-point';

/** The layers drawing each source: shown only while their source has something to highlight. */
const LAYERS_OF: Record<string, readonly string[]> = {
  [HIGHLIGHT_AREA_SOURCE]: [HIGHLIGHT_FILL_LAYER, HIGHLIGHT_BORDER_LAYER],
  [HIGHLIGHT_LINE_SOURCE]: [HIGHLIGHT_LINE_LAYER],
  [HIGHLIGHT_POINT_SOURCE]: [HIGHLIGHT_POINT_LAYER],
};
const SOURCES = Object.keys(LAYERS_OF);
const LAYERS = Object.values(LAYERS_OF).flat();
const HIDDEN = { visibility: 'none' } as const;

type Shape = Geometry | Feature | FeatureCollection;

const EMPTY: FeatureCollection = { type: 'FeatureCollection', features: [] };

/** Any GeoJSON as a feature collection whose features carry `properties`. */
export function toFeatures(shape: Shape, properties: Record<string, unknown> = {}): FeatureCollection {
  const features: Feature[] =
    shape.type === 'FeatureCollection'
      ? shape.features
      : shape.type === 'Feature'
        ? [shape]
        : [{ type: 'Feature', properties: {}, geometry: shape }];
  return {
    type: 'FeatureCollection',
    features: features.map((f) => ({ ...f, properties: { ...(f.properties ?? {}), ...properties } })),
  };
}

/**
 * Highlighting with the defaults of SPEC §9: areas filled yellow at opacity 0.5 with a cyan 4 px
 * border (or the border alone), lines light purple 4 px, and a located point.
 */
export class HighlightControl implements MapControl {
  private map: MaplibreMap | undefined;

  onAdd(map: MaplibreMap): void {
    this.map = map;
    for (const id of SOURCES) map.addSource(id, { type: 'geojson', data: EMPTY });
    map.addLayer({
      id: HIGHLIGHT_FILL_LAYER,
      type: 'fill',
      source: HIGHLIGHT_AREA_SOURCE,
      filter: ['==', ['get', 'fill'], true],
      layout: HIDDEN,
      paint: { 'fill-color': HIGHLIGHT_STYLE.fill.color, 'fill-opacity': HIGHLIGHT_STYLE.fill.opacity },
    });
    map.addLayer({
      id: HIGHLIGHT_BORDER_LAYER,
      type: 'line',
      source: HIGHLIGHT_AREA_SOURCE,
      layout: { ...HIDDEN, 'line-join': 'round' },
      paint: { 'line-color': HIGHLIGHT_STYLE.border.color, 'line-width': HIGHLIGHT_STYLE.border.width },
    });
    map.addLayer({
      id: HIGHLIGHT_LINE_LAYER,
      type: 'line',
      source: HIGHLIGHT_LINE_SOURCE,
      layout: { ...HIDDEN, 'line-join': 'round', 'line-cap': 'round' },
      paint: { 'line-color': HIGHLIGHT_STYLE.line.color, 'line-width': HIGHLIGHT_STYLE.line.width },
    });
    map.addLayer({
      id: HIGHLIGHT_POINT_LAYER,
      type: 'circle',
      source: HIGHLIGHT_POINT_SOURCE,
      layout: HIDDEN,
      paint: {
        'circle-radius': 8,
        'circle-color': HIGHLIGHT_STYLE.border.color,
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 2,
      },
    });
  }

  onRemove(): void {
    if (this.map) removeLayersAndSources(this.map, LAYERS, SOURCES);
    this.map = undefined;
  }

  /** Highlights an area: yellow fill (opacity 0.5) and cyan border. */
  showArea(shape: Shape): void {
    this.set(HIGHLIGHT_AREA_SOURCE, toFeatures(shape, { fill: true }));
  }

  /** Highlights an area's border only (cyan, 4 px) — drill-down. */
  showBorder(shape: Shape): void {
    this.set(HIGHLIGHT_AREA_SOURCE, toFeatures(shape, { fill: false }));
  }

  /** Highlights a line (light purple, 4 px). */
  showLine(shape: Shape): void {
    this.set(HIGHLIGHT_LINE_SOURCE, toFeatures(shape));
  }

  /** Marks a located point. */
  showPoint(lonLat: [number, number]): void {
    this.set(HIGHLIGHT_POINT_SOURCE, toFeatures({ type: 'Point', coordinates: lonLat }));
  }

  /** Removes every highlight. */
  clear(): void {
    for (const id of SOURCES) this.set(id, EMPTY);
  }

  /** Nothing highlighted draws nothing (no clipping masks for an empty source each frame). */
  private set(sourceId: string, data: FeatureCollection): void {
    if (this.map) setSourceData(this.map, sourceId, LAYERS_OF[sourceId] ?? [], data);
  }
}
