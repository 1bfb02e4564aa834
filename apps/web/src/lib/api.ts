import {
  createPlatformClient,
  type PlatformClient,
  sameOriginBaseUrls,
  type UnauthorizedInfo,
} from '@agrimap/sdk';
import { createContext, useContext } from 'react';
import { APP_ID, PLATFORM_MARKER, TOKEN_PREFIX } from './config';

type UnauthorizedHandler = (info: UnauthorizedInfo) => void;

let unauthorizedHandler: UnauthorizedHandler | undefined;

/**
 * Sets what happens when any call answers 401/403 (HTTP status or body code). The app shell
 * installs one that ends the session and opens the login page.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | undefined): void {
  unauthorizedHandler = handler;
}

/** Builds the platform client; `fetch` is injectable for tests. */
export function createApi(fetchImpl?: (input: Request) => Promise<Response>): PlatformClient {
  return createPlatformClient({
    baseUrls: sameOriginBaseUrls(window.location.origin),
    appId: APP_ID,
    tokenPrefix: TOKEN_PREFIX,
    platformMarker: PLATFORM_MARKER,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
    onUnauthorized: (info) => unauthorizedHandler?.(info),
  });
}

/** The app's one client for every server (account, system, base, shop, area, map). */
export const api: PlatformClient = createApi();

/** The client components use; tests provide one over a stubbed fetch. */
export const ApiContext = createContext<PlatformClient>(api);

/** The platform client of the nearest {@link ApiContext} (the app's {@link api} by default). */
export function useApi(): PlatformClient {
  return useContext(ApiContext);
}
