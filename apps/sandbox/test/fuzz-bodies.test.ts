/**
 * Property-based run over every operation that takes a JSON body, with bodies generated from its
 * request schema (test/specArbitraries.ts): mostly valid bodies, the spec's example with one field
 * replaced, and bodies broken on purpose (integers beyond 32 bits, negatives, NUL characters,
 * over-long strings, wrong types, missing and stray fields), sent as the administrator.
 *
 * Asserted: no answer is a 5xx, and a refused write (HTTP 4xx, or an envelope code that is not the
 * operation's success code) leaves every table's checksum as it was. Checksums are taken around
 * each accepted request only: a run of refusals is checked as a whole, and named in full when it
 * changed something.
 *
 * Bounded in time: FUZZ_RUNS bodies per operation (default 6) and at most FUZZ_BUDGET_MS for the
 * whole run per backend (default 70 s; the operations left are listed). The seed (FUZZ_SEED, default
 * fixed) is printed; the same seed sends the same bodies in the same order.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, specAndValidators } from '../src/index';
import { type OperationDef, SERVER_PREFIXES } from '../src/spec/load';
import { backends, startBackendSandbox } from './backends';
import { ADMIN, type Checksums, checksums, login, platformHeaders } from './helpers';
import { malformed, mutatedExample, validish } from './specArbitraries';

const { spec } = specAndValidators();

const SEED = Number(process.env.FUZZ_SEED ?? 20250125);
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 70_000);
/** Longest run of refusals checked by one checksum (a change is then found among at most these). */
const MAX_RUN = 40;

const OPERATIONS = spec.operations.filter((op) => op.body?.contentType === 'application/json');

interface Sent {
  op: OperationDef;
  body: unknown;
  status: number;
  code?: number;
  msg?: string;
}

/** A body as a failure report shows it: long strings cut, NUL visible. */
function show(body: unknown): string {
  const text = JSON.stringify(body, (_k, v: unknown) =>
    typeof v === 'string' && v.length > 60 ? `${v.slice(0, 60)}…(${v.length} chars)` : v,
  );
  return (text ?? String(body)).length > 600 ? `${(text ?? '').slice(0, 600)}…` : (text ?? String(body));
}

const describeSent = (s: Sent) =>
  `${s.op.operationId} ${show(s.body)} → HTTP ${s.status} ${s.code ?? ''} ${s.msg ?? ''}`;

/** Bodies of one operation, reproducible from the seed and the operation's place in the list. */
function bodiesOf(op: OperationDef, index: number): unknown[] {
  const schema = spec.deref((op.body as NonNullable<OperationDef['body']>).location, 6);
  const example = op.body?.example;
  const arb = fc.oneof(
    ...(example !== undefined ? [{ weight: 3, arbitrary: mutatedExample(schema, example) }] : []),
    { weight: 2, arbitrary: validish(schema) },
    { weight: 2, arbitrary: malformed(schema) },
  );
  return fc.sample(arb, { seed: SEED + index, numRuns: RUNS });
}

describe.each(backends())(
  'generated bodies on $name: never a 5xx, a refused write changes nothing',
  (backend) => {
    let sandbox: Sandbox;
    let token: string;

    beforeAll(async () => {
      sandbox = await startBackendSandbox(backend);
      token = await login(sandbox.url, ADMIN);
    }, 120_000);

    afterAll(async () => {
      await sandbox?.stop();
    });

    async function send(op: OperationDef, body: unknown): Promise<Sent> {
      const path = op.path.replace(/\{[^}]+\}/g, '1');
      const res = await fetch(`${sandbox.url}${SERVER_PREFIXES[op.server]}${path}`, {
        method: op.method.toUpperCase(),
        headers: { ...platformHeaders(token), 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      const text = await res.text();
      let parsed: { code?: unknown; msg?: unknown } = {};
      try {
        parsed = JSON.parse(text) as typeof parsed;
      } catch {
        // A non-JSON answer (a file): only its status counts.
      }
      return {
        op,
        body,
        status: res.status,
        ...(typeof parsed.code === 'number' ? { code: parsed.code } : {}),
        ...(typeof parsed.msg === 'string' ? { msg: parsed.msg } : {}),
      };
    }

    const refused = (s: Sent) =>
      s.status >= 400 || (s.op.envelope && s.code !== undefined && !s.op.successCodes.includes(s.code));

    /**
     * A generated write may end the administrator's session (a password, 停用): sign in again, or
     * when that fails (password changed, account locked), go back to the seed. True after a reset.
     */
    async function renewSession(): Promise<boolean> {
      try {
        token = await login(sandbox.url, ADMIN);
        return false;
      } catch {
        await fetch(`${sandbox.url}/__sandbox/reset`, { method: 'POST' });
        token = await login(sandbox.url, ADMIN);
        return true;
      }
    }

    it(
      `every operation with a JSON body (seed ${SEED}, ${RUNS} bodies each)`,
      async () => {
        console.info(
          `[fuzz] ${backend.name}: seed ${SEED}, ${RUNS} bodies × ${OPERATIONS.length} operations (FUZZ_SEED, FUZZ_RUNS, FUZZ_BUDGET_MS)`,
        );
        const started = Date.now();
        const serverErrors: string[] = [];
        const changedByRefusals: string[] = [];
        let baseline: Checksums = await checksums(sandbox.url);
        let run: Sent[] = [];
        let sentCount = 0;
        let accepted = 0;
        const skipped: string[] = [];

        const closeRun = async () => {
          if (run.length === 0) return;
          const now = await checksums(sandbox.url);
          if (JSON.stringify(now) !== JSON.stringify(baseline)) {
            const tables = Object.keys(now.tables).filter(
              (t) => JSON.stringify(now.tables[t]) !== JSON.stringify(baseline.tables[t]),
            );
            changedByRefusals.push(
              `tables ${tables.join(', ')} changed by one of:\n  ${run.map(describeSent).join('\n  ')}`,
            );
            baseline = now;
          }
          run = [];
        };

        for (const [index, op] of OPERATIONS.entries()) {
          if (Date.now() - started > BUDGET_MS) {
            skipped.push(op.operationId);
            continue;
          }
          for (const body of bodiesOf(op, index)) {
            const sent = await send(op, body);
            sentCount++;
            if (sent.status >= 500 || (sent.code !== undefined && sent.code >= 500))
              serverErrors.push(describeSent(sent));
            if (refused(sent)) {
              run.push(sent);
              if (sent.status === 401 || sent.code === 401) {
                await closeRun();
                if (await renewSession()) baseline = await checksums(sandbox.url);
              } else if (run.length >= MAX_RUN) await closeRun();
            } else {
              // The refusals before this write must not have changed anything; this one may.
              await closeRun();
              accepted++;
              baseline = await checksums(sandbox.url);
            }
          }
        }
        await closeRun();
        console.info(
          `[fuzz] ${backend.name}: ${sentCount} requests (${accepted} accepted) in ${Date.now() - started} ms` +
            (skipped.length ? `; over budget, not reached: ${skipped.join(', ')}` : ''),
        );
        expect(serverErrors, `5xx answers (seed ${SEED})`).toEqual([]);
        expect(changedByRefusals, `refused writes that changed data (seed ${SEED})`).toEqual([]);
        // Most operations were reached even on a slow machine.
        expect(skipped.length).toBeLessThan(OPERATIONS.length / 2);
      },
      BUDGET_MS + 120_000,
    );
  },
);
