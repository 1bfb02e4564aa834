/**
 * A Node simulator of the video-player plugin: a real WebSocket server (`ws`) speaking the plugin
 * side of the protocol, with configurable faults. Used by tests, benchmarks and the sandbox.
 */
import { type WebSocket, WebSocketServer } from 'ws';
import { MAX_CONCURRENT_DOWNLOADS, MAX_WINDOWS, PLUGIN_PACKAGE_VERSION, TALK_AUDIO } from '../constants.js';
import {
  type Info,
  Method,
  numberField,
  parseRequest,
  type RequestEnvelope,
  stringField,
} from '../protocol.js';
import { testCardJpeg, toBase64 } from './jpeg.js';

/** Faults the simulator can inject. */
export interface SimulatorFaults {
  /** Login ends with `window.loginServer.notify` result 1. */
  refuseLogin?: boolean;
  /** `video.realmonitor`: `fail` → result 10704, `timeout` → result -405, `silent` → no notification. */
  realmonitor?: 'fail' | 'timeout' | 'silent';
  /** `video.playback`: as for `realmonitor`. */
  playback?: 'fail' | 'timeout' | 'silent';
  /** Downloads fail with this code after their first progress notification. */
  downloadError?: 142 | 135 | 141;
  /** Drop the connection (no reply) when a request with this method arrives. */
  dropOn?: string;
  /** Methods that get no reply at all (e.g. `common.heartbeat`). */
  silentMethods?: readonly string[];
  /** Close every new connection at once. */
  refuseConnections?: boolean;
}

/** Options of {@link startSimulator}. */
export interface SimulatorOptions {
  /** Interface to listen on; default 127.0.0.1. */
  host?: string;
  /** Port; 0 (default) picks a free one. */
  port?: number;
  /** Version reported by `common.version`; default 2311300922. */
  version?: string | number;
  faults?: SimulatorFaults;
  /** How long one record file plays before `web.replay`; default 1000 ms. */
  playbackFileMs?: number;
  /** Progress notifications per download; default 4. */
  downloadSteps?: number;
  /** Delay between download progress notifications; default 50 ms. */
  downloadStepMs?: number;
  /** Delay of status notifications after a reply; default 5 ms. */
  notifyDelayMs?: number;
  /** Requests kept in the log returned by `requests()`; default 2000. */
  logLimit?: number;
}

/** Counters of a running simulator. */
export interface SimulatorStats {
  connectionsOpened: number;
  connectionsActive: number;
  /** Requests received. */
  requests: number;
  /** Replies sent. */
  replies: number;
  /** Events sent. */
  events: number;
  /** Requests received per method. */
  byMethod: Record<string, number>;
}

/** A running simulator. */
export interface SimulatorHandle {
  readonly host: string;
  readonly port: number;
  /** `ws://host:port`. */
  readonly url: string;
  /** Live counters. */
  readonly stats: SimulatorStats;
  /** Closes every connection and the server and frees the port. */
  stop(): Promise<void>;
  /** Changes faults; keys set to undefined clear that fault. */
  setFaults(faults: SimulatorFaults): void;
  /** Current faults. */
  faults(): SimulatorFaults;
  /** Drops every connection now, as a crashing plugin would. */
  dropConnections(): void;
  /** Sends an event to every connection (to simulate user actions in the plugin window). */
  emitEvent(method: string, info: Info): void;
  /** Requests received, oldest first, optionally of one method. */
  requests(method?: string): RequestEnvelope[];
  /** Empties the request log. */
  clearRequests(): void;
}

interface SimSlot {
  kind: 'live' | 'playback';
  channelId: string;
  paused: boolean;
  bBack: number;
  /** Playback: when the current file started playing and how long is left. */
  playStartedAt: number;
  remainingMs: number;
  cancelTimer?: () => void;
  recording: boolean;
}

interface SimWindow {
  hwnd: number;
  windowType: number;
  division: number;
  show: boolean;
  slots: Map<number, SimSlot>;
}

interface SimDownload {
  cancel(): void;
}

interface SimConnection {
  socket: WebSocket;
  session: string;
  windows: Map<number, SimWindow>;
  downloads: Map<number, SimDownload>;
  talking: boolean;
  timers: Set<ReturnType<typeof setTimeout>>;
}

const WINDOW_TYPES: ReadonlySet<number> = new Set([0, 1, 2, 3, 7]);
const NO_OP_METHODS: ReadonlySet<string> = new Set([
  Method.windowChange,
  Method.windowShield,
  Method.windowShow,
  Method.focusBlur,
  Method.windowEnableDrag,
  Method.toolbarButtons,
  Method.toolbarShow,
  Method.windowSelect,
  Method.enableAudio,
]);

