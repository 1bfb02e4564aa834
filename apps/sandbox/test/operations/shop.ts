// The operations suite (../operations.test.ts): the shop server.
import { unwrap } from '@agrimap/sdk';
import { describe, expect, it } from 'vitest';
import { customerBody, providerState } from '../helpers';
import { admin, record, sandbox } from './setup';

export function shopCatalogue(): void {
  describe('shop server · catalogue, and file upload', () => {
    // Behaviour is tested in shop-catalog*.test.ts and system-*.test.ts; here each operation is
    // answered through the SDK: reads with data, refusals of unknown ids with the named codes.
    it('every catalogue operation answers through the SDK', async () => {
      const shop = admin.api.shop;
      const post = (path: string, body: unknown) => shop.POST(path as never, { body } as never);
      const get = (path: string, query: Record<string, unknown>) =>
        shop.GET(path as never, { params: { query } } as never);
      const codeOf = (r: { data?: unknown; error?: unknown }) =>
        ((r.data ?? r.error) as { code?: number } | undefined)?.code;

      for (const path of [
        '/api/v1/web/sp/brand/page',
        '/api/v1/web/sp/supplier/page',
        '/api/v1/web/sp/sku/page',
        '/api/v1/web/sp/setmeal/page',
      ]) {
        expect(codeOf(await post(path, { page: 1, pageSize: 5 })), path).toBe(200);
      }
      expect(codeOf(await post('/api/v1/web/sp/sku/spec/options', { keyword: '复合肥' }))).toBe(200);
      for (const path of [
        '/api/v1/web/sp/supplier/detail',
        '/api/v1/web/sp/sku/detail',
        '/api/v1/web/sp/setmeal/detail',
      ]) {
        expect(codeOf(await get(path, { id: 1 })), path).toBe(200);
      }
      const unknown = 999_999;
      const refusals: [string, unknown][] = [
        ['/api/v1/web/sp/brand/delete', { id: unknown }],
        ['/api/v1/web/sp/brand/status', { id: unknown, status: 0 }],
        [
          '/api/v1/web/sp/brand/save',
          { id: unknown, name: '不存在的品牌', logo: null, sort: 1, status: 1, description: '' },
        ],
        ['/api/v1/web/sp/supplier/delete', { id: unknown }],
        ['/api/v1/web/sp/supplier/status', { id: unknown, status: 2 }],
        ['/api/v1/web/sp/supplier/audit', { id: unknown, pass: true }],
        ['/api/v1/web/sp/supplier/save', { id: unknown, name: '不存在的供应商' }],
        ['/api/v1/web/sp/sku/delete', { id: unknown }],
        ['/api/v1/web/sp/sku/status', { id: unknown, status: 0 }],
        ['/api/v1/web/sp/sku/save', { id: unknown, name: '不存在的单品' }],
        ['/api/v1/web/sp/setmeal/delete', { id: unknown }],
        [
          '/api/v1/web/sp/setmeal/save',
          { id: unknown, name: '不存在的套餐', priceCents: 100, status: 1, description: '', items: [] },
        ],
        ['/api/v1/web/sp/product/category/delete', { id: unknown }],
        ['/api/v1/web/sp/product/category/save', { id: unknown, parentId: 0, name: '不存在的类目' }],
        ['/api/v1/web/sp/product/category/sort', { parentId: unknown, ids: [unknown] }],
      ];
      const before = await fetch(`${sandbox.url}/__sandbox/checksum`).then((r) => r.json());
      for (const [path, body] of refusals) {
        const res = await post(path, body);
        expect(res.response.status, path).toBeLessThan(500);
        expect(codeOf(res), path).not.toBe(200);
      }
      expect(await fetch(`${sandbox.url}/__sandbox/checksum`).then((r) => r.json())).toEqual(before);

      const upload = await admin.api.system.POST(
        '/api/v1/file/upload' as never,
        {
          body: {
            fileName: 'note.txt',
            contentType: 'text/plain',
            contentBase64: Buffer.from('农资').toString('base64'),
          },
        } as never,
      );
      expect(codeOf(upload)).toBe(200);
      record(admin);
    });
  });
}

