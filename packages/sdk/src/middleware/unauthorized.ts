import type { Middleware } from 'openapi-fetch';
import { readEnvelope } from '../envelope';
import { ApiError, isUnauthorizedCode, SDK_MESSAGES } from '../errors';

/** What the SDK tells the app when the session ended. */
export interface UnauthorizedInfo {
  /** HTTP status of the reply. */
  status: number;
  /** The 401/403 that triggered it (status or body code). */
  code: number;
  msg: string;
  url: string;
}

async function bodyCode(response: Response): Promise<{ code: number; msg: string } | undefined> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return undefined;
  try {
    return readEnvelope(await response.clone().json());
  } catch {
    return undefined;
  }
}

/**
 * Calls `onUnauthorized` when a reply has HTTP status 401/403 or a JSON body whose `code` is
 * 401/403. The reply itself passes on unchanged (so `unwrap` rejects with an ApiError). Network
 * failures become an {@link ApiError} with code -1 and status 0.
 */
export function unauthorizedMiddleware(
  onUnauthorized: ((info: UnauthorizedInfo) => void) | undefined,
): Middleware {
  return {
    async onResponse({ request, response }) {
      let hit: { code: number; msg: string } | undefined;
      if (isUnauthorizedCode(response.status)) {
        hit = (await bodyCode(response)) ?? { code: response.status, msg: '' };
        if (!isUnauthorizedCode(hit.code)) hit = { code: response.status, msg: hit.msg };
      } else {
        const env = await bodyCode(response);
        if (env && isUnauthorizedCode(env.code)) hit = env;
      }
      if (hit && onUnauthorized) {
        onUnauthorized({ status: response.status, code: hit.code, msg: hit.msg, url: request.url });
      }
      return undefined;
    },
    onError({ request, error }) {
      if (error instanceof ApiError) return error;
      return new ApiError({
        code: -1,
        msg: SDK_MESSAGES.network,
        status: 0,
        request: { method: request.method, url: request.url },
        cause: error,
      });
    },
  };
}
