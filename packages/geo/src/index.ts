/**
 * @agrimap/geo — coordinate conversions (CGCS2000 Gauss-Krüger, WGS84/GCJ-02/BD-09/Web Mercator),
 * Chinese administrative regions and drill-down, measuring labels, Chinese number formats and the
 * map constants of 农资一张图. Framework-agnostic, no DOM; every export is a named, tree-shakable
 * function or constant.
 */

export type { CascaderOption } from './cascader';
export {
  CASCADER_LEAF_MIN_LENGTH,
  CASCADER_MAX_LENGTH,
  cascaderCanExpand,
  cascaderIsLeaf,
  loadCascaderChildren,
  toCascaderOption,
} from './cascader';
export type { CoordSystem } from './china-coords';
export {
  bd09ToGcj02,
  bd09ToWgs84,
  COORD_SYSTEMS,
  gcj02ToBd09,
  gcj02ToWgs84,
  isOutOfChina,
  transformCoord,
  transformCoords,
  transformGeoJson,
  WEB_MERCATOR_MAX_LATITUDE,
  webMercatorToWgs84,
  wgs84ToBd09,
  wgs84ToGcj02,
  wgs84ToWebMercator,
} from './china-coords';
export {
  COORDINATE_MAX_DECIMALS,
  COORDINATE_MESSAGES,
  sanitizeCoordinateInput,
  validateLatitude,
  validateLongitude,
} from './coordinate-input';
export type { DrillDownTarget, ZoomBand } from './drilldown';
export { drillDownTarget, levelForZoom, VILLAGE_DEFAULT_ZOOM, ZOOM_BANDS, zoomBand } from './drilldown';
export type { GeoErrorCode } from './errors';
export { GeoError, isGeoError } from './errors';
export type { EastingNorthing, LonLat } from './gauss-kruger';
export {
  gkGeoJsonToLonLat,
  gkProjection,
  gkToLonLat,
  gkToLonLatBatch,
  gkToLonLatFlat,
  lonLatGeoJsonToGk,
  lonLatToGk,
  lonLatToGkBatch,
  lonLatToGkFlat,
} from './gauss-kruger';
export {
  GEOGRAPHIC_GRID_ORIGIN,
  GEOGRAPHIC_MATRIX_SET,
  GEOGRAPHIC_MAX_LEVEL,
  GEOGRAPHIC_MIN_LEVEL,
  geographicMatrixSize,
  geographicResolution,
  geographicResolutions,
  geographicTileAt,
  geographicTileBounds,
  geographicZoom,
  isGeographicTile,
} from './geographic-grid';
export type { GeoJsonObject, XYMapper } from './geojson';
export { mapGeoJsonCoordinates } from './geojson';
export type { Proj4DefsTarget, Proj4GkConverter } from './gk-proj4';
export {
  CGCS2000_PROJ4,
  createProj4GkConverter,
  gkProj4Definition,
  registerGkProj4Definitions,
} from './gk-proj4';
export type { GaussKrugerCrs, GkCrsSpec, GkZoneWidth } from './gk-zones';
export {
  detectGkZone,
  GAUSS_KRUGER_CRS_LIST,
  GK3_ZONE_RANGE,
  GK6_ZONE_RANGE,
  gkCrsForCentralMeridian,
  gkCrsForEpsg,
  gkCrsForLongitude,
  gkCrsForZone,
  resolveGkCrs,
} from './gk-zones';
export type { DrawingTool, DrawMode } from './map-constants';
export {
  DEFAULT_CIRCLE_RADIUS_METRES,
  DEFAULT_REGION,
  DRAW_MODES,
  DRAWING_TOOL_NAMES,
  DRAWING_TOOLS,
  HIGHLIGHT_STYLE,
  INITIAL_BOUNDS,
  LATITUDE_RANGE,
  LATITUDE_RENDER_RANGE,
  LONGITUDE_RANGE,
  MAX_ZOOM,
  TILE_SIZE,
  WEB_MERCATOR_EPSG,
} from './map-constants';
export type { LineMeasurement, Measurement, PointMeasurement, SegmentMeasurement } from './measure';
export {
  circlePolygon,
  formatArea,
  formatLength,
  formatLonLat,
  formatTotalLength,
  measureArea,
  measureLine,
  measurePoint,
  rectanglePolygon,
} from './measure';
export { MONEY_MAX_DECIMALS, MONEY_MAX_INTEGER_DIGITS, MONEY_TOO_LARGE, moneyToChinese } from './money';
export type { NumberUnit, NumberUnitParts } from './number-units';
export { formatNumberUnit, NUMBER_UNIT_DECIMALS, numberUnitParts } from './number-units';
export type { PlotGeometry, PlotGeometryProblem } from './plots';
export {
  CHINA_BOUNDS,
  closed as closedPlotGeometry,
  interiorPoint,
  MU_SQUARE_METRES,
  overlapArea,
  overlapRatio,
  PLOT_GEOMETRY_MESSAGES,
  PLOT_MAX_OVERLAP_RATIO,
  plotArea,
  plotBbox,
  plotGeometryProblem,
  round2,
  selfIntersections,
  squareMetresToMu,
  withinChina,
} from './plots';
export type { RegionRecord, RegionSearchOptions } from './region-index';
export { DEFAULT_SEARCH_LIMIT, linearSearch, RegionIndex } from './region-index';
export type { RegionLevel } from './regions';
export {
  isWithinRegion,
  NATION_CODE,
  nextLevel,
  normalizeRegionCode,
  parentChain,
  parentCode,
  REGION_CODE_LENGTHS,
  REGION_LEVEL_NAMES,
  REGION_LEVELS,
  regionLevel,
  regionPath,
} from './regions';
export type {
  Ellipsoid,
  NumberSink,
  TransverseMercator,
  TransverseMercatorParams,
} from './transverse-mercator';
export { CGCS2000_ELLIPSOID, createTransverseMercator } from './transverse-mercator';
