// The operations suite (../operations.test.ts): the base server (and the shop calls tested beside it).
import { getBinary, postFile, unwrap } from '@agrimap/sdk';
import { describe, expect, it } from 'vitest';
import { admin, anonymous, record } from './setup';

export function baseAndShopServers(): void {
  describe('base and shop servers', () => {
    it('device list filters by name, organisation and status, and pages from 1', async () => {
      const all = unwrap(
        await admin.api.base.POST('/api/v1/camera/listDevice', { body: { page: 1, pageSize: 10 } }),
      );
      expect(all.total).toBeGreaterThanOrEqual(300);
      expect(all.records).toHaveLength(10);
      const page2 = unwrap(
        await admin.api.base.POST('/api/v1/camera/listDevice', { body: { page: 2, pageSize: 10 } }),
      );
      expect((page2.records[0]?.code as string) > (all.records[9]?.code as string)).toBe(true);
      const byName = unwrap(
        await admin.api.base.POST('/api/v1/camera/listDevice', {
          body: { deviceName: '麓谷农资门店-枪机', status: -1, page: 1, pageSize: 10 },
        }),
      );
      expect(byName.records.map((d) => d.code)).toEqual(['43010400001']);
      const warehouses = unwrap(
        await admin.api.base.POST('/api/v1/camera/listDevice', {
          body: { organization: '仓库', page: 1, pageSize: 1000 },
        }),
      );
      expect(warehouses.total).toBeGreaterThan(0);
      expect(warehouses.records.every((d) => (d.ckmc ?? d.mdmc ?? '').includes('仓库'))).toBe(true);
      const offline = unwrap(
        await admin.api.base.POST('/api/v1/camera/listDevice', {
          body: { status: 0, page: 1, pageSize: 1000 },
        }),
      );
      const online = unwrap(
        await admin.api.base.POST('/api/v1/camera/listDevice', {
          body: { status: 1, page: 1, pageSize: 1000 },
        }),
      );
      expect(offline.records.every((d) => d.status === 0)).toBe(true);
      expect(offline.total + online.total).toBe(all.total);
    });

    it('edits installation info, which persists and shows in details and export', async () => {
      unwrap(
        await admin.api.base.POST('/api/v1/camera/updateDevice', {
          body: { deviceId: '43010400001', lon: 112.9012, lat: 28.2103, qhdm: '430104002', qhmc: '岳麓街道' },
        }),
      );
      const info = unwrap(
        await admin.api.base.GET('/api/v1/camera/getDeviceInfo', {
          params: { query: { number: '43010400001' } },
        }),
      );
      expect(info).toMatchObject({
        lon: 112.9012,
        lat: 28.2103,
        qhdm: '430104002',
        qhmc: '岳麓街道',
        name: '岳麓区麓谷农资门店-枪机01',
      });
      const missing = await admin.api.base.POST('/api/v1/camera/updateDevice', {
        body: { deviceId: '43999999999', lon: 112.9, lat: 28.2, qhdm: '430104', qhmc: '岳麓区' },
      });
      expect(missing.response.status).toBe(404);
      const csv = await postFile(admin.api.base, '/api/v1/camera/exportDevice', {
        body: { deviceName: '麓谷' },
      });
      expect(csv.filename).toBe('设备列表.csv');
      const bytes = new Uint8Array(await csv.blob.arrayBuffer());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder().decode(bytes);
      expect(text).toContain('设备编号,设备名称,设备类型');
      expect(text).toContain('43010400001,岳麓区麓谷农资门店-枪机01,IPC');
    });

    it('sync adds devices and flips statuses deterministically per call', async () => {
      const before = unwrap(
        await admin.api.base.POST('/api/v1/camera/listDevice', { body: { page: 1, pageSize: 1 } }),
      ).total;
      const first = unwrap(await admin.api.base.GET('/api/v1/camera/flush'));
      expect(first.added).toBe(2);
      expect(first.updated).toBeGreaterThan(0);
      const second = unwrap(await admin.api.base.GET('/api/v1/camera/flush'));
      expect(second.added).toBe(3);
      const after = unwrap(
        await admin.api.base.POST('/api/v1/camera/listDevice', { body: { page: 1, pageSize: 1 } }),
      ).total;
      expect(after).toBe(before + 5);
      // The edited installation info survives a sync.
      const info = unwrap(
        await admin.api.base.GET('/api/v1/camera/getDeviceInfo', {
          params: { query: { number: '43010400001' } },
        }),
      );
      expect(info.qhdm).toBe('430104002');
    });

    it('stream address of a channel', async () => {
      const addr = unwrap(
        await admin.api.base.GET('/api/v1/camera/getCameraNetAddress', {
          params: { query: { deviceCode: '43010400001' } },
        }),
      );
      expect(addr.url).toMatch(/^rtsp:\/\/.+\/live\/43010400001\/1\?token=/);
      expect(addr.protocol).toBe('rtsp');
      const channel9 = await admin.api.base.GET('/api/v1/camera/getCameraNetAddress', {
        params: { query: { deviceCode: '43010400001', channel: 9 } },
      });
      expect(channel9.response.status).toBe(404);
    });

    it('record files, playback addresses and talk of a channel', async () => {
      const hour = 3600;
      const start = Math.floor(Date.now() / 1000 / hour) * hour - 24 * hour + 8 * hour;
      const { records } = unwrap(
        await admin.api.base.POST('/api/v1/camera/queryRecord', {
          body: { deviceCode: '43010400001', channel: 1, startTime: start, endTime: start + 3 * hour },
        }),
      );
      // One file an hour, each 50 minutes long (centre recordings unless device ones are asked for).
      expect(records.map((r) => [r.startTime - start, r.endTime - start, r.recordSource])).toEqual([
        [0, 3000, 3],
        [hour, hour + 3000, 3],
        [2 * hour, 2 * hour + 3000, 3],
      ]);
      const device = unwrap(
        await admin.api.base.POST('/api/v1/camera/queryRecord', {
          body: { deviceCode: '43010400001', startTime: start + 600, endTime: start + 1200, recordSource: 2 },
        }),
      );
      expect(device.records).toMatchObject([
        { startTime: start + 600, endTime: start + 1200, recordSource: 2 },
      ]);
      // Nothing is recorded in the future; a reversed or over-long range is refused.
      const future = Math.floor(Date.now() / 1000) + 10 * hour;
      const none = unwrap(
        await admin.api.base.POST('/api/v1/camera/queryRecord', {
          body: { deviceCode: '43010400001', startTime: future, endTime: future + hour },
        }),
      );
      expect(none.records).toEqual([]);
      const reversed = await admin.api.base.POST('/api/v1/camera/queryRecord', {
        body: { deviceCode: '43010400001', startTime: start + hour, endTime: start },
      });
      expect(reversed.response.status).toBe(400);
      const tooLong = await admin.api.base.POST('/api/v1/camera/queryRecord', {
        body: { deviceCode: '43010400001', startTime: start - 8 * 24 * hour, endTime: start },
      });
      expect(tooLong.response.status).toBe(400);

      const byTime = unwrap(
        await admin.api.base.POST('/api/v1/camera/playbackByTime', {
          body: { deviceCode: '43010400001', startTime: start, endTime: start + 3000 },
        }),
      );
      expect(byTime.url).toMatch(/^rtsp:\/\/.+\/playback\/43010400001\/1\?starttime=\d+&endtime=\d+&token=/);
      const first = records[0] as (typeof records)[number];
      const byFile = unwrap(
        await admin.api.base.POST('/api/v1/camera/playbackByFile', {
          body: { deviceCode: '43010400001', recordName: first.recordName },
        }),
      );
      expect(byFile.url).toContain(`/record/${first.recordName}?token=`);
      const missing = await admin.api.base.POST('/api/v1/camera/playbackByFile', {
        body: { deviceCode: '43010400001', recordName: '43010400002_1_0.dav' },
      });
      expect(missing.response.status).toBe(404);

      const talk = unwrap(
        await admin.api.base.POST('/api/v1/camera/startTalk', { body: { deviceCode: '43010400001' } }),
      );
      expect(talk).toMatchObject({ audioType: 2, audioBit: 16, sampleRate: 8000 });
      expect(talk.session).toMatch(/^talk-/);
      const stopped = await admin.api.base.POST('/api/v1/camera/stopTalk', {
        body: { session: talk.session },
      });
      expect(stopped.data?.msg).toBe('对讲已结束');
    });

    it('regions: detail, drill-down, tree with boundaries, search', async () => {
      const county = unwrap(
        await admin.api.base.GET('/api/v1/area/areaDetail', { params: { query: { qhdm: '430104' } } }),
      );
      expect(county).toMatchObject({ qhmc: '岳麓区', sjqhdm: '4301', level: 'county', hasChildren: true });
      const [minLon, minLat, maxLon, maxLat] = county.bbox as number[];
      const kids = unwrap(
        await admin.api.base.GET('/api/v1/area/areaDrillDown', { params: { query: { qhdm: '430104' } } }),
      );
      expect(kids.length).toBeGreaterThan(10);
      for (const k of kids) {
        const [a, b, c, d] = k.bbox as number[];
        expect(a).toBeGreaterThanOrEqual(minLon as number);
        expect(b).toBeGreaterThanOrEqual(minLat as number);
        expect(c).toBeLessThanOrEqual(maxLon as number);
        expect(d).toBeLessThanOrEqual(maxLat as number);
      }
      const village = unwrap(
        await admin.api.base.GET('/api/v1/area/areaDrillDown', {
          params: { query: { qhdm: kids[0]?.qhdm as string } },
        }),
      );
      expect(village[0]?.qhdm).toHaveLength(12);
      expect(village[0]?.hasChildren).toBe(false);
      const province = unwrap(
        await admin.api.base.GET('/api/v1/area/areaDetail', { params: { query: { qhdm: '430000' } } }),
      );
      expect(province).toMatchObject({ qhdm: '43', qhmc: '湖南省', sjqhdm: null, level: 'province' });
      const tree = unwrap(
        await admin.api.base.GET('/api/v1/area/areaTree', {
          params: { query: { qhdm: '4301', havGeojson: true } },
        }),
      );
      expect(tree.children).toHaveLength(9);
      expect(tree.geojson?.type).toMatch(/Polygon/);
      expect(tree.children.every((c) => c.geojson !== undefined)).toBe(true);
      const plain = unwrap(
        await admin.api.base.GET('/api/v1/area/areaTree', { params: { query: { qhdm: '4301' } } }),
      );
      expect(plain.children.every((c) => c.geojson === undefined)).toBe(true);
      const hits = unwrap(
        await admin.api.base.GET('/api/v1/area/search', {
          params: { query: { keyword: '岳麓', prefix: '4301', limit: 20 } },
        }),
      );
      expect(hits[0]).toMatchObject({ qhdm: '430104', level: 'county', fullName: '湖南省长沙市岳麓区' });
      expect(hits.every((h) => h.qhdm.startsWith('4301') && h.qhmc.includes('岳麓'))).toBe(true);
      const missing = await admin.api.base.GET('/api/v1/area/areaDetail', {
        params: { query: { qhdm: '439999' } },
      });
      expect(missing.response.status).toBe(404);
    });

    it('layer info by theme and year', async () => {
      const all = unwrap(await admin.api.base.GET('/api/v1/layer/list'));
      expect(all[0]?.theme_code).toBe('nzfb');
      const layers = unwrap(
        await admin.api.base.GET('/api/v1/layer/list', {
          params: { query: { theme_code: 'nzfb', nf: '2024' } },
        }),
      );
      expect(layers.map((l) => l.layer_name)).toEqual(['农资门店分布', '农资仓库分布']);
    });

    it('shop categories by parent', async () => {
      const top = unwrap(
        await admin.api.shop.POST('/api/v1/web/sp/product/category/child/list', { body: { parentId: 0 } }),
      );
      expect(top.list.map((c) => c.name)).toEqual(['化肥', '农药', '种子', '农膜', '农机具']);
      const fert = unwrap(
        await admin.api.shop.POST('/api/v1/web/sp/product/category/child/list', { body: { parentId: 1 } }),
      );
      expect(fert.list.find((c) => c.name === '氮肥')).toMatchObject({ level: 2, hasChildren: true });
    });
  });
}

