import type { Feature, FeatureCollection, Point } from 'geojson';
import type { GeoJSONSource, Map as MaplibreMap } from 'maplibre-gl';
import { LABEL_FONT } from '../config';
import { type MeasureLabel, measureLabels } from '../lib/measure-labels';
import { type MapControl, removeLayersAndSources } from './map-control';

export const MEASURE_SOURCE = 'agrimap-measure-labels';
export const MEASURE_LAYER = 'agrimap-measure-labels';

/** The label points as GeoJSON, one feature per label. */
export function labelsToGeoJson(labels: readonly MeasureLabel[]): FeatureCollection<Point> {
  return {
    type: 'FeatureCollection',
    features: labels.map((l) => ({
      type: 'Feature',
      properties: { featureId: l.featureId, kind: l.kind, text: l.text },
      geometry: { type: 'Point', coordinates: l.position },
    })),
  };
}

/**
 * Measuring labels as a map layer (a symbol layer over a GeoJSON source): `set(feature)` measures
 * a drawn shape and shows its labels, `remove(id)` clears them with the shape. `onChange`
 * receives every label after each change (the results list shows them in the DOM).
 */
export class MeasureControl implements MapControl {
  private map: MaplibreMap | undefined;
  private readonly byFeature = new Map<string, MeasureLabel[]>();

  constructor(private readonly onChange?: (labels: MeasureLabel[]) => void) {}

  onAdd(map: MaplibreMap): void {
    this.map = map;
    map.addSource(MEASURE_SOURCE, { type: 'geojson', data: labelsToGeoJson([]) });
    map.addLayer({
      id: MEASURE_LAYER,
      type: 'symbol',
      source: MEASURE_SOURCE,
      layout: {
        'text-field': ['get', 'text'],
        'text-font': LABEL_FONT,
        'text-size': 13,
        'text-offset': [
          'case',
          ['==', ['get', 'kind'], 'point'],
          ['literal', [0, -1.4]],
          ['literal', [0, 0]],
        ],
        'text-allow-overlap': true,
        'text-ignore-placement': true,
      },
      paint: { 'text-color': '#1f1f1f', 'text-halo-color': '#ffffff', 'text-halo-width': 2 },
    });
    this.render();
  }

  onRemove(): void {
    if (this.map) removeLayersAndSources(this.map, [MEASURE_LAYER], [MEASURE_SOURCE]);
    this.map = undefined;
    // The shapes go with the drawing control; so do their labels.
    this.clear();
  }

  /** Measures `feature` (replacing its earlier labels). */
  set(feature: Feature): void {
    this.byFeature.set(String(feature.id ?? ''), measureLabels(feature));
    this.render();
  }

  /** Clears the labels of one shape. */
  remove(featureId: string): void {
    if (this.byFeature.delete(featureId)) this.render();
  }

  /** Clears every label. */
  clear(): void {
    this.byFeature.clear();
    this.render();
  }

  /** Every label, in drawing order. */
  labels(): MeasureLabel[] {
    return [...this.byFeature.values()].flat();
  }

  private render(): void {
    const labels = this.labels();
    (this.map?.getSource(MEASURE_SOURCE) as GeoJSONSource | undefined)?.setData(labelsToGeoJson(labels));
    this.onChange?.(labels);
  }
}
