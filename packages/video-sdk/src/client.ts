/**
 * The video client: one object a page (or a React video wall) creates, which owns the connection,
 * the plugin login, the plugin windows and the downloads, relays their events, and removes every
 * listener and timer on `dispose()`.
 */
import { type Clock, systemClock } from './clock.js';
import { CAPTURE_TIMEOUT_MS, OPEN_TIMEOUT_MS } from './constants.js';
import { DownloadManager, type DownloadOptions, type DownloadSnapshot } from './download.js';
import { TypedEmitter } from './emitter.js';
import { VideoError, VideoErrorCode } from './errors.js';
import type { HostInterfaces } from './interfaces.js';
import { type LoginCredentials, type LoginEvents, type LoginState, PluginLogin } from './login.js';
import { type EventEnvelope, numberField } from './protocol.js';
import { checkSupport, type SupportResult, type VersionCheck } from './support.js';
import {
  type ConnectedInfo,
  type ConnectionEvents,
  type ConnectionOptions,
  type ConnectionState,
  PluginConnection,
} from './transport/connection.js';
import type { FrameScheduler } from './windows/geometry.js';
import { type CreateWindowOptions, VideoWindow, type WindowHost } from './windows/window.js';

/** Options of {@link createVideoClient}; see also {@link ConnectionOptions}. */
export interface VideoClientOptions extends ConnectionOptions {
  /** Host-supplied interfaces (live address, records, talk). */
  interfaces?: HostInterfaces;
  /**
   * User agent to check (1002 when unsupported). Default `navigator.userAgent` when there is one;
   * `null` skips the check (e.g. in Node).
   */
  userAgent?: string | null;
  /** Page host name, to pick among `|`-separated stream addresses; default `location.hostname`. */
  hostname?: string;
  /** How long plugin login may stay pending; default 15 s. */
  loginTimeoutMs?: number;
  /** How long opening a stream may take before 10705; default 20 s. */
  openTimeoutMs?: number;
  /** How long snapshots and local recordings may take; default 10 s. */
  captureTimeoutMs?: number;
  /** Frame scheduler for geometry tracking; default `requestAnimationFrame`. */
  frameScheduler?: FrameScheduler;
  /** After a reconnect, log in again and recreate windows (reopening live views); default true. */
  restoreOnReconnect?: boolean;
}

/** Events of a {@link VideoClient}. */
export interface VideoClientEvents {
  /** Connection state changed (`wsPending`, `wsSuccess`, `noPlugin`, `wsError`, …). */
  stateChange: ConnectionEvents['stateChange'];
  connected: ConnectedInfo;
  disconnected: ConnectionEvents['disconnected'];
  /** The connection dropped and a reconnect is scheduled (also reported as `error` 1003). */
  reconnecting: ConnectionEvents['reconnecting'];
  /** Client-level failures: 1001–1005, and failures of restoring after a reconnect. */
  error: VideoError;
  /** The installed plugin is older than required. */
  upgrade: VersionCheck;
  loginStateChange: LoginEvents['stateChange'];
  windowCreated: { window: VideoWindow };
  windowDestroyed: { hwnd: number };
  /** A download changed (state or progress). */
  downloadChange: DownloadSnapshot;
  /** Every unsolicited plugin message, as received (for logging). */
  message: EventEnvelope;
  /** A port is about to be probed while looking for the plugin. */
  probe: { port: number };
}

function defaultUserAgent(): string | undefined {
  const navigator = (globalThis as { navigator?: { userAgent?: unknown } }).navigator;
  return typeof navigator?.userAgent === 'string' ? navigator.userAgent : undefined;
}

function defaultHostname(): string | undefined {
  try {
    const location = (globalThis as { location?: { hostname?: unknown } }).location;
    return typeof location?.hostname === 'string' && location.hostname !== '' ? location.hostname : undefined;
  } catch {
    return undefined;
  }
}

