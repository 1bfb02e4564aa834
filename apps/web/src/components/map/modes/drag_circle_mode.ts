import { circlePolygon, DEFAULT_CIRCLE_RADIUS_METRES, measureLine } from '@agrimap/geo';
import type { DrawCustomMode, DrawFeature, DrawModeContext } from '@mapbox/mapbox-gl-draw';
import { cancelShape, finishShape, leaveShapeMode, startShape } from './shape-mode';

interface DragCircleState {
  circle: DrawFeature;
  center: [number, number] | null;
  radius: number;
  created: boolean;
}

/** Vertices of a drawn circle. */
export const CIRCLE_STEPS = 64;

function setCircle(state: DragCircleState, center: [number, number], radius: number): void {
  state.center = center;
  state.radius = radius;
  const ring = circlePolygon(center, radius, CIRCLE_STEPS).geometry.coordinates[0] ?? [];
  state.circle.setCoordinates([ring.slice(0, -1)]);
  state.circle.setProperty('center', center);
  state.circle.setProperty('radius', radius);
}

function finish(this: DrawModeContext, state: DragCircleState): void {
  state.created = true;
  finishShape(this, state.circle);
}

/**
 * Drag-circle drawing for mapbox-gl-draw: press at the centre and drag to set the radius; release
 * finishes (fires `draw.create`). A click (a press without a drag) gives a circle of the default
 * radius (2 km, SPEC §9) around the clicked point. Escape or trash cancels and removes the shape. The feature carries
 * `properties.shape = 'circle'`, `center` and `radius` (metres).
 */
export const DragCircleMode: DrawCustomMode<DragCircleState> = {
  onSetup() {
    const circle = startShape(this, 'circle');
    this.map.dragPan.disable();
    return { circle, center: null, radius: 0, created: false };
  },

  onMouseDown(state, e) {
    setCircle(state, [e.lngLat.lng, e.lngLat.lat], DEFAULT_CIRCLE_RADIUS_METRES);
    state.radius = 0; // nothing dragged yet
  },

  onDrag(state, e) {
    if (!state.center) return;
    const radius = measureLine([state.center, [e.lngLat.lng, e.lngLat.lat]]).total.value;
    if (radius > 0) setCircle(state, state.center, radius);
  },

  // mapbox-gl-draw reports a release after a drag as mouseup, one without a drag as click.
  onMouseUp(state) {
    if (!state.center) return;
    if (state.radius <= 0) setCircle(state, state.center, DEFAULT_CIRCLE_RADIUS_METRES);
    finish.call(this, state);
  },

  onClick(state, e) {
    setCircle(state, [e.lngLat.lng, e.lngLat.lat], DEFAULT_CIRCLE_RADIUS_METRES);
    finish.call(this, state);
  },

  onTap(state, e) {
    DragCircleMode.onClick?.call(this, state, e);
  },

  ...cancelShape<DragCircleState>((state) => state.circle.id),

  onStop(state) {
    this.map.dragPan.enable();
    leaveShapeMode(this, state.circle.id, state.created);
  },

  toDisplayFeatures(state, geojson, display) {
    const active = geojson.properties.id === state.circle.id;
    geojson.properties.active = active ? 'true' : 'false';
    if (active && !state.center) return;
    display(geojson);
  },
};
