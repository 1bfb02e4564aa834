// An account whose roles do not grant the customer and publishing buttons (the seeded operator):
// the screens show no such buttons, and the sandbox refuses the calls behind them (the 上架
// screens' side: features/business/sales/launch/permissions.test.tsx).
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listLoaded, tableRows } from '@/test/dom';
import { renderScreen, withSandbox } from '@/test/sandbox';
import { sandboxPost } from '@/test/shop-api';
import { CustomersPage } from './customers/CustomersPage';

const sandbox = withSandbox();

const ACCOUNTS = { admin: 'Admin@123', operator: 'Operator@123' } as const;

async function post(url: string, payload: unknown, token?: string) {
  const res = await sandboxPost(sandbox, url, payload, token);
  return { status: res.status, body: (await res.json()) as { code: number; msg: string; data: unknown } };
}

/** Signs in as `as`; answers a caller of the shop server (bypassing the screens). */
async function signIn(as: keyof typeof ACCOUNTS) {
  const login = await post('/account/api/auth/login', { username: as, password: ACCOUNTS[as] });
  const token = (login.body.data as { token: string }).token;
  return (path: string, body: unknown) => post(`/shop${path}`, body, token);
}

const NEW_CUSTOMER = {
  name: '权限测试家庭农场',
  type: 3,
  contactName: '权限',
  phone: '13912340987',
  qhdm: '430112',
  qhmc: '望城区',
  address: '',
  lon: null,
  lat: null,
  crops: [],
  areaMu: 0,
  level: 2,
  source: 1,
  status: 1,
  ownerId: 2,
  remark: '',
};

describe('customers and publishing without their buttons', { timeout: 120_000 }, () => {
  it('客户管理: the operator reads the customers but sees no 新增 / 导入 / 编辑 / 删除', async () => {
    await renderScreen(<CustomersPage />, { as: 'operator', url: '/yxglxt/index/khgl' });
    await listLoaded();
    expect(tableRows('.customer-table').length).toBeGreaterThan(0);
    for (const name of [/^新\s*增$/, /^导\s*入$/, /^编\s*辑$/, /^删\s*除$/])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^详\s*情$/ }).length).toBeGreaterThan(0);
  });

  it('the administrator has them (same screens, same seed)', async () => {
    await renderScreen(<CustomersPage />, { as: 'admin', url: '/yxglxt/index/khgl' });
    await listLoaded();
    expect(screen.getAllByRole('button', { name: /^编\s*辑$/ }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /新\s*增/ })).toBeTruthy();
  });

  it('the sandbox refuses the operator the calls behind those buttons and changes nothing', async () => {
    const operator = await signIn('operator');
    const admin = await signIn('admin');
    const items = await operator('/api/v1/web/sale/item/page', {
      kind: 'sku',
      tab: 'onSale',
      page: 1,
      pageSize: 1,
    });
    expect(items.body.code).toBe(200);
    const id = (items.body.data as { records: { id: number }[] }).records[0]?.id as number;
    const before = await sandbox.checksum();
    const refusals = [
      await operator('/api/v1/web/crm/customer/save', NEW_CUSTOMER),
      await operator('/api/v1/web/crm/customer/delete', { ids: [1] }),
      await operator('/api/v1/web/sale/item/publish', { kind: 'sku', ids: [id], action: 'off' }),
    ];
    for (const r of refusals) {
      // the platform's envelope carries the refusal (HTTP 403 where an operation documents it)
      expect([r.status, r.body.code]).toContain(403);
      expect(r.body.code).toBe(403);
      expect(r.body.msg).toBe('无权访问该资源');
    }
    expect(await sandbox.checksum()).toEqual(before);
    // the administrator is let through
    const saved = await admin('/api/v1/web/crm/customer/save', NEW_CUSTOMER);
    expect(saved.body.code).toBe(200);
  });
});
