import { DRAW_MODES, type DrawingTool } from '@agrimap/geo';
import MapboxDraw from '@mapbox/mapbox-gl-draw';
import '@mapbox/mapbox-gl-draw/dist/mapbox-gl-draw.css';
import type { Feature } from 'geojson';
import type { IControl, Map as MaplibreMap } from 'maplibre-gl';
import { DragCircleMode } from '../modes/drag_circle_mode';
import {
  DRAG_CIRCLE_MODE,
  DRAW_EVENTS,
  DRAWING_MODES,
  RECTANGLE_MODE,
  TOOL_MODES,
} from '../modes/mode-names';
import { RectangleMode } from '../modes/rectangle_mode';
import { StaticMode } from '../modes/static_mode';
import { DRAW_STYLES } from './draw-styles';
import { ListenerBag, type MapControl } from './map-control';

/**
 * mapbox-gl-draw looks for mapbox-gl's CSS classes (`mapboxgl-canvas`, `mapboxgl-ctrl` …); on
 * maplibre they are named `maplibregl-…`. Patched once, before the first draw is constructed.
 */
export function patchDrawClassesForMaplibre(): void {
  const classes = MapboxDraw.constants.classes;
  classes.CANVAS = 'maplibregl-canvas';
  classes.CONTROL_BASE = 'maplibregl-ctrl';
  classes.CONTROL_PREFIX = 'maplibregl-ctrl-';
  classes.CONTROL_GROUP = 'maplibregl-ctrl-group';
  classes.ATTRIBUTION = 'maplibregl-ctrl-attrib';
}

export interface DrawControlEvents {
  /** A shape was finished. */
  onCreate?: (features: Feature[]) => void;
  /** Shapes were moved or reshaped. */
  onUpdate?: (features: Feature[]) => void;
  /** Shapes were deleted (not fired for a cancelled drawing, which never became a shape). */
  onDelete?: (features: Feature[]) => void;
  /** The draw mode changed (e.g. back to `simple_select` after finishing or Escape). */
  onModeChange?: (mode: string) => void;
}

/**
 * Drawing (SPEC §4): point, line, polygon, rectangle and drag-circle over mapbox-gl-draw with the
 * six draw-mode constants of SPEC §3 registered (line string, polygon, point, simple select,
 * direct select, static) plus the rectangle and drag-circle modes. Finishing creates a shape;
 * Escape cancels and removes it.
 */
export class DrawControl implements MapControl {
  private map: MaplibreMap | undefined;
  private draw: MapboxDraw | undefined;
  private bag: ListenerBag | undefined;

  constructor(private readonly events: DrawControlEvents = {}) {}

  onAdd(map: MaplibreMap): void {
    patchDrawClassesForMaplibre();
    this.map = map;
    this.draw = new MapboxDraw({
      displayControlsDefault: false,
      keybindings: true,
      boxSelect: false,
      userProperties: true,
      modes: {
        ...MapboxDraw.modes,
        [DRAW_MODES.static]: StaticMode,
        [RECTANGLE_MODE]: RectangleMode,
        [DRAG_CIRCLE_MODE]: DragCircleMode,
      },
      styles: DRAW_STYLES,
    });
    map.addControl(this.draw as unknown as IControl);
    const bag = new ListenerBag(map);
    bag.onCustom<{ features: Feature[] }>(DRAW_EVENTS.create, (e) => this.events.onCreate?.(e.features));
    bag.onCustom<{ features: Feature[] }>(DRAW_EVENTS.update, (e) => this.events.onUpdate?.(e.features));
    bag.onCustom<{ features: Feature[] }>(DRAW_EVENTS.delete, (e) => this.events.onDelete?.(e.features));
    bag.onCustom<{ mode: string }>(DRAW_EVENTS.modeChange, (e) => this.events.onModeChange?.(e.mode));
    this.bag = bag;
  }

  onRemove(): void {
    this.bag?.dispose();
    if (this.map && this.draw) this.map.removeControl(this.draw as unknown as IControl);
    this.bag = undefined;
    this.draw = undefined;
    this.map = undefined;
  }

  /** Starts drawing with a tool (a shape being drawn is cancelled first). */
  start(tool: DrawingTool): void {
    this.changeMode(TOOL_MODES[tool]);
  }

  /** Cancels the shape being drawn (like Escape). */
  cancel(): void {
    if (this.isDrawing()) this.changeMode(DRAW_MODES.simpleSelect);
  }

  /** Freezes or unfreezes the shapes (the `static` mode). */
  setStatic(frozen: boolean): void {
    this.changeMode(frozen ? DRAW_MODES.static : DRAW_MODES.simpleSelect);
  }

  /** Whether a shape is being drawn right now. */
  isDrawing(): boolean {
    return this.draw !== undefined && DRAWING_MODES.has(this.draw.getMode());
  }

  /** The current draw mode. */
  mode(): string | undefined {
    return this.draw?.getMode();
  }

  /** Every finished shape. */
  features(): Feature[] {
    return this.draw?.getAll().features ?? [];
  }

  /**
   * Adds finished shapes without drawing them (e.g. a saved boundary to edit); fires no event.
   * Returns the ids of the shapes.
   */
  add(feature: Feature): string[] {
    return this.draw ? this.draw.add(feature) : [];
  }

  /** Starts moving the vertices of one shape (the `direct_select` mode); `onUpdate` follows each change. */
  editVertices(id: string): void {
    if (!this.draw?.get(id)) return;
    this.draw.changeMode(DRAW_MODES.directSelect, { featureId: id });
    this.events.onModeChange?.(DRAW_MODES.directSelect);
  }

  /** Deletes one shape (fires `onDelete`). */
  delete(id: string): void {
    const feature = this.draw?.get(id);
    if (!this.draw || !feature) return;
    this.draw.delete(id);
    this.events.onDelete?.([feature]);
  }

  /** Deletes every shape (fires `onDelete` with them). */
  clear(): void {
    if (!this.draw) return;
    this.cancel();
    const all = this.draw.getAll().features;
    this.draw.deleteAll();
    if (all.length) this.events.onDelete?.(all);
  }

  private changeMode(mode: string): void {
    if (!this.draw) return;
    // Leaving a drawing mode runs its onStop, which removes an unfinished shape.
    this.draw.changeMode(mode);
    this.events.onModeChange?.(mode);
  }
}
