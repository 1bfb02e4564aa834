import type { Map as MaplibreMap, MapMouseEvent } from 'maplibre-gl';
import { useEffect, useState } from 'react';
import { mapMessages as m } from '../messages';

/** Zoom level and the position under the pointer (4 decimals), plus an optional extra text. */
export function MapStatusBar({ map, extra }: { map: MaplibreMap | null; extra?: string }) {
  const [zoom, setZoom] = useState<number | null>(null);
  const [cursor, setCursor] = useState<[number, number] | null>(null);
  useEffect(() => {
    if (!map) return;
    const onZoom = () => setZoom(map.getZoom());
    const onMove = (e: MapMouseEvent) => setCursor([e.lngLat.lng, e.lngLat.lat]);
    const onOut = () => setCursor(null);
    onZoom();
    map.on('zoom', onZoom);
    map.on('mousemove', onMove);
    map.on('mouseout', onOut);
    return () => {
      map.off('zoom', onZoom);
      map.off('mousemove', onMove);
      map.off('mouseout', onOut);
    };
  }, [map]);
  return (
    <div className="map-status-bar" aria-live="off">
      <span data-testid="map-zoom" data-zoom={zoom ?? ''}>
        {m.map.zoom} {zoom === null ? '-' : zoom.toFixed(2)}
      </span>
      {cursor && (
        <span data-testid="map-cursor">
          {m.map.cursor} {cursor[0].toFixed(4)}, {cursor[1].toFixed(4)}
        </span>
      )}
      {extra && <span>{extra}</span>}
    </div>
  );
}
