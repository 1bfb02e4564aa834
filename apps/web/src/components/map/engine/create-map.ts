import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { buildMapOptions, type MapOptionsInput } from './map-options';
import { testHooksEnabled } from './test-hooks';

// The worker is bundled as its own asset; maplibre loads it from our origin (no CDN).
maplibregl.setWorkerUrl(workerUrl);

export { maplibregl };

/** Creates a maplibre map with the feature's options (see {@link buildMapOptions}). */
export function createMap(input: Omit<MapOptionsInput, 'preserveDrawingBuffer'>): maplibregl.Map {
  return new maplibregl.Map(buildMapOptions({ ...input, preserveDrawingBuffer: testHooksEnabled() }));
}
