/**
 * Map constants of the product (SPEC §3, §4, §9), shared by every map screen.
 */

/** Valid latitude range of drawn shapes, degrees. */
export const LATITUDE_RANGE = Object.freeze({ min: -90, max: 90 });
/** Latitude range actually rendered (Web Mercator stops short of the poles), degrees. */
export const LATITUDE_RENDER_RANGE = Object.freeze({ min: -85, max: 85 });
/** Valid longitude range of drawn shapes (world copies on both sides), degrees. */
export const LONGITUDE_RANGE = Object.freeze({ min: -270, max: 270 });

/** Initial map bounds `[west, south, east, north]` in degrees: all of China. */
export const INITIAL_BOUNDS: readonly [west: number, south: number, east: number, north: number] =
  Object.freeze([73.33, 3.51, 135.05, 53.34] as const);

/** Raster tile size in pixels. */
export const TILE_SIZE = 256;
/** Default maximum zoom of the map. */
export const MAX_ZOOM = 18;

/** EPSG code that selects the Web Mercator map engine; any other code selects the projected engine. */
export const WEB_MERCATOR_EPSG = 3857;

/** The default current region (SPEC §9): Hunan province. */
export const DEFAULT_REGION = Object.freeze({ code: '43', name: '湖南省' });

/** Default radius of drawn circles in metres (SPEC §9: 2 km). */
export const DEFAULT_CIRCLE_RADIUS_METRES = 2000;

/**
 * Highlight styles of regions and drawn shapes (SPEC §9). Concrete colours chosen for the spec's
 * names: light purple `#b39ddb`, yellow `#ffff00`, cyan `#00ffff`; hover uses the fill colour at
 * opacity 0.2.
 */
export const HIGHLIGHT_STYLE = Object.freeze({
  /** Highlighted line: light purple, width 4 px. */
  line: Object.freeze({ color: '#b39ddb', width: 4 }),
  /** Highlighted area fill: yellow at opacity 0.5. */
  fill: Object.freeze({ color: '#ffff00', opacity: 0.5 }),
  /** Highlighted region border: cyan, width 4 px. */
  border: Object.freeze({ color: '#00ffff', width: 4 }),
  /** Hovered area fill: yellow at opacity 0.2. */
  hoverFill: Object.freeze({ color: '#ffff00', opacity: 0.2 }),
});

/**
 * Modes of the drawing engine (SPEC §3), named as in mapbox-gl-draw / maplibre-gl-draw:
 * line string, polygon, point, simple select, direct select, static.
 */
export const DRAW_MODES = Object.freeze({
  lineString: 'draw_line_string',
  polygon: 'draw_polygon',
  point: 'draw_point',
  simpleSelect: 'simple_select',
  directSelect: 'direct_select',
  static: 'static',
} as const);

/** One of {@link DRAW_MODES}. */
export type DrawMode = (typeof DRAW_MODES)[keyof typeof DRAW_MODES];

/**
 * Drawing tools offered to users (SPEC §4): point, line, polygon, rectangle, drag-circle. Finishing
 * a tool creates a shape; Escape cancels it.
 */
export const DRAWING_TOOLS = Object.freeze(['point', 'line', 'polygon', 'rectangle', 'drag_circle'] as const);

/** One of {@link DRAWING_TOOLS}. */
export type DrawingTool = (typeof DRAWING_TOOLS)[number];

/** Chinese names of the drawing tools, for buttons and tooltips. */
export const DRAWING_TOOL_NAMES: Readonly<Record<DrawingTool, string>> = Object.freeze({
  point: '点',
  line: '线',
  polygon: '面',
  rectangle: '矩形',
  drag_circle: '圆',
});
