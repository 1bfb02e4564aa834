import { DRAW_MODES, type DrawingTool } from '@agrimap/geo';

/** Name of the rectangle mode registered with mapbox-gl-draw. */
export const RECTANGLE_MODE = 'draw_rectangle';
/** Name of the drag-circle mode registered with mapbox-gl-draw. */
export const DRAG_CIRCLE_MODE = 'draw_drag_circle';

/** The draw mode of each drawing tool (SPEC §3 constants plus the two modes of this feature). */
export const TOOL_MODES: Readonly<Record<DrawingTool, string>> = Object.freeze({
  point: DRAW_MODES.point,
  line: DRAW_MODES.lineString,
  polygon: DRAW_MODES.polygon,
  rectangle: RECTANGLE_MODE,
  drag_circle: DRAG_CIRCLE_MODE,
});

/** Modes in which a shape is being drawn (clicks belong to the drawing, not to the map). */
export const DRAWING_MODES: ReadonlySet<string> = new Set(Object.values(TOOL_MODES));

/** mapbox-gl-draw's names for its events. */
export const DRAW_EVENTS = Object.freeze({
  create: 'draw.create',
  update: 'draw.update',
  delete: 'draw.delete',
  modeChange: 'draw.modechange',
});

/** `KeyboardEvent.key`/`keyCode` test for Escape (draw passes the DOM keyup event). */
export function isEscape(e: KeyboardEvent): boolean {
  return e.key === 'Escape' || e.keyCode === 27;
}
