import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlaybackDirection, RecordSource, WindowType } from '../constants.js';
import type { VideoError } from '../errors.js';
import { Method } from '../protocol.js';
import { connectedClient, flush } from '../testing/harness.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const CHANNEL = { channelId: '1000017$1$0$0', channelName: '仓库东门' };
const RANGE = { startTime: 1_700_000_000, endTime: 1_700_000_300 };

async function playbackWindow() {
  const h = await connectedClient({ openTimeoutMs: 8_000 });
  const win = await h.window({ windowType: WindowType.PlaybackWithReverse });
  const errors: VideoError[] = [];
  win.on('slotError', ({ error }) => errors.push(error));
  /** Answers the last video.playback for `snum` with a result. */
  const notify = (snum: number, result = 0) =>
    h.socket.event(Method.notifyPlayback, { hwnd: win.hwnd, snum, result });
  const fileEnd = (snum: number) => h.socket.event(Method.replay, { hwnd: win.hwnd, snum });
  return { ...h, win, errors, notify, fileEnd };
}

describe('playback', () => {
  it('queries records, plays the first file and sends the full video.playback info', async () => {
    const { win, interfaces, notify, last } = await playbackWindow();
    const open = win.openPlayback({ snum: 0, channel: CHANNEL, ...RANGE });
    await flush();
    expect(interfaces.queryRecord).toHaveBeenCalledWith({
      data: { channelId: CHANNEL.channelId, ...RANGE, recordSource: RecordSource.Auto, streamType: 1 },
    });
    expect(interfaces.playbackByFile).toHaveBeenCalledWith({
      data: {
        channelId: CHANNEL.channelId,
        startTime: RANGE.startTime,
        endTime: RANGE.startTime + 100,
        recordSource: 3,
        ssId: 'ss0',
        fileName: 'file0',
        streamId: 0,
      },
    });
    const info = last(Method.playback).info;
    expect(info).toMatchObject({
      snum: 0,
      path: 'rtsp://10.0.0.1/byfile/file0',
      startTime: RANGE.startTime,
      endTime: RANGE.endTime,
      recordSource: 3,
      playStartTime: RANGE.startTime,
      playEndTime: RANGE.startTime + 100,
      currentPlayTime: RANGE.startTime,
      channelId: CHANNEL.channelId,
      channelName: '仓库东门',
      bBack: 0,
      bContinue: false,
      lastFile: false,
    });
    expect(info.records).toHaveLength(3);
    notify(0);
    await expect(open).resolves.toMatchObject({
      state: 'playing',
      mode: 'playback',
      playback: { recordIndex: 0, recordCount: 3, direction: 0 },
    });
  });

  it('plays forward through every file, then ends with 201 录像已全部播放完成', async () => {
    const { win, notify, fileEnd, network, errors } = await playbackWindow();
    const open = win.openPlayback({ snum: 2, channel: CHANNEL, ...RANGE });
    await flush();
    notify(2);
    await open;
    for (let i = 0; i < 2; i += 1) {
      fileEnd(2);
      await flush();
      notify(2);
      await flush();
    }
    fileEnd(2);
    const plays = network
      .requests(Method.playback)
      .map((r) => [r.info.currentPlayTime, r.info.bContinue, r.info.lastFile]);
    expect(plays).toEqual([
      [RANGE.startTime, false, false],
      [RANGE.startTime + 100, true, false],
      [RANGE.startTime + 200, true, true],
    ]);
    expect(errors.map((e) => [e.code, e.message])).toEqual([[201, '录像已全部播放完成']]);
    expect(win.slot(2)).toMatchObject({ state: 'ended', error: { code: 201 } });
  });

  it('plays backward from the last file to the first, then ends with 201', async () => {
    const { win, notify, fileEnd, network, errors } = await playbackWindow();
    const open = win.openPlayback({
      snum: 0,
      channel: CHANNEL,
      ...RANGE,
      direction: PlaybackDirection.Backward,
    });
    await flush();
    notify(0);
    await open;
    for (let i = 0; i < 2; i += 1) {
      fileEnd(0);
      await flush();
      notify(0);
      await flush();
    }
    fileEnd(0);
    const plays = network
      .requests(Method.playback)
      .map((r) => [r.info.playStartTime, r.info.currentPlayTime, r.info.bBack]);
    expect(plays).toEqual([
      [RANGE.startTime + 200, RANGE.startTime + 300, 1],
      [RANGE.startTime + 100, RANGE.startTime + 200, 1],
      [RANGE.startTime, RANGE.startTime + 100, 1],
    ]);
    expect(errors.map((e) => e.code)).toEqual([201]);
  });

  it('device recordings use playbackByTime and close the video before the next file', async () => {
    const { win, notify, fileEnd, interfaces, network } = await playbackWindow();
    const records = [
      { startTime: 100, endTime: 200, recordSource: 2 },
      { startTime: 200, endTime: 300, recordSource: 2 },
    ];
    const open = win.openPlayback({
      snum: 0,
      channel: CHANNEL,
      startTime: 100,
      endTime: 300,
      records,
      recordSource: RecordSource.Device,
    });
    await flush();
    expect(interfaces.queryRecord).not.toHaveBeenCalled();
    expect(interfaces.playbackByTime).toHaveBeenCalledWith({
      data: { channelId: CHANNEL.channelId, startTime: 100, endTime: 200, recordSource: 2, streamType: 1 },
    });
    notify(0);
    await open;
    fileEnd(0);
    await flush();
    const methods = network
      .requests()
      .map((r) => r.method)
      .filter((m) => m === Method.close || m === Method.playback);
    expect(methods).toEqual([Method.playback, Method.close, Method.playback]);
    expect(network.requests(Method.playback).at(-1)?.info).toMatchObject({
      bContinue: false,
      playStartTime: 200,
    });
  });

  it('seeks inside the range and rejects seeks before the start or after the end with 201', async () => {
    const { win, notify, last } = await playbackWindow();
    const open = win.openPlayback({ snum: 0, channel: CHANNEL, ...RANGE });
    await flush();
    notify(0);
    await open;
    await expect(win.seek(0, RANGE.startTime - 1)).rejects.toMatchObject({
      code: 201,
      message: '当前时间不得小于开始时间',
    });
    await expect(win.seek(0, RANGE.endTime + 1)).rejects.toMatchObject({
      code: 201,
      message: '当前时间不得大于结束时间',
    });
    const seek = win.seek(0, RANGE.startTime + 150);
    await flush();
    expect(last(Method.playback).info).toMatchObject({
      currentPlayTime: RANGE.startTime + 150,
      playStartTime: RANGE.startTime + 100,
    });
    notify(0);
    await expect(seek).resolves.toMatchObject({
      playback: { recordIndex: 1, currentTime: RANGE.startTime + 150 },
    });
  });

  it('handles seeks from the plugin time bar, reporting out-of-range ones as slot errors', async () => {
    const { win, notify, socket, errors, network } = await playbackWindow();
    const open = win.openPlayback({ snum: 0, channel: CHANNEL, ...RANGE });
    await flush();
    notify(0);
    await open;
    socket.event(Method.seekRecord, { hwnd: win.hwnd, snum: 0, seekTime: RANGE.endTime + 60, bBack: 0 });
    await flush();
    expect(errors.map((e) => e.message)).toEqual(['当前时间不得大于结束时间']);
    expect(win.slot(0).state).toBe('playing');
    socket.event(Method.seekRecord, { hwnd: win.hwnd, snum: 0, seekTime: RANGE.startTime + 250, bBack: 1 });
    await flush();
    expect(network.requests(Method.playback).at(-1)?.info).toMatchObject({
      currentPlayTime: RANGE.startTime + 250,
      bBack: 1,
    });
  });

  it('a start time outside the range fails with 201 before anything is sent', async () => {
    const { win, network } = await playbackWindow();
    await expect(
      win.openPlayback({ snum: 0, channel: CHANNEL, ...RANGE, playTime: RANGE.startTime - 5 }),
    ).rejects.toMatchObject({ code: 201 });
    expect(network.requests(Method.playback)).toHaveLength(0);
  });

  it('pauses and resumes with video.playbackChangeState', async () => {
    const { win, notify, last } = await playbackWindow();
    const open = win.openPlayback({ snum: 0, channel: CHANNEL, ...RANGE });
    await flush();
    notify(0);
    await open;
    const pause = win.pause(0);
    await flush();
    await expect(pause).resolves.toMatchObject({ state: 'paused' });
    expect(last(Method.playbackState).info).toMatchObject({ snum: 0, state: 0 });
    const resume = win.resume(0);
    await flush();
    await expect(resume).resolves.toMatchObject({ state: 'playing' });
    expect(last(Method.playbackState).info).toMatchObject({ snum: 0, state: 1 });
  });

  it('fails with 201 when there are no records, 404 for cloud recordings, 207 without interfaces', async () => {
    const { win, interfaces, client } = await playbackWindow();
    interfaces.queryRecord.mockResolvedValueOnce({ records: [] });
    await expect(win.openPlayback({ snum: 0, channel: CHANNEL, ...RANGE })).rejects.toMatchObject({
      code: 201,
      message: '通道 仓库东门 未查询到录像文件',
    });
    await expect(
      win.openPlayback({ snum: 0, channel: CHANNEL, ...RANGE, recordSource: RecordSource.Cloud }),
    ).rejects.toMatchObject({
      code: 404,
      message: '只能播放/下载设备录像和中心录像！',
    });
    interfaces.queryRecord.mockResolvedValueOnce({
      records: [{ startTime: RANGE.startTime, endTime: RANGE.endTime, recordSource: 4 }],
    });
    await expect(win.openPlayback({ snum: 0, channel: CHANNEL, ...RANGE })).rejects.toMatchObject({
      code: 404,
    });
    client.setInterfaces({ queryRecord: undefined, playbackByFile: undefined });
    await expect(
      win.openPlayback({ snum: 0, channel: CHANNEL, ...RANGE, recordSource: RecordSource.Centre }),
    ).rejects.toMatchObject({
      code: 207,
      message: '请通过 request 属性传入 queryRecord、playbackByFile 接口',
    });
  });

  it('pause, resume and seek without a playback fail with 201', async () => {
    const { win } = await playbackWindow();
    await expect(win.pause(0)).rejects.toMatchObject({ code: 201, message: '当前窗口无录像回放' });
    await expect(win.seek(0, 1)).rejects.toMatchObject({ code: 201 });
  });

  it('a failing next file is reported as a slot error', async () => {
    const { win, notify, fileEnd, errors } = await playbackWindow();
    const open = win.openPlayback({ snum: 0, channel: CHANNEL, ...RANGE });
    await flush();
    notify(0);
    await open;
    fileEnd(0);
    await flush();
    notify(0, 10704);
    await flush();
    expect(errors.map((e) => e.code)).toEqual([10704]);
    expect(win.slot(0).state).toBe('error');
  });
});