export function shopWarehousing(): void {
  describe('shop server · warehousing', () => {
    it('warehouses, documents through 审核, stock and ledger', async () => {
      const state = await providerState(sandbox.url, 'the warehousing fixtures exist');
      expect(state.status).toBe(200);
      const shop = admin.api.shop;
      const page = unwrap(
        await shop.POST('/api/v1/web/wms/warehouse/page', { body: { name: 'PACT', page: 1, pageSize: 10 } }),
      );
      expect(page.records.map((w) => w.code)).toEqual(['PACT-WH']);
      const detail = unwrap(
        await shop.GET('/api/v1/web/wms/warehouse/detail', { params: { query: { id: 9701 } } }),
      );
      expect(detail.zones[0]?.locations[0]?.code).toBe('A-01');
      const saved = unwrap(
        await shop.POST('/api/v1/web/wms/warehouse/save', {
          body: {
            name: '操作测试仓',
            code: 'OPS-WH',
            type: 3,
            qhdm: '430104',
            qhmc: '岳麓区',
            address: '麓谷',
            managerId: 1,
            capacity: 10,
            zones: [],
          },
        }),
      );
      unwrap(await shop.POST('/api/v1/web/wms/warehouse/status', { body: { id: saved.id, status: 0 } }));
      unwrap(await shop.POST('/api/v1/web/wms/warehouse/delete', { body: { id: saved.id } }));

      const options = unwrap(
        await shop.POST('/api/v1/web/wms/sku/options', { body: { keyword: '契约测试', warehouseId: 9701 } }),
      );
      expect(options.list[0]?.batches[0]).toMatchObject({ batchNo: 'PACT-B1', available: 100 });
      const out = unwrap(
        await shop.POST('/api/v1/web/wms/doc/save', {
          body: {
            direction: 'out',
            warehouseId: 9701,
            bizType: 1,
            docDate: '2026-05-10',
            submit: true,
            lines: [{ skuId: 9601, batchNo: 'PACT-B1', quantity: 30, unitPrice: 100 }],
          },
        }),
      );
      const approved = unwrap(
        await shop.POST('/api/v1/web/wms/doc/action', { body: { id: out.id, action: 'approve' } }),
      );
      expect(approved.status).toBe(2);
      const doc = unwrap(await shop.GET('/api/v1/web/wms/doc/detail', { params: { query: { id: out.id } } }));
      expect(doc.totalAmount).toBe(3000);
      const docs = unwrap(
        await shop.POST('/api/v1/web/wms/doc/page', {
          body: { direction: 'out', docNo: out.docNo, page: 1, pageSize: 10 },
        }),
      );
      expect(docs.total).toBe(1);
      const stock = unwrap(
        await shop.POST('/api/v1/web/wms/stock/page', { body: { warehouseId: 9701, page: 1, pageSize: 10 } }),
      );
      expect(stock.records[0]).toMatchObject({ onHand: 70, locked: 0, available: 70 });
      const ledger = unwrap(
        await shop.POST('/api/v1/web/wms/stock/ledger', {
          body: { warehouseId: 9701, page: 1, pageSize: 10 },
        }),
      );
      expect(ledger.records[0]).toMatchObject({
        docNo: out.docNo,
        quantity: -30,
        beforeQty: 100,
        afterQty: 70,
      });
      record(admin);
    });
  });
}

