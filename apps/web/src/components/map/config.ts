import { WEB_MERCATOR_EPSG } from '@agrimap/geo';

/**
 * Settings of the map feature. The map server lives under `/map` on the app's own origin (the
 * sandbox, or the reverse proxy in production), so the basemap needs no other host.
 */

/** Map-server account (owner) that holds the basemap style and datasets. */
export const MAP_OWNER = 'agrimap';

/** Id of the basemap style on the map server. */
export const BASEMAP_STYLE_ID = 'hunan-base';

/**
 * CSS font family used to draw CJK labels locally (no glyph download for them). Debian/Ubuntu
 * ship Noto Sans CJK; Windows and macOS fall back to their system fonts.
 */
export const LOCAL_IDEOGRAPH_FONT_FAMILY =
  "'Noto Sans CJK SC', 'Source Han Sans SC', 'Microsoft YaHei', 'PingFang SC', sans-serif";

/** Font stack of the labels the feature adds (measuring, cluster counts). */
export const LABEL_FONT = ['Noto Sans CJK SC Regular'];

/** The runtime configuration `/config.js` sets before the app starts (see README). */
export interface RuntimeConfig {
  mapEpsg?: unknown;
}

declare global {
  interface Window {
    __AGRIMAP_CONFIG__?: RuntimeConfig;
  }
}

/** Geographic EPSG codes drawn by the OpenLayers engine on the CGCS2000 geographic grid. */
export const GEOGRAPHIC_EPSGS: readonly number[] = Object.freeze([4490, 4326]);

function epsgOf(raw: unknown): number | undefined {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/**
 * The EPSG code of the map projection (SPEC §9): the runtime configuration's `mapEpsg`
 * (`AGRIMAP_MAP_EPSG` of the server), else the build's `VITE_MAP_EPSG`, else 3857. 3857 selects
 * maplibre (Web Mercator); 4490 and 4326 select OpenLayers on the geographic grid.
 */
export function configuredEpsg(
  env: Record<string, unknown> = import.meta.env,
  runtime: RuntimeConfig | undefined = typeof window === 'undefined' ? undefined : window.__AGRIMAP_CONFIG__,
): number {
  return epsgOf(runtime?.mapEpsg) ?? epsgOf(env.VITE_MAP_EPSG) ?? WEB_MERCATOR_EPSG;
}

/** Whether `epsg` is served by the maplibre engine of this feature. */
export function isMaplibreEpsg(epsg: number): boolean {
  return epsg === WEB_MERCATOR_EPSG;
}

/** Whether `epsg` is served by the OpenLayers engine (geographic CGCS2000 / WGS84 grid). */
export function isGeographicEpsg(epsg: number): boolean {
  return GEOGRAPHIC_EPSGS.includes(epsg);
}

/** The map engine an EPSG code selects, or null when none of the two draws it. */
export function engineForEpsg(epsg: number): 'maplibre' | 'openlayers' | null {
  if (isMaplibreEpsg(epsg)) return 'maplibre';
  if (isGeographicEpsg(epsg)) return 'openlayers';
  return null;
}

/** URL template of the basemap's tiles on the geographic grid (WMTS matrix set `c`). */
export function geographicTileUrl(origin: string, styleId = BASEMAP_STYLE_ID, owner = MAP_OWNER): string {
  return `${styleUrl(origin, styleId, owner)}/wmts/c/{z}/{y}/{x}`;
}

/** Base URL of the map server for an origin. */
export function mapServerUrl(origin: string): string {
  return `${origin.replace(/\/+$/, '')}/map`;
}

/** URL of a style document on the map server. */
export function styleUrl(origin: string, styleId = BASEMAP_STYLE_ID, owner = MAP_OWNER): string {
  return `${mapServerUrl(origin)}/styles/v1/${encodeURIComponent(owner)}/${encodeURIComponent(styleId)}`;
}

/**
 * URLs that may receive the user's token (SPEC §6: "a user's token is sent as Authorization for
 * map tile requests to configured authority URLs"): the map server of the app's origin.
 */
export function authorityUrls(origin: string): string[] {
  return [mapServerUrl(origin)];
}

/** Resolves a URL the API gave (often origin-relative, e.g. `/map/datasets/…`) against `origin`. */
export function absoluteUrl(url: string, origin: string): string {
  return new URL(url, `${origin.replace(/\/+$/, '')}/`)
    .toString()
    .replace(/%7B/gi, '{')
    .replace(/%7D/gi, '}');
}
