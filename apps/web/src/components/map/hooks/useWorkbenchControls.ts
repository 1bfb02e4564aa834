import type { Feature } from 'geojson';
import type { LngLat, MapLayerMouseEvent, Map as MaplibreMap } from 'maplibre-gl';
import { useEffect, useMemo, useState } from 'react';
import type { CameraDevice } from '../api/devices';
import type { RegionTreeNode } from '../api/regions';
import { DEVICE_LAYERS, DeviceLayerControl } from '../controls/device_layer_control';
import { DrawControl } from '../controls/draw_control';
import { DRILL_FILL_LAYER, DrillDownControl } from '../controls/drilldown_control';
import { HighlightControl } from '../controls/highlight_control';
import type { MapControl } from '../controls/map-control';
import { MeasureControl } from '../controls/measure_control';
import { ThematicLayersControl } from '../controls/thematic_layers_control';
import { mapTransformRequest } from '../engine/map-options';
import type { MeasureLabel } from '../lib/measure-labels';
import { cachedVectorLayerNames } from '../lib/mvt-layers';
import { useLatest } from './useMapControl';

export interface WorkbenchControlEvents {
  loadRegion: (code: string) => Promise<RegionTreeNode>;
  onRegionChange: (node: RegionTreeNode) => void;
  onRegionError: (error: unknown) => void;
  onDeviceClick: (device: CameraDevice, at: LngLat) => void;
  onDrawModeChange: (mode: string) => void;
}

export interface WorkbenchControls {
  thematic: ThematicLayersControl;
  drill: DrillDownControl;
  highlight: HighlightControl;
  devices: DeviceLayerControl | null;
  draw: DrawControl;
  measure: MeasureControl;
}

/** Whether a map click belongs to a drawn shape or a device rather than to the region below. */
function clickTakenByOverlay(map: MaplibreMap, e: MapLayerMouseEvent): boolean {
  const layers = DEVICE_LAYERS.filter((id) => map.getLayer(id));
  if (layers.length && map.queryRenderedFeatures(e.point, { layers }).length > 0) return true;
  return map.queryRenderedFeatures(e.point).some((f) => f.source.startsWith('mapbox-gl-draw'));
}

/**
 * The controls of a map workbench, installed bottom to top (thematic layers, drill-down regions,
 * highlights, devices, drawn shapes, measuring labels) once the map has loaded and removed, top to
 * bottom, when it goes. Returns the controls and the current measuring labels.
 */
export function useWorkbenchControls(
  map: MaplibreMap | null,
  events: WorkbenchControlEvents,
  { showDevices, origin }: { showDevices: boolean; origin: string },
): { controls: WorkbenchControls; labels: MeasureLabel[] } {
  const latest = useLatest(events);
  const [labels, setLabels] = useState<MeasureLabel[]>([]);

  const controls = useMemo<WorkbenchControls>(() => {
    const highlight = new HighlightControl();
    const measure = new MeasureControl(setLabels);
    const draw = new DrawControl({
      onCreate: (features: Feature[]) => {
        for (const f of features) measure.set(f);
      },
      onUpdate: (features: Feature[]) => {
        for (const f of features) measure.set(f);
      },
      onDelete: (features: Feature[]) => {
        for (const f of features) measure.remove(String(f.id));
      },
      onModeChange: (mode) => latest.current.onDrawModeChange(mode),
    });
    const drill: DrillDownControl = new DrillDownControl({
      loadNode: (code) => latest.current.loadRegion(code),
      highlight,
      onChange: (node) => latest.current.onRegionChange(node),
      onError: (error) => latest.current.onRegionError(error),
      isBlocked: (e) => draw.isDrawing() || clickTakenByOverlay(e.target, e),
    });
    const devices = showDevices
      ? new DeviceLayerControl({
          onDeviceClick: (device, at) => latest.current.onDeviceClick(device, at),
          isBlocked: () => draw.isDrawing(),
        })
      : null;
    const thematic = new ThematicLayersControl({
      origin,
      beforeLayer: () => DRILL_FILL_LAYER,
      vectorSourceLayers: (url) => cachedVectorLayerNames(url, mapTransformRequest(origin)),
    });
    return { thematic, drill, highlight, devices, draw, measure };
  }, [showDevices, origin, latest]);

  useEffect(() => {
    if (!map) return;
    const order: MapControl[] = [
      controls.thematic,
      controls.drill,
      controls.highlight,
      ...(controls.devices ? [controls.devices] : []),
      controls.draw,
      controls.measure,
    ];
    for (const control of order) control.onAdd(map);
    return () => {
      for (const control of [...order].reverse()) control.onRemove();
    };
  }, [map, controls]);

  return { controls, labels };
}
