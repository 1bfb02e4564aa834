import type { Map as MaplibreMap } from 'maplibre-gl';

/**
 * End-to-end tests read the live map (camera, projected pixels) through an opt-in global: a test
 * defines `window.__agrimapMapHooks = { maps: {} }` before the app loads (Playwright's
 * `addInitScript`), and every map of the feature registers itself there under a name. Without
 * that global nothing is exposed.
 */
export interface MapTestHooks {
  maps: Record<string, MaplibreMap>;
}

declare global {
  interface Window {
    __agrimapMapHooks?: MapTestHooks;
  }
}

/** Whether a test asked for the hooks. */
export function testHooksEnabled(): boolean {
  return typeof window !== 'undefined' && typeof window.__agrimapMapHooks === 'object';
}

/** Registers `map` under `name` when hooks are on; returns the unregistration. */
export function exposeMapForTests(name: string, map: MaplibreMap): () => void {
  const hooks = typeof window !== 'undefined' ? window.__agrimapMapHooks : undefined;
  if (!hooks) return () => {};
  hooks.maps[name] = map;
  return () => {
    if (hooks.maps[name] === map) delete hooks.maps[name];
  };
}

/** Registers any engine's map object (e.g. an OpenLayers map) under `name` when hooks are on. */
export function exposeForTests(name: string, map: object): () => void {
  return exposeMapForTests(name, map as MaplibreMap);
}
