import createClient, { type Client } from 'openapi-fetch';
import { type CookieJar, getPlatformToken, getToken } from './cookies';
import type { paths as AccountPaths } from './generated/account';
import type { paths as AreaPaths } from './generated/area';
import type { paths as BasePaths } from './generated/base';
import type { paths as MapPaths } from './generated/map';
import type { paths as ShopPaths } from './generated/shop';
import type { paths as SystemPaths } from './generated/system';
import { authTokenMiddleware } from './middleware/auth-token';
import { headersMiddleware } from './middleware/headers';
import { type UnauthorizedInfo, unauthorizedMiddleware } from './middleware/unauthorized';

/** The platform's servers, one OpenAPI document each. */
export const SERVERS = ['account', 'system', 'base', 'shop', 'area', 'map'] as const;
export type ServerName = (typeof SERVERS)[number];

/** The generated `paths` type of each server. */
export interface ServerPaths {
  account: AccountPaths;
  system: SystemPaths;
  base: BasePaths;
  shop: ShopPaths;
  area: AreaPaths;
  map: MapPaths;
}

/** One typed openapi-fetch client per server. */
export type PlatformClient = { [K in ServerName]: Client<ServerPaths[K]> };

export interface PlatformClientOptions {
  /** Base URL of each server, e.g. `{ base: 'https://example.org/base', area: '…/area/api/v1', … }`. */
  baseUrls: Record<ServerName, string>;
  /** The global default app id sent as `Appid`. */
  appId: string;
  /** The system's token cookie prefix (the token is read from `${tokenPrefix}token`). */
  tokenPrefix: string;
  /** URL substring that routes a request to the platform token instead of the user token. */
  platformMarker?: string;
  /** Custom fetch (tests, SSR). Receives a `Request`. */
  fetch?: (input: Request) => Promise<Response>;
  /** Where token cookies live (defaults to `document`). */
  cookies?: CookieJar;
  /** Called when a reply says the session ended (status or body code 401/403). */
  onUnauthorized?: (info: UnauthorizedInfo) => void;
}

/** Base URLs of every server under one origin, the way the sandbox serves them. */
export function sameOriginBaseUrls(origin: string): Record<ServerName, string> {
  const o = origin.replace(/\/+$/, '');
  return {
    account: `${o}/account`,
    system: `${o}/system`,
    base: `${o}/base`,
    shop: `${o}/shop`,
    area: `${o}/area/api/v1`,
    map: `${o}/map`,
  };
}

/**
 * Creates one typed client per server sharing the request rules of SPEC §7: `Appid` and
 * `client: 3` headers, `Authorization` from the token precedence, no credentials cross-site,
 * and 401/403 (status or body code) reported through `onUnauthorized`.
 */
export function createPlatformClient(options: PlatformClientOptions): PlatformClient {
  const middleware = [
    headersMiddleware(options.appId),
    authTokenMiddleware({
      getToken: () => getToken(options.tokenPrefix, options.cookies),
      getPlatformToken: () => getPlatformToken(options.tokenPrefix, options.cookies),
      platformMarker: options.platformMarker,
    }),
    unauthorizedMiddleware(options.onUnauthorized),
  ];
  const make = <P extends {}>(server: ServerName): Client<P> => {
    const client = createClient<P>({
      baseUrl: options.baseUrls[server],
      credentials: 'same-origin',
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
    client.use(...middleware);
    return client;
  };
  return {
    account: make<AccountPaths>('account'),
    system: make<SystemPaths>('system'),
    base: make<BasePaths>('base'),
    shop: make<ShopPaths>('shop'),
    area: make<AreaPaths>('area'),
    map: make<MapPaths>('map'),
  };
}
