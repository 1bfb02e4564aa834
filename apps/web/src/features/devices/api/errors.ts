import { isApiError, SDK_MESSAGES } from '@agrimap/sdk';
import { deviceMessages as m } from '../messages';

/**
 * How a call failed, in the terms of SPEC §8:
 * - `unauthorized`: the session ended (401/403); the app's session handler takes over, nothing
 *   is shown here;
 * - `failure`: the server answered (HTTP 2xx) with a business code other than success;
 * - `exception`: no usable answer — network failure, HTTP error status, unreadable body.
 */
export type FailureKind = 'unauthorized' | 'failure' | 'exception';

export function failureKind(error: unknown): FailureKind {
  if (!isApiError(error)) return 'exception';
  if (error.isUnauthorized) return 'unauthorized';
  if (error.status >= 200 && error.status < 300 && error.msg !== SDK_MESSAGES.invalidJson) return 'failure';
  return 'exception';
}

/**
 * The message the server itself sent with a failed call, or `undefined` when it sent none (the
 * SDK's generic texts for network, HTTP and format errors do not count).
 */
export function serverMessage(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const msg = error.msg.trim();
  if (!msg) return undefined;
  const generic = [
    SDK_MESSAGES.network,
    SDK_MESSAGES.invalidJson,
    SDK_MESSAGES.http(error.status),
    SDK_MESSAGES.unexpectedCode(error.code),
  ];
  return generic.includes(msg) ? undefined : msg;
}

/** A short description of a failure for the console. */
export function describeError(error: unknown): string {
  if (isApiError(error)) {
    const where = error.request ? ` ${error.request.method} ${error.request.url}`.trimEnd() : '';
    return `code ${error.code}, HTTP ${error.status}: ${error.msg}${where ? ` (${where.trim()})` : ''}`;
  }
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/**
 * What the screen shows for a failed device list (SPEC §8): a failure the server's msg or
 * '查询设备列表数据错误', an exception '查询专家管理列表数据异常'; `undefined` when the session ended
 * (the app's session handler takes over).
 */
export function listErrorText(error: unknown): string | undefined {
  const kind = failureKind(error);
  if (kind === 'unauthorized') return undefined;
  return kind === 'failure' ? (serverMessage(error) ?? m.list.failure) : m.list.exception;
}

/**
 * What the dialog shows for failed device details (SPEC §8): a failure the server's msg or
 * '查询设备详情错误' (also as a toast); an exception is only logged, so the dialog's own error state
 * says '查询设备详情错误'. `undefined` when the session ended.
 */
export function detailErrorText(error: unknown): string | undefined {
  const kind = failureKind(error);
  if (kind === 'unauthorized') return undefined;
  return kind === 'failure' ? (serverMessage(error) ?? m.detail.failure) : m.detail.failure;
}
