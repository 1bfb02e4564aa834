/**
 * Orders, shipping, returns and group purchase on both backends: shipping creates the outbound
 * document and reserves the stock in one transaction; two orders racing for the last units — one
 * ships; every transition not allowed from the current status is refused with a Chinese message
 * and changes nothing; a return brings the stock back by an inbound document and never refunds
 * more than was paid; a group offer settles once at its deadline (sandbox clock).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Sandbox } from '../src/index';
import { ORDER_FIXTURE_IDS } from '../src/testing/shop-orders';
import { backends, startBackendSandbox } from './backends';
import { ADMIN, login, type OperationReply, platformHeaders, postJson, providerState } from './helpers';

/** The records of 'the order fixtures exist'. */
const F = ORDER_FIXTURE_IDS;

type Reply<T = Record<string, unknown>> = OperationReply<T>;

interface OrderDetail {
  id: number;
  orderNo: string;
  status: number;
  payAmount: number;
  goodsAmount: number;
  freightAmount: number;
  refundedAmount: number;
  outboundDocId: number | null;
  outboundDocNo: string | null;
  source: number;
  lines: { id: number; quantity: number; amount: number; unitPrice: number; returnedQuantity: number }[];
  logs: { action: string; note: string | null }[];
  trail: { demand: { id: number } | null; offer: { id: number } | null; appointment: { id: number } | null };
}

