// Runtime configuration of 农资一张图, read before the app starts. The sandbox (`pnpm start`)
// serves its own /config.js from AGRIMAP_MAP_EPSG; a deployment may edit this file instead.
// mapEpsg: 3857 (Web Mercator, maplibre) or 4490 / 4326 (CGCS2000 / WGS84 geographic, OpenLayers).
window.__AGRIMAP_CONFIG__ = window.__AGRIMAP_CONFIG__ || {};
