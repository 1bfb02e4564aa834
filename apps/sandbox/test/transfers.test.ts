/**
 * 调拨 transfers and the warehouse map on both backends: a transfer creates the outbound at the
 * source and the inbound at the target in one transaction, stock moves only on 审核, a short line
 * refuses the whole transfer, and 20 concurrent transfers never take the source below zero.
 */
import { describe, expect, it } from 'vitest';
import { WMS_FIXTURES } from '../src/testing/shop-warehousing';
import { backends, startBackendSandbox } from './backends';
import { loggedInSandbox, type OperationReply, providerState, sendJson } from './helpers';

/** The records of the 'the warehousing fixtures exist' state. */
const F = WMS_FIXTURES;

type Reply<T = Record<string, unknown>> = OperationReply<T>;

interface Transfer {
  id: number;
  transferNo: string;
  outDocId: number;
  outDocNo: string;
  outStatus: number;
  inDocId: number;
  inDocNo: string;
  inStatus: number;
  quantity: number;
  toWarehouseId: number;
}

interface MapPoint {
  id: number;
  name: string;
  skuCount: number;
  onHand: number;
  locked: number;
  available: number;
  stockValue: number;
}

describe.each(backends())('transfers and the warehouse map on $name', { timeout: 90_000 }, (backend) => {
  const env = loggedInSandbox({ start: () => startBackendSandbox(backend) });
  let target: number;

  /** A GET of `path`, or a POST of `body` to it. */
  const request = <T>(path: string, body?: unknown): Promise<Reply<T>> =>
    sendJson<T>(`${env.url}/shop${path}`, env.token, body);
  const call = <T = Record<string, unknown>>(path: string, body: unknown) => request<T>(path, body);
  const transfer = (quantity: number, to = target) =>
    call<Transfer>('/api/v1/web/wms/transfer/create', {
      fromWarehouseId: F.warehouse.id,
      toWarehouseId: to,
      lines: [{ skuId: F.spec.id, batchNo: F.batch, quantity }],
    });
  const act = (id: number, action: string) =>
    call<{ status: number }>('/api/v1/web/wms/doc/action', { id, action });
  const stockOf = async (warehouseId: number) => {
    const r = await call<{
      records: { onHand: number; locked: number; available: number; batchNo: string }[];
    }>('/api/v1/web/wms/stock/page', { warehouseId, batchNo: F.batch, page: 1, pageSize: 50 });
    return r.data.records.find((s) => s.batchNo === F.batch);
  };
  const transfers = async () =>
    (
      await call<{ records: Transfer[]; total: number }>('/api/v1/web/wms/transfer/page', {
        warehouseId: F.warehouse.id,
        page: 1,
        pageSize: 100,
      })
    ).data;
  const docCount = async (direction: 'in' | 'out', warehouseId: number) =>
    (
      await call<{ total: number }>('/api/v1/web/wms/doc/page', {
        direction,
        warehouseId,
        page: 1,
        pageSize: 1,
      })
    ).data.total;
  const mapPoint = async (id: number) =>
    (await call<{ list: MapPoint[] }>('/api/v1/web/wms/warehouse/map', {})).data.list.find(
      (p) => p.id === id,
    );

  const fixtures = async () => {
    const res = await providerState(env.url, 'the warehousing fixtures exist');
    expect(res.status).toBe(200);
    // A second, enabled warehouse with a position (from the seed) is the target.
    const list = (
      await call<{ list: (MapPoint & { status: number })[] }>('/api/v1/web/wms/warehouse/map', { status: 1 })
    ).data.list;
    const other = list.find((w) => w.id !== F.warehouse.id);
    expect(other).toBeDefined();
    target = other?.id as number;
  };

  it('creates the outbound and the inbound together; stock moves only on 审核', async () => {
    await fixtures();
    const before = await stockOf(target);
    const created = await transfer(30);
    expect([created.status, created.code]).toEqual([200, 200]);
    expect(created.data).toMatchObject({ outStatus: 1, inStatus: 1, quantity: 30, toWarehouseId: target });
    expect(created.data.transferNo).toMatch(/^DB\d{12}$/);
    expect(created.data.outDocNo).toMatch(/^CK\d{12}$/);
    expect(created.data.inDocNo).toMatch(/^RK\d{12}$/);
    const outDoc = await request<{
      direction: string;
      bizType: number;
      bizNo: string;
      lines: { quantity: number }[];
    }>(`/api/v1/web/wms/doc/detail?id=${created.data.outDocId}`);
    expect(outDoc.data).toMatchObject({ direction: 'out', bizType: 3, bizNo: created.data.transferNo });
    expect(outDoc.data.lines.map((l) => l.quantity)).toEqual([30]);

    // Submitted: the source's 30 are locked, nothing has moved.
    expect(await stockOf(F.warehouse.id)).toMatchObject({ onHand: 100, locked: 30, available: 70 });
    expect(await stockOf(target)).toEqual(before);

    expect((await act(created.data.outDocId, 'approve')).code).toBe(200);
    expect(await stockOf(F.warehouse.id)).toMatchObject({ onHand: 70, locked: 0, available: 70 });
    expect(await stockOf(target)).toEqual(before);
    expect((await act(created.data.inDocId, 'approve')).code).toBe(200);
    expect((await stockOf(target))?.onHand).toBe((before?.onHand ?? 0) + 30);

    const page = await transfers();
    expect(page.records[0]).toMatchObject({ id: created.data.id, outStatus: 2, inStatus: 2 });
    // The map's summary of the source.
    expect(await mapPoint(F.warehouse.id)).toMatchObject({
      skuCount: 1,
      onHand: 70,
      locked: 0,
      available: 70,
    });
  });

  it('refuses a short line naming it, and creates nothing', async () => {
    await fixtures();
    const outs = await docCount('out', F.warehouse.id);
    const ins = await docCount('in', target);
    const refused = await transfer(120);
    expect(refused.status).toBe(409);
    expect(refused.msg).toBe(
      `第1行 ${F.sku.name} ${F.spec.spec} 批次 ${F.batch} 可用库存不足（可用 100，出库 120）`,
    );
    expect((await transfers()).total).toBe(0);
    expect(await docCount('out', F.warehouse.id)).toBe(outs);
    expect(await docCount('in', target)).toBe(ins);
    expect(await stockOf(F.warehouse.id)).toMatchObject({ onHand: 100, locked: 0 });

    const same = await transfer(1, F.warehouse.id);
    expect([same.status, same.msg]).toEqual([400, '调出仓库与调入仓库不能相同']);
  });

  it('20 concurrent transfers never take the source below zero and lose nothing', async () => {
    await fixtures();
    const results = await Promise.all(Array.from({ length: 20 }, () => transfer(7)));
    const passed = results.filter((r) => r.code === 200);
    expect(passed).toHaveLength(Math.floor(F.stocked / 7));
    for (const r of results.filter((x) => x.code !== 200)) {
      expect(r.status).toBe(409);
      expect(r.msg).toMatch(/^第1行 .* 批次 PACT-B1 可用库存不足（可用 \d，出库 7）$/);
    }
    expect(new Set(passed.map((r) => r.data.transferNo)).size).toBe(passed.length);
    expect(await stockOf(F.warehouse.id)).toMatchObject({ onHand: 100, locked: 7 * passed.length });
    const approvals = await Promise.all(passed.map((r) => act(r.data.outDocId, 'approve')));
    expect(approvals.every((a) => a.code === 200)).toBe(true);
    expect(await stockOf(F.warehouse.id)).toMatchObject({ onHand: 100 - 7 * passed.length, locked: 0 });
    expect((await transfers()).total).toBe(passed.length);
  });

  it('reports the occupancy of the locations', async () => {
    await fixtures();
    const r = await request<{
      zones: { code: string; locations: { code: string; capacity: number; occupied: number }[] }[];
    }>(`/api/v1/web/wms/warehouse/occupancy?id=${F.warehouse.id}`);
    expect(r.data.zones[0]?.locations).toEqual([{ code: F.location, capacity: 1000, occupied: F.stocked }]);
    const missing = await request('/api/v1/web/wms/warehouse/occupancy?id=999999');
    expect(missing.status).toBe(404);
  });
});
