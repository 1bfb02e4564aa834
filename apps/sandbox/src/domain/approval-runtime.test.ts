import { describe, expect, it } from 'vitest';
import {
  applyApproverEdits,
  checkStartValues,
  directorOf,
  type FormMessages,
  initiatorIn,
  matchesNumeric,
  nodePassed,
  routeSteps,
  summarize,
  TASK,
  type TreeNode,
  visibleForm,
} from './approval-runtime';

const m: FormMessages = {
  required: (l) => `请填写「${l}」`,
  notNumber: (l) => `「${l}」必须是数字`,
  badOption: (l) => `「${l}」的选项无效`,
  notEditable: (l) => `无权修改字段「${l}」`,
};
const items = [
  { formId: 2, label: '金额', tagIcon: 'amount', required: true },
  {
    formId: 3,
    label: '类型',
    tagIcon: 'select',
    options: [
      { label: '差旅费', value: 'cl' },
      { label: '招待费', value: 'zd' },
    ],
  },
  { formId: 4, label: '说明', tagIcon: 'textarea', required: true },
];
const who = { userId: 2, deptChain: [103, 101], groupIds: [207], positions: ['bmjl'] };

describe('approval runtime rules', () => {
  it('compares numbers, between with its own bounds, never non-numbers', () => {
    expect(matchesNumeric({ type: 'gt', value: 5000 }, '5000.01')).toBe(true);
    expect(matchesNumeric({ type: 'gt', value: 5000 }, 5000)).toBe(false);
    expect(matchesNumeric({ type: 'gte', value: 5000 }, 5000)).toBe(true);
    expect(matchesNumeric({ type: 'bet', value: [1, 'lt', 'lte', 3] }, 1)).toBe(false);
    expect(matchesNumeric({ type: 'bet', value: [1, 'lte', 'lte', 3] }, 1)).toBe(true);
    expect(matchesNumeric({ type: 'bet', value: [1, 'lt', 'lt', 3] }, 3)).toBe(false);
    expect(matchesNumeric({ type: 'eq', value: 0 }, '')).toBe(false);
    expect(matchesNumeric({ type: 'lt', value: 10 }, 'abc')).toBe(false);
  });

  it('matches an initiator by user, department with its ancestors, group and position', () => {
    const none = { dep: [], user: [], role: [], position: [], 'dep&user': [] };
    expect(initiatorIn('ALL', who)).toBe(true);
    expect(initiatorIn(none, who)).toBe(true);
    expect(initiatorIn({ ...none, dep: [{ id: '101', name: '集团' }] }, who)).toBe(true);
    expect(initiatorIn({ ...none, user: [{ id: '3', name: 'x' }] }, who)).toBe(false);
    expect(initiatorIn({ ...none, role: [{ id: '207', name: 'g' }] }, who)).toBe(true);
    expect(initiatorIn({ ...none, position: [{ id: 'zjl', name: '总经理' }] }, who)).toBe(false);
  });

  it('routes through the first matching branch by priority, else the default one', () => {
    const tree: TreeNode = {
      type: 'start',
      nodeId: 'a',
      childNode: {
        type: 'empty',
        nodeId: 'b',
        conditionNodes: [
          {
            type: 'condition',
            nodeId: 'd',
            properties: { isDefault: true, priority: 3 },
            childNode: { type: 'approver', nodeId: 'D', properties: { title: '默认' } },
          },
          {
            type: 'condition',
            nodeId: 'c2',
            properties: {
              priority: 2,
              conditions: [{ formId: 2, conditionValue: { type: 'gt', value: 100 } }],
            },
            childNode: { type: 'approver', nodeId: 'B', properties: { title: '大于100' } },
          },
          {
            type: 'condition',
            nodeId: 'c1',
            properties: {
              priority: 1,
              conditions: [{ formId: 3, conditionValue: { type: 'options', value: ['zd'] } }],
            },
            childNode: { type: 'approver', nodeId: 'A', properties: { title: '招待' } },
          },
        ],
        childNode: { type: 'copy', nodeId: 'C', properties: { title: '抄送', members: {} } },
      },
    };
    const titles = (values: Record<string, unknown>) =>
      routeSteps(tree, items, values, who).map((s) => s.title);
    expect(titles({ field2: 500, field3: 'zd' })).toEqual(['招待', '抄送']);
    expect(titles({ field2: 500, field3: 'cl' })).toEqual(['大于100', '抄送']);
    expect(titles({ field2: 50 })).toEqual(['默认', '抄送']);
  });

  it('finds the 主管 of a level, skipping the initiator and repeated leaders', () => {
    const chain = [
      { deptId: 111, leaderId: 7 },
      { deptId: 110, leaderId: 7 },
      { deptId: 101, leaderId: 9 },
    ];
    expect(directorOf(1, 2, chain)).toBe(7);
    expect(directorOf(2, 2, chain)).toBe(9);
    expect(directorOf(1, 7, chain)).toBe(9);
    expect(directorOf(3, 2, chain)).toBeNull();
  });

  it('checks start values and approver edits by permission', () => {
    expect(checkStartValues(items, [], { field2: 10 }, m)).toEqual({ problem: '请填写「说明」' });
    expect(checkStartValues(items, [], { field2: 'x', field4: 'a' }, m)).toEqual({
      problem: '「金额」必须是数字',
    });
    expect(checkStartValues(items, [], { field2: 1, field3: 'zz', field4: 'a' }, m)).toEqual({
      problem: '「类型」的选项无效',
    });
    expect(checkStartValues(items, [{ formId: 4, formOperate: 1 }], { field2: 1, field4: 'a' }, m)).toEqual({
      problem: '无权修改字段「说明」',
    });
    expect(checkStartValues(items, [{ formId: 4, formOperate: 0 }], { field2: 1, extra: 2 }, m)).toEqual({
      values: { field2: 1 },
    });
    const before = { field2: 1, field4: 'a' };
    expect(applyApproverEdits(items, [], before, { field2: 2 }, true, m)).toEqual({
      problem: '无权修改字段「金额」',
    });
    expect(applyApproverEdits(items, [], before, { field2: 1 }, true, m)).toEqual({ values: before });
    expect(
      applyApproverEdits(items, [{ formId: 3, formOperate: 2 }], before, { field3: 'cl' }, true, m),
    ).toEqual({
      values: { ...before, field3: 'cl' },
    });
  });

  it('leaves hidden fields and their values out', () => {
    const shown = visibleForm(items, [{ formId: 4, formOperate: 0 }], { field2: 1, field4: 'secret' }, 1);
    expect(shown.items.map((i) => [i.label, i.formOperate])).toEqual([
      ['金额', 1],
      ['类型', 1],
    ]);
    expect(shown.values).toEqual({ field2: 1 });
  });

  it('summarises with option labels and amounts to 2 decimals', () => {
    expect(summarize(items, { field2: 3000, field3: 'cl', field4: '出差' })).toBe(
      '金额：3000.00；类型：差旅费；说明：出差',
    );
  });

  it('decides 会签 when nobody waits, 或签 at the first approval', () => {
    expect(nodePassed(true, [TASK.approved, TASK.pending])).toBe(false);
    expect(nodePassed(true, [TASK.approved, TASK.transferred, TASK.approved])).toBe(true);
    expect(nodePassed(false, [TASK.approved, TASK.pending])).toBe(true);
    expect(nodePassed(false, [TASK.pending])).toBe(false);
  });
});