/** Starts a simulator; resolves once it listens. */
export async function startSimulator(options: SimulatorOptions = {}): Promise<SimulatorHandle> {
  const host = options.host ?? '127.0.0.1';
  const version = options.version ?? PLUGIN_PACKAGE_VERSION;
  const playbackFileMs = options.playbackFileMs ?? 1000;
  const downloadSteps = Math.max(1, options.downloadSteps ?? 4);
  const downloadStepMs = options.downloadStepMs ?? 50;
  const notifyDelayMs = options.notifyDelayMs ?? 5;
  const logLimit = options.logLimit ?? 2000;
  let faults: SimulatorFaults = { ...options.faults };
  let nextHwnd = 1000;
  let nextSession = 1;
  let stopped = false;
  const connections = new Set<SimConnection>();
  const log: RequestEnvelope[] = [];
  const stats: SimulatorStats = {
    connectionsOpened: 0,
    connectionsActive: 0,
    requests: 0,
    replies: 0,
    events: 0,
    byMethod: {},
  };

  const server = new WebSocketServer({ host, port: options.port ?? 0 });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', () => resolve());
    server.once('error', reject);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 0);

  const later = (conn: SimConnection, fn: () => void, ms: number): (() => void) => {
    const timer = setTimeout(() => {
      conn.timers.delete(timer);
      fn();
    }, ms);
    conn.timers.add(timer);
    return () => {
      clearTimeout(timer);
      conn.timers.delete(timer);
    };
  };

  const send = (conn: SimConnection, message: object): void => {
    if (conn.socket.readyState !== conn.socket.OPEN) return;
    conn.socket.send(JSON.stringify(message));
  };

  const reply = (
    conn: SimConnection,
    request: RequestEnvelope,
    code = 0,
    data: unknown = {},
    message?: string,
  ): void => {
    stats.replies += 1;
    send(conn, { id: request.id, code, data, session: conn.session, ...(message ? { message } : {}) });
  };

  const event = (conn: SimConnection, method: string, info: Info): void => {
    stats.events += 1;
    send(conn, { method, info });
  };

  const clearSlot = (slot: SimSlot | undefined): void => {
    slot?.cancelTimer?.();
    if (slot) slot.cancelTimer = undefined;
  };

  const dropConnection = (conn: SimConnection): void => {
    for (const timer of conn.timers) clearTimeout(timer);
    conn.timers.clear();
    conn.socket.terminate();
  };

  const scheduleFileEnd = (conn: SimConnection, window: SimWindow, snum: number, slot: SimSlot): void => {
    clearSlot(slot);
    slot.playStartedAt = Date.now();
    slot.cancelTimer = later(
      conn,
      () => {
        slot.cancelTimer = undefined;
        if (window.slots.get(snum) !== slot) return;
        event(conn, Method.replay, { hwnd: window.hwnd, snum, bBack: slot.bBack, channelId: slot.channelId });
      },
      slot.remainingMs,
    );
  };

  const openStatus = (fault: SimulatorFaults['realmonitor']): number | undefined => {
    if (fault === 'silent') return undefined;
    if (fault === 'fail') return 10704;
    if (fault === 'timeout') return -405;
    return 0;
  };

  const handleWindowRequest = (conn: SimConnection, request: RequestEnvelope, window: SimWindow): void => {
    const { info } = request;
    const snum = numberField(info, 'snum') ?? 0;
    switch (request.method) {
      case Method.windowDestroy:
        for (const slot of window.slots.values()) clearSlot(slot);
        conn.windows.delete(window.hwnd);
        reply(conn, request);
        return;
      case Method.division: {
        const division = numberField(info, 'division') ?? 1;
        if (division < 1 || division > MAX_WINDOWS) {
          reply(conn, request, 209, {}, '最大只支持64路播放');
          return;
        }
        window.division = division;
        reply(conn, request);
        return;
      }
      case Method.realmonitor: {
        if (snum >= MAX_WINDOWS) {
          reply(conn, request, 209, {}, '最大只支持64路播放');
          return;
        }
        if (!stringField(info, 'path')) {
          reply(conn, request, -1, {}, 'path required');
          return;
        }
        clearSlot(window.slots.get(snum));
        window.slots.set(snum, {
          kind: 'live',
          channelId: stringField(info, 'channelId') ?? '',
          paused: false,
          bBack: 0,
          playStartedAt: 0,
          remainingMs: 0,
          recording: false,
        });
        reply(conn, request);
        const result = openStatus(faults.realmonitor);
        if (result !== undefined) {
          later(
            conn,
            () => event(conn, Method.notifyRealmonitor, { hwnd: window.hwnd, snum, result }),
            notifyDelayMs,
          );
        }
        return;
      }
      case Method.playback: {
        if (snum >= MAX_WINDOWS) {
          reply(conn, request, 209, {}, '最大只支持64路播放');
          return;
        }
        clearSlot(window.slots.get(snum));
        const slot: SimSlot = {
          kind: 'playback',
          channelId: stringField(info, 'channelId') ?? '',
          paused: false,
          bBack: numberField(info, 'bBack') ?? 0,
          playStartedAt: 0,
          remainingMs: playbackFileMs,
          recording: false,
        };
        window.slots.set(snum, slot);
        reply(conn, request);
        const result = openStatus(faults.playback);
        if (result === undefined) return;
        later(
          conn,
          () => {
            if (window.slots.get(snum) !== slot) return;
            event(conn, Method.notifyPlayback, { hwnd: window.hwnd, snum, result });
            if (result === 0) scheduleFileEnd(conn, window, snum, slot);
          },
          notifyDelayMs,
        );
        return;
      }
      case Method.playbackState: {
        const slot = window.slots.get(snum);
        if (slot?.kind !== 'playback') {
          reply(conn, request, -1, {}, 'no playback');
          return;
        }
        const state = numberField(info, 'state');
        if (state === 0 && !slot.paused) {
          slot.paused = true;
          if (slot.cancelTimer) {
            slot.remainingMs = Math.max(0, slot.remainingMs - (Date.now() - slot.playStartedAt));
            clearSlot(slot);
          }
        } else if (state === 1 && slot.paused) {
          slot.paused = false;
          scheduleFileEnd(conn, window, snum, slot);
        }
        reply(conn, request);
        return;
      }
      case Method.close: {
        if (info.isAll === true) {
          for (const slot of window.slots.values()) clearSlot(slot);
          window.slots.clear();
        } else {
          clearSlot(window.slots.get(snum));
          window.slots.delete(snum);
        }
        reply(conn, request);
        return;
      }
      case Method.startTalk: {
        const slot = window.slots.get(snum);
        if (slot?.kind !== 'live') {
          reply(conn, request, -1, {}, 'no live view');
          return;
        }
        if (
          numberField(info, 'audioBit') !== TALK_AUDIO.audioBit ||
          numberField(info, 'sampleRate') !== TALK_AUDIO.sampleRate
        ) {
          reply(conn, request, -1, {}, 'unsupported audio format');
          return;
        }
        conn.talking = true;
        reply(conn, request);
        return;
      }
      case Method.closeTalk:
        conn.talking = false;
        reply(conn, request);
        return;
      case Method.snapshot: {
        if (!window.slots.has(snum)) {
          reply(conn, request, -1, {}, 'no video');
          return;
        }
        reply(conn, request);
        later(
          conn,
          () =>
            event(conn, Method.captureCallback, {
              hwnd: window.hwnd,
              snum,
              PicBuf: toBase64(testCardJpeg(snum)),
            }),
          notifyDelayMs,
        );
        return;
      }
      case Method.localRecord: {
        const slot = window.slots.get(snum);
        if (!slot) {
          reply(conn, request, -1, {}, 'no video');
          return;
        }
        slot.recording = !slot.recording;
        reply(conn, request);
        if (!slot.recording) {
          const path = `C:\\DHPlayer\\record\\${slot.channelId || 'video'}_${snum}_${Date.now()}.mp4`;
          later(
            conn,
            () => event(conn, Method.localRecordFinish, { hwnd: window.hwnd, snum, path }),
            notifyDelayMs,
          );
        }
        return;
      }
      default:
        if (NO_OP_METHODS.has(request.method)) {
          if (request.method === Method.windowShow) window.show = info.show !== false;
          reply(conn, request);
          return;
        }
        reply(conn, request, -1, {}, `unknown method ${request.method}`);
    }
  };

  const handleDownload = (conn: SimConnection, request: RequestEnvelope): void => {
    const slot = numberField(request.info, 'snum') ?? 0;
    if (conn.downloads.size >= MAX_CONCURRENT_DOWNLOADS || conn.downloads.has(slot)) {
      reply(conn, request, 401, {}, '最多支持4路录像同时下载');
      return;
    }
    if (!stringField(request.info, 'url')) {
      reply(conn, request, -1, {}, 'url required');
      return;
    }
    const start = numberField(request.info, 'startTime') ?? 0;
    const end = numberField(request.info, 'endTime') ?? start + 60;
    const totalSize = Math.max(1, end - start) * 4096;
    const failWith = faults.downloadError;
    let step = 0;
    let cancelTimer: () => void = () => {};
    const tick = (): void => {
      step += 1;
      event(conn, Method.downloadProgress, {
        snum: slot,
        size: Math.round((totalSize * step) / downloadSteps),
        totalSize,
      });
      if (failWith !== undefined) {
        conn.downloads.delete(slot);
        event(conn, Method.download, { snum: slot, errCode: failWith });
        return;
      }
      if (step >= downloadSteps) {
        conn.downloads.delete(slot);
        const channelId = stringField(request.info, 'channelId') ?? 'video';
        event(conn, Method.downloadResult, {
          snum: slot,
          path: `C:\\DHPlayer\\download\\${channelId}_${start}_${end}.mp4`,
        });
        return;
      }
      cancelTimer = later(conn, tick, downloadStepMs);
    };
    conn.downloads.set(slot, { cancel: () => cancelTimer() });
    reply(conn, request);
    cancelTimer = later(conn, tick, downloadStepMs);
  };

  const handleRequest = (conn: SimConnection, request: RequestEnvelope): void => {
    stats.requests += 1;
    stats.byMethod[request.method] = (stats.byMethod[request.method] ?? 0) + 1;
    log.push(request);
    if (log.length > logLimit) log.shift();
    if (faults.dropOn === request.method) {
      dropConnection(conn);
      return;
    }
    if (faults.silentMethods?.includes(request.method)) return;
    const { info } = request;
    switch (request.method) {
      case Method.version:
        reply(conn, request, 0, { ver: String(version) });
        return;
      case Method.heartbeat:
        reply(conn, request);
        return;
      case Method.login: {
        reply(conn, request, 0, { code: 3 });
        const result = faults.refuseLogin ? 1 : 0;
        later(conn, () => event(conn, Method.loginNotify, { result }), notifyDelayMs);
        return;
      }
      case Method.windowCreate: {
        const windowType = numberField(info, 'windowType') ?? 0;
        const division = numberField(info, 'num') ?? 1;
        if (!WINDOW_TYPES.has(windowType)) {
          reply(conn, request, -1, {}, 'bad windowType');
          return;
        }
        if (division < 1 || division > MAX_WINDOWS) {
          reply(conn, request, 209, {}, '最大只支持64路播放');
          return;
        }
        nextHwnd += 1;
        const hwnd = nextHwnd;
        conn.windows.set(hwnd, { hwnd, windowType, division, show: true, slots: new Map() });
        reply(conn, request, 0, { hwnd });
        return;
      }
      case Method.download:
        handleDownload(conn, request);
        return;
      default: {
        const hwnd = numberField(info, 'hwnd');
        const window = hwnd === undefined ? undefined : conn.windows.get(hwnd);
        if (!window) {
          reply(conn, request, -1, {}, 'window not found');
          return;
        }
        handleWindowRequest(conn, request, window);
      }
    }
  };

  server.on('connection', (socket) => {
    if (stopped || faults.refuseConnections) {
      socket.close(1013, 'refused');
      return;
    }
    const conn: SimConnection = {
      socket,
      session: `sim-${nextSession++}`,
      windows: new Map(),
      downloads: new Map(),
      talking: false,
      timers: new Set(),
    };
    connections.add(conn);
    stats.connectionsOpened += 1;
    stats.connectionsActive += 1;
    socket.on('message', (data, isBinary) => {
      if (isBinary) return;
      const request = parseRequest(data.toString());
      if (request) handleRequest(conn, request);
    });
    socket.on('close', () => {
      for (const timer of conn.timers) clearTimeout(timer);
      conn.timers.clear();
      if (connections.delete(conn)) stats.connectionsActive -= 1;
    });
    socket.on('error', () => {
      // A reset connection also emits 'close', which does the cleanup.
    });
  });

  return {
    host,
    port,
    url: `ws://${host}:${port}`,
    stats,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      for (const conn of connections) dropConnection(conn);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    setFaults: (next) => {
      faults = { ...faults, ...next };
      for (const key of Object.keys(faults) as (keyof SimulatorFaults)[]) {
        if (faults[key] === undefined) delete faults[key];
      }
    },
    faults: () => ({ ...faults }),
    dropConnections: () => {
      for (const conn of [...connections]) dropConnection(conn);
    },
    emitEvent: (method, info) => {
      for (const conn of connections) event(conn, method, info);
    },
    requests: (method) => (method ? log.filter((request) => request.method === method) : [...log]),
    clearRequests: () => {
      log.length = 0;
    },
  };
}