export function shopOrders(): void {
  describe('shop server · orders and group purchase', () => {
    it('orders through 发货 and 退货, demand, a group offer settled at its deadline', async () => {
      const state = await providerState(sandbox.url, 'the order fixtures exist');
      expect(state.status).toBe(200);
      const shop = admin.api.shop;
      const created = unwrap(
        await shop.POST('/api/v1/web/sp/order/create', {
          body: { customerId: 9902, lines: [{ skuId: 9611, quantity: 1 }], payMethod: 1 },
        }),
      );
      expect(created.orderNo).toMatch(/^DD\d{12}$/);
      const page = unwrap(
        await shop.POST('/api/v1/web/sp/order/page', {
          body: { customer: '13900009902', page: 1, pageSize: 10 },
        }),
      );
      expect(page.records.map((o) => o.id).sort()).toEqual([9902, created.id].sort());
      const closed = unwrap(
        await shop.POST('/api/v1/web/sp/order/action', {
          body: { id: 9902, action: 'close', note: '客户取消' },
        }),
      );
      expect(closed).toMatchObject({ status: 4, closeNote: '客户取消' });
      const shipped = unwrap(
        await shop.POST('/api/v1/web/sp/order/ship', {
          body: {
            warehouseId: 9711,
            logisticsCompany: '顺丰速运',
            orders: [{ id: 9901, trackingNo: 'SF1' }],
          },
        }),
      );
      expect(shipped.failed).toEqual([]);
      const order = unwrap(
        await shop.GET('/api/v1/web/sp/order/detail', { params: { query: { id: 9901 } } }),
      );
      expect(order).toMatchObject({ status: 2, outboundDocNo: shipped.shipped[0]?.docNo });
      const ret = unwrap(
        await shop.POST('/api/v1/web/sp/return/create', {
          body: {
            orderId: 9901,
            reason: '包装破损',
            amount: 100,
            lines: [{ orderLineId: order.lines[0]?.id as number, quantity: 1 }],
          },
        }),
      );
      const rejected = unwrap(
        await shop.POST('/api/v1/web/sp/return/action', {
          body: { id: ret.id, action: 'reject', reason: '无破损' },
        }),
      );
      expect(rejected).toMatchObject({ status: 4, rejectReason: '无破损' });
      const returns = unwrap(
        await shop.POST('/api/v1/web/sp/return/page', {
          body: { orderNo: order.orderNo, page: 1, pageSize: 10 },
        }),
      );
      expect(returns.total).toBe(1);
      expect(
        unwrap(await shop.GET('/api/v1/web/sp/return/detail', { params: { query: { id: ret.id } } }))
          .returnNo,
      ).toBe(ret.returnNo);

      const demand = unwrap(
        await shop.POST('/api/v1/web/fx/demand/save', {
          body: {
            customerId: 9902,
            crop: '油菜',
            areaMu: '50',
            categoryCode: '0101',
            quantity: '10',
            unit: '袋',
            wantedDate: '2026-09-01',
            qhdm: '430181',
            qhmc: '湖南省长沙市浏阳市',
          },
        }),
      );
      const demands = unwrap(
        await shop.POST('/api/v1/web/fx/demand/page', { body: { crop: '油菜', page: 1, pageSize: 10 } }),
      );
      expect(demands.records.map((d) => d.id)).toContain(demand.id);
      const summary = unwrap(
        await shop.POST('/api/v1/web/fx/demand/summary', { body: { qhdm: '430181', page: 1, pageSize: 10 } }),
      );
      expect(summary.list.length).toBeGreaterThan(0);
      const offer = unwrap(
        await shop.POST('/api/v1/web/fx/offer/save', {
          body: {
            title: '油菜尿素团',
            skuId: 9611,
            basePrice: 12500,
            tiers: [{ participants: 2, unitPrice: 12000 }],
            minParticipants: 1,
            deadline: '2099-01-01 18:00:00',
            demandIds: [demand.id],
          },
        }),
      );
      unwrap(
        await shop.POST('/api/v1/web/fx/offer/book', {
          body: { offerId: offer.id, customerId: 9902, quantity: 1, demandId: demand.id },
        }),
      );
      const offers = unwrap(
        await shop.POST('/api/v1/web/fx/offer/page', { body: { title: '油菜', page: 1, pageSize: 10 } }),
      );
      expect(offers.records[0]).toMatchObject({ participants: 1, demandCount: 1, status: 0 });
      const early = await shop.POST('/api/v1/web/fx/offer/settle', { body: { id: offer.id } });
      expect(early.response.status).toBe(409);
      const detail = unwrap(
        await shop.GET('/api/v1/web/fx/offer/detail', { params: { query: { id: offer.id } } }),
      );
      expect(detail.appointments).toHaveLength(1);
      record(admin);
    });
  });
}

