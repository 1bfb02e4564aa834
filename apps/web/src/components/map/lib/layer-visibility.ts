import type { Map as MaplibreMap } from 'maplibre-gl';

/** What the console gets for a missing layer (SPEC §8). */
export const NO_SUCH_LAYER = 'no such layer';

/**
 * Shows or hides a map layer. A layer the map does not have is logged as 'no such layer'
 * (SPEC §8) and nothing else happens. Returns whether the layer exists.
 */
export function setLayerVisibility(map: MaplibreMap, layerId: string, visible: boolean): boolean {
  if (!map.getLayer(layerId)) {
    console.warn(NO_SUCH_LAYER, layerId);
    return false;
  }
  map.setLayoutProperty(layerId, 'visibility', visible ? 'visible' : 'none');
  return true;
}

/** Shows a layer (see {@link setLayerVisibility}). */
export function showLayer(map: MaplibreMap, layerId: string): boolean {
  return setLayerVisibility(map, layerId, true);
}

/** Hides a layer (see {@link setLayerVisibility}). */
export function hideLayer(map: MaplibreMap, layerId: string): boolean {
  return setLayerVisibility(map, layerId, false);
}
