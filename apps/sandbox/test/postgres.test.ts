/**
 * The same behaviour on real PostgreSQL (same migrations, same seed) — runs only when
 * SANDBOX_TEST_DATABASE_URL points at a database the test may reset (it is wiped to the seed).
 */
import { unwrap } from '@agrimap/sdk';
import { describe, expect, it } from 'vitest';
import { login, sdkClient, startTestSandbox } from './helpers';

const databaseUrl = process.env.SANDBOX_TEST_DATABASE_URL;

describe.skipIf(!databaseUrl)('PostgreSQL backend', () => {
  it('migrates, seeds, keeps edits across restarts and stays consistent under 20 parallel updates', async () => {
    const first = await startTestSandbox({ databaseUrl: databaseUrl as string });
    try {
      await fetch(`${first.url}/__sandbox/reset`, { method: 'POST' });
      const { api } = sdkClient(first.url, await login(first.url));
      expect(
        unwrap(await api.base.POST('/api/v1/camera/listDevice', { body: { page: 1, pageSize: 1 } })).total,
      ).toBeGreaterThanOrEqual(300);
      const payloads = Array.from({ length: 20 }, (_, i) => ({
        deviceId: '43010400001',
        lon: 112.8 + i / 1000,
        lat: 28.1 + i / 1000,
        qhdm: i % 2 ? '430104' : '4301',
        qhmc: i % 2 ? '岳麓区' : '长沙市',
      }));
      await Promise.all(payloads.map((body) => api.base.POST('/api/v1/camera/updateDevice', { body })));
      const d = unwrap(
        await api.base.GET('/api/v1/camera/getDeviceInfo', { params: { query: { number: '43010400001' } } }),
      );
      expect(payloads).toContainEqual({
        deviceId: d.code,
        lon: d.lon,
        lat: d.lat,
        qhdm: d.qhdm,
        qhmc: d.qhmc,
      });
    } finally {
      await first.stop();
    }
    const second = await startTestSandbox({ databaseUrl: databaseUrl as string });
    try {
      const { api } = sdkClient(second.url, await login(second.url));
      const d = unwrap(
        await api.base.GET('/api/v1/camera/getDeviceInfo', { params: { query: { number: '43010400001' } } }),
      );
      expect(d.lon).not.toBe(112.8857);
      await fetch(`${second.url}/__sandbox/reset`, { method: 'POST' });
      const reset = unwrap(
        await api.base.GET('/api/v1/camera/getDeviceInfo', { params: { query: { number: '43010400001' } } }),
      );
      expect(reset.lon).toBe(112.8857);
    } finally {
      await second.stop();
    }
  }, 180_000);
});
