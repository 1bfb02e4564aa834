/**
 * The process model of the approval flow designer (流程设计), free of components: the
 * DingTalk-style node tree (发起人 → 审批人 / 抄送人 / 条件分支), node ids, tree operations,
 * validation before 发布 and condition evaluation (the matching itself is @agrimap/rules', shared
 * with the sandbox's approval runtime). Every operation is immutable: it answers a new tree and
 * leaves the given one untouched.
 *
 * The tree follows the original designer's model (SNFocus approvalFlow): a node has `type`,
 * `nodeId`, `prevId`, `content`, `properties` and its next node `childNode`; a branch group is an
 * `empty` node whose `conditionNodes` are `condition` nodes (each holding its branch's first node
 * in `childNode`) and whose `childNode` is the node after the branches merge. The last branch is
 * the default one (`其他情况进入此流程`).
 */
import {
  type FieldCondition,
  orgCount,
  chooseBranch as pickBranch,
  branchMatches as propertiesMatch,
} from '@agrimap/rules';
import type { OrgValue } from '@/components/org-picker/types';
import { processMessages as m } from './messages';

/** Field permission of a node: 2 可编辑, 1 只读, 0 隐藏. */
export type FormOperate = 0 | 1 | 2;
export interface FieldPermission {
  formId: number;
  formOperate: FormOperate;
}

export type AssigneeType = 'user' | 'director' | 'role' | 'position' | 'myself' | 'optional';
/**
 * What happens when no approver resolves: pass automatically, go to the flow's administrator, or
 * go to the member named in `noApproverUser`.
 */
export type NoApproverPolicy = 'autoPass' | 'toAdmin' | 'toUser';

export interface StartProperties {
  title: string;
  /** 'ALL', or the org-picker value of who may start the flow. */
  initiator: 'ALL' | OrgValue;
  formOperates: FieldPermission[];
}
export interface ApproverProperties {
  title: string;
  assigneeType: AssigneeType;
  /** 指定成员 (user tab), 角色 (role tab), 岗位 (position tab). */
  approvers: OrgValue;
  /** 主管 level: 1 直接主管, 2 第二级主管 … */
  directorLevel: number;
  /** true 会签 (every approver), false 或签 (the first one). */
  counterSign: boolean;
  /** 发起人自选: may the initiator pick several, and from where. */
  optionalMultiUser: boolean;
  optionalRange: 'ALL' | 'USER' | 'ROLE';
  noApprover: NoApproverPolicy;
  /** The member a request goes to when no approver resolves and `noApprover` is 'toUser'. */
  noApproverUser?: OrgValue;
  formOperates: FieldPermission[];
}
export interface CopyProperties {
  title: string;
  members: OrgValue;
  /** The initiator may add more cc members. */
  userOptional: boolean;
}
export type { FieldCondition, NumericCondition, NumericOperator } from '@agrimap/rules';
export { matchesNumeric } from '@agrimap/rules';
export interface ConditionProperties {
  title: string;
  conditions: FieldCondition[];
  /** The initiators this branch applies to (org-picker value), or null for anyone. */
  initiator: OrgValue | null;
  /** 1-based; lower runs first. */
  priority: number;
  isDefault: boolean;
}

interface NodeBase {
  nodeId: string;
  prevId?: string;
  content?: string;
  childNode?: ProcessNode;
}
export interface StartNode extends NodeBase {
  type: 'start';
  properties: StartProperties;
}
export interface ApproverNode extends NodeBase {
  type: 'approver';
  properties: ApproverProperties;
}
export interface CopyNode extends NodeBase {
  type: 'copy';
  properties: CopyProperties;
}
export interface ConditionNode extends NodeBase {
  type: 'condition';
  properties: ConditionProperties;
}
export interface BranchNode extends NodeBase {
  type: 'empty';
  properties?: Record<string, never>;
  conditionNodes: ConditionNode[];
}
export type ProcessNode = StartNode | ApproverNode | CopyNode | ConditionNode | BranchNode;
/** What a "+" between nodes may add. */
export type AddableType = 'approver' | 'copy' | 'condition';

// ---------------------------------------------------------------------------------------------
// Node ids: base 62 of a counter starting at 10000, least significant digit first (as the
// original designer writes them: 10000 → 'Ib2').

const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const FIRST_NODE_COUNTER = 10000;

export function encodeNodeId(counter: number): string {
  if (!Number.isSafeInteger(counter) || counter < 0) throw new RangeError(`bad node counter ${counter}`);
  let rest = counter;
  let out = '';
  do {
    const digit = rest % 62;
    out += DIGITS[digit];
    rest = (rest - digit) / 62;
  } while (rest > 0);
  return out;
}

