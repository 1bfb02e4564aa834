import type { FeatureCollection } from 'geojson';
import type { GeoJSONSource, MapEventType, MapLayerEventType, Map as MaplibreMap } from 'maplibre-gl';

/**
 * A behaviour installed on a map, in the manner of maplibre's `*_control.ts`: `onAdd` adds its
 * sources, layers and listeners; `onRemove` takes every one of them away again.
 */
export interface MapControl {
  onAdd(map: MaplibreMap): void;
  onRemove(): void;
}

type AnyListener = (event: never) => void;
type LooseMap = {
  on(type: string, layerOrListener: string | AnyListener, listener?: AnyListener): unknown;
  off(type: string, layerOrListener: string | AnyListener, listener?: AnyListener): unknown;
};

/**
 * Records every listener a control adds to a map so that `dispose()` removes exactly those —
 * the one place a control's listeners are added, so none can be forgotten.
 */
export class ListenerBag {
  private readonly removers: Array<() => void> = [];

  constructor(private readonly map: MaplibreMap) {}

  /** `map.on(type, listener)`. */
  on<T extends keyof MapEventType>(type: T, listener: (event: MapEventType[T]) => void): void {
    this.add(type, undefined, listener as AnyListener);
  }

  /** `map.on(type, layerId, listener)`. */
  onLayer<T extends keyof MapLayerEventType>(
    type: T,
    layerId: string,
    listener: (event: MapLayerEventType[T]) => void,
  ): void {
    this.add(type, layerId, listener as AnyListener);
  }

  /** A listener for an event maplibre does not type (e.g. mapbox-gl-draw's `draw.create`). */
  onCustom<E>(type: string, listener: (event: E) => void): void {
    this.add(type, undefined, listener as AnyListener);
  }

  /** A DOM listener (e.g. on the map container). */
  onDom<K extends keyof HTMLElementEventMap>(
    target: HTMLElement,
    type: K,
    listener: (event: HTMLElementEventMap[K]) => void,
  ): void {
    target.addEventListener(type, listener);
    this.removers.push(() => target.removeEventListener(type, listener));
  }

  /** Removes every listener added through this bag. */
  dispose(): void {
    for (const remove of this.removers.splice(0).reverse()) remove();
  }

  /** How many listeners are currently held. */
  get size(): number {
    return this.removers.length;
  }

  private add(type: string, layerId: string | undefined, listener: AnyListener): void {
    const map = this.map as unknown as LooseMap;
    if (layerId === undefined) {
      map.on(type, listener);
      this.removers.push(() => map.off(type, listener));
    } else {
      map.on(type, layerId, listener);
      this.removers.push(() => map.off(type, layerId, listener));
    }
  }
}

/** Removes layers (top first) and then sources, skipping ids the map does not have. */
export function removeLayersAndSources(map: MaplibreMap, layerIds: string[], sourceIds: string[]): void {
  if (!map.style) return;
  for (const id of [...layerIds].reverse()) if (map.getLayer(id)) map.removeLayer(id);
  for (const id of sourceIds) if (map.getSource(id)) map.removeSource(id);
}

/**
 * Replaces a GeoJSON source's data and draws the source's layers only while it has features.
 * maplibre draws a clipping mask into the stencil buffer for each tile of every source whose fill
 * or line layers are visible, on every frame and also when the source is empty; without a GPU
 * each of those passes costs about as much as drawing the whole screen once.
 */
export function setSourceData(
  map: MaplibreMap,
  sourceId: string,
  layerIds: readonly string[],
  data: FeatureCollection,
): void {
  (map.getSource(sourceId) as GeoJSONSource | undefined)?.setData(data);
  const visibility = visibilityOf(data);
  for (const id of layerIds) if (map.getLayer(id)) map.setLayoutProperty(id, 'visibility', visibility);
}

/** The visibility of the layers of a source holding `data` (see {@link setSourceData}). */
export function visibilityOf(data: FeatureCollection): 'visible' | 'none' {
  return data.features.length > 0 ? 'visible' : 'none';
}
