import type { DrawingTool } from '@agrimap/geo';
import type { Feature } from 'geojson';
import type { CameraDevice } from '../api/devices';
import type { LayerInfo } from '../api/layers';
import type { RegionTreeNode } from '../api/regions';
import type { Bbox } from '../lib/camera';
import type { MeasureLabel } from '../lib/measure-labels';

/**
 * The map engine behind the workbench, chosen by the EPSG setting (SPEC §9): maplibre for Web
 * Mercator (3857), OpenLayers for geographic CGCS2000 / WGS84 grids (4490, 4326). The workbench's
 * React code talks to this interface only; each engine is a thin adapter in its own lazily loaded
 * chunk (`maplibre/`, `openlayers/`), and the decisions they share — what to measure, where the
 * camera goes on a drill-down or a locate, which shape a drawing is, the drawing limits — live in
 * `lib/workbench-logic.ts`.
 */
export type EngineKind = 'maplibre' | 'openlayers';

/** A camera position: centre `[lon, lat]` and zoom (the SPEC §4 zoom-band scale on both engines). */
export interface CameraView {
  center: [number, number];
  zoom: number;
}

/** What the engine tells the workbench. */
export interface WorkbenchEngineEvents {
  /** Loads a region with its children's boundaries (drill-down). */
  loadRegion: (code: string) => Promise<RegionTreeNode>;
  onRegionChange: (node: RegionTreeNode) => void;
  onRegionError: (error: unknown) => void;
  /** A device was clicked at `[lon, lat]`. */
  onDeviceClick: (device: CameraDevice, at: [number, number]) => void;
  /** The tool being drawn with changed (null: none, e.g. after finishing or Escape). */
  onToolChange: (tool: DrawingTool | null) => void;
  /** The measuring labels of the drawn shapes changed. */
  onLabelsChange: (labels: MeasureLabel[]) => void;
  /** The camera moved. */
  onViewChange?: (view: CameraView) => void;
  /** The pointer moved over the map (`[lon, lat]`) or left it (null). */
  onPointer?: (at: [number, number] | null) => void;
}

export interface WorkbenchEngineInput {
  /** The element the map fills. */
  container: HTMLElement;
  /** The app's origin (the map server is `${origin}/map`). */
  origin: string;
  /** EPSG code of the map (3857, 4490, 4326). */
  epsg: number;
  /** Name the map is registered under for end-to-end tests. */
  name: string;
  /** Show the device layer. */
  showDevices: boolean;
  events: WorkbenchEngineEvents;
}

/** The workbench's map, whichever engine draws it. */
export interface WorkbenchEngine {
  readonly kind: EngineKind;
  /** Whether curtain / split-screen comparison is available (maplibre only). */
  readonly supportsCompare: boolean;

  // camera
  view(): CameraView;
  jumpTo(view: CameraView): void;
  /** Locates a point: highlights it and moves there (SPEC §9 locating). */
  locatePoint(lonLat: [number, number]): void;
  /** Locates a region: highlights `area` and fits `bbox`. */
  locateArea(area: Feature, bbox: Bbox): void;
  /** Tilts the camera (3D view mode); engines without pitch ignore it. */
  setPitch(pitch: number): void;
  /** Gives the keyboard to the map (so Escape reaches a drawing). */
  focus(): void;

  // drawing and measuring
  startTool(tool: DrawingTool): void;
  /** Cancels the shape being drawn (like Escape). */
  cancelDrawing(): void;
  /** The finished shapes. */
  shapes(): Feature[];
  deleteShape(id: string): void;
  clearShapes(): void;

  // highlighting
  highlightArea(area: Feature): void;
  clearHighlight(): void;

  // regions
  /** Drills into a region (breadcrumb, search, start-up); undefined when overtaken or failed. */
  drillTo(code: string, options?: { moveCamera?: boolean }): Promise<RegionTreeNode | undefined>;

  // devices
  setDevices(devices: readonly CameraDevice[]): void;
  deviceCount(): number;
  /** Shows `element` in a popup at `[lon, lat]`; `onClose` when the user closes it. Returns a remover. */
  openPopup(at: [number, number], element: HTMLElement, onClose: () => void): () => void;

  // layer tree
  setThematicLayers(layers: readonly LayerInfo[], visibleIds: ReadonlySet<string>): void;

  /** Removes the map and everything on it. */
  destroy(): void;
}

/** An engine module's factory: resolves once the basemap has loaded. */
export type CreateWorkbenchEngine = (input: WorkbenchEngineInput) => Promise<WorkbenchEngine>;

/**
 * Loads the engine module of `kind` (its own chunk: maplibre or OpenLayers arrive only when
 * chosen) and returns its factory.
 */
export async function loadEngineFactory(kind: EngineKind): Promise<CreateWorkbenchEngine> {
  if (kind === 'maplibre') return (await import('./maplibre/maplibre-engine')).createMaplibreEngine;
  return (await import('./openlayers/ol-engine')).createOpenLayersEngine;
}