/** The counter of an id written by `encodeNodeId`, or null for an id of another form. */
export function decodeNodeId(id: string): number | null {
  if (id === '' || id.length > 8) return null;
  let n = 0;
  for (let i = id.length - 1; i >= 0; i--) {
    const digit = DIGITS.indexOf(id[i] as string);
    if (digit < 0) return null;
    n = n * 62 + digit;
  }
  return n;
}

/** Hands out node ids; resumes past every id of a loaded tree so ids never repeat. */
export class NodeIds {
  private counter: number;
  constructor(start = FIRST_NODE_COUNTER) {
    this.counter = start;
  }
  static after(tree: ProcessNode | null | undefined): NodeIds {
    let max = FIRST_NODE_COUNTER - 1;
    for (const node of walk(tree)) {
      const n = decodeNodeId(node.nodeId);
      if (n !== null && n > max) max = n;
    }
    return new NodeIds(max + 1);
  }
  next(): string {
    return encodeNodeId(this.counter++);
  }
}

// ---------------------------------------------------------------------------------------------
// Creation

const emptyOrg = (): OrgValue => ({ dep: [], role: [], user: [], 'dep&user': [], position: [] });

export function createStart(ids: NodeIds): StartNode {
  return {
    type: 'start',
    nodeId: ids.next(),
    content: m.everyone,
    properties: { title: m.startTitle, initiator: 'ALL', formOperates: [] },
  };
}

export function createApprover(ids: NodeIds): ApproverNode {
  return {
    type: 'approver',
    nodeId: ids.next(),
    properties: {
      title: m.approverTitle,
      assigneeType: 'user',
      approvers: emptyOrg(),
      directorLevel: 1,
      counterSign: true,
      optionalMultiUser: false,
      optionalRange: 'ALL',
      noApprover: 'toAdmin',
      formOperates: [],
    },
  };
}

export function createCopy(ids: NodeIds): CopyNode {
  return {
    type: 'copy',
    nodeId: ids.next(),
    properties: { title: m.copyTitle, members: emptyOrg(), userOptional: true },
  };
}

function createCondition(ids: NodeIds, priority: number, isDefault: boolean): ConditionNode {
  return {
    type: 'condition',
    nodeId: ids.next(),
    content: isDefault ? m.defaultBranch : undefined,
    properties: {
      title: isDefault ? m.defaultBranch : m.conditionTitle(priority),
      conditions: [],
      initiator: null,
      priority,
      isDefault,
    },
  };
}

/** A branch group with one conditional branch and the default branch. */
export function createBranch(ids: NodeIds): BranchNode {
  const group: BranchNode = { type: 'empty', nodeId: ids.next(), conditionNodes: [] };
  group.conditionNodes = [createCondition(ids, 1, false), createCondition(ids, 2, true)];
  return linkPrev(group);
}

/** A new flow: only 发起人. */
export function createProcess(ids: NodeIds): StartNode {
  return createStart(ids);
}

// ---------------------------------------------------------------------------------------------
// Walking and finding

/** Every node of the tree, depth first in display order (a branch group, then its branches). */
export function* walk(node: ProcessNode | null | undefined): Generator<ProcessNode> {
  let current = node ?? undefined;
  while (current) {
    yield current;
    if (current.type === 'empty') for (const branch of current.conditionNodes) yield* walk(branch);
    current = current.childNode;
  }
}

export function findNode(tree: ProcessNode, nodeId: string): ProcessNode | undefined {
  for (const node of walk(tree)) if (node.nodeId === nodeId) return node;
  return undefined;
}

/** Rebuilds a tree bottom-up; `f` answers the replacement of a node (its children already mapped). */
function mapTree(
  node: ProcessNode,
  f: (node: ProcessNode) => ProcessNode | undefined,
): ProcessNode | undefined {
  let copy: ProcessNode = { ...node } as ProcessNode;
  if (copy.childNode) {
    const child = mapTree(copy.childNode, f);
    if (child) copy.childNode = child;
    else delete copy.childNode;
  }
  if (copy.type === 'empty') {
    copy = {
      ...copy,
      conditionNodes: copy.conditionNodes.map((c) => mapTree(c, f) as ConditionNode),
    };
  }
  return f(copy);
}

/** Sets every `prevId` from the structure (a branch's first node points at its condition node). */
function linkPrev<T extends ProcessNode>(node: T, prevId?: string): T {
  const out = { ...node } as T;
  if (prevId === undefined) delete out.prevId;
  else out.prevId = prevId;
  if (out.type === 'empty') {
    (out as BranchNode).conditionNodes = (out as BranchNode).conditionNodes.map((c) =>
      linkPrev(c, out.nodeId),
    );
  }
  if (out.childNode) out.childNode = linkPrev(out.childNode, out.nodeId);
  return out;
}

