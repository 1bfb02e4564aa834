import { describe, expect, it } from 'vitest';
import { readEnvelope, successCodesOf, unwrap } from './envelope';
import { ApiError } from './errors';

const ok = (body: unknown, status = 200) => ({ data: body, response: new Response(null, { status }) });

describe('unwrap', () => {
  it('returns data for a success code', () => {
    expect(unwrap(ok({ code: 200, msg: 'ok', data: { a: 1 } }))).toEqual({ a: 1 });
  });
  it('accepts custom success codes', () => {
    expect(unwrap(ok({ code: 0, msg: 'ok', data: [1] }), [0])).toEqual([1]);
    expect(() => unwrap(ok({ code: 0, msg: 'ok', data: [1] }))).toThrow(ApiError);
  });
  it("throws ApiError with the server's msg", () => {
    expect(() => unwrap(ok({ code: 1001, msg: '用户名或密码错误' }))).toThrowError(
      expect.objectContaining({ code: 1001, msg: '用户名或密码错误', status: 200 }),
    );
  });
  it('falls back to a generic message when msg is empty', () => {
    expect(() => unwrap(ok({ code: 1001, msg: '' }))).toThrowError(
      expect.objectContaining({ msg: '请求失败（错误码 1001）' }),
    );
  });
  it('rejects a body that is not an envelope', () => {
    expect(() => unwrap(ok('<html>'))).toThrowError(
      expect.objectContaining({ msg: '服务器返回的数据格式不正确' }),
    );
  });
  it('reads the error envelope of a failed reply', () => {
    const result = {
      error: { code: 400, msg: '请求参数错误：page 必须是整数' },
      response: new Response(null, { status: 400 }),
    };
    expect(() => unwrap(result)).toThrowError(
      expect.objectContaining({ code: 400, status: 400, msg: '请求参数错误：page 必须是整数' }),
    );
  });
  it('reads numeric string codes', () => {
    expect(readEnvelope({ code: '200', msg: 'x' })).toEqual({ code: 200, msg: 'x' });
    expect(readEnvelope({ msg: 'x' })).toBeUndefined();
    expect(readEnvelope(null)).toBeUndefined();
  });
});

describe('successCodesOf', () => {
  it('reads x-success-codes of the operation', () => {
    expect(successCodesOf('base', 'post', '/api/v1/camera/listDevice')).toEqual([200]);
    expect(successCodesOf('base', 'POST', '/api/v1/camera/listDevice')).toEqual([200]);
  });
  it('a dictionary reply of 0 or 200 is success', () => {
    expect(successCodesOf('system', 'post', '/api/v1/dic/list')).toEqual([0, 200]);
    expect(successCodesOf('system', 'get', '/api/v1/dic/getDic')).toEqual([0, 200]);
  });
  it('an unknown operation answers 200', () => {
    expect(successCodesOf('shop', 'get', '/nowhere')).toEqual([200]);
  });
});
