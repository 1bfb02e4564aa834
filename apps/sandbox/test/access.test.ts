/**
 * Access as a contract (openapi/README.md, "Who may call an operation"): every operation of the
 * spec is called as a stranger (no session), as a user without a role, as the operator, as a
 * user of each other seeded role and as the administrator, and the answer is checked against the
 * operation's own declaration (`x-access` / `x-button` / `x-button-by`) and the seed's role grants —
 * no hand list. Refused calls change no table. The test hooks exist only when a harness asks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, specAndValidators, startSandbox } from '../src/index';
import { menuRows, roleMenuRows } from '../src/seed/menus';
import { ACCOUNTS, INITIAL_PASSWORD, ROLES, staffSeeds } from '../src/seed/org';
import { isLoopback } from '../src/server';
import { type OperationDef, SERVER_PREFIXES } from '../src/spec/load';
import { backends, startBackendSandbox } from './backends';
import { ADMIN, checksums, login, OPERATOR, platformHeaders, startTestSandbox } from './helpers';

const { spec } = specAndValidators();

/** The menu urls each seeded role grants, and which roles are administrators (from the seed). */
const menus = menuRows();
const urlById = new Map(menus.map((m) => [m.id, m.menu_url]));
const grantsOfRole = new Map<number, Set<string>>();
for (const row of roleMenuRows(menus)) {
  const roleId = Number(row.role_id);
  const set = grantsOfRole.get(roleId) ?? new Set<string>();
  set.add(urlById.get(Number(row.menu_id)) as string);
  grantsOfRole.set(roleId, set);
}
const ADMIN_ROLES = new Set<number>(ROLES.filter((r) => r.is_admin).map((r) => r.id));

interface Caller {
  name: string;
  roleIds: number[];
  token?: string;
}

type Expectation = 'allowed' | 401 | 403;

/** What the declaration says a caller gets, for a body that chooses `byValue` (x-button-by). */
function expected(op: OperationDef, caller: Caller, byValue?: string): Expectation {
  const a = op.access;
  if (a.kind === 'public') return 'allowed';
  if (!caller.token) return 401;
  if (a.kind === 'deny') return 403;
  if (a.kind === 'signed-in') return 'allowed';
  if (caller.roleIds.some((r) => ADMIN_ROLES.has(r))) return 'allowed';
  if (a.kind !== 'button') return 403;
  const codes = byValue !== undefined && a.by ? (a.by.codes[byValue] ?? a.codes) : a.codes;
  const granted = caller.roleIds.some((r) => codes.some((c) => grantsOfRole.get(r)?.has(c)));
  return granted ? 'allowed' : 403;
}

/** 401 / 403 when the answer refuses for want of a session or a right (HTTP status or body code). */
async function refusal(res: Response): Promise<401 | 403 | undefined> {
  if (res.status === 401 || res.status === 403) return res.status;
  if (!String(res.headers.get('content-type')).includes('application/json')) {
    await res.arrayBuffer();
    return undefined;
  }
  const body = (await res.json().catch(() => undefined)) as { code?: unknown } | undefined;
  return body?.code === 401 || body?.code === 403 ? body.code : undefined;
}

function urlOf(base: string, op: OperationDef): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const p = op.params.find((x) => x.in === 'path' && x.name === name);
    return encodeURIComponent(String(p?.example ?? '1'));
  });
  return `${base}${SERVER_PREFIXES[op.server]}${path}`;
}

/** One call: the declared headers, an empty (so invalid) body or only the x-button-by field. */
function call(base: string, op: OperationDef, token: string | undefined, byValue?: string) {
  const a = op.access;
  const body =
    op.body === undefined
      ? undefined
      : JSON.stringify(byValue !== undefined && a.kind === 'button' && a.by ? { [a.by.name]: byValue } : {});
  return fetch(urlOf(base, op), {
    method: op.method.toUpperCase(),
    headers: {
      ...platformHeaders(token),
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body } : {}),
  });
}

/** Runs the calls a few at a time (the sandbox answers them concurrently, as it would a team). */
async function pool(tasks: (() => Promise<void>)[], width = 6): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < tasks.length) await (tasks[next++] as () => Promise<void>)();
    }),
  );
}

