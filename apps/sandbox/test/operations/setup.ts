// The operations suite's one sandbox, shared by the modules of every server: started before the
// first test and stopped after the last by `useOperationsSandbox` (called by ../operations.test.ts).
// The clients are live bindings, set in `beforeAll`.
import { afterAll, beforeAll } from 'vitest';
import type { Sandbox } from '../../src/index';
import { POSTGRES, startBackendSandbox } from '../backends';
import { ADMIN, login, sdkClient, startTestSandbox, type TestClient } from '../helpers';

export let sandbox: Sandbox;
export let admin: TestClient;
export let anonymous: TestClient;
export let adminToken: string;
/** The operations called so far (the coverage module checks every operation of every spec is). */
export const exercised = new Set<string>();
/** Whether the suite runs on PostgreSQL (postgres.test.ts) rather than PGlite. */
export let onPostgres = false;

export function useOperationsSandbox(postgres: boolean): void {
  onPostgres = postgres;

  beforeAll(async () => {
    sandbox = onPostgres ? await startBackendSandbox(POSTGRES) : await startTestSandbox();
    adminToken = await login(sandbox.url, ADMIN);
    admin = sdkClient(sandbox.url, adminToken);
    anonymous = sdkClient(sandbox.url);
  });

  afterAll(async () => {
    await sandbox?.stop();
  });
}

export const record = (c: TestClient) => {
  for (const id of c.exercised) exercised.add(id);
};
