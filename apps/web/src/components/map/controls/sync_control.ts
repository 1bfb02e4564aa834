import syncMaps from '@mapbox/mapbox-gl-sync-move';
import type { Map as MaplibreMap } from 'maplibre-gl';

/**
 * Keeps the cameras of split-screen panes together (SPEC §4: 2, 3 or 4 panes): moving any pane
 * moves the others, without feedback loops (@mapbox/mapbox-gl-sync-move). `remove()` stops it.
 */
export class SyncControl {
  private stop: (() => void) | undefined;

  constructor(maps: readonly MaplibreMap[]) {
    this.stop = maps.length > 1 ? syncMaps(...maps) : undefined;
  }

  remove(): void {
    this.stop?.();
    this.stop = undefined;
  }
}
