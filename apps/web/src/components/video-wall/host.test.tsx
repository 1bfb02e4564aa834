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
