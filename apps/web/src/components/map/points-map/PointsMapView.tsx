import type { LngLatLike, Popup } from 'maplibre-gl';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { HighlightControl } from '../controls/highlight_control';
import { PointLayerControl, pointLayerIds } from '../controls/point_layer_control';
import { maplibregl } from '../engine/create-map';
import { useLatest, useMapControl } from '../hooks/useMapControl';
import { useMapInstance } from '../hooks/useMapInstance';
import {
  CHOROPLETH_COLORS,
  choroplethClasses,
  choroplethFillExpression,
  choroplethScope,
  regionDatasetUrl,
} from './choropleth';
import { ChoroplethControl } from './choropleth_control';
import { HighlightPointControl } from './highlight_point_control';
import { pointsMapMessages as m } from './messages';
import { boundsOfGeoJson, boundsOfPoints, pointsToGeoJson, visiblePoints } from './points';
import type { MapPoint, PointsMapProps } from './types';
import './points-map.css';

export const POINTS_LAYER_IDS = pointLayerIds('agrimap-points');

/** The longest the map stays behind 地图加载中… once created. */
const REVEAL_AFTER_MS = 5_000;

const formatDefault = (v: number) => Math.round(v).toLocaleString('zh-CN');

/**
 * The shared points map (see {@link PointsMapProps}); loaded lazily by `PointsMap`, so maplibre
 * is only fetched when a map is shown.
 */
