import type { Client, MaybeOptionalInit } from 'openapi-fetch';
import type { PathsWithMethod } from 'openapi-typescript-helpers';
import { filenameFromContentDisposition } from './content-disposition';
import { type EnvelopeData, unwrap } from './envelope';
import { ApiError, SDK_MESSAGES } from './errors';

/*
 * The seven request styles of SPEC §7 over a typed client. Each keeps openapi-fetch's typing of
 * path, params and body; JSON styles return the envelope's `data` (or throw ApiError), binary
 * styles return the bytes, file styles return the Blob with its file name.
 */

type OpOf<Paths, P, M extends string> = P extends keyof Paths
  ? M extends keyof Paths[P]
    ? Paths[P][M]
    : never
  : never;
type SuccessJson<O> = O extends { responses: { 200: { content: { 'application/json': infer J } } } }
  ? J
  : never;
type Init<Paths, P, M extends string> = P extends keyof Paths
  ? M extends keyof Paths[P]
    ? MaybeOptionalInit<Paths[P], M>
    : never
  : never;
/** The `data` of the envelope an operation answers with on success. */
export type Payload<Paths, P, M extends string> = EnvelopeData<SuccessJson<OpOf<Paths, P, M>>>;

/** A downloaded file. */
export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition, else the last URL segment. */
  filename: string;
  contentType: string;
}

interface RawResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

type AnyCall = (path: string, init?: Record<string, unknown>) => Promise<RawResult>;

function call(client: Client<never>, method: 'GET' | 'POST' | 'DELETE'): AnyCall {
  return (client as unknown as Record<string, AnyCall>)[method] as AnyCall;
}

function failIfError(result: RawResult): void {
  if (result.error !== undefined || !result.response.ok) unwrap(result);
}

async function asFile(result: RawResult): Promise<DownloadedFile> {
  failIfError(result);
  const { response } = result;
  const contentType = response.headers.get('content-type') ?? 'application/octet-stream';
  if (contentType.includes('application/json')) {
    // A JSON reply where a file was expected is an error envelope.
    const text = await (result.data as Blob).text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new ApiError({ code: response.status, msg: SDK_MESSAGES.invalidJson, status: response.status });
    }
    unwrap({ data: parsed, response });
  }
  const fallback = decodeURIComponent(
    new URL(response.url || 'http://x/download').pathname.split('/').pop() || 'download',
  );
  return {
    blob: result.data as Blob,
    filename: filenameFromContentDisposition(response.headers.get('content-disposition')) ?? fallback,
    contentType,
  };
}

/** POST with a JSON body → the envelope's data. */
export async function postBody<Paths extends {}, P extends PathsWithMethod<Paths, 'post'>>(
  client: Client<Paths>,
  path: P,
  init: Init<Paths, P, 'post'>,
  okCodes: readonly number[] = [200],
): Promise<Payload<Paths, P, 'post'>> {
  const result = await call(client as Client<never>, 'POST')(path as string, init as Record<string, unknown>);
  return unwrap(result, okCodes) as Payload<Paths, P, 'post'>;
}

/** GET with query parameters → the envelope's data. */
export async function getQuery<Paths extends {}, P extends PathsWithMethod<Paths, 'get'>>(
  client: Client<Paths>,
  path: P,
  init: Init<Paths, P, 'get'>,
  okCodes: readonly number[] = [200],
): Promise<Payload<Paths, P, 'get'>> {
  const result = await call(client as Client<never>, 'GET')(path as string, init as Record<string, unknown>);
  return unwrap(result, okCodes) as Payload<Paths, P, 'get'>;
}

/** DELETE with query parameters → the envelope's data. */
export async function deleteQuery<Paths extends {}, P extends PathsWithMethod<Paths, 'delete'>>(
  client: Client<Paths>,
  path: P,
  init: Init<Paths, P, 'delete'>,
  okCodes: readonly number[] = [200],
): Promise<Payload<Paths, P, 'delete'>> {
  const result = await call(client as Client<never>, 'DELETE')(
    path as string,
    init as Record<string, unknown>,
  );
  return unwrap(result, okCodes) as Payload<Paths, P, 'delete'>;
}

/**
 * POST whose parameters travel in a query string built by hand (`?a=1&b=x,y`), with an empty
 * body. Arrays are joined with commas; undefined and null values are left out.
 */
export async function postQuery<Paths extends {}, P extends PathsWithMethod<Paths, 'post'>>(
  client: Client<Paths>,
  path: P,
  query: Record<string, string | number | boolean | readonly (string | number)[] | null | undefined>,
  okCodes: readonly number[] = [200],
): Promise<Payload<Paths, P, 'post'>> {
  const qs = buildQueryString(query);
  const result = await call(client as Client<never>, 'POST')(path as string, {
    querySerializer: () => qs,
    // No body at all, and no JSON content type for it.
    bodySerializer: () => undefined,
    headers: { 'Content-Type': null },
  });
  return unwrap(result, okCodes) as Payload<Paths, P, 'post'>;
}

