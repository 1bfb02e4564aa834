// The operations suite (../operations.test.ts): the system server.
import { getBinary, getFile, unwrap } from '@agrimap/sdk';
import { describe, expect, it } from 'vitest';
import { amountFormItem, providerState } from '../helpers';
import { admin, anonymous, onPostgres, record, sandbox } from './setup';

export function systemServer(): void {
  describe('system server', () => {
    it('dictionaries: per category, code 0 for dic/list, trees, children, categories, apps, enterprise types', async () => {
      const years = await admin.api.system.POST('/api/v1/dic/list', { body: { categoryNumber: 'year' } });
      expect(years.data?.code).toBe(0);
      const list = unwrap(years, [0]).list;
      expect(list[0]).toMatchObject({
        code: 'default',
        key: 'default',
        dicNumber: 'year',
        dicName: '年份配置',
      });
      const nf = unwrap(
        await admin.api.system.GET('/api/v1/dic/getDic', { params: { query: { category: 'nf' } } }),
      );
      expect(nf[0]).toMatchObject({ code: '2025', name: '2025年' });
      const unknown = unwrap(
        await admin.api.system.GET('/api/v1/dic/getDic', { params: { query: { category: 'nosuch' } } }),
      );
      expect(unknown).toEqual([]);
      const tree = unwrap(
        await admin.api.system.GET('/api/v1/dic/treeList', { params: { query: { dicNumber: 'nzlx' } } }),
      );
      const fert = tree.find((n) => n.name === '化肥');
      expect(fert?.children.map((c) => c.name)).toContain('复合肥');
      const kids = unwrap(
        await admin.api.system.GET('/api/v1/dic/getByPid', {
          params: { query: { pid: fert?.id as number } },
        }),
      );
      expect(kids.map((k) => k.code)).toEqual(fert?.children.map((c) => c.code));
      const cats = unwrap(
        await admin.api.system.POST('/api/v1/dic/list/dic', {
          body: { keyword: '类型', page: 1, pageSize: 20 },
        }),
      );
      expect(cats.records.map((c) => c.dicNumber)).toEqual(expect.arrayContaining(['nzlx', 'sblx', 'qylx']));
      expect(cats.records.find((c) => c.dicNumber === 'nzlx')?.entryCount).toBe(22);
      const apps = unwrap(await admin.api.system.POST('/api/v1/dic/app/list', { body: { status: 1 } }));
      expect(apps.list.every((a) => a.status === 1)).toBe(true);
      expect(apps.list.map((a) => a.appId)).toContain('yxzcxt');
      const types = unwrap(
        await admin.api.system.POST('/api/v1/dic/enterprise/type/list', { body: { keyword: '合作社' } }),
      );
      expect(types.list).toEqual([
        expect.objectContaining({ code: '3', name: '农民专业合作社', dicNumber: 'qylx' }),
      ]);
    });

    it('regions by year', async () => {
      const changsha = unwrap(
        await admin.api.system.GET('/api/v1/Dictionaries/getXzqByYear', {
          params: { query: { nf: '2024', qhdm: '4301' } },
        }),
      );
      expect(changsha[0]).toMatchObject({ qhdm: '4301', qhmc: '长沙市', sjqhdm: '43' });
      expect(changsha.map((r) => r.qhmc)).toContain('岳麓区');
      expect(changsha).toHaveLength(10);
      const none = unwrap(
        await admin.api.system.GET('/api/v1/Dictionaries/getXzqByYear', {
          params: { query: { nf: '1999' } },
        }),
      );
      expect(none).toEqual([]);
    });

    it('spatial info and download of an uploaded file', async () => {
      const info = unwrap(
        await admin.api.system.GET('/api/v1/file/getSpatialInfo', {
          params: { query: { fileId: 'f20240601103000a1b2' } },
        }),
      );
      expect(info).toMatchObject({ geometryType: 'Point', featureCount: 128, crs: 'EPSG:4490' });
      const file = await getFile(admin.api.system, '/api/v1/file/download', {
        params: { query: { fileId: 'f20240601103000a1b2' } },
      });
      expect(file.filename).toBe('岳麓区耕地质量调查样点.geojson');
      const geo = JSON.parse(await file.blob.text()) as { features: unknown[] };
      expect(geo.features).toHaveLength(128);
      const missing = await admin.api.system.GET('/api/v1/file/getSpatialInfo', {
        params: { query: { fileId: 'nope' } },
      });
      expect(missing.response.status).toBe(404);
    });

    it('projected coordinates to longitude/latitude', async () => {
      const byEpsg = unwrap(
        await admin.api.system.POST('/api/vi/dataconvert/prj2jwdcoord', {
          body: { epsg: 4526, points: [{ x: 38395835.598, y: 3124165.291 }] },
        }),
      );
      expect(byEpsg[0]?.lon).toBeCloseTo(112.9388, 3);
      expect(byEpsg[0]?.lat).toBeCloseTo(28.228, 3);
      const byZone = unwrap(
        await admin.api.system.POST('/api/vi/dataconvert/prj2jwdcoord', {
          body: { zone: 38, points: [{ x: 395835.598, y: 3124165.291 }] },
        }),
      );
      expect(byZone).toEqual(byEpsg);
      const bad = await admin.api.system.POST('/api/vi/dataconvert/prj2jwdcoord', {
        body: { epsg: 3857, points: [{ x: 1, y: 1 }] },
      });
      expect(bad.response.status).toBe(400);
    });

    it('approval flows: add, page, update, deploy, delete', async () => {
      const item = amountFormItem('采购金额', 'common');
      const added = unwrap(
        await admin.api.system.POST('/api/v1/actExApproval/add', {
          body: {
            name: '种子采购申请',
            formKey: 'form_zzcg',
            processKey: 'process_zzcg',
            formItemList: [item],
            processConditions: [{ formId: 2 }],
            processData: {
              type: 'start',
              nodeId: 'Ib2',
              properties: { title: '发起人', initiator: 'ALL' },
              childNode: {
                type: 'approver',
                nodeId: 'Jb2',
                prevId: 'Ib2',
                properties: { title: '审批人', assigneeType: 'director', directorLevel: 1 },
              },
            },
          },
        }),
      );
      expect(added).toMatchObject({ status: 0, version: 0, creator: '系统管理员' });
      const clash = await admin.api.system.POST('/api/v1/actExApproval/add', {
        body: { name: 'x', formKey: 'f', processKey: 'process_zzcg', formItemList: [] },
      });
      expect(clash.response.status).toBe(409);
      const page = unwrap(
        await admin.api.system.POST('/api/v1/actExApproval/page', {
          body: { name: '采购', page: 1, pageSize: 10 },
        }),
      );
      expect(page.records[0]?.id).toBe(added.id);
      expect(page.records.map((r) => r.name)).toContain('农资采购申请');
      const deployed = unwrap(
        await admin.api.system.POST('/api/v1/actExApproval/deploy', { body: { id: added.id } }),
      );
      expect(deployed).toMatchObject({ status: 1, version: 1 });
      const changed = unwrap(
        await admin.api.system.POST('/api/v1/actExApproval/update', {
          body: { id: added.id, name: '种子采购申请（2025版）' },
        }),
      );
      expect(changed).toMatchObject({ name: '种子采购申请（2025版）', status: 0, version: 1 });
      unwrap(await admin.api.system.POST('/api/v1/actExApproval/del', { body: { id: added.id } }));
      const gone = await admin.api.system.POST('/api/v1/actExApproval/deploy', { body: { id: added.id } });
      expect(gone.response.status).toBe(404);
    });

    it('operation log: save then find it on the first page', async () => {
      unwrap(
        await admin.api.system.POST('/api/v1/log/save', {
          body: { userid: '1', loginname: 'admin', realname: '系统管理员', operaname: '编辑设备安装信息' },
        }),
      );
      const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
      const page = unwrap(
        await admin.api.system.POST('/api/v1/log/page', {
          body: { loginname: 'adm', startDate: today, endDate: today, page: 1, pageSize: 10 },
        }),
      );
      expect(page.records[0]).toMatchObject({
        loginname: 'admin',
        operaname: '编辑设备安装信息',
        ip: '127.0.0.1',
      });
      const reversed = await admin.api.system.POST('/api/v1/log/page', {
        body: { startDate: '2024-06-07', endDate: '2024-06-01', page: 1, pageSize: 10 },
      });
      expect(reversed.response.status).toBe(400);
    });

    it('operation support: dictionary categories and items, cockpit figures, server monitoring', async () => {
      const sys = admin.api.system;
      const cat = unwrap(
        await sys.POST('/api/v1/dic/category/add', { body: { dicNumber: 'nzgg', dicName: '农资规格' } }),
      );
      expect(cat).toMatchObject({ dicNumber: 'nzgg', dicName: '农资规格', entryCount: 0 });
      const item = unwrap(
        await sys.POST('/api/v1/dic/item/add', {
          body: { dicNumber: 'nzgg', code: '50kg', name: '50千克/袋', value: '50kg' },
        }),
      );
      const second = unwrap(
        await sys.POST('/api/v1/dic/item/add', {
          body: { dicNumber: 'nzgg', code: '40kg', name: '40千克/袋' },
        }),
      );
      expect(item).toMatchObject({ key: '50kg', value: '50kg', sort: 1, status: 1, pid: 0 });
      unwrap(await sys.POST('/api/v1/dic/item/update', { body: { id: item.id, status: 0 } }));
      const sorted = unwrap(await sys.POST('/api/v1/dic/item/sort', { body: { ids: [second.id, item.id] } }));
      expect(sorted.map((i) => i.code)).toEqual(['40kg', '50kg']);
      const items = unwrap(
        await sys.POST('/api/v1/dic/item/page', { body: { dicNumber: 'nzgg', page: 1, pageSize: 10 } }),
      );
      expect(items.records.map((i) => [i.code, i.status])).toEqual([
        ['40kg', 1],
        ['50kg', 0],
      ]);
      const selects = unwrap(await sys.POST('/api/v1/dic/list', { body: { categoryNumber: 'nzgg' } }), [0]);
      expect(selects.list.map((e) => e.code)).toEqual(['40kg']);
      const refused = await sys.POST('/api/v1/dic/category/delete', { body: { id: cat.id } });
      expect(refused.response.status).toBe(409);
      unwrap(await sys.POST('/api/v1/dic/item/delete', { body: { id: item.id } }));
      unwrap(await sys.POST('/api/v1/dic/item/delete', { body: { id: second.id } }));
      unwrap(await sys.POST('/api/v1/dic/category/update', { body: { id: cat.id, remark: '包装规格' } }));
      unwrap(await sys.POST('/api/v1/dic/category/delete', { body: { id: cat.id } }));

      const table = unwrap(
        await sys.GET('/api/v1/cockpit/figure', { params: { query: { year: '2025', qhdm: '430100' } } }),
      );
      expect(table).toMatchObject({ qhdm: '4301', qhmc: '长沙市', updateTime: null });
      expect(table.rows.map((r) => r.indicatorName)).toContain('农资销售额');
      const saved = unwrap(
        await sys.POST('/api/v1/cockpit/figure/save', {
          body: { year: '2025', qhdm: '430100', rows: [{ indicatorCode: 'nzxse', value: 52360.5 }] },
        }),
      );
      expect(saved.rows.find((r) => r.indicatorCode === 'nzxse')).toMatchObject({
        value: 52360.5,
        unit: '万元',
      });
      expect(saved.updatedBy).toBe('系统管理员');

      const status = unwrap(await sys.GET('/api/v1/monitor/server'));
      expect(status.database.kind).toBe(onPostgres ? 'PostgreSQL' : 'PGlite');
      expect(status.requests.count).toBeGreaterThan(0);
      expect(status.runtime.version).toBe(process.version);
    });

    it('static organisation-picker and designer files (public)', async () => {
      const root = unwrap(await anonymous.api.system.GET('/static/depRoot.json'));
      expect(root).toEqual({ deptId: 101, deptName: '湖南省农业生产资料集团有限公司', parentDeptId: null });
      const children = unwrap(
        await anonymous.api.system.GET('/static/depChild.json', { params: { query: { orgId: 110 } } }),
      );
      expect(children.map((d) => d.deptName)).toEqual([
        '岳麓区麓谷门店',
        '望城区农资服务站',
        '浏阳市农资配送中心',
      ]);
      const conf = await anonymous.api.system.GET('/static/initMockConf_test.json');
      expect(conf.data?.basicSetting.flowName).toBe('农资采购申请');
      expect(conf.data?.formData.fields.length).toBeGreaterThan(0);
      record(anonymous);
    });
  });
}

