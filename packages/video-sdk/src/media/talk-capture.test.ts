import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Method } from '../protocol.js';
import { testCardJpeg, toBase64 } from '../simulator/jpeg.js';
import { connectedClient, flush } from '../testing/harness.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

async function playing(deviceType = 14) {
  const h = await connectedClient({ captureTimeoutMs: 4_000 });
  const win = await h.window();
  const open = win.openLive({ snum: 1, channel: { channelId: '1000017$1$0$0', deviceType } });
  await flush();
  h.socket.event(Method.notifyRealmonitor, { hwnd: win.hwnd, snum: 1, result: 0 });
  await open;
  return { ...h, win };
}

describe('talk', () => {
  it('needs a live view (206) and the talk and stopTalk interfaces (207)', async () => {
    const h = await playing();
    await expect(h.win.startTalk(0)).rejects.toMatchObject({ code: 206, message: '当前窗口无实时预览' });
    h.client.setInterfaces({ stopTalk: undefined });
    await expect(h.win.startTalk(1)).rejects.toMatchObject({
      code: 207,
      message: '请通过 request 属性传入 stopTalk 接口',
    });
  });

  it('starts with talk type 2 for device type 14, 16-bit 8000 Hz audio, and stops on both sides', async () => {
    const h = await playing(14);
    const start = h.win.startTalk(1);
    await flush();
    expect(h.interfaces.talk).toHaveBeenCalledWith({
      data: {
        channelId: '1000017$1$0$0',
        deviceCode: '1000017',
        deviceType: 14,
        talkType: 2,
        audioType: 2,
        audioBit: 16,
        sampleRate: 8000,
      },
      snum: 1,
    });
    expect(h.last(Method.startTalk).info).toMatchObject({
      snum: 1,
      path: 'rtsp://10.0.0.1/talk',
      channelId: '1000017$1$0$0',
      audioType: 2,
      audioBit: 16,
      sampleRate: 8000,
      talkType: 2,
    });
    await expect(start).resolves.toMatchObject({ talking: true });
    const stop = h.win.stopTalk();
    await flush();
    await stop;
    expect(h.last(Method.closeTalk).info).toMatchObject({ snum: 0, isAll: true });
    expect(h.interfaces.stopTalk).toHaveBeenCalledWith({
      data: { channelId: '1000017$1$0$0', deviceCode: '1000017', talkType: 2, session: 'talk-session-1' },
      snum: 1,
    });
    expect(h.win.slot(1).talking).toBe(false);
  });

  it('uses talk type 1 for other device types', async () => {
    const h = await playing(2);
    const start = h.win.startTalk(1);
    await flush();
    await start;
    expect(h.last(Method.startTalk).info.talkType).toBe(1);
  });

  it('releases the host session when the plugin closes the talk (talk.close)', async () => {
    const h = await playing();
    const start = h.win.startTalk(1);
    await flush();
    await start;
    h.socket.event(Method.talkClose, { hwnd: h.win.hwnd, wndId: 1 });
    await flush();
    expect(h.interfaces.stopTalk).toHaveBeenCalledTimes(1);
    expect(h.win.slot(1).talking).toBe(false);
  });

  it('starts a talk when the plugin toolbar talk button is pressed (video.notifytalk)', async () => {
    const h = await playing();
    h.socket.event(Method.notifyTalk, { hwnd: h.win.hwnd, snum: 1, bOpen: true, channelId: '1000017$1$0$0' });
    await flush();
    expect(h.network.requests(Method.startTalk)).toHaveLength(1);
    expect(h.win.slot(1).talking).toBe(true);
    h.socket.event(Method.notifyTalk, { hwnd: h.win.hwnd, snum: 1, bOpen: false });
    await flush();
    expect(h.win.slot(1).talking).toBe(false);
  });
});

describe('snapshot', () => {
  it('sends video.snapic and resolves with the JPEG of web.captureCallBack', async () => {
    const h = await playing();
    const snapshots: number[] = [];
    h.win.on('snapshot', ({ snum }) => snapshots.push(snum));
    const shot = h.win.snapshot(1);
    await flush();
    expect(h.last(Method.snapshot).info).toMatchObject({ snum: 1 });
    const jpeg = testCardJpeg(1);
    h.socket.event(Method.captureCallback, { hwnd: h.win.hwnd, snum: 1, PicBuf: toBase64(jpeg) });
    const result = await shot;
    expect(result.bytes).toEqual(jpeg);
    expect(result.mimeType).toBe('image/jpeg');
    expect(snapshots).toEqual([1]);
  });

  it('needs video (206) and times out with 1101', async () => {
    const h = await playing();
    await expect(h.win.snapshot(5)).rejects.toMatchObject({ code: 206 });
    const shot = h.win.snapshot(1);
    const rejection = expect(shot).rejects.toMatchObject({ code: 1101 });
    await vi.advanceTimersByTimeAsync(4_000);
    await rejection;
  });

  it('relays snapshots taken with the plugin toolbar', async () => {
    const h = await playing();
    const snapshots: number[] = [];
    h.win.on('snapshot', ({ snum, bytes }) => snapshots.push(snum, bytes.length));
    h.socket.event(Method.captureCallback, {
      hwnd: h.win.hwnd,
      snum: 1,
      PicBuf: toBase64(Uint8Array.of(1, 2, 3)),
    });
    expect(snapshots).toEqual([1, 3]);
  });
});

describe('local record', () => {
  it('starts with vidoe.localRecord and stops with it again, resolving with the file path', async () => {
    const h = await playing();
    const start = h.win.startLocalRecord(1);
    await flush();
    await start;
    expect(h.win.slot(1).recording).toBe(true);
    expect(h.network.requests('vidoe.localRecord')).toHaveLength(1);
    const stop = h.win.stopLocalRecord(1);
    await flush();
    expect(h.network.requests('vidoe.localRecord')).toHaveLength(2);
    h.socket.event(Method.localRecordFinish, { hwnd: h.win.hwnd, snum: 1, path: 'C:\\rec\\a.mp4' });
    await expect(stop).resolves.toEqual({ snum: 1, path: 'C:\\rec\\a.mp4' });
    expect(h.win.slot(1).recording).toBe(false);
  });

  it('needs video (206) to start and a recording to stop', async () => {
    const h = await playing();
    await expect(h.win.startLocalRecord(0)).rejects.toMatchObject({ code: 206 });
    await expect(h.win.stopLocalRecord(1)).rejects.toMatchObject({
      code: 1106,
      message: '当前窗口未在本地录像',
    });
  });
});
