/**
 * A large user list (10,000 bulk users from the `X bulk users exist` state, the benchmark's data)
 * filters by name, phone, status and department subtree and pages correctly on both backends.
 */
import { unwrap } from '@agrimap/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../src/index';
import { backends, startBackendSandbox } from './backends';
import { ADMIN, login, providerState, sdkClient, type TestClient } from './helpers';

const BULK = 10_000;

describe.each(backends())('10,000 users on $name', (backend) => {
  let sandbox: Sandbox;
  let admin: TestClient;
  let seeded: { total: number; disabled: number };

  const list = async (body: Record<string, unknown>) =>
    unwrap(
      await admin.api.account.POST('/api/v1/user/manage/list', {
        body: { page: 1, pageSize: 10, ...body } as { page: number; pageSize: number },
      }),
    );

  beforeAll(async () => {
    sandbox = await startBackendSandbox(backend);
    admin = sdkClient(sandbox.url, await login(sandbox.url, ADMIN));
    seeded = { total: (await list({})).total, disabled: (await list({ status: 0 })).total };
    const res = await providerState(sandbox.url, `${BULK} bulk users exist`);
    expect(await res.json()).toMatchObject({ ok: true, added: BULK });
  });

  afterAll(async () => {
    await sandbox?.stop();
  });

  it('counts, pages and filters', async () => {
    expect((await list({})).total).toBe(seeded.total + BULK);
    // Every seventh bulk user is disabled.
    expect((await list({ status: 0 })).total).toBe(seeded.disabled + Math.floor(BULK / 7));
    const last = await list({ realName: '测试员', page: 334, pageSize: 30 });
    expect(last.total).toBe(BULK);
    expect(last.records).toHaveLength(BULK - 333 * 30);
    const page2 = await list({ realName: '测试员', page: 2, pageSize: 30 });
    const page1 = await list({ realName: '测试员', page: 1, pageSize: 30 });
    expect((page2.records[0]?.userId ?? 0) > (page1.records[29]?.userId ?? 0)).toBe(true);
    const one = page1.records[0];
    const byPhone = await list({ phone: one?.phone ?? '' });
    expect(byPhone.records.map((u) => u.userId)).toEqual([one?.userId]);
    // Department 110 and its sub-departments, enabled only.
    const sub = await list({ departmentId: 110, status: 1, realName: '测试员', pageSize: 1000 });
    expect(sub.total).toBeGreaterThan(0);
    expect(sub.records.every((u) => u.status === 1 && u.realName.startsWith('测试员'))).toBe(true);
    // Adding the state again adds nobody.
    const again = await providerState(sandbox.url, `${BULK} bulk users exist`);
    expect(await again.json()).toMatchObject({ ok: true, added: 0 });
  });
});
