import type { Map as MaplibreMap } from 'maplibre-gl';

type Listener = (event: unknown) => void;

interface Registration {
  type: string;
  layer: string | undefined;
  listener: Listener;
}

/** A GeoJSON source of the fake map: remembers what it was given. */
export class FakeGeoJSONSource {
  type = 'geojson';
  data: unknown;
  constructor(
    readonly id: string,
    readonly spec: Record<string, unknown>,
  ) {
    this.data = spec.data;
  }
  setData(data: unknown) {
    this.data = data;
    return this;
  }
  async getClusterExpansionZoom(clusterId: number): Promise<number> {
    return 10 + (clusterId % 3);
  }
}

/**
 * An in-memory stand-in for the parts of maplibre's `Map` the controls use: listeners, sources,
 * layers, layout/paint properties, feature state and the camera. happy-dom has no WebGL, so unit
 * tests drive controls through this and assert what they added and removed.
 */
export class FakeMap {
  readonly registrations: Registration[] = [];
  readonly sources = new Map<string, FakeGeoJSONSource>();
  readonly layers: Array<Record<string, unknown> & { id: string }> = [];
  readonly layout = new Map<string, Record<string, unknown>>();
  readonly paint = new Map<string, Record<string, unknown>>();
  readonly featureState = new Map<string, Record<string, unknown>>();
  readonly controls: unknown[] = [];
  readonly cameraCalls: Array<{ method: string; options: unknown }> = [];
  readonly container = document.createElement('div');
  readonly canvas = document.createElement('canvas');
  style: object | undefined = {};
  zoom = 4;
  center = { lng: 112, lat: 28 };
  /** What `queryRenderedFeatures` answers. */
  rendered: unknown[] = [];

  constructor() {
    this.container.appendChild(this.canvas);
  }

  asMap(): MaplibreMap {
    return this as unknown as MaplibreMap;
  }

  on(type: string, layerOrListener: string | string[] | Listener, maybeListener?: Listener) {
    const layer = typeof layerOrListener === 'function' ? undefined : String(layerOrListener);
    const listener = (typeof layerOrListener === 'function' ? layerOrListener : maybeListener) as Listener;
    this.registrations.push({ type, layer, listener });
    return { unsubscribe: () => this.off(type, layerOrListener, maybeListener) };
  }

  off(type: string, layerOrListener: string | string[] | Listener, maybeListener?: Listener) {
    const layer = typeof layerOrListener === 'function' ? undefined : String(layerOrListener);
    const listener = typeof layerOrListener === 'function' ? layerOrListener : maybeListener;
    const i = this.registrations.findIndex(
      (r) => r.type === type && r.layer === layer && r.listener === listener,
    );
    if (i >= 0) this.registrations.splice(i, 1);
    return this;
  }

  once(type: string, listener: Listener) {
    const wrapped: Listener = (e) => {
      this.off(type, wrapped);
      listener(e);
    };
    return this.on(type, wrapped);
  }

  /** Fires `type` (for `layer`'s listeners when given). */
  fire(type: string, event: Record<string, unknown> = {}, layer?: string) {
    for (const r of [...this.registrations]) {
      if (r.type === type && r.layer === layer) r.listener({ type, target: this, ...event });
    }
  }

  /** Clicks cluster `clusterId` drawn at `center` on `layer` (a clustered source's count layer). */
  clickCluster(layer: string, clusterId: number, center: [number, number]) {
    this.fire(
      'click',
      {
        features: [
          { properties: { cluster_id: clusterId }, geometry: { type: 'Point', coordinates: center } },
        ],
      },
      layer,
    );
  }

  listenerCount(type?: string) {
    return this.registrations.filter((r) => type === undefined || r.type === type).length;
  }

