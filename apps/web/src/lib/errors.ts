import { isApiError, SDK_MESSAGES } from '@agrimap/sdk';

/**
 * How a call failed, in the terms of SPEC §8:
 * - `unauthorized`: the session ended (401/403); the app's session handler takes over, nothing
 *   is shown for the call itself;
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
 * What a failed call shows (SPEC §8), declared in the call's `meta.errorText`:
 * - a string: the server's own message, else this text (whatever the kind of failure);
 * - `{ failure, exception }`: a business failure shows the server's message, else `failure`;
 *   an exception shows `exception`; a kind without a text is only logged;
 * - a function: full control (`undefined` = only logged).
 */
export type ErrorText =
  | string
  | { failure?: string; exception?: string }
  | ((error: unknown, kind: FailureKind) => string | undefined);

/**
 * The text to show for `error` under `spec`; `undefined` when nothing is to be shown (no
 * spec, a kind without a text, or an ended session — the session handler takes over).
 */
export function errorTextOf(spec: ErrorText | undefined, error: unknown): string | undefined {
  const kind = failureKind(error);
  if (kind === 'unauthorized' || spec === undefined) return undefined;
  if (typeof spec === 'function') return spec(error, kind);
  if (typeof spec === 'string') return serverMessage(error) ?? spec;
  return kind === 'failure'
    ? spec.failure === undefined
      ? undefined
      : (serverMessage(error) ?? spec.failure)
    : spec.exception;
}
