import { DEFAULT_REGION } from '@agrimap/geo';
import { useSyncExternalStore } from 'react';
import { TOKEN_PREFIX } from '@/lib/config';
import type { LayerInfo } from '../api/layers';

/** 2D or 3D view. */
export type ViewMode = '2D' | '3D';

/** The current administrative region. */
export interface CurrentRegion {
  code: string;
  name: string;
}

/** The layer tree as last loaded and what the user switched on. */
export interface LayerTreeState {
  layers: LayerInfo[];
  checkedIds: string[];
}

/** Session-scoped map state (SPEC §3): kept in sessionStorage, so it lasts for the browser tab. */
export interface MapSessionState {
  /** Current screen name; 'cockpit' by default. */
  screenName: string;
  /** Current region; 43 湖南省 by default. */
  region: CurrentRegion;
  /** View mode; 2D by default. */
  viewMode: ViewMode;
  /** Layer tree data; null until the layer list was loaded once. */
  layerTree: LayerTreeState | null;
}

/** sessionStorage key of the map state. */
export const MAP_SESSION_KEY = `${TOKEN_PREFIX}map_state`;

export const DEFAULT_MAP_SESSION: MapSessionState = Object.freeze({
  screenName: 'cockpit',
  region: { code: DEFAULT_REGION.code, name: DEFAULT_REGION.name },
  viewMode: '2D',
  layerTree: null,
});

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Reads stored state, keeping only well-formed fields (anything else falls back to the default). */
export function parseMapSession(raw: string | null): MapSessionState {
  let value: unknown;
  try {
    value = raw ? JSON.parse(raw) : null;
  } catch {
    value = null;
  }
  if (!isRecord(value)) return DEFAULT_MAP_SESSION;
  const region = isRecord(value.region) ? value.region : {};
  const tree = isRecord(value.layerTree) ? value.layerTree : null;
  return {
    screenName:
      typeof value.screenName === 'string' && value.screenName
        ? value.screenName
        : DEFAULT_MAP_SESSION.screenName,
    region:
      typeof region.code === 'string' && /^\d{2,12}$/.test(region.code) && typeof region.name === 'string'
        ? { code: region.code, name: region.name }
        : DEFAULT_MAP_SESSION.region,
    viewMode: value.viewMode === '3D' ? '3D' : '2D',
    layerTree:
      tree && Array.isArray(tree.layers) && Array.isArray(tree.checkedIds)
        ? {
            layers: tree.layers as LayerInfo[],
            checkedIds: tree.checkedIds.filter((id): id is string => typeof id === 'string'),
          }
        : null,
  };
}

export interface MapSessionStore {
  get(): MapSessionState;
  set(patch: Partial<MapSessionState>): void;
  reset(): void;
  subscribe(listener: () => void): () => void;
}

/** A store over `storage` (sessionStorage in the app) under {@link MAP_SESSION_KEY}. */
export function createMapSessionStore(storage: Storage, key = MAP_SESSION_KEY): MapSessionStore {
  const listeners = new Set<() => void>();
  let cachedRaw: string | null | undefined;
  let cached: MapSessionState = DEFAULT_MAP_SESSION;
  const read = (): MapSessionState => {
    let raw: string | null = null;
    try {
      raw = storage.getItem(key);
    } catch {
      raw = null;
    }
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cached = parseMapSession(raw);
    }
    return cached;
  };
  const notify = () => {
    for (const l of listeners) l();
  };
  return {
    get: read,
    set(patch) {
      const next = { ...read(), ...patch };
      try {
        storage.setItem(key, JSON.stringify(next));
      } catch (error) {
        console.warn('[map] session state not saved', error);
      }
      notify();
    },
    reset() {
      try {
        storage.removeItem(key);
      } catch {
        // storage unavailable: nothing was stored
      }
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's map session store (sessionStorage). */
export const mapSession: MapSessionStore = createMapSessionStore(
  typeof sessionStorage !== 'undefined' ? sessionStorage : (undefined as unknown as Storage),
);

/** Reads (a slice of) the session state and re-renders when it changes. */
export function useMapSession<T>(
  select: (state: MapSessionState) => T,
  store: MapSessionStore = mapSession,
): T {
  return useSyncExternalStore(store.subscribe, () => select(store.get()));
}
