import type { Feature, FeatureCollection, Geometry } from 'geojson';
import type { ReactNode } from 'react';

/** One point of a {@link PointsMapProps points map}. */
export interface MapPoint {
  /** Unique among the points; `highlightId` and clicks refer to it. */
  id: string;
  lon: number;
  lat: number;
  /** Name shown in the point list, the popup's accessible name and the hover title. */
  label?: string;
  /** Fill colour of the circle (CSS colour); default blue. */
  color?: string;
  /** Circle radius in px (4–30 is sensible); default 7. */
  size?: number;
  /** Group name: `hiddenGroups` hides whole groups (e.g. a warehouse type). */
  group?: string;
  /** Administrative code (e.g. `430104`) for the `regionCode` scope; points without one always show. */
  regionCode?: string;
}

/** A region layer coloured by value: administrative code → value. */
export interface ChoroplethSpec {
  /** Value per region code (city `4301`, county `430104`); regions without a value stay uncoloured. */
  values: Readonly<Record<string, number>>;
  /** Title of the legend (e.g. 库存数量). */
  title?: string;
  /** Formats a value in the legend (default: integer with thousands separators). */
  formatValue?: (value: number) => string;
  /** Colour ramp, light to dark (default 5 greens). */
  colors?: readonly string[];
}

export interface PointsMapProps<P extends MapPoint = MapPoint> {
  points: readonly P[];
  /** Group nearby points into clusters (count labels; a click zooms in). Default true. */
  cluster?: boolean;
  /** Content of the popup opened by clicking a point (rendered in the page's React tree). */
  renderPopup?: (point: P) => ReactNode;
  /** Told about every point clicked (on the map or in the point list). */
  onPointClick?: (point: P) => void;
  /** Fit the camera to the points (in scope) when they first arrive and when the scope changes. Default true. */
  fitToPoints?: boolean;
  /** A point drawn with a highlight ring. */
  highlightId?: string | null;
  /** Groups whose points are hidden. */
  hiddenGroups?: readonly string[];
  /** Region layer coloured by value, with a legend. */
  choropleth?: ChoroplethSpec;
  /**
   * Drill-down scope: `43` shows the province's cities in the choropleth, a city code its
   * counties, a county code that county; points with a `regionCode` outside it are hidden.
   */
  regionCode?: string;
  /** A region of the choropleth was clicked (drill down by setting `regionCode` to `code`). */
  onRegionClick?: (code: string, name: string) => void;
  /**
   * An outline drawn over the map (e.g. an area's boundary; the cyan highlight border of SPEC §9).
   * With no points in scope, the camera fits it.
   */
  outline?: Geometry | Feature | FeatureCollection | null;
  /** Accessible name of the map and of its point list. */
  ariaLabel?: string;
  /** Shows the list of points beside the map (buttons that open the popup). Default true. */
  pointList?: boolean;
  /** Height of the map (CSS). Default 520px. */
  height?: number | string;
  /** Name under which the map registers for end-to-end tests (see engine/test-hooks). */
  mapName?: string;
  /**
   * The page still waits for what the map frames (its points or outline): the map stays hidden
   * behind 地图加载中… meanwhile, so it never shows the default view first.
   */
  pending?: boolean;
}
