// Stage 3: the SDK against Prism mocks of the six specs, request validation on. Every operation of
// every spec is called through @agrimap/sdk with a request built from the operation's examples; a
// request Prism finds wrong (missing Appid/client/Authorization, a body or parameter off the
// schema) comes back 4xx with an `sl-violations` header and fails the test. Prism also checks its
// own answer (the spec's example) against the response schema.
import { OPERATIONS, type OperationInfo, type PlatformClient, type ServerName } from '@agrimap/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPrism } from '../prism.mjs';
import { buildRequest, isJsonType } from '../sample';
import { callOperation, webClient } from '../sdk-client';
import { SERVERS } from '../servers';
import { type BundledSpec, loadSpecs, type SpecOperation, specOperations } from '../specs';

/** A token as the login returns it (Prism only checks that one is sent). */
const SESSION_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMDAyMyJ9.prism-contract-session';

interface Violation {
  location?: string[];
  severity?: string;
  code?: string | number;
  message?: string;
}

function violationsOf(response: Response): Violation[] {
  const header = response.headers.get('sl-violations');
  if (!header) return [];
  try {
    return JSON.parse(header) as Violation[];
  } catch {
    // Prism sends 'Too many violations! …' instead of a list past a limit; the location is then
    // unknown (a request violation would also have turned the status into 4xx).
    return [{ location: ['unknown'], message: header }];
  }
}

let prism: { urls: Record<string, string>; stop: () => Promise<void> } | undefined;
let specs: Record<ServerName, BundledSpec>;
let specOps: Map<string, SpecOperation>;
const unauthorized: string[] = [];

/** The app's SDK against the Prism mocks; `null` = logged out (no token cookie). */
function client(token: string | null = SESSION_TOKEN): PlatformClient {
  if (!prism) throw new Error('Prism is not running');
  return webClient({
    // Prism serves each document's paths at its root (it ignores the path of `servers[].url`),
    // so every server's base URL is its Prism origin — the area server included.
    baseUrls: prism.urls as Record<ServerName, string>,
    ...(token ? { token } : {}),
    onUnauthorized: (info) => unauthorized.push(JSON.stringify(info)),
  });
}

beforeAll(async () => {
  specs = await loadSpecs();
  prism = await startPrism({
    quiet: true,
    specFiles: Object.fromEntries(SERVERS.map((s) => [s, specs[s].compatFile])),
  });
  specOps = new Map(
    SERVERS.flatMap((s) => specOperations(specs[s])).map((op) => [`${op.server}:${op.operationId}`, op]),
  );
});

afterAll(async () => {
  await prism?.stop();
});

describe('coverage', () => {
  it("the SDK's OPERATIONS lists exactly the operations of the six specs", () => {
    const fromSpecs = [...specOps.values()]
      .map((o) => `${o.server} ${o.method} ${o.path} ${o.operationId}`)
      .sort();
    const fromSdk = OPERATIONS.map((o) => `${o.server} ${o.method} ${o.path} ${o.operationId}`).sort();
    expect(fromSdk).toEqual(fromSpecs);
  });
});

async function exercise(info: OperationInfo): Promise<void> {
  const op = specOps.get(`${info.server}:${info.operationId}`);
  if (!op) throw new Error(`${info.operationId} is not in the bundled ${info.server} spec (stale SDK?)`);
  const built = buildRequest(specs[info.server].doc, op);
  const before = unauthorized.length;
  const result = await callOperation(client(), {
    server: info.server,
    method: info.method,
    path: info.path,
    pathParams: built.pathParams,
    query: built.query,
    headers: built.headers,
    ...(built.body !== undefined ? { body: built.body } : {}),
    ...(built.responseContentType ? { responseContentType: built.responseContentType } : {}),
  });
  const { response } = result;
  // Request violations are the SDK's; response violations mean the spec's own example breaks its
  // schema (Prism checks its mock answer too). Either fails.
  const violations = violationsOf(response);
  expect(violations, `Prism found the exchange off the contract (HTTP ${response.status})`).toEqual([]);
  expect(response.status, JSON.stringify(result.error ?? result.data)).toBeGreaterThanOrEqual(200);
  expect(response.status).toBeLessThan(300);
  expect(unauthorized.slice(before)).toEqual([]);
  const contentType = response.headers.get('content-type') ?? '';
  if (built.responseContentTypes.length > 0) {
    expect(built.responseContentTypes).toContain(contentType.split(';')[0]?.trim());
  }
  if (built.envelope) {
    expect(isJsonType(contentType)).toBe(true);
    const envelope = result.data as { code?: unknown; msg?: unknown };
    expect(info.successCodes).toContain(envelope.code);
    expect(typeof envelope.msg).toBe('string');
  }
}

for (const server of SERVERS) {
  describe(`${server}: every operation through the SDK`, () => {
    const ops = OPERATIONS.filter((o) => o.server === server);
    it.each(ops.map((o) => [`${o.method.toUpperCase()} ${o.path} (${o.operationId})`, o] as const))(
      '%s',
      async (_name, info) => {
        await exercise(info);
      },
    );
  });
}

describe('a request off the contract is rejected', () => {
  it('a listDevice body without the required page fails validation (documented 400, sl-violations names page)', async () => {
    const api = client();
    // The typed client would refuse this at compile time; the cast sends it anyway.
    const result = await api.base.POST('/api/v1/camera/listDevice', {
      body: { deviceName: '岳麓', pageSize: 10 } as never,
    });
    expect([400, 422]).toContain(result.response.status);
    const violations = violationsOf(result.response);
    expect(violations.some((v) => v.location?.includes('body') && /page/.test(v.message ?? ''))).toBe(true);
  });

  it('a request without a session token fails the security requirement (401)', async () => {
    const result = await client(null).base.GET('/api/v1/camera/flush');
    expect(result.response.status).toBe(401);
    expect(violationsOf(result.response).some((v) => /security/i.test(v.message ?? ''))).toBe(true);
  });

  it('a request without the Appid and client headers is rejected although it carries a token', async () => {
    if (!prism) throw new Error('Prism is not running');
    const response = await fetch(`${prism.urls.base}/api/v1/camera/flush`, {
      headers: { Authorization: SESSION_TOKEN },
    });
    expect(response.status).toBe(401);
    expect(violationsOf(response).length).toBeGreaterThan(0);
  });

  it('a path parameter breaking its pattern is rejected', async () => {
    const result = await client().map.GET('/styles/v1/{owner}/{styleId}', {
      params: { path: { owner: 'agrimap', styleId: 'not valid!' } },
    });
    expect([400, 422]).toContain(result.response.status);
    expect(violationsOf(result.response).some((v) => v.location?.includes('path'))).toBe(true);
  });
});
