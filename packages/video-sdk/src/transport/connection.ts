/**
 * Connection to the plugin: a typed state machine over one WebSocket.
 *
 * ```
 * idle ──connect()──▶ wsPending ──port found──▶ wsSuccess ──dropped──▶ wsError ──3 s──▶ wsPending …
 *   │                    │ no WebSocket ─▶ wsError (1005)                  │ auto-reconnect off ─▶ stays wsError
 *   │                    └ no port answered ─▶ noPlugin (1001)             └ attempts exhausted ─▶ noPlugin (1001)
 * any ──close()/dispose()──▶ closed
 * ```
 * While connected it sends `common.heartbeat` every 10 s, matches replies to requests by id,
 * and relays plugin events.
 */
import { type Clock, systemClock, TimerGroup } from '../clock.js';
import {
  DEFAULT_HOST,
  DEFAULT_PORTS,
  HEARTBEAT_INTERVAL_MS,
  HEARTBEAT_MISS_LIMIT,
  PLUGIN_PACKAGE_VERSION,
  PORT_RETRY_MS,
  PROBE_TIMEOUT_MS,
  RECONNECT_DELAY_MS,
  REQUEST_TIMEOUT_MS,
} from '../constants.js';
import { TypedEmitter } from '../emitter.js';
import { isVideoErrorCode, VideoError, VideoErrorCode, VideoMessages } from '../errors.js';
import {
  type EventEnvelope,
  type Info,
  Method,
  parseMessage,
  type ReplyEnvelope,
  type RequestEnvelope,
} from '../protocol.js';
import { compareVersion, type VersionCheck } from '../support.js';
import { createSessionPortStore, type PortStore } from './port-store.js';
import { type PortProbe, probeOrder, probePorts } from './probe.js';
import {
  discardSocket,
  resolveWebSocket,
  SOCKET_OPEN,
  type SocketCloseEvent,
  type SocketLike,
  type WebSocketConstructor,
} from './socket.js';

/** Connection states (SPEC §4) plus `idle` before the first connect and `closed` after close/dispose. */
export type ConnectionState = 'idle' | 'wsPending' | 'wsSuccess' | 'noPlugin' | 'wsError' | 'closed';

/** Settings of the connection; every one has a default. */
export interface ConnectionOptions {
  /** WebSocket constructor; default the global `WebSocket` (none → 1005). */
  WebSocket?: WebSocketConstructor;
  /** Host of the plugin; default 127.0.0.1. */
  host?: string;
  /** Candidate ports in probe order; default 8000–8004. */
  ports?: readonly number[];
  /** Delay between port probes; default 300 ms. */
  portRetryMs?: number;
  /** How long one port may take to answer `common.version`; default 1000 ms. */
  probeTimeoutMs?: number;
  /** Reconnect after a drop; default true. */
  autoReconnect?: boolean;
  /** Delay before reconnecting; default 3000 ms. */
  reconnectDelayMs?: number;
  /** Reconnect attempts in a row before giving up with 1001; default unlimited. */
  maxReconnectAttempts?: number;
  /** Heartbeat cadence; default 10 000 ms. */
  heartbeatIntervalMs?: number;
  /** Unanswered heartbeats in a row that count as a drop; default 3. */
  heartbeatMissLimit?: number;
  /** Default request timeout; default 10 000 ms. */
  requestTimeoutMs?: number;
  /** Time source; default the global timers. */
  clock?: Clock;
  /** Cache of the found port; default sessionStorage, else memory. */
  portStore?: PortStore;
  /** Plugin version to compare with; default 2311300922. */
  requiredVersion?: number;
}

/** Facts about an established connection. */
export interface ConnectedInfo {
  port: number;
  /** Installed plugin version as the plugin reported it. */
  version: unknown;
  versionCheck: VersionCheck;
  /** True when this connection replaces one that dropped. */
  reconnect: boolean;
}

/** Events of {@link PluginConnection}. */
export interface ConnectionEvents {
  stateChange: { state: ConnectionState; previous: ConnectionState };
  connected: ConnectedInfo;
  disconnected: { willReconnect: boolean; code?: number; reason?: string };
  reconnecting: { attempt: number; delayMs: number; error: VideoError };
  error: VideoError;
  /** An unsolicited plugin message. */
  event: EventEnvelope;
  /** The installed plugin is older than required. */
  upgrade: VersionCheck;
  /** A port is about to be probed. */
  probe: { port: number };
}

/** Options of one request. */
export interface RequestOptions {
  /** Overrides the default request timeout. */
  timeoutMs?: number;
}

