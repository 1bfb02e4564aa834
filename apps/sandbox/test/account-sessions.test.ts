/**
 * Sessions end when they should: 退出登录 ends the caller's session (its token then answers 401);
 * a password change, an administrator's 重置密码, 停用 and deleting a user end all of that user's
 * sessions. The user detail calls answer only for the caller's own session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../src/index';
import { backends, startBackendSandbox } from './backends';
import { ADMIN, login, OPERATOR, platformHeaders, sdkClient, type TestClient } from './helpers';

describe.each(backends())('sessions on $name', (backend) => {
  let sandbox: Sandbox;
  let admin: TestClient;
  let adminToken: string;
  let seq = 0;

  beforeAll(async () => {
    sandbox = await startBackendSandbox(backend);
    adminToken = await login(sandbox.url, ADMIN);
    admin = sdkClient(sandbox.url, adminToken);
  });

  afterAll(async () => {
    await sandbox?.stop();
  });

  /** The body code of a signed-in call made with `token` (401 once its session ended). */
  async function codeWith(token: string): Promise<number> {
    const res = await fetch(`${sandbox.url}/account/api/v1/menu/tree/list`, {
      method: 'POST',
      headers: { ...platformHeaders(token), 'Content-Type': 'application/json' },
      body: '{}',
    });
    return ((await res.json()) as { code: number }).code;
  }

  /** A new user (enabled, in a department, in the root organisation) and two live sessions of theirs. */
  async function userWithSessions(): Promise<{ id: number; userName: string; tokens: [string, string] }> {
    seq += 1;
    const userName = `session_user_${seq}`;
    const password = 'Hnnz@2024x';
    const res = await admin.api.account.POST('/api/v1/user/register', {
      body: {
        userName,
        password,
        realName: `会话测试${seq}`,
        phone: `1390000${String(7000 + seq)}`,
        departmentId: 111,
        roleIds: [3],
      },
    });
    expect(res.data?.code).toBe(200);
    const id = res.data?.data?.userId as number;
    const tokens: [string, string] = [
      await login(sandbox.url, { username: userName, password }),
      await login(sandbox.url, { username: userName, password }),
    ];
    for (const t of tokens) expect(await codeWith(t)).toBe(200);
    return { id, userName, tokens };
  }

  it('退出登录 ends the caller’s session only; its token then answers 401', async () => {
    const { tokens } = await userWithSessions();
    const [first, second] = tokens;
    const me = sdkClient(sandbox.url, first);
    const out = await me.api.account.POST('/api/auth/logout');
    expect(out.data).toEqual({ code: 200, msg: '已退出登录', data: null });
    expect(await codeWith(first)).toBe(401);
    // The same user's session in another browser goes on.
    expect(await codeWith(second)).toBe(200);
    // Logging out again with the ended token is refused like any other call.
    const again = await fetch(`${sandbox.url}/account/api/auth/logout`, {
      method: 'POST',
      headers: platformHeaders(first),
    });
    expect(((await again.json()) as { code: number; msg: string }).code).toBe(401);
    // Without a token there is no session to end.
    const anonymous = await fetch(`${sandbox.url}/account/api/auth/logout`, {
      method: 'POST',
      headers: platformHeaders(),
    });
    expect(((await anonymous.json()) as { code: number }).code).toBe(401);
  });

  it('changing one’s password ends all of one’s sessions, this one included', async () => {
    const { userName, tokens } = await userWithSessions();
    const me = sdkClient(sandbox.url, tokens[0]);
    const changed = await me.api.account.POST('/api/v1/user/update/password', {
      body: { oldPassword: 'Hnnz@2024x', newPassword: 'Xiang#Nong2025' },
    });
    expect(changed.data).toEqual({ code: 200, msg: '密码修改成功，请使用新密码重新登录', data: null });
    for (const t of tokens) expect(await codeWith(t)).toBe(401);
    await expect(login(sandbox.url, { username: userName, password: 'Hnnz@2024x' })).rejects.toThrow();
    expect(await codeWith(await login(sandbox.url, { username: userName, password: 'Xiang#Nong2025' }))).toBe(
      200,
    );
    // A wrong old password changes nothing and ends nothing.
    const other = await login(sandbox.url, { username: userName, password: 'Xiang#Nong2025' });
    const wrong = await sdkClient(sandbox.url, other).api.account.POST('/api/v1/user/update/password', {
      body: { oldPassword: 'Hnnz@2024x', newPassword: 'Another#2025' },
    });
    expect(wrong.data).toMatchObject({ code: 1002 });
    expect(await codeWith(other)).toBe(200);
  });

  it('an administrator’s 重置密码 ends all of the user’s sessions', async () => {
    const { id, tokens } = await userWithSessions();
    const reset = await admin.api.account.POST('/api/v2/usermanage/resetPassword', { body: { userId: id } });
    expect(reset.data?.code).toBe(200);
    for (const t of tokens) expect(await codeWith(t)).toBe(401);
    expect(await codeWith(adminToken)).toBe(200);
  });

  it('停用 (user/status and update/base) ends all of the user’s sessions', async () => {
    const a = await userWithSessions();
    expect(
      (await admin.api.account.POST('/api/v1/user/status', { body: { id: a.id, status: 0 } })).data?.code,
    ).toBe(200);
    for (const t of a.tokens) expect(await codeWith(t)).toBe(401);
    // Enabling again does not bring the ended sessions back.
    expect(
      (await admin.api.account.POST('/api/v1/user/status', { body: { id: a.id, status: 1 } })).data?.code,
    ).toBe(200);
    for (const t of a.tokens) expect(await codeWith(t)).toBe(401);

    const b = await userWithSessions();
    expect(
      (await admin.api.account.POST('/api/v1/user/update/base', { body: { userId: b.id, status: 0 } })).data
        ?.code,
    ).toBe(200);
    for (const t of b.tokens) expect(await codeWith(t)).toBe(401);
  });

  it('deleting a user ends all of the user’s sessions', async () => {
    const { id, tokens } = await userWithSessions();
    const res = await fetch(`${sandbox.url}/account/api/v1/user/delete?id=${id}`, {
      method: 'DELETE',
      headers: platformHeaders(adminToken),
    });
    expect(((await res.json()) as { code: number }).code).toBe(200);
    for (const t of tokens) expect(await codeWith(t)).toBe(401);
    const left = await fetch(`${sandbox.url}/account/api/v1/monitor/session/list`, {
      method: 'POST',
      headers: { ...platformHeaders(adminToken), 'Content-Type': 'application/json' },
      body: JSON.stringify({ keyword: 'session_user', page: 1, pageSize: 100 }),
    });
    const records = ((await left.json()) as { data: { records: { userId: number }[] } }).data.records;
    expect(records.filter((r) => r.userId === id)).toEqual([]);
  });

  describe('user detail by token answers only for the caller’s own session', () => {
    const NOT_OWN = { code: 1007, msg: '只能查询当前登录用户的信息', data: null };

    async function detail(authorization: string, body: unknown) {
      const res = await fetch(`${sandbox.url}/account/api/v1/user/detail/token`, {
        method: 'POST',
        headers: { ...platformHeaders(authorization), 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(200);
      return res.json() as Promise<{ code: number; msg: string; data: { userName: string } | null }>;
    }

    async function byPath(authorization: string, token: string) {
      const res = await fetch(`${sandbox.url}/account/${token}`, { headers: platformHeaders(authorization) });
      expect(res.status).toBe(200);
      return res.json() as Promise<{ code: number; msg: string; data: { userName: string } | null }>;
    }

    it('user/detail/token: another user’s token, another own session or an unknown token is refused', async () => {
      const operatorToken = await login(sandbox.url, OPERATOR);
      expect(await detail(adminToken, { token: operatorToken })).toEqual(NOT_OWN);
      // Even another session of the same user: the token names a session, not a person.
      const secondAdmin = await login(sandbox.url, ADMIN);
      expect(await detail(adminToken, { token: secondAdmin })).toEqual(NOT_OWN);
      // An unknown token answers the same: a token's validity cannot be tested this way.
      expect(await detail(adminToken, { token: 'f'.repeat(48) })).toEqual(NOT_OWN);
      // The caller's own session, by token, platform token or the header alone.
      expect((await detail(adminToken, { token: adminToken })).data?.userName).toBe('admin');
      expect((await detail(adminToken, {})).data?.userName).toBe('admin');
      const signIn = await fetch(`${sandbox.url}/account/api/auth/login`, {
        method: 'POST',
        headers: { ...platformHeaders(), 'Content-Type': 'application/json' },
        body: JSON.stringify(OPERATOR),
      });
      const session = ((await signIn.json()) as { data: { token: string; zt_token: string } }).data;
      expect((await detail(session.token, { token: session.zt_token })).data?.userName).toBe('operator');
      expect((await detail(session.zt_token, { token: session.token })).data?.userName).toBe('operator');
    });

    it('GET /{token}: a path token that is not the caller’s session is refused', async () => {
      const operatorToken = await login(sandbox.url, OPERATOR);
      expect(await byPath(adminToken, operatorToken)).toEqual(NOT_OWN);
      expect(await byPath(adminToken, 'f'.repeat(48))).toEqual(NOT_OWN);
      expect((await byPath(adminToken, adminToken)).data?.userName).toBe('admin');
      // The SDK sends the path token as Authorization: whoever holds the token is its session.
      const viaSdk = await admin.api.account.GET('/{token}', { params: { path: { token: operatorToken } } });
      expect(viaSdk.data?.data?.userName).toBe('operator');
    });
  });
});
