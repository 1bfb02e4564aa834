/** What the SDK knows about the request that failed. */
export interface ApiErrorRequest {
  method: string;
  url: string;
}

/**
 * The one error type every failed call rejects with.
 *
 * - `code`: the envelope's business code when the server answered with one, else the HTTP status,
 *   else -1 for a network failure.
 * - `msg`: the server's message when it gave one (Simplified Chinese), else a generic Chinese text.
 * - `status`: the HTTP status (0 when no response arrived).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: number;
  readonly msg: string;
  readonly status: number;
  readonly request: ApiErrorRequest | undefined;

  constructor(init: {
    code: number;
    msg: string;
    status: number;
    request?: ApiErrorRequest;
    cause?: unknown;
  }) {
    super(init.msg, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = init.code;
    this.msg = init.msg;
    this.status = init.status;
    this.request = init.request;
  }

  /** True when the session is missing, expired or lacks permission (status or body code 401/403). */
  get isUnauthorized(): boolean {
    return isUnauthorizedCode(this.code) || isUnauthorizedCode(this.status);
  }
}

/** 401 and 403 — the codes that end the session, whether as HTTP status or as body code. */
export function isUnauthorizedCode(code: number | undefined): boolean {
  return code === 401 || code === 403;
}

/** Type guard for {@link ApiError} that also works across bundle copies. */
export function isApiError(value: unknown): value is ApiError {
  return (
    value instanceof ApiError ||
    (typeof value === 'object' && value !== null && (value as { name?: unknown }).name === 'ApiError')
  );
}

/** Generic messages used when the server gives none. */
export const SDK_MESSAGES = {
  network: '网络连接失败，请检查网络后重试',
  http: (status: number) => `服务器响应异常（HTTP ${status}）`,
  unexpectedCode: (code: number) => `请求失败（错误码 ${code}）`,
  invalidJson: '服务器返回的数据格式不正确',
} as const;
