import type { Map as MaplibreMap } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import type { MapControl } from '../controls/map-control';

/**
 * Installs the control `create()` returns on `map` while the component is mounted (and again
 * when the map changes); removes it on unmount. `enabled: false` keeps it off the map.
 */
export function useMapControl<C extends MapControl>(
  map: MaplibreMap | null,
  create: () => C,
  enabled = true,
): C | null {
  const createRef = useRef(create);
  createRef.current = create;
  const [control, setControl] = useState<C | null>(null);
  useEffect(() => {
    if (!map || !enabled) return;
    const c = createRef.current();
    c.onAdd(map);
    setControl(c);
    return () => {
      setControl(null);
      c.onRemove();
    };
  }, [map, enabled]);
  return control;
}

/** A ref that always holds the latest value (for callbacks handed to long-lived controls). */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}
