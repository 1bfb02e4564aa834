import { unwrap } from '@agrimap/sdk';
import { describe, expect, it } from 'vitest';
import { createApi } from '@/lib/api';
import { json, stubFetch } from '@/test/fetch-stub';
import { detailErrorText, failureKind, listErrorText, serverMessage } from './errors';

/** The error the SDK rejects with for one stubbed answer of listDevice. */
async function errorFor(answer: () => Response | Promise<Response>): Promise<unknown> {
  const { fetch } = stubFetch(answer);
  const client = createApi(fetch);
  try {
    const result = await client.base.POST('/api/v1/camera/listDevice', { body: { page: 1, pageSize: 10 } });
    unwrap(result);
  } catch (error) {
    return error;
  }
  throw new Error('the call did not fail');
}

describe('failure classification (SPEC §8)', () => {
  it('an envelope with another code is a failure carrying the server message', async () => {
    const error = await errorFor(() => json({ code: 500, msg: '设备服务不可用' }));
    expect(failureKind(error)).toBe('failure');
    expect(serverMessage(error)).toBe('设备服务不可用');
    expect(listErrorText(error)).toBe('设备服务不可用');
    expect(detailErrorText(error)).toBe('设备服务不可用');
  });

  it('a failure without a message falls back to the screen text', async () => {
    const error = await errorFor(() => json({ code: 500, msg: '' }));
    expect(failureKind(error)).toBe('failure');
    expect(serverMessage(error)).toBeUndefined();
    expect(listErrorText(error)).toBe('查询设备列表数据错误');
    expect(detailErrorText(error)).toBe('查询设备详情错误');
  });

  it('an HTTP error status is an exception', async () => {
    const error = await errorFor(() => json({ code: 500, msg: '服务器内部错误' }, 500));
    expect(failureKind(error)).toBe('exception');
    expect(listErrorText(error)).toBe('查询专家管理列表数据异常');
    expect(detailErrorText(error)).toBe('查询设备详情错误');
    // The server's own words are still there for save and sync messages.
    expect(serverMessage(error)).toBe('服务器内部错误');
  });

  it('an HTTP error without a body message has no server message', async () => {
    const error = await errorFor(() => new Response('gateway down', { status: 502 }));
    expect(failureKind(error)).toBe('exception');
    expect(serverMessage(error)).toBeUndefined();
  });

  it('a network failure is an exception without a server message', async () => {
    const error = await errorFor(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(failureKind(error)).toBe('exception');
    expect(serverMessage(error)).toBeUndefined();
    expect(listErrorText(error)).toBe('查询专家管理列表数据异常');
  });

  it('an unreadable body is an exception', async () => {
    const error = await errorFor(() => json(['not', 'an', 'envelope']));
    expect(failureKind(error)).toBe('exception');
  });

  it('an ended session is left to the session handler', async () => {
    const error = await errorFor(() => json({ code: 401, msg: '登录已过期，请重新登录' }));
    expect(failureKind(error)).toBe('unauthorized');
    expect(listErrorText(error)).toBeUndefined();
    expect(detailErrorText(error)).toBeUndefined();
  });

  it('anything that is not an ApiError is an exception', () => {
    expect(failureKind(new Error('boom'))).toBe('exception');
    expect(serverMessage(new Error('boom'))).toBeUndefined();
  });
});
