import { unwrap } from '@agrimap/sdk';
import { describe, expect, it } from 'vitest';
import { createApi } from '@/lib/api';
import { json, stubFetch } from '@/test/fetch-stub';
import { errorTextOf, failureKind, serverMessage } from './errors';

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

const LIST = { failure: '查询设备列表数据错误', exception: '查询专家管理列表数据异常' };
const DETAIL = { failure: '查询设备详情错误' };

describe('failure classification (SPEC §8)', () => {
  it('an envelope with another code is a failure carrying the server message', async () => {
    const error = await errorFor(() => json({ code: 500, msg: '设备服务不可用' }));
    expect(failureKind(error)).toBe('failure');
    expect(serverMessage(error)).toBe('设备服务不可用');
    expect(errorTextOf(LIST, error)).toBe('设备服务不可用');
    expect(errorTextOf(DETAIL, error)).toBe('设备服务不可用');
    expect(errorTextOf('编辑失败', error)).toBe('设备服务不可用');
  });

  it('a failure without a message falls back to the declared text', async () => {
    const error = await errorFor(() => json({ code: 500, msg: '' }));
    expect(failureKind(error)).toBe('failure');
    expect(serverMessage(error)).toBeUndefined();
    expect(errorTextOf(LIST, error)).toBe('查询设备列表数据错误');
    expect(errorTextOf(DETAIL, error)).toBe('查询设备详情错误');
    expect(errorTextOf('编辑失败', error)).toBe('编辑失败');
  });

  it('an HTTP error status is an exception', async () => {
    const error = await errorFor(() => json({ code: 500, msg: '服务器内部错误' }, 500));
    expect(failureKind(error)).toBe('exception');
    expect(errorTextOf(LIST, error)).toBe('查询专家管理列表数据异常');
    // A kind without a text is only logged.
    expect(errorTextOf(DETAIL, error)).toBeUndefined();
    // The server's own words are still there for save and sync messages.
    expect(serverMessage(error)).toBe('服务器内部错误');
    expect(errorTextOf('编辑失败', error)).toBe('服务器内部错误');
  });

  it('an HTTP error without a body message has no server message', async () => {
    const error = await errorFor(() => new Response('gateway down', { status: 502 }));
    expect(failureKind(error)).toBe('exception');
    expect(serverMessage(error)).toBeUndefined();
    expect(errorTextOf('同步失败', error)).toBe('同步失败');
  });

  it('a network failure is an exception without a server message', async () => {
    const error = await errorFor(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(failureKind(error)).toBe('exception');
    expect(serverMessage(error)).toBeUndefined();
    expect(errorTextOf(LIST, error)).toBe('查询专家管理列表数据异常');
  });

  it('an unreadable body is an exception', async () => {
    const error = await errorFor(() => json(['not', 'an', 'envelope']));
    expect(failureKind(error)).toBe('exception');
  });

  it('an ended session is left to the session handler', async () => {
    const error = await errorFor(() => json({ code: 401, msg: '登录已过期，请重新登录' }));
    expect(failureKind(error)).toBe('unauthorized');
    expect(errorTextOf(LIST, error)).toBeUndefined();
    expect(errorTextOf('编辑失败', error)).toBeUndefined();
  });

  it('a function decides itself; no declared text shows nothing', async () => {
    const error = await errorFor(() => json({ code: 1002, msg: '重复' }));
    expect(errorTextOf((e, kind) => `${kind}:${serverMessage(e)}`, error)).toBe('failure:重复');
    expect(errorTextOf(undefined, error)).toBeUndefined();
  });

  it('anything that is not an ApiError is an exception', () => {
    expect(failureKind(new Error('boom'))).toBe('exception');
    expect(serverMessage(new Error('boom'))).toBeUndefined();
  });
});
