/**
 * Server-side exports: the workbook holds exactly the list's rows (count, order, a sample) with
 * labels, an operator's export only what the operator's list shows, progress is reported under the
 * caller's id, a refusal is JSON before any byte, and a client that goes away stops the export.
 */
import { postExport, postQuery, unwrap } from '@agrimap/sdk';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../src/index';
import { backends, startBackendSandbox } from './backends';
import { login, OPERATOR, platformHeaders, sdkClient, type TestClient } from './helpers';

async function sheetRows(blob: Blob): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await blob.arrayBuffer());
  const out: string[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    out.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v))));
  });
  return out;
}

describe.each(backends())('exports and import progress on $name', { timeout: 120_000 }, (backend) => {
  let sandbox: Sandbox;
  let admin: TestClient;
  let operator: TestClient;
  let adminToken: string;

  beforeAll(async () => {
    sandbox = await startBackendSandbox(backend);
    adminToken = await login(sandbox.url);
    admin = sdkClient(sandbox.url, adminToken);
    operator = sdkClient(sandbox.url, await login(sandbox.url, OPERATOR));
  });
  afterAll(async () => {
    await sandbox?.stop();
  });

  it('a filtered price export has exactly the list rows, in the list order, in 元', async () => {
    const filter = { qhdm: '4301', page: 1, pageSize: 10 };
    const seen: { done: number; total: number | undefined }[] = [];
    const file = await postExport(
      admin.api.system,
      '/api/v1/price/export',
      { body: filter },
      {
        intervalMs: 20,
        onProgress: (p) => seen.push(p),
      },
    );
    expect(file.filename).toMatch(/^市场价格_\d{8}\.xlsx$/);
    expect(file.contentType).toContain('spreadsheetml');
    const rows = await sheetRows(file.blob);
    expect(rows[0]).toEqual(['产品', '地区', '市场', '日期', '价格（元）', '单位', '较上期']);
    const list = unwrap(
      await admin.api.system.POST('/api/v1/price/page', { body: { ...filter, pageSize: 500 } }),
    );
    expect(list.total).toBeGreaterThan(50);
    expect(rows.length - 1).toBe(list.total);
    // the list's order and its values: first, middle and last rows of the first page
    for (const i of [0, Math.floor(list.records.length / 2), list.records.length - 1]) {
      const r = list.records[i];
      expect(rows[i + 1]?.slice(0, 6)).toEqual([
        r?.productName,
        r?.qhmc,
        r?.market,
        r?.date,
        String(Math.round(Number(r?.price)) / 100),
        r?.unit,
      ]);
    }
  });

  it('order export: labels for codes, money in 元, exactly the filtered orders', async () => {
    const filter = { status: 1, page: 1, pageSize: 10 };
    const file = await postExport(admin.api.shop, '/api/v1/web/sp/order/export', { body: filter });
    const rows = await sheetRows(file.blob);
    const list = unwrap(
      await admin.api.shop.POST('/api/v1/web/sp/order/page', { body: { ...filter, pageSize: 100 } }),
    );
    expect(rows.length - 1).toBe(list.total);
    expect(rows.slice(1).map((r) => r[0])).toEqual(list.records.map((r) => r.orderNo));
    expect(new Set(rows.slice(1).map((r) => r[4]))).toEqual(new Set(['待发货']));
    const first = list.records[0];
    expect(rows[1]?.[3]).toBe(String(Number(first?.payAmount) / 100));
  });

  it('公文管理 by the operator: exactly the operator’s list (own documents), labels for 密级 / 紧急程度 / 状态', async () => {
    const year = new Date().getFullYear();
    const mine = unwrap(
      await operator.api.system.POST('/api/v1/officialDoc/save', {
        body: {
          title: '关于导出测试的通知',
          docNo: `湘农资〔${year}〕9901号`,
          issuer: '湖南省农业生产资料集团有限公司文件',
          mainTo: '各分公司',
          body: '<p>导出测试。</p>',
          secrecy: 2,
          secrecyTerm: '1年',
          urgency: 2,
        },
      }),
    );
    const filter = { page: 1, pageSize: 10 };
    const theirs = unwrap(
      await operator.api.system.POST('/api/v1/officialDoc/page', { body: { ...filter, pageSize: 100 } }),
    );
    const all = unwrap(
      await admin.api.system.POST('/api/v1/officialDoc/page', { body: { ...filter, pageSize: 100 } }),
    );
    expect(theirs.total).toBeGreaterThan(0);
    expect(theirs.total).toBeLessThan(all.total);
    const file = await postExport(operator.api.system, '/api/v1/officialDoc/export', { body: filter });
    expect(file.filename).toMatch(/^公文管理_\d{8}\.xlsx$/);
    const rows = await sheetRows(file.blob);
    expect(rows[0]).toEqual(['标题', '发文字号', '密级', '紧急程度', '状态', '印发日期', '更新时间']);
    expect(rows.slice(1).map((r) => r[1])).toEqual(theirs.records.map((r) => r.docNo));
    const row = rows.find((r) => r[1] === `湘农资〔${year}〕9901号`);
    expect(row?.slice(2, 5)).toEqual(['机密', '特急', '草稿']);
    expect(mine.id).toBeGreaterThan(0);
    // The administrator's export has every document.
    const everything = await sheetRows(
      (await postExport(admin.api.system, '/api/v1/officialDoc/export', { body: filter })).blob,
    );
    expect(everything.length - 1).toBe(all.total);
  });

  it('出库明细: the file and the columns follow `direction` (客户, 出库 types), money in 元', async () => {
    const filter = { direction: 'out' as const, page: 1, pageSize: 10 };
    const file = await postExport(admin.api.shop, '/api/v1/web/wms/doc/export', { body: filter });
    expect(file.filename).toMatch(/^出库明细_\d{8}\.xlsx$/);
    const rows = await sheetRows(file.blob);
    expect(rows[0]?.slice(0, 9)).toEqual([
      '单号',
      '状态',
      '仓库',
      '业务类型',
      '客户',
      '业务单号',
      '单据日期',
      '数量',
      '金额（元）',
    ]);
    const list = unwrap(
      await admin.api.shop.POST('/api/v1/web/wms/doc/page', { body: { ...filter, pageSize: 500 } }),
    );
    expect(list.total).toBeGreaterThan(0);
    expect(rows.slice(1).map((r) => r[0])).toEqual(list.records.map((r) => r.docNo));
    const outTypes: Record<number, string> = { 1: '销售出库', 2: '领用出库', 3: '调拨出库', 4: '其他出库' };
    list.records.forEach((r, i) => {
      expect(rows[i + 1]?.[3]).toBe(outTypes[r.bizType]);
      expect(rows[i + 1]?.[8]).toBe(String(r.totalAmount / 100));
    });
    const inbound = await postExport(admin.api.shop, '/api/v1/web/wms/doc/export', {
      body: { direction: 'in', page: 1, pageSize: 10 },
    });
    expect(inbound.filename).toMatch(/^入库明细_\d{8}\.xlsx$/);
    expect((await sheetRows(inbound.blob))[0]?.[4]).toBe('供应商');
  });

  it('dictionary columns show the entry names (农技视频 分类, 供应商 企业类型)', async () => {
    const videos = unwrap(
      await admin.api.base.POST('/api/v1/agro/video/page', { body: { page: 1, pageSize: 100 } }),
    );
    const dict = unwrap(
      await admin.api.system.GET('/api/v1/dic/treeList', { params: { query: { dicNumber: 'spfl' } } }),
    );
    const names = new Map((dict as { code: string; name: string }[]).map((d) => [d.code, d.name]));
    const rows = await sheetRows(
      (await postExport(admin.api.base, '/api/v1/agro/video/export', { body: { page: 1, pageSize: 10 } }))
        .blob,
    );
    expect(videos.total).toBeGreaterThan(0);
    expect(rows.slice(1).map((r) => r[2])).toEqual(videos.records.map((v) => names.get(v.category)));
    expect(rows.slice(1).every((r) => r[2] && r[2] !== videos.records[0]?.category)).toBe(true);
  });

  it('操作日志: only with the button 导出 (log:export), though the list also admits its menu', async () => {
    const acc = admin.api.account;
    const { id: roleId } = unwrap(
      await acc.POST('/api/v1/role/add', { body: { roleName: '日志查看', roleCode: 'log:viewer' } }),
    );
    type Node = { id: number; menuUrl: string; children: Node[] };
    const find = (nodes: readonly Node[], url: string): Node[] => {
      for (const n of nodes) {
        if (n.menuUrl === url) return [n];
        const below = find(n.children ?? [], url);
        if (below.length) return [n, ...below];
      }
      return [];
    };
    const tree = unwrap(await acc.GET('/api/v1/menu/tree/all')).list as unknown as Node[];
    const path = find(tree, '/yxzcxt/index/logManagement');
    expect(path.length).toBeGreaterThan(0);
    await postQuery(acc, '/api/v1/role/menu/auth', { roleId, menuIds: path.map((n) => n.id) });
    unwrap(
      await acc.POST('/api/v1/user/register', {
        body: {
          userName: 'rizhi01',
          password: 'Rizhi@2024',
          realName: '日志一号',
          phone: '13600002222',
          departmentId: 104,
          roleIds: [roleId],
        },
      }),
    );
    const token = await login(sandbox.url, { username: 'rizhi01', password: 'Rizhi@2024' });
    const viewer = sdkClient(sandbox.url, token);
    const list = unwrap(
      await viewer.api.system.POST('/api/v1/log/page', { body: { page: 1, pageSize: 10 } }),
    );
    expect(list.total).toBeGreaterThanOrEqual(0);
    const refused = await fetch(`${sandbox.url}/system/api/v1/log/export`, {
      method: 'POST',
      headers: { ...platformHeaders(token), 'content-type': 'application/json' },
      body: JSON.stringify({ page: 1, pageSize: 10 }),
    });
    expect(((await refused.json()) as { code: number }).code).toBe(403);
    const file = await postExport(admin.api.system, '/api/v1/log/export', {
      body: { page: 1, pageSize: 10 },
    });
    expect(file.filename).toMatch(/^操作日志_\d{8}\.xlsx$/);
    const rows = await sheetRows(file.blob);
    expect(rows[0]).toEqual(['账号', '姓名', '操作', 'IP 地址', '操作时间']);
    const all = unwrap(await admin.api.system.POST('/api/v1/log/page', { body: { page: 1, pageSize: 10 } }));
    expect(rows.length - 1).toBe(all.total);
  });

  it('上架列表 and 资讯: the file and the columns follow `kind` / `channel`; prices in 元', async () => {
    for (const kind of ['sku', 'setmeal'] as const) {
      const filter = { kind, tab: 'onSale' as const, page: 1, pageSize: 10 };
      const file = await postExport(admin.api.shop, '/api/v1/web/sale/item/export', { body: filter });
      expect(file.filename).toMatch(
        kind === 'sku' ? /^单品上架列表_\d{8}\.xlsx$/ : /^套餐上架列表_\d{8}\.xlsx$/,
      );
      const rows = await sheetRows(file.blob);
      expect(rows[0]?.slice(0, 3)).toEqual(
        kind === 'sku' ? ['商品名称', '规格', '分类'] : ['套餐名称', '套餐内容', '目录售价（元）'],
      );
      const list = unwrap(
        await admin.api.shop.POST('/api/v1/web/sale/item/page', { body: { ...filter, pageSize: 500 } }),
      );
      expect(list.total).toBeGreaterThan(0);
      expect(rows.slice(1).map((r) => r[0])).toEqual(list.records.map((r) => r.name));
      const price = rows[0]?.indexOf('销售价（元）') ?? -1;
      expect(rows[1]?.[price]).toBe(String(Number(list.records[0]?.salePriceCents) / 100));
    }
    const market = await postExport(admin.api.system, '/api/v1/news/export', {
      body: { channel: 'marketCondition', page: 1, pageSize: 10 },
    });
    expect(market.filename).toMatch(/^市场行情_\d{8}\.xlsx$/);
  });

  it('progress is reported under the caller id, and only to the caller', async () => {
    const id = 'test-progress-0001';
    const res = await fetch(`${sandbox.url}/system/api/v1/price/export`, {
      method: 'POST',
      headers: { ...platformHeaders(adminToken), 'content-type': 'application/json', 'x-progress-id': id },
      body: JSON.stringify({ page: 1, pageSize: 10 }),
    });
    expect(res.status).toBe(200);
    const total = Number(res.headers.get('x-total-count'));
    expect(total).toBeGreaterThan(5000);
    await res.arrayBuffer();
    const mine = unwrap(await admin.api.system.GET('/api/v1/task/progress', { params: { query: { id } } }));
    expect(mine).toEqual({ kind: 'export', total, done: total, stage: 'write', state: 'done' });
    const theirs = unwrap(
      await operator.api.system.GET('/api/v1/task/progress', { params: { query: { id } } }),
    );
    expect(theirs).toBeNull();
  });

  it('a client that goes away stops the export (state cancelled, not every row written)', async () => {
    const id = 'test-progress-0002';
    const controller = new AbortController();
    const res = await fetch(`${sandbox.url}/system/api/v1/price/export`, {
      method: 'POST',
      headers: { ...platformHeaders(adminToken), 'content-type': 'application/json', 'x-progress-id': id },
      body: JSON.stringify({ page: 1, pageSize: 10 }),
      signal: controller.signal,
    });
    const reader = res.body?.getReader();
    await reader?.read();
    controller.abort();
    let state = '';
    for (let i = 0; i < 100 && state !== 'cancelled'; i += 1) {
      await new Promise((r) => setTimeout(r, 50));
      const p = unwrap(await admin.api.system.GET('/api/v1/task/progress', { params: { query: { id } } }));
      state = p?.state ?? '';
      if (p?.state === 'done') break;
    }
    expect(state).toBe('cancelled');
  });

  it('a bad filter and a stranger are refused as JSON, before any byte of a file', async () => {
    const bad = await fetch(`${sandbox.url}/shop/api/v1/web/sp/order/export`, {
      method: 'POST',
      headers: { ...platformHeaders(adminToken), 'content-type': 'application/json' },
      body: JSON.stringify({ status: 9, page: 1, pageSize: 10 }),
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { code: number }).code).toBe(400);
    const stranger = await fetch(`${sandbox.url}/shop/api/v1/web/sp/order/export`, {
      method: 'POST',
      headers: { ...platformHeaders(), 'content-type': 'application/json' },
      body: JSON.stringify({ page: 1, pageSize: 10 }),
    });
    expect(((await stranger.json()) as { code: number }).code).toBe(401);
  });

  it('an import reports its progress under the caller id: every row checked, then saved', async () => {
    const id = 'test-import-0001';
    const rows = Array.from({ length: 2500 }, (_, i) => ({
      row: i + 2,
      name: `进度测试合作社${i}`,
      type: '合作社',
      contactName: '张三',
      phone: `1370000${String(i).padStart(4, '0')}`,
      qhdm: '430121',
    }));
    const res = await fetch(`${sandbox.url}/shop/api/v1/web/crm/customer/import`, {
      method: 'POST',
      headers: { ...platformHeaders(adminToken), 'content-type': 'application/json', 'x-progress-id': id },
      body: JSON.stringify({ rows }),
    });
    expect(((await res.json()) as { data: { imported: number } }).data.imported).toBe(2500);
    const done = unwrap(await admin.api.shop.GET('/api/v1/task/progress', { params: { query: { id } } }));
    expect(done).toEqual({ kind: 'import', total: 2500, done: 2500, stage: 'save', state: 'done' });

    // a file with a bad row: nothing saved, the task ends failed at the check
    const bad = await fetch(`${sandbox.url}/shop/api/v1/web/crm/customer/import`, {
      method: 'POST',
      headers: { ...platformHeaders(adminToken), 'content-type': 'application/json', 'x-progress-id': id },
      body: JSON.stringify({ rows: [{ ...rows[0], phone: '13800000000x' }] }),
    });
    expect(((await bad.json()) as { data: { imported: number } }).data.imported).toBe(0);
    const failed = unwrap(await admin.api.shop.GET('/api/v1/task/progress', { params: { query: { id } } }));
    expect(failed).toMatchObject({ kind: 'import', total: 1, stage: 'check', state: 'failed' });
  });
});
