import { describe, expect, it } from 'vitest';
import { createApi } from '@/lib/api';
import { withSandbox } from '@/test/sandbox';
import { apiFetch, apiKey, apiQuery } from './query';

const sandbox = withSandbox();

describe('query helpers over the SDK', { timeout: 30_000 }, () => {
  it('keys a call by server, method, path and request', () => {
    const body = { page: 1, pageSize: 10 };
    expect(apiKey('base', 'post', '/api/v1/camera/listDevice', { body })).toEqual([
      'base',
      'post',
      '/api/v1/camera/listDevice',
      body,
    ]);
    expect(
      apiKey('base', 'get', '/api/v1/camera/getDeviceInfo', { params: { query: { number: '1' } } }),
    ).toEqual(['base', 'get', '/api/v1/camera/getDeviceInfo', { query: { number: '1' } }]);
    expect(apiKey('base', 'get', '/api/v1/camera/flush')).toEqual(['base', 'get', '/api/v1/camera/flush']);
  });

  it('fetches the envelope data of a success code', async () => {
    await sandbox.login('admin');
    const client = createApi(sandbox.fetch);
    const page = await apiFetch(client, 'base', 'post', '/api/v1/camera/listDevice', {
      body: { page: 1, pageSize: 5, deviceName: '' },
    });
    expect(page?.records).toHaveLength(5);
    expect(page?.total).toBeGreaterThan(5);
    const options = apiQuery(client, 'base', 'get', '/api/v1/camera/getDeviceInfo', {
      params: { query: { number: '43010400001' } },
    });
    const device = await options.queryFn?.({} as never);
    expect(device?.code).toBe('43010400001');
  });

  it('a dictionary reply of 0 is success', async () => {
    await sandbox.login('admin');
    const reply = await apiFetch(createApi(sandbox.fetch), 'system', 'post', '/api/v1/dic/list', {
      body: { categoryNumber: 'sbzt' },
    });
    expect(Array.isArray(reply?.list)).toBe(true);
  });

  it('rejects with the server message when the code is not a success code', async () => {
    await sandbox.login('admin');
    await sandbox.fault('listDevice', 'error', { msg: '设备库维护中' });
    await expect(
      apiFetch(createApi(sandbox.fetch), 'base', 'post', '/api/v1/camera/listDevice', {
        body: { page: 1, pageSize: 5 },
      }),
    ).rejects.toMatchObject({ code: 500, msg: '设备库维护中', status: 200 });
    expect(sandbox.calls('listDevice')).toHaveLength(1);
  });
});