export default function PointsMapView<P extends MapPoint>(props: PointsMapProps<P>) {
  const {
    points,
    cluster = true,
    renderPopup,
    fitToPoints = true,
    highlightId,
    hiddenGroups,
    choropleth,
    regionCode,
    outline,
    ariaLabel = m.defaultLabel,
    pointList = true,
    height = 520,
    mapName = 'points',
    pending = false,
  } = props;
  const { containerRef, map, failed } = useMapInstance(mapName);
  const latest = useLatest(props);

  const shown = useMemo(
    () => visiblePoints(points, hiddenGroups, regionCode),
    [points, hiddenGroups, regionCode],
  );
  const byId = useMemo(() => new Map(shown.map((p) => [p.id, p])), [shown]);
  const byIdRef = useLatest(byId);

  // Popup: a maplibre Popup whose DOM node the page's React tree renders into (portal), so the
  // popup content keeps the router and query contexts.
  const [popup, setPopup] = useState<{ point: P; node: HTMLElement } | null>(null);
  const popupRef = useRef<Popup | null>(null);
  const closePopup = useCallback(() => {
    const current = popupRef.current;
    popupRef.current = null;
    current?.remove();
    setPopup(null);
  }, []);
  const select = useCallback(
    (point: P, at?: LngLatLike) => {
      latest.current.onPointClick?.(point);
      if (!map || !latest.current.renderPopup) return;
      closePopup();
      const node = document.createElement('div');
      const instance = new maplibregl.Popup({
        className: 'map-popup',
        maxWidth: '360px',
        focusAfterOpen: false,
      })
        .setLngLat(at ?? [point.lon, point.lat])
        .setDOMContent(node)
        .addTo(map);
      instance.on('close', () => {
        if (popupRef.current === instance) {
          popupRef.current = null;
          setPopup(null);
        }
      });
      popupRef.current = instance;
      setPopup({ point, node });
    },
    [map, closePopup, latest],
  );
  const selectRef = useLatest(select);
  useEffect(() => {
    if (!map) return;
    return closePopup;
  }, [map, closePopup]);

  const choroplethControl = useMapControl(
    map,
    () =>
      new ChoroplethControl({
        onRegionClick: (code, name) => latest.current.onRegionClick?.(code, name),
      }),
  );
  const pointsControl = useMapControl(
    map,
    () =>
      new PointLayerControl(POINTS_LAYER_IDS, {
        cluster,
        pointColor: ['coalesce', ['get', 'color'], '#1677ff'],
        pointRadius: ['coalesce', ['get', 'size'], 7],
        onPointClick: (properties, at) => {
          const point = byIdRef.current.get(String(properties.id));
          if (point) selectRef.current(point, at);
        },
      }),
  );
  const highlight = useMapControl(map, () => new HighlightPointControl());

  useEffect(() => {
    pointsControl?.setData(pointsToGeoJson(shown));
  }, [pointsControl, shown]);

  const highlighted = highlightId ? byId.get(highlightId) : undefined;
  useEffect(() => {
    highlight?.set(highlighted ?? null);
  }, [highlight, highlighted]);

  // Outline: drawn as the highlight border; fitted when there are no points to fit.
  const outlineControl = useMapControl(map, () => new HighlightControl());
  useEffect(() => {
    if (!outlineControl) return;
    if (!outline) {
      outlineControl.clear();
      return;
    }
    outlineControl.showBorder(outline);
  }, [outlineControl, outline]);
  const outlineBounds = useMemo(() => (outline ? boundsOfGeoJson(outline) : null), [outline]);
  useEffect(() => {
    if (!map || !fitToPoints || !outlineBounds || shown.length > 0) return;
    map.fitBounds(outlineBounds, { padding: 48, maxZoom: 16, duration: 0 });
  }, [map, fitToPoints, outlineBounds, shown.length]);

  // Choropleth: the regions of the scope, filled by class.
  const classes = useMemo(
    () => choroplethClasses(Object.values(choropleth?.values ?? {}), choropleth?.colors ?? CHOROPLETH_COLORS),
    [choropleth],
  );
  useEffect(() => {
    if (!choroplethControl) return;
    if (!choropleth) {
      choroplethControl.setFill('rgba(0,0,0,0)');
      return;
    }
    const scope = choroplethScope(regionCode);
    choroplethControl.setRegions(regionDatasetUrl(window.location.origin, scope.dataset), scope.filter);
    choroplethControl.setFill(choroplethFillExpression(choropleth.values, classes));
  }, [choroplethControl, choropleth, classes, regionCode]);

  // Camera: fit the points in scope when they first arrive and whenever the scope changes.
  const fittedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!map || !fitToPoints) return;
    const key = `${regionCode ?? ''}|${(hiddenGroups ?? []).join(',')}`;
    if (fittedFor.current === key || shown.length === 0) return;
    const bounds = boundsOfPoints(shown);
    if (!bounds) return;
    fittedFor.current = key;
    map.fitBounds(bounds, { padding: 48, maxZoom: 12, duration: 0 });
  }, [map, fitToPoints, shown, regionCode, hiddenGroups]);

  // Shown once the map has drawn everything it was given (its first `idle` after the page stopped
  // waiting), or after REVEAL_AFTER_MS whatever is still loading.
  const [revealed, setRevealed] = useState(false);
  useEffect(() => {
    if (!map || pending || revealed) return;
    const reveal = () => setRevealed(true);
    map.once('idle', reveal);
    const timer = setTimeout(reveal, REVEAL_AFTER_MS);
    return () => {
      clearTimeout(timer);
      map.off('idle', reveal);
    };
  }, [map, pending, revealed]);

  const format = choropleth?.formatValue ?? formatDefault;

  return (
    <div className="points-map" style={{ height }}>
      <div className="points-map-stage">
        <section
          ref={containerRef as React.RefObject<HTMLElement>}
          className="points-map-canvas"
          aria-label={ariaLabel}
          // Nothing is shown until the map and what it frames are there and drawn: no jump from
          // the whole country to the region, no coarse placeholder outlines while tiles load.
          style={revealed ? undefined : { opacity: 0 }}
          data-ready={map && !pending ? 'true' : 'false'}
          data-point-count={shown.length}
        />
        {!revealed && !failed && <div className="points-map-status">{m.loading}</div>}
        {failed && (
          <div className="points-map-status" role="alert">
            {m.loadFailed}
          </div>
        )}
        {choropleth && classes.length > 0 && (
          <figure className="points-map-legend" aria-label={choropleth.title ?? m.legend}>
            <figcaption className="points-map-legend-title">{choropleth.title ?? m.legend}</figcaption>
            {classes.map((c) => (
              <div key={`${c.from}-${c.to}`} className="points-map-legend-row">
                <span className="points-map-swatch" style={{ background: c.color }} />
                {c.from === c.to ? format(c.from) : `${format(c.from)} – ${format(c.to)}`}
              </div>
            ))}
          </figure>
        )}
      </div>
      {pointList && (
        <nav className="points-map-list" aria-label={m.pointList(ariaLabel)}>
          <div className="points-map-list-head">{m.pointCount(shown.length)}</div>
          {shown.length === 0 ? (
            <div className="points-map-list-empty">{m.empty}</div>
          ) : (
            <ul>
              {shown.map((p) => (
                <li key={p.id}>
                  <button
                    type="button"
                    className={p.id === highlightId ? 'is-active' : undefined}
                    aria-pressed={p.id === highlightId}
                    onClick={() => {
                      map?.easeTo({ center: [p.lon, p.lat], zoom: Math.max(map.getZoom(), 9), duration: 0 });
                      select(p);
                    }}
                  >
                    <span className="points-map-swatch" style={{ background: p.color ?? '#1677ff' }} />
                    {p.label ?? m.unnamed}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </nav>
      )}
      {popup &&
        renderPopup &&
        createPortal(
          <div
            role="dialog"
            aria-label={m.popup(popup.point.label ?? m.unnamed)}
            className="points-map-popup"
          >
            {renderPopup(popup.point)}
          </div>,
          popup.node,
        )}
    </div>
  );
}
