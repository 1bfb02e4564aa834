import type { HostInterfaces, PlaybackByFileParams, QueryRecordParams, RecordFile } from '@agrimap/video-sdk';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EAST_GATE, FakePlugin, fakeClientOptions } from './fake-plugin';
import { neighbourRecord, sortedRecords } from './PlaybackPanel';
import { VideoWall } from './VideoWall';

const DAY = dayjs().startOf('day').unix();

/** `count` record files of 10 minutes, 20 minutes apart, from the start of today (centre recordings). */
function files(count: number): RecordFile[] {
  return Array.from({ length: count }, (_, i) => ({
    startTime: DAY + i * 1200,
    endTime: DAY + i * 1200 + 600,
    recordSource: 3,
    recordName: `43010400001_1_${DAY + i * 1200}.dav`,
  }));
}

function setup(records: RecordFile[]) {
  const plugin = new FakePlugin([8000]);
  const queryRecord = vi.fn(async (_params: QueryRecordParams) => ({ records }));
  const playbackByFile = vi.fn(async (_params: PlaybackByFileParams) => ({
    url: 'rtsp://10.43.1.20:554/record/x.dav',
  }));
  const interfaces: HostInterfaces = { queryRecord, playbackByFile };
  render(
    <VideoWall
      mode="playback"
      interfaces={interfaces}
      channels={[EAST_GATE]}
      clientOptions={fakeClientOptions(plugin)}
    />,
  );
  return { plugin, queryRecord, playbackByFile };
}

function stateOf(n: number): string {
  return (
    screen.getByRole('listitem', { name: `窗口 ${n}` }).querySelector('.video-wall-window-state')
      ?.textContent ?? ''
  );
}

/** The plugin reports the end of the file playing in window 1. */
function endOfFile(plugin: FakePlugin) {
  act(() => plugin.event('web.replay', { hwnd: plugin.hwnd, snum: 0, bBack: 0 }));
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 404 })),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('record files', () => {
  it('are played in time order; previous / next stop at either end', () => {
    const [a, b, c] = files(3) as [RecordFile, RecordFile, RecordFile];
    expect(sortedRecords([c, a, b, { ...a, endTime: a.startTime }])).toEqual([a, b, c]);
    expect(neighbourRecord([a, b, c], 1, 1)).toBe(c);
    expect(neighbourRecord([a, b, c], 1, -1)).toBe(a);
    expect(neighbourRecord([a, b, c], 2, 1)).toBeUndefined();
    expect(neighbourRecord([a, b, c], 0, -1)).toBeUndefined();
  });
});