/** The video client; create it with {@link createVideoClient}. */
export class VideoClient extends TypedEmitter<VideoClientEvents> {
  /** Browser/OS check result, when a user agent was available. */
  readonly support: SupportResult | undefined;
  private readonly connection: PluginConnection;
  private readonly pluginLogin: PluginLogin;
  private readonly downloadManager: DownloadManager;
  private readonly windowsByHwnd = new Map<number, VideoWindow>();
  private readonly clock: Clock;
  private readonly options: VideoClientOptions;
  private hostInterfaces: HostInterfaces;
  private readonly browserType: number;
  private disposed = false;

  /** @param options see {@link VideoClientOptions} */
  constructor(options: VideoClientOptions = {}) {
    super();
    this.options = options;
    this.clock = options.clock ?? systemClock;
    this.hostInterfaces = { ...options.interfaces };
    const userAgent = options.userAgent === undefined ? defaultUserAgent() : (options.userAgent ?? undefined);
    this.support = userAgent === undefined ? undefined : checkSupport(userAgent);
    this.browserType = this.support && this.support.browserType >= 0 ? this.support.browserType : 1;
    this.connection = new PluginConnection(options);
    this.pluginLogin = new PluginLogin(this.connection, {
      timeoutMs: options.loginTimeoutMs,
      clock: this.clock,
    });
    this.downloadManager = new DownloadManager({
      connection: this.connection,
      interfaces: () => this.hostInterfaces,
      hostname: options.hostname ?? defaultHostname(),
      browserType: this.browserType,
      onChange: (download) => this.emit('downloadChange', download),
    });
    this.connection.on('stateChange', (change) => this.emit('stateChange', change));
    this.connection.on('error', (error) => this.emit('error', error));
    this.connection.on('upgrade', (check) => this.emit('upgrade', check));
    this.connection.on('reconnecting', (payload) => this.emit('reconnecting', payload));
    this.connection.on('event', (event) => this.route(event));
    this.connection.on('probe', (payload) => this.emit('probe', payload));
    this.connection.on('disconnected', (payload) => this.handleDisconnected(payload));
    this.connection.on('connected', (info) => this.handleConnected(info));
    this.pluginLogin.on('stateChange', (change) => this.emit('loginStateChange', change));
  }

  /** Connection state. */
  get state(): ConnectionState {
    return this.connection.state;
  }

  /** Plugin login state. */
  get loginState(): LoginState {
    return this.pluginLogin.state;
  }

  /** Port of the plugin while connected. */
  get port(): number | undefined {
    return this.connection.port;
  }

  /** Installed plugin version, once known. */
  get pluginVersion(): unknown {
    return this.connection.version;
  }

  /** Host interfaces in use. */
  get interfaces(): Readonly<HostInterfaces> {
    return this.hostInterfaces;
  }

  /** Replaces some host interfaces (the others stay). */
  setInterfaces(interfaces: HostInterfaces): void {
    this.hostInterfaces = { ...this.hostInterfaces, ...interfaces };
  }

  /** Plugin windows of this client. */
  windows(): VideoWindow[] {
    return [...this.windowsByHwnd.values()];
  }

  /** Running downloads, then finished ones. */
  downloads(): DownloadSnapshot[] {
    return this.downloadManager.list();
  }

  /**
   * Checks browser and OS (1002), then finds the plugin and connects (1005, 1001).
   * Resolves when connected.
   */
  connect(): Promise<ConnectedInfo> {
    if (this.disposed) return Promise.reject(new VideoError(VideoErrorCode.Disposed));
    if (this.support && !this.support.supported && this.support.error) {
      this.emit('error', this.support.error);
      return Promise.reject(this.support.error);
    }
    return this.connection.connect();
  }

  /** Logs the plugin in (pending → success | error 1004). */
  login(credentials: LoginCredentials): Promise<void> {
    if (this.disposed) return Promise.reject(new VideoError(VideoErrorCode.Disposed));
    return this.pluginLogin.login(credentials);
  }

  /** Creates a plugin window over the given container rectangle. */
  async createWindow(options: CreateWindowOptions): Promise<VideoWindow> {
    if (this.disposed) throw new VideoError(VideoErrorCode.Disposed);
    const window = await VideoWindow.create(this.windowHost(), options);
    if (this.disposed) {
      window.dispose();
      throw new VideoError(VideoErrorCode.Disposed);
    }
    this.windowsByHwnd.set(window.hwnd, window);
    this.emit('windowCreated', { window });
    return window;
  }

