import { Button, Select } from 'antd';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LayerInfo } from '../api/layers';
import { CurtainControl } from '../controls/curtain_control';
import { SyncControl } from '../controls/sync_control';
import { ThematicLayersControl } from '../controls/thematic_layers_control';
import { mapTransformRequest } from '../engine/map-options';
import { useMapControl } from '../hooks/useMapControl';
import { useMapInstance } from '../hooks/useMapInstance';
import { cachedVectorLayerNames } from '../lib/mvt-layers';
import { mapMessages as m } from '../messages';
import { type CompareMode, compareModeLabel, paneCount } from './compare-modes';

export type { CompareMode } from './compare-modes';
export { COMPARE_MODES, compareModeLabel, paneCount } from './compare-modes';

export interface CameraView {
  center: [number, number];
  zoom: number;
}

interface PaneProps {
  index: number;
  layers: readonly LayerInfo[];
  visibleIds: readonly string[];
  initialView: CameraView;
  onMap: (index: number, map: MaplibreMap | null) => void;
}

function ComparePane({ index, layers, visibleIds, initialView, onMap }: PaneProps) {
  const { containerRef, map } = useMapInstance(`compare-${index}`);
  const thematic = useMapControl(map, () => {
    const origin = window.location.origin;
    return new ThematicLayersControl({
      origin,
      vectorSourceLayers: (url) => cachedVectorLayerNames(url, mapTransformRequest(origin)),
    });
  });
  const viewRef = useRef(initialView);
  useEffect(() => {
    if (!map) return;
    map.jumpTo(viewRef.current);
    onMap(index, map);
    return () => onMap(index, null);
  }, [map, index, onMap]);
  useEffect(() => {
    thematic?.setVisible(layers, new Set(visibleIds));
  }, [thematic, layers, visibleIds]);
  return (
    <div className="map-compare-pane" data-pane={index}>
      <section ref={containerRef} className="map-compare-pane-map" aria-label={m.compare.pane(index + 1)} />
    </div>
  );
}

export interface CompareViewProps {
  mode: CompareMode;
  layers: readonly LayerInfo[];
  /** Layers of the first pane at start (the main map's). */
  initialVisibleIds: readonly string[];
  initialView: CameraView;
  /** Leaves compare mode with the camera the panes ended at. */
  onExit: (view: CameraView | null) => void;
}

/**
 * Comparison (SPEC §4): a curtain (@maplibre/maplibre-gl-compare) between two maps, or 2, 3 or 4
 * panes whose cameras move together; every pane has its own choice of layers.
 */
export function CompareView({ mode, layers, initialVisibleIds, initialView, onExit }: CompareViewProps) {
  const count = paneCount(mode);
  const curtain = mode.startsWith('curtain');
  const bodyRef = useRef<HTMLDivElement | null>(null);
  const [maps, setMaps] = useState<(MaplibreMap | null)[]>(() => Array(count).fill(null));
  const [selections, setSelections] = useState<string[][]>(() =>
    Array.from({ length: count }, (_, i) => (i === 0 ? [...initialVisibleIds] : [])),
  );

  const onMap = useCallback((index: number, map: MaplibreMap | null) => {
    setMaps((prev) => prev.map((m0, i) => (i === index ? map : m0)));
  }, []);

  const ready = maps.length === count && maps.every((x): x is MaplibreMap => x !== null);
  useEffect(() => {
    if (!ready) return;
    const all = maps as MaplibreMap[];
    const [a, b] = all;
    if (curtain && a && b && bodyRef.current) {
      const control = new CurtainControl(
        a,
        b,
        bodyRef.current,
        mode === 'curtain-horizontal' ? 'horizontal' : 'vertical',
      );
      return () => control.remove();
    }
    const sync = new SyncControl(all);
    return () => sync.remove();
  }, [ready, maps, curtain, mode]);

  const exit = () => {
    const first = maps[0];
    const c = first?.getCenter();
    onExit(first && c ? { center: [c.lng, c.lat], zoom: first.getZoom() } : null);
  };

  const layerOptions = layers.map((l) => ({
    value: l.id,
    label: `${l.layer_name}（${m.layers.year(l.nf)}）`,
  }));

  return (
    <section className="map-compare" aria-label={m.compare.title} data-mode={mode}>
      <div className="map-compare-bar">
        <strong>{compareModeLabel(mode)}</strong>
        {selections.map((ids, i) => (
          <Select
            // biome-ignore lint/suspicious/noArrayIndexKey: panes are positional
            key={i}
            mode="multiple"
            size="small"
            style={{ minWidth: 180, maxWidth: 260 }}
            maxTagCount="responsive"
            aria-label={`${m.compare.pane(i + 1)} ${m.compare.paneLayers}`}
            placeholder={`${m.compare.pane(i + 1)} ${m.compare.paneLayers}`}
            value={ids}
            options={layerOptions}
            onChange={(next: string[]) => setSelections((prev) => prev.map((s, j) => (j === i ? next : s)))}
          />
        ))}
        <span style={{ flex: 1 }} />
        <Button size="small" onClick={exit}>
          {m.compare.exit}
        </Button>
      </div>
      <div className="map-compare-body" ref={bodyRef}>
        <div
          className={curtain ? 'map-compare-curtain' : 'map-compare-split'}
          data-panes={curtain ? undefined : count}
        >
          {selections.map((ids, i) => (
            <ComparePane
              // biome-ignore lint/suspicious/noArrayIndexKey: panes are positional
              key={i}
              index={i}
              layers={layers}
              visibleIds={ids}
              initialView={initialView}
              onMap={onMap}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
