/**
 * Every call SPEC §7 lists, with the server it belongs to and its HTTP method.
 * Where the spec names a call but not its exact path or method, the entry is our design and the
 * operation carries `x-inferred: true` in the document (see openapi/README.md).
 * Paths are kept exactly as the spec gives them, typos included (`/api/vi/dataconvert/...`).
 * The area server's paths are relative to its base "global prefix + /api/v1".
 */
export type Method = 'get' | 'post' | 'put' | 'delete';
export type Server = 'account' | 'system' | 'base' | 'shop' | 'area' | 'map';
export interface SpecCall {
  server: Server;
  method: Method;
  path: string;
}

const c = (server: Server, method: Method, path: string): SpecCall => ({ server, method, path });

export const SPEC_CALLS: readonly SpecCall[] = [
  // Account and user
  c('account', 'post', '/api/auth/login'),
  c('account', 'post', '/api/v1/user/detail/token'),
  c('account', 'post', '/api/v1/user/znf/dept/list'),
  c('account', 'get', '/{token}'),
  c('account', 'post', '/api/v1/enterprise/dept/get/user/area'),
  c('account', 'post', '/api/v1/user/znf/web/list'),
  c('account', 'post', '/api/v1/user/register'),
  c('account', 'post', '/api/v1/user/update/base'),
  c('account', 'delete', '/api/v1/user/delete'),
  c('account', 'post', '/api/v1/user/update/password'),
  c('account', 'get', '/api/v1/user/detail/id'),
  c('account', 'post', '/api/v1/user/manage/list'),
  c('account', 'get', '/api/v1/user/list/dept'),
  ...[
    'queryGroup',
    'addGroup',
    'removeGroup',
    'updateGroup',
    'removeGroupUser',
    'queryCompany',
    'addUser',
    'queryUserByPhone',
    'queryGroupDetails',
    'setUserManager',
    'resetPassword',
    'updateUser',
    'removeOrganization',
    'removeOrganizationUser',
  ].map((op) => c('account', 'post', `/api/v2/usermanage/${op}`)),
  c('account', 'get', '/api/v1/enterprise/dept/list'),
  c('account', 'post', '/api/v1/enterprise/dept/user/list'),
  c('account', 'post', '/api/v2/enterprise/dept/user/list'),
  c('account', 'post', '/api/v1/enterprise/dept/save'),
  c('account', 'get', '/api/v1/enterprise/dept/detail'),
  c('account', 'post', '/api/v1/enterprise/dept/update'),
  c('account', 'delete', '/api/v1/enterprise/dept/delete'),
  c('account', 'post', '/api/v3/enterprise/sample/save'),
  c('account', 'post', '/api/v1/menu/tree/list'),
  c('account', 'post', '/api/v1/role/menu/auth'),
  // Operation log (path not shown in the spec: ours)
  c('system', 'post', '/api/v1/log/save'),
  // Devices
  c('base', 'post', '/api/v1/camera/listDevice'),
  c('base', 'post', '/api/v1/camera/updateDevice'),
  c('base', 'get', '/api/v1/camera/flush'),
  c('base', 'get', '/api/v1/camera/getDeviceInfo'),
  c('base', 'get', '/api/v1/camera/getCameraNetAddress'),
  // Dictionaries and regions
  c('system', 'post', '/api/v1/dic/list'),
  c('system', 'get', '/api/v1/dic/getDic'),
  c('system', 'post', '/api/v1/dic/list/dic'),
  c('system', 'post', '/api/v1/dic/app/list'),
  c('system', 'post', '/api/v1/dic/enterprise/type/list'),
  c('system', 'get', '/api/v1/dic/treeList'),
  c('system', 'get', '/api/v1/dic/getByPid'),
  c('system', 'get', '/api/v1/Dictionaries/getXzqByYear'),
  c('system', 'get', '/api/v1/file/getSpatialInfo'),
  c('system', 'post', '/api/vi/dataconvert/prj2jwdcoord'),
  c('base', 'get', '/api/v1/area/areaDetail'),
  c('base', 'get', '/api/v1/area/areaDrillDown'),
  c('base', 'get', '/api/v1/area/areaTree'),
  c('shop', 'post', '/api/v1/web/sp/product/category/child/list'),
  // Approval workflow
  ...['page', 'add', 'update', 'del', 'deploy'].map((op) =>
    c('system', 'post', `/api/v1/actExApproval/${op}`),
  ),
  // Area monitoring (relative to global prefix + /api/v1)
  c('area', 'get', '/getToken'),
  c('area', 'post', '/areaImage/getMapData'),
  c('area', 'post', '/areaImage/getDeviceCollect'),
  c('area', 'post', '/areaImage/getDeviceList'),
  c('area', 'post', '/areaImage/getDeviceSpotList'),
  c('area', 'get', '/areaImage/getDeviceInfo'),
  ...['getrealtimeInfo', 'getTodayInfo', 'getWeekInfo', 'getMonthInfo', 'get3MonthInfo'].map((op) =>
    c('area', 'get', `/weather/${op}`),
  ),
  c('area', 'post', '/work/detail'),
  c('area', 'post', '/work/list'),
  c('area', 'post', '/work/record'),
  c('area', 'get', '/work/statweeksinfo'),
  c('area', 'get', '/work/statmonthinfo'),
  c('area', 'get', '/work/stat3monthinfo'),
  // Map-style server base paths (each base path has at least its listing operation)
  c('map', 'get', '/users/v1/{owner}'),
  c('map', 'get', '/styles/v1/{owner}'),
  c('map', 'get', '/styles/v1/{owner}/{styleId}'),
  c('map', 'get', '/tilesets/v1/{owner}'),
  c('map', 'get', '/datasets/v1/{owner}'),
  c('map', 'get', '/datasets/v1/{owner}/{datasetId}/features'),
  c('map', 'get', '/fonts/v1/{owner}'),
  c('map', 'get', '/fonts/v1/{owner}/{fontstack}/{range}'),
  c('map', 'get', '/sprites/v1/{owner}/{spriteId}'),
  c('map', 'get', '/uploads/v1/{owner}'),
  c('map', 'get', '/stats/v1/{owner}'),
  c('map', 'get', '/templates/v1/{owner}'),
  c('map', 'get', '/tilecopy/v1/{owner}'),
  c('map', 'get', '/tiletasks/v1/{owner}'),
  c('map', 'get', '/multi-tiler/v1/{owner}'),
];