/** Every (operation, x-button-by value) pair: the plain call plus one per listed value. */
function cases(): { op: OperationDef; byValue?: string }[] {
  const out: { op: OperationDef; byValue?: string }[] = [];
  for (const op of spec.operations) {
    out.push({ op });
    if (op.access.kind === 'button' && op.access.by)
      for (const value of Object.keys(op.access.by.codes)) out.push({ op, byValue: value });
  }
  return out;
}

describe.each(backends())('access walk over every operation on $name', (backend) => {
  let sandbox: Sandbox;
  const callers: Caller[] = [];

  beforeAll(async () => {
    sandbox = await startBackendSandbox(backend);
    const admin = await login(sandbox.url, ADMIN);
    // A user without any role, created the way an administrator would.
    const created = await fetch(`${sandbox.url}/account/api/v1/user/register`, {
      method: 'POST',
      headers: { ...platformHeaders(admin), 'Content-Type': 'application/json' },
      body: JSON.stringify({
        userName: 'no_role_user',
        password: 'NoRole@123',
        realName: '无角色用户',
        phone: '13974100999',
        departmentId: 103,
      }),
    });
    expect(((await created.json()) as { code: number }).code).toBe(200);
    callers.push(
      { name: 'stranger', roleIds: [] },
      {
        name: 'no role',
        roleIds: [],
        token: await login(sandbox.url, { username: 'no_role_user', password: 'NoRole@123' }),
      },
      { name: 'operator', roleIds: [2], token: await login(sandbox.url, OPERATOR) },
      { name: 'administrator', roleIds: [1], token: admin },
    );
    // One enabled staff member of each other seeded role (their seed password is the initial one).
    const staff = staffSeeds(new Date());
    for (const role of ROLES) {
      if (role.id === 1 || role.id === 2) continue;
      const member = staff.find((s) => s.status === 1 && s.roleIds.length === 1 && s.roleIds[0] === role.id);
      if (!member) continue;
      callers.push({
        name: role.name,
        roleIds: [role.id],
        token: await login(sandbox.url, { username: member.userName, password: INITIAL_PASSWORD }),
      });
    }
    expect(callers.map((c) => c.name)).toContain('门店店长');
    // A hang guard: 107 s beside the browsers of `pnpm test`.
  }, 600_000);

  afterAll(() => sandbox?.stop());

  it('declares access on every operation (none is left to deny by default)', () => {
    const undeclared = spec.operations.filter((op) => op.access.kind === 'deny').map((op) => op.operationId);
    expect(undeclared).toEqual([]);
  });

  it('refuses exactly what the declarations refuse, and refused calls change nothing', async () => {
    const before = await checksums(sandbox.url);
    const mismatches: string[] = [];
    let refusedCalls = 0;
    const tasks: (() => Promise<void>)[] = [];
    for (const caller of callers.filter((c) => c.name !== 'administrator')) {
      for (const { op, byValue } of cases()) {
        const want = expected(op, caller, byValue);
        if (want === 'allowed') continue;
        tasks.push(async () => {
          const got = await refusal(await call(sandbox.url, op, caller.token, byValue));
          refusedCalls++;
          if (got !== want)
            mismatches.push(
              `${caller.name} ${op.operationId}${byValue ? `(${byValue})` : ''}: ${got ?? '放行'} ≠ ${want}`,
            );
        });
      }
    }
    await pool(tasks);
    expect(mismatches).toEqual([]);
    expect(refusedCalls).toBeGreaterThan(500);
    expect(await checksums(sandbox.url)).toEqual(before);
  }, 300_000);

  it('lets through every call the declarations allow (no 401 / 403)', async () => {
    const mismatches: string[] = [];
    const tasks: (() => Promise<void>)[] = [];
    for (const caller of callers) {
      for (const { op, byValue } of cases()) {
        if (expected(op, caller, byValue) !== 'allowed') continue;
        // Reads of a token from the path ask about that token's own session.
        if (op.operationId === 'getUserInfoByTokenPath') continue;
        // 退出登录 ends the session the other calls use: it goes last, below.
        if (op.operationId === 'logout') continue;
        tasks.push(async () => {
          const got = await refusal(await call(sandbox.url, op, caller.token, byValue));
          if (got !== undefined)
            mismatches.push(`${caller.name} ${op.operationId}${byValue ? `(${byValue})` : ''}: ${got}`);
        });
      }
    }
    await pool(tasks);
    const logout = spec.byId.get('logout') as OperationDef;
    for (const caller of callers.filter((c) => expected(logout, c) === 'allowed')) {
      const got = await refusal(await call(sandbox.url, logout, caller.token));
      if (got !== undefined) mismatches.push(`${caller.name} logout: ${got}`);
    }
    expect(mismatches).toEqual([]);
  }, 300_000);
});

