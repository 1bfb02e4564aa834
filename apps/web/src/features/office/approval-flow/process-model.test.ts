import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AddableType,
  addBranch,
  addNode,
  type BranchNode,
  branchMatches,
  type ConditionNode,
  canRemoveBranch,
  chooseBranch,
  createProcess,
  decodeNodeId,
  encodeNodeId,
  findNode,
  matchesNumeric,
  moveBranch,
  NodeIds,
  type ProcessNode,
  publishRefusal,
  type RequestFacts,
  removeNode,
  type StartNode,
  unfinishedNodes,
  updateNode,
  walk,
} from './process-model';

const org = (user: Array<{ id: string; name: string }> = []) => ({
  dep: [],
  role: [],
  user: user.map((u) => ({ type: 'user' as const, ...u })),
  'dep&user': [],
  position: [],
});

/** The display order as `type:title` (branches inside brackets). */
function shape(node: ProcessNode | undefined): string[] {
  const out: string[] = [];
  let n = node;
  while (n) {
    if (n.type === 'empty') {
      out.push(
        `[${n.conditionNodes.map((c) => [c.properties.title, ...shape(c.childNode)].join('>')).join(' | ')}]`,
      );
    } else out.push(`${n.type}:${n.properties.title}`);
    n = n.childNode;
  }
  return out;
}

function groupOf(tree: StartNode): BranchNode {
  const g = [...walk(tree)].find((n) => n.type === 'empty');
  if (g?.type !== 'empty') throw new Error('no branch group');
  return g;
}

const facts = (values: Record<number, unknown>, userId = 'u1'): RequestFacts => ({
  values,
  initiator: { userId, deptIds: ['d1'], roleIds: [], positionIds: [] },
});

describe('node ids', () => {
  it('are base 62 of a counter from 10000, least significant digit first', () => {
    expect(encodeNodeId(10000)).toBe('Ib2');
    expect(encodeNodeId(0)).toBe('0');
    expect(encodeNodeId(61)).toBe('z');
    expect(encodeNodeId(62)).toBe('01');
    const ids = new NodeIds();
    expect([ids.next(), ids.next()]).toEqual(['Ib2', 'Jb2']);
  });

  it('decode back to their counter and never repeat', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 2 ** 40 }), (n) => decodeNodeId(encodeNodeId(n)) === n));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 1e9 }), (a, b) =>
        a === b ? true : encodeNodeId(a) !== encodeNodeId(b),
      ),
    );
  });

  it('resume after the ids of a loaded tree', () => {
    const ids = new NodeIds();
    let tree = createProcess(ids);
    tree = addNode(tree, tree.nodeId, 'approver', ids);
    tree = addNode(tree, tree.nodeId, 'condition', ids);
    const resumed = NodeIds.after(tree);
    const known = new Set([...walk(tree)].map((n) => n.nodeId));
    expect(known.has(resumed.next())).toBe(false);
  });
});