/** Builds `a=1&b=x%2Cy` by hand: arrays joined with commas, empty values dropped. */
export function buildQueryString(
  query: Record<string, string | number | boolean | readonly (string | number)[] | null | undefined>,
): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(text)}`);
  }
  return parts.join('&');
}

/** GET a binary resource (vector tile, glyphs, …) as an ArrayBuffer. */
export async function getBinary<Paths extends {}, P extends PathsWithMethod<Paths, 'get'>>(
  client: Client<Paths>,
  path: P,
  init: Init<Paths, P, 'get'>,
): Promise<ArrayBuffer> {
  const result = await call(client as Client<never>, 'GET')(path as string, {
    ...(init as Record<string, unknown>),
    parseAs: 'arrayBuffer',
  });
  failIfError(result);
  return result.data as ArrayBuffer;
}

/** POST returning a file (export). */
export async function postFile<Paths extends {}, P extends PathsWithMethod<Paths, 'post'>>(
  client: Client<Paths>,
  path: P,
  init: Init<Paths, P, 'post'>,
): Promise<DownloadedFile> {
  return asFile(
    await call(client as Client<never>, 'POST')(path as string, {
      ...(init as Record<string, unknown>),
      parseAs: 'blob',
    }),
  );
}

/** GET returning a file (download). */
export async function getFile<Paths extends {}, P extends PathsWithMethod<Paths, 'get'>>(
  client: Client<Paths>,
  path: P,
  init: Init<Paths, P, 'get'>,
): Promise<DownloadedFile> {
  return asFile(
    await call(client as Client<never>, 'GET')(path as string, {
      ...(init as Record<string, unknown>),
      parseAs: 'blob',
    }),
  );
}

/** Progress of a long export or import, as the server's `task/progress` answers it. */
export interface TaskProgress {
  kind: 'export' | 'import';
  total: number;
  /** Rows of `stage` done so far. */
  done: number;
  /** `write` (export), `check` or `save` (import). */
  stage: 'write' | 'check' | 'save';
  state: 'running' | 'done' | 'cancelled' | 'failed';
}

/** Progress of a long export: rows written so far of the total (both unknown until it starts). */
export interface ExportProgress {
  done: number;
  total: number | undefined;
}

export interface ExportOptions {
  /** Told the progress about once every `intervalMs` while the file is being written. */
  onProgress?: (progress: ExportProgress) => void;
  /** Aborts the export: the request is cancelled and the server stops writing. */
  signal?: AbortSignal;
  /** How often progress is asked for, in ms (default 1000). */
  intervalMs?: number;
  /** The status operation on the same server (default `/api/v1/task/progress`). */
  progressPath?: string;
}

/** A random id for `X-Progress-Id` (works outside secure contexts too, where randomUUID is missing). */
export function progressId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Asks `GET …/task/progress?id=` of the server every `intervalMs` (first after 300 ms) and tells
 * `onProgress` each answer about the task, until the returned function is called. A failed status
 * call is skipped (progress is a courtesy, the task runs on).
 */
export function pollProgress<Paths extends {}>(
  client: Client<Paths>,
  id: string,
  onProgress: (progress: TaskProgress) => void,
  options: { intervalMs?: number; progressPath?: string; signal?: AbortSignal } = {},
): () => void {
  const interval = options.intervalMs ?? 1000;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const poll = async () => {
    try {
      const result = await call(client as Client<never>, 'GET')(
        options.progressPath ?? '/api/v1/task/progress',
        {
          params: { query: { id } },
          ...(options.signal ? { signal: options.signal } : {}),
        },
      );
      const data = (result.data as { data?: TaskProgress | null } | undefined)?.data;
      if (!stopped && data) onProgress(data);
    } catch {
      // skipped: the next call may answer
    }
    if (!stopped) timer = setTimeout(() => void poll(), interval);
  };
  timer = setTimeout(() => void poll(), Math.min(interval, 300));
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}

/**
 * POST returning a file, for long server-side exports (every `…/export` operation): sends the
 * list's filter body with an `X-Progress-Id`, asks the server's `task/progress` while the file is
 * written and tells `onProgress`; `signal` cancels it. Answers the file like {@link postFile}
 * (a refusal, e.g. more rows than the server exports at once, rejects with its `ApiError`).
 */
export async function postExport<Paths extends {}, P extends PathsWithMethod<Paths, 'post'>>(
  client: Client<Paths>,
  path: P,
  init: Init<Paths, P, 'post'>,
  options: ExportOptions = {},
): Promise<DownloadedFile> {
  const id = progressId();
  const { onProgress } = options;
  const stop = onProgress
    ? pollProgress(client, id, (p) => onProgress({ done: p.done, total: p.total }), {
        ...(options.intervalMs !== undefined ? { intervalMs: options.intervalMs } : {}),
        ...(options.progressPath !== undefined ? { progressPath: options.progressPath } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
      })
    : () => undefined;
  const given = init as { headers?: Record<string, string> } & Record<string, unknown>;
  try {
    return await asFile(
      await call(client as Client<never>, 'POST')(path as string, {
        ...given,
        headers: { ...(given?.headers ?? {}), 'X-Progress-Id': id },
        ...(options.signal ? { signal: options.signal } : {}),
        parseAs: 'blob',
      }),
    );
  } finally {
    stop();
  }
}
