import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DecodeMode, StreamType } from '../constants.js';
import type { VideoError } from '../errors.js';
import { Method } from '../protocol.js';
import { connectedClient, flush } from '../testing/harness.js';
import type { SlotState } from '../windows/slots.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const CAMERA = { channelId: '1000017$1$0$0', channelName: '仓库东门', deviceType: 14 };

async function liveWindow(options = {}) {
  const h = await connectedClient({ openTimeoutMs: 8_000, hostname: 'video.example.com', ...options });
  const win = await h.window();
  const states: [number, SlotState][] = [];
  const errors: VideoError[] = [];
  win.on('slotChange', (slot) => states.push([slot.snum, slot.state]));
  win.on('slotError', ({ error }) => errors.push(error));
  return { ...h, win, states, errors };
}

describe('live view', () => {
  it('asks the host for the address, grows the division, sends video.realmonitor and plays on result 0', async () => {
    const { win, interfaces, network, socket, states, last } = await liveWindow();
    const open = win.openLive({
      snum: 5,
      channel: CAMERA,
      streamType: StreamType.Sub,
      decodeMode: DecodeMode.Hard,
    });
    await flush();
    expect(interfaces.real).toHaveBeenCalledWith({
      data: { channelId: CAMERA.channelId, streamType: 2, dataType: 1 },
      snum: 5,
    });
    const methods = network.requests().map((r) => r.method);
    expect(methods.indexOf(Method.division)).toBeLessThan(methods.indexOf(Method.realmonitor));
    expect(last(Method.division).info.division).toBe(9);
    expect(last(Method.realmonitor).info).toEqual({
      hwnd: win.hwnd,
      browserType: 1,
      snum: 5,
      path: 'rtsp://10.0.0.1/live/1000017$1$0$0/2?token=tk',
      channelId: CAMERA.channelId,
      channelName: '仓库东门',
      redirect: false,
      camerType: '2',
      decodeMode: 1,
      streamType: 2,
      deviceCode: '1000017',
      deviceType: 14,
      talkType: 2,
    });
    socket.event(Method.notifyRealmonitor, { hwnd: win.hwnd, snum: 5, result: 0 });
    await expect(open).resolves.toMatchObject({
      snum: 5,
      state: 'playing',
      mode: 'live',
      channelId: CAMERA.channelId,
      streamType: 2,
    });
    expect(states).toEqual([
      [5, 'opening'],
      [5, 'playing'],
    ]);
    expect(win.division).toBe(9);
  });

  it('plays a given URL without asking the host', async () => {
    const { win, interfaces, socket, last } = await liveWindow();
    const open = win.openLive({ snum: 0, channel: { channelId: 'x' }, url: 'rtsp://cam/1' });
    await flush();
    expect(interfaces.real).not.toHaveBeenCalled();
    expect(last(Method.realmonitor).info.path).toBe('rtsp://cam/1');
    socket.event(Method.notifyRealmonitor, { hwnd: win.hwnd, snum: 0, result: 0 });
    await open;
  });

  it('fails with 10704 on result 10704 and 10705 on result -405', async () => {
    const { win, socket, errors } = await liveWindow();
    const failed = win.openLive({ snum: 0, channel: CAMERA });
    const timedOut = win.openLive({ snum: 1, channel: CAMERA });
    await flush();
    socket.event(Method.notifyRealmonitor, { hwnd: win.hwnd, snum: 0, result: 10704 });
    socket.event(Method.notifyRealmonitor, { hwnd: win.hwnd, snum: 1, result: -405 });
    await expect(failed).rejects.toMatchObject({ code: 10704, message: '打开视频失败', detail: { snum: 0 } });
    await expect(timedOut).rejects.toMatchObject({
      code: 10705,
      message: '打开视频超时',
      detail: { snum: 1, pluginCode: -405 },
    });
    expect(win.slot(0)).toMatchObject({ state: 'error', error: { code: 10704 } });
    expect(win.slot(1)).toMatchObject({ state: 'error', error: { code: 10705 } });
    expect(errors).toEqual([]);
  });

  it('fails with 10705 when the plugin never reports', async () => {
    const { win } = await liveWindow();
    const open = win.openLive({ snum: 0, channel: CAMERA });
    const rejection = expect(open).rejects.toMatchObject({ code: 10705 });
    await vi.advanceTimersByTimeAsync(7_999);
    expect(win.slot(0).state).toBe('opening');
    await vi.advanceTimersByTimeAsync(1);
    await rejection;
  });

  it('fails with 207 without a real interface or URL, and with 209 / 1106 for bad sub-windows, sending nothing', async () => {
    const { win, client, network } = await liveWindow();
    client.setInterfaces({ real: undefined });
    await expect(win.openLive({ snum: 0, channel: CAMERA })).rejects.toMatchObject({
      code: 207,
      message: '请通过 request 属性传入 real 接口',
    });
    await expect(win.openLive({ snum: 64, channel: CAMERA, url: 'rtsp://x' })).rejects.toMatchObject({
      code: 209,
    });
    await expect(win.openLive({ snum: -1, channel: CAMERA, url: 'rtsp://x' })).rejects.toMatchObject({
      code: 1106,
    });
    expect(network.requests(Method.realmonitor)).toHaveLength(0);
  });

  it('reports a host failure as 1107 and keeps the slot in error', async () => {
    const { win, interfaces } = await liveWindow();
    interfaces.real.mockRejectedValueOnce(new Error('HTTP 502'));
    await expect(win.openLive({ snum: 0, channel: CAMERA })).rejects.toMatchObject({ code: 1107 });
    expect(win.slot(0).state).toBe('error');
  });

  it('a newer open of the same sub-window supersedes the older one (1105)', async () => {
    const { win, socket } = await liveWindow();
    const first = win.openLive({ snum: 0, channel: CAMERA });
    const firstRejection = expect(first).rejects.toMatchObject({ code: 1105 });
    await flush();
    const second = win.openLive({ snum: 0, channel: { channelId: 'other' } });
    await firstRejection;
    await flush();
    socket.event(Method.notifyRealmonitor, { hwnd: win.hwnd, snum: 0, result: 0 });
    await expect(second).resolves.toMatchObject({ channelId: 'other', state: 'playing' });
  });

  it('reopens on video.reopenvideo and gives up with 204 after 3 attempts', async () => {
    const { win, socket, network, errors, interfaces } = await liveWindow();
    const open = win.openLive({ snum: 0, channel: CAMERA });
    await flush();
    socket.event(Method.notifyRealmonitor, { hwnd: win.hwnd, snum: 0, result: 0 });
    await open;
    socket.event(Method.reopenVideo, { hwnd: win.hwnd, snum: 0, count: 1 });
    await flush();
    expect(interfaces.real).toHaveBeenCalledTimes(2);
    expect(network.requests(Method.realmonitor)).toHaveLength(2);
    socket.event(Method.notifyRealmonitor, { hwnd: win.hwnd, snum: 0, result: 0 });
    await flush();
    expect(win.slot(0).state).toBe('playing');
    socket.event(Method.reopenVideo, { hwnd: win.hwnd, snum: 0, count: 3 });
    expect(errors.map((e) => [e.code, e.message])).toEqual([[204, '流异常断开，请重新连接~']]);
    expect(win.slot(0).state).toBe('error');
  });

  it('reports 204 at once for a stream opened from a fixed URL', async () => {
    const { win, socket, errors } = await liveWindow();
    const open = win.openLive({ snum: 0, channel: CAMERA, url: 'rtsp://cam/1' });
    await flush();
    socket.event(Method.notifyRealmonitor, { hwnd: win.hwnd, snum: 0, result: 0 });
    await open;
    socket.event(Method.reopenVideo, { hwnd: win.hwnd, snum: 0, count: 0 });
    expect(errors.map((e) => e.code)).toEqual([204]);
  });

  it('switches main/sub stream when the plugin toolbar asks', async () => {
    const { win, socket, last } = await liveWindow();
    const open = win.openLive({ snum: 0, channel: CAMERA });
    await flush();
    socket.event(Method.notifyRealmonitor, { hwnd: win.hwnd, snum: 0, result: 0 });
    await open;
    socket.event(Method.changeSubstream, { hwnd: win.hwnd, snum: 0, substream: 2 });
    await flush();
    expect(last(Method.realmonitor).info).toMatchObject({
      streamType: 2,
      path: 'rtsp://10.0.0.1/live/1000017$1$0$0/2?token=tk',
    });
  });

  it('picks the stream address on the page host', async () => {
    const { win, interfaces, last } = await liveWindow();
    interfaces.real.mockResolvedValueOnce({
      url: 'rtsp://10.0.0.1/a|rtsp://video.example.com/a',
      token: 'z',
    });
    void win.openLive({ snum: 0, channel: CAMERA }).catch(() => {});
    await flush();
    expect(last(Method.realmonitor).info.path).toBe('rtsp://video.example.com/a?token=z');
  });
});
