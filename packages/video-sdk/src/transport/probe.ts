/**
 * Port probe: tries each candidate port in turn, `retryDelayMs` apart, and identifies the plugin
 * by a `common.version` reply carrying the id of the request. The winning socket is kept open and
 * becomes the connection, so the plugin is not asked twice.
 */
import type { TimerGroup } from '../clock.js';
import { Method, parseMessage, type RequestEnvelope } from '../protocol.js';
import { discardSocket, type SocketLike, type WebSocketConstructor } from './socket.js';

/** Settings of one probe run. */
export interface ProbeOptions {
  WebSocket: WebSocketConstructor;
  host: string;
  /** Ports in the order to try. */
  ports: readonly number[];
  /** Delay between a failed port and the next one. */
  retryDelayMs: number;
  /** How long one port may take to open and answer. */
  attemptTimeoutMs: number;
  timers: TimerGroup;
  /** Next request id. */
  nextId(): number;
  /** Current session to echo. */
  session(): string | number;
  /** Called when a port is about to be tried (for diagnostics and tests). */
  onAttempt?(port: number): void;
}

/** The plugin was found. */
export interface ProbeSuccess {
  port: number;
  /** Open socket to the plugin, with no handlers attached. */
  socket: SocketLike;
  /** `data.ver` of the `common.version` reply. */
  version: unknown;
  /** Session of the reply, if any. */
  session?: string | number;
}

/** A running probe. */
export interface PortProbe {
  /** Resolves with the plugin, or undefined when no port answered. Never rejects. */
  readonly result: Promise<ProbeSuccess | undefined>;
  /** Stops probing, closes the socket being tried and resolves `result` with undefined. */
  cancel(): void;
}

/** URL of the plugin on a host and port (IPv6 hosts are bracketed). */
export function pluginUrl(host: string, port: number): string {
  const h = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return `ws://${h}:${port}`;
}

/** Probe order: the cached port first (when it is a candidate or not), then the others in their order. */
export function probeOrder(ports: readonly number[], cached?: number): number[] {
  if (cached === undefined) return [...ports];
  return [cached, ...ports.filter((port) => port !== cached)];
}

/** Starts probing; see {@link PortProbe}. */
export function probePorts(options: ProbeOptions): PortProbe {
  const { timers } = options;
  let finished = false;
  let abortCurrent: (() => void) | undefined;
  let cancelPending: (() => void) | undefined;
  let resolveResult: (value: ProbeSuccess | undefined) => void = () => {};
  const result = new Promise<ProbeSuccess | undefined>((resolve) => {
    resolveResult = resolve;
  });

  const finish = (value: ProbeSuccess | undefined): void => {
    if (finished) return;
    finished = true;
    cancelPending?.();
    cancelPending = undefined;
    resolveResult(value);
  };

  const attempt = (index: number): void => {
    cancelPending = undefined;
    if (finished) return;
    const port = options.ports[index];
    if (port === undefined) {
      finish(undefined);
      return;
    }
    options.onAttempt?.(port);
    let settled = false;
    let cancelTimeout: () => void = () => {};
    const next = (socket: SocketLike | undefined): void => {
      if (settled) return;
      settled = true;
      cancelTimeout();
      abortCurrent = undefined;
      if (socket) discardSocket(socket);
      if (finished) return;
      if (index + 1 >= options.ports.length) finish(undefined);
      else cancelPending = timers.timeout(() => attempt(index + 1), options.retryDelayMs);
    };
    let socket: SocketLike;
    try {
      socket = new options.WebSocket(pluginUrl(options.host, port));
    } catch {
      next(undefined);
      return;
    }
    abortCurrent = () => next(socket);
    const id = options.nextId();
    cancelTimeout = timers.timeout(() => next(socket), options.attemptTimeoutMs);
    socket.onopen = () => {
      const request: RequestEnvelope = { method: Method.version, info: {}, id, session: options.session() };
      try {
        socket.send(JSON.stringify(request));
      } catch {
        next(socket);
      }
    };
    socket.onmessage = (event) => {
      const message = parseMessage(event.data);
      if (message.kind !== 'reply' || message.reply.id !== id || message.reply.code !== 0) {
        next(socket);
        return;
      }
      if (settled) return;
      settled = true;
      cancelTimeout();
      abortCurrent = undefined;
      socket.onopen = null;
      socket.onmessage = null;
      socket.onclose = null;
      socket.onerror = null;
      const data = message.reply.data as { ver?: unknown } | undefined;
      const success: ProbeSuccess = { port, socket, version: data?.ver };
      if (message.reply.session !== undefined) success.session = message.reply.session;
      if (finished) discardSocket(socket);
      else finish(success);
    };
    socket.onerror = () => next(socket);
    socket.onclose = () => next(socket);
  };

  attempt(0);
  return {
    result,
    cancel: () => {
      const abort = abortCurrent;
      finish(undefined);
      abort?.();
    },
  };
}
