import type { PlotGeometry } from '@agrimap/geo';
import { Button, Space } from 'antd';
import type { Feature } from 'geojson';
import type { LngLatBoundsLike } from 'maplibre-gl';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { DrawControl } from '@/components/map/controls/draw_control';
import { MeasureControl } from '@/components/map/controls/measure_control';
import { useLatest, useMapControl } from '@/components/map/hooks/useMapControl';
import { useMapInstance } from '@/components/map/hooks/useMapInstance';
import { type Bbox, boundsOfPlots, firstViewOfPlots } from './frame';
import { plotMessages as m } from './messages';
import type { PlotsMapProps } from './PlotsMap';
import { PlotLayerControl, type PlotShape, plotsToGeoJson } from './plot_layer_control';

const toBounds = (b: Bbox): LngLatBoundsLike => [
  [b[0], b[1]],
  [b[2], b[3]],
];

const polygonOf = (f: Feature | undefined): PlotGeometry | null =>
  f?.geometry?.type === 'Polygon' || f?.geometry?.type === 'MultiPolygon'
    ? (f.geometry as PlotGeometry)
    : null;

/**
 * The plots map (loaded lazily through `PlotsMap`): the plots as a layer with labels, the
 * selected plot highlighted (SPEC §9 highlight), a click on a plot reported; with `boundary`
 * the shared drawing tools draw or reshape one plot boundary, measured while drawn.
 */
export default function PlotsMapView(props: PlotsMapProps) {
  const { plots, selectedId, focus, boundary, height = 560, mapName = 'plots' } = props;
  const { containerRef, map, failed } = useMapInstance(mapName);
  const latest = useLatest(props);

  const layer = useMapControl(map, () => new PlotLayerControl((id) => latest.current.onPlotClick?.(id)));
  const editing = boundary !== undefined;
  const measure = useMapControl(map, () => new MeasureControl(), editing);
  const measureRef = useLatest(measure);
  const [drawing, setDrawing] = useState(false);
  const shapeId = useRef<string | null>(null);
  const [hasShape, setHasShape] = useState(false);
  const draw = useMapControl(
    map,
    () => {
      const report = (f: Feature | undefined) => {
        shapeId.current = f ? String(f.id) : null;
        setHasShape(Boolean(f));
        if (f) measureRef.current?.set(f);
        latest.current.boundary?.onChange(polygonOf(f));
      };
      const control: DrawControl = new DrawControl({
        onCreate: (features) => {
          const created = features[0];
          // One boundary: a new shape replaces the earlier one.
          for (const f of control.features()) {
            if (f.id !== created?.id) {
              measureRef.current?.remove(String(f.id));
              control.delete(String(f.id));
            }
          }
          report(created);
        },
        onUpdate: (features) => report(features[0]),
        onDelete: (features) => {
          for (const f of features) measureRef.current?.remove(String(f.id));
          if (features.some((f) => String(f.id) === shapeId.current)) report(undefined);
        },
        onModeChange: () => setDrawing(control.isDrawing()),
      });
      return control;
    },
    editing,
  );

  // The boundary being edited: shown in the drawing layer once the tools are on the map.
  const initial = boundary?.initial;
  useEffect(() => {
    if (!draw || !initial) return;
    const ids = draw.add({ type: 'Feature', properties: {}, geometry: initial });
    shapeId.current = ids[0] ?? null;
    setHasShape(Boolean(ids[0]));
    const added = draw.features().find((f) => String(f.id) === ids[0]);
    if (added) measure?.set(added);
  }, [draw, initial, measure]);

  const editingId = boundary?.plotId ?? null;
  useEffect(() => {
    layer?.setData(plotsToGeoJson(plots, editingId));
    layer?.setDimmed(editing);
  }, [layer, plots, editingId, editing]);

  useEffect(() => {
    layer?.setSelected(selectedId);
  }, [layer, selectedId]);

  // Camera: once the plots first arrive, the first plot and its neighbours at field scale, where
  // their fills show (or the boundary being edited); then each focus.
  const fitted = useRef(false);
  useEffect(() => {
    if (!map || fitted.current) return;
    const box = initial ? boundsOfPlots([{ geometry: initial }]) : firstViewOfPlots(plots);
    if (!box) return;
    fitted.current = true;
    map.fitBounds(toBounds(box), { padding: 48, maxZoom: 16, duration: 0 });
  }, [map, plots, initial]);
  useEffect(() => {
    if (!map || !focus) return;
    map.fitBounds(toBounds(focus.bbox as Bbox), { padding: 64, maxZoom: 17, duration: 0 });
  }, [map, focus]);

  // Escape while drawing cancels the drawing only (the dialog around the map stays open).
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && draw?.isDrawing()) {
      e.stopPropagation();
      draw.cancel();
    }
  };

  return (
    <div className="plots-map" style={{ height }} onKeyDown={onKeyDown}>
      {editing && (
        <Space className="plots-map-tools" wrap>
          <Button
            size="small"
            type={drawing ? 'primary' : 'default'}
            onClick={() => draw?.start('polygon')}
            disabled={!draw}
          >
            {hasShape ? m.editor.redraw : m.editor.drawBoundary}
          </Button>
          <Button
            size="small"
            onClick={() => shapeId.current && draw?.editVertices(shapeId.current)}
            disabled={!draw || !hasShape || drawing}
          >
            {m.editor.editVertices}
          </Button>
        </Space>
      )}
      <section
        ref={containerRef as React.RefObject<HTMLElement>}
        className="plots-map-canvas"
        aria-label={props.ariaLabel ?? m.map.label}
        data-ready={map ? 'true' : 'false'}
        data-plot-count={plots.length}
        data-drawing={drawing ? 'true' : 'false'}
      />
      {!map && !failed && <div className="plots-map-status">{m.map.loading}</div>}
      {failed && (
        <div className="plots-map-status" role="alert">
          {m.map.failed}
        </div>
      )}
    </div>
  );
}

export type { PlotShape };
