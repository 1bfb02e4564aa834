/**
 * Warehouse and logistics on both backends: the document workflow moves stock only on 审核 and
 * writes the ledger with before / after; 20 outbound documents racing for one stock row never take
 * it below zero and lose nothing; numbers stay unique under concurrency; refusals name the line.
 */
import { describe, expect, it } from 'vitest';
import { WMS_FIXTURES } from '../src/testing/shop-warehousing';
import { backends, startBackendSandbox } from './backends';
import { loggedInSandbox, type OperationReply, platformHeaders, postJson, providerState } from './helpers';

/** The records of the 'the warehousing fixtures exist' state. */
const F = WMS_FIXTURES;

type Reply<T = unknown> = OperationReply<T>;

describe.each(backends())('warehousing on $name', { timeout: 60_000 }, (backend) => {
  const env = loggedInSandbox({ start: () => startBackendSandbox(backend) });

  const call = <T = Record<string, unknown>>(path: string, body: unknown): Promise<Reply<T>> =>
    postJson<T>(`${env.url}/shop${path}`, env.token, body);
  const line = (quantity: number, batchNo: string = F.batch) => ({
    skuId: F.spec.id,
    batchNo,
    quantity,
    unitPrice: 12050,
    locationCode: F.location,
  });
  const save = (direction: 'in' | 'out', lines: unknown[], extra: Record<string, unknown> = {}) =>
    call<{ id: number; docNo: string }>('/api/v1/web/wms/doc/save', {
      direction,
      warehouseId: F.warehouse.id,
      bizType: 1,
      docDate: '2026-05-10',
      lines,
      ...extra,
    });
  const act = (id: number, action: string, reason?: string) =>
    call<{ status: number }>('/api/v1/web/wms/doc/action', { id, action, ...(reason ? { reason } : {}) });
  const stockOf = async (batchNo: string = F.batch) => {
    const r = await call<{
      records: { onHand: number; locked: number; available: number; batchNo: string }[];
    }>('/api/v1/web/wms/stock/page', { warehouseId: F.warehouse.id, batchNo, page: 1, pageSize: 50 });
    return r.data.records.find((s) => s.batchNo === batchNo);
  };
  const ledger = async () =>
    (
      await call<{
        records: {
          docNo: string;
          direction: string;
          quantity: number;
          beforeQty: number;
          afterQty: number;
        }[];
        total: number;
      }>('/api/v1/web/wms/stock/ledger', { warehouseId: F.warehouse.id, page: 1, pageSize: 1000 })
    ).data.records;

  const fixtures = async () => {
    const res = await providerState(env.url, 'the warehousing fixtures exist');
    expect([res.status, await res.text()]).toEqual([200, expect.anything()]);
  };

  it('inbound 100 → 待审核 → 已审核 stocks 100; outbound 120 refused naming the line, 30 leaves 70', async () => {
    await fixtures();
    const inbound = await save('in', [line(100, 'NEW-1')], { submit: true });
    expect(inbound.code).toBe(200);
    expect(inbound.data.docNo).toMatch(/^RK\d{8}\d{4}$/);
    expect(await stockOf('NEW-1')).toBeUndefined();
    const approved = await act(inbound.data.id, 'approve');
    expect(approved.data.status).toBe(2);
    expect(await stockOf('NEW-1')).toMatchObject({ onHand: 100, locked: 0, available: 100 });

    const tooMuch = await save('out', [line(1), line(120, 'NEW-1')], { submit: true });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.msg).toBe(
      `第2行 ${F.sku.name} ${F.spec.spec} 批次 NEW-1 可用库存不足（可用 100，出库 120）`,
    );
    const out = await save('out', [line(30, 'NEW-1')], { submit: true });
    expect(out.data.docNo).toMatch(/^CK\d{12}$/);
    expect(await stockOf('NEW-1')).toMatchObject({ onHand: 100, locked: 30, available: 70 });
    await act(out.data.id, 'approve');
    expect(await stockOf('NEW-1')).toMatchObject({ onHand: 70, locked: 0, available: 70 });
    const moves = (await ledger()).filter(
      (m) => m.docNo === inbound.data.docNo || m.docNo === out.data.docNo,
    );
    expect(moves).toEqual([
      expect.objectContaining({ direction: 'out', quantity: -30, beforeQty: 100, afterQty: 70 }),
      expect.objectContaining({ direction: 'in', quantity: 100, beforeQty: 0, afterQty: 100 }),
    ]);
  });

  it('20 outbound documents racing for one stock row: never below zero, nothing lost', async () => {
    await fixtures();
    const drafts = await Promise.all(Array.from({ length: 20 }, () => save('out', [line(7)])));
    expect(drafts.every((d) => d.code === 200)).toBe(true);
    // Each document is submitted and approved at once, all 20 concurrently, each approval twice.
    const results = await Promise.all(
      drafts.map(async (d) => {
        const submitted = await act(d.data.id, 'submit');
        if (submitted.code !== 200) return { submitted, approvals: [] as Reply[] };
        return {
          submitted,
          approvals: await Promise.all([act(d.data.id, 'approve'), act(d.data.id, 'approve')]),
        };
      }),
    );
    const passed = results.filter((r) => r.approvals.some((a) => a.code === 200));
    expect(passed).toHaveLength(Math.floor(F.stocked / 7));
    for (const r of results) {
      if (r.submitted.code !== 200) {
        expect(r.submitted.status).toBe(409);
        expect(r.submitted.msg).toMatch(/^第1行 .* 批次 PACT-B1 可用库存不足（可用 \d，出库 7）$/);
      } else {
        // The second approval of the same document is refused.
        expect(r.approvals.map((a) => a.code).sort()).toEqual([200, 409]);
      }
    }
    const stock = await stockOf();
    expect(stock).toMatchObject({ onHand: F.stocked - 7 * passed.length, locked: 0 });
    const outs = (await ledger()).filter((m) => m.direction === 'out');
    expect(outs).toHaveLength(passed.length);
    // The movements chain: each starts where the previous ended, 7 at a time.
    const chain = [...outs].reverse();
    chain.forEach((m, i) => {
      expect(m.beforeQty).toBe(F.stocked - 7 * i);
      expect(m.afterQty).toBe(m.beforeQty - 7);
    });
  });

  it('the stock list: pages, totals, 仓内可用 and 低于预警 agree with the rows after stock moved', async () => {
    await fixtures();
    const inbound = await save('in', [line(40, 'SUM-1'), line(5, 'SUM-2')], { submit: true });
    await act(inbound.data.id, 'approve');
    const out = await save('out', [line(12, 'SUM-1')], { submit: true }); // locks 12
    expect(out.code).toBe(200);
    type Row = {
      id: number;
      warehouseId: number;
      skuId: number;
      available: number;
      skuAvailable: number;
      warningValue: number;
      belowWarning: boolean;
    };
    const list = (body: Record<string, unknown>) =>
      call<{ records: Row[]; total: number }>('/api/v1/web/wms/stock/page', body);
    const all = await list({ page: 1, pageSize: 1000 });
    expect(all.data.total).toBe(all.data.records.length);
    expect(all.data.total).toBeGreaterThan(10);
    // Pages of 3 laid end to end are the whole list, in the same order (pages span SKU boundaries).
    const paged: Row[] = [];
    for (let page = 1; (page - 1) * 3 < all.data.total; page++) {
      const p = await list({ page, pageSize: 3 });
      expect(p.data.total).toBe(all.data.total);
      paged.push(...p.data.records);
    }
    expect(paged.map((r) => r.id)).toEqual(all.data.records.map((r) => r.id));
    // 仓内可用 is the warehouse's available quantity of the SKU over all its batches.
    const key = (r: Row) => `${r.warehouseId}/${r.skuId}`;
    const sums = new Map<string, number>();
    for (const r of all.data.records) sums.set(key(r), (sums.get(key(r)) ?? 0) + r.available);
    for (const r of all.data.records) expect(r.skuAvailable, key(r)).toBe(sums.get(key(r)));
    expect(sums.get(`${F.warehouse.id}/${F.spec.id}`)).toBe(F.stocked + 40 - 12 + 5);
    // 低于预警 returns exactly the rows flagged below their warning value.
    const warning = await list({ warning: true, page: 1, pageSize: 1000 });
    expect(warning.data.records.map((r) => r.id).sort()).toEqual(
      all.data.records
        .filter((r) => r.belowWarning)
        .map((r) => r.id)
        .sort(),
    );
    // A row filter (batch) with a pair filter (warehouse) counts the matching rows only.
    const batch = await list({ warehouseId: F.warehouse.id, batchNo: 'SUM-', page: 1, pageSize: 10 });
    expect(batch.data.total).toBe(2);
  });

  it('a warehouse manager cannot be deleted: a clear refusal, nothing changed', async () => {
    const managers = await fetch(`${env.url}/shop/api/v1/web/wms/warehouse/page`, {
      method: 'POST',
      headers: { ...platformHeaders(env.token), 'Content-Type': 'application/json' },
      body: JSON.stringify({ page: 1, pageSize: 50 }),
    });
    // A seeded warehouse run by a staff member (not one of the two documented accounts).
    const managerId = ((await managers.json()) as { data: { records: { managerId: number }[] } }).data.records
      .map((w) => w.managerId)
      .find((id) => id > 2);
    expect(managerId).toBeGreaterThan(2);
    const res = await fetch(`${env.url}/account/api/v1/user/delete?id=${managerId}`, {
      method: 'DELETE',
      headers: platformHeaders(env.token),
    });
    const body = (await res.json()) as { code: number; msg: string };
    expect(body).toMatchObject({ code: 1003, msg: '该用户是仓库负责人，请先更换仓库负责人再删除' });
  });

  it('numbers 30 concurrent documents without duplicates', async () => {
    await fixtures();
    const saved = await Promise.all(Array.from({ length: 30 }, () => save('in', [line(1)])));
    const numbers = saved.map((s) => s.data.docNo);
    expect(new Set(numbers).size).toBe(30);
    const seqs = numbers.map((n) => Number(n.slice(-4))).sort((a, b) => a - b);
    // Consecutive: nothing skipped, nothing taken twice.
    expect(seqs).toEqual(seqs.map((_, i) => (seqs[0] ?? 0) + i));
  });

  it('refuses what the workflow forbids, with the message users see', async () => {
    await fixtures();
    expect((await save('in', [])).msg).toBe('至少包含一条明细');
    const bad = await save('in', [line(5), line(0)]);
    expect([bad.status, bad.msg]).toEqual([400, '第2行数量必须大于0']);
    const pending = await act(F.docs.pending, 'void');
    expect(pending.data.status).toBe(4);
    expect((await act(F.docs.pending, 'approve')).msg).toBe('当前状态不能执行该操作');
    expect((await act(F.docs.approved, 'void')).status).toBe(409);
    const edit = await save('in', [line(5)], { id: F.docs.approved });
    expect([edit.status, edit.msg]).toEqual([409, '只有草稿状态的单据可以编辑']);
    expect((await act(F.docs.draft, 'reject', '')).msg).toBe('请填写驳回原因');
    await act(F.docs.draft, 'submit');
    const rejected = await act(F.docs.draft, 'reject', '数量与到货不符');
    expect(rejected.data).toMatchObject({ status: 3, rejectReason: '数量与到货不符' });
    expect((await act(F.docs.draft, 'withdraw')).data.status).toBe(0);
    expect((await save('in', [line(25)], { id: F.docs.draft })).code).toBe(200);
  });
});