interface PendingRequest {
  method: string;
  resolve(reply: ReplyEnvelope): void;
  reject(error: VideoError): void;
  cancelTimer(): void;
}

const noop = (): void => {};

/** Error a non-zero reply code turns into: a catalogue code keeps its meaning, others become 1104. */
export function replyError(method: string, reply: ReplyEnvelope): VideoError {
  const code = reply.code;
  if (isVideoErrorCode(code) && code < 1101) {
    return new VideoError(code, reply.message || undefined, { method, pluginCode: code });
  }
  return new VideoError(
    VideoErrorCode.PluginRejected,
    reply.message || VideoMessages.pluginRejected(method, code),
    {
      method,
      pluginCode: code,
    },
  );
}

/** The connection to the plugin; see the module comment for the state machine. */
export class PluginConnection extends TypedEmitter<ConnectionEvents> {
  private readonly options: Required<Omit<ConnectionOptions, 'WebSocket' | 'portStore' | 'clock'>>;
  private readonly WebSocketCtor: WebSocketConstructor | undefined;
  private readonly portStore: PortStore;
  private readonly timers: TimerGroup;
  private currentState: ConnectionState = 'idle';
  private socket: SocketLike | undefined;
  private currentPort: number | undefined;
  private pluginVersion: unknown;
  private lastInfo: ConnectedInfo | undefined;
  private session: string | number = '';
  private idCounter = 0;
  private readonly pending = new Map<number, PendingRequest>();
  private probe: PortProbe | undefined;
  private connecting: Promise<ConnectedInfo> | undefined;
  private stopHeartbeat: (() => void) | undefined;
  private cancelReconnect: (() => void) | undefined;
  private heartbeatMisses = 0;
  private reconnectAttempts = 0;
  private dropped = false;
  private disposed = false;

  /** @param options see {@link ConnectionOptions} */
  constructor(options: ConnectionOptions = {}) {
    super();
    this.WebSocketCtor = options.WebSocket;
    this.portStore = options.portStore ?? createSessionPortStore();
    this.timers = new TimerGroup(options.clock ?? systemClock);
    this.options = {
      host: options.host ?? DEFAULT_HOST,
      ports: options.ports ?? DEFAULT_PORTS,
      portRetryMs: options.portRetryMs ?? PORT_RETRY_MS,
      probeTimeoutMs: options.probeTimeoutMs ?? PROBE_TIMEOUT_MS,
      autoReconnect: options.autoReconnect ?? true,
      reconnectDelayMs: options.reconnectDelayMs ?? RECONNECT_DELAY_MS,
      maxReconnectAttempts: options.maxReconnectAttempts ?? Number.POSITIVE_INFINITY,
      heartbeatIntervalMs: options.heartbeatIntervalMs ?? HEARTBEAT_INTERVAL_MS,
      heartbeatMissLimit: options.heartbeatMissLimit ?? HEARTBEAT_MISS_LIMIT,
      requestTimeoutMs: options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
      requiredVersion: options.requiredVersion ?? PLUGIN_PACKAGE_VERSION,
    };
  }

  /** Current state. */
  get state(): ConnectionState {
    return this.currentState;
  }

  /** Port of the plugin while connected. */
  get port(): number | undefined {
    return this.currentPort;
  }

  /** Plugin version reported by the last successful probe. */
  get version(): unknown {
    return this.pluginVersion;
  }

  /** Facts of the current connection, while connected. */
  get info(): ConnectedInfo | undefined {
    return this.currentState === 'wsSuccess' ? this.lastInfo : undefined;
  }

  /** Number of requests waiting for their reply. */
  get pendingRequests(): number {
    return this.pending.size;
  }

  /** Number of pending timers (heartbeat, reconnect, probe, request timeouts). */
  get pendingTimers(): number {
    return this.timers.size;
  }

  /**
   * Finds the plugin and connects. Resolves when connected; rejects with 1005 (no WebSocket),
   * 1001 (no port answered), 1003 (a reconnect attempt failed; another follows) or 1103 (disposed).
   * Calling it while connecting returns the same promise; while connected, resolves at once.
   */
  connect(): Promise<ConnectedInfo> {
    if (this.disposed) return Promise.reject(new VideoError(VideoErrorCode.Disposed));
    if (this.currentState === 'wsSuccess' && this.lastInfo) return Promise.resolve(this.lastInfo);
    if (this.connecting) return this.connecting;
    this.cancelReconnect?.();
    this.cancelReconnect = undefined;
    return this.open();
  }

