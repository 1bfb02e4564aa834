import type { Map as MaplibreMap } from 'maplibre-gl';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { styleUrl } from '../config';
import { createMap } from '../engine/create-map';
import { exposeMapForTests } from '../engine/test-hooks';

export interface MapInstance {
  /** Attach to the element the map fills. */
  containerRef: RefObject<HTMLElement | null>;
  /** The map once its style has loaded; null before and after. */
  map: MaplibreMap | null;
  /** Set when the basemap style could not be loaded. */
  failed: boolean;
}

/**
 * Creates a maplibre map in `containerRef` with the basemap style of the map server (maplibre
 * follows the container's size itself) and removes the map (with every control still on it) on unmount. `name`
 * registers it for end-to-end tests (see engine/test-hooks).
 */
export function useMapInstance(name: string, style?: string): MapInstance {
  const containerRef = useRef<HTMLElement | null>(null);
  const [map, setMap] = useState<MaplibreMap | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const origin = window.location.origin;
    const instance = createMap({ container, style: style ?? styleUrl(origin), origin });
    let loaded = false;
    const onLoad = () => {
      loaded = true;
      setMap(instance);
    };
    const onError = (e: { error?: unknown }) => {
      console.warn('[map]', e.error);
      if (!loaded) setFailed(true);
    };
    instance.on('load', onLoad);
    instance.on('error', onError);
    const unexpose = exposeMapForTests(name, instance);
    return () => {
      unexpose();
      instance.off('load', onLoad);
      instance.off('error', onError);
      setMap(null);
      // After the controls' own cleanups (which still need a live map) have run.
      queueMicrotask(() => instance.remove());
    };
  }, [name, style]);

  return { containerRef, map, failed };
}