  /** Starts a record download; resolves when the file is saved (401 beyond 4 at once). */
  startDownload(options: DownloadOptions): Promise<DownloadSnapshot> {
    if (this.disposed) return Promise.reject(new VideoError(VideoErrorCode.Disposed));
    return this.downloadManager.start(options);
  }

  /**
   * Closes the connection on purpose (no reconnect). Windows are dropped locally (they die with the
   * connection) and emit `destroyed`; running downloads fail. `connect()` may be called again.
   */
  close(): void {
    for (const window of this.windows()) window.dispose();
    this.windowsByHwnd.clear();
    this.connection.close();
  }

  /**
   * Closes everything: windows are dropped (without messages), downloads and pending operations
   * fail with 1103, the connection closes, and every timer and listener is removed.
   */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    const error = new VideoError(VideoErrorCode.Disposed);
    for (const window of this.windows()) window.dispose();
    this.windowsByHwnd.clear();
    this.downloadManager.abortAll(error);
    this.pluginLogin.dispose();
    this.connection.dispose();
    this.removeAllListeners();
  }

  private windowHost(): WindowHost {
    return {
      connection: this.connection,
      interfaces: () => this.hostInterfaces,
      hostname: this.options.hostname ?? defaultHostname(),
      clock: this.clock,
      browserType: this.browserType,
      openTimeoutMs: this.options.openTimeoutMs ?? OPEN_TIMEOUT_MS,
      captureTimeoutMs: this.options.captureTimeoutMs ?? CAPTURE_TIMEOUT_MS,
      ...(this.options.frameScheduler ? { frameScheduler: this.options.frameScheduler } : {}),
      onDestroyed: (window) => {
        if (this.windowsByHwnd.get(window.hwnd) === window) this.windowsByHwnd.delete(window.hwnd);
        if (!this.disposed) this.emit('windowDestroyed', { hwnd: window.hwnd });
      },
      onHwndChange: (window, previous) => {
        if (this.windowsByHwnd.get(previous) === window) this.windowsByHwnd.delete(previous);
        this.windowsByHwnd.set(window.hwnd, window);
      },
    };
  }

  private route(event: EventEnvelope): void {
    this.emit('message', event);
    if (this.pluginLogin.handleEvent(event)) return;
    if (this.downloadManager.handleEvent(event)) return;
    const hwnd = numberField(event.info, 'hwnd');
    if (hwnd !== undefined) {
      this.windowsByHwnd.get(hwnd)?.handleEvent(event);
      return;
    }
    const windows = this.windows();
    if (windows.length === 1) windows[0]?.handleEvent(event);
  }

  private handleDisconnected(payload: ConnectionEvents['disconnected']): void {
    this.emit('disconnected', payload);
    const error = payload.willReconnect
      ? new VideoError(VideoErrorCode.Reconnecting)
      : new VideoError(VideoErrorCode.NotConnected);
    this.pluginLogin.reset(error);
    for (const window of this.windows()) window.handleDisconnect(error);
    this.downloadManager.abortAll(error);
  }

  private handleConnected(info: ConnectedInfo): void {
    this.emit('connected', info);
    if (!info.reconnect || this.options.restoreOnReconnect === false) return;
    const report = (error: unknown): void => {
      if (this.disposed || !VideoError.is(error)) return;
      if (error.code !== VideoErrorCode.Disposed && error.code !== VideoErrorCode.Cancelled)
        this.emit('error', error);
    };
    const credentials = this.pluginLogin.credentials;
    const relogin = credentials ? this.pluginLogin.login(credentials).catch(report) : Promise.resolve();
    void relogin.then(() => Promise.all(this.windows().map((window) => window.recreate().catch(report))));
  }
}

/** Creates a {@link VideoClient}. */
export function createVideoClient(options: VideoClientOptions = {}): VideoClient {
  return new VideoClient(options);
}
