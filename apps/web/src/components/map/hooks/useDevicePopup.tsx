import { useCallback, useEffect, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { DevicePopup, toMarkerData } from '@/components/device-popup';
import type { CameraDevice } from '../api/devices';
import type { WorkbenchEngine } from '../engine/workbench-engine';
import { useLatest } from './useMapControl';

/**
 * The device popup of the map (SPEC §2): the engine's popup whose DOM node hosts the shared
 * `DevicePopup` through its own React root (text only, never HTML from data). Opening another
 * device, closing the popup or unmounting unmounts the root.
 */
export function useDevicePopup(engine: WorkbenchEngine | null, onOpenDetails: (code: string) => void) {
  const popup = useRef<{ remove: () => void; root: Root } | null>(null);
  const openDetails = useLatest(onOpenDetails);

  const close = useCallback(() => {
    const current = popup.current;
    popup.current = null;
    if (!current) return;
    current.remove();
    // Unmount after the current render pass (the popup may close from inside its own tree).
    queueMicrotask(() => current.root.unmount());
  }, []);

  const open = useCallback(
    (device: CameraDevice, at: [number, number]) => {
      if (!engine) return;
      close();
      const node = document.createElement('div');
      const root = createRoot(node);
      root.render(
        <DevicePopup data={toMarkerData(device)} onOpenDetails={(code) => openDetails.current(code)} />,
      );
      const entry = {
        root,
        remove: engine.openPopup(at, node, () => {
          if (popup.current === entry) close();
        }),
      };
      popup.current = entry;
    },
    [engine, close, openDetails],
  );

  // A popup belongs to its map: close it when the map goes or changes.
  useEffect(() => {
    if (!engine) return;
    return close;
  }, [engine, close]);

  return { open, close };
}
