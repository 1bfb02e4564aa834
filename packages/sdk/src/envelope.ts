import { ApiError, type ApiErrorRequest, SDK_MESSAGES } from './errors';
import { OPERATIONS, type OperationInfo } from './generated/operations';

/** The `{code, msg, data}` wrapper of every JSON response. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data?: T;
}

/** The payload type inside an envelope type. */
export type EnvelopeData<E> = E extends { data?: infer D } ? D : never;

/** The shape openapi-fetch resolves with (only the parts `unwrap` reads). */
export interface FetchResult<E> {
  data?: E;
  error?: unknown;
  response: Response;
}

/** Reads `{code, msg}` from anything that looks like an envelope. */
export function readEnvelope(value: unknown): { code: number; msg: string } | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { code, msg } = value as { code?: unknown; msg?: unknown };
  const numeric = typeof code === 'string' && code.trim() !== '' ? Number(code) : code;
  if (typeof numeric !== 'number' || !Number.isFinite(numeric)) return undefined;
  return { code: numeric, msg: typeof msg === 'string' ? msg : '' };
}

function requestOf(response: Response): ApiErrorRequest | undefined {
  return response.url ? { method: '', url: response.url } : undefined;
}

/**
 * Turns an openapi-fetch result into the envelope's `data`, or throws {@link ApiError}.
 *
 * @param result what a client method resolved with
 * @param okCodes the business codes that mean success for this operation (200 for almost every
 *   call; `[0]` for `POST /api/v1/dic/list`)
 */
export function unwrap<E>(result: FetchResult<E>, okCodes: readonly number[] = [200]): EnvelopeData<E> {
  const { response } = result;
  if (result.error !== undefined || !response.ok) {
    const env = readEnvelope(result.error);
    throw new ApiError({
      code: env?.code ?? response.status,
      msg: env?.msg || SDK_MESSAGES.http(response.status),
      status: response.status,
      request: requestOf(response),
    });
  }
  const env = readEnvelope(result.data);
  if (!env) {
    throw new ApiError({
      code: response.status,
      msg: SDK_MESSAGES.invalidJson,
      status: response.status,
      request: requestOf(response),
    });
  }
  if (!okCodes.includes(env.code)) {
    throw new ApiError({
      code: env.code,
      msg: env.msg || SDK_MESSAGES.unexpectedCode(env.code),
      status: response.status,
      request: requestOf(response),
    });
  }
  return (result.data as { data?: unknown }).data as EnvelopeData<E>;
}

/** The servers an operation can live on (as in the generated operation index). */
type OperationServer = OperationInfo['server'];

/** Business codes of dictionary replies that count as success (SPEC §8: 0 or 200). */
const DICTIONARY_SUCCESS_CODES: readonly number[] = [0, 200];

let successIndex: Map<string, readonly number[]> | undefined;

/**
 * The business codes that mean success for one operation, from its `x-success-codes` in the
 * spec (200 when the operation is unknown). A dictionary operation (system server,
 * `/api/v1/dic/…`) accepts 0 and 200 alike (SPEC §8).
 */
export function successCodesOf(server: OperationServer, method: string, path: string): readonly number[] {
  if (server === 'system' && path.startsWith('/api/v1/dic/')) return DICTIONARY_SUCCESS_CODES;
  successIndex ??= new Map(OPERATIONS.map((op) => [`${op.server} ${op.method} ${op.path}`, op.successCodes]));
  return successIndex.get(`${server} ${method.toLowerCase()} ${path}`) ?? [200];
}
