/**
 * Test support: an in-memory video plugin behind fake WebSockets, injected into the wall through
 * `clientOptions.WebSocket`. It answers the protocol the way the real plugin does (version,
 * window.create → hwnd, video.realmonitor → reply, then video.notifyrealmonitor with a result;
 * video.playback → video.notifyplayback; snapshots and local records with their events).
 * Messages are delivered in microtasks. Not used by the app.
 */
import {
  createMemoryPortStore,
  type FrameScheduler,
  type SocketCloseEvent,
  type SocketLike,
  type SocketMessageEvent,
  type WebSocketConstructor,
} from '@agrimap/video-sdk';
import { channelIdOf, type VideoWallChannel } from './channels';
import type { VideoWallClientOptions } from './useVideoWall';

/** A request the wall sent to the plugin. */
export interface PluginRequest {
  method: string;
  info: Record<string, unknown>;
  id: number;
}

/**
 * Result the plugin reports for a live view: 0 playing, 10704 failed, -405 timed out,
 * `undefined` never reports (the window stays 加载中).
 */
export type LiveResult = number | undefined;

export class FakePluginSocket implements SocketLike {
  readyState = 0;
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: SocketCloseEvent) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onmessage: ((event: SocketMessageEvent) => void) | null = null;
  readonly port: number;

  constructor(
    readonly url: string,
    private readonly plugin: FakePlugin,
  ) {
    this.port = Number(url.slice(url.lastIndexOf(':') + 1));
  }

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('socket is not open');
    this.plugin.receive(this, JSON.parse(data) as PluginRequest);
  }

  close(): void {
    if (this.readyState >= 2) return;
    this.readyState = 3;
    queueMicrotask(() => this.onclose?.({ code: 1000 }));
  }

  /** Plugin side: sends a JSON message. */
  push(message: object): void {
    if (this.readyState === 1) this.onmessage?.({ data: JSON.stringify(message) });
  }
}

export class FakePlugin {
  /** Ports the plugin listens on; connections to other ports are refused. */
  readonly ports: Set<number>;
  /** Version reported by `common.version`. */
  version = '2311300922';
  /** Whether the plugin answers `common.version` (false: the probe waits and times out). */
  answersVersion = true;
  /** Live result per channel id; default 0 (playing). */
  liveResult: (channelId: string) => LiveResult = () => 0;
  /** Every socket created, in order. */
  readonly sockets: FakePluginSocket[] = [];
  readonly WebSocket: WebSocketConstructor;
  private readonly log: PluginRequest[] = [];
  private readonly recording = new Set<string>();
  private nextHwnd = 1000;

  constructor(ports: readonly number[] = [8000]) {
    this.ports = new Set(ports);
    const plugin = this;
    this.WebSocket = class extends FakePluginSocket {
      constructor(url: string) {
        super(url, plugin);
        plugin.accept(this);
      }
    };
  }

  /** The socket the wall uses now. */
  get current(): FakePluginSocket | undefined {
    return [...this.sockets].reverse().find((socket) => socket.readyState === 1);
  }

  /** Sockets that are not closed. */
  get openSockets(): FakePluginSocket[] {
    return this.sockets.filter((socket) => socket.readyState < 2);
  }

  /** Requests received, optionally of one method. */
  requests(method?: string): PluginRequest[] {
    return method ? this.log.filter((request) => request.method === method) : [...this.log];
  }

  /** Hwnd of the last window created. */
  get hwnd(): number {
    return this.nextHwnd;
  }

  /** Sends an event to the wall (a user action in the plugin window). */
  event(method: string, info: Record<string, unknown>): void {
    this.current?.push({ method, info });
  }

  /** The plugin crashes: the connection breaks and nothing listens any more. */
  crash(): void {
    this.ports.clear();
    for (const socket of this.openSockets) {
      socket.readyState = 3;
      socket.onerror?.({});
      socket.onclose?.({ code: 1006 });
    }
  }

  receive(socket: FakePluginSocket, request: PluginRequest): void {
    this.log.push(request);
    const reply = (data: unknown = {}, code = 0): void =>
      queueMicrotask(() => socket.push({ id: request.id, code, data, session: 'fake-session' }));
    switch (request.method) {
      case 'common.version':
        if (this.answersVersion) reply({ ver: this.version });
        return;
      case 'window.create':
        this.nextHwnd += 1;
        reply({ hwnd: this.nextHwnd });
        return;
      case 'video.realmonitor': {
        reply();
        const result = this.liveResult(String(request.info.channelId));
        const { hwnd, snum } = request.info;
        if (result !== undefined) {
          queueMicrotask(() =>
            queueMicrotask(() =>
              socket.push({ method: 'video.notifyrealmonitor', info: { hwnd, snum, result } }),
            ),
          );
        }
        return;
      }
      case 'video.playback': {
        // Every record file opens at once; the test ends files with `event('web.replay', …)`.
        reply();
        const { hwnd, snum } = request.info;
        queueMicrotask(() =>
          queueMicrotask(() =>
            socket.push({ method: 'video.notifyplayback', info: { hwnd, snum, result: 0 } }),
          ),
        );
        return;
      }
      case 'video.snapic': {
        reply();
        const { hwnd, snum } = request.info;
        queueMicrotask(() =>
          queueMicrotask(() =>
            socket.push({ method: 'web.captureCallBack', info: { hwnd, snum, PicBuf: '/9j/4AAQSkZJRg==' } }),
          ),
        );
        return;
      }
      case 'vidoe.localRecord': {
        // The plugin's method name (sic): the first call starts recording, the second saves it.
        reply();
        const { hwnd, snum } = request.info;
        const key = `${String(hwnd)}:${String(snum)}`;
        if (this.recording.delete(key)) {
          const path = `C:\\DHPlayer\\record\\${String(snum)}.mp4`;
          queueMicrotask(() =>
            queueMicrotask(() =>
              socket.push({ method: 'window.LocalRecordFinish', info: { hwnd, snum, path } }),
            ),
          );
        } else this.recording.add(key);
        return;
      }
      default:
        // Downloads (video.downloadByTime) stay running until the test reports on them.
        reply();
    }
  }

  private accept(socket: FakePluginSocket): void {
    this.sockets.push(socket);
    queueMicrotask(() => {
      if (socket.readyState !== 0) return;
      if (this.ports.has(socket.port)) {
        socket.readyState = 1;
        socket.onopen?.({});
      } else {
        socket.readyState = 3;
        socket.onerror?.({});
        socket.onclose?.({ code: 1006 });
      }
    });
  }
}

/** Frames that never run (the tests that use it do not look at drawn video). */
const NO_FRAMES: FrameScheduler = { request: () => 0, cancel: () => undefined };

/**
 * The wall's client options over `plugin`: its one port 8000, found at once (no retry wait, a
 * short probe, a fresh port store, no user agent) and frames that never run; `extra` overrides.
 */
export function fakeClientOptions(
  plugin: FakePlugin,
  extra: Partial<VideoWallClientOptions> = {},
): VideoWallClientOptions {
  return {
    WebSocket: plugin.WebSocket,
    ports: [8000],
    portRetryMs: 0,
    probeTimeoutMs: 100,
    portStore: createMemoryPortStore(),
    userAgent: null,
    frameScheduler: NO_FRAMES,
    ...extra,
  };
}

/** One channel: 东门 of device 43010400001. */
export const EAST_GATE: VideoWallChannel = {
  channelId: channelIdOf('43010400001', 0),
  channelName: '东门',
  deviceCode: '43010400001',
};
