export type { MaybeOptionalInit } from 'openapi-fetch';
export { decodeBase64, encodeBase64 } from './base64';
export {
  createPlatformClient,
  type PlatformClient,
  type PlatformClientOptions,
  SERVERS,
  type ServerName,
  type ServerPaths,
  sameOriginBaseUrls,
} from './client';
export { filenameFromContentDisposition } from './content-disposition';
export {
  type CookieJar,
  clearTokens,
  createMemoryCookieJar,
  getPlatformToken,
  getToken,
  platformTokenCookieName,
  readCookie,
  removeCookie,
  setPlatformToken,
  setToken,
  TOKEN_COOKIE_MAX_AGE_SECONDS,
  tokenCookieName,
  type WriteCookieOptions,
  writeCookie,
} from './cookies';
export {
  type Envelope,
  type EnvelopeData,
  type FetchResult,
  readEnvelope,
  successCodesOf,
  unwrap,
} from './envelope';
export { ApiError, type ApiErrorRequest, isApiError, isUnauthorizedCode, SDK_MESSAGES } from './errors';
export type {
  components as AccountComponents,
  operations as AccountOperations,
  paths as AccountPaths,
} from './generated/account';
export type {
  components as AreaComponents,
  operations as AreaOperations,
  paths as AreaPaths,
} from './generated/area';
export type {
  components as BaseComponents,
  operations as BaseOperations,
  paths as BasePaths,
} from './generated/base';
export type {
  components as MapComponents,
  operations as MapOperations,
  paths as MapPaths,
} from './generated/map';
export { OPERATIONS, type OperationInfo } from './generated/operations';
export type {
  components as ShopComponents,
  operations as ShopOperations,
  paths as ShopPaths,
} from './generated/shop';
export type {
  components as SystemComponents,
  operations as SystemOperations,
  paths as SystemPaths,
} from './generated/system';
export {
  buildQueryString,
  type DownloadedFile,
  deleteQuery,
  type ExportOptions,
  type ExportProgress,
  getBinary,
  getFile,
  getQuery,
  type Payload,
  pollProgress,
  postBody,
  postExport,
  postFile,
  postQuery,
  progressId,
  type TaskProgress,
} from './helpers';
export { authTokenMiddleware, resolveToken, type TokenSources } from './middleware/auth-token';
export { CLIENT_HEADER_VALUE, headersMiddleware } from './middleware/headers';
export { type UnauthorizedInfo, unauthorizedMiddleware } from './middleware/unauthorized';
export { createTransformRequest, isUnderAuthority, type TransformedRequest } from './transform-request';
export {
  createMemoryStorage,
  createUserInfoStore,
  type KeyValueStorage,
  type MenuNode,
  USER_INFO_KEYS,
  type UserInfo,
  type UserInfoStore,
} from './user-info';
