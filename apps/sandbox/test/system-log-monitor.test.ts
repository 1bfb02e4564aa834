/**
 * 操作日志 (filters by 账号或姓名, 操作 and time, newest first, export-sized pages, passwords never
 * saved) and 系统监控 (the server's live state). Runs on PGlite and, when configured, PostgreSQL.
 */
import { unwrap } from '@agrimap/sdk';
import { describe, expect, it } from 'vitest';
import { backends, startBackendSandbox } from './backends';
import { checksums, loggedInSandbox } from './helpers';

/** Today in Beijing, YYYY-MM-DD (log days are local days). */
const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

describe.each(backends())('operation log and monitoring on $name', (backend) => {
  const env = loggedInSandbox({ start: () => startBackendSandbox(backend), operator: true });

  const page = async (body: Record<string, unknown>) =>
    unwrap(
      await env.admin.api.system.POST('/api/v1/log/page', {
        body: { page: 1, pageSize: 1000, ...body } as { page: number; pageSize: number },
      }),
    );

  it('saved payloads never hold passwords (any depth, any password-like key)', async () => {
    unwrap(
      await env.admin.api.system.POST('/api/v1/log/save', {
        body: {
          userid: '7',
          loginname: 'liuyang',
          realname: '刘洋',
          operaname: '重置用户密码',
          payload: {
            userName: 'zhaolei',
            password: 'Hnnz@123456',
            newPwd: 'Secret#1',
            nested: { oldPassword: 'x', list: [{ appSecret: 'abc', keep: 1 }] },
          },
        },
      }),
    );
    const [record] = (await page({ keyword: '刘洋', operaname: '重置用户密码' })).records;
    expect(record?.payload).toEqual({
      userName: 'zhaolei',
      password: '******',
      newPwd: '******',
      nested: { oldPassword: '******', list: [{ appSecret: '******', keep: 1 }] },
    });
    expect(JSON.stringify(record)).not.toMatch(/Hnnz@123456|Secret#1/);
  });

  it('filters by account or name, by operation and by day range; newest first', async () => {
    for (const [loginname, realname, operaname] of [
      ['wangfang', '王芳', '新增字典项'],
      ['wangfang', '王芳', '删除字典项'],
      ['chenjing', '陈静', '新增字典项'],
    ] as const)
      unwrap(
        await env.admin.api.system.POST('/api/v1/log/save', {
          body: { userid: '9', loginname, realname, operaname },
        }),
      );
    const byName = await page({ keyword: '王芳', startDate: today(), endDate: today() });
    expect(byName.records.map((r) => r.operaname).slice(0, 2)).toEqual(['删除字典项', '新增字典项']);
    expect(byName.records.every((r) => r.realname === '王芳' || r.loginname.includes('王芳'))).toBe(true);
    const byAccount = await page({ keyword: 'wangf', startDate: today() });
    expect(byAccount.total).toBe(byName.total);
    const byOperation = await page({ operaname: '新增字典', startDate: today() });
    expect(byOperation.records.map((r) => r.realname)).toEqual(['陈静', '王芳']);
    const all = await page({});
    const times = all.records.map((r) => r.createTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.total).toBeGreaterThan(50);
    expect(all.records).toHaveLength(all.total);
    const old = await page({ endDate: '2020-01-01' });
    expect(old.total).toBe(0);
    const reversed = await env.admin.api.system.POST('/api/v1/log/page', {
      body: { startDate: today(), endDate: '2020-01-01', page: 1, pageSize: 10 },
    });
    expect(reversed.response.status).toBe(400);
    expect(reversed.error?.msg).toBe('请求参数错误：开始日期不能晚于结束日期');
  });

  it('monitoring: CPU, memory, uptime, runtime, database, and the last minute of requests', async () => {
    for (let i = 0; i < 5; i++)
      unwrap(await env.admin.api.system.GET('/api/v1/dic/getDic', { params: { query: { category: 'nf' } } }));
    const s = unwrap(await env.admin.api.system.GET('/api/v1/monitor/server'));
    expect(s.cpu.cores).toBeGreaterThan(0);
    expect(s.cpu.usage).toBeGreaterThanOrEqual(0);
    expect(s.cpu.usage).toBeLessThanOrEqual(100);
    expect(s.memory.rss).toBeGreaterThan(10 * 2 ** 20);
    expect(s.memory.systemTotal).toBeGreaterThan(s.memory.systemFree);
    expect(s.runtime).toMatchObject({
      name: 'Node.js',
      version: process.version,
      platform: process.platform,
    });
    expect(s.database.kind).toBe(backend.name);
    expect(s.database.size).toBeGreaterThan(1_000_000);
    expect(s.database.version).toMatch(/PostgreSQL \d+/);
    expect(s.requests.windowSeconds).toBe(60);
    expect(s.requests.count).toBeGreaterThanOrEqual(5);
    expect(s.requests.perSecond).toBeGreaterThan(0);
    expect(s.requests.p50).not.toBeNull();
    expect(s.requests.p99 as number).toBeGreaterThanOrEqual(s.requests.p50 as number);
    const next = unwrap(await env.admin.api.system.GET('/api/v1/monitor/server'));
    expect(next.requests.count).toBeGreaterThan(s.requests.count);
  });

  it('operators get 403 for monitoring and the log list; nothing changes', async () => {
    const before = await checksums(env.url);
    const monitor = await env.operator.api.system.GET('/api/v1/monitor/server');
    expect(monitor.data).toEqual({ code: 403, msg: '无权访问该资源', data: null });
    const logs = await env.operator.api.system.POST('/api/v1/log/page', { body: { page: 1, pageSize: 10 } });
    expect(logs.data).toEqual({ code: 403, msg: '无权访问该资源', data: null });
    expect(await checksums(env.url)).toEqual(before);
  });
});
