import type { ExpressionSpecification, GeoJSONSource, Map as MaplibreMap } from 'maplibre-gl';
import { ListenerBag, type MapControl, removeLayersAndSources } from '../controls/map-control';

export const CHOROPLETH_SOURCE = 'agrimap-choropleth';
export const CHOROPLETH_FILL_LAYER = 'agrimap-choropleth-fill';
export const CHOROPLETH_LINE_LAYER = 'agrimap-choropleth-line';

export interface ChoroplethOptions {
  /** A region was clicked (its `qhdm` and `qhmc`). */
  onRegionClick?: (code: string, name: string) => void;
}

/**
 * Administrative regions (a map-server dataset with `qhdm`/`qhmc` properties) filled by value:
 * `setRegions` picks the dataset and the features in scope, `setFill` the colour expression.
 * Clicking a region reports it (drill-down).
 */
export class ChoroplethControl implements MapControl {
  private map: MaplibreMap | undefined;
  private bag: ListenerBag | undefined;
  private url = '';
  private filter: ExpressionSpecification | null = null;
  private fill: ExpressionSpecification | string = 'rgba(0,0,0,0)';

  constructor(private readonly options: ChoroplethOptions = {}) {}

  onAdd(map: MaplibreMap): void {
    this.map = map;
    map.addSource(CHOROPLETH_SOURCE, {
      type: 'geojson',
      data: this.url || { type: 'FeatureCollection', features: [] },
    });
    // No dataset yet: the layers draw nothing (not even a clipping mask per tile each frame).
    const layout = { visibility: this.url ? 'visible' : 'none' } as const;
    map.addLayer({
      id: CHOROPLETH_FILL_LAYER,
      type: 'fill',
      source: CHOROPLETH_SOURCE,
      layout,
      paint: { 'fill-color': this.fill, 'fill-opacity': 0.7 },
      ...(this.filter ? { filter: this.filter } : {}),
    });
    map.addLayer({
      id: CHOROPLETH_LINE_LAYER,
      type: 'line',
      source: CHOROPLETH_SOURCE,
      layout,
      paint: { 'line-color': '#5b8c00', 'line-width': 1 },
      ...(this.filter ? { filter: this.filter } : {}),
    });
    const bag = new ListenerBag(map);
    bag.onLayer('click', CHOROPLETH_FILL_LAYER, (e) => {
      const p = e.features?.[0]?.properties;
      if (p && p.qhdm !== undefined) this.options.onRegionClick?.(String(p.qhdm), String(p.qhmc ?? ''));
    });
    this.bag = bag;
  }

  onRemove(): void {
    this.bag?.dispose();
    this.bag = undefined;
    if (this.map) {
      removeLayersAndSources(this.map, [CHOROPLETH_FILL_LAYER, CHOROPLETH_LINE_LAYER], [CHOROPLETH_SOURCE]);
    }
    this.map = undefined;
  }

  /** Shows the features of the dataset at `url` that pass `filter` (null: all). */
  setRegions(url: string, filter: ExpressionSpecification | null): void {
    const map = this.map;
    if (url !== this.url) {
      this.url = url;
      (map?.getSource(CHOROPLETH_SOURCE) as GeoJSONSource | undefined)?.setData(url);
    }
    this.filter = filter;
    if (map) {
      for (const id of [CHOROPLETH_FILL_LAYER, CHOROPLETH_LINE_LAYER]) {
        map.setFilter(id, filter);
        map.setLayoutProperty(id, 'visibility', url ? 'visible' : 'none');
      }
    }
  }

  /** Sets the fill colour (a constant or an expression over the features' `qhdm`). */
  setFill(fill: ExpressionSpecification | string): void {
    this.fill = fill;
    this.map?.setPaintProperty(CHOROPLETH_FILL_LAYER, 'fill-color', fill);
  }
}