describe('the operator is refused administrator writes through the SDK shape of the call', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });
  afterAll(() => sandbox?.stop());

  it('order 调价 to 0.01 元, stock-document 审核, supplier 删除, 农技方案 发布 → 403 无权访问该资源, nothing changes', async () => {
    const operator = await login(sandbox.url, OPERATOR);
    const before = await checksums(sandbox.url);
    const post = async (path: string, body: unknown) => {
      const res = await fetch(`${sandbox.url}${path}`, {
        method: 'POST',
        headers: { ...platformHeaders(operator), 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return (await res.json()) as { code: number; msg: string };
    };
    const forbidden = { code: 403, msg: '无权访问该资源' };
    expect(
      await post('/shop/api/v1/web/sp/order/action', { id: 1, action: 'adjust', adjustAmount: -99999 }),
    ).toMatchObject(forbidden);
    expect(
      await post('/shop/api/v1/web/sp/order/action', { id: 1, action: 'pay', payMethod: 1 }),
    ).toMatchObject(forbidden);
    expect(await post('/shop/api/v1/web/wms/doc/action', { id: 1, action: 'approve' })).toMatchObject(
      forbidden,
    );
    expect(await post('/shop/api/v1/web/sp/supplier/delete', { id: 1 })).toMatchObject(forbidden);
    expect(await post('/base/api/v1/agro/scheme/status', { id: 1, action: 'publish' })).toMatchObject(
      forbidden,
    );
    expect(await checksums(sandbox.url)).toEqual(before);
    // What the operator's role grants still works: 备注 is not among its buttons either, 调拨 is.
    expect(await post('/shop/api/v1/web/wms/transfer/create', {})).not.toMatchObject({ code: 403 });
  });
});

describe('test hooks', () => {
  it('are not served unless the harness asks (pnpm start never does): 404, and no fault header', async () => {
    const plain = await startSandbox({ dataDir: 'memory://', quiet: true });
    try {
      for (const [method, path, body] of [
        ['POST', '/__sandbox/state', { state: 'user admin is logged in' }],
        ['POST', '/__sandbox/reset', {}],
        ['POST', '/__sandbox/expire-sessions', {}],
        ['POST', '/__sandbox/faults', { operationId: 'listDevice', mode: 'error' }],
        ['GET', '/__sandbox/checksum', undefined],
      ] as const) {
        const res = await fetch(`${plain.url}${path}`, {
          method,
          ...(body ? { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) } : {}),
        });
        expect(res.status, path).toBe(404);
        expect(JSON.stringify(await res.json())).not.toContain('token');
      }
      // A form post from another site gets nothing either.
      const form = await fetch(`${plain.url}/__sandbox/state`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'state=user+admin+is+logged+in',
      });
      expect(form.status).toBe(404);
      const token = await login(plain.url, ADMIN);
      const res = await fetch(`${plain.url}/base/api/v1/camera/listDevice`, {
        method: 'POST',
        headers: {
          ...platformHeaders(token),
          'Content-Type': 'application/json',
          'x-sandbox-fault': 'http500',
        },
        body: JSON.stringify({ page: 1, pageSize: 10 }),
      });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { code: number }).code).toBe(200);
    } finally {
      await plain.stop();
    }
  });

  it('answer loopback clients only when on', () => {
    expect(isLoopback('127.0.0.1')).toBe(true);
    expect(isLoopback('127.8.9.10')).toBe(true);
    expect(isLoopback('::1')).toBe(true);
    expect(isLoopback('10.0.0.5')).toBe(false);
    expect(isLoopback('192.168.1.20')).toBe(false);
    expect(isLoopback('1270.0.0.1')).toBe(false);
    expect(ACCOUNTS.admin.userName).toBe('admin');
  });
});
