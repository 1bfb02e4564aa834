// Stage 2: every committed pact against its provider's OpenAPI document (bi-directional contract
// testing without a broker). A pact that sends a request the spec refuses, or expects a response
// the spec does not allow (an unknown field, a wrong type), fails — shown by the broken fixtures.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { committedPacts, type PactFile, readPact } from '../pact-files';
import { checkPactAgainstSpec, describeFindings } from '../pact-vs-spec';
import { CONSUMER, CONTRACTS_DIR, PROVIDERS, pactFileName, SERVERS, type ServerName } from '../servers';
import { type BundledSpec, loadSpecs } from '../specs';

const FIXTURES = path.join(CONTRACTS_DIR, 'fixtures', 'broken-pacts');
let specs: Record<ServerName, BundledSpec>;
let scratch: string;

beforeAll(async () => {
  specs = await loadSpecs();
  scratch = await mkdtemp(path.join(tmpdir(), 'agrimap-pacts-'));
});

afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

describe('committed pacts', () => {
  it('there is one pact per server, named after consumer and provider', async () => {
    const pacts = await committedPacts();
    expect(pacts.map((p) => p.server).sort()).toEqual([...SERVERS].sort());
    for (const { server, file } of pacts) {
      const pact = await readPact(file);
      expect(pact.consumer.name).toBe(CONSUMER);
      expect(pact.provider.name).toBe(PROVIDERS[server]);
      expect(path.basename(file)).toBe(pactFileName(server));
      expect(pact.interactions.length).toBeGreaterThan(0);
    }
  });

  it.each(SERVERS.map((s) => [PROVIDERS[s], s] as const))(
    'the pact with %s matches its OpenAPI document',
    async (_provider, server) => {
      const file = (await committedPacts()).find((p) => p.server === server)?.file;
      if (!file) throw new Error(`no pact for ${server}`);
      const outcome = await checkPactAgainstSpec(file, specs[server].compatFile);
      expect(describeFindings([...outcome.errors, ...outcome.warnings])).toEqual([]);
      expect(outcome.success).toBe(true);
    },
  );
});

describe('a pact off the spec is caught', () => {
  it('a pact expecting a response field the spec lacks (fixture) fails', async () => {
    const outcome = await checkPactAgainstSpec(
      path.join(FIXTURES, 'response-field-not-in-spec.json'),
      specs.base.compatFile,
    );
    expect(outcome.success).toBe(false);
    const finding = outcome.errors.find((e) => e.code === 'response.body.incompatible');
    expect(finding?.message).toMatch(/must NOT have additional properties - installDate/);
    expect(finding?.mockDetails?.location).toBe('[root].interactions[0].response.body.data');
  });

  it('a pact sending a request body without a required field (fixture) fails', async () => {
    const outcome = await checkPactAgainstSpec(
      path.join(FIXTURES, 'request-missing-required-field.json'),
      specs.base.compatFile,
    );
    expect(outcome.success).toBe(false);
    expect(outcome.errors.some((e) => e.code === 'request.body.incompatible' && /qhmc/.test(e.message))).toBe(
      true,
    );
  });

  it('a pact calling a path the spec does not have (fixture) fails', async () => {
    const outcome = await checkPactAgainstSpec(
      path.join(FIXTURES, 'unknown-path.json'),
      specs.base.compatFile,
    );
    expect(outcome.success).toBe(false);
    expect(outcome.errors.map((e) => e.code)).toContain('request.path-or-method.unknown');
  });

  it('the committed base pact without its Authorization headers fails the security requirement', async () => {
    const file = (await committedPacts()).find((p) => p.server === 'base')?.file;
    if (!file) throw new Error('no pact for base');
    const pact = JSON.parse(await readFile(file, 'utf8')) as PactFile;
    for (const interaction of pact.interactions) delete interaction.request.headers?.Authorization;
    const mutated = path.join(scratch, 'base-without-authorization.json');
    await writeFile(mutated, JSON.stringify(pact));
    const outcome = await checkPactAgainstSpec(mutated, specs.base.compatFile);
    expect(outcome.success).toBe(false);
    expect(outcome.errors.map((e) => e.code)).toContain('request.authorization.missing');
  });

  it('a coordinate outside its tuple range fails (the tuple-compatible document keeps the ranges)', async () => {
    const file = (await committedPacts()).find((p) => p.server === 'area')?.file;
    if (!file) throw new Error('no pact for area');
    const pact = JSON.parse(await readFile(file, 'utf8')) as PactFile;
    const mapData = pact.interactions.find((i) => i.request.path === '/areaImage/getMapData');
    const content = mapData?.response.body?.content as { data: { center: number[] } } | undefined;
    if (!content) throw new Error('the area pact has no getMapData interaction');
    content.data.center = [113.38, 128.05];
    const mutated = path.join(scratch, 'area-latitude-out-of-range.json');
    await writeFile(mutated, JSON.stringify(pact));
    const outcome = await checkPactAgainstSpec(mutated, specs.area.compatFile);
    expect(outcome.success).toBe(false);
    expect(outcome.errors.some((e) => /<= 54/.test(e.message))).toBe(true);
  });
});
