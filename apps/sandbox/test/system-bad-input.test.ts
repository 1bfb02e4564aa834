/**
 * Bad input to the operation-support operations, generated with fast-check: bodies that break the
 * contract in any way (random shapes over the schema's fields), cockpit tables with at least one
 * value below 0 or with more than two decimals, and re-orders that are not one parent's full set of
 * children. Each gets HTTP 400 with a Chinese message, and the database does not change.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COCKPIT_INDICATORS } from '../src/seed/system';
import { badInputSandbox, itRefusesOffContractBodies } from './badInput';
import { platformHeaders } from './helpers';

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

const env = badInputSandbox();
const post = env.post;

describe('operation-support operations refuse bad input with 400, a Chinese message, and change nothing', () => {
  itRefusesOffContractBodies(NEW_OPERATIONS, () => ({ url: env.url, token: env.token }), { numRuns: 30 });

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
      await fetch(`${env.url}/system/api/v1/dic/treeList?dicNumber=nzlx`, {
        headers: platformHeaders(env.token),
      })
    ).json()) as { data: { id: number; children: { id: number }[] }[] };
    const fert = tree.data[0] as { id: number; children: { id: number }[] };
    const kids = fert.children.map((c) => c.id);
    const secondKids = tree.data[1]?.children.map((c) => c.id) ?? [];
    const others = [fert.id, ...secondKids];
    // Exactly one parent's children is a valid re-order: the first category's, or the second's.
    const isOneParentsChildren = (k: number[], o: number[]) =>
      (o.length === 0 && k.length === kids.length) ||
      (k.length === 0 && o.length === secondKids.length && !o.includes(fert.id));
    const ids = fc
      .tuple(fc.subarray(kids), fc.subarray(others))
      .filter(([k, o]) => k.length + o.length > 0 && !isOneParentsChildren(k, o))
      .chain(([k, o]) => fc.shuffledSubarray([...k, ...o], { minLength: k.length + o.length }));
    await env.refusesEvery(
      ids,
      'dicItemSort',
      (list) => ({ ids: list }),
      '请求参数错误：排序须包含同一上级下的全部字典项',
      30,
    );
  });

  it('nothing changed at all (row counts and contents)', async () => {
    // Logging in and the log list itself write nothing; the session table may only gain rows.
    const { before, after } = await env.tablesBeforeAndNow();
    expect(after).toEqual(before);
  });
});