export function systemApprovalFlowVersions(): void {
  describe('system server · approval flow versions', () => {
    it('发布 freezes a version that can be read back; 停用 disables the flow', async () => {
      const state = await providerState(sandbox.url, 'an approval record with id 78 exists');
      expect(state.status).toBe(200);
      const system = admin.api.system;
      const deployed = unwrap(await system.POST('/api/v1/actExApproval/deploy', { body: { id: 78 } }));
      const frozen = unwrap(
        await system.POST('/api/v1/actExApproval/version', { body: { id: 78, version: deployed.version } }),
      );
      expect(frozen).toMatchObject({ approvalId: 78, version: deployed.version, name: deployed.name });
      expect(frozen.processData?.type).toBe('start');
      const unknown = await system.POST('/api/v1/actExApproval/version', {
        body: { id: 78, version: deployed.version + 1 },
      });
      expect(unknown.response.status).toBe(404);
      const disabled = unwrap(await system.POST('/api/v1/actExApproval/disable', { body: { id: 78 } }));
      expect(disabled).toMatchObject({ id: 78, status: 2, version: deployed.version });
      record(admin);
    });
  });
}

export function systemPublishingAndPrices(): void {
  describe('system server · information publishing and market prices', () => {
    const PNG =
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

    it('articles: save, list, read, take offline, delete; images stored and served without headers', async () => {
      const system = admin.api.system;
      const image = unwrap(
        await system.POST('/api/v1/news/image', {
          body: { fileName: '春耕.png', contentType: 'image/png', contentBase64: PNG },
        }),
      );
      expect(image.url).toBe(`/system/api/v1/news/image/${image.fileId}`);
      const bytes = await getBinary(anonymous.api.system, '/api/v1/news/image/{fileId}', {
        params: { path: { fileId: image.fileId } },
      });
      expect(Buffer.from(bytes)).toEqual(Buffer.from(PNG, 'base64'));

      const saved = unwrap(
        await system.POST('/api/v1/news/save', {
          body: {
            channel: 'agroNews',
            title: '操作测试春耕通知',
            summary: '春耕备耕',
            content: `<p>春耕通知</p><img src="${image.url}" alt="图">`,
            author: '省农业农村厅',
            source: '湖南农业信息网',
            tags: ['春耕'],
            status: 1,
            pinned: false,
          },
        }),
      );
      const listed = unwrap(
        await system.POST('/api/v1/news/page', {
          body: { channel: 'agroNews', title: '操作测试春耕', page: 1, pageSize: 10 },
        }),
      );
      expect(listed.records.map((r) => r.id)).toEqual([saved.id]);
      expect(listed.records[0]).toMatchObject({ status: 1, visible: true });
      const detail = unwrap(await system.GET('/api/v1/news/detail', { params: { query: { id: saved.id } } }));
      expect(detail).toMatchObject({ title: '操作测试春耕通知', tags: ['春耕'] });
      expect(detail.content).toContain(image.url);
      const published = unwrap(
        await system.POST('/api/v1/news/published', {
          body: { channel: 'agroNews', page: 1, pageSize: 100 },
        }),
      );
      expect(published.records.map((r) => r.id)).toContain(saved.id);
      const read = unwrap(await system.GET('/api/v1/news/read', { params: { query: { id: saved.id } } }));
      expect(read).toMatchObject({ id: saved.id, viewCount: 1 });

      unwrap(await system.POST('/api/v1/news/status', { body: { id: saved.id, status: 2 } }));
      const offline = await system.GET('/api/v1/news/read', { params: { query: { id: saved.id } } });
      expect(offline.error).toMatchObject({ code: 404, msg: '文章未发布或已下线' });
      unwrap(await system.POST('/api/v1/news/delete', { body: { id: saved.id } }));
      const gone = await system.GET('/api/v1/news/detail', { params: { query: { id: saved.id } } });
      expect(gone.response.status).toBe(404);
      record(admin);
      record(anonymous);
    });

    it('market prices: save, page with the change, trend, import with a bad row, delete', async () => {
      const system = admin.api.system;
      const saved = unwrap(
        await system.POST('/api/v1/price/save', {
          body: {
            productCode: '0101',
            qhdm: '4303',
            date: '2032-03-01',
            price: 250000,
            unit: '元/吨',
            market: '操作测试市场',
          },
        }),
      );
      const imported = unwrap(
        await system.POST('/api/v1/price/import', {
          body: {
            rows: [
              {
                row: 2,
                product: '氮肥',
                region: '湘潭市',
                date: '2032-03-02',
                price: '2550',
                unit: '元/吨',
                market: '操作测试市场',
              },
              {
                row: 3,
                product: '氮肥',
                region: '湘潭市',
                date: '2032-02-30',
                price: '2550',
                unit: '元/吨',
                market: '操作测试市场',
              },
            ],
          },
        }),
      );
      expect(imported).toEqual({ saved: 1, errors: [{ row: 3, msg: '日期格式应为 YYYY-MM-DD' }] });
      const page = unwrap(
        await system.POST('/api/v1/price/page', { body: { market: '操作测试市场', page: 1, pageSize: 10 } }),
      );
      expect(page.records.map((r) => [r.date, r.price, r.prevPrice])).toEqual([
        ['2032-03-02', 255000, 250000],
        ['2032-03-01', 250000, null],
      ]);
      expect(page.records[0]).toMatchObject({ productName: '氮肥', qhmc: '湘潭市', changePct: 2 });
      const trend = unwrap(
        await system.POST('/api/v1/price/trend', {
          body: {
            productCode: '0101',
            regions: ['4303'],
            period: 'month',
            from: '2032-03-01',
            to: '2032-03-31',
          },
        }),
      );
      expect(trend.series[0]?.points).toEqual([
        { period: '2032-03', avg: 252500, high: 255000, low: 250000, count: 2 },
      ]);
      for (const r of page.records) unwrap(await system.POST('/api/v1/price/delete', { body: { id: r.id } }));
      expect(page.records.map((r) => r.id)).toContain(saved.id);
      const after = unwrap(
        await system.POST('/api/v1/price/page', { body: { market: '操作测试市场', page: 1, pageSize: 10 } }),
      );
      expect(after.total).toBe(0);
      record(admin);
    });
  });
}

