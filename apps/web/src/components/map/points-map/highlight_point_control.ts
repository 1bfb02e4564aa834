import type { GeoJSONSource, Map as MaplibreMap } from 'maplibre-gl';
import { type MapControl, removeLayersAndSources } from '../controls/map-control';
import { type PointFeatureCollection, pointFeature } from '../controls/point_layer_control';

export const POINT_HIGHLIGHT_SOURCE = 'agrimap-points-highlight';
export const POINT_HIGHLIGHT_LAYER = 'agrimap-points-highlight-ring';

const EMPTY: PointFeatureCollection = { type: 'FeatureCollection', features: [] };

/** A ring around one point, drawn above clusters (so it shows even when the point is clustered). */
export class HighlightPointControl implements MapControl {
  private map: MaplibreMap | undefined;
  private data: PointFeatureCollection = EMPTY;

  onAdd(map: MaplibreMap): void {
    this.map = map;
    map.addSource(POINT_HIGHLIGHT_SOURCE, { type: 'geojson', data: this.data });
    map.addLayer({
      id: POINT_HIGHLIGHT_LAYER,
      type: 'circle',
      source: POINT_HIGHLIGHT_SOURCE,
      paint: {
        'circle-radius': ['+', ['coalesce', ['get', 'size'], 7], 5],
        'circle-color': 'rgba(0,0,0,0)',
        'circle-stroke-color': '#fa541c',
        'circle-stroke-width': 3,
      },
    });
  }

  onRemove(): void {
    if (this.map) removeLayersAndSources(this.map, [POINT_HIGHLIGHT_LAYER], [POINT_HIGHLIGHT_SOURCE]);
    this.map = undefined;
  }

  /** Rings the point at lon/lat (with its radius), or nothing. */
  set(point: { lon: number; lat: number; size?: number } | null): void {
    this.data = point
      ? {
          type: 'FeatureCollection',
          features: [pointFeature(point.lon, point.lat, point.size ? { size: point.size } : {})],
        }
      : EMPTY;
    (this.map?.getSource(POINT_HIGHLIGHT_SOURCE) as GeoJSONSource | undefined)?.setData(this.data);
  }
}
