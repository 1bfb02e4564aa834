// The parts of @mapbox/mapbox-gl-draw (which ships no types) that the map feature uses.
declare module '@mapbox/mapbox-gl-draw' {
  import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';

  export interface DrawFeature {
    id: string;
    type: string;
    properties: Record<string, unknown>;
    coordinates: unknown;
    setCoordinates(coordinates: unknown): void;
    updateCoordinate(path: string, lng: number, lat: number): void;
    getCoordinate(path: string): Position;
    setProperty(name: string, value: unknown): void;
    isValid(): boolean;
    toGeoJSON(): Feature;
  }

  export interface DrawMapEvent {
    lngLat: { lng: number; lat: number };
    point: { x: number; y: number };
    originalEvent: MouseEvent;
    featureTarget?: Feature;
  }

  /** `this` inside a mode's methods. */
  export interface DrawModeContext {
    map: import('maplibre-gl').Map;
    newFeature(geojson: Feature): DrawFeature;
    addFeature(feature: DrawFeature): void;
    getFeature(id: string): DrawFeature | undefined;
    deleteFeature(ids: string | string[], options?: { silent?: boolean }): void;
    clearSelectedFeatures(): void;
    changeMode(mode: string, options?: Record<string, unknown>, eventOptions?: { silent?: boolean }): void;
    fire(event: string, data: unknown): void;
    updateUIClasses(options: { mouse?: string }): void;
    activateUIButton(name?: string): void;
    setActionableState(actions: Record<string, boolean>): void;
  }

  export interface DrawCustomMode<S = unknown> {
    onSetup?(this: DrawModeContext, options?: Record<string, unknown>): S;
    onClick?(this: DrawModeContext, state: S, e: DrawMapEvent): void;
    onTap?(this: DrawModeContext, state: S, e: DrawMapEvent): void;
    onMouseDown?(this: DrawModeContext, state: S, e: DrawMapEvent): void;
    onMouseUp?(this: DrawModeContext, state: S, e: DrawMapEvent): void;
    onMouseMove?(this: DrawModeContext, state: S, e: DrawMapEvent): void;
    onDrag?(this: DrawModeContext, state: S, e: DrawMapEvent): void;
    onKeyUp?(this: DrawModeContext, state: S, e: KeyboardEvent): void;
    onStop?(this: DrawModeContext, state: S): void;
    onTrash?(this: DrawModeContext, state: S): void;
    toDisplayFeatures(
      this: DrawModeContext,
      state: S,
      geojson: Feature & { properties: Record<string, unknown> },
      display: (geojson: Feature) => void,
    ): void;
  }

  export interface DrawOptions {
    displayControlsDefault?: boolean;
    controls?: Record<string, boolean>;
    keybindings?: boolean;
    touchEnabled?: boolean;
    boxSelect?: boolean;
    userProperties?: boolean;
    defaultMode?: string;
    modes?: Record<string, DrawCustomMode<never> | object>;
    styles?: object[];
  }

  export default class MapboxDraw {
    constructor(options?: DrawOptions);
    static modes: Record<string, object>;
    static constants: {
      classes: Record<string, string>;
      modes: Record<string, string>;
      events: Record<string, string>;
      cursors: Record<string, string>;
      activeStates: { ACTIVE: string; INACTIVE: string };
      meta: Record<string, string>;
      geojsonTypes: Record<string, string>;
    };
    static lib: {
      doubleClickZoom: { enable(ctx: DrawModeContext): void; disable(ctx: DrawModeContext): void };
      CommonSelectors: Record<string, (e: unknown) => boolean>;
    };
    onAdd(map: unknown): HTMLElement;
    onRemove(map: unknown): void;
    add(geojson: Feature | FeatureCollection | Geometry): string[];
    get(id: string): Feature | undefined;
    getAll(): FeatureCollection;
    delete(ids: string | string[]): this;
    deleteAll(): this;
    changeMode(mode: string, options?: Record<string, unknown>): this;
    getMode(): string;
    trash(): this;
  }
}