function requireNode(tree: ProcessNode, nodeId: string): ProcessNode {
  const node = findNode(tree, nodeId);
  if (!node) throw new Error(`no node ${nodeId}`);
  return node;
}

// ---------------------------------------------------------------------------------------------
// Operations

/**
 * The "+" after a node: inserts a new 审批人, 抄送人 or 条件分支 between `afterId` and its next
 * node. After a condition node the new node opens that branch; after a branch group it follows
 * the merge. A new branch group takes the following nodes after its merge.
 */
export function addNode(tree: StartNode, afterId: string, type: AddableType, ids: NodeIds): StartNode {
  requireNode(tree, afterId);
  const created: ProcessNode =
    type === 'approver' ? createApprover(ids) : type === 'copy' ? createCopy(ids) : createBranch(ids);
  const next = mapTree(tree, (node) => {
    if (node.nodeId !== afterId) return node;
    const inserted = { ...created } as ProcessNode;
    if (node.childNode) inserted.childNode = node.childNode;
    return { ...node, childNode: inserted } as ProcessNode;
  });
  return linkPrev(next as StartNode);
}

/**
 * Removes a node. 发起人 cannot be removed. Removing an approver, cc or whole branch group joins its
 * neighbours. Removing a condition branch drops the branch and its nodes; when one branch would be
 * left the group goes away and that branch's nodes stay in its place. The default branch can only
 * be removed that way (with one other branch left: `canRemoveBranch`).
 */
export function removeNode(tree: StartNode, nodeId: string): StartNode {
  const target = requireNode(tree, nodeId);
  if (target.type === 'start') throw new Error('the start node cannot be removed');
  if (target.type === 'condition' && target.properties.isDefault && !canRemoveBranch(tree, nodeId))
    throw new Error('the default branch is removed only with the last other branch');
  const next = mapTree(tree, (node) => {
    if (node.type === 'empty' && node.conditionNodes.some((c) => c.nodeId === nodeId)) {
      const rest = node.conditionNodes.filter((c) => c.nodeId !== nodeId);
      if (rest.length === 1) {
        // One branch is left: its nodes replace the group.
        return append(rest[0]?.childNode, node.childNode);
      }
      return { ...node, conditionNodes: renumber(rest) };
    }
    if (node.childNode?.nodeId === nodeId) {
      const removed = node.childNode;
      const after = removed.childNode;
      const copy = { ...node } as ProcessNode;
      if (after) copy.childNode = after;
      else delete copy.childNode;
      return copy;
    }
    return node;
  });
  return linkPrev(next as StartNode);
}

/** Whether a branch may be removed: any conditional one; the default one only when one other is left. */
export function canRemoveBranch(tree: ProcessNode, conditionId: string): boolean {
  for (const node of walk(tree)) {
    if (node.type !== 'empty') continue;
    const branch = node.conditionNodes.find((c) => c.nodeId === conditionId);
    if (branch) return !branch.properties.isDefault || node.conditionNodes.length <= 2;
  }
  return false;
}

/** A chain of nodes followed by `tail`. */
function append(chain: ProcessNode | undefined, tail: ProcessNode | undefined): ProcessNode | undefined {
  if (!chain) return tail;
  const copy = { ...chain } as ProcessNode;
  copy.childNode = append(chain.childNode, tail);
  if (!copy.childNode) delete copy.childNode;
  return copy;
}

/** Priorities 1…n in order, the default branch last; conditional titles follow their priority. */
function renumber(branches: readonly ConditionNode[]): ConditionNode[] {
  const ordered = [
    ...branches.filter((b) => !b.properties.isDefault),
    ...branches.filter((b) => b.properties.isDefault),
  ];
  return ordered.map((b, i) => {
    const auto = /^条件\d+$/.test(b.properties.title);
    return {
      ...b,
      properties: {
        ...b.properties,
        priority: i + 1,
        title: auto && !b.properties.isDefault ? m.conditionTitle(i + 1) : b.properties.title,
      },
    };
  });
}

