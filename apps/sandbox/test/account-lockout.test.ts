/**
 * The sign-in guard: five wrong passwords for one account from one client address within 10
 * minutes lock it there for 10 minutes, with the same answer for names that match no account;
 * twenty from any addresses within 10 minutes lock it everywhere for 30 minutes; wrong old
 * passwords of a password change count the same; 系统监控 and 公司人员管理 list and unlock.
 * The sandbox's clock (`app.now()`) is set through its test hook (`POST /__sandbox/clock`), not by
 * faking `Date` in the process: PGlite runs in this process, and Postgres inside it, its own timers
 * computed across a faked and a real clock, would re-arm a 271-day timer every millisecond (Node:
 * TimeoutOverflowWarning, the delay set to 1 ms) while the clock is faked. Other client addresses are other
 * loopback addresses (127.0.0.x: the whole 127/8 reaches the sandbox on 127.0.0.1).
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../src/index';
import { backends, startBackendSandbox } from './backends';
import {
  ADMIN,
  login,
  OPERATOR,
  platformHeaders,
  postHook,
  providerState,
  sdkClient,
  type TestClient,
} from './helpers';

describe.each(backends())('sign-in guard on $name', (backend) => {
  let sandbox: Sandbox;
  let admin: TestClient;
  const LOCKED = { code: 1006, msg: '密码错误次数过多，请10分钟后再试', data: null };
  const LOCKED_EVERYWHERE = { code: 1006, msg: '密码错误次数过多，账号已锁定，请30分钟后再试', data: null };
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

  /** A sign-in from another client address (a loopback address other than 127.0.0.1). */
  function attemptFrom(
    address: string,
    username: string,
    password: string,
  ): Promise<{ code: number; msg: string; data: { token: string } | null }> {
    const body = JSON.stringify({ username, password });
    return new Promise((resolve, reject) => {
      const req = http.request(
        `${sandbox.url}/account/api/auth/login`,
        {
          method: 'POST',
          localAddress: address,
          headers: {
            ...platformHeaders(),
            'Content-Type': 'application/json',
            'Content-Length': Buffer.byteLength(body),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            try {
              expect(res.statusCode).toBe(200);
              resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
            } catch (err) {
              reject(err);
            }
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  /** Sets the sandbox's clock `minutes` after the start. */
  const at = (minutes: number): Promise<void> =>
    postHook(sandbox.url, '/__sandbox/clock', {
      at: new Date(start.getTime() + minutes * 60_000).toISOString(),
    });

  beforeAll(async () => {
    sandbox = await startBackendSandbox(backend);
    await at(0);
    admin = sdkClient(sandbox.url, await login(sandbox.url, ADMIN));
  });

  afterAll(async () => {
    await sandbox?.stop();
  });

  describe('sign-in guard', () => {
    it('locks an account after five wrong passwords; the right one is refused until 10 minutes pass', async () => {
      for (let i = 0; i < 4; i++) expect(await attempt('operator', 'Wrong@123')).toMatchObject(WRONG);
      // The sandbox clock keeps running from the last `at`: set it again so that the lock starts at
      // minute 0 however long the sign-ins above took on a loaded machine (10.1 is only 6 s later).
      await at(0);
      expect(await attempt('operator', 'Wrong@123')).toEqual(LOCKED);
      await at(1);
      expect(await attempt('operator', OPERATOR.password)).toEqual(LOCKED);
      // The phone number of the same account is the same account.
      expect(await attempt('13874900002', OPERATOR.password)).toEqual(LOCKED);
      await at(9.9);
      expect(await attempt('operator', OPERATOR.password)).toEqual(LOCKED);
      await at(10.1);
      expect((await attempt('operator', OPERATOR.password)).code).toBe(200);
    });

    it('locks names that match no account the same way', async () => {
      await at(20);
      for (let i = 0; i < 4; i++) expect(await attempt('nobody_here', 'Wrong@123')).toMatchObject(WRONG);
      expect(await attempt('nobody_here', 'Wrong@123')).toEqual(LOCKED);
      expect(await attempt('nobody_here', 'Anything@1')).toEqual(LOCKED);
    });

    it('wrong passwords spread over more than 10 minutes do not lock; a success clears the count', async () => {
      await at(40);
      for (let i = 0; i < 4; i++) await attempt('operator', 'Wrong@123');
      await at(51);
      // The window restarted: this is failure 1 of a new window.
      expect(await attempt('operator', 'Wrong@123')).toMatchObject(WRONG);
      for (let i = 0; i < 3; i++) expect(await attempt('operator', 'Wrong@123')).toMatchObject(WRONG);
      expect((await attempt('operator', OPERATOR.password)).code).toBe(200);
      for (let i = 0; i < 4; i++) expect(await attempt('operator', 'Wrong@123')).toMatchObject(WRONG);
      expect((await attempt('operator', OPERATOR.password)).code).toBe(200);
    });

    it('系统监控 lists attempts and locks; an administrator unlocks', async () => {
      await at(60);
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

    it('five failures lock the account from that address only; others still sign in', async () => {
      await at(100);
      for (let i = 0; i < 4; i++)
        expect(await attemptFrom('127.0.0.2', 'operator', 'Wrong@123')).toMatchObject(WRONG);
      expect(await attemptFrom('127.0.0.2', 'operator', 'Wrong@123')).toEqual(LOCKED);
      expect(await attemptFrom('127.0.0.2', 'operator', OPERATOR.password)).toEqual(LOCKED);
      // The same account from another address is not locked, and its success lifts nothing.
      expect((await attemptFrom('127.0.0.3', 'operator', OPERATOR.password)).code).toBe(200);
      expect((await attempt('operator', OPERATOR.password)).code).toBe(200);
      expect(await attemptFrom('127.0.0.2', 'operator', OPERATOR.password)).toEqual(LOCKED);
      // Attempts refused by the lock are not counted: it still ends 10 minutes after the fifth failure.
      await at(105);
      for (let i = 0; i < 10; i++) await attemptFrom('127.0.0.2', 'operator', 'Wrong@123');
      await at(109.9);
      expect(await attemptFrom('127.0.0.2', 'operator', OPERATOR.password)).toEqual(LOCKED);
      await at(110.1);
      expect((await attemptFrom('127.0.0.2', 'operator', OPERATOR.password)).code).toBe(200);
    });

    it('twenty failures from any addresses within 10 minutes lock the account everywhere for 30 minutes', async () => {
      await at(200);
      for (const address of ['127.0.0.11', '127.0.0.12', '127.0.0.13']) {
        for (let i = 0; i < 4; i++)
          expect(await attemptFrom(address, 'admin', 'Wrong@123')).toMatchObject(WRONG);
        expect(await attemptFrom(address, 'admin', 'Wrong@123')).toEqual(LOCKED);
      }
      await at(205);
      // Fifteen so far: the administrator still signs in from elsewhere.
      expect((await attemptFrom('127.0.0.20', 'admin', ADMIN.password)).code).toBe(200);
      for (let i = 0; i < 4; i++)
        expect(await attemptFrom('127.0.0.14', 'admin', 'Wrong@123')).toMatchObject(WRONG);
      // The twentieth within 10 minutes locks the account everywhere.
      expect(await attemptFrom('127.0.0.14', 'admin', 'Wrong@123')).toEqual(LOCKED_EVERYWHERE);
      expect(await attemptFrom('127.0.0.20', 'admin', ADMIN.password)).toEqual(LOCKED_EVERYWHERE);
      expect(await attempt('admin', ADMIN.password)).toEqual(LOCKED_EVERYWHERE);
      // By phone number too; refused attempts do not count or extend the lock.
      await at(220);
      expect(await attempt('13874900001', ADMIN.password)).toEqual(LOCKED_EVERYWHERE);
      for (let i = 0; i < 5; i++)
        expect(await attemptFrom('127.0.0.15', 'admin', 'Wrong@123')).toEqual(LOCKED_EVERYWHERE);
      await at(234.9);
      expect(await attemptFrom('127.0.0.20', 'admin', ADMIN.password)).toEqual(LOCKED_EVERYWHERE);
      // No lock lasts forever: 30 minutes after the twentieth failure the account signs in again.
      await at(235.1);
      expect((await attemptFrom('127.0.0.20', 'admin', ADMIN.password)).code).toBe(200);
      expect((await attemptFrom('127.0.0.11', 'admin', ADMIN.password)).code).toBe(200);
      expect((await attempt('admin', ADMIN.password)).code).toBe(200);
    });

    it('failures spread over more than 10 minutes do not add up to the lock everywhere', async () => {
      await at(300);
      for (const address of ['127.0.0.31', '127.0.0.32', '127.0.0.33'])
        for (let i = 0; i < 5; i++) await attemptFrom(address, 'operator', 'Wrong@123');
      await at(310.5);
      for (let i = 0; i < 4; i++)
        expect(await attemptFrom('127.0.0.34', 'operator', 'Wrong@123')).toMatchObject(WRONG);
      // Twenty in all, but the first fifteen are more than 10 minutes old: a lock of that address only.
      expect(await attemptFrom('127.0.0.34', 'operator', 'Wrong@123')).toEqual(LOCKED);
      expect((await attempt('operator', OPERATOR.password)).code).toBe(200);
    });

    it('wrong old passwords on update/password count toward the same lockout', async () => {
      await at(400);
      const token = await login(sandbox.url, OPERATOR);
      const operator = sdkClient(sandbox.url, token);
      const change = (oldPassword: string) =>
        operator.api.account.POST('/api/v1/user/update/password', {
          body: { oldPassword, newPassword: 'Xiang#Nong2025' },
        });
      for (let i = 0; i < 3; i++)
        expect((await change('Guess@123')).data).toEqual({ code: 1002, msg: '原密码不正确', data: null });
      expect(await attempt('operator', 'Wrong@123')).toMatchObject(WRONG);
      // The fifth failure (three guesses, one sign-in, this one) locks the account from this address.
      expect((await change('Guess@456')).data).toEqual(LOCKED);
      expect(await attempt('operator', OPERATOR.password)).toEqual(LOCKED);
      // While locked, not even the right old password is checked; the session itself goes on.
      expect((await change(OPERATOR.password)).data).toEqual(LOCKED);
      expect((await operator.api.account.POST('/api/v1/user/detail/token', { body: {} })).data?.code).toBe(
        200,
      );
      const locks = await admin.api.account.POST('/api/v1/monitor/login/locks', {
        body: { lockedOnly: true, page: 1, pageSize: 10 },
      });
      expect(locks.data?.data?.records.find((r) => r.account === 'operator')).toMatchObject({
        failures: 5,
        locked: true,
        everywhere: false,
        addresses: ['127.0.0.1'],
      });
      await at(410.1);
      expect((await change(OPERATOR.password)).data).toMatchObject({ code: 200 });
    });

    it('公司人员管理 shows both locks on the user row; 解锁 lifts both at once', async () => {
      await at(500);
      const state = await providerState(sandbox.url, 'user zhangsan exists with password Zhang@123');
      expect(state.status).toBe(200);
      const listed = async () => {
        const page = await admin.api.account.POST('/api/v1/user/manage/list', {
          body: { userName: 'zhangsan', page: 1, pageSize: 10 },
        });
        return page.data?.data?.records.find((u) => u.userName === 'zhangsan');
      };
      expect((await listed())?.signInLock).toBeNull();
      for (const address of ['127.0.0.41', '127.0.0.42', '127.0.0.43', '127.0.0.44'])
        for (let i = 0; i < 5; i++) await attemptFrom(address, 'zhangsan', 'Wrong@123');
      expect(await attemptFrom('127.0.0.45', 'zhangsan', 'Zhang@123')).toEqual(LOCKED_EVERYWHERE);
      const lock = (await listed())?.signInLock;
      // The twentieth failure (from .44) locked the account everywhere; .41–.43 are locked by their fifth.
      expect(lock).toEqual({
        everywhere: true,
        addresses: ['127.0.0.41', '127.0.0.42', '127.0.0.43'],
        lockedUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      });
      const monitor = await admin.api.account.POST('/api/v1/monitor/login/locks', {
        body: { lockedOnly: true, page: 1, pageSize: 10 },
      });
      expect(monitor.data?.data?.records.find((r) => r.account === 'zhangsan')).toMatchObject({
        failures: 20,
        locked: true,
        lockedUntil: lock?.lockedUntil,
        everywhere: true,
        lastIp: '127.0.0.44',
      });
      const unlocked = await admin.api.account.POST('/api/v1/monitor/login/unlock', {
        body: { account: 'zhangsan' },
      });
      expect(unlocked.data).toMatchObject({ code: 200, msg: '解锁成功' });
      expect((await listed())?.signInLock).toBeNull();
      expect((await attemptFrom('127.0.0.41', 'zhangsan', 'Zhang@123')).code).toBe(200);
      expect((await attemptFrom('127.0.0.45', 'zhangsan', 'Zhang@123')).code).toBe(200);
      // The counts went too: four more failures from an address that had five do not lock it.
      for (let i = 0; i < 4; i++)
        expect(await attemptFrom('127.0.0.42', 'zhangsan', 'Wrong@123')).toMatchObject(WRONG);
    });
  });
});
