import { describe, expect, it } from 'vitest';
import {
  deleteQuery,
  getBinary,
  getFile,
  getQuery,
  postBody,
  postExport,
  postFile,
  postQuery,
} from './helpers';
import { json, setup } from './test-utils';

const device = { code: '43010400001', name: '岳麓区麓谷门店-枪机01', type: 2, status: 1 };

describe('request helper styles', () => {
  it('postBody: POST with a JSON body, returns data', async () => {
    const { client, stub } = setup({
      handler: () => json({ code: 200, msg: '成功', data: { records: [device], total: 1 } }),
    });
    const data = await postBody(client.base, '/api/v1/camera/listDevice', {
      body: { deviceName: '岳麓', page: 1, pageSize: 10, status: -1 },
    });
    expect(data.total).toBe(1);
    const req = stub.last();
    expect(req.method).toBe('POST');
    expect(new URL(req.url).pathname).toBe('/base/api/v1/camera/listDevice');
    expect(req.headers.get('content-type')).toContain('application/json');
    expect(await req.json()).toEqual({ deviceName: '岳麓', page: 1, pageSize: 10, status: -1 });
  });

  it('getQuery: GET with query parameters, returns data', async () => {
    const { client, stub } = setup({ handler: () => json({ code: 200, msg: '成功', data: device }) });
    const data = await getQuery(client.base, '/api/v1/camera/getDeviceInfo', {
      params: { query: { number: '43010400001' } },
    });
    expect(data).toMatchObject({ code: '43010400001' });
    const req = stub.last();
    expect(req.method).toBe('GET');
    expect(new URL(req.url).search).toBe('?number=43010400001');
    expect(req.body).toBeNull();
  });

  it('getQuery honours per-operation success codes (dic/list answers 0)', async () => {
    const { client } = setup({ handler: () => json({ code: 0, msg: 'ok', data: { list: [] } }) });
    await expect(
      postBody(client.system, '/api/v1/dic/list', { body: { categoryNumber: 'year' } }, [0]),
    ).resolves.toEqual({ list: [] });
    await expect(
      postBody(client.system, '/api/v1/dic/list', { body: { categoryNumber: 'year' } }),
    ).rejects.toMatchObject({
      code: 0,
    });
  });

  it('getBinary: GET as an ArrayBuffer', async () => {
    const bytes = new Uint8Array([0x1a, 0x02, 0xff, 0x00]);
    const { client, stub } = setup({
      handler: () => new Response(bytes, { headers: { 'content-type': 'application/x-protobuf' } }),
    });
    const buf = await getBinary(client.map, '/tilesets/v1/{owner}/{tilesetId}/{z}/{x}/{y}', {
      params: { path: { owner: 'agrimap', tilesetId: 'hunan', z: 5, x: 25, y: 13 } },
    });
    expect(buf).toBeInstanceOf(ArrayBuffer);
    expect([...new Uint8Array(buf)]).toEqual([...bytes]);
    expect(new URL(stub.last().url).pathname).toBe('/map/tilesets/v1/agrimap/hunan/5/25/13');
  });

  it('postQuery: POST with a hand-built query string and an empty body', async () => {
    const { client, stub } = setup({ handler: () => json({ code: 200, msg: '授权成功', data: null }) });
    await postQuery(client.account, '/api/v1/role/menu/auth', {
      roleId: 7,
      menuIds: [11, 12, 13],
      skip: undefined,
    });
    const req = stub.last();
    expect(req.method).toBe('POST');
    expect(new URL(req.url).search).toBe('?roleId=7&menuIds=11%2C12%2C13');
    expect(await req.text()).toBe('');
    expect(req.headers.get('content-type')).toBeNull();
  });

  it('postFile: POST returning a file with its Content-Disposition name', async () => {
    const { client, stub } = setup({
      handler: () =>
        new Response('名称,状态\n枪机01,在线\n', {
          headers: {
            'content-type': 'text/csv;charset=utf-8',
            'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('设备列表.csv')}`,
          },
        }),
    });
    const file = await postFile(client.base, '/api/v1/camera/exportDevice', { body: { status: -1 } });
    expect(file.filename).toBe('设备列表.csv');
    expect(file.contentType).toContain('text/csv');
    expect(await file.blob.text()).toContain('枪机01');
    expect(stub.last().method).toBe('POST');
  });

  it('postExport: sends X-Progress-Id, reports the progress asked under that id, answers the file', async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let polls = 0;
    const { client, stub } = setup({
      handler: async (req) => {
        const url = new URL(req.url);
        if (url.pathname.endsWith('/task/progress')) {
          polls += 1;
          if (polls === 3) release();
          return json({
            code: 200,
            msg: '查询成功',
            data: { kind: 'export', total: 3000, done: polls * 1000, stage: 'write', state: 'running' },
          });
        }
        await released;
        return new Response(new Uint8Array([0x50, 0x4b]), {
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('订单明细_20261127.xlsx')}`,
          },
        });
      },
    });
    const seen: { done: number; total: number | undefined }[] = [];
    const file = await postExport(
      client.shop,
      '/api/v1/web/sp/order/export',
      { body: { page: 1, pageSize: 10 } },
      { intervalMs: 5, onProgress: (p) => seen.push(p) },
    );
    expect(file.filename).toBe('订单明细_20261127.xlsx');
    expect(seen.slice(0, 2)).toEqual([
      { done: 1000, total: 3000 },
      { done: 2000, total: 3000 },
    ]);
    const exportCall = stub.requests.find((r) => new URL(r.url).pathname.endsWith('/export'));
    const id = exportCall?.headers.get('x-progress-id');
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    const pollCall = stub.requests.find((r) => new URL(r.url).pathname.endsWith('/task/progress'));
    expect(new URL(pollCall?.url ?? 'http://x').searchParams.get('id')).toBe(id);
    const after = polls;
    await new Promise((r) => setTimeout(r, 30));
    expect(polls).toBe(after); // polling stopped with the answer
  });

  it('postExport: an aborted export rejects and stops asking for progress', async () => {
    const { client } = setup({
      handler: (req) =>
        new URL(req.url).pathname.endsWith('/task/progress')
          ? json({ code: 200, msg: '查询成功', data: null })
          : new Promise<Response>((_resolve, reject) => {
              const gone = () => reject(new DOMException('aborted', 'AbortError'));
              if (req.signal.aborted) gone();
              else req.signal.addEventListener('abort', gone);
            }),
    });
    const controller = new AbortController();
    const pending = postExport(
      client.shop,
      '/api/v1/web/sp/order/export',
      { body: { page: 1, pageSize: 10 } },
      {
        signal: controller.signal,
        onProgress: () => undefined,
      },
    );
    controller.abort();
    await expect(pending).rejects.toThrow();
  });

  it('getFile: GET returning a file (Blob + filename)', async () => {
    const { client, stub } = setup({
      handler: () =>
        new Response(new Uint8Array([1, 2, 3]), {
          headers: {
            'content-type': 'application/octet-stream',
            'content-disposition': 'attachment; filename="report.bin"',
          },
        }),
    });
    const file = await getFile(client.system, '/api/v1/file/download', {
      params: { query: { fileId: 'f1' } },
    });
    expect(file.filename).toBe('report.bin');
    expect(file.blob.size).toBe(3);
    expect(stub.last().method).toBe('GET');
    expect(new URL(stub.last().url).search).toBe('?fileId=f1');
  });

  it('getFile: a JSON error envelope instead of a file rejects with the server msg', async () => {
    const { client } = setup({ handler: () => json({ code: 404, msg: '文件不存在' }) });
    await expect(
      getFile(client.system, '/api/v1/file/download', { params: { query: { fileId: 'nope' } } }),
    ).rejects.toMatchObject({
      code: 404,
      msg: '文件不存在',
    });
  });

  it('deleteQuery: DELETE with query parameters', async () => {
    const { client, stub } = setup({ handler: () => json({ code: 200, msg: '删除成功', data: null }) });
    await deleteQuery(client.account, '/api/v1/user/delete', { params: { query: { id: 9 } } });
    const req = stub.last();
    expect(req.method).toBe('DELETE');
    expect(new URL(req.url).search).toBe('?id=9');
    expect(req.body).toBeNull();
  });
});
