// @maplibre/maplibre-gl-compare and @mapbox/mapbox-gl-sync-move ship no types.
declare module '@maplibre/maplibre-gl-compare' {
  import type { Map as MaplibreMap } from 'maplibre-gl';

  export interface CompareOptions {
    orientation?: 'vertical' | 'horizontal';
    mousemove?: boolean;
  }

  export default class Compare {
    constructor(a: MaplibreMap, b: MaplibreMap, container: string | HTMLElement, options?: CompareOptions);
    currentPosition: number;
    setSlider(position: number): void;
    on(type: 'slideend', listener: (e: { currentPosition: number }) => void): this;
    off(type: 'slideend', listener: (e: { currentPosition: number }) => void): this;
    remove(): void;
  }
}

declare module '@maplibre/maplibre-gl-compare/style.css';

declare module '@mapbox/mapbox-gl-sync-move' {
  import type { Map as MaplibreMap } from 'maplibre-gl';

  /** Keeps the cameras of `maps` together; returns the function that stops it. */
  export default function syncMaps(...maps: MaplibreMap[]): () => void;
}
