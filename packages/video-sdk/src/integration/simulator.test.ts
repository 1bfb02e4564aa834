/**
 * The client against the simulator over real loopback WebSockets (`ws`).
 */

import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { createVideoClient, type VideoClient, type VideoClientOptions } from '../client.js';
import { type Clock, systemClock } from '../clock.js';
import { PlaybackDirection, WindowType } from '../constants.js';
import type { VideoError } from '../errors.js';
import type { HostInterfaces } from '../interfaces.js';
import { Method } from '../protocol.js';
import { type SimulatorHandle, type SimulatorOptions, startSimulator } from '../simulator/index.js';
import { canListen, freePort } from '../testing/ports.js';
import { createMemoryPortStore } from '../transport/port-store.js';
import type { SlotSnapshot } from '../windows/slots.js';
import type { VideoWindow } from '../windows/window.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const RANGE = { startTime: 1_700_000_000, endTime: 1_700_000_300 };
const CHANNEL = { channelId: '1000017$1$0$0', channelName: '仓库东门', deviceType: 14 };

const interfaces: HostInterfaces = {
  real: async ({ data }) => ({ url: `rtsp://127.0.0.1:9100/live/${data.channelId}`, token: 'tk' }),
  talk: async () => ({ url: 'rtsp://127.0.0.1:9100/talk', session: 's1' }),
  stopTalk: async () => ({}),
  queryRecord: async ({ data }) => ({
    records: [0, 1, 2].map((i) => ({
      startTime: data.startTime + i * 100,
      endTime: data.startTime + i * 100 + 100,
      recordSource: 3,
      recordName: `f${i}`,
    })),
  }),
  playbackByTime: async ({ data }) => ({ url: `rtsp://127.0.0.1:9100/t/${data.startTime}` }),
  playbackByFile: async ({ data }) => ({ url: `rtsp://127.0.0.1:9100/f/${data.fileName}` }),
};

async function simulator(options: SimulatorOptions = {}): Promise<SimulatorHandle> {
  const sim = await startSimulator({ playbackFileMs: 40, downloadStepMs: 10, notifyDelayMs: 1, ...options });
  cleanups.push(() => sim.stop());
  return sim;
}

function client(ports: number[], options: VideoClientOptions = {}): VideoClient {
  const c = createVideoClient({
    WebSocket,
    ports,
    userAgent: null,
    portStore: createMemoryPortStore(),
    interfaces,
    ...options,
  });
  cleanups.push(() => c.dispose());
  return c;
}

async function connectedTo(sim: SimulatorHandle, options: VideoClientOptions = {}) {
  const c = client([sim.port], options);
  await c.connect();
  const win = await c.createWindow({
    windowType: WindowType.PlaybackWithReverse,
    rect: { left: 0, top: 0, width: 1280, height: 720 },
    viewport: { clientAreaWidth: 1920, clientAreaHeight: 1080 },
  });
  return { client: c, win };
}

/** Resolves with the slot once it reaches `state`. */
function slotReaches(win: VideoWindow, snum: number, state: SlotSnapshot['state']): Promise<SlotSnapshot> {
  return new Promise((resolve) => {
    const off = win.on('slotChange', (slot) => {
      if (slot.snum === snum && slot.state === state) {
        off();
        resolve(slot);
      }
    });
  });
}

function nextSlotError(win: VideoWindow): Promise<VideoError> {
  return new Promise((resolve) => win.once('slotError', ({ error }) => resolve(error)));
}

