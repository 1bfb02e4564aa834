import type { PlatformClient } from '@agrimap/sdk';
import { describe, expect, it } from 'vitest';
import { removeById, statusById } from './writes';

function fakeClient() {
  const calls: unknown[] = [];
  const reply = (path: string, init: unknown) => {
    calls.push([path, init]);
    return Promise.resolve({ data: { code: 200, msg: 'ok', data: null }, response: new Response() });
  };
  const client = { base: { POST: reply }, shop: { POST: reply } } as unknown as PlatformClient;
  return { client, calls };
}

const toasts = { success: '删除成功', failure: '删除失败' };

describe('removeById', () => {
  it('posts the row id to the path, with the toasts as meta', async () => {
    const { client, calls } = fakeClient();
    const write = removeById(client, 'base', '/api/v1/agro/crop/delete', toasts, 'agroCropDelete');
    expect(write.meta).toEqual({ successText: '删除成功', errorText: '删除失败', what: 'agroCropDelete' });
    await write.run({ id: 7 });
    expect(calls).toEqual([['/api/v1/agro/crop/delete', { body: { id: 7 } }]]);
  });

  it('takes only a path whose body is an id (the type-check fails otherwise)', () => {
    const { client } = fakeClient();
    // @ts-expect-error: the crop page takes a page, not an id
    const wrong = () => removeById(client, 'base', '/api/v1/agro/crop/page', toasts, 'x');
    expect(typeof wrong).toBe('function');
  });
});

describe('statusById', () => {
  it('posts status 1 when switched on and 0 when off', async () => {
    const { client, calls } = fakeClient();
    const write = statusById(client, 'shop', '/api/v1/web/sp/brand/status', toasts, 'brandStatus');
    await write.run({ id: 3 }, true);
    await write.run({ id: 3 }, false);
    expect(calls).toEqual([
      ['/api/v1/web/sp/brand/status', { body: { id: 3, status: 1 } }],
      ['/api/v1/web/sp/brand/status', { body: { id: 3, status: 0 } }],
    ]);
  });

  it('posts the declared 停用 value', async () => {
    const { client, calls } = fakeClient();
    await statusById(client, 'shop', '/api/v1/web/sp/supplier/status', toasts, 'supplierStatus', 2).run(
      { id: 4 },
      false,
    );
    expect(calls).toEqual([['/api/v1/web/sp/supplier/status', { body: { id: 4, status: 2 } }]]);
  });
});