  addSource(id: string, spec: Record<string, unknown>) {
    if (this.sources.has(id)) throw new Error(`source ${id} exists`);
    this.sources.set(id, new FakeGeoJSONSource(id, spec));
    return this;
  }
  getSource(id: string) {
    return this.sources.get(id);
  }
  /** The features a GeoJSON source was last given (throws for a missing source). */
  features(id: string): Array<{ properties: Record<string, unknown> }> {
    const source = this.sources.get(id);
    if (!source) throw new Error(`no source ${id}`);
    return (source.data as { features: Array<{ properties: Record<string, unknown> }> }).features;
  }
  removeSource(id: string) {
    if (this.layers.some((l) => l.source === id)) throw new Error(`source ${id} in use`);
    this.sources.delete(id);
    return this;
  }
  addLayer(layer: Record<string, unknown> & { id: string }, before?: string) {
    if (this.getLayer(layer.id)) throw new Error(`layer ${layer.id} exists`);
    if (typeof layer.source === 'string' && !this.sources.has(layer.source)) {
      throw new Error(`layer ${layer.id}: no source ${layer.source}`);
    }
    const at = before ? this.layers.findIndex((l) => l.id === before) : -1;
    if (at >= 0) this.layers.splice(at, 0, layer);
    else this.layers.push(layer);
    this.layout.set(layer.id, { ...((layer.layout as Record<string, unknown>) ?? {}) });
    this.paint.set(layer.id, { ...((layer.paint as Record<string, unknown>) ?? {}) });
    return this;
  }
  getLayer(id: string) {
    return this.layers.find((l) => l.id === id);
  }
  removeLayer(id: string) {
    const i = this.layers.findIndex((l) => l.id === id);
    if (i >= 0) this.layers.splice(i, 1);
    return this;
  }
  moveLayer(id: string) {
    const i = this.layers.findIndex((l) => l.id === id);
    if (i >= 0) this.layers.push(...this.layers.splice(i, 1));
    return this;
  }
  getStyle() {
    return { layers: this.layers, sources: Object.fromEntries(this.sources) };
  }
  setLayoutProperty(id: string, name: string, value: unknown) {
    this.layout.set(id, { ...this.layout.get(id), [name]: value });
    return this;
  }
  getLayoutProperty(id: string, name: string) {
    return this.layout.get(id)?.[name];
  }
  setPaintProperty(id: string, name: string, value: unknown) {
    this.paint.set(id, { ...this.paint.get(id), [name]: value });
    return this;
  }
  setFilter() {
    return this;
  }
  setFeatureState(feature: { source: string; id: string | number }, state: Record<string, unknown>) {
    const key = `${feature.source}:${feature.id}`;
    this.featureState.set(key, { ...this.featureState.get(key), ...state });
  }
  removeFeatureState(feature: { source: string; id?: string | number }) {
    for (const key of [...this.featureState.keys()]) {
      if (
        key.startsWith(`${feature.source}:`) &&
        (feature.id === undefined || key.endsWith(`:${feature.id}`))
      ) {
        this.featureState.delete(key);
      }
    }
  }
  getFeatureState(feature: { source: string; id: string | number }) {
    return this.featureState.get(`${feature.source}:${feature.id}`) ?? {};
  }
  queryRenderedFeatures() {
    return this.rendered;
  }
  getCanvas() {
    return this.canvas;
  }
  getCanvasContainer() {
    return this.container;
  }
  getContainer() {
    return this.container;
  }
  isStyleLoaded() {
    return true;
  }
  loaded() {
    return true;
  }
  getZoom() {
    return this.zoom;
  }
  getCenter() {
    return this.center;
  }
  cameraForBounds(bounds: [[number, number], [number, number]] | [number, number, number, number]) {
    const flat = (bounds as unknown[]).flat() as number[];
    const [w = 0, s = 0, e = 0, n = 0] = flat;
    const span = Math.max(e - w, n - s, 1e-9);
    return { center: { lng: (w + e) / 2, lat: (s + n) / 2 }, zoom: Math.log2(360 / span) };
  }
  easeTo(options: { center?: { lng: number; lat: number } | [number, number]; zoom?: number }) {
    this.cameraCalls.push({ method: 'easeTo', options });
    this.moveCamera(options);
    return this;
  }
  flyTo(options: { center?: { lng: number; lat: number } | [number, number]; zoom?: number }) {
    this.cameraCalls.push({ method: 'flyTo', options });
    this.moveCamera(options);
    return this;
  }
  private moveCamera(options: { center?: { lng: number; lat: number } | [number, number]; zoom?: number }) {
    if (options.zoom !== undefined) this.zoom = options.zoom;
    const c = options.center;
    if (c) this.center = Array.isArray(c) ? { lng: c[0], lat: c[1] } : { lng: c.lng, lat: c.lat };
  }
  fitBounds(bounds: unknown, options?: unknown) {
    this.cameraCalls.push({ method: 'fitBounds', options: { bounds, ...(options as object) } });
    return this;
  }
  jumpTo(options: { center?: { lng: number; lat: number } | [number, number]; zoom?: number }) {
    this.cameraCalls.push({ method: 'jumpTo', options });
    this.moveCamera(options);
    return this;
  }
  removed = false;
  remove() {
    this.removed = true;
  }
  addControl(control: { onAdd(map: unknown): HTMLElement }) {
    this.controls.push(control);
    control.onAdd(this);
    return this;
  }
  removeControl(control: { onRemove(map: unknown): void }) {
    const i = this.controls.indexOf(control);
    if (i >= 0) this.controls.splice(i, 1);
    control.onRemove(this);
    return this;
  }
}
