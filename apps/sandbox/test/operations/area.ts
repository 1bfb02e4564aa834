// The operations suite (../operations.test.ts): the area monitoring server (and the shop dashboards tested beside it).
import { getBinary, unwrap } from '@agrimap/sdk';
import { describe, expect, it } from 'vitest';
import { sdkClient } from '../helpers';
import { admin, anonymous, record, sandbox } from './setup';

export function areaMonitoringServer(): void {
  describe('area monitoring server', () => {
    const areaId = 'ly-baijia-01';

    it('area token for integrations', async () => {
      const token = unwrap(
        await anonymous.api.area.GET('/getToken', {
          params: { query: { appKey: 'hnnz-area-web', appSecret: '6f1c2a9e4b7d4c0f8a3e5b2d9c7a1f60' } },
        }),
      );
      expect(token.expiresIn).toBe(7200);
      const wrong = await anonymous.api.area.GET('/getToken', {
        params: { query: { appKey: 'hnnz-area-web', appSecret: 'nope' } },
      });
      expect(wrong.data).toMatchObject({ code: 401 });
      // The area token is accepted instead of a user session.
      const integration = sdkClient(sandbox.url, token.token);
      const map = unwrap(await integration.api.area.POST('/areaImage/getMapData', { body: { areaId } }));
      expect(map.name).toBe('浏阳市柏加镇苗木基地');
      record(anonymous);
      record(integration);
    });

    it('map data, device counts, device list, spots and device info', async () => {
      const map = unwrap(await admin.api.area.POST('/areaImage/getMapData', { body: { areaId } }));
      expect(map).toMatchObject({
        qhdm: '430181',
        qhmc: '浏阳市',
        center: [113.38, 28.0505],
        boundary: { type: 'Polygon' },
      });
      const collect = unwrap(await admin.api.area.POST('/areaImage/getDeviceCollect', { body: { areaId } }));
      expect(collect.types.map((t) => t.deviceType)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(collect.total).toBe(12);
      expect(collect.online + collect.offline).toBe(collect.total);
      const soil = unwrap(
        await admin.api.area.POST('/areaImage/getDeviceList', {
          body: { areaId, deviceType: 4, page: 1, pageSize: 10 },
        }),
      );
      expect(soil.total).toBe(3);
      expect(soil.records.every((d) => d.deviceType === 4)).toBe(true);
      const spots = unwrap(await admin.api.area.POST('/areaImage/getDeviceSpotList', { body: { areaId } }));
      expect(spots.flatMap((s) => s.deviceIds)).toContain('QX-430181-0001');
      const station = unwrap(
        await admin.api.area.GET('/areaImage/getDeviceInfo', {
          params: { query: { deviceId: 'QX-430181-0001' } },
        }),
      );
      expect(station.readings.map((r) => r.key)).toEqual(
        expect.arrayContaining(['airTemp', 'airHumidity', 'windDirection']),
      );
      const video = unwrap(
        await admin.api.area.GET('/areaImage/getDeviceInfo', {
          params: { query: { deviceId: 'SP-430181-0001' } },
        }),
      );
      expect(video.readings).toEqual([]);
      const missing = await admin.api.area.POST('/areaImage/getMapData', { body: { areaId: 'nope' } });
      expect(missing.response.status).toBe(404);
    });

    it('weather: realtime matches the current hour of today, series end today', async () => {
      const now = unwrap(
        await admin.api.area.GET('/weather/getrealtimeInfo', { params: { query: { areaId } } }),
      );
      const today = unwrap(
        await admin.api.area.GET('/weather/getTodayInfo', { params: { query: { areaId } } }),
      );
      // The hour of the realtime reading is in today's series (unless the day rolled over in between).
      if (now.updateTime.startsWith(today.date)) {
        const hour = today.series.find((h) => h.time.slice(0, 13) === now.updateTime.slice(0, 13));
        expect(hour?.temperature).toBe(now.temperature);
        expect(hour?.rainfall).toBe(now.rainfall);
      }
      const week = unwrap(
        await admin.api.area.GET('/weather/getWeekInfo', { params: { query: { areaId } } }),
      );
      expect(week.series).toHaveLength(7);
      expect(week.endDate).toBe(today.date);
      const month = unwrap(
        await admin.api.area.GET('/weather/getMonthInfo', { params: { query: { areaId } } }),
      );
      expect(month.series).toHaveLength(30);
      const quarter = unwrap(
        await admin.api.area.GET('/weather/get3MonthInfo', { params: { query: { areaId } } }),
      );
      expect(quarter.series).toHaveLength(90);
      expect(quarter.series.slice(-30)).toEqual(month.series);
      for (const d of quarter.series) expect(d.tempMax).toBeGreaterThanOrEqual(d.tempMin);
    });

    it('work records: create persists, list, detail and statistics count it', async () => {
      const before = unwrap(
        await admin.api.area.GET('/work/statweeksinfo', { params: { query: { areaId } } }),
      );
      const workTime = new Date(Date.now() + 8 * 3600_000 - 3600_000)
        .toISOString()
        .slice(0, 19)
        .replace('T', ' ');
      const { id } = unwrap(
        await admin.api.area.POST('/work/record', {
          body: {
            areaId,
            workType: 2,
            content: '防治红蜘蛛，阿维菌素 1500 倍液喷雾',
            operator: '李建国',
            workTime,
            photos: [],
          },
        }),
      );
      const detail = unwrap(await admin.api.area.POST('/work/detail', { body: { id } }));
      expect(detail).toMatchObject({
        workTypeName: '打药',
        areaName: '浏阳市柏加镇苗木基地',
        operator: '李建国',
        workTime,
      });
      const list = unwrap(
        await admin.api.area.POST('/work/list', { body: { areaId, workType: 2, page: 1, pageSize: 5 } }),
      );
      expect(list.records[0]?.id).toBe(id);
      const after = unwrap(
        await admin.api.area.GET('/work/statweeksinfo', { params: { query: { areaId } } }),
      );
      expect(after.total).toBe(before.total + 1);
      expect(after.byType.find((t) => t.workType === 2)?.count).toBe(
        (before.byType.find((t) => t.workType === 2)?.count ?? 0) + 1,
      );
      const month = unwrap(
        await admin.api.area.GET('/work/statmonthinfo', { params: { query: { areaId } } }),
      );
      expect(month.daily).toHaveLength(30);
      expect(month.daily.reduce((s, d) => s + d.count, 0)).toBe(month.total);
      const quarter = unwrap(
        await admin.api.area.GET('/work/stat3monthinfo', { params: { query: { areaId } } }),
      );
      expect(quarter.total).toBeGreaterThanOrEqual(month.total);
      const gone = await admin.api.area.POST('/work/detail', { body: { id: 999999 } });
      expect(gone.response.status).toBe(404);
    });

    it('地块: list, map, save (area and region from the geometry), refusals, delete', async () => {
      const seeded = unwrap(
        await admin.api.area.POST('/massif/list', { body: { ownerName: '丰收', page: 1, pageSize: 10 } }),
      );
      expect(seeded.total).toBe(6);
      expect(seeded.records[0]?.qhmc).toMatch(/^湖南省长沙市/);
      const ring: [number, number][] = [
        [112.55, 28.45],
        [112.551, 28.45],
        [112.551, 28.4512],
        [112.55, 28.4512],
        [112.55, 28.45],
      ];
      const body = { name: '接口测试田', ownerType: 2 as const, ownerName: '接口测试合作社' };
      const saved = unwrap(
        await admin.api.area.POST('/massif/save', {
          body: { ...body, geometry: { type: 'Polygon', coordinates: [ring] } },
        }),
      );
      expect(saved.areaMu).toBeCloseTo(19.6, 1);
      const bowTie = [ring[0], ring[2], ring[1], ring[3], ring[0]] as [number, number][];
      const crossed = await admin.api.area.POST('/massif/save', {
        body: { ...body, name: '交叉', geometry: { type: 'Polygon', coordinates: [bowTie] } },
      });
      expect(crossed.error).toMatchObject({ code: 400, msg: '地块边界不能自相交' });
      const overlap = await admin.api.area.POST('/massif/save', {
        body: { ...body, name: '重叠', geometry: { type: 'Polygon', coordinates: [ring] } },
      });
      expect(overlap.error?.msg).toBe('与地块「接口测试田」重叠 100.0%，同一所有者的地块重叠不能超过 1%');
      const map = unwrap(
        await admin.api.area.POST('/massif/features', { body: { ownerName: '接口测试合作社' } }),
      );
      expect(map.features.map((f) => f.id)).toEqual([saved.id]);
      unwrap(await admin.api.area.POST('/massif/delete', { body: { id: saved.id } }));
      const gone = await admin.api.area.POST('/massif/delete', { body: { id: saved.id } });
      expect(gone.error).toMatchObject({ code: 404, msg: '地块不存在' });
    });
  });
}

export function areaHistoryAndPestImages(): void {
  describe('area server · device history and pest images; shop server · dashboards', () => {
    it('device history: 25 hourly points per numeric reading, ending with the latest one; refusals', async () => {
      const area = admin.api.area;
      const deviceId = 'TR-430181-0001';
      const info = unwrap(await area.GET('/areaImage/getDeviceInfo', { params: { query: { deviceId } } }));
      const history = unwrap(
        await area.GET('/areaImage/getDeviceHistory', { params: { query: { deviceId } } }),
      );
      const numeric = info.readings.filter((r) => typeof r.value === 'number');
      expect(history.deviceId).toBe(deviceId);
      expect(history.series.map((s) => s.key)).toEqual(numeric.map((r) => r.key));
      expect(history.series.length).toBeGreaterThan(0);
      for (const s of history.series) {
        expect(s.points).toHaveLength(25);
        expect(s.points[24]).toEqual({
          time: info.lastDataTime,
          value: numeric.find((r) => r.key === s.key)?.value,
        });
      }
      const video = await area.GET('/areaImage/getDeviceHistory', {
        params: { query: { deviceId: 'SP-430181-0001' } },
      });
      expect(video.response.status).toBe(400);
      const unknown = await area.GET('/areaImage/getDeviceHistory', {
        params: { query: { deviceId: 'XX-000000-0000' } },
      });
      expect(unknown.error).toMatchObject({ code: 404, msg: '设备不存在' });
    });

    it('pest image: an SVG served without headers, with as many insects as the device counted', async () => {
      const deviceId = 'CQ-430181-0001';
      const info = unwrap(
        await admin.api.area.GET('/areaImage/getDeviceInfo', { params: { query: { deviceId } } }),
      );
      expect(info.imageUrl).toMatch(/^\/area\/api\/v1\/areaImage\/getPestImage\?deviceId=CQ-430181-0001/);
      const count = info.readings.find((r) => r.key === 'pestCount')?.value;
      const svg = Buffer.from(
        await getBinary(anonymous.api.area, '/areaImage/getPestImage', { params: { query: { deviceId } } }),
      ).toString('utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg.match(/<ellipse /g)?.length ?? 0).toBe(count);
      expect(svg).toContain(`${count} 头`);
      await expect(
        getBinary(anonymous.api.area, '/areaImage/getPestImage', {
          params: { query: { deviceId: 'QX-430181-0001' } },
        }),
      ).rejects.toThrow();
      record(admin);
      record(anonymous);
    });

    it("dashboards: the supplier and customer figures of '43' agree with the lists", async () => {
      const shop = admin.api.shop;
      const suppliers = unwrap(await shop.POST('/api/v1/web/dashboard/supplier', { body: { qhdm: '43' } }));
      expect(suppliers).toMatchObject({ qhdm: '43', qhmc: '湖南省' });
      expect(suppliers.year).toMatch(/^20\d\d$/);
      const approved = unwrap(
        await shop.POST('/api/v1/web/sp/supplier/page', {
          body: { qhdm: '43', status: 1, page: 1, pageSize: 1 },
        }),
      );
      expect(suppliers.total).toBe(approved.total);
      expect(suppliers.total).toBeGreaterThan(0);
      expect(suppliers.byType.reduce((s, t) => s + t.count, 0)).toBe(suppliers.total);
      expect(suppliers.byMonth).toHaveLength(12);
      expect(suppliers.byMonth.reduce((s, m) => s + m.amount, 0)).toBe(suppliers.supply.amount);
      expect(suppliers.supply.quantity).toBeGreaterThan(0);
      expect(suppliers.indicators.find((i) => i.code === 'gysl')).toMatchObject({
        source: 'live',
        value: suppliers.total,
      });

      const customers = unwrap(await shop.POST('/api/v1/web/dashboard/customer', { body: { qhdm: '43' } }));
      expect(customers).toMatchObject({ qhdm: '43', qhmc: '湖南省', year: suppliers.year });
      const listed = unwrap(
        await shop.POST('/api/v1/web/crm/customer/page', { body: { qhdm: '43', page: 1, pageSize: 1 } }),
      );
      expect(customers.total).toBe(listed.total);
      expect(customers.total).toBeGreaterThan(0);
      expect(customers.byMonth.map((m) => m.month)).toEqual(
        Array.from({ length: 12 }, (_, i) => `${customers.year}-${String(i + 1).padStart(2, '0')}`),
      );
      expect(customers.byMonth.reduce((s, m) => s + m.orders, 0)).toBeGreaterThan(0);
      expect(customers.conversion.converted).toBeLessThanOrEqual(customers.conversion.demands);
      record(admin);
    });
  });
}
