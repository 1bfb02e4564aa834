import type { DrawingTool } from '@agrimap/geo';
import type { Feature } from 'geojson';
import type { MapLayerMouseEvent, Map as MaplibreMap } from 'maplibre-gl';
import { styleUrl } from '../../config';
import { DEVICE_LAYERS, DeviceLayerControl } from '../../controls/device_layer_control';
import type { DrawControl } from '../../controls/draw_control';
import { DRILL_FILL_LAYER, DrillDownControl } from '../../controls/drilldown_control';
import { HighlightControl } from '../../controls/highlight_control';
import type { MapControl } from '../../controls/map-control';
import { MEASURE_LAYER, MeasureControl } from '../../controls/measure_control';
import { ThematicLayersControl } from '../../controls/thematic_layers_control';
import { cachedVectorLayerNames } from '../../lib/mvt-layers';
import {
  clampDrawnGeometry,
  FIT_PADDING,
  locateZoom,
  shapeKind,
  toolForMode,
} from '../../lib/workbench-logic';
import { TOOL_MODES } from '../../modes/mode-names';
import { createMap, maplibregl } from '../create-map';
import { mapTransformRequest } from '../map-options';
import { exposeMapForTests } from '../test-hooks';
import type { CreateWorkbenchEngine, WorkbenchEngine, WorkbenchEngineInput } from '../workbench-engine';

/** Whether a map click belongs to a drawn shape or a device rather than to the region below. */
function clickTakenByOverlay(map: MaplibreMap, e: MapLayerMouseEvent): boolean {
  const layers = DEVICE_LAYERS.filter((id) => map.getLayer(id));
  if (layers.length && map.queryRenderedFeatures(e.point, { layers }).length > 0) return true;
  return map.queryRenderedFeatures(e.point).some((f) => f.source.startsWith('mapbox-gl-draw'));
}

/**
 * The workbench on maplibre (Web Mercator, EPSG:3857): the controls of `controls/` installed
 * bottom to top (thematic layers, drill-down regions, highlights, devices, drawn shapes, measuring
 * labels) and removed top to bottom. Drawing (mapbox-gl-draw) loads on the first drawing tool.
 */
export class MaplibreWorkbenchEngine implements WorkbenchEngine {
  readonly kind = 'maplibre' as const;
  readonly supportsCompare = true;
  private readonly highlight = new HighlightControl();
  private readonly measure: MeasureControl;
  private readonly drill: DrillDownControl;
  private readonly devices: DeviceLayerControl | null;
  private readonly thematic: ThematicLayersControl;
  private draw: DrawControl | undefined;
  private drawLoading: Promise<DrawControl> | undefined;
  private readonly installed: MapControl[] = [];
  private destroyed = false;

  constructor(
    readonly map: MaplibreMap,
    private readonly input: Omit<WorkbenchEngineInput, 'container'>,
  ) {
    const { events } = input;
    this.measure = new MeasureControl((labels) => events.onLabelsChange(labels));
    this.drill = new DrillDownControl({
      loadNode: (code) => events.loadRegion(code),
      highlight: this.highlight,
      onChange: (node) => events.onRegionChange(node),
      onError: (error) => events.onRegionError(error),
      isBlocked: (e) => (this.draw?.isDrawing() ?? false) || clickTakenByOverlay(e.target, e),
    });
    this.devices = input.showDevices
      ? new DeviceLayerControl({
          onDeviceClick: (device, at) => events.onDeviceClick(device, [at.lng, at.lat]),
          isBlocked: () => this.draw?.isDrawing() ?? false,
        })
      : null;
    this.thematic = new ThematicLayersControl({
      origin: input.origin,
      beforeLayer: () => DRILL_FILL_LAYER,
      vectorSourceLayers: (url) => cachedVectorLayerNames(url, mapTransformRequest(input.origin)),
    });
    for (const control of [
      this.thematic,
      this.drill,
      this.highlight,
      ...(this.devices ? [this.devices] : []),
    ]) {
      control.onAdd(map);
      this.installed.push(control);
    }
    this.measure.onAdd(map);
    this.installed.push(this.measure);
    const view = () => events.onViewChange?.(this.view());
    map.on('move', view);
    map.on('mousemove', (e) => events.onPointer?.([e.lngLat.lng, e.lngLat.lat]));
    map.on('mouseout', () => events.onPointer?.(null));
  }

  view() {
    const c = this.map.getCenter();
    return { center: [c.lng, c.lat] as [number, number], zoom: this.map.getZoom() };
  }

  jumpTo(view: { center: [number, number]; zoom: number }): void {
    this.map.jumpTo(view);
  }

