import type { DrawCustomMode, DrawFeature, DrawMapEvent, DrawModeContext } from '@mapbox/mapbox-gl-draw';
import type { Feature, Polygon, Position } from 'geojson';
import { vi } from 'vitest';

/** A draw feature as mapbox-gl-draw keeps it (polygon rings open; closed in toGeoJSON). */
function fakeFeature(geojson: Feature, id: string): DrawFeature {
  const feature: DrawFeature = {
    id,
    type: geojson.geometry.type,
    properties: { ...(geojson.properties ?? {}) },
    coordinates: (geojson.geometry as Polygon).coordinates,
    setCoordinates(c) {
      feature.coordinates = c;
    },
    updateCoordinate() {},
    getCoordinate() {
      return [];
    },
    setProperty(name, value) {
      feature.properties[name] = value;
    },
    isValid: () => true,
    toGeoJSON() {
      const rings = (feature.coordinates as Position[][]).map((r) =>
        r.length ? [...r, r[0] as Position] : r,
      );
      return {
        id,
        type: 'Feature',
        properties: { ...feature.properties },
        geometry: { type: 'Polygon', coordinates: rings },
      };
    },
  };
  return feature;
}

/** Runs a custom draw mode outside mapbox-gl-draw, recording what it does. */
export function runMode<S>(mode: DrawCustomMode<S>) {
  const features = new Map<string, DrawFeature>();
  const fired: Array<{ event: string; data: { features: Feature[] } }> = [];
  const modes: string[] = [];
  const map = { dragPan: { enable: vi.fn(), disable: vi.fn() } };
  let next = 0;
  const ctx = {
    map,
    newFeature: (geojson: Feature) => fakeFeature(geojson, `f${++next}`),
    addFeature: (f: DrawFeature) => void features.set(f.id, f),
    getFeature: (id: string) => features.get(id),
    deleteFeature: (ids: string | string[]) => {
      for (const id of Array.isArray(ids) ? ids : [ids]) features.delete(id);
    },
    clearSelectedFeatures: () => {},
    changeMode: (name: string) => {
      modes.push(name);
      mode.onStop?.call(ctx, state);
    },
    fire: (event: string, data: unknown) => void fired.push({ event, data: data as { features: Feature[] } }),
    updateUIClasses: () => {},
    activateUIButton: () => {},
    setActionableState: () => {},
  } as unknown as DrawModeContext;
  const state = mode.onSetup?.call(ctx) as S;
  const at = (lng: number, lat: number) => ({ lngLat: { lng, lat }, point: { x: 0, y: 0 } }) as DrawMapEvent;
  return {
    ctx,
    state,
    features,
    fired,
    modes,
    map,
    click: (lng: number, lat: number) => mode.onClick?.call(ctx, state, at(lng, lat)),
    move: (lng: number, lat: number) => mode.onMouseMove?.call(ctx, state, at(lng, lat)),
    down: (lng: number, lat: number) => mode.onMouseDown?.call(ctx, state, at(lng, lat)),
    drag: (lng: number, lat: number) => mode.onDrag?.call(ctx, state, at(lng, lat)),
    up: (lng: number, lat: number) => mode.onMouseUp?.call(ctx, state, at(lng, lat)),
    key: (key: string) => mode.onKeyUp?.call(ctx, state, new KeyboardEvent('keyup', { key })),
  };
}
