/**
 * Bad input to the operation-support operations, generated with fast-check: bodies that break the
 * contract in any way (random shapes over the schema's fields), cockpit tables with at least one
 * value below 0 or with more than two decimals, and re-orders that are not one parent's full set of
 * children. Each gets HTTP 400 with a Chinese message, and the database does not change.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, specAndValidators } from '../src/index';
import { COCKPIT_INDICATORS } from '../src/seed/system';
import { SERVER_PREFIXES } from '../src/spec/load';
import { checksums, login, platformHeaders, startTestSandbox } from './helpers';

const { spec, validators } = specAndValidators();

/** The new (and extended) operations with a JSON body, and their body fields. */
const NEW_OPERATIONS: Record<string, readonly string[]> = {
  dicCategoryAdd: ['dicNumber', 'dicName', 'remark'],
  dicCategoryUpdate: ['id', 'dicName', 'remark'],
  dicCategoryDelete: ['id'],
  dicItemPage: ['dicNumber', 'pid', 'keyword', 'status', 'page', 'pageSize'],
  dicItemAdd: ['dicNumber', 'pid', 'code', 'name', 'key', 'value', 'sort', 'status'],
  dicItemUpdate: ['id', 'code', 'name', 'key', 'value', 'sort', 'status'],
  dicItemDelete: ['id'],
  dicItemSort: ['ids'],
  cockpitFigureSave: ['year', 'qhdm', 'rows'],
  logPage: ['keyword', 'loginname', 'operaname', 'startDate', 'endDate', 'page', 'pageSize'],
  logSave: ['userid', 'loginname', 'realname', 'operaname', 'payload'],
};

const CHINESE = /[\u4e00-\u9fff]/;

let sandbox: Sandbox;
let token: string;
let initial: Awaited<ReturnType<typeof checksums>>;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  token = await login(sandbox.url);
  initial = await checksums(sandbox.url);
});
afterAll(async () => {
  await sandbox?.stop();
});

async function post(
  operationId: string,
  body: unknown,
): Promise<{ status: number; code?: number; msg?: string }> {
  const op = spec.operations.find((o) => o.operationId === operationId);
  if (!op) throw new Error(`unknown operation ${operationId}`);
  const res = await fetch(`${sandbox.url}${SERVER_PREFIXES[op.server]}${op.path}`, {
    method: 'POST',
    headers: { ...platformHeaders(token), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { code?: number; msg?: string };
  return { status: res.status, ...json };
}

const scalar = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.integer({ min: -1000, max: 100_000 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.constant(''),
);
const value = fc.oneof(
  scalar,
  fc.array(scalar, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), scalar, { maxKeys: 2 }),
);

describe('operation-support operations refuse bad input with 400, a Chinese message, and change nothing', () => {
  for (const [operationId, fields] of Object.entries(NEW_OPERATIONS)) {
    it(`${operationId}: random bodies off the contract`, async () => {
      const op = spec.operations.find((o) => o.operationId === operationId);
      if (!op?.body) throw new Error(`${operationId} has no body`);
      const validate = validators.body(op);
      const example = op.body.example as Record<string, unknown>;
      const key = fc.oneof(fc.constantFrom(...fields), fc.string({ minLength: 1, maxLength: 8 }));
      const changes = fc.dictionary(key, value, { minKeys: 1, maxKeys: fields.length + 1 });
      const body = fc
        .oneof(
          changes,
          changes.map((c) => ({ ...example, ...c })),
          fc
            .constantFrom(...fields)
            .map((f) => Object.fromEntries(Object.entries(example).filter(([k]) => k !== f))),
          value,
        )
        .filter((b) => validate(b) !== undefined);
      await fc.assert(
        fc.asyncProperty(body, async (b) => {
          const res = await post(operationId, b);
          expect(res.status).toBe(400);
          expect(res.code).toBe(400);
          expect(res.msg).toMatch(CHINESE);
        }),
        { numRuns: 30 },
      );
    });
  }

  it('cockpit tables with a value below 0 or with more than two decimals: 400 naming the first such indicator', async () => {
    const good = fc.oneof(
      fc.integer({ min: 0, max: 10_000_000 }),
      fc.integer({ min: 0, max: 10_000_000 }).map((n) => n / 100),
      fc.constant(null),
    );
    const bad = fc.oneof(
      fc.double({ max: -0.001, noNaN: true, noDefaultInfinity: true }),
      fc.integer({ min: 0, max: 1_000_000 }).map((n) => n + 0.005),
      fc.integer({ min: 1, max: 9 }).map((n) => n / 1000),
    );
    const table = fc
      .uniqueArray(fc.constantFrom(...COCKPIT_INDICATORS), {
        minLength: 1,
        maxLength: COCKPIT_INDICATORS.length,
        selector: (i) => i.code,
      })
      .chain((inds) =>
        fc.tuple(
          fc.constant(inds),
          fc.array(good, { minLength: inds.length, maxLength: inds.length }),
          fc.nat({ max: inds.length - 1 }),
          bad,
        ),
      );
    await fc.assert(
      fc.asyncProperty(table, async ([inds, values, badAt, badValue]) => {
        const rows = inds.map((ind, i) => ({
          indicatorCode: ind.code,
          value: i === badAt ? badValue : (values[i] ?? null),
        }));
        const res = await post('cockpitFigureSave', { year: '2024', qhdm: '4301', rows });
        expect(res.status).toBe(400);
        expect(res.msg).toBe(`${inds[badAt]?.name}的数值须为不小于 0、最多两位小数的数字`);
      }),
      { numRuns: 60 },
    );
  });

  it('re-orders that are not exactly one parent’s children: 400', async () => {
    const tree = (await (
      await fetch(`${sandbox.url}/system/api/v1/dic/treeList?dicNumber=nzlx`, {
        headers: platformHeaders(token),
      })
    ).json()) as { data: { id: number; children: { id: number }[] }[] };
    const fert = tree.data[0] as { id: number; children: { id: number }[] };
    const kids = fert.children.map((c) => c.id);
    const others = [fert.id, ...(tree.data[1]?.children.map((c) => c.id) ?? [])];
    const ids = fc
      .tuple(fc.subarray(kids), fc.subarray(others))
      .filter(([k, o]) => k.length + o.length > 0 && !(o.length === 0 && k.length === kids.length))
      .chain(([k, o]) => fc.shuffledSubarray([...k, ...o], { minLength: k.length + o.length }));
    await fc.assert(
      fc.asyncProperty(ids, async (list) => {
        const res = await post('dicItemSort', { ids: list });
        expect(res.status).toBe(400);
        expect(res.msg).toBe('请求参数错误：排序须包含同一上级下的全部字典项');
      }),
      { numRuns: 30 },
    );
  });

  it('nothing changed at all (row counts and contents)', async () => {
    const now = await checksums(sandbox.url);
    // Logging in and the log list itself write nothing; the session table may only gain rows.
    const { session: _s1, ...before } = initial.tables;
    const { session: _s2, ...after } = now.tables;
    expect(after).toEqual(before);
  });
});
