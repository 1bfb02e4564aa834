/** The shared points map: import from here (no maplibre in this module's graph). */

export { CHOROPLETH_COLORS, choroplethClasses, classColor } from './choropleth';
export { PointsMap } from './PointsMap';
export { boundsOfGeoJson, boundsOfPoints, inRegion, sizeByValue, visiblePoints } from './points';
export type { ChoroplethSpec, MapPoint, PointsMapProps } from './types';
