// Every call the web app (apps/web, consumer `agrimap-web`) makes, by operationId. Each one must
// have at least one interaction in the pacts (checked by `app-calls.test.ts`), and every SDK path
// the app's source uses must be listed here (checked statically against apps/web/src).
// When the app starts using another operation: add it here and add its interaction in
// `consumer/interactions.ts`.

export const APP_CALLS = [
  // account — login page, shell menu
  'login',
  'menuTreeList',
  // system — dictionaries, region-by-year, coordinate conversion, operation log
  'dicGetDic',
  'dicList',
  'getXzqByYear',
  'convertPrj2jwdCoord',
  'logSave',
  // base — device management screen and dialog, video wall, region drill-down/search, layer tree
  'listDevice',
  'updateDevice',
  'flushCamera',
  'getCameraDeviceInfo',
  'getCameraNetAddress',
  'regionDetail',
  'regionDrillDown',
  'regionTree',
  'regionSearch',
  'layerList',
  // shop — shop catalogue configuration
  'listProductCategoryChild',
  // area — area map and weather of the monitoring cockpit
  'areaImageGetMapData',
  'weatherGetRealtimeInfo',
  // map — basemap style and region GeoJSON, fetched by the map engine (transformRequest)
  'mapGetStyle',
  'mapGetDatasetFeatures',
] as const;

export type AppCall = (typeof APP_CALLS)[number];