describe.each(backends())('orders on $name', { timeout: 120_000 }, (backend) => {
  let sandbox: Sandbox;
  let token: string;

  const post = <T = Record<string, unknown>>(path: string, body: unknown): Promise<Reply<T>> =>
    postJson<T>(`${sandbox.url}/shop${path}`, token, body);
  const get = async <T>(path: string): Promise<Reply<T>> => {
    const res = await fetch(`${sandbox.url}/shop${path}`, { headers: platformHeaders(token) });
    return { status: res.status, ...((await res.json()) as Omit<Reply<T>, 'status'>) };
  };
  const detail = async (id: number) => (await get<OrderDetail>(`/api/v1/web/sp/order/detail?id=${id}`)).data;
  const act = (id: number, action: string, extra: Record<string, unknown> = {}) =>
    post<OrderDetail>('/api/v1/web/sp/order/action', { id, action, ...extra });
  const ship = (ids: number[], trackingNo = 'SF100200300') =>
    post<{ shipped: { id: number; docNo: string }[]; failed: { id: number; msg: string }[] }>(
      '/api/v1/web/sp/order/ship',
      {
        warehouseId: F.warehouse,
        logisticsCompany: '顺丰速运',
        orders: ids.map((id) => ({ id, trackingNo })),
      },
    );
  const stock = async () => {
    const r = await post<{
      records: { onHand: number; locked: number; available: number; batchNo: string }[];
    }>('/api/v1/web/wms/stock/page', { warehouseId: F.warehouse, page: 1, pageSize: 50 });
    return r.data.records.find((s) => s.batchNo === F.batch);
  };
  const createOrder = async (quantity: number, payMethod?: number) => {
    const r = await post<{ id: number; orderNo: string }>('/api/v1/web/sp/order/create', {
      customerId: F.customers[0],
      lines: [{ skuId: F.spec, quantity }],
      ...(payMethod ? { payMethod } : {}),
    });
    expect(r.code, r.msg).toBe(200);
    return r.data.id;
  };

  beforeAll(async () => {
    sandbox = await startBackendSandbox(backend);
    token = await login(sandbox.url, ADMIN);
  });
  afterAll(async () => {
    await sandbox?.stop();
  });
  beforeEach(async () => {
    await fetch(`${sandbox.url}/__sandbox/clock`, { method: 'DELETE' });
    token = await login(sandbox.url, ADMIN);
    const res = await providerState(sandbox.url, 'the order fixtures exist');
    expect([res.status, await res.text()]).toEqual([200, expect.anything()]);
  });

  it('ships a 待发货 order: outbound document 待审核 in 出库审核, stock reserved, order 已发货, logged', async () => {
    const r = await ship([F.orders.toShip]);
    expect(r.code, r.msg).toBe(200);
    expect(r.data.shipped).toEqual([
      expect.objectContaining({ id: F.orders.toShip, docNo: expect.stringMatching(/^CK\d{12}$/) }),
    ]);
    const o = await detail(F.orders.toShip);
    expect(o).toMatchObject({ status: 2, outboundDocNo: r.data.shipped[0]?.docNo });
    expect(o.logs.at(-1)).toMatchObject({ action: '发货', note: expect.stringContaining('SF100200300') });
    expect(await stock()).toMatchObject({ onHand: 10, locked: 2, available: 8 });
    const docs = await post<{
      records: { docNo: string; status: number; bizNo: string; totalQuantity: number }[];
    }>('/api/v1/web/wms/doc/page', { direction: 'out', statuses: [1], page: 1, pageSize: 50 });
    expect(docs.data.records).toContainEqual(
      expect.objectContaining({ docNo: o.outboundDocNo, status: 1, bizNo: o.orderNo, totalQuantity: 2 }),
    );
  });

  it('the order list: totals by status / source / payment and substring filters agree with the rows', async () => {
    await ship([F.orders.toShip]); // a status change moves the order between tallies
    await createOrder(1, 2);
    type Row = {
      id: number;
      orderNo: string;
      customerName: string;
      customerPhone: string;
      status: number;
      source: number;
      payMethod: number | null;
      createTime: string;
    };
    const list = (body: Record<string, unknown>) =>
      post<{ records: Row[]; total: number }>('/api/v1/web/sp/order/page', {
        page: 1,
        pageSize: 100,
        ...body,
      });
    const all = (await list({})).data;
    expect(all.total).toBe(all.records.length);
    // newest first by 下单时间 (to the second as the list shows it)
    const times = all.records.map((r) => r.createTime);
    expect(times).toEqual([...times].sort().reverse());
    const expectIds = async (body: Record<string, unknown>, keep: (r: Row) => boolean) => {
      const r = (await list(body)).data;
      const want = all.records.filter(keep).map((x) => x.id);
      expect(
        r.records.map((x) => x.id),
        JSON.stringify(body),
      ).toEqual(want);
      expect(r.total, JSON.stringify(body)).toBe(want.length);
      // a page of 2 reports the same total
      expect((await list({ ...body, pageSize: 2 })).data.total, JSON.stringify(body)).toBe(want.length);
    };
    for (const status of [0, 1, 2, 3, 4]) await expectIds({ status }, (r) => r.status === status);
    await expectIds({ source: 2 }, (r) => r.source === 2);
    await expectIds({ payMethod: 2, status: 1 }, (r) => r.payMethod === 2 && r.status === 1);
    const sample = all.records[0] as Row;
    for (const orderNo of [sample.orderNo.slice(-2), sample.orderNo.slice(-5), sample.orderNo])
      await expectIds({ orderNo }, (r) => r.orderNo.includes(orderNo));
    const name = sample.customerName;
    for (const customer of [[...name][0] ?? '', name, sample.customerPhone.slice(3, 7), '%', '_'])
      await expectIds(
        { customer },
        (r) => r.customerName.includes(customer) || r.customerPhone.includes(customer),
      );
    // 客户 with status / source / payment is counted from the buyer tally (migration 024)
    for (const customer of [[...name][0] ?? '', sample.customerPhone.slice(3, 7)])
      for (const extra of [{ status: sample.status }, { source: sample.source, payMethod: 2 }])
        await expectIds(
          { customer, ...extra },
          (r) =>
            (r.customerName.includes(customer) || r.customerPhone.includes(customer)) &&
            Object.entries(extra).every(([k, v]) => r[k as keyof Row] === v),
        );
  });

  it('refuses an order whose stock is short and changes nothing', async () => {
    const id = await createOrder(11, 1);
    const before = await stock();
    const r = await ship([id]);
    expect(r.status).toBe(409);
    expect(r.msg).toBe('契约测试尿素 50kg/袋 可用库存不足（可用 10，需要 11）');
    expect((await detail(id)).status).toBe(1);
    expect(await stock()).toEqual(before);
  });

  it('two orders racing for the last units: exactly one ships', async () => {
    const a = await createOrder(6, 1);
    const b = await createOrder(6, 1);
    const [ra, rb] = await Promise.all([ship([a], 'YT1'), ship([b], 'YT2')]);
    const codes = [ra.code, rb.code].sort();
    expect(codes).toEqual([200, 409]);
    const statuses = [(await detail(a)).status, (await detail(b)).status].sort();
    expect(statuses).toEqual([1, 2]);
    expect(await stock()).toMatchObject({ onHand: 10, locked: 6, available: 4 });
  });

  it('batch shipping lists what failed and ships the rest', async () => {
    const big = await createOrder(9, 1);
    const r = await ship([F.orders.toShip, big]);
    expect(r.code).toBe(200);
    expect(r.data.shipped.map((s) => s.id)).toEqual([F.orders.toShip]);
    expect(r.data.failed).toEqual([
      { id: big, orderNo: expect.any(String), msg: expect.stringContaining('可用库存不足') },
    ]);
  });

  it('refuses every transition not allowed from the current status, changing nothing', async () => {
    // 关闭 needs a note
    const noNote = await act(F.orders.unpaid, 'close', { note: '  ' });
    expect([noNote.status, noNote.msg]).toEqual([400, '操作备注不能为空']);

    const unpaid = F.orders.unpaid;
    const refusedFromUnpaid: [string, string][] = [['complete', '当前订单状态为待付款，不能完成']];
    const toShip = F.orders.toShip;
    const refusedFromToShip: [string, Record<string, unknown>, string][] = [
      ['pay', { payMethod: 1 }, '当前订单状态为待发货，不能确认付款'],
      ['complete', {}, '当前订单状态为待发货，不能完成'],
      ['adjust', { adjustAmount: -100 }, '当前订单状态为待发货，不能调价'],
    ];
    const check = async (id: number, action: string, extra: Record<string, unknown>, msg: string) => {
      const before = await detail(id);
      const r = await act(id, action, extra);
      expect([r.status, r.msg]).toEqual([409, msg]);
      expect(await detail(id)).toEqual(before);
    };
    for (const [a, msg] of refusedFromUnpaid) await check(unpaid, a, {}, msg);
    const shipRefused = await ship([unpaid]);
    expect([shipRefused.status, shipRefused.msg]).toEqual([409, '当前订单状态为待付款，不能发货']);
    for (const [a, extra, msg] of refusedFromToShip) await check(toShip, a, extra, msg);

    // 已发货: no pay, close, adjust, ship
    await ship([toShip]);
    for (const [a, extra] of [
      ['pay', { payMethod: 1 }],
      ['close', { note: '客户取消' }],
      ['adjust', { adjustAmount: 100 }],
    ] as const)
      await check(
        toShip,
        a,
        extra,
        `当前订单状态为已发货，不能${{ pay: '确认付款', close: '关闭', adjust: '调价' }[a]}`,
      );
    const again = await ship([toShip]);
    expect([again.status, again.msg]).toEqual([409, '当前订单状态为已发货，不能发货']);

    // 已完成 and 已关闭 are final (备注 aside)
    expect((await act(toShip, 'complete')).data.status).toBe(3);
    for (const a of ['pay', 'complete', 'close', 'adjust'] as const)
      await check(
        toShip,
        a,
        { note: 'x', payMethod: 1, adjustAmount: 1 },
        expect.stringContaining('当前订单状态为已完成') as unknown as string,
      );
    expect((await act(unpaid, 'close', { note: '客户取消' })).data).toMatchObject({ status: 4 });
    for (const a of ['pay', 'complete', 'close', 'adjust'] as const)
      await check(
        unpaid,
        a,
        { note: 'x', payMethod: 1, adjustAmount: 1 },
        expect.stringContaining('当前订单状态为已关闭') as unknown as string,
      );
    const remark = await act(unpaid, 'remark', { note: '客户电话确认取消' });
    expect(remark.data).toMatchObject({ status: 4 });
  });

  it('调价 keeps lines summing to the goods amount and never goes below zero', async () => {
    const before = await detail(F.orders.unpaid);
    expect(before.lines.reduce((s, l) => s + l.amount, 0)).toBe(before.goodsAmount);
    const r = await act(F.orders.unpaid, 'adjust', { adjustAmount: -1050, note: '老客户优惠' });
    expect(r.data.payAmount).toBe(before.goodsAmount - 1050);
    const tooMuch = await act(F.orders.unpaid, 'adjust', { adjustAmount: -before.goodsAmount - 1 });
    expect([tooMuch.status, tooMuch.msg]).toEqual([409, '调价后实付金额不能小于0']);
    // Never to 0 either: an order always has something to pay.
    const toZero = await act(F.orders.unpaid, 'adjust', {
      adjustAmount: -before.goodsAmount - before.freightAmount,
    });
    expect([toZero.status, toZero.msg]).toEqual([409, '调价后实付金额不能为 0']);
    expect((await detail(F.orders.unpaid)).payAmount).toBe(before.goodsAmount - 1050);
    const paid = await act(F.orders.unpaid, 'pay', { payMethod: 2 });
    expect(paid.data.status).toBe(1);
  });

  it('a return: agreed, received (stock back by an inbound document), refunded; never more than paid', async () => {
    const shipped = await ship([F.orders.toShip]);
    const docNo = shipped.data.shipped[0]?.docNo;
    const o = await detail(F.orders.toShip);
    const line = o.lines[0] as OrderDetail['lines'][number];
    const tooMuch = await post('/api/v1/web/sp/return/create', {
      orderId: o.id,
      reason: '包装破损',
      amount: o.payAmount + 1,
      lines: [{ orderLineId: line.id, quantity: 1 }],
    });
    expect([tooMuch.status, tooMuch.msg]).toEqual([
      409,
      `退款金额不能超过可退金额 ${(o.payAmount / 100).toFixed(2)} 元`,
    ]);
    const tooMany = await post('/api/v1/web/sp/return/create', {
      orderId: o.id,
      reason: '包装破损',
      amount: 100,
      lines: [{ orderLineId: line.id, quantity: 3 }],
    });
    expect([tooMany.status, tooMany.msg]).toEqual([409, '契约测试尿素 50kg/袋 最多可退 2']);

    const created = await post<{ id: number; returnNo: string }>('/api/v1/web/sp/return/create', {
      orderId: o.id,
      reason: '包装破损',
      amount: line.unitPrice,
      evidence: ['/files/evidence-1.jpg'],
      lines: [{ orderLineId: line.id, quantity: 1 }],
    });
    expect(created.data.returnNo).toMatch(/^TH\d{12}$/);
    const rid = created.data.id;
    const ract = (action: string, reason?: string) =>
      post<{ status: number; inboundDocNo: string | null }>('/api/v1/web/sp/return/action', {
        id: rid,
        action,
        ...(reason ? { reason } : {}),
      });
    for (const [a, msg] of [
      ['receive', '当前退货状态为待处理，不能确认收货'],
      ['refund', '当前退货状态为待处理，不能确认退款'],
    ])
      expect(await ract(a as string)).toMatchObject({ status: 409, msg });
    const noReason = await ract('reject');
    expect([noReason.status, noReason.msg]).toEqual([400, '拒绝时请填写拒绝原因']);
    expect((await ract('agree')).data.status).toBe(1);
    expect(await ract('agree')).toMatchObject({ status: 409, msg: '当前退货状态为退货中，不能同意退货' });

    // the outbound has not left yet: receiving is refused until 出库审核 approves it
    expect(await ract('receive')).toMatchObject({ status: 409, msg: '出库单尚未审核出库，不能确认收货' });
    const docs = await post<{ records: { id: number; docNo: string }[] }>('/api/v1/web/wms/doc/page', {
      direction: 'out',
      docNo,
      page: 1,
      pageSize: 10,
    });
    const out = docs.data.records[0] as { id: number };
    expect((await post('/api/v1/web/wms/doc/action', { id: out.id, action: 'approve' })).code).toBe(200);
    expect(await stock()).toMatchObject({ onHand: 8, locked: 0, available: 8 });

    const received = await ract('receive');
    expect(received.data).toMatchObject({ status: 2, inboundDocNo: expect.stringMatching(/^RK\d{12}$/) });
    expect(await stock()).toMatchObject({ onHand: 9, locked: 0, available: 9 });
    const inbound = await post<{ records: { docNo: string; bizType: number; status: number }[] }>(
      '/api/v1/web/wms/doc/page',
      { direction: 'in', docNo: received.data.inboundDocNo, page: 1, pageSize: 10 },
    );
    expect(inbound.data.records).toEqual([expect.objectContaining({ bizType: 2, status: 2 })]);

    expect((await ract('refund')).data.status).toBe(3);
    const after = await detail(o.id);
    expect(after.refundedAmount).toBe(line.unitPrice);
    expect(after.lines[0]?.returnedQuantity).toBe(1);
    expect(after.logs.map((l) => l.action)).toEqual(
      expect.arrayContaining(['申请退货', '同意退货', '确认收货', '确认退款']),
    );
    // what is left to refund: paid − refunded
    const rest = await post('/api/v1/web/sp/return/create', {
      orderId: o.id,
      reason: '再退一袋',
      amount: o.payAmount - line.unitPrice + 1,
      lines: [{ orderLineId: line.id, quantity: 1 }],
    });
    expect(rest.status).toBe(409);
    for (const a of ['agree', 'receive', 'refund']) expect((await ract(a)).status).toBe(409);
  });

  it('a group offer at its deadline: 已成团 creates one order per appointment, once, with the trail', async () => {
    // an unknown demand record is refused (not a database error) and books nothing
    const unknownDemand = await post('/api/v1/web/fx/offer/book', {
      offerId: F.offer,
      customerId: F.customers[0],
      quantity: 1,
      demandId: 2147483647,
    });
    expect([unknownDemand.code, unknownDemand.msg]).toEqual([404, '需求记录不存在']);
    for (const c of F.customers)
      expect(
        (
          await post('/api/v1/web/fx/offer/book', {
            offerId: F.offer,
            customerId: c,
            quantity: 3,
            ...(c === F.customers[0] ? { demandId: F.demand } : {}),
          })
        ).code,
      ).toBe(200);
    const dup = await post('/api/v1/web/fx/offer/book', {
      offerId: F.offer,
      customerId: F.customers[0],
      quantity: 1,
    });
    expect([dup.status, dup.msg]).toEqual([409, '该客户已预约此拼团']);
    const early = await post('/api/v1/web/fx/offer/settle', { id: F.offer });
    expect(early.status).toBe(409);
    expect(early.msg).toMatch(/^拼团尚未截止，不能结算/);

    await fetch(`${sandbox.url}/__sandbox/clock`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ advanceMs: 31 * 24 * 3600 * 1000 }),
    });
    token = await login(sandbox.url, ADMIN); // the session ended with the month that passed
    const late = await post('/api/v1/web/fx/offer/book', {
      offerId: F.offer,
      customerId: F.customers[0],
      quantity: 1,
    });
    expect([late.status, late.msg]).toEqual([409, '拼团已截止，不能预约']);
    // settled lazily by the list and again explicitly: still two orders
    const [page, settle] = await Promise.all([
      post<{ records: { id: number; status: number; dealPrice: number }[] }>('/api/v1/web/fx/offer/page', {
        page: 1,
        pageSize: 50,
      }),
      post('/api/v1/web/fx/offer/settle', { id: F.offer }),
    ]);
    expect(settle.code).toBe(200);
    expect(page.data.records.find((r) => r.id === F.offer)).toMatchObject({ status: 1, dealPrice: 11800 });
    const d = await get<{ appointments: { status: number; orderId: number }[] }>(
      `/api/v1/web/fx/offer/detail?id=${F.offer}`,
    );
    expect(d.data.appointments.map((a) => a.status)).toEqual([1, 1]);
    const orders = await post<{
      records: { id: number; source: number; payAmount: number; status: number }[];
      total: number;
    }>('/api/v1/web/sp/order/page', { offerId: F.offer, page: 1, pageSize: 10 });
    expect(orders.data.total).toBe(2);
    expect(
      orders.data.records.every((o) => o.source === 2 && o.status === 0 && o.payAmount === 3 * 11800),
    ).toBe(true);
    const first = await detail(d.data.appointments[0]?.orderId as number);
    expect(first.trail).toMatchObject({
      demand: { id: F.demand },
      offer: { id: F.offer },
      appointment: { id: expect.any(Number) },
    });
  });

  it('a group offer short of its minimum: 未成团, appointments released, no orders', async () => {
    await post('/api/v1/web/fx/offer/book', { offerId: F.offer, customerId: F.customers[0], quantity: 1 });
    await fetch(`${sandbox.url}/__sandbox/clock`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ advanceMs: 31 * 24 * 3600 * 1000 }),
    });
    token = await login(sandbox.url, ADMIN); // the session ended with the month that passed
    const s = await post<{
      status: number;
      dealPrice: number | null;
      appointments: { status: number; orderId: number | null }[];
    }>('/api/v1/web/fx/offer/settle', { id: F.offer });
    expect(s.data).toMatchObject({
      status: 2,
      dealPrice: null,
      appointments: [{ status: 2, orderId: null }],
    });
    const orders = await post<{ total: number }>('/api/v1/web/sp/order/page', {
      offerId: F.offer,
      page: 1,
      pageSize: 10,
    });
    expect(orders.data.total).toBe(0);
  });

  it('demand is aggregated by county and category', async () => {
    const save = (customerId: number, areaMu: string, quantity: string) =>
      post('/api/v1/web/fx/demand/save', {
        customerId,
        crop: '水稻',
        areaMu,
        categoryCode: '0101',
        quantity,
        unit: '袋',
        wantedDate: '2026-06-01',
        qhdm: '430181001',
        qhmc: '湖南省长沙市浏阳市淮川街道',
      });
    expect((await save(F.customers[0], '10.25', '5.5')).code).toBe(200);
    expect((await save(F.customers[1], '0.75', '4.5')).code).toBe(200);
    const r = await post<{
      list: { qhdm: string; categoryCode: string; count: number; areaMu: string; quantity: string }[];
    }>('/api/v1/web/fx/demand/summary', { qhdm: '430181', categoryCode: '0101', page: 1, pageSize: 10 });
    // fixture demand 9901 (300 亩, 40 袋) + the two above, exact decimals
    expect(r.data.list).toEqual([
      expect.objectContaining({
        qhdm: '430181',
        categoryCode: '0101',
        count: 3,
        areaMu: '311.00',
        quantity: '50.00',
      }),
    ]);
  });
});
