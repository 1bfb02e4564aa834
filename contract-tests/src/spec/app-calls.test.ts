// Stage 2 (with the pact-vs-spec check): the list of calls the app makes, the pacts and the web
// app's source agree. Every app call has a pact interaction and nothing else is in the pacts;
// every SDK path the web app's source uses is an app call (found statically).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { OPERATIONS } from '@agrimap/sdk';
import { describe, expect, it } from 'vitest';
import { APP_CALLS } from '../app-calls';
import { INTERACTIONS } from '../consumer/interactions';
import { committedPacts, operationOfInteraction, readPact } from '../pact-files';
import { CONTRACTS_DIR, PROVIDERS, ROOT } from '../servers';
import { STATES } from '../states';
import { operationsUsedIn } from '../web-usage';

describe('app calls ⇄ pacts', () => {
  it('every app call is an operation of the specs', () => {
    const known = new Set(OPERATIONS.map((o) => o.operationId));
    expect(APP_CALLS.filter((c) => !known.has(c))).toEqual([]);
    expect(new Set(APP_CALLS).size).toBe(APP_CALLS.length);
  });

  it('the pacts hold an interaction for every app call, and only for app calls', async () => {
    const inPacts = new Set<string>();
    const unmapped: string[] = [];
    for (const { server, file } of await committedPacts()) {
      const pact = await readPact(file);
      for (const interaction of pact.interactions) {
        const op = operationOfInteraction(PROVIDERS[server], interaction);
        if (op) inPacts.add(op);
        else unmapped.push(`${server}: ${interaction.request.method} ${interaction.request.path}`);
      }
    }
    expect(unmapped).toEqual([]);
    expect([...inPacts].sort()).toEqual([...APP_CALLS].sort());
  });

  it('the consumer interactions cover exactly the app calls', () => {
    expect([...new Set(INTERACTIONS.map((i) => i.operationId))].sort()).toEqual([...APP_CALLS].sort());
  });
});

describe('web app source ⇄ app calls', () => {
  it('every SDK operation apps/web/src uses is listed in app-calls.ts (and so has a pact)', async () => {
    const used = await operationsUsedIn(path.join(ROOT, 'apps', 'web', 'src'));
    const listed = new Set<string>(APP_CALLS);
    const missing = [...used.entries()]
      .filter(([op]) => !listed.has(op))
      .map(([op, files]) => `${op} (used in ${files.join(', ')})`);
    expect(missing, 'add these to contract-tests/src/app-calls.ts and give each an interaction').toEqual([]);
  });

  it('the scan finds typed SDK calls and map URLs built from template literals (sample source)', async () => {
    const sample = path.join(CONTRACTS_DIR, 'fixtures', 'web-src-sample');
    const used = await operationsUsedIn(sample);
    expect([...used.keys()].sort()).toEqual(['exportCameraDevice', 'listDevice', 'mapGetStyle']);
    expect(used.get('listDevice')).toEqual([path.join('features', 'devices', 'api', 'devices.ts')]);
    // exportCameraDevice is no app call: the check above fails for a source like this one.
    expect((APP_CALLS as readonly string[]).includes('exportCameraDevice')).toBe(false);
  });
});

describe('provider states are documented for backend teams', () => {
  it('contract-tests/README.md explains every state the pacts name', async () => {
    const readme = await readFile(path.join(CONTRACTS_DIR, 'README.md'), 'utf8');
    const named = new Set<string>();
    for (const { file } of await committedPacts()) {
      for (const i of (await readPact(file)).interactions)
        for (const s of i.providerStates ?? []) named.add(s.name);
    }
    const known = new Set<string>(Object.values(STATES).map((s) => s.name));
    expect([...named].filter((n) => !known.has(n))).toEqual([]);
    expect([...named].filter((n) => !readme.includes(`\`${n}\``))).toEqual([]);
  });
});
