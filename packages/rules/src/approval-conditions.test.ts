import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  branchMatches,
  chooseBranch,
  type Initiator,
  initiatorIn,
  matchesNumeric,
  numberOf,
  type OrgScope,
  orgCount,
} from './approval-conditions';

const who: Initiator = { userId: 2, deptIds: [103, 101], roleIds: [207], positionIds: ['bmjl'] };
const none: OrgScope = { dep: [], role: [], user: [], 'dep&user': [], position: [] };
const values: Record<number, unknown> = { 2: 8000, 3: '化肥' };
const fieldValue = (formId: number) => values[formId];

describe('numbers', () => {
  it('reads numbers and numeric text, not blanks or other text', () => {
    expect(numberOf(12.5)).toBe(12.5);
    expect(numberOf(' 7 ')).toBe(7);
    expect(numberOf('')).toBeNull();
    expect(numberOf('abc')).toBeNull();
    expect(numberOf(null)).toBeNull();
    expect(numberOf(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('between holds inside its bounds only, by its own operators', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 50 }), (x) => {
        expect(matchesNumeric({ type: 'bet', value: [-10, 'lt', 'lte', 10] }, x)).toBe(-10 < x && x <= 10);
        expect(matchesNumeric({ type: 'eq', value: 10 }, String(x))).toBe(x === 10);
      }),
    );
  });
});

describe('initiators', () => {
  it('counts the items of every tab, ignoring what is not an item', () => {
    expect(orgCount(null)).toBe(0);
    expect(orgCount(none)).toBe(0);
    expect(orgCount({ user: [{ id: '1', name: 'a' }], role: [{ id: '2', name: 'b' }] })).toBe(2);
    expect(orgCount({ dep: [null, 'x'] as unknown as [] })).toBe(0);
  });

  it('admits anyone without a scope, else by user, department chain, group or position (ids as text)', () => {
    expect(initiatorIn('ALL', who)).toBe(true);
    expect(initiatorIn(null, who)).toBe(true);
    expect(initiatorIn(none, who)).toBe(true);
    expect(initiatorIn({ ...none, user: [{ id: '2', name: '张三' }] }, who)).toBe(true);
    expect(initiatorIn({ ...none, dep: [{ id: '101', name: '集团' }] }, who)).toBe(true);
    expect(initiatorIn({ ...none, dep: [{ id: '102', name: '别的' }] }, who)).toBe(false);
    expect(initiatorIn({ ...none, role: [{ id: '207', name: '组' }] }, who)).toBe(true);
    expect(initiatorIn({ ...none, position: [{ id: 'bmjl', name: '部门经理' }] }, who)).toBe(true);
    expect(initiatorIn({ ...none, position: [{ id: 'zjl', name: '总经理' }] }, who)).toBe(false);
  });

  it('reads 部门和人员 items typed user as users, the others as departments', () => {
    const both = (type: string, id: string): OrgScope => ({ ...none, 'dep&user': [{ type, id, name: 'x' }] });
    expect(initiatorIn(both('user', '2'), who)).toBe(true);
    expect(initiatorIn(both('user', '103'), who)).toBe(false);
    expect(initiatorIn(both('dep', '103'), who)).toBe(true);
    expect(initiatorIn(both('dep', '2'), who)).toBe(false);
    // an untyped item (stored before items carried types) is a department
    expect(initiatorIn({ ...none, 'dep&user': [{ id: '101', name: '集团' }] }, who)).toBe(true);
  });
});

describe('branches', () => {
  const branch = (priority: number, properties: Record<string, unknown>) => ({
    id: `b${priority}`,
    properties: { priority, isDefault: false, ...properties },
  });
  const big = branch(1, { conditions: [{ formId: 2, conditionValue: { type: 'gt', value: 5000 } }] });
  const fertiliser = branch(2, {
    conditions: [{ formId: 3, conditionValue: { type: 'options', value: ['化肥', '种子'] } }],
  });
  const fallback = { id: 'default', properties: { priority: 3, isDefault: true } };

  it('a branch holds when every condition does; a malformed condition never does', () => {
    expect(branchMatches(big.properties, fieldValue, who)).toBe(true);
    expect(branchMatches(fertiliser.properties, fieldValue, who)).toBe(true);
    expect(branchMatches({ conditions: [{ formId: 2 }] }, fieldValue, who)).toBe(false);
    expect(
      branchMatches(
        {
          conditions: [
            { formId: 2, conditionValue: { type: 'gt', value: 5000 } },
            { formId: 9, conditionValue: { type: 'gt', value: 0 } },
          ],
        },
        fieldValue,
        who,
      ),
    ).toBe(false);
    expect(
      branchMatches({ ...big.properties, initiator: { user: [{ id: '9', name: 'x' }] } }, fieldValue, who),
    ).toBe(false);
    expect(branchMatches(undefined, fieldValue, who)).toBe(true);
    expect(branchMatches({ isDefault: true, conditions: [{ formId: 2 }] }, fieldValue, who)).toBe(true);
  });

  it('the first matching branch by priority is taken, in any listed order, else the default', () => {
    expect(chooseBranch([fallback, fertiliser, big], fieldValue, who)?.id).toBe('b1');
    expect(
      chooseBranch([fallback, fertiliser, big], (id) => (id === 3 ? ['农药', '种子'] : 100), who)?.id,
    ).toBe('b2');
    expect(chooseBranch([big, fertiliser, fallback], () => undefined, who)?.id).toBe('default');
    expect(chooseBranch([big, fertiliser], () => undefined, who)).toBeUndefined();
  });
});
