/**
 * The sign-in guard: five wrong passwords for one account within 10 minutes lock it for 10
 * minutes, with the same answer for names that match no account; 系统监控 lists and unlocks.
 * The sandbox's clock (`app.now()`) follows the faked `Date`.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Sandbox } from '../src/index';
import { backends, startBackendSandbox } from './backends';
import { ADMIN, login, OPERATOR, platformHeaders, sdkClient, type TestClient } from './helpers';

describe.each(backends())('sign-in guard on $name', (backend) => {
  let sandbox: Sandbox;
  let admin: TestClient;
  const LOCKED = { code: 1006, msg: '密码错误次数过多，请10分钟后再试', data: null };
  const WRONG = { code: 1001, msg: '用户名或密码错误', data: null };
  const start = new Date('2026-03-02T01:00:00Z');

  async function attempt(username: string, password: string): Promise<{ code: number; msg: string }> {
    const res = await fetch(`${sandbox.url}/account/api/auth/login`, {
      method: 'POST',
      headers: { ...platformHeaders(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    expect(res.status).toBe(200);
    return res.json() as Promise<{ code: number; msg: string }>;
  }

  const at = (minutes: number) => vi.setSystemTime(new Date(start.getTime() + minutes * 60_000));

  beforeAll(async () => {
    sandbox = await startBackendSandbox(backend);
    vi.useFakeTimers({ toFake: ['Date'] });
    at(0);
    admin = sdkClient(sandbox.url, await login(sandbox.url, ADMIN));
  });

  afterAll(async () => {
    vi.useRealTimers();
    await sandbox?.stop();
  });

  describe('sign-in guard', () => {
    it('locks an account after five wrong passwords; the right one is refused until 10 minutes pass', async () => {
      for (let i = 0; i < 4; i++) expect(await attempt('operator', 'Wrong@123')).toMatchObject(WRONG);
      expect(await attempt('operator', 'Wrong@123')).toEqual(LOCKED);
      at(1);
      expect(await attempt('operator', OPERATOR.password)).toEqual(LOCKED);
      // The phone number of the same account is the same account.
      expect(await attempt('13874900002', OPERATOR.password)).toEqual(LOCKED);
      at(9.9);
      expect(await attempt('operator', OPERATOR.password)).toEqual(LOCKED);
      at(10.1);
      expect((await attempt('operator', OPERATOR.password)).code).toBe(200);
    });

    it('locks names that match no account the same way', async () => {
      at(20);
      for (let i = 0; i < 4; i++) expect(await attempt('nobody_here', 'Wrong@123')).toMatchObject(WRONG);
      expect(await attempt('nobody_here', 'Wrong@123')).toEqual(LOCKED);
      expect(await attempt('nobody_here', 'Anything@1')).toEqual(LOCKED);
    });

    it('wrong passwords spread over more than 10 minutes do not lock; a success clears the count', async () => {
      at(40);
      for (let i = 0; i < 4; i++) await attempt('operator', 'Wrong@123');
      at(51);
      // The window restarted: this is failure 1 of a new window.
      expect(await attempt('operator', 'Wrong@123')).toMatchObject(WRONG);
      for (let i = 0; i < 3; i++) expect(await attempt('operator', 'Wrong@123')).toMatchObject(WRONG);
      expect((await attempt('operator', OPERATOR.password)).code).toBe(200);
      for (let i = 0; i < 4; i++) expect(await attempt('operator', 'Wrong@123')).toMatchObject(WRONG);
      expect((await attempt('operator', OPERATOR.password)).code).toBe(200);
    });

    it('系统监控 lists attempts and locks; an administrator unlocks', async () => {
      at(60);
      for (let i = 0; i < 5; i++) await attempt('operator', 'Wrong@123');
      await attempt('zhangsan_x', 'Wrong@123');
      const page = await admin.api.account.POST('/api/v1/monitor/login/locks', {
        body: { page: 1, pageSize: 10 },
      });
      const records = page.data?.data?.records ?? [];
      expect(records.find((r) => r.account === 'operator')).toMatchObject({
        failures: 5,
        locked: true,
        lockedUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        lastIp: '127.0.0.1',
      });
      expect(records.find((r) => r.account === 'zhangsan_x')).toMatchObject({
        failures: 1,
        locked: false,
        lockedUntil: null,
      });
      const lockedOnly = await admin.api.account.POST('/api/v1/monitor/login/locks', {
        body: { lockedOnly: true, page: 1, pageSize: 10 },
      });
      expect(lockedOnly.data?.data?.records.map((r) => r.account)).toEqual(['operator']);

      const operator = sdkClient(sandbox.url);
      const denied = await operator.api.account.POST('/api/v1/monitor/login/unlock', {
        body: { account: 'operator' },
      });
      expect(denied.data).toMatchObject({ code: 401 });
      const unlocked = await admin.api.account.POST('/api/v1/monitor/login/unlock', {
        body: { account: 'operator' },
      });
      expect(unlocked.data).toMatchObject({ code: 200, msg: '解锁成功' });
      expect((await attempt('operator', OPERATOR.password)).code).toBe(200);
      const again = await admin.api.account.POST('/api/v1/monitor/login/unlock', {
        body: { account: 'operator' },
      });
      expect(again.data).toMatchObject({ code: 1005, msg: '该账号未被锁定' });
    });
  });
});
