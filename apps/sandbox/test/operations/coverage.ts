// The operations suite (../operations.test.ts): the cross-server journeys and the check that every operation of every spec was exercised.
import { OPERATIONS, postFile, unwrap } from '@agrimap/sdk';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { specAndValidators } from '../../src/index';
import { admin, exercised, record } from './setup';

export function coverage(): void {
  describe('coverage', () => {
    it('area cockpit: areas of a region, device counts and lists by region, a trajectory device track', async () => {
      const areas = unwrap(await admin.api.area.POST('/areaImage/getAreaList', { body: { qhdm: '4301' } }));
      expect(areas.map((a) => a.id).sort()).toEqual(['ly-baijia-01', 'wc-shuidao-01']);
      const province = unwrap(
        await admin.api.area.POST('/areaImage/getDeviceCollect', { body: { qhdm: '43' } }),
      );
      const city = unwrap(
        await admin.api.area.POST('/areaImage/getDeviceCollect', { body: { qhdm: '4301' } }),
      );
      expect(city.total).toBe(areas.reduce((s, a) => s + a.deviceCount, 0));
      expect(province.total).toBeGreaterThan(city.total);
      const listed = unwrap(
        await admin.api.area.POST('/areaImage/getDeviceList', {
          body: { qhdm: '4301', page: 1, pageSize: 1000 },
        }),
      );
      expect(listed.total).toBe(city.total);
      const none = await admin.api.area.POST('/areaImage/getDeviceCollect', { body: {} });
      expect(none.response.status).toBe(400);
      const track = unwrap(
        await admin.api.area.GET('/areaImage/getDeviceTrack', {
          params: { query: { deviceId: 'GJ-430181-0001' } },
        }),
      );
      expect(track.points.length).toBeGreaterThan(100);
      const times = track.points.map((p) => p.time);
      expect([...times].sort()).toEqual(times);
      const notTrack = await admin.api.area.GET('/areaImage/getDeviceTrack', {
        params: { query: { deviceId: 'QX-430181-0001' } },
      });
      expect(notTrack.response.status).toBe(400);
    });

    it('approval runtime: start, 待办, detail, 催办, 撤回, act, 已办, 抄送, 工作台', async () => {
      const S = admin.api.system;
      const flows = unwrap(await S.POST('/api/v1/approvalRuntime/startable', { body: {} }));
      const flow = flows.find((f) => f.name === '办公用品申领');
      expect(flow).toBeDefined();
      const form = unwrap(await S.POST('/api/v1/approvalRuntime/form', { body: { id: flow?.id ?? 0 } }));
      expect(form.formItemList.map((i) => i.label)).toEqual(['用品名称', '申领数量', '发放数量']);
      const started = unwrap(
        await S.POST('/api/v1/approvalRuntime/start', {
          body: { approvalId: form.approvalId, formValues: { field2: '订书机', field3: 2 } },
        }),
      );
      expect(started).toMatchObject({
        status: 1,
        currentNode: '行政审批',
        summary: '用品名称：订书机；申领数量：2',
      });
      unwrap(await S.POST('/api/v1/approvalRuntime/urge', { body: { id: started.id } }));
      unwrap(await S.POST('/api/v1/approvalRuntime/withdraw', { body: { id: started.id } }));
      const mine = unwrap(await S.POST('/api/v1/approvalRuntime/mine', { body: { status: 4 } }));
      expect(mine.records[0]).toMatchObject({ id: started.id, status: 4 });
      const todo = unwrap(await S.POST('/api/v1/approvalRuntime/todo', { body: { keyword: '办公用品' } }));
      const task = todo.records[0];
      expect(task).toMatchObject({ flowName: '办公用品申领', nodeTitle: '行政审批' });
      const detail = unwrap(
        await S.POST('/api/v1/approvalRuntime/detail', {
          body: { id: task?.requestId ?? 0, taskId: task?.taskId },
        }),
      );
      expect(detail.task?.taskId).toBe(task?.taskId);
      unwrap(
        await S.POST('/api/v1/approvalRuntime/act', {
          body: { taskId: task?.taskId ?? 0, action: 'approve', formValues: { field4: 1 } },
        }),
      );
      const done = unwrap(await S.POST('/api/v1/approvalRuntime/done', { body: {} }));
      expect(done.records[0]).toMatchObject({ taskId: task?.taskId, result: 1 });
      const cc = unwrap(await S.POST('/api/v1/approvalRuntime/cc', { body: {} }));
      expect(cc.total).toBe(0);
      unwrap(await S.POST('/api/v1/approvalRuntime/ccRead', { body: { all: true } }));
      const bench = unwrap(await S.POST('/api/v1/approvalRuntime/workbench', { body: {} }));
      expect(bench.mine).toBeGreaterThan(0);
    });

    it('公文管理: page, next 发文字号, save, detail, submit on 公文审批, delete', async () => {
      const S = admin.api.system;
      const year = new Date().getFullYear();
      const next = unwrap(await S.POST('/api/v1/officialDoc/nextNo', { body: { orgCode: '湘农资', year } }));
      const body = {
        title: '关于做好农资储备的通知',
        docNo: next.docNo,
        issuer: '湖南省农业生产资料集团有限公司文件',
        mainTo: '各分公司',
        body: '<p>请做好农资储备。</p>',
      };
      const { id } = unwrap(await S.POST('/api/v1/officialDoc/save', { body }));
      const removable = unwrap(
        await S.POST('/api/v1/officialDoc/save', {
          body: { ...body, docNo: `湘农资〔${year}〕${next.seq + 1}号` },
        }),
      );
      unwrap(await S.POST('/api/v1/officialDoc/delete', { body: { id: removable.id } }));
      const sent = unwrap(await S.POST('/api/v1/officialDoc/submit', { body: { id, approvalId: 103 } }));
      expect(sent.status).toBe(1);
      const detail = unwrap(await S.POST('/api/v1/officialDoc/detail', { body: { id } }));
      expect(detail).toMatchObject({ status: 1, docNo: next.docNo, approval: { flowName: '公文审批' } });
      const page = unwrap(
        await S.POST('/api/v1/officialDoc/page', { body: { keyword: next.docNo, page: 1, pageSize: 10 } }),
      );
      expect(page.records.map((r) => r.id)).toEqual([id]);
    });

    it('exports: each answers an .xlsx of exactly its list for the list example filter; progress of an unknown id is null', async () => {
      const { spec } = specAndValidators();
      const exports = spec.operations.filter((o) => o.exportOf);
      expect(exports.length).toBeGreaterThan(1);
      const post = (server: string) =>
        (admin.api as unknown as Record<string, Parameters<typeof postFile>[0]>)[server] as Parameters<
          typeof postFile
        >[0];
      for (const op of exports) {
        const list = spec.byId.get(op.exportOf as string);
        const example = (op.body?.example ?? {}) as Record<string, unknown>;
        const client = post(op.server);
        if (!client) throw new Error(`no client for ${op.server}`);
        // A paged list is counted by its total; a list answered whole (no paging) by its rows.
        const counted = unwrap(
          await (client as unknown as { POST: (p: string, i: unknown) => Promise<never> }).POST(
            list?.path as string,
            { body: 'page' in example ? { ...example, page: 1, pageSize: 1 } : example },
          ),
        ) as { total?: number; records?: unknown[]; list?: unknown[] };
        const total = counted.total ?? (counted.records ?? counted.list ?? []).length;
        const file = await postFile(client, op.path as never, { body: example } as never);
        expect(file.contentType, op.operationId).toContain('spreadsheetml');
        expect(file.filename, op.operationId).toMatch(/_\d{8}\.xlsx$/);
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(await file.blob.arrayBuffer());
        expect(workbook.worksheets[0]?.rowCount, op.operationId).toBe(total + 1);
      }
      for (const server of ['shop', 'system', 'base', 'account', 'area'] as const) {
        const answer = await (
          admin.api[server] as unknown as { GET: (p: string, i: unknown) => Promise<never> }
        ).GET('/api/v1/task/progress', { params: { query: { id: 'unknown-task-0000' } } });
        expect(unwrap(answer), server).toBeNull();
      }
    });

    it('every operation of every spec was exercised through the SDK', () => {
      record(admin);
      const all = new Set(OPERATIONS.map((o) => o.operationId));
      const missing = [...all].filter((id) => !exercised.has(id)).sort();
      expect(missing).toEqual([]);
      expect([...exercised].sort()).toEqual([...all].sort());
    });
  });
}