export function shopCustomersAndPublishing(): void {
  describe('shop server · customers and publishing', () => {
    it('customers: save, follow up, detail, page, points, import, delete', async () => {
      const shop = admin.api.shop;
      const created = unwrap(
        await shop.POST('/api/v1/web/crm/customer/save', {
          body: customerBody('操作测试蔬菜合作社', '13907319901'),
        }),
      );
      unwrap(
        await shop.POST('/api/v1/web/crm/customer/followup/save', {
          body: { customerId: created.id, type: 2, content: '上门查看秧苗', nextContactDate: '2099-01-01' },
        }),
      );
      const detail = unwrap(
        await shop.GET('/api/v1/web/crm/customer/detail', { params: { query: { id: created.id } } }),
      );
      expect(detail).toMatchObject({ name: '操作测试蔬菜合作社', nextContactDate: '2099-01-01', due: false });
      expect(detail.followups.map((f) => f.content)).toEqual(['上门查看秧苗']);
      const imported = unwrap(
        await shop.POST('/api/v1/web/crm/customer/import', {
          body: {
            rows: [
              {
                row: 2,
                name: '操作测试导入合作社',
                type: '合作社',
                contactName: '甲',
                phone: '13907319902',
                qhdm: '430121',
              },
            ],
          },
        }),
      );
      expect(imported).toMatchObject({ imported: 1, errors: [] });
      const page = unwrap(
        await shop.POST('/api/v1/web/crm/customer/page', {
          body: { phone: '1390731990', page: 1, pageSize: 10 },
        }),
      );
      expect(page.records.map((c) => c.phone).sort()).toEqual(['13907319901', '13907319902']);
      const points = unwrap(await shop.POST('/api/v1/web/crm/customer/points', { body: { qhdm: '430121' } }));
      // only customers with a position are points: the saved one, not the imported one
      const ids = points.map((p) => p.id);
      const importedId = page.records.find((c) => c.phone === '13907319902')?.id;
      expect(ids).toContain(created.id);
      expect(ids).not.toContain(importedId);
      expect(points.find((p) => p.id === created.id)).toMatchObject({ lon: 113.12, lat: 28.13 });
      unwrap(
        await shop.POST('/api/v1/web/crm/customer/delete', { body: { ids: page.records.map((c) => c.id) } }),
      );
      const gone = await shop.GET('/api/v1/web/crm/customer/detail', {
        params: { query: { id: created.id } },
      });
      expect(gone.response.status).toBe(404);
      record(admin);
    });

    it('publishing: tab page, 上架 and 下架, sale price and limits', async () => {
      const shop = admin.api.shop;
      const inStock = unwrap(
        await shop.POST('/api/v1/web/sale/item/page', {
          body: { kind: 'sku', tab: 'inStock', page: 1, pageSize: 1000 },
        }),
      );
      expect(inStock.total).toBe(inStock.counts.inStock);
      const stocked = inStock.records.find((r) => r.available > 0);
      if (!stocked) throw new Error('seed should have an off-sale SKU with stock');
      const on = unwrap(
        await shop.POST('/api/v1/web/sale/item/publish', {
          body: { kind: 'sku', ids: [stocked.id], action: 'on' },
        }),
      );
      expect(on.changed).toBe(1);
      unwrap(
        await shop.POST('/api/v1/web/sale/item/save', {
          body: { kind: 'sku', id: stocked.id, salePriceCents: 12345, limitPerOrder: 3, limitPerCustomer: 9 },
        }),
      );
      const onSale = unwrap(
        await shop.POST('/api/v1/web/sale/item/page', {
          body: { kind: 'sku', tab: 'onSale', page: 1, pageSize: 1000 },
        }),
      );
      expect(onSale.records.find((r) => r.id === stocked.id)).toMatchObject({
        onSale: true,
        salePriceCents: 12345,
        limitPerOrder: 3,
      });
      const off = unwrap(
        await shop.POST('/api/v1/web/sale/item/publish', {
          body: { kind: 'sku', ids: [stocked.id], action: 'off' },
        }),
      );
      expect(off.changed).toBe(1);
      record(admin);
    });
  });
}

export function shopTransfersAndWarehouseMap(): void {
  describe('shop server · transfers and the warehouse map', () => {
    it('a transfer creates both documents; the map and the occupancy summarise the stock', async () => {
      const state = await providerState(sandbox.url, 'the warehousing fixtures exist');
      expect(state.status).toBe(200);
      const shop = admin.api.shop;
      const map = unwrap(await shop.POST('/api/v1/web/wms/warehouse/map', { body: { status: 1 } }));
      expect(map.list.find((w) => w.id === 9701)).toMatchObject({ onHand: 100, available: 100 });
      const target = map.list.find((w) => w.id !== 9701);
      if (!target) throw new Error('seed should have a second enabled warehouse');
      const created = unwrap(
        await shop.POST('/api/v1/web/wms/transfer/create', {
          body: {
            fromWarehouseId: 9701,
            toWarehouseId: target.id,
            lines: [{ skuId: 9601, batchNo: 'PACT-B1', quantity: 30 }],
          },
        }),
      );
      expect(created).toMatchObject({ outStatus: 1, inStatus: 1, quantity: 30, toWarehouseId: target.id });
      expect(created.transferNo).toMatch(/^DB\d{12}$/);
      const page = unwrap(
        await shop.POST('/api/v1/web/wms/transfer/page', {
          body: { warehouseId: 9701, page: 1, pageSize: 10 },
        }),
      );
      expect(page.records.map((t) => t.transferNo)).toContain(created.transferNo);
      const occupancy = unwrap(
        await shop.GET('/api/v1/web/wms/warehouse/occupancy', { params: { query: { id: 9701 } } }),
      );
      expect(occupancy.zones[0]?.locations).toEqual([{ code: 'A-01', capacity: 1000, occupied: 100 }]);
      const after = unwrap(await shop.POST('/api/v1/web/wms/warehouse/map', { body: { status: 1 } }));
      expect(after.list.find((w) => w.id === 9701)).toMatchObject({ onHand: 100, locked: 30, available: 70 });
      record(admin);
    });
  });
}