export function systemNotices(): void {
  describe('system server · 通知公告', () => {
    it('notices: save, publish, list, inbox, read, readers, read all, withdraw, delete', async () => {
      const system = admin.api.system;
      const saved = unwrap(
        await system.POST('/api/v1/notice/save', {
          body: {
            title: '操作测试通知',
            noticeType: 1,
            content: '<p>请查收</p>',
            attachments: [],
            audience: {},
          },
        }),
      );
      const detail = unwrap(
        await system.GET('/api/v1/notice/detail', { params: { query: { id: saved.id } } }),
      );
      expect(detail).toMatchObject({ title: '操作测试通知', status: 0, content: '<p>请查收</p>' });
      expect(
        unwrap(await system.POST('/api/v1/notice/status', { body: { id: saved.id, action: 'publish' } })),
      ).toEqual({ status: 1, pinned: false });
      const page = unwrap(
        await system.POST('/api/v1/notice/page', { body: { title: '操作测试', page: 1, pageSize: 10 } }),
      );
      expect(page.records.map((r) => r.id)).toEqual([saved.id]);
      const inbox = unwrap(
        await system.POST('/api/v1/notice/mine', { body: { read: false, page: 1, pageSize: 100 } }),
      );
      expect(inbox.records.map((r) => r.id)).toContain(saved.id);
      const read = unwrap(await system.POST('/api/v1/notice/read', { body: { id: saved.id } }));
      expect(read).toMatchObject({ id: saved.id, read: true, content: '<p>请查收</p>' });
      const readers = unwrap(
        await system.POST('/api/v1/notice/readers', {
          body: { id: saved.id, read: true, page: 1, pageSize: 10 },
        }),
      );
      expect(readers.records.map((r) => r.realName)).toEqual(['系统管理员']);
      expect(readers.readCount).toBe(1);
      unwrap(await system.POST('/api/v1/notice/readAll', { body: {} }));
      expect(
        unwrap(await system.POST('/api/v1/notice/mine', { body: { page: 1, pageSize: 1 } })).unread,
      ).toBe(0);
      unwrap(await system.POST('/api/v1/notice/status', { body: { id: saved.id, action: 'withdraw' } }));
      unwrap(await system.POST('/api/v1/notice/delete', { body: { id: saved.id } }));
      const gone = await system.GET('/api/v1/notice/detail', { params: { query: { id: saved.id } } });
      expect(gone.response.status).toBe(404);
      record(admin);
    });
  });
}
