import { describe, expect, it } from 'vitest';
import { createApi } from '@/lib/api';
import { withSandbox } from '@/test/sandbox';
import { apiBlob, apiFetch, apiKey, apiQuery, apiViewKey } from './query';

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

  it('keys a derived query under its call, reached by the operation prefix', () => {
    const init = { params: { query: { qhdm: '43', havGeojson: false } } };
    const key = apiViewKey('base', 'get', '/api/v1/area/areaTree', init, 'children', 2);
    expect(key).toEqual(['base', 'get', '/api/v1/area/areaTree', init.params, 'children', 2]);
    expect(key.slice(0, 3)).toEqual(apiKey('base', 'get', '/api/v1/area/areaTree'));
    expect(key).not.toEqual(apiKey('base', 'get', '/api/v1/area/areaTree', init));
    expect(apiViewKey('base', 'get', '/api/v1/layer/list', undefined, 'all')).toEqual([
      'base',
      'get',
      '/api/v1/layer/list',
      'all',
    ]);
  });

  it('fetches a file as a blob, and rejects with the server message when there is none', async () => {
    await sandbox.login('admin');
    const client = createApi(sandbox.fetch);
    const stored = await apiFetch(client, 'system', 'post', '/api/v1/file/upload', {
      body: { fileName: 'a.txt', contentType: 'text/plain', contentBase64: btoa('agro-map') },
    });
    const blob = await apiBlob(client, 'system', 'get', '/api/v1/file/download', {
      params: { query: { fileId: stored.fileId } },
    });
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.size).toBe(stored.size);
    await expect(
      apiBlob(client, 'system', 'get', '/api/v1/file/download', { params: { query: { fileId: 'nope' } } }),
    ).rejects.toMatchObject({ name: 'ApiError', msg: '文件不存在' });
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
