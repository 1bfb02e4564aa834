import { describe, expect, it } from 'vitest';
import { VideoError } from './errors.js';
import { assertInterfaces, callInterface, type HostInterfaces, resolveStreamUrl } from './interfaces.js';

describe('host interfaces', () => {
  it('assertInterfaces fails with 207 naming every missing interface', () => {
    const interfaces: HostInterfaces = { real: async () => ({ url: 'rtsp://x' }) };
    expect(() => assertInterfaces(interfaces, ['real'])).not.toThrow();
    try {
      assertInterfaces(interfaces, ['talk', 'real', 'stopTalk']);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(VideoError);
      expect(error).toMatchObject({ code: 207, message: '请通过 request 属性传入 talk、stopTalk 接口' });
    }
  });

  it('callInterface resolves with the host result', async () => {
    const interfaces: HostInterfaces = { real: async ({ data }) => ({ url: `rtsp://h/${data.channelId}` }) };
    await expect(
      callInterface(interfaces, 'real', { data: { channelId: 'c1', streamType: 1, dataType: 1 }, snum: 0 }),
    ).resolves.toEqual({ url: 'rtsp://h/c1' });
  });

  it('callInterface wraps host failures in 1107 with the cause, and passes VideoErrors on', async () => {
    const cause = new Error('HTTP 500');
    const failing: HostInterfaces = {
      real: async () => {
        throw cause;
      },
      queryRecord: async () => {
        throw new VideoError(201, '暂无录像');
      },
    };
    const params = { data: { channelId: 'c', streamType: 1, dataType: 1 }, snum: 0 };
    const error = await callInterface(failing, 'real', params).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 1107,
      message: 'real 接口调用失败',
      detail: { interfaceName: 'real' },
    });
    expect((error as VideoError).cause).toBe(cause);
    await expect(
      callInterface(failing, 'queryRecord', {
        data: { channelId: 'c', startTime: 0, endTime: 1, recordSource: 2, streamType: 1 },
      }),
    ).rejects.toMatchObject({ code: 201 });
    await expect(callInterface({}, 'talk', {} as never)).rejects.toMatchObject({ code: 207 });
  });
});

describe('resolveStreamUrl', () => {
  it('prefers the address on the page host among |-separated ones, else the first', () => {
    const url = 'rtsp://10.1.1.1:9100/dss/1|rtsp://video.example.com:9100/dss/1';
    expect(resolveStreamUrl({ url }, 'video.example.com')).toBe('rtsp://video.example.com:9100/dss/1');
    expect(resolveStreamUrl({ url }, 'other.example.com')).toBe('rtsp://10.1.1.1:9100/dss/1');
    expect(resolveStreamUrl({ url })).toBe('rtsp://10.1.1.1:9100/dss/1');
  });

  it('appends the token with ? or &', () => {
    expect(resolveStreamUrl({ url: 'rtsp://h/a', token: 't1' })).toBe('rtsp://h/a?token=t1');
    expect(resolveStreamUrl({ url: 'rtsp://h/a?x=1', token: 't 2' })).toBe('rtsp://h/a?x=1&token=t%202');
    expect(resolveStreamUrl({ url: 'rtsp://h/a#f', token: 't' })).toBe('rtsp://h/a?token=t#f');
  });
});
