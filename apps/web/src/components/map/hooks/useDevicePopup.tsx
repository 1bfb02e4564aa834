import type { LngLat, Map as MaplibreMap, Popup } from 'maplibre-gl';
import { useCallback, useEffect, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { DevicePopup, toMarkerData } from '@/components/device-popup';
import type { CameraDevice } from '../api/devices';
import { maplibregl } from '../engine/create-map';
import { useLatest } from './useMapControl';

/**
 * The device popup of the map (SPEC §2): a maplibre Popup whose DOM node hosts the shared
 * `DevicePopup` through its own React root (text only, never HTML from data). Opening another
 * device, closing the popup or unmounting unmounts the root.
 */
export function useDevicePopup(map: MaplibreMap | null, onOpenDetails: (code: string) => void) {
  const popup = useRef<{ popup: Popup; root: Root } | null>(null);
  const openDetails = useLatest(onOpenDetails);

  const close = useCallback(() => {
    const current = popup.current;
    popup.current = null;
    if (!current) return;
    current.popup.remove();
    // Unmount after the current render pass (the popup may close from inside its own tree).
    queueMicrotask(() => current.root.unmount());
  }, []);

  const open = useCallback(
    (device: CameraDevice, at: LngLat) => {
      if (!map) return;
      close();
      const node = document.createElement('div');
      const root = createRoot(node);
      root.render(
        <DevicePopup data={toMarkerData(device)} onOpenDetails={(code) => openDetails.current(code)} />,
      );
      const instance = new maplibregl.Popup({
        className: 'map-popup',
        maxWidth: '340px',
        focusAfterOpen: false,
      })
        .setLngLat(at)
        .setDOMContent(node)
        .addTo(map);
      const entry = { popup: instance, root };
      instance.on('close', () => {
        if (popup.current === entry) close();
      });
      popup.current = entry;
    },
    [map, close, openDetails],
  );

  // A popup belongs to its map: close it when the map goes or changes.
  useEffect(() => {
    if (!map) return;
    return close;
  }, [map, close]);

  return { open, close };
}