  /**
   * Sends a request and resolves with its reply (matched by id). Rejects with 1102 when not connected,
   * 1101 on timeout, the reply's catalogue code or 1104 when the reply code is not 0.
   */
  request<D = unknown>(
    method: string,
    info: object = {},
    options: RequestOptions = {},
  ): Promise<ReplyEnvelope<D>> {
    if (this.disposed) return Promise.reject(new VideoError(VideoErrorCode.Disposed, undefined, { method }));
    const socket = this.socket;
    if (!socket || this.currentState !== 'wsSuccess' || socket.readyState !== SOCKET_OPEN) {
      return Promise.reject(new VideoError(VideoErrorCode.NotConnected, undefined, { method }));
    }
    const id = this.nextId();
    const envelope: RequestEnvelope<object> = { method, info, id, session: this.session };
    return new Promise<ReplyEnvelope<D>>((resolve, reject) => {
      const cancelTimer = this.timers.timeout(() => {
        this.pending.delete(id);
        reject(new VideoError(VideoErrorCode.RequestTimeout, undefined, { method }));
      }, options.timeoutMs ?? this.options.requestTimeoutMs);
      this.pending.set(id, {
        method,
        resolve: resolve as (reply: ReplyEnvelope) => void,
        reject,
        cancelTimer,
      });
      try {
        socket.send(JSON.stringify(envelope));
      } catch (error) {
        this.pending.delete(id);
        cancelTimer();
        reject(new VideoError(VideoErrorCode.NotConnected, undefined, { method }, { cause: error }));
      }
    });
  }

  /** Sends a message without waiting for its reply; returns false when not connected. */
  notify(method: string, info: object = {}): boolean {
    const socket = this.socket;
    if (this.disposed || !socket || this.currentState !== 'wsSuccess' || socket.readyState !== SOCKET_OPEN) {
      return false;
    }
    const envelope: RequestEnvelope<object> = { method, info, id: this.nextId(), session: this.session };
    try {
      socket.send(JSON.stringify(envelope));
      return true;
    } catch {
      return false;
    }
  }

  /** Closes the connection on purpose: no reconnect; state `closed`. `connect()` may be called again. */
  close(): void {
    this.cancelReconnect?.();
    this.cancelReconnect = undefined;
    const probe = this.probe;
    this.probe = undefined;
    this.connecting = undefined;
    probe?.cancel();
    const wasConnected = this.socket !== undefined;
    this.detach(new VideoError(VideoErrorCode.NotConnected, VideoMessages.connectionLost));
    this.dropped = false;
    this.setState('closed');
    if (wasConnected) this.emit('disconnected', { willReconnect: false });
  }

  /** Closes the connection, rejects pending requests with 1103 and removes every timer and listener. */
  dispose(): void {
    if (this.disposed) return;
    this.close();
    this.disposed = true;
    this.rejectAll(new VideoError(VideoErrorCode.Disposed));
    this.timers.clear();
    this.removeAllListeners();
  }

  private nextId(): number {
    this.idCounter += 1;
    return this.idCounter;
  }

  private setState(state: ConnectionState): void {
    const previous = this.currentState;
    if (previous === state) return;
    this.currentState = state;
    this.emit('stateChange', { state, previous });
  }

  private open(): Promise<ConnectedInfo> {
    const WebSocketCtor = resolveWebSocket(this.WebSocketCtor);
    if (!WebSocketCtor) {
      const error = new VideoError(VideoErrorCode.NoWebSocket);
      this.setState('wsError');
      this.emit('error', error);
      return Promise.reject(error);
    }
    this.setState('wsPending');
    const probe = probePorts({
      WebSocket: WebSocketCtor,
      host: this.options.host,
      ports: probeOrder(this.options.ports, this.portStore.get()),
      retryDelayMs: this.options.portRetryMs,
      attemptTimeoutMs: this.options.probeTimeoutMs,
      timers: this.timers,
      nextId: () => this.nextId(),
      session: () => this.session,
      onAttempt: (port) => this.emit('probe', { port }),
    });
    this.probe = probe;
    const promise = probe.result.then((found) => {
      if (this.probe !== probe) {
        if (found) discardSocket(found.socket);
        throw new VideoError(this.disposed ? VideoErrorCode.Disposed : VideoErrorCode.Cancelled);
      }
      this.probe = undefined;
      this.connecting = undefined;
      if (found) {
        return this.adopt(found.socket, found.port, found.version, found.session);
      }
      this.portStore.clear();
      if (this.dropped && this.options.autoReconnect && this.scheduleReconnect()) {
        throw new VideoError(VideoErrorCode.Reconnecting);
      }
      const error = new VideoError(VideoErrorCode.PluginNotInstalled);
      this.setState('noPlugin');
      this.emit('error', error);
      throw error;
    });
    this.connecting = promise;
    return promise;
  }

