// Stage 1: the web app's consumer contracts. Each interaction of `interactions.ts` is registered
// with a Pact mock of its provider and made through @agrimap/sdk exactly as the app makes it; the
// mock fails the test if the request differs from the interaction. When every interaction passed,
// the pacts are normalised into contract-tests/pacts/ (committed).
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { PactV4, SpecificationVersion } from '@pact-foundation/pact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPact, writeNormalisedPact } from '../pact-files';
import { allServersAt, webClient } from '../sdk-client';
import { CONSUMER, PACT_DIR, PROVIDERS, pactFileName, SERVERS, TMP_DIR } from '../servers';
import { type AppInteraction, INTERACTIONS, PACT_SESSION_TOKEN, serverOf } from './interactions';

const SCRATCH = path.join(TMP_DIR, 'pacts-new');
const passed = new Set<AppInteraction>();

beforeAll(async () => {
  await rm(SCRATCH, { recursive: true, force: true });
  await mkdir(SCRATCH, { recursive: true });
});

afterAll(async () => {
  await rm(SCRATCH, { recursive: true, force: true });
});

async function execute(interaction: AppInteraction): Promise<void> {
  const server = serverOf(interaction.operationId);
  const pact = new PactV4({
    consumer: CONSUMER,
    provider: PROVIDERS[server],
    dir: SCRATCH,
    spec: SpecificationVersion.SPECIFICATION_VERSION_V4,
    logLevel: 'error',
  });
  let builder = pact.addInteraction();
  for (const state of interaction.states) builder = builder.given(state.name, state.params);
  const { request, response } = interaction;
  await builder
    .uponReceiving(interaction.description)
    .withRequest(request.method, request.path, (b) => {
      b.headers(request.headers);
      if (request.query) b.query(request.query);
      if (request.body !== undefined) b.jsonBody(request.body);
    })
    .willRespondWith(response.status, (b) => {
      b.headers(response.headers);
      if (response.body !== undefined) b.jsonBody(response.body);
    })
    .executeTest(async (mock) => {
      const token = interaction.authenticated ? PACT_SESSION_TOKEN : undefined;
      const api = webClient({ baseUrls: allServersAt(mock.url), ...(token ? { token } : {}) });
      await interaction.run({ api, mockUrl: mock.url, token });
      // Pact 16.3+ may report a request it answered as "expected but not received" when the CPU
      // is busy (pact-foundation/pact-reference#535: its match bookkeeping races the check that
      // follows the test). A short pause lets the bookkeeping land first.
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
  passed.add(interaction);
}

for (const server of SERVERS) {
  const mine = INTERACTIONS.filter((i) => serverOf(i.operationId) === server);
  describe(`${CONSUMER} → ${PROVIDERS[server]}`, () => {
    // `retry`: the same race can outlast the pause on a loaded machine; a real mismatch fails
    // every attempt (and only a passing attempt writes its interaction to the pact).
    it.each(mine.map((i) => [`${i.operationId}: ${i.description}`, i] as const))(
      '%s',
      { retry: 2 },
      async (_name, interaction) => {
        await execute(interaction);
      },
    );
  });
}

describe('pact files', () => {
  it('every interaction passed and the pacts are written to contract-tests/pacts/ (sorted)', async () => {
    expect(INTERACTIONS.filter((i) => !passed.has(i)).map((i) => i.description)).toEqual([]);
    await mkdir(PACT_DIR, { recursive: true });
    for (const server of SERVERS) {
      const expected = INTERACTIONS.filter((i) => serverOf(i.operationId) === server);
      const pact = await readPact(path.join(SCRATCH, pactFileName(server)));
      expect(pact.consumer.name).toBe(CONSUMER);
      expect(pact.provider.name).toBe(PROVIDERS[server]);
      expect(pact.interactions.map((i) => i.description).sort()).toEqual(
        expected.map((i) => i.description).sort(),
      );
      await writeNormalisedPact(pact, path.join(PACT_DIR, pactFileName(server)));
    }
  });
});
