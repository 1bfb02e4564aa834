/**
 * PostgreSQL: the operations suite (test/operations.test.ts, every operation of every spec) runs
 * again on a PostgreSQL copy of the seeded database, and the backend keeps edits across restarts
 * and stays consistent under 20 parallel updates. Runs when SANDBOX_TEST_DATABASE_URL is set
 * (`pnpm test` starts a private PostgreSQL 15 for it); the system-*.test.ts files also run on it.
 */
import { unwrap } from '@agrimap/sdk';
import { describe, expect, it } from 'vitest';
import { clonePostgresDatabase, POSTGRES_URL } from './backends';
import { login, sdkClient, startTestSandbox } from './helpers';

describe.skipIf(!POSTGRES_URL)('PostgreSQL backend', () => {
  it('migrates, seeds, keeps edits across restarts and stays consistent under 20 parallel updates', async () => {
    const db = await clonePostgresDatabase();
    try {
      const first = await startTestSandbox({ databaseUrl: db.url });
      try {
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
          await api.base.GET('/api/v1/camera/getDeviceInfo', {
            params: { query: { number: '43010400001' } },
          }),
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
      const second = await startTestSandbox({ databaseUrl: db.url });
      try {
        const { api } = sdkClient(second.url, await login(second.url));
        const d = unwrap(
          await api.base.GET('/api/v1/camera/getDeviceInfo', {
            params: { query: { number: '43010400001' } },
          }),
        );
        expect(d.lon).not.toBe(112.8857);
        await fetch(`${second.url}/__sandbox/reset`, { method: 'POST' });
        const reset = unwrap(
          await api.base.GET('/api/v1/camera/getDeviceInfo', {
            params: { query: { number: '43010400001' } },
          }),
        );
        expect(reset.lon).toBe(112.8857);
      } finally {
        await second.stop();
      }
    } finally {
      await db.drop();
    }
  }, 180_000);
});

// The whole operations suite, again, on PostgreSQL (a separate module instance: `?postgres`).
// A variable specifier: TypeScript cannot resolve the query suffix, Vite loads it as its own module.
const operationsOnPostgres = './operations.test.ts?postgres';
if (POSTGRES_URL) await import(/* @vite-ignore */ operationsOnPostgres);
