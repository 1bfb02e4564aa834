import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RecordSource } from './constants.js';
import type { DownloadSnapshot } from './download.js';
import { Method } from './protocol.js';
import { connectedClient, flush } from './testing/harness.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const CHANNEL = { channelId: '1000017$1$0$0', channelName: '仓库东门' };
const RANGE = { startTime: 1_700_000_000, endTime: 1_700_000_300 };

async function downloads() {
  const h = await connectedClient();
  const changes: DownloadSnapshot[] = [];
  h.client.on('downloadChange', (download) => changes.push(download));
  return { ...h, changes };
}

describe('downloads', () => {
  it('sends video.downloadByTime in slot 0 and follows progress to done', async () => {
    const { client, socket, last, changes } = await downloads();
    const done = client.startDownload({ channel: CHANNEL, ...RANGE });
    await flush();
    expect(last(Method.download).info).toMatchObject({
      snum: 0,
      channelId: CHANNEL.channelId,
      url: 'rtsp://10.0.0.1/byfile/file0',
      startTime: RANGE.startTime,
      endTime: RANGE.endTime,
      recordSource: 3,
    });
    socket.event(Method.downloadProgress, { snum: 0, size: 250, totalSize: 1000 });
    socket.event(Method.downloadProgress, { snum: 0, size: 750, totalSize: 1000 });
    socket.event(Method.downloadResult, { snum: 0, path: 'D:\\a.mp4' });
    await expect(done).resolves.toMatchObject({
      state: 'done',
      path: 'D:\\a.mp4',
      progress: 1,
      receivedBytes: 1000,
    });
    expect(changes.map((c) => [c.state, c.progress])).toEqual([
      ['preparing', undefined],
      ['downloading', undefined],
      ['downloading', 0.25],
      ['downloading', 0.75],
      ['done', 1],
    ]);
    expect(client.downloads()).toHaveLength(1);
  });

  it('allows 4 at once; the 5th fails with 401 without sending', async () => {
    const { client, network, socket } = await downloads();
    const running = [0, 1, 2, 3].map((i) =>
      client.startDownload({ channel: { channelId: `c${i}` }, ...RANGE }),
    );
    await expect(client.startDownload({ channel: CHANNEL, ...RANGE })).rejects.toMatchObject({
      code: 401,
      message: '最多支持4路录像同时下载',
    });
    await flush();
    expect(network.requests(Method.download).map((r) => r.info.snum)).toEqual([0, 1, 2, 3]);
    socket.event(Method.download, { snum: 2, errCode: 0 });
    await expect(running[2]).resolves.toMatchObject({ state: 'done' });
    const next = client.startDownload({ channel: CHANNEL, ...RANGE });
    await flush();
    expect(network.requests(Method.download).at(-1)?.info.snum).toBe(2);
    socket.event(Method.downloadResult, { snum: 2 });
    await next;
  });

  it.each([
    [142, 'rtsp断开连接'],
    [135, '视频异常'],
    [141, 'SS服务异常'],
  ])('reports plugin failure %i as %s', async (errCode, message) => {
    const { client, socket } = await downloads();
    const done = client.startDownload({ channel: CHANNEL, ...RANGE });
    const rejection = expect(done).rejects.toMatchObject({ code: errCode, message });
    await flush();
    socket.event(Method.download, { snum: 0, errCode });
    await rejection;
    expect(client.downloads()[0]).toMatchObject({ state: 'error', error: { code: errCode } });
  });

  it('device recordings are fetched by time for the whole range', async () => {
    const { client, interfaces, last } = await downloads();
    void client
      .startDownload({
        channel: CHANNEL,
        ...RANGE,
        recordSource: RecordSource.Device,
        records: [{ ...RANGE, recordSource: 2 }],
      })
      .catch(() => {});
    await flush();
    expect(interfaces.playbackByTime).toHaveBeenCalledWith({
      data: { channelId: CHANNEL.channelId, ...RANGE, recordSource: 2, streamType: 1 },
    });
    expect(last(Method.download).info.url).toBe(`rtsp://10.0.0.1/bytime/${RANGE.startTime}-${RANGE.endTime}`);
  });

  it('fails with 404 for other sources, 201 without records, 207 without interfaces', async () => {
    const { client, interfaces } = await downloads();
    await expect(
      client.startDownload({ channel: CHANNEL, ...RANGE, recordSource: RecordSource.Cloud }),
    ).rejects.toMatchObject({ code: 404 });
    interfaces.queryRecord.mockResolvedValueOnce({ records: [] });
    await expect(client.startDownload({ channel: CHANNEL, ...RANGE })).rejects.toMatchObject({ code: 201 });
    client.setInterfaces({ queryRecord: undefined });
    await expect(client.startDownload({ channel: CHANNEL, ...RANGE })).rejects.toMatchObject({ code: 207 });
    expect(client.downloads().map((d) => d.state)).toEqual(['error', 'error', 'error']);
  });

  it('fails running downloads when the connection drops', async () => {
    const { client, socket } = await downloads();
    const done = client.startDownload({ channel: CHANNEL, ...RANGE });
    const rejection = expect(done).rejects.toMatchObject({ code: 1003 });
    await flush();
    socket.drop();
    await rejection;
    client.dispose();
  });
});