  locatePoint(lonLat: [number, number]): void {
    this.highlight.showPoint(lonLat);
    this.map.flyTo({ center: lonLat, zoom: locateZoom(this.map.getZoom()) });
  }

  locateArea(area: Feature, [w, s, e, n]: [number, number, number, number]): void {
    this.highlight.showArea(area);
    this.map.fitBounds(
      [
        [w, s],
        [e, n],
      ],
      { padding: FIT_PADDING, duration: 600 },
    );
  }

  setPitch(pitch: number): void {
    this.map.easeTo({ pitch, duration: 400 });
  }

  focus(): void {
    this.map.getCanvas().focus();
  }

  /** The drawing control, loaded (its own chunk with mapbox-gl-draw) and installed on first use. */
  private loadDraw(): Promise<DrawControl> {
    this.drawLoading ??= import('../../controls/draw_control').then(({ DrawControl }) => {
      const measure = (features: Feature[]) => {
        // Measured within SPEC §3's drawing limits, like on every engine.
        for (const f of features) this.measure.set({ ...f, geometry: clampDrawnGeometry(f.geometry) });
      };
      const draw = new DrawControl({
        onCreate: measure,
        onUpdate: measure,
        onDelete: (features) => {
          for (const f of features) this.measure.remove(String(f.id));
        },
        onModeChange: (mode) => this.input.events.onToolChange(toolForMode(TOOL_MODES, mode)),
      });
      if (!this.destroyed) {
        draw.onAdd(this.map);
        // The measuring labels stay above the shapes.
        if (this.map.getLayer(MEASURE_LAYER)) this.map.moveLayer(MEASURE_LAYER);
        this.installed.splice(this.installed.indexOf(this.measure), 0, draw);
        this.draw = draw;
      }
      return draw;
    });
    return this.drawLoading;
  }

  startTool(tool: DrawingTool): void {
    void this.loadDraw().then((draw) => {
      if (!this.destroyed) draw.start(tool);
    });
  }

  cancelDrawing(): void {
    this.draw?.cancel();
  }

  shapes(): Feature[] {
    return this.draw?.features() ?? [];
  }

  deleteShape(id: string): void {
    this.draw?.delete(id);
  }

  clearShapes(): void {
    this.draw?.clear();
  }

  highlightArea(area: Feature): void {
    this.highlight.showArea(area);
  }

  clearHighlight(): void {
    this.highlight.clear();
  }

  drillTo(code: string, options?: { moveCamera?: boolean }) {
    return this.drill.drillTo(code, options);
  }

  setDevices(devices: Parameters<DeviceLayerControl['setDevices']>[0]): void {
    this.devices?.setDevices(devices);
  }

  deviceCount(): number {
    return this.devices?.count() ?? 0;
  }

  openPopup(at: [number, number], element: HTMLElement, onClose: () => void): () => void {
    const popup = new maplibregl.Popup({ className: 'map-popup', maxWidth: '340px', focusAfterOpen: false })
      .setLngLat(at)
      .setDOMContent(element)
      .addTo(this.map);
    let removing = false;
    popup.on('close', () => {
      if (!removing) onClose();
    });
    return () => {
      removing = true;
      popup.remove();
    };
  }

  setThematicLayers(...args: Parameters<ThematicLayersControl['setVisible']>): void {
    this.thematic.setVisible(...args);
  }

  /** Removes the controls (top to bottom); the map itself is removed by its owner. */
  removeControls(): void {
    this.destroyed = true;
    for (const control of [...this.installed].reverse()) control.onRemove();
    this.installed.length = 0;
  }

  destroy(): void {
    this.removeControls();
    this.map.remove();
  }

  /** What a drawn feature is (for tests and the results list). */
  shapeOf(feature: Feature) {
    return shapeKind(feature);
  }
}

/** Creates the maplibre map with the basemap style and resolves once it has loaded. */
export const createMaplibreEngine: CreateWorkbenchEngine = (input) =>
  new Promise((resolve, reject) => {
    const map = createMap({
      container: input.container,
      style: styleUrl(input.origin),
      origin: input.origin,
    });
    const unexpose = exposeMapForTests(input.name, map);
    let loaded = false;
    map.on('load', () => {
      loaded = true;
      const engine = new MaplibreWorkbenchEngine(map, input);
      const destroy = engine.destroy.bind(engine);
      engine.destroy = () => {
        unexpose();
        destroy();
      };
      resolve(engine);
    });
    map.on('error', (e: { error?: unknown }) => {
      console.warn('[map]', e.error);
      if (!loaded) {
        unexpose();
        map.remove();
        reject(e.error ?? new Error('map failed to load'));
      }
    });
  });