  private adopt(
    socket: SocketLike,
    port: number,
    version: unknown,
    session?: string | number,
  ): ConnectedInfo {
    this.socket = socket;
    this.currentPort = port;
    this.pluginVersion = version;
    if (session !== undefined) this.session = session;
    this.portStore.set(port);
    this.heartbeatMisses = 0;
    this.reconnectAttempts = 0;
    const reconnect = this.dropped;
    this.dropped = false;
    socket.onmessage = (event) => this.handleFrame(socket, event.data);
    socket.onclose = (event) => this.handleDrop(socket, event);
    // An error is always followed by close (which carries the code); make sure it comes.
    socket.onerror = () => {
      try {
        socket.close();
      } catch {
        this.handleDrop(socket, undefined);
      }
    };
    this.stopHeartbeat = this.timers.interval(() => this.beat(), this.options.heartbeatIntervalMs);
    const versionCheck = compareVersion(version, this.options.requiredVersion);
    const info: ConnectedInfo = { port, version, versionCheck, reconnect };
    this.lastInfo = info;
    this.setState('wsSuccess');
    if (versionCheck.status === 'upgrade') this.emit('upgrade', versionCheck);
    this.emit('connected', info);
    return info;
  }

  private handleFrame(socket: SocketLike, data: unknown): void {
    if (socket !== this.socket) return;
    this.heartbeatMisses = 0;
    const message = parseMessage(data);
    if (message.kind === 'reply') {
      const { reply } = message;
      if (reply.session !== undefined) this.session = reply.session;
      const pending = this.pending.get(reply.id);
      if (!pending) return;
      this.pending.delete(reply.id);
      pending.cancelTimer();
      if (reply.code === 0) pending.resolve(reply);
      else pending.reject(replyError(pending.method, reply));
    } else if (message.kind === 'event') {
      this.emit('event', message.event as EventEnvelope<Info>);
    }
  }

  private handleDrop(socket: SocketLike, event: SocketCloseEvent | undefined): void {
    if (socket !== this.socket) return;
    this.detach(new VideoError(VideoErrorCode.NotConnected, VideoMessages.connectionLost));
    this.dropped = true;
    const willReconnect = this.options.autoReconnect && !this.disposed;
    this.setState('wsError');
    const payload: ConnectionEvents['disconnected'] = { willReconnect };
    if (typeof event?.code === 'number') payload.code = event.code;
    if (typeof event?.reason === 'string' && event.reason !== '') payload.reason = event.reason;
    this.emit('disconnected', payload);
    if (willReconnect) this.scheduleReconnect();
  }

  /** Schedules a reconnect; returns false (and does nothing) when attempts are exhausted. */
  private scheduleReconnect(): boolean {
    if (this.reconnectAttempts >= this.options.maxReconnectAttempts) return false;
    this.reconnectAttempts += 1;
    const error = new VideoError(VideoErrorCode.Reconnecting);
    const delayMs = this.options.reconnectDelayMs;
    this.setState('wsError');
    this.cancelReconnect = this.timers.timeout(() => {
      this.cancelReconnect = undefined;
      this.open().catch(noop);
    }, delayMs);
    this.emit('error', error);
    this.emit('reconnecting', { attempt: this.reconnectAttempts, delayMs, error });
    return true;
  }

  private beat(): void {
    if (this.currentState !== 'wsSuccess') return;
    const socket = this.socket;
    this.request(Method.heartbeat, {}, { timeoutMs: this.options.heartbeatIntervalMs }).then(
      () => {
        this.heartbeatMisses = 0;
      },
      (error: unknown) => {
        if (!VideoError.is(error, VideoErrorCode.RequestTimeout) || socket !== this.socket || !socket) return;
        this.heartbeatMisses += 1;
        if (this.heartbeatMisses >= this.options.heartbeatMissLimit) {
          this.handleDrop(socket, { code: 4000, reason: 'heartbeat timeout' });
        }
      },
    );
  }

  private detach(error: VideoError): void {
    this.stopHeartbeat?.();
    this.stopHeartbeat = undefined;
    const socket = this.socket;
    this.socket = undefined;
    this.currentPort = undefined;
    if (socket) discardSocket(socket);
    this.rejectAll(error);
  }

  private rejectAll(error: VideoError): void {
    const pending = [...this.pending.values()];
    this.pending.clear();
    for (const request of pending) {
      request.cancelTimer();
      request.reject(error.withDetail({ method: request.method }));
    }
  }
}
