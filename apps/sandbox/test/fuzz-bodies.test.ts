/**
 * Property-based run over every operation that takes a JSON body, with bodies generated from its
 * request schema (test/specArbitraries.ts): mostly valid bodies, the spec's example with one field
 * replaced, and bodies broken on purpose (integers beyond 32 bits, negatives, NUL characters,
 * over-long strings, wrong types, missing and stray fields), sent as the administrator to the
 * sandbox's server in-process (`inject`, no sockets).
 *
 * Asserted: no answer is a 5xx, and a refused write (HTTP 4xx, or an envelope code that is not the
 * operation's success code) changes nothing. Checksumming every table around every request takes
 * seconds on a loaded machine, so each refusal is checked by the database's own ledger instead: no
 * transaction it started committed (`pg_current_snapshot`, `txid_status`) — no committed
 * transaction, no changed row. A refusal that committed one is reported with the tables whose rows
 * it wrote. Then `tableChecksums` confirms it: the refusals that reached a handler, replayed on the
 * seed, leave every table's checksum as it was.
 *
 * Bounded in time: FUZZ_RUNS bodies per operation (default 6), sent round by round (every
 * operation's first body, then every second one …), and at most FUZZ_BUDGET_MS per backend
 * (default 45 s; a run cut short says how far it got). The seed (FUZZ_SEED, default fixed) is
 * printed; the same seed sends the same bodies in the same order.
 */
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../src/context';
import type { Db } from '../src/db/adapter';
import { openDatabase } from '../src/db/open';
import { resetApp, tableChecksums } from '../src/hooks';
import { specAndValidators } from '../src/index';
import { SEED_TABLES } from '../src/seed/index';
import { buildServer } from '../src/server';
import { type OperationDef, SERVER_PREFIXES } from '../src/spec/load';
import { backends, clonePostgresDatabase } from './backends';
import { ADMIN, platformHeaders, testAppContext } from './helpers';
import { malformed, mutatedExample, validish } from './specArbitraries';

const { spec, validators } = specAndValidators();

const SEED = Number(process.env.FUZZ_SEED ?? 20250125);
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 45_000);

/** Handler refusals replayed on the seed under `tableChecksums` (each re-baseline costs a checksum). */
const REPLAYED = 150;

/** Refusals that write by design: a failed sign-in counts toward the account's lockout. */
const WRITES_WHEN_REFUSED = new Set(['login']);

const OPERATIONS = spec.operations.filter((op) => op.body?.contentType === 'application/json');

interface Sent {
  op: OperationDef;
  body: unknown;
  status: number;
  code?: number;
  msg?: string;
}

/** A body as a failure report shows it: long strings cut. */
function show(body: unknown): string {
  const text =
    JSON.stringify(body, (_k, v: unknown) =>
      typeof v === 'string' && v.length > 60 ? `${v.slice(0, 60)}…(${v.length} chars)` : v,
    ) ?? String(body);
  return text.length > 600 ? `${text.slice(0, 600)}…` : text;
}

/** A refusal: an HTTP error, or an envelope whose code is not the operation's success code. */
const isRefused = (op: OperationDef, s: Sent) =>
  s.status >= 400 || (op.envelope && s.code !== undefined && !op.successCodes.includes(s.code));

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

