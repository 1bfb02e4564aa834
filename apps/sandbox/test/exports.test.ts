/**
 * Server-side exports: the workbook holds exactly the list's rows (count, order, a sample) with
 * labels, an operator's export only what the operator's list shows, progress is reported under the
 * caller's id, a refusal is JSON before any byte, and a client that goes away stops the export.
 */
import { postExport, unwrap } from '@agrimap/sdk';
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
