import { type RefObject, useEffect, useRef, useState } from 'react';
import { engineForEpsg } from '../config';
import {
  loadEngineFactory,
  type WorkbenchEngine,
  type WorkbenchEngineEvents,
} from '../engine/workbench-engine';
import { useLatest } from './useMapControl';

export interface WorkbenchEngineState {
  /** Attach to the element the map fills. */
  containerRef: RefObject<HTMLElement | null>;
  /** The engine once its basemap has loaded; null before and after. */
  engine: WorkbenchEngine | null;
  /** Set when the engine or its basemap could not be loaded. */
  failed: boolean;
}

/**
 * Loads the map engine the EPSG setting selects (its own chunk), creates the workbench's map in
 * `containerRef` and destroys it on unmount. Events always reach the latest callbacks.
 */
export function useWorkbenchEngine(
  epsg: number,
  options: { name: string; showDevices: boolean; origin: string },
  events: WorkbenchEngineEvents,
): WorkbenchEngineState {
  const containerRef = useRef<HTMLElement | null>(null);
  const [engine, setEngine] = useState<WorkbenchEngine | null>(null);
  const [failed, setFailed] = useState(false);
  const latest = useLatest(events);
  const { name, showDevices, origin } = options;

  useEffect(() => {
    const container = containerRef.current;
    const kind = engineForEpsg(epsg);
    if (!container || !kind) return;
    let alive = true;
    let created: WorkbenchEngine | null = null;
    const relay: WorkbenchEngineEvents = {
      loadRegion: (code) => latest.current.loadRegion(code),
      onRegionChange: (node) => latest.current.onRegionChange(node),
      onRegionError: (error) => latest.current.onRegionError(error),
      onDeviceClick: (device, at) => latest.current.onDeviceClick(device, at),
      onToolChange: (tool) => latest.current.onToolChange(tool),
      onLabelsChange: (labels) => latest.current.onLabelsChange(labels),
      onViewChange: (view) => latest.current.onViewChange?.(view),
      onPointer: (at) => latest.current.onPointer?.(at),
    };
    loadEngineFactory(kind)
      .then((create) => create({ container, origin, epsg, name, showDevices, events: relay }))
      .then((instance) => {
        if (!alive) {
          instance.destroy();
          return;
        }
        created = instance;
        setEngine(instance);
      })
      .catch((error) => {
        console.warn('[map] engine failed', error);
        if (alive) setFailed(true);
      });
    return () => {
      alive = false;
      setEngine(null);
      const current = created;
      // After the workbench's own cleanups (which may still talk to the map) have run.
      if (current) queueMicrotask(() => current.destroy());
    };
  }, [epsg, name, showDevices, origin, latest]);

  return { containerRef, engine, failed };
}