describe.each(backends())('generated bodies on $name: never a 5xx, a refusal changes nothing', (backend) => {
  let db: Db;
  let app: AppContext;
  let server: FastifyInstance;
  let dropDatabase: (() => Promise<void>) | undefined;
  let token: string;
  /** Bodies that passed the contract and were refused by the handler (replayed on the seed). */
  const handlerRefusals: { op: OperationDef; body: unknown }[] = [];

  beforeAll(async () => {
    if (backend.kind === 'postgres') {
      const copy = await clonePostgresDatabase();
      dropDatabase = copy.drop;
      db = await openDatabase({ dataDir: 'memory://', databaseUrl: copy.url });
    } else db = await openDatabase({ dataDir: 'memory://' });
    app = testAppContext(db, { spec, validators });
    server = await buildServer(app, { quiet: true, validateResponses: true });
    token = await signIn();
  }, 180_000);

  afterAll(async () => {
    await server?.close();
    await db?.close();
    await dropDatabase?.();
  });

  async function signIn(): Promise<string> {
    const res = await server.inject({
      method: 'POST',
      url: '/account/api/auth/login',
      headers: { ...platformHeaders(), 'content-type': 'application/json' },
      payload: JSON.stringify(ADMIN),
    });
    const body = res.json() as { code: number; data?: { token?: string } };
    if (body.code !== 200 || !body.data?.token) throw new Error(`login failed: ${res.body}`);
    return body.data.token;
  }

  /**
   * A generated write may end the administrator's session (a password, 停用): sign in again, or
   * when that fails (password changed, account locked), go back to the seed.
   */
  async function renewSession(): Promise<void> {
    try {
      token = await signIn();
    } catch {
      await resetApp(app);
      token = await signIn();
    }
  }

  async function send(op: OperationDef, body: unknown): Promise<Sent> {
    const res = await server.inject({
      method: op.method.toUpperCase() as 'POST',
      url: `${SERVER_PREFIXES[op.server]}${op.path.replace(/\{[^}]+\}/g, '1')}`,
      headers: { ...platformHeaders(token), 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    let parsed: { code?: unknown; msg?: unknown } = {};
    try {
      parsed = JSON.parse(res.body) as typeof parsed;
    } catch {
      // A file: only its status counts.
    }
    return {
      op,
      body,
      status: res.statusCode,
      ...(typeof parsed.code === 'number' ? { code: parsed.code } : {}),
      ...(typeof parsed.msg === 'string' ? { msg: parsed.msg } : {}),
    };
  }

  /** The next transaction id to be assigned (only a transaction that writes takes one). */
  const nextXid = async () =>
    Number(
      (await db.query<{ x: string }>('select pg_snapshot_xmax(pg_current_snapshot())::text as x'))[0]?.x,
    );

  /** Transactions among [from, to) that committed. */
  const committedBetween = async (from: number, to: number) =>
    from >= to
      ? []
      : (
          await db.query<{ x: string }>(
            `select x::text from generate_series($1::bigint, $2::bigint - 1) x where txid_status(x) = 'committed'`,
            [from, to],
          )
        ).map((r) => Number(r.x));

  /** Seeded tables holding rows written by transactions from `from` on. */
  async function tablesWrittenSince(from: number): Promise<string[]> {
    const out: string[] = [];
    for (const table of SEED_TABLES) {
      const rows = await db.query<{ n: number }>(
        `select count(*)::int as n from ${table} t where t.xmin::text::bigint >= $1`,
        [from % 2 ** 32],
      );
      if ((rows[0]?.n ?? 0) > 0) out.push(table);
    }
    return out;
  }

  it(
    `every operation with a JSON body (seed ${SEED}, ${RUNS} bodies each)`,
    async () => {
      console.info(
        `[fuzz] ${backend.name}: seed ${SEED}, ${RUNS} bodies × ${OPERATIONS.length} operations (FUZZ_SEED, FUZZ_RUNS, FUZZ_BUDGET_MS)`,
      );
      const started = Date.now();
      const serverErrors: string[] = [];
      const refusalsThatWrote: string[] = [];
      const skipped: string[] = [];
      let sent = 0;
      let accepted = 0;
      let acceptedThatWrote = 0;

      // Round by round (the first body of every operation, then the second …), so that a run cut
      // short by the budget on a loaded machine still reaches every operation.
      const bodies = OPERATIONS.map((op, index) => bodiesOf(op, index));
      const reached = new Set<string>();
      rounds: for (let round = 0; round < RUNS; round++) {
        for (const [index, op] of OPERATIONS.entries()) {
          if (Date.now() - started > BUDGET_MS) break rounds;
          const body = bodies[index]?.[round];
          if (body === undefined) continue;
          reached.add(op.operationId);
          const before = await nextXid();
          const reply = await send(op, body);
          sent++;
          if (reply.status >= 500 || (reply.code !== undefined && reply.code >= 500 && reply.code < 600))
            serverErrors.push(describeSent(reply));
          const committed = await committedBetween(before, await nextXid());
          if (!isRefused(op, reply)) {
            accepted++;
            // The ledger sees writes: accepted saves commit (asserted below, so the check can fail).
            if (committed.length > 0) acceptedThatWrote++;
          } else {
            if (validators.body(op)(structuredClone(body)) === undefined) handlerRefusals.push({ op, body });
            // Transaction ids are the whole PostgreSQL server's, and the other test files write
            // their own databases on it meanwhile: there a commit counts only when rows of this
            // database carry it. PGlite serves this file alone, so any commit counts.
            const written =
              committed.length > 0 && !WRITES_WHEN_REFUSED.has(op.operationId)
                ? await tablesWrittenSince(before)
                : [];
            if (
              committed.length > 0 &&
              !WRITES_WHEN_REFUSED.has(op.operationId) &&
              (backend.kind !== 'postgres' || written.length > 0)
            )
              refusalsThatWrote.push(
                `${describeSent(reply)}: wrote ${written.join(', ') || 'rows since deleted'}`,
              );
          }
          if (reply.status === 401 || reply.code === 401) await renewSession();
        }
      }
      skipped.push(...OPERATIONS.map((op) => op.operationId).filter((id) => !reached.has(id)));
      console.info(
        `[fuzz] ${backend.name}: ${sent} requests (${accepted} accepted) in ${Date.now() - started} ms` +
          (skipped.length ? `; over the budget, not reached: ${skipped.join(', ')}` : ''),
      );
      expect(serverErrors, `5xx answers (seed ${SEED})`).toEqual([]);
      expect(refusalsThatWrote, `refused requests that committed a write (seed ${SEED})`).toEqual([]);
      expect(acceptedThatWrote).toBeGreaterThan(10);
    },
    BUDGET_MS + 180_000,
  );

  it('the refusals that reached a handler, replayed on the seed, leave every table’s checksum as it was', async () => {
    await resetApp(app);
    token = await signIn();
    let baseline = await tableChecksums(app);
    const changed: string[] = [];
    let rebaselined = 0;
    for (const { op, body } of handlerRefusals.slice(0, REPLAYED)) {
      const reply = await send(op, body);
      if (reply.status === 401 || reply.code === 401) await renewSession();
      if (!isRefused(op, reply)) {
        // Accepted on the seed (it was refused later in the run): a new baseline.
        if (rebaselined++ < 8) baseline = await tableChecksums(app);
        else break;
        continue;
      }
      if (WRITES_WHEN_REFUSED.has(op.operationId)) baseline = await tableChecksums(app);
    }
    const now = await tableChecksums(app);
    for (const table of Object.keys(now))
      if (JSON.stringify(now[table]) !== JSON.stringify(baseline[table])) changed.push(table);
    expect(changed).toEqual([]);
  }, 300_000);
});