describe('tree operations', () => {
  it('adds 审批人, 抄送人 and 条件分支 with "+" between nodes and links prevId', () => {
    const ids = new NodeIds();
    let tree = createProcess(ids);
    tree = addNode(tree, tree.nodeId, 'copy', ids);
    tree = addNode(tree, tree.nodeId, 'approver', ids); // between 发起人 and 抄送人
    expect(shape(tree)).toEqual(['start:发起人', 'approver:审批人', 'copy:抄送人']);
    const approver = tree.childNode as ProcessNode;
    tree = addNode(tree, approver.nodeId, 'condition', ids);
    expect(shape(tree)).toEqual([
      'start:发起人',
      'approver:审批人',
      '[条件1 | 其他情况进入此流程]',
      'copy:抄送人',
    ]);
    for (const node of walk(tree)) {
      if (node.childNode) expect(node.childNode.prevId).toBe(node.nodeId);
      if (node.type === 'empty') for (const c of node.conditionNodes) expect(c.prevId).toBe(node.nodeId);
    }
  });

  it('adds nodes inside a branch and after the merge', () => {
    const ids = new NodeIds();
    let tree = addNode(createProcess(ids), 'Ib2', 'condition', ids);
    const group = groupOf(tree);
    const first = group.conditionNodes[0] as ConditionNode;
    tree = addNode(tree, first.nodeId, 'approver', ids);
    tree = addNode(tree, group.nodeId, 'copy', ids);
    expect(shape(tree)).toEqual([
      'start:发起人',
      '[条件1>approver:审批人 | 其他情况进入此流程]',
      'copy:抄送人',
    ]);
  });

  it('keeps the default branch last when adding branches and renumbers priorities', () => {
    const ids = new NodeIds();
    let tree = addNode(createProcess(ids), 'Ib2', 'condition', ids);
    tree = addBranch(tree, groupOf(tree).nodeId, ids);
    tree = addBranch(tree, groupOf(tree).nodeId, ids);
    const branches = groupOf(tree).conditionNodes.map((c) => c.properties);
    expect(branches.map((b) => b.title)).toEqual(['条件1', '条件2', '条件3', '其他情况进入此流程']);
    expect(branches.map((b) => b.priority)).toEqual([1, 2, 3, 4]);
    expect(branches.at(-1)?.isDefault).toBe(true);
  });

  it('re-orders branches by priority; the default one never moves', () => {
    const ids = new NodeIds();
    let tree = addNode(createProcess(ids), 'Ib2', 'condition', ids);
    tree = addBranch(tree, groupOf(tree).nodeId, ids);
    const [a, b, d] = groupOf(tree).conditionNodes as [ConditionNode, ConditionNode, ConditionNode];
    tree = updateNode(tree, a.nodeId, { title: '金额大于5000' });
    tree = moveBranch(tree, a.nodeId, 1);
    expect(groupOf(tree).conditionNodes.map((c) => c.nodeId)).toEqual([b.nodeId, a.nodeId, d.nodeId]);
    expect(groupOf(tree).conditionNodes.map((c) => c.properties.title)).toEqual([
      '条件1',
      '金额大于5000',
      '其他情况进入此流程',
    ]);
    expect(moveBranch(tree, a.nodeId, 5)).toEqual(tree);
    expect(moveBranch(tree, d.nodeId, -1)).toEqual(tree);
  });

  it('removes nodes, branches and, with one branch left, the group (keeping the default branch nodes)', () => {
    const ids = new NodeIds();
    let tree = addNode(createProcess(ids), 'Ib2', 'condition', ids);
    tree = addNode(tree, groupOf(tree).nodeId, 'copy', ids);
    const [cond, def] = groupOf(tree).conditionNodes as [ConditionNode, ConditionNode];
    tree = addNode(tree, cond.nodeId, 'approver', ids);
    tree = addNode(tree, def.nodeId, 'approver', ids);
    tree = removeNode(tree, cond.nodeId);
    expect(shape(tree)).toEqual(['start:发起人', 'approver:审批人', 'copy:抄送人']);
    tree = removeNode(tree, (tree.childNode as ProcessNode).nodeId);
    expect(shape(tree)).toEqual(['start:发起人', 'copy:抄送人']);
    expect(tree.childNode?.prevId).toBe(tree.nodeId);
    expect(() => removeNode(tree, tree.nodeId)).toThrow();
  });

  it('removes the default branch only with the last other branch, keeping that branch', () => {
    const ids = new NodeIds();
    let tree = addNode(createProcess(ids), 'Ib2', 'condition', ids);
    tree = addBranch(tree, groupOf(tree).nodeId, ids);
    const [a, , def] = groupOf(tree).conditionNodes as [ConditionNode, ConditionNode, ConditionNode];
    expect(canRemoveBranch(tree, def.nodeId)).toBe(false);
    expect(() => removeNode(tree, def.nodeId)).toThrow();
    tree = removeNode(tree, a.nodeId);
    expect(groupOf(tree).conditionNodes.map((c) => c.properties.title)).toEqual([
      '条件1',
      '其他情况进入此流程',
    ]);
    const left = groupOf(tree).conditionNodes[0] as ConditionNode;
    tree = addNode(tree, left.nodeId, 'approver', ids);
    tree = removeNode(tree, def.nodeId);
    expect(shape(tree)).toEqual(['start:发起人', 'approver:审批人']);
  });

  it('never changes the tree it is given, and ids stay unique, under random edits', () => {
    const op = fc.record({
      kind: fc.constantFrom('add', 'remove', 'branch', 'move'),
      pick: fc.nat(),
      type: fc.constantFrom<AddableType>('approver', 'copy', 'condition'),
      delta: fc.integer({ min: -2, max: 2 }),
    });
    fc.assert(
      fc.property(fc.array(op, { maxLength: 25 }), (ops) => {
        const ids = new NodeIds();
        let tree = createProcess(ids);
        for (const o of ops) {
          const nodes = [...walk(tree)];
          const target = nodes[o.pick % nodes.length] as ProcessNode;
          const before = JSON.stringify(tree);
          let next = tree;
          if (o.kind === 'add') next = addNode(tree, target.nodeId, o.type, ids);
          else if (
            o.kind === 'remove' &&
            target.type !== 'start' &&
            (target.type !== 'condition' || canRemoveBranch(tree, target.nodeId))
          )
            next = removeNode(tree, target.nodeId);
          else if (o.kind === 'branch' && target.type === 'empty') next = addBranch(tree, target.nodeId, ids);
          else if (o.kind === 'move' && target.type === 'condition')
            next = moveBranch(tree, target.nodeId, o.delta);
          expect(JSON.stringify(tree)).toBe(before);
          tree = next;
          const all = [...walk(tree)].map((n) => n.nodeId);
          expect(new Set(all).size).toBe(all.length);
          for (const n of walk(tree)) {
            if (n.type === 'empty') {
              const ps = n.conditionNodes.map((c) => c.properties);
              expect(ps.length).toBeGreaterThanOrEqual(2);
              expect(ps.at(-1)?.isDefault).toBe(true);
              expect(ps.filter((p) => p.isDefault)).toHaveLength(1);
              expect(ps.map((p) => p.priority)).toEqual(ps.map((_, i) => i + 1));
            }
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('publishing', () => {
  it('refuses a flow with an unfinished node and names it; accepts it once finished', () => {
    const ids = new NodeIds();
    let tree = addNode(createProcess(ids), 'Ib2', 'condition', ids);
    const [cond, def] = groupOf(tree).conditionNodes as [ConditionNode, ConditionNode];
    tree = addNode(tree, def.nodeId, 'approver', ids);
    const approver = findNode(tree, def.nodeId)?.childNode as ProcessNode;
    tree = updateNode(tree, approver.nodeId, { title: '部门主管审批' });
    expect(unfinishedNodes(tree).map((p) => p.title)).toEqual(['条件1', '部门主管审批']);
    expect(publishRefusal(tree)).toBe('「条件1」未设置条件，无法发布');
    tree = updateNode(tree, cond.nodeId, {
      conditions: [{ formId: 2, conditionValue: { type: 'gt', value: 5000 } }],
    });
    expect(publishRefusal(tree)).toBe('「部门主管审批」未设置审批人，无法发布');
    tree = updateNode(tree, approver.nodeId, { approvers: org([{ id: '7', name: '张伟' }]) });
    expect(publishRefusal(tree)).toBeNull();
    tree = updateNode(tree, approver.nodeId, { assigneeType: 'myself' });
    expect(publishRefusal(tree)).toBeNull();
  });

  it('a cc node needs members unless the initiator may add them', () => {
    const ids = new NodeIds();
    let tree = addNode(createProcess(ids), 'Ib2', 'copy', ids);
    const copy = tree.childNode as ProcessNode;
    expect(publishRefusal(tree)).toBeNull();
    tree = updateNode(tree, copy.nodeId, { userOptional: false });
    expect(publishRefusal(tree)).toBe('「抄送人」未设置抄送人，无法发布');
  });
});

describe('conditions', () => {
  it('compares numbers with < ≤ > ≥ = and between', () => {
    expect(matchesNumeric({ type: 'gt', value: 5000 }, 8000)).toBe(true);
    expect(matchesNumeric({ type: 'gt', value: 5000 }, 5000)).toBe(false);
    expect(matchesNumeric({ type: 'gte', value: 5000 }, '5000')).toBe(true);
    expect(matchesNumeric({ type: 'lt', value: 10 }, 9.99)).toBe(true);
    expect(matchesNumeric({ type: 'lte', value: 10 }, 10.01)).toBe(false);
    expect(matchesNumeric({ type: 'eq', value: 3 }, 3)).toBe(true);
    expect(matchesNumeric({ type: 'bet', value: [1, 'lt', 'lte', 5] }, 1)).toBe(false);
    expect(matchesNumeric({ type: 'bet', value: [1, 'lte', 'lte', 5] }, 5)).toBe(true);
    expect(matchesNumeric({ type: 'gt', value: 0 }, '')).toBe(false);
    expect(matchesNumeric({ type: 'gt', value: 0 }, null)).toBe(false);
  });

  it('agrees with the plain comparison for any numbers', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        (x, v) => {
          expect(matchesNumeric({ type: 'lt', value: v }, x)).toBe(x < v);
          expect(matchesNumeric({ type: 'lte', value: v }, x)).toBe(x <= v);
          expect(matchesNumeric({ type: 'gt', value: v }, x)).toBe(x > v);
          expect(matchesNumeric({ type: 'gte', value: v }, x)).toBe(x >= v);
        },
      ),
    );
  });

  it('routes by priority: amount > 5000 to one branch, the rest to the default', () => {
    const ids = new NodeIds();
    let tree = addNode(createProcess(ids), 'Ib2', 'condition', ids);
    tree = addBranch(tree, groupOf(tree).nodeId, ids);
    const [big, option] = groupOf(tree).conditionNodes as [ConditionNode, ConditionNode];
    tree = updateNode(tree, big.nodeId, {
      conditions: [{ formId: 2, conditionValue: { type: 'gt', value: 5000 } }],
    });
    tree = updateNode(tree, option.nodeId, {
      conditions: [{ formId: 3, conditionValue: { type: 'options', value: ['化肥'] } }],
    });
    const group = groupOf(tree);
    expect(chooseBranch(group, facts({ 2: 8000, 3: '化肥' })).nodeId).toBe(big.nodeId);
    expect(chooseBranch(group, facts({ 2: 3000, 3: ['农药', '化肥'] })).nodeId).toBe(option.nodeId);
    expect(chooseBranch(group, facts({ 2: 3000, 3: '农药' })).properties.isDefault).toBe(true);
    // a higher priority wins when both match
    tree = moveBranch(tree, option.nodeId, -1);
    expect(chooseBranch(groupOf(tree), facts({ 2: 8000, 3: '化肥' })).nodeId).toBe(option.nodeId);
  });

  it('limits a branch to initiators chosen with the org picker', () => {
    const ids = new NodeIds();
    let tree = addNode(createProcess(ids), 'Ib2', 'condition', ids);
    const [cond] = groupOf(tree).conditionNodes as [ConditionNode];
    tree = updateNode(tree, cond.nodeId, { initiator: org([{ id: 'u9', name: '李娜' }]) });
    const branch = groupOf(tree).conditionNodes[0] as ConditionNode;
    expect(publishRefusal(tree)).toBeNull();
    expect(branchMatches(branch, facts({}, 'u9'))).toBe(true);
    expect(branchMatches(branch, facts({}, 'u1'))).toBe(false);
  });
});
