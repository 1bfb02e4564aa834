/** Edits persist in the PGlite data directory across restarts; concurrent updates stay consistent. */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unwrap } from '@agrimap/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../src/index';
import { login, sdkClient, startTestSandbox } from './helpers';

describe('a sandbox on a data directory', () => {
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'agrimap-sandbox-persist-'));
  });

  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps edits (and sessions) after a restart', async () => {
    const first = await startTestSandbox({ dataDir: dir });
    let token: string;
    let workId: number;
    try {
      token = await login(first.url);
      const { api } = sdkClient(first.url, token);
      unwrap(
        await api.base.POST('/api/v1/camera/updateDevice', {
          body: { deviceId: '43010400001', lon: 112.95, lat: 28.19, qhdm: '430104002', qhmc: '岳麓街道' },
        }),
      );
      workId = unwrap(
        await api.area.POST('/work/record', {
          body: {
            areaId: 'wc-shuidao-01',
            workType: 3,
            content: '分蘖期浅水灌溉 3 厘米',
            operator: '周海燕',
            workTime: '2024-05-20 08:00:00',
          },
        }),
      ).id;
      unwrap(
        await api.account.POST('/api/v2/usermanage/addGroup', {
          body: { manageNumber: 'M430000001', groupName: '重启测试组', roleId: 2 },
        }),
      );
    } finally {
      await first.stop();
    }

    const second = await startTestSandbox({ dataDir: dir });
    try {
      // The session token of the first run is still valid: sessions live in the database.
      const { api } = sdkClient(second.url, token);
      const device = unwrap(
        await api.base.GET('/api/v1/camera/getDeviceInfo', { params: { query: { number: '43010400001' } } }),
      );
      expect(device).toMatchObject({ lon: 112.95, lat: 28.19, qhdm: '430104002', qhmc: '岳麓街道' });
      const work = unwrap(await api.area.POST('/work/detail', { body: { id: workId } }));
      expect(work).toMatchObject({ content: '分蘖期浅水灌溉 3 厘米', workTime: '2024-05-20 08:00:00' });
      const groups = unwrap(
        await api.account.POST('/api/v2/usermanage/queryGroup', {
          body: { manageNumber: 'M430000001', queryType: 2, parentId: -1, groupName: '重启' },
        }),
      );
      expect(groups.groups.map((g) => g.name)).toEqual(['重启测试组']);
    } finally {
      await second.stop();
    }
  });
});

describe('concurrent updates of one device', () => {
  let sandbox: Sandbox;

  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });

  afterAll(async () => {
    await sandbox?.stop();
  });

  it('20 parallel updates leave the row equal to exactly one of the payloads', async () => {
    const { api } = sdkClient(sandbox.url, await login(sandbox.url));
    const townships = unwrap(
      await api.base.GET('/api/v1/area/areaDrillDown', { params: { query: { qhdm: '430104' } } }),
    );
    const payloads = Array.from({ length: 20 }, (_, i) => {
      const t = townships[i % townships.length] as (typeof townships)[number];
      const [minLon = 0, minLat = 0] = t.bbox ?? [];
      return {
        deviceId: '43010400001',
        lon: Math.round((minLon + 0.001 * (i + 1)) * 1e6) / 1e6,
        lat: Math.round((minLat + 0.0007 * (i + 1)) * 1e6) / 1e6,
        qhdm: t.qhdm,
        qhmc: t.qhmc,
      };
    });
    const results = await Promise.all(
      payloads.map((body) => api.base.POST('/api/v1/camera/updateDevice', { body })),
    );
    expect(results.map((r) => r.data?.code)).toEqual(payloads.map(() => 200));
    const device = unwrap(
      await api.base.GET('/api/v1/camera/getDeviceInfo', { params: { query: { number: '43010400001' } } }),
    );
    const row = {
      deviceId: device.code,
      lon: device.lon,
      lat: device.lat,
      qhdm: device.qhdm,
      qhmc: device.qhmc,
    };
    expect(payloads).toContainEqual(row);
  });
});
