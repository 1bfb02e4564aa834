/**
 * The limits every request meets before a handler runs: NUL characters anywhere (PostgreSQL
 * refuses them in text, so they used to answer 500), integers beyond 32 bits (a 500 from an
 * integer column before), strings over their `maxLength`, a body over the size limit (413). Each
 * answer is a 4xx with a Chinese message naming the field, and the database does not change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../src/index';
import { backends, startBackendSandbox } from './backends';
import { expectRefused, postOperation, send } from './badInput';
import { checksums, login, platformHeaders } from './helpers';

describe.each(backends())('request limits on $name', (backend) => {
  let sandbox: Sandbox;
  let token: string;
  let initial: Awaited<ReturnType<typeof checksums>>;

  beforeAll(async () => {
    sandbox = await startBackendSandbox(backend);
    token = await login(sandbox.url);
    initial = await checksums(sandbox.url);
  }, 120_000);

  afterAll(async () => {
    await sandbox?.stop();
  });

  it('a NUL character in a body string, the query or the path: 400 naming the field', async () => {
    const cases: [Promise<Awaited<ReturnType<typeof send>>>, string][] = [
      [
        postOperation(sandbox.url, token, 'brandSave', { name: '丰\u0000收', sort: 1, status: 1 }),
        '请求参数错误：body.name 不能包含空字符（\\u0000）',
      ],
      [
        postOperation(sandbox.url, token, 'customerFollowupSave', {
          customerId: 1,
          type: 1,
          content: '电话回访\u0000',
        }),
        '请求参数错误：body.content 不能包含空字符（\\u0000）',
      ],
      [
        send(sandbox.url, token, {
          method: 'GET',
          path: '/base/api/v1/area/search',
          query: { keyword: '岳麓\u0000' },
        }),
        '请求参数错误：query.keyword 不能包含空字符（\\u0000）',
      ],
      [
        // Every string path parameter has a pattern, which refuses the NUL first.
        send(sandbox.url, token, { method: 'GET', path: '/system/api/v1/news/image/a%00b' }),
        '请求参数错误：path.fileId 格式不正确',
      ],
    ];
    for (const [reply, message] of cases) {
      const r = await reply;
      expectRefused(r, message);
      expect(r.msg).toBe(message);
    }
    expect(await checksums(sandbox.url)).toEqual(initial);
  });

  it('integers beyond 32 bits and over-long strings: 400 naming the field', async () => {
    const big = await postOperation(sandbox.url, token, 'orderAction', {
      id: 2 ** 31,
      action: 'remark',
      note: '备注',
    });
    expectRefused(big);
    expect(big.msg).toBe('请求参数错误：body.id 超出整数范围（-2147483648 至 2147483647）');
    const page = await postOperation(sandbox.url, token, 'orderPage', { page: 1, pageSize: 2 ** 40 });
    expectRefused(page);
    expect(page.msg).toMatch(/^请求参数错误：body\.pageSize /);
    const long = await postOperation(sandbox.url, token, 'brandSave', {
      name: '长'.repeat(5000),
      sort: 1,
      status: 1,
    });
    expectRefused(long);
    expect(long.msg).toMatch(/^请求参数错误：body\.name 长度不能超过 \d+ 个字符$/);
    expect(await checksums(sandbox.url)).toEqual(initial);
  });

  it('a body over the size limit: 413 请求体过大', async () => {
    const res = await fetch(`${sandbox.url}/system/api/v1/notice/save`, {
      method: 'POST',
      headers: { ...platformHeaders(token), 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: '通知', content: 'x'.repeat(9 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ code: 413, msg: '请求体过大', data: null });
    expect(await checksums(sandbox.url)).toEqual(initial);
  });
});
