// Stage 4: every committed pact replayed against the sandbox — the reference provider — with the
// Pact Verifier. The sandbox runs on a free loopback port with an in-memory database and checks its
// own responses against the specs; provider states are set up in its database. Then, against the
// same sandbox: the command for backend teams (`pnpm contracts:verify`) passes for a provider that
// honours the pact, and fails for one that breaks it — the sandbox behind a small loopback proxy
// that drops one required field from one response (a temporary mutation that ends with the test;
// the sandbox itself is untouched).
import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSandbox } from '@agrimap/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { committedPacts } from '../pact-files';
import { PROVIDERS, ROOT, SANDBOX_PREFIXES, SERVERS } from '../servers';
import { sandboxStates } from './state-setup';
import { verifyProvider } from './verify';

let sandbox: { url: string; stop(): Promise<void> } | undefined;

beforeAll(async () => {
  sandbox = await startSandbox({
    host: '127.0.0.1',
    port: 0,
    dataDir: 'memory://',
    validateResponses: true,
    quiet: true,
    testHooks: true,
  });
});

afterAll(async () => {
  await sandbox?.stop();
});

describe('the sandbox honours every pact of the web app', () => {
  it.each(SERVERS.map((s) => [PROVIDERS[s], s] as const))('%s', async (_provider, server) => {
    if (!sandbox) throw new Error('the sandbox is not running');
    const pact = (await committedPacts()).find((p) => p.server === server);
    if (!pact) throw new Error(`no pact for ${server}`);
    await verifyProvider({
      server,
      baseUrl: `${sandbox.url}${SANDBOX_PREFIXES[server]}`,
      pactFiles: [pact.file],
      states: sandboxStates(sandbox.url),
    });
  });
});

/** Terminal colour codes (the verifier colours its report). */
const ANSI_ESCAPES = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** `pnpm contracts:verify …` as a backend team runs it; resolves with exit code and output. */
function contractsVerify(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('pnpm', ['--silent', 'contracts:verify', ...args], {
      cwd: ROOT,
      env: { ...process.env, PACT_DO_NOT_TRACK: 'true', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => {
      output += String(d);
    });
    child.stderr.on('data', (d) => {
      output += String(d);
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output: output.replace(ANSI_ESCAPES, '') }));
  });
}

/**
 * A loopback proxy to `target` that removes `data.records[*].code` — a required field of every
 * device row — from the listDevice answer, and passes everything else through.
 */
async function startFieldDroppingProxy(target: string): Promise<{ url: string; stop(): Promise<void> }> {
  const upstream = new URL(target);
  const server = http.createServer((req, res) => {
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        if (!req.url?.startsWith('/base/api/v1/camera/listDevice')) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (c: Buffer) => chunks.push(c));
        answer.on('end', () => {
          const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
            data?: { records?: Record<string, unknown>[] };
          };
          for (const row of body.data?.records ?? []) delete row.code;
          const text = JSON.stringify(body);
          const headers = { ...answer.headers, 'content-length': String(Buffer.byteLength(text)) };
          delete headers['transfer-encoding'];
          res.writeHead(answer.statusCode ?? 502, headers);
          res.end(text);
        });
      },
    );
    forward.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

// Each test runs the CLI as a backend team does (`pnpm` → tsx → Pact Verifier): starting those
// processes alone can take most of a minute on a loaded 2-core machine.
describe('pnpm contracts:verify', { timeout: 180_000 }, () => {
  it('`pnpm contracts:verify` passes for a provider that honours the pact (sandbox account server)', async () => {
    if (!sandbox) throw new Error('the sandbox is not running');
    const { code, output } = await contractsVerify([
      '--provider',
      'agrimap-account',
      '--base-url',
      `${sandbox.url}${SANDBOX_PREFIXES.account}`,
      '--state-url',
      `${sandbox.url}/__sandbox/state`,
    ]);
    expect(output).toContain('✔ agrimap-account honours the pact');
    expect(code).toBe(0);
  });

  it('a response missing a required field (listDevice rows without code) fails verification', async () => {
    if (!sandbox) throw new Error('the sandbox is not running');
    const broken = await startFieldDroppingProxy(sandbox.url);
    try {
      const { code, output } = await contractsVerify([
        '--provider',
        'agrimap-base',
        '--base-url',
        `${broken.url}${SANDBOX_PREFIXES.base}`,
        '--state-url',
        `${sandbox.url}/__sandbox/state`,
      ]);
      expect(code).toBe(1);
      expect(output).toContain('✖ agrimap-base does not honour the pact');
      // The failures are the dropped field, in exactly the two listDevice interactions.
      const failures = output.slice(output.indexOf('Failures:'));
      const failed = [...failures.matchAll(/^\d+\) Verifying a pact between .+ - (.+)$/gm)]
        .map((m) => m[1])
        .sort();
      expect(failed).toEqual([
        'a request for all devices of every status for the map markers',
        'a request for the first page of devices named like 麓谷农资门店-枪机',
      ]);
      const mismatches = failures.split('\n').filter((l) => /^\s+\$\./.test(l));
      expect(mismatches.length).toBeGreaterThan(0);
      expect(
        mismatches.every((l) =>
          /\$\.data\.records\[\d+\] -> Actual map is missing the following keys: code$/.test(l),
        ),
      ).toBe(true);
    } finally {
      await broken.stop();
    }
  });
});
