// Every call the web app (apps/web, consumer `agrimap-web`) makes, by operationId. Each one must
// have at least one interaction in the pacts (checked by `app-calls.test.ts`), and every SDK path
// the app's source uses must be listed here (checked statically against apps/web/src).
// When the app starts using another operation: add it here and add its interaction in
// `consumer/interactions.ts`.

export const APP_CALLS = [
  // account — login page, shell menu
  'login',
  'menuTreeList',
  // account — operation-support screens: 组织管理, 公司人员管理, 功能组, 角色管理, 菜单管理, 系统监控
  'getUserDetailByToken',
  'listZnfDept',
  'listUserByDept',
  'enterpriseDeptList',
  'enterpriseDeptTree',
  'enterpriseDeptSave',
  'enterpriseDeptDetail',
  'enterpriseDeptUpdate',
  'enterpriseDeptDelete',
  'enterpriseDeptSort',
  'listZnfWebUser',
  'listManageUser',
  'registerUser',
  'updateUserBase',
  'accountDeleteUser',
  'getUserDetailById',
  'userStatus',
  'userCheckUnique',
  'usermanageQueryGroup',
  'usermanageAddGroup',
  'usermanageRemoveGroup',
  'usermanageUpdateGroup',
  'usermanageRemoveGroupUser',
  'usermanageAddGroupUser',
  'usermanageQueryGroupDetails',
  'usermanageResetPassword',
  'usermanageQueryUserByPhone',
  'rolePage',
  'roleAdd',
  'roleUpdate',
  'roleStatus',
  'roleDelete',
  'roleMenuIds',
  'roleMenuAuth',
  'menuAdminTree',
  'menuAdd',
  'menuUpdate',
  'menuDelete',
  'menuSort',
  'monitorSessionList',
  'monitorSessionDelete',
  'monitorLoginLocks',
  'monitorLoginUnlock',
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
