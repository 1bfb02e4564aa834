import { mapMessages as m } from '../messages';

/** Zoom level and the position under the pointer (4 decimals), plus an optional extra text. */
export function MapStatusBar({
  zoom,
  cursor,
  extra,
}: {
  zoom: number | null;
  cursor: [number, number] | null;
  extra?: string;
}) {
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
