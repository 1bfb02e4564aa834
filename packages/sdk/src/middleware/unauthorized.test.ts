import { describe, expect, it } from 'vitest';
import { unwrap } from '../envelope';
import { ApiError } from '../errors';
import { json, setup } from '../test-utils';

describe('401/403 handling', () => {
  it.each([401, 403])('HTTP status %i calls onUnauthorized and rejects with ApiError', async (status) => {
    const { client, unauthorized } = setup({
      handler: () => json({ code: status, msg: '登录已过期' }, { status }),
    });
    const result = await client.base.GET('/api/v1/camera/flush');
    expect(unauthorized).toHaveLength(1);
    expect(unauthorized[0]).toMatchObject({ status, code: status });
    expect(() => unwrap(result)).toThrow(ApiError);
    try {
      unwrap(result);
    } catch (e) {
      expect(e).toMatchObject({ code: status, status, msg: '登录已过期' });
      expect((e as ApiError).isUnauthorized).toBe(true);
    }
  });

  it('HTTP 401 with a non-JSON body still counts', async () => {
    const { client, unauthorized } = setup({ handler: () => new Response('Unauthorized', { status: 401 }) });
    await client.base.GET('/api/v1/camera/flush');
    expect(unauthorized).toEqual([expect.objectContaining({ status: 401, code: 401 })]);
  });

  it.each([401, 403])('HTTP 200 with body code %i calls onUnauthorized', async (code) => {
    const { client, unauthorized } = setup({ handler: () => json({ code, msg: '无权限' }) });
    const result = await client.base.POST('/api/v1/camera/listDevice', { body: { page: 1, pageSize: 10 } });
    expect(unauthorized).toEqual([expect.objectContaining({ status: 200, code, msg: '无权限' })]);
    expect(() => unwrap(result)).toThrowError(expect.objectContaining({ code, status: 200 }));
  });

  it('other business failures reject with the server msg and do not end the session', async () => {
    const { client, unauthorized } = setup({ handler: () => json({ code: 500, msg: '设备不存在' }) });
    const result = await client.base.POST('/api/v1/camera/updateDevice', {
      body: { deviceId: 'x', lon: 112, lat: 28, qhdm: '430104', qhmc: '岳麓区' },
    });
    expect(unauthorized).toHaveLength(0);
    expect(() => unwrap(result)).toThrowError(
      expect.objectContaining({ code: 500, msg: '设备不存在', status: 200 }),
    );
  });

  it('HTTP 500 rejects with an ApiError carrying the status', async () => {
    const { client, unauthorized } = setup({ handler: () => new Response('boom', { status: 500 }) });
    const result = await client.base.GET('/api/v1/camera/flush');
    expect(unauthorized).toHaveLength(0);
    expect(() => unwrap(result)).toThrowError(expect.objectContaining({ code: 500, status: 500 }));
  });

  it('a network failure rejects with ApiError code -1, status 0', async () => {
    const { client } = setup({
      handler: () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(client.base.GET('/api/v1/camera/flush')).rejects.toMatchObject({
      name: 'ApiError',
      code: -1,
      status: 0,
    });
  });
});
