import { rectanglePolygon } from '@agrimap/geo';
import type { DrawCustomMode, DrawFeature } from '@mapbox/mapbox-gl-draw';
import { cancelShape, finishShape, leaveShapeMode, startShape } from './shape-mode';

interface RectangleState {
  rectangle: DrawFeature;
  start: [number, number] | null;
  created: boolean;
}

function ringOf(a: [number, number], b: [number, number]) {
  // rectanglePolygon answers a closed ring; draw keeps polygon rings open.
  const ring = rectanglePolygon(a, b).geometry.coordinates[0] ?? [];
  return [ring.slice(0, -1)];
}

/**
 * Rectangle drawing for mapbox-gl-draw: the first click fixes one corner, the pointer drags the
 * opposite corner, the second click finishes (fires `draw.create`). Escape or trash cancels and
 * removes the shape. The feature carries `properties.shape = 'rectangle'`.
 */
export const RectangleMode: DrawCustomMode<RectangleState> = {
  onSetup() {
    const rectangle = startShape(this, 'rectangle');
    return { rectangle, start: null, created: false };
  },

  onClick(state, e) {
    const here: [number, number] = [e.lngLat.lng, e.lngLat.lat];
    if (!state.start) {
      state.start = here;
      state.rectangle.setCoordinates(ringOf(here, here));
      return;
    }
    if (here[0] === state.start[0] || here[1] === state.start[1]) return; // no area yet
    state.rectangle.setCoordinates(ringOf(state.start, here));
    state.created = true;
    finishShape(this, state.rectangle);
  },

  onTap(state, e) {
    RectangleMode.onClick?.call(this, state, e);
  },

  onMouseMove(state, e) {
    if (state.start) state.rectangle.setCoordinates(ringOf(state.start, [e.lngLat.lng, e.lngLat.lat]));
  },

  ...cancelShape<RectangleState>((state) => state.rectangle.id),

  onStop(state) {
    leaveShapeMode(this, state.rectangle.id, state.created);
  },

  toDisplayFeatures(state, geojson, display) {
    const active = geojson.properties.id === state.rectangle.id;
    geojson.properties.active = active ? 'true' : 'false';
    if (active && !state.start) return; // nothing to show before the first corner
    display(geojson);
  },
};