describe('<VideoWall mode="playback">', { timeout: 30_000 }, () => {
  // The panel offers today from 00:00 until now, and the files start at 00:00, 00:20 and 00:40:
  // the clock reads noon so that all of them lie in that range whenever the suite runs (shortly
  // after midnight the later ones would still be in the future and rightly not played).
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(dayjs.unix(DAY).add(12, 'hour').toDate());
  });
  afterEach(() => vi.useRealTimers());

  it('creates a playback window that can play backwards', async () => {
    const { plugin } = setup(files(3));
    await waitFor(() => expect(plugin.requests('window.create')).toHaveLength(1));
    expect(plugin.requests('window.create')[0]?.info.windowType).toBe(7);
    expect(plugin.requests('video.realmonitor')).toHaveLength(0);
  });

  it('lists the record files of the range', async () => {
    const { queryRecord } = setup(files(3));
    fireEvent.click(await screen.findByRole('button', { name: '查询录像' }));
    expect(await screen.findByText('共 3 段录像')).toBeTruthy();
    const table = screen.getByRole('region', { name: '录像文件' });
    expect(within(table).getAllByRole('button', { name: '下载' })).toHaveLength(3);
    expect(within(table).getByText(dayjs.unix(DAY + 1200).format('YYYY-MM-DD HH:mm:ss'))).toBeTruthy();
    expect(within(table).getAllByText('中心录像')).toHaveLength(3);
    expect(queryRecord.mock.calls[0]?.[0].data).toMatchObject({
      channelId: '43010400001$1$0$0',
      startTime: DAY,
    });
  });

  it('plays forward through every file to 全部录像已播放完毕', async () => {
    const { plugin, playbackByFile } = setup(files(3));
    await waitFor(() => expect(plugin.requests('window.create')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: '回放' }));
    await waitFor(() => expect(stateOf(1)).toBe('播放中 · 第 1/3 段'));
    endOfFile(plugin);
    await waitFor(() => expect(stateOf(1)).toBe('播放中 · 第 2/3 段'));
    endOfFile(plugin);
    await waitFor(() => expect(stateOf(1)).toBe('播放中 · 第 3/3 段'));
    endOfFile(plugin);
    await waitFor(() => expect(stateOf(1)).toBe('全部录像已播放完毕'));
    expect(playbackByFile.mock.calls.map(([p]) => p?.data.fileName)).toEqual(
      files(3).map((f) => f.recordName),
    );
    expect(plugin.requests('video.playback').map((r) => r.info.bBack)).toEqual([0, 0, 0]);
  });

  it('goes to the previous and next file, pauses and resumes', async () => {
    const { plugin } = setup(files(3));
    await waitFor(() => expect(plugin.requests('window.create')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: '回放' }));
    await waitFor(() => expect(stateOf(1)).toBe('播放中 · 第 1/3 段'));
    fireEvent.click(screen.getByRole('button', { name: '上一段' }));
    expect(await screen.findByText('已是第一段录像')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '下一段' }));
    await waitFor(() => expect(stateOf(1)).toBe('播放中 · 第 2/3 段'));
    fireEvent.click(screen.getByRole('button', { name: '下一段' }));
    await waitFor(() => expect(stateOf(1)).toBe('播放中 · 第 3/3 段'));
    fireEvent.click(screen.getByRole('button', { name: '下一段' }));
    expect(await screen.findByText('已是最后一段录像')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '上一段' }));
    await waitFor(() => expect(stateOf(1)).toBe('播放中 · 第 2/3 段'));
    fireEvent.click(screen.getByRole('button', { name: '暂停' }));
    await waitFor(() => expect(stateOf(1)).toBe('已暂停 · 第 2/3 段'));
    expect(plugin.requests('video.playbackChangeState').at(-1)?.info.state).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: '继续' }));
    await waitFor(() => expect(stateOf(1)).toBe('播放中 · 第 2/3 段'));
  });

  it('plays backwards from the end', async () => {
    const { plugin } = setup(files(3));
    await waitFor(() => expect(plugin.requests('window.create')).toHaveLength(1));
    fireEvent.click(screen.getByText('倒放'));
    fireEvent.click(screen.getByRole('button', { name: '回放' }));
    await waitFor(() => expect(stateOf(1)).toBe('播放中 · 第 3/3 段'));
    act(() => plugin.event('web.replay', { hwnd: plugin.hwnd, snum: 0, bBack: 1 }));
    await waitFor(() => expect(stateOf(1)).toBe('播放中 · 第 2/3 段'));
    expect(plugin.requests('video.playback').map((r) => r.info.bBack)).toEqual([1, 1]);
  });

  it('refuses a jump outside the range with the player message', async () => {
    const { plugin } = setup(files(3));
    await waitFor(() => expect(plugin.requests('window.create')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: '回放' }));
    await waitFor(() => expect(stateOf(1)).toBe('播放中 · 第 1/3 段'));
    const seek = screen.getByPlaceholderText('跳转时间');
    fireEvent.mouseDown(seek);
    fireEvent.focus(seek);
    fireEvent.change(seek, { target: { value: dayjs.unix(DAY - 3600).format('YYYY-MM-DD HH:mm:ss') } });
    fireEvent.keyDown(seek, { key: 'Enter', code: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: '跳转' }));
    expect(await screen.findByText('当前时间不得小于开始时间')).toBeTruthy();
    expect(stateOf(1)).toBe('播放中 · 第 1/3 段');
  });

  it('downloads with progress, at most 4 at once', async () => {
    const { plugin } = setup(files(5));
    fireEvent.click(await screen.findByRole('button', { name: '查询录像' }));
    await screen.findByText('共 5 段录像');
    await waitFor(() => expect(plugin.requests('window.create')).toHaveLength(1));
    const buttons = within(screen.getByRole('region', { name: '录像文件' })).getAllByRole('button', {
      name: '下载',
    });
    for (const button of buttons.slice(0, 4)) fireEvent.click(button);
    await waitFor(() => expect(plugin.requests('video.downloadByTime')).toHaveLength(4));
    fireEvent.click(buttons[4] as HTMLElement);
    expect(await screen.findByText('最多支持4路录像同时下载')).toBeTruthy();
    expect(plugin.requests('video.downloadByTime')).toHaveLength(4);

    const slot = plugin.requests('video.downloadByTime')[0]?.info.snum;
    act(() => plugin.event('video.downloadFileSize', { snum: slot, size: 50, totalSize: 200 }));
    const list = screen.getByRole('region', { name: '录像下载' });
    await waitFor(() => expect(within(list).getByText('25%')).toBeTruthy());
    act(() => plugin.event('video.download.mp4.result', { snum: slot, path: 'D:/records/a.mp4' }));
    await waitFor(() => expect(list.textContent).toContain('已保存：D:/records/a.mp4'));
    // A slot is free again: the fifth file downloads now.
    fireEvent.click(buttons[4] as HTMLElement);
    await waitFor(() => expect(plugin.requests('video.downloadByTime')).toHaveLength(5));
  });
});
