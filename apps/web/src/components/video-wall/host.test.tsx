import { isApiError } from '@agrimap/sdk';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiContext, createApi } from '@/lib/api';
import { json, stubFetch } from '@/test/fetch-stub';
import { createAppVideoInterfaces, useAppVideoInterfaces } from './host';

const realParams = (channelId: string) => ({ data: { channelId, streamType: 1, dataType: 1 }, snum: 0 });

describe('createAppVideoInterfaces', () => {
  it('resolves a live address through GET /api/v1/camera/getCameraNetAddress', async () => {
    const { fetch, requests } = stubFetch(() =>
      json({
        code: 200,
        msg: '查询成功',
        data: {
          url: 'rtsp://10.43.1.20:554/live/43010400001/3?token=8f3c2a',
          protocol: 'rtsp',
          expireAt: '2024-06-01 10:30:00',
        },
      }),
    );
    const { real } = createAppVideoInterfaces(createApi(fetch));
    await expect(real?.(realParams('43010400001$1$0$2'))).resolves.toEqual({
      url: 'rtsp://10.43.1.20:554/live/43010400001/3?token=8f3c2a',
    });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe('GET');
    expect(request?.url.pathname.endsWith('/api/v1/camera/getCameraNetAddress')).toBe(true);
    expect(request?.url.searchParams.get('deviceCode')).toBe('43010400001');
    expect(request?.url.searchParams.get('channel')).toBe('3');
  });

  it('rejects with the server message when the call fails', async () => {
    const { fetch } = stubFetch(() => json({ code: 404, msg: '设备不存在' }));
    const { real } = createAppVideoInterfaces(createApi(fetch));
    const failure = await real?.(realParams('X$1$0$0')).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isApiError(failure)).toBe(true);
    expect((failure as Error).message).toContain('设备不存在');
  });

  it('rejects when the server gives no address', async () => {
    const { fetch } = stubFetch(() =>
      json({ code: 200, msg: 'ok', data: { url: '', protocol: 'rtsp', expireAt: '2024-06-01 10:30:00' } }),
    );
    const { real } = createAppVideoInterfaces(createApi(fetch));
    await expect(real?.(realParams('X$1$0$0'))).rejects.toThrow('未获取到通道 X$1$0$0 的视频流地址');
  });
});

describe('recorded video and talk interfaces', () => {
  const address = {
    url: 'rtsp://10.43.1.20:554/x?token=1',
    protocol: 'rtsp',
    expireAt: '2024-06-01 10:30:00',
  };
  function api() {
    return stubFetch(({ url }) => {
      if (url.pathname.endsWith('/camera/queryRecord'))
        return json({
          code: 200,
          msg: '查询成功',
          data: {
            records: [
              {
                startTime: 100,
                endTime: 200,
                recordSource: 3,
                recordName: 'D_2_0.dav',
                ssId: 'ss-2',
                streamId: 2,
              },
            ],
          },
        });
      if (url.pathname.endsWith('/camera/startTalk'))
        return json({
          code: 200,
          msg: '查询成功',
          data: { url: 'rtsp://t', session: 'talk-9', audioType: 2, audioBit: 16, sampleRate: 8000 },
        });
      if (url.pathname.endsWith('/camera/stopTalk'))
        return json({ code: 200, msg: '对讲已结束', data: null });
      return json({ code: 200, msg: '查询成功', data: address });
    });
  }

  it('queries record files of a channel in a range (POST /api/v1/camera/queryRecord)', async () => {
    const { fetch, requests } = api();
    const { queryRecord } = createAppVideoInterfaces(createApi(fetch));
    const reply = await queryRecord?.({
      data: { channelId: 'D$1$0$1', startTime: 100.4, endTime: 200.2, recordSource: 1, streamType: 1 },
    });
    expect(reply?.records).toMatchObject([{ startTime: 100, endTime: 200, recordName: 'D_2_0.dav' }]);
    expect(requests[0]?.body).toEqual({
      deviceCode: 'D',
      channel: 2,
      startTime: 100,
      endTime: 201,
      recordSource: 1,
    });
  });

  it('resolves playback addresses by time and by file', async () => {
    const { fetch, requests } = api();
    const { playbackByTime, playbackByFile } = createAppVideoInterfaces(createApi(fetch));
    await expect(
      playbackByTime?.({
        data: { channelId: 'D$1$0$0', startTime: 100, endTime: 200, recordSource: 2, streamType: 1 },
      }),
    ).resolves.toEqual({ url: address.url });
    await expect(
      playbackByFile?.({
        data: { channelId: 'D$1$0$0', startTime: 100, endTime: 200, recordSource: 3, fileName: 'D_1_0.dav' },
      }),
    ).resolves.toEqual({ url: address.url });
    expect(requests.map((r) => [r.url.pathname.split('/').pop(), r.body])).toEqual([
      ['playbackByTime', { deviceCode: 'D', channel: 1, startTime: 100, endTime: 200 }],
      [
        'playbackByFile',
        { deviceCode: 'D', channel: 1, recordName: 'D_1_0.dav', startTime: 100, endTime: 200 },
      ],
    ]);
  });

  it('starts and stops a talk session', async () => {
    const { fetch, requests } = api();
    const { talk, stopTalk } = createAppVideoInterfaces(createApi(fetch));
    const data = {
      channelId: 'D$1$0$0',
      deviceCode: 'D',
      talkType: 2,
      audioType: 2,
      audioBit: 16,
      sampleRate: 8000,
    };
    await expect(talk?.({ data, snum: 0 })).resolves.toEqual({
      url: 'rtsp://t',
      session: 'talk-9',
      audioType: 2,
      audioBit: 16,
      sampleRate: 8000,
    });
    await stopTalk?.({
      data: { channelId: 'D$1$0$0', deviceCode: 'D', talkType: 2, session: 'talk-9' },
      snum: 0,
    });
    expect(requests.map((r) => r.body)).toEqual([
      { deviceCode: 'D', channel: 1, talkType: 2 },
      { session: 'talk-9' },
    ]);
  });
});

describe('useAppVideoInterfaces', () => {
  it('uses the platform client of the nearest ApiContext', async () => {
    const { fetch, requests } = stubFetch(() =>
      json({
        code: 200,
        msg: 'ok',
        data: { url: 'rtsp://a/b', protocol: 'rtsp', expireAt: '2024-06-01 10:30:00' },
      }),
    );
    const client = createApi(fetch);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApiContext.Provider value={client}>{children}</ApiContext.Provider>
    );
    const { result, rerender } = renderHook(() => useAppVideoInterfaces(), { wrapper });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    await expect(result.current.real?.(realParams('D$1$0$0'))).resolves.toEqual({ url: 'rtsp://a/b' });
    expect(requests).toHaveLength(1);
  });
});