export function baseSchemesAndVideos(): void {
  describe('base server · technical schemes and videos', () => {
    it('schemes: save, page, detail, publish, withdraw, delete', async () => {
      const base = admin.api.base;
      const rice = unwrap(
        await base.POST('/api/v1/agro/scheme/page', { body: { title: '稻飞虱', page: 1, pageSize: 10 } }),
      ).records[0];
      const { id } = unwrap(
        await base.POST('/api/v1/agro/scheme/save', {
          body: {
            title: '操作测试纹枯病防治',
            cropId: rice?.cropId as number,
            stage: '拔节期',
            problem: '纹枯病',
            measures: '<p>拔节期病丛率达 20% 时施药。</p>',
            specIds: [12],
            attachments: [],
          },
        }),
      );
      const detail = unwrap(await base.GET('/api/v1/agro/scheme/detail', { params: { query: { id } } }));
      expect(detail).toMatchObject({ status: 0, cropName: '水稻', specIds: [12] });
      unwrap(await base.POST('/api/v1/agro/scheme/status', { body: { id, action: 'publish' } }));
      unwrap(await base.POST('/api/v1/agro/scheme/status', { body: { id, action: 'withdraw' } }));
      unwrap(await base.POST('/api/v1/agro/scheme/delete', { body: { id } }));
      record(admin);
    });

    it('videos: upload, save, page, detail, play, media served without headers, delete', async () => {
      const base = admin.api.base;
      const seeded = unwrap(await base.POST('/api/v1/agro/video/page', { body: { page: 1, pageSize: 10 } }));
      const first = seeded.records[0];
      expect(first?.contentType).toMatch(/^video\//);
      const bytes = await getBinary(anonymous.api.base, '/api/v1/agro/media/{fileId}', {
        params: { path: { fileId: first?.fileId as string } },
      });
      expect(Buffer.from(bytes).length).toBe(first?.size);
      const cover = unwrap(
        await base.POST('/api/v1/agro/media/upload', {
          body: {
            kind: 'cover',
            fileName: '封面.png',
            contentType: 'image/png',
            contentBase64:
              'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
          },
        }),
      );
      const { id } = unwrap(
        await base.POST('/api/v1/agro/video/save', {
          body: {
            title: '操作测试视频',
            category: '01',
            fileId: first?.fileId as string,
            coverId: cover.fileId,
            durationSec: 4,
          },
        }),
      );
      expect(
        unwrap(await base.GET('/api/v1/agro/video/detail', { params: { query: { id } } })),
      ).toMatchObject({
        coverId: cover.fileId,
        viewCount: 0,
      });
      expect(unwrap(await base.POST('/api/v1/agro/video/play', { body: { id } })).viewCount).toBe(1);
      unwrap(await base.POST('/api/v1/agro/video/delete', { body: { id } }));
      record(admin);
      record(anonymous);
    });
  });
}

export function baseCropsAndProgrammes(): void {
  describe('base server · crops, varieties, growth stages and planting programmes', () => {
    it('crops: save, page, options, stages placed by offset and reordered, a variety, a programme with its calendar, refusals, deletes', async () => {
      const base = admin.api.base;
      const rice = unwrap(await base.GET('/api/v1/agro/crop/options')).list.find((c) => c.name === '水稻');
      expect(rice).toMatchObject({ family: '禾本科' });
      const seededVariety = unwrap(
        await base.POST('/api/v1/agro/variety/page', {
          body: { cropId: rice?.id as number, page: 1, pageSize: 50 },
        }),
      ).records.find((v) => v.supplierId !== null);
      expect(seededVariety?.cropName).toBe('水稻');

      const crop = {
        name: '操作测试魔芋',
        family: '天南星科',
        category: '经济作物',
        maturityDays: 150,
        sort: 99,
      };
      const { id: cropId } = unwrap(await base.POST('/api/v1/agro/crop/save', { body: crop }));
      const dup = await base.POST('/api/v1/agro/crop/save', { body: crop });
      expect(dup.error).toMatchObject({ code: 409, msg: '作物名称已存在' });
      const paged = unwrap(
        await base.POST('/api/v1/agro/crop/page', { body: { name: '操作测试魔芋', page: 1, pageSize: 10 } }),
      );
      expect(paged.records).toEqual([
        expect.objectContaining({
          id: cropId,
          family: '天南星科',
          varietyCount: 0,
          stageCount: 0,
          programmeCount: 0,
        }),
      ]);
      expect(unwrap(await base.GET('/api/v1/agro/crop/options')).list.map((c) => c.id)).toContain(cropId);

      // Growth stages: a new stage goes after the last one that does not start later.
      const stageIds: Record<string, number> = {};
      for (const [name, dayOffset, durationDays] of [
        ['育苗期', 0, 30],
        ['种植期', 30, 10],
        ['采收期', 120, 30],
        ['覆膜期', 30, 5],
      ] as const) {
        stageIds[name] = unwrap(
          await base.POST('/api/v1/agro/stage/save', {
            body: {
              cropId,
              name,
              dayOffset,
              durationDays,
              practices: `${name}农事`,
              inputs: name === '育苗期' ? [{ specId: 12, dosage: '每亩 50 克' }] : [],
            },
          }),
        ).id;
      }
      const stageNames = async () =>
        unwrap(await base.GET('/api/v1/agro/stage/list', { params: { query: { cropId } } })).list;
      const listed = await stageNames();
      expect(listed.map((s) => s.name)).toEqual(['育苗期', '种植期', '覆膜期', '采收期']);
      expect(listed[0]?.inputs).toEqual([expect.objectContaining({ specId: 12, dosage: '每亩 50 克' })]);
      expect(listed[0]?.inputs[0]?.skuName).toBeTruthy();
      const sameName = await base.POST('/api/v1/agro/stage/save', {
        body: { cropId, name: '育苗期', dayOffset: 0, durationDays: 1 },
      });
      expect(sameName.error).toMatchObject({ code: 409, msg: '该作物下已有同名生育期' });
      const ids = (names: string[]) => names.map((n) => stageIds[n] as number);
      unwrap(
        await base.POST('/api/v1/agro/stage/reorder', {
          body: { cropId, ids: ids(['育苗期', '覆膜期', '种植期', '采收期']) },
        }),
      );
      expect((await stageNames()).map((s) => s.name)).toEqual(['育苗期', '覆膜期', '种植期', '采收期']);
      const decreasing = await base.POST('/api/v1/agro/stage/reorder', {
        body: { cropId, ids: ids(['采收期', '育苗期', '覆膜期', '种植期']) },
      });
      expect(decreasing.error).toMatchObject({
        code: 400,
        msg: '生育期「育苗期」的天数（0）不能早于上一个生育期「采收期」（120）',
      });
      expect((await stageNames()).map((s) => s.name)).toEqual(['育苗期', '覆膜期', '种植期', '采收期']);

      // A variety of the crop, with a supplier of the catalogue.
      const { id: varietyId } = unwrap(
        await base.POST('/api/v1/agro/variety/save', {
          body: {
            cropId,
            name: '操作测试花魔芋',
            supplierId: seededVariety?.supplierId,
            registrationNo: '湘登记魔芋2026990001',
            maturityDays: 150,
            yieldPerMu: 3000,
            densityPerMu: 3500,
            traits: '球茎大，抗病。',
          },
        }),
      );
      const varieties = unwrap(
        await base.POST('/api/v1/agro/variety/page', { body: { cropId, page: 1, pageSize: 10 } }),
      );
      expect(varieties.records).toEqual([
        expect.objectContaining({
          id: varietyId,
          cropName: '操作测试魔芋',
          supplierName: seededVariety?.supplierName,
          programmeCount: 0,
        }),
      ]);
      const wrongCrop = await base.POST('/api/v1/agro/programme/save', {
        body: { name: '品种不符', cropId: rice?.id as number, varietyId, sowingDate: '2025-03-01' },
      });
      expect(wrongCrop.error).toMatchObject({ code: 400, msg: '品种不属于所选作物' });

      // A programme: its calendar is generated from the stages (planned start = sowing + offset).
      const { id: programmeId } = unwrap(
        await base.POST('/api/v1/agro/programme/save', {
          body: { name: '操作测试魔芋种植方案', cropId, varietyId, sowingDate: '2025-03-01', remark: '' },
        }),
      );
      const detail = async () =>
        unwrap(await base.GET('/api/v1/agro/programme/detail', { params: { query: { id: programmeId } } }));
      const planned = await detail();
      expect(planned).toMatchObject({ status: 0, cropName: '操作测试魔芋', varietyName: '操作测试花魔芋' });
      expect(planned.stages.map((s) => [s.name, s.plannedStart, s.plannedEnd])).toEqual([
        ['育苗期', '2025-03-01', '2025-03-30'],
        ['覆膜期', '2025-03-31', '2025-04-04'],
        ['种植期', '2025-03-31', '2025-04-09'],
        ['采收期', '2025-06-29', '2025-07-28'],
      ]);
      expect(planned.stages[0]?.inputs.map((i) => i.specId)).toEqual([12]);
      const first = planned.stages[0]?.id as number;
      const backwards = await base.POST('/api/v1/agro/programme/record', {
        body: { id: first, actualStart: '2025-03-05', actualEnd: '2025-03-02' },
      });
      expect(backwards.error).toMatchObject({ code: 400, msg: '实际结束日期不能早于实际开始日期' });
      unwrap(
        await base.POST('/api/v1/agro/programme/record', {
          body: { id: first, actualStart: '2025-03-02', actualEnd: null },
        }),
      );
      const running = await detail();
      expect(running.status).toBe(1);
      expect(running.stages[0]).toMatchObject({ actualStart: '2025-03-02', actualEnd: null });
      const programmes = unwrap(
        await base.POST('/api/v1/agro/programme/page', {
          body: { name: '操作测试魔芋', cropId, page: 1, pageSize: 10 },
        }),
      );
      expect(programmes.records).toEqual([
        expect.objectContaining({ id: programmeId, status: 1, stageCount: 4, plannedEnd: '2025-07-28' }),
      ]);

      // What is in use is not deleted.
      const cropInUse = await base.POST('/api/v1/agro/crop/delete', { body: { id: cropId } });
      expect(cropInUse.error).toMatchObject({
        code: 409,
        msg: '该作物下有 1 个品种、4 个生育期、1 个种植方案，不能删除',
      });
      const varietyInUse = await base.POST('/api/v1/agro/variety/delete', { body: { id: varietyId } });
      expect(varietyInUse.error).toMatchObject({ code: 409, msg: '该品种已用于 1 个种植方案，不能删除' });

      // A deleted stage leaves the programme's calendar as it was.
      unwrap(await base.POST('/api/v1/agro/stage/delete', { body: { id: ids(['覆膜期'])[0] as number } }));
      expect((await stageNames()).map((s) => [s.name, s.sort])).toEqual([
        ['育苗期', 1],
        ['种植期', 2],
        ['采收期', 3],
      ]);
      expect((await detail()).stages).toHaveLength(4);

      unwrap(await base.POST('/api/v1/agro/programme/delete', { body: { id: programmeId } }));
      const goneProgramme = await base.GET('/api/v1/agro/programme/detail', {
        params: { query: { id: programmeId } },
      });
      expect(goneProgramme.error).toMatchObject({ code: 404, msg: '种植方案不存在' });
      unwrap(await base.POST('/api/v1/agro/variety/delete', { body: { id: varietyId } }));
      expect(
        unwrap(await base.POST('/api/v1/agro/variety/page', { body: { cropId, page: 1, pageSize: 10 } }))
          .total,
      ).toBe(0);
      for (const s of await stageNames())
        unwrap(await base.POST('/api/v1/agro/stage/delete', { body: { id: s.id } }));
      unwrap(await base.POST('/api/v1/agro/crop/delete', { body: { id: cropId } }));
      expect(
        unwrap(
          await base.POST('/api/v1/agro/crop/page', {
            body: { name: '操作测试魔芋', page: 1, pageSize: 10 },
          }),
        ).total,
      ).toBe(0);
      expect(unwrap(await base.GET('/api/v1/agro/crop/options')).list.map((c) => c.id)).not.toContain(cropId);
      record(admin);
    });
  });
}