/** Adds a conditional branch to a group, just before the default branch. */
export function addBranch(tree: StartNode, groupId: string, ids: NodeIds): StartNode {
  const group = requireNode(tree, groupId);
  if (group.type !== 'empty') throw new Error(`${groupId} is not a branch group`);
  const branch = createCondition(ids, group.conditionNodes.length, false);
  const next = mapTree(tree, (node) => {
    if (node.nodeId !== groupId || node.type !== 'empty') return node;
    const conditional = node.conditionNodes.filter((c) => !c.properties.isDefault);
    const defaults = node.conditionNodes.filter((c) => c.properties.isDefault);
    return { ...node, conditionNodes: renumber([...conditional, branch, ...defaults]) };
  });
  return linkPrev(next as StartNode);
}

/**
 * Moves a conditional branch `delta` places (−1 earlier = higher priority). The default branch
 * does not move and nothing moves past it; a move beyond the ends stops at them.
 */
export function moveBranch(tree: StartNode, conditionId: string, delta: number): StartNode {
  const next = mapTree(tree, (node) => {
    if (node.type !== 'empty') return node;
    const from = node.conditionNodes.findIndex((c) => c.nodeId === conditionId);
    if (from < 0) return node;
    const conditional = node.conditionNodes.filter((c) => !c.properties.isDefault);
    const at = conditional.findIndex((c) => c.nodeId === conditionId);
    if (at < 0) return node;
    const to = Math.max(0, Math.min(conditional.length - 1, at + delta));
    const [moved] = conditional.splice(at, 1);
    conditional.splice(to, 0, moved as ConditionNode);
    return {
      ...node,
      conditionNodes: renumber([
        ...conditional,
        ...node.conditionNodes.filter((c) => c.properties.isDefault),
      ]),
    };
  });
  return linkPrev(next as StartNode);
}

/** Replaces the properties (and content) of a node. */
export function updateNode<T extends ProcessNode>(
  tree: StartNode,
  nodeId: string,
  properties: Partial<T['properties']>,
  content?: string,
): StartNode {
  requireNode(tree, nodeId);
  const next = mapTree(tree, (node) => {
    if (node.nodeId !== nodeId) return node;
    const copy = { ...node, properties: { ...node.properties, ...properties } } as ProcessNode;
    if (content !== undefined) copy.content = content;
    return copy;
  });
  return next as StartNode;
}

// ---------------------------------------------------------------------------------------------
// Validation (发布)

export interface NodeProblem {
  nodeId: string;
  title: string;
  problem: string;
}

/** The unfinished nodes of a tree, in display order: approvers without approver, cc without members, empty conditions. */
export function unfinishedNodes(tree: ProcessNode): NodeProblem[] {
  const problems: NodeProblem[] = [];
  for (const node of walk(tree)) {
    if (node.type === 'approver') {
      const p = node.properties;
      const missing =
        (p.assigneeType === 'user' && p.approvers.user.length === 0) ||
        (p.assigneeType === 'role' && p.approvers.role.length === 0) ||
        (p.assigneeType === 'position' && p.approvers.position.length === 0) ||
        (p.assigneeType === 'director' && !(p.directorLevel >= 1));
      if (missing) problems.push({ nodeId: node.nodeId, title: p.title, problem: m.unfinished.approver });
    } else if (node.type === 'copy') {
      if (orgCount(node.properties.members) === 0 && !node.properties.userOptional)
        problems.push({ nodeId: node.nodeId, title: node.properties.title, problem: m.unfinished.copy });
    } else if (node.type === 'condition') {
      const p = node.properties;
      if (!p.isDefault && p.conditions.length === 0 && orgCount(p.initiator) === 0)
        problems.push({ nodeId: node.nodeId, title: p.title, problem: m.unfinished.condition });
    }
  }
  return problems;
}

/** Why 发布 is refused (naming the first unfinished node), or null when the flow may be published. */
export function publishRefusal(tree: ProcessNode): string | null {
  const first = unfinishedNodes(tree)[0];
  return first ? m.publishRefused(first.title, first.problem) : null;
}

// ---------------------------------------------------------------------------------------------
// Conditions

/** The request a branch is chosen for: the form's values by formId and the initiator. */
export interface RequestFacts {
  values: Readonly<Record<number, unknown>>;
  initiator: {
    userId: string;
    deptIds: readonly string[];
    roleIds: readonly string[];
    positionIds: readonly string[];
  };
}

/** Whether every condition of a branch holds (a default branch always does). */
export function branchMatches(branch: ConditionNode, facts: RequestFacts): boolean {
  return propertiesMatch(branch.properties, (formId) => facts.values[formId], facts.initiator);
}

/** The branch a request takes: the first matching by priority, else the default branch. */
export function chooseBranch(group: BranchNode, facts: RequestFacts): ConditionNode {
  return pickBranch(group.conditionNodes, (formId) => facts.values[formId], facts.initiator) as ConditionNode;
}
