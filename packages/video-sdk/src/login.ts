/**
 * Plugin login (`window.loginServer`): none → pending → success | error (1004).
 *
 * The plugin acknowledges the request, then reports the outcome either in the reply's `data.code`,
 * in a `window.loginServer` event (`code` 0/3 pending, 1/2 success, 4 error) or in a
 * `window.loginServer.notify` event (`result` 0 success, else error).
 */
import { type Clock, systemClock, TimerGroup } from './clock.js';
import { LOGIN_TIMEOUT_MS } from './constants.js';
import { TypedEmitter } from './emitter.js';
import { VideoError, VideoErrorCode } from './errors.js';
import { type EventEnvelope, Method, numberField } from './protocol.js';
import type { PluginConnection } from './transport/connection.js';

/** Login states (SPEC §4) plus `none` before any login. */
export type LoginState = 'none' | 'pending' | 'success' | 'error';

/** Credentials of the platform the plugin logs in to. */
export interface LoginCredentials {
  host: string;
  port: number | string;
  username: string;
  password: string;
}

/** Events of {@link PluginLogin}. */
export interface LoginEvents {
  stateChange: { state: LoginState; previous: LoginState; error?: VideoError };
}

/** Settings of {@link PluginLogin}. */
export interface LoginOptions {
  /** How long the login may stay pending; default 15 s. */
  timeoutMs?: number;
  clock?: Clock;
}

/** Maps a `window.loginServer` status code to a login state (undefined: unknown code). */
export function loginStateOfCode(code: number): LoginState | undefined {
  switch (code) {
    case 0:
    case 3:
      return 'pending';
    case 1:
    case 2:
      return 'success';
    case 4:
      return 'error';
    default:
      return undefined;
  }
}

interface Waiter {
  resolve(): void;
  reject(error: VideoError): void;
}

/** The login state machine; see the module comment. */
export class PluginLogin extends TypedEmitter<LoginEvents> {
  private readonly connection: PluginConnection;
  private readonly timers: TimerGroup;
  private readonly timeoutMs: number;
  private currentState: LoginState = 'none';
  private waiter: Waiter | undefined;
  private cancelTimeout: (() => void) | undefined;
  private lastCredentials: LoginCredentials | undefined;
  private pendingCredentials: LoginCredentials | undefined;

  /**
   * @param connection connection the login is sent on
   * @param options timeout and clock
   */
  constructor(connection: PluginConnection, options: LoginOptions = {}) {
    super();
    this.connection = connection;
    this.timers = new TimerGroup(options.clock ?? systemClock);
    this.timeoutMs = options.timeoutMs ?? LOGIN_TIMEOUT_MS;
  }

  /** Current login state. */
  get state(): LoginState {
    return this.currentState;
  }

  /** Credentials of the last successful login, for logging in again after a reconnect. */
  get credentials(): LoginCredentials | undefined {
    return this.lastCredentials;
  }

  /**
   * Logs the plugin in. Resolves on success; rejects with 1004 on refusal or timeout,
   * 1102 when not connected, 1105 when a newer login replaced this one.
   */
  login(credentials: LoginCredentials): Promise<void> {
    this.settle(new VideoError(VideoErrorCode.Cancelled));
    this.pendingCredentials = { ...credentials };
    const promise = new Promise<void>((resolve, reject) => {
      this.waiter = { resolve, reject };
    });
    this.setState('pending');
    this.cancelTimeout = this.timers.timeout(
      () => this.fail(new VideoError(VideoErrorCode.LoginFailed)),
      this.timeoutMs,
    );
    const waiter = this.waiter;
    this.connection
      .request<{ code?: unknown }>(Method.login, {
        host: credentials.host,
        port: String(credentials.port),
        username: credentials.username,
        password: credentials.password,
      })
      .then(
        (reply) => {
          if (this.waiter !== waiter) return;
          const code = typeof reply.data?.code === 'number' ? reply.data.code : undefined;
          const state = code === undefined ? undefined : loginStateOfCode(code);
          if (state === 'success') this.succeed();
          else if (state === 'error')
            this.fail(new VideoError(VideoErrorCode.LoginFailed, undefined, { pluginCode: code }));
        },
        (error: unknown) => {
          if (this.waiter !== waiter) return;
          if (
            VideoError.is(error, VideoErrorCode.NotConnected) ||
            VideoError.is(error, VideoErrorCode.Disposed)
          ) {
            this.fail(error);
            return;
          }
          const pluginCode = VideoError.is(error) ? error.detail.pluginCode : undefined;
          this.fail(
            new VideoError(
              VideoErrorCode.LoginFailed,
              undefined,
              { method: Method.login, pluginCode },
              { cause: error },
            ),
          );
        },
      );
    return promise;
  }

  /** Handles `window.loginServer` and `window.loginServer.notify` events; returns whether it did. */
  handleEvent(event: EventEnvelope): boolean {
    if (event.method === Method.login) {
      const code = numberField(event.info, 'code');
      const state = code === undefined ? undefined : loginStateOfCode(code);
      if (state === 'success') this.succeed();
      else if (state === 'error')
        this.fail(new VideoError(VideoErrorCode.LoginFailed, undefined, { pluginCode: code }));
      return true;
    }
    if (event.method === Method.loginNotify) {
      const result = numberField(event.info, 'result');
      if (result === 0) this.succeed();
      else this.fail(new VideoError(VideoErrorCode.LoginFailed, undefined, { pluginCode: result }));
      return true;
    }
    return false;
  }

  /** Forgets the login state (after a disconnect); a pending login fails with `error`. */
  reset(error: VideoError = new VideoError(VideoErrorCode.NotConnected)): void {
    if (this.currentState === 'pending') this.fail(error);
    this.setState('none');
  }

  /** Rejects a pending login with 1103, clears timers and listeners. */
  dispose(): void {
    this.settle(new VideoError(VideoErrorCode.Disposed));
    this.timers.clear();
    this.removeAllListeners();
  }

  private succeed(): void {
    if (this.currentState !== 'pending') return;
    const waiter = this.waiter;
    this.waiter = undefined;
    this.cancelTimeout?.();
    this.lastCredentials = this.pendingCredentials;
    this.setState('success');
    waiter?.resolve();
  }

  private fail(error: VideoError): void {
    if (this.currentState !== 'pending') return;
    const waiter = this.waiter;
    this.waiter = undefined;
    this.cancelTimeout?.();
    if (
      !VideoError.is(error, VideoErrorCode.NotConnected) &&
      !VideoError.is(error, VideoErrorCode.Reconnecting)
    ) {
      this.lastCredentials = undefined;
    }
    this.setState('error', error);
    waiter?.reject(error);
  }

  private settle(error: VideoError): void {
    const waiter = this.waiter;
    this.waiter = undefined;
    this.cancelTimeout?.();
    waiter?.reject(error);
  }

  private setState(state: LoginState, error?: VideoError): void {
    const previous = this.currentState;
    if (previous === state) return;
    this.currentState = state;
    this.emit('stateChange', error ? { state, previous, error } : { state, previous });
  }
}
