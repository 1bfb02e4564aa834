/**
 * Runtime configuration of the web app, served as `/config.js` next to the built app: a classic
 * script the page loads before its bundle, setting `window.__AGRIMAP_CONFIG__`. Changing it needs
 * no rebuild — `AGRIMAP_MAP_EPSG=4490 pnpm start` serves the map on the CGCS2000 engine.
 */

export interface WebConfig {
  /** EPSG code of the map projection (SPEC §9): 3857 (default) or e.g. 4490 / 4326. */
  mapEpsg?: number;
}

/** The configuration from the environment (`AGRIMAP_MAP_EPSG`); an invalid value is ignored. */
export function webConfigFromEnv(env: NodeJS.ProcessEnv = process.env): WebConfig {
  const raw = env.AGRIMAP_MAP_EPSG?.trim();
  const epsg = raw ? Number(raw) : Number.NaN;
  return Number.isInteger(epsg) && epsg > 0 ? { mapEpsg: epsg } : {};
}

/** The `/config.js` script for a configuration. */
export function webConfigScript(config: WebConfig): string {
  return `window.__AGRIMAP_CONFIG__ = ${JSON.stringify(config)};\n`;
}