describe('against the simulator on loopback', () => {
  it('connects on the third port of the probe list when the first two are closed', async () => {
    const sim = await simulator();
    const closed = [await freePort(), await freePort()];
    const c = client([...closed, sim.port]);
    const probed: number[] = [];
    const states: string[] = [];
    c.on('stateChange', ({ state }) => states.push(state));
    c.on('probe', ({ port }) => probed.push(port));
    const info = await c.connect();
    expect(info.port).toBe(sim.port);
    expect(c.state).toBe('wsSuccess');
    expect(states).toEqual(['wsPending', 'wsSuccess']);
    expect(sim.stats.connectionsOpened).toBe(1);
    expect(sim.requests(Method.version)).toHaveLength(1);
    expect(probed).toEqual([...closed, sim.port]);
  });

  it('reports noPlugin (1001) when no port answers', async () => {
    const c = client([await freePort(), await freePort()]);
    await expect(c.connect()).rejects.toMatchObject({ code: 1001 });
    expect(c.state).toBe('noPlugin');
  });

  it('logs in, and fails with 1004 when the plugin refuses', async () => {
    const sim = await simulator();
    const c = client([sim.port]);
    await c.connect();
    await c.login({ host: 'evo.example.com', port: 443, username: 'admin', password: 'x' });
    expect(c.loginState).toBe('success');
    sim.setFaults({ refuseLogin: true });
    await expect(
      c.login({ host: 'evo.example.com', port: 443, username: 'admin', password: 'bad' }),
    ).rejects.toMatchObject({
      code: 1004,
      message: '登录失败, 请检查登录信息',
    });
    expect(c.loginState).toBe('error');
  });

  it('opens 64 live windows; the 65th fails with 209', async () => {
    const sim = await simulator();
    const { win } = await connectedTo(sim);
    const slots = await Promise.all(
      Array.from({ length: 64 }, (_, snum) =>
        win.openLive({ snum, channel: { channelId: `ch${snum}$1$0$0` } }),
      ),
    );
    expect(slots.every((slot) => slot.state === 'playing')).toBe(true);
    expect(win.division).toBe(64);
    expect(win.activeSlots()).toHaveLength(64);
    await expect(win.openLive({ snum: 64, channel: CHANNEL })).rejects.toMatchObject({
      code: 209,
      message: '最大只支持64路播放',
    });
    await expect(win.setDivision(65)).rejects.toMatchObject({ code: 209 });
    expect(sim.requests(Method.realmonitor)).toHaveLength(64);
  });

  it('plays forward through three record files, then reports 201', async () => {
    const sim = await simulator();
    const { win } = await connectedTo(sim);
    const complete = nextSlotError(win);
    const indices: number[] = [];
    win.on('slotChange', (slot) => {
      if (slot.state === 'playing' && slot.playback) indices.push(slot.playback.recordIndex);
    });
    await win.openPlayback({ snum: 0, channel: CHANNEL, ...RANGE });
    const error = await complete;
    expect(error).toMatchObject({ code: 201, message: '录像已全部播放完成' });
    expect(indices).toEqual([0, 1, 2]);
    expect(sim.requests(Method.playback).map((r) => r.info.currentPlayTime)).toEqual([
      RANGE.startTime,
      RANGE.startTime + 100,
      RANGE.startTime + 200,
    ]);
    expect(win.slot(0).state).toBe('ended');
  });

  it('plays backward through three record files, then reports 201', async () => {
    const sim = await simulator();
    const { win } = await connectedTo(sim);
    const complete = nextSlotError(win);
    await win.openPlayback({ snum: 3, channel: CHANNEL, ...RANGE, direction: PlaybackDirection.Backward });
    expect(await complete).toMatchObject({ code: 201, message: '录像已全部播放完成' });
    const plays = sim.requests(Method.playback).map((r) => [r.info.playStartTime, r.info.bBack]);
    expect(plays).toEqual([
      [RANGE.startTime + 200, 1],
      [RANGE.startTime + 100, 1],
      [RANGE.startTime, 1],
    ]);
  });

  it('rejects seeks out of range with 201 and seeks within range', async () => {
    const sim = await simulator({ playbackFileMs: 60_000 });
    const { win } = await connectedTo(sim);
    await win.openPlayback({ snum: 0, channel: CHANNEL, ...RANGE });
    await expect(win.seek(0, RANGE.startTime - 1)).rejects.toMatchObject({
      code: 201,
      message: '当前时间不得小于开始时间',
    });
    await expect(win.seek(0, RANGE.endTime + 1)).rejects.toMatchObject({
      code: 201,
      message: '当前时间不得大于结束时间',
    });
    await expect(win.seek(0, RANGE.startTime + 250)).resolves.toMatchObject({
      state: 'playing',
      playback: { recordIndex: 2 },
    });
    await win.pause(0);
    expect(win.slot(0).state).toBe('paused');
    await win.resume(0);
    expect(win.slot(0).state).toBe('playing');
  });

  it('runs 4 downloads at once with progress; the 5th fails with 401', async () => {
    const sim = await simulator({ downloadSteps: 5, downloadStepMs: 20 });
    const { client: c } = await connectedTo(sim);
    const progress = new Map<number, number[]>();
    c.on('downloadChange', (d) => {
      if (d.progress !== undefined) progress.set(d.id, [...(progress.get(d.id) ?? []), d.progress]);
    });
    const running = [0, 1, 2, 3].map((i) => c.startDownload({ channel: { channelId: `c${i}` }, ...RANGE }));
    await expect(c.startDownload({ channel: CHANNEL, ...RANGE })).rejects.toMatchObject({
      code: 401,
      message: '最多支持4路录像同时下载',
    });
    const done = await Promise.all(running);
    expect(done.map((d) => d.state)).toEqual(['done', 'done', 'done', 'done']);
    expect(done.every((d) => d.path?.endsWith('.mp4'))).toBe(true);
    for (const values of progress.values()) expect(values.slice(0, 5)).toEqual([0.2, 0.4, 0.6, 0.8, 1]);
    expect(sim.requests(Method.download)).toHaveLength(4);
  });

  it('fails a download with 142 when the simulator injects it', async () => {
    const sim = await simulator({ faults: { downloadError: 142 } });
    const { client: c } = await connectedTo(sim);
    await expect(c.startDownload({ channel: CHANNEL, ...RANGE })).rejects.toMatchObject({
      code: 142,
      message: 'rtsp断开连接',
    });
  });

  it('fails a live view with 10705 when the simulator times it out', async () => {
    const sim = await simulator({ faults: { realmonitor: 'timeout' } });
    const { win } = await connectedTo(sim);
    await expect(win.openLive({ snum: 0, channel: CHANNEL })).rejects.toMatchObject({
      code: 10705,
      message: '打开视频超时',
    });
    sim.setFaults({ realmonitor: 'fail' });
    await expect(win.openLive({ snum: 1, channel: CHANNEL })).rejects.toMatchObject({ code: 10704 });
    sim.setFaults({ realmonitor: undefined });
    await expect(win.openLive({ snum: 2, channel: CHANNEL })).resolves.toMatchObject({ state: 'playing' });
  });

  it('takes a snapshot (valid JPEG), records locally and talks', async () => {
    const sim = await simulator();
    const { win } = await connectedTo(sim);
    await win.openLive({ snum: 1, channel: CHANNEL });
    const shot = await win.snapshot(1);
    expect([shot.bytes[0], shot.bytes[1], shot.bytes.at(-2), shot.bytes.at(-1)]).toEqual([
      0xff, 0xd8, 0xff, 0xd9,
    ]);
    await win.startLocalRecord(1);
    const record = await win.stopLocalRecord(1);
    expect(record.path).toMatch(/\.mp4$/);
    await win.startTalk(1);
    expect(win.slot(1).talking).toBe(true);
    expect(sim.requests(Method.startTalk)[0]?.info).toMatchObject({
      audioBit: 16,
      sampleRate: 8000,
      talkType: 2,
    });
    await win.stopTalk();
    expect(sim.requests(Method.closeTalk)).toHaveLength(1);
  });

  it('reconnects 3 s after the connection drops and restores the window', async () => {
    const sim = await simulator();
    const delays: number[] = [];
    const recordingClock: Clock = {
      ...systemClock,
      setTimeout: (callback, ms) => {
        delays.push(ms);
        return systemClock.setTimeout(callback, ms);
      },
    };
    const { client: c, win } = await connectedTo(sim, { clock: recordingClock });
    await win.openLive({ snum: 0, channel: CHANNEL });
    const errors: number[] = [];
    c.on('error', (error) => errors.push(error.code));
    const reconnected = new Promise<number>((resolve) => c.once('connected', () => resolve(Date.now())));
    const playingAgain = new Promise<void>((resolve) => {
      win.on('recreated', () => slotReaches(win, 0, 'playing').then(() => resolve()));
    });
    delays.length = 0;
    const droppedAt = Date.now();
    sim.dropConnections();
    const at = await reconnected;
    expect(at - droppedAt).toBeGreaterThanOrEqual(2_900);
    expect(delays).toContain(3_000);
    expect(errors).toEqual([1003]);
    expect(c.state).toBe('wsSuccess');
    expect(sim.stats.connectionsOpened).toBe(2);
    await playingAgain;
    expect(win.slot(0)).toMatchObject({ state: 'playing', channelId: CHANNEL.channelId });
  }, 10_000);

  it('stops cleanly and frees the port', async () => {
    const sim = await startSimulator();
    const c = client([sim.port], { autoReconnect: false });
    await c.connect();
    expect(sim.stats.connectionsActive).toBe(1);
    await sim.stop();
    // The client learns of the close from its socket's own event, which a loaded machine can
    // deliver well after 20 ms: wait for it (bounded) instead of sleeping a fixed time.
    await vi.waitFor(() => expect(c.state).toBe('wsError'), { timeout: 5_000, interval: 10 });
    expect(await canListen(sim.port)).toBe(true);
    const again = await startSimulator({ port: sim.port });
    cleanups.push(() => again.stop());
    expect(again.port).toBe(sim.port);
  });
});
