/**
 * The approval runtime's pure rules (no database): which route a request takes through a frozen
 * process tree (条件分支 by priority, matched by @agrimap/rules — the web designer's rules), the
 * field permissions of a node, the validation of a start form and of an approver's edits, the
 * summary (摘要) of a request, the 主管 of a level and whether a node is decided (会签 / 或签).
 *
 * The tree is the designer's model (spec approval-designer.md): `start → approver | copy |
 * empty (conditionNodes: condition…) → …`; org values are `{dep, role, user, 'dep&user',
 * position}` lists of `{type, id, name}`.
 */

import {
  chooseBranch,
  type Initiator,
  numberOf,
  type OrgScope,
  orgCount,
  orgRefs,
  initiatorIn as scopeAdmits,
} from '@agrimap/rules';

export type { OrgRef } from '@agrimap/rules';
export { matchesNumeric, numberOf, orgCount } from '@agrimap/rules';
export type OrgValueLike = OrgScope;

export interface TreeNode {
  type: string;
  nodeId: string;
  properties?: Record<string, unknown>;
  childNode?: TreeNode;
  conditionNodes?: TreeNode[];
}

export interface FormItemLike {
  formId: number;
  label: string;
  vModel?: string;
  tagIcon?: string;
  required?: boolean;
  asSummary?: boolean;
  options?: Array<{ label: string; value: unknown }>;
  children?: FormItemLike[];
}

/** Field permission: 2 可编辑, 1 只读, 0 隐藏. */
export type FormOperate = 0 | 1 | 2;

/** Who started the request, for 条件 on the initiator and for 主管. */
export interface InitiatorFacts {
  userId: number;
  /** The initiator's department and its ancestors, nearest first. */
  deptChain: number[];
  /** Functional groups (the org picker's 角色). */
  groupIds: number[];
  /** Position codes (岗位). */
  positions: string[];
}

export type AssigneeType = 'user' | 'director' | 'role' | 'position' | 'myself' | 'optional';

/** An approver step of a route, as decided at start. */
export interface ApproverStep {
  kind: 'approver';
  nodeId: string;
  title: string;
  assigneeType: AssigneeType;
  directorLevel: number;
  approvers: OrgValueLike;
  counterSign: boolean;
  noApprover: 'autoPass' | 'toAdmin';
  formOperates: Array<{ formId: number; formOperate: FormOperate }>;
}
/** A cc step of a route. */
export interface CopyStep {
  kind: 'copy';
  nodeId: string;
  title: string;
  members: OrgValueLike;
  userOptional: boolean;
}
export type RouteStep = ApproverStep | CopyStep;

export const vModelOf = (item: FormItemLike): string => item.vModel ?? `field${item.formId}`;

/** Every field of a form, row containers opened (table columns stay inside their table). */
export function flattenItems(items: readonly FormItemLike[]): FormItemLike[] {
  return items.flatMap((i) => (i.tagIcon === 'row' ? flattenItems(i.children ?? []) : [i]));
}

/** The initiator as @agrimap/rules matches them. */
const initiatorOf = (who: InitiatorFacts): Initiator => ({
  userId: who.userId,
  deptIds: who.deptChain,
  roleIds: who.groupIds,
  positionIds: who.positions,
});

/** Whether the initiator belongs to an org scope (users, departments incl. sub-departments, groups, positions). */
export function initiatorIn(scope: OrgValueLike | 'ALL' | null | undefined, who: InitiatorFacts): boolean {
  return scopeAdmits(scope, initiatorOf(who));
}

const operatesOf = (p: Record<string, unknown>) =>
  (Array.isArray(p.formOperates) ? p.formOperates : [])
    .filter((o): o is { formId: number; formOperate: FormOperate } => !!o && typeof o === 'object')
    .map((o) => ({ formId: Number(o.formId), formOperate: Number(o.formOperate) as FormOperate }));

/** The approver and cc steps a request goes through, branches decided by its start values. */
export function routeSteps(
  tree: TreeNode,
  items: readonly FormItemLike[],
  values: Readonly<Record<string, unknown>>,
  who: InitiatorFacts,
): RouteStep[] {
  const steps: RouteStep[] = [];
  const byId = new Map(flattenItems(items).map((i) => [i.formId, i]));
  const fieldValue = (formId: number) => {
    const item = byId.get(formId);
    return item ? values[vModelOf(item)] : undefined;
  };
  const initiator = initiatorOf(who);
  const visit = (node: TreeNode | undefined): void => {
    let current = node;
    while (current) {
      const p = current.properties ?? {};
      const title = typeof p.title === 'string' ? p.title : '';
      if (current.type === 'approver') {
        steps.push({
          kind: 'approver',
          nodeId: current.nodeId,
          title,
          assigneeType: (p.assigneeType as AssigneeType) ?? 'user',
          directorLevel: Math.max(1, Number(p.directorLevel ?? 1) || 1),
          approvers: (p.approvers as OrgValueLike) ?? {},
          counterSign: p.counterSign !== false,
          noApprover: p.noApprover === 'autoPass' ? 'autoPass' : 'toAdmin',
          formOperates: operatesOf(p),
        });
      } else if (current.type === 'copy') {
        steps.push({
          kind: 'copy',
          nodeId: current.nodeId,
          title,
          members: ((p.members ?? p.menbers) as OrgValueLike) ?? {},
          userOptional: p.userOptional === true,
        });
      } else if (current.type === 'empty') {
        visit(chooseBranch(current.conditionNodes ?? [], fieldValue, initiator)?.childNode);
      }
      current = current.childNode;
    }
  };
  visit(tree.childNode);
  return steps;
}

/** A field's permission at a node; the start node edits what it does not list, approvers read it. */
export function fieldOperate(
  operates: ReadonlyArray<{ formId: number; formOperate: FormOperate }>,
  formId: number,
  fallback: FormOperate,
): FormOperate {
  const found = operates.find((o) => o.formId === formId);
  return found ? found.formOperate : fallback;
}

export function startOperates(tree: TreeNode): Array<{ formId: number; formOperate: FormOperate }> {
  return operatesOf(tree.properties ?? {});
}

export const isEmptyValue = (v: unknown): boolean =>
  v === undefined ||
  v === null ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.length === 0) ||
  (typeof v === 'object' && !Array.isArray(v) && orgLike(v) && orgCount(v as OrgValueLike) === 0);

const orgLike = (v: object) => ['dep', 'user', 'role', 'position'].some((k) => k in v);

const NUMERIC = new Set(['amount', 'number', 'calculate', 'slider', 'rate']);
const OPTIONS = new Set(['select', 'radio', 'checkbox']);

export interface FormMessages {
  required: (label: string) => string;
  notNumber: (label: string) => string;
  badOption: (label: string) => string;
  notEditable: (label: string) => string;
}

/** Whether a value fits its field's type (numbers for numeric fields, offered options for option fields). */
function typeProblem(item: FormItemLike, value: unknown, m: FormMessages): string | null {
  if (isEmptyValue(value)) return null;
  if (NUMERIC.has(item.tagIcon ?? '') && numberOf(value) === null) return m.notNumber(item.label);
  if (OPTIONS.has(item.tagIcon ?? '') && Array.isArray(item.options) && item.options.length > 0) {
    const offered = new Set(item.options.map((o) => String(o.value)));
    const chosen = Array.isArray(value) ? value : [value];
    if (chosen.some((v) => !offered.has(String(v)))) return m.badOption(item.label);
  }
  return null;
}

/**
 * The values a request starts with, by the start node's permissions: hidden and read-only fields
 * may not be given; required editable fields must be; values must fit their types. Answers the
 * cleaned values (editable fields only) or the first problem.
 */
export function checkStartValues(
  items: readonly FormItemLike[],
  operates: ReadonlyArray<{ formId: number; formOperate: FormOperate }>,
  values: Readonly<Record<string, unknown>>,
  m: FormMessages,
): { values: Record<string, unknown> } | { problem: string } {
  const out: Record<string, unknown> = {};
  for (const item of flattenItems(items)) {
    const key = vModelOf(item);
    const op = fieldOperate(operates, item.formId, 2);
    const value = values[key];
    if (op !== 2) {
      if (!isEmptyValue(value)) return { problem: m.notEditable(item.label) };
      continue;
    }
    if (item.required && isEmptyValue(value)) return { problem: m.required(item.label) };
    const bad = typeProblem(item, value, m);
    if (bad) return { problem: bad };
    if (value !== undefined) out[key] = value;
  }
  return { values: out };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * An approver's changes: only 可编辑 fields may change (a 只读 or 隐藏 field sent with another
 * value is refused); with `requireFilled` (同意) required editable fields must be filled.
 * Answers the merged values or the first problem.
 */
export function applyApproverEdits(
  items: readonly FormItemLike[],
  operates: ReadonlyArray<{ formId: number; formOperate: FormOperate }>,
  before: Readonly<Record<string, unknown>>,
  edits: Readonly<Record<string, unknown>> | undefined,
  requireFilled: boolean,
  m: FormMessages,
): { values: Record<string, unknown> } | { problem: string } {
  const out: Record<string, unknown> = { ...before };
  const known = new Map(flattenItems(items).map((i) => [vModelOf(i), i]));
  for (const [key, value] of Object.entries(edits ?? {})) {
    const item = known.get(key);
    if (!item) continue;
    const op = fieldOperate(operates, item.formId, 1);
    if (op !== 2) {
      if (!same(value, before[key])) return { problem: m.notEditable(item.label) };
      continue;
    }
    const bad = typeProblem(item, value, m);
    if (bad) return { problem: bad };
    out[key] = value;
  }
  if (requireFilled) {
    for (const item of known.values()) {
      if (item.required && fieldOperate(operates, item.formId, 1) === 2 && isEmptyValue(out[vModelOf(item)]))
        return { problem: m.required(item.label) };
    }
  }
  return { values: out };
}

/** The form as a viewer may see it: hidden fields (and their values) left out. */
export function visibleForm(
  items: readonly FormItemLike[],
  operates: ReadonlyArray<{ formId: number; formOperate: FormOperate }>,
  values: Readonly<Record<string, unknown>>,
  fallback: FormOperate,
): { items: Array<FormItemLike & { formOperate: FormOperate }>; values: Record<string, unknown> } {
  const outValues: Record<string, unknown> = {};
  type Shown = FormItemLike & { formOperate: FormOperate };
  const visit = (list: readonly FormItemLike[]): Shown[] =>
    list.flatMap((item): Shown[] => {
      if (item.tagIcon === 'row') {
        const children = visit(item.children ?? []);
        return children.length ? [{ ...item, children, formOperate: 1 as FormOperate }] : [];
      }
      const op = fieldOperate(operates, item.formId, fallback);
      if (op === 0) return [];
      const key = vModelOf(item);
      if (key in values) outValues[key] = values[key];
      return [{ ...item, formOperate: op }];
    });
  return { items: visit(items), values: outValues };
}

function display(item: FormItemLike, value: unknown): string {
  if (isEmptyValue(value)) return '';
  if (Array.isArray(item.options) && item.options.length > 0) {
    const label = (v: unknown) =>
      item.options?.find((o) => String(o.value) === String(v))?.label ?? String(v);
    return Array.isArray(value) ? value.map(label).join('、') : label(value);
  }
  if (item.tagIcon === 'amount') {
    const x = numberOf(value);
    return x === null ? String(value) : x.toFixed(2);
  }
  if (Array.isArray(value))
    return value.every((v) => typeof v !== 'object') ? value.join(' 至 ') : `${value.length} 项`;
  if (typeof value === 'object') {
    const names = Object.values(value as Record<string, unknown>)
      .flatMap((v) => orgRefs(v))
      .map((r) => r.name);
    return names.join('、');
  }
  return String(value);
}

/** 摘要: the fields marked asSummary (else the first three), `label：value` joined by '；'. */
export function summarize(items: readonly FormItemLike[], values: Readonly<Record<string, unknown>>): string {
  const fields = flattenItems(items).filter((i) => i.tagIcon !== 'table' && i.tagIcon !== 'upload');
  const marked = fields.filter((i) => i.asSummary);
  const chosen = (marked.length ? marked : fields).slice(0, 3);
  return chosen
    .map((i) => {
      const text = display(i, values[vModelOf(i)]);
      return text ? `${i.label}：${text}` : '';
    })
    .filter(Boolean)
    .join('；')
    .slice(0, 200);
}

/**
 * The 主管 of a level: walking up from the initiator's department, the level-th leader who is
 * not the initiator (a leader's own 直接主管 is the leader of the department above).
 */
export function directorOf(
  level: number,
  initiatorId: number,
  chain: ReadonlyArray<{ deptId: number; leaderId: number | null }>,
): number | null {
  let n = 0;
  let last: number | null = null;
  for (const d of chain) {
    if (d.leaderId === null || d.leaderId === initiatorId || d.leaderId === last) continue;
    last = d.leaderId;
    n += 1;
    if (n === level) return d.leaderId;
  }
  return null;
}

/** Task states: 0 待办, 1 同意, 2 驳回, 3 转交, 4 退回, 5 取消. */
export const TASK = {
  pending: 0,
  approved: 1,
  rejected: 2,
  transferred: 3,
  returned: 4,
  canceled: 5,
} as const;

/** Whether a node is decided after an approval: 或签 the first, 会签 when no one is left waiting. */
export function nodePassed(counterSign: boolean, statuses: readonly number[]): boolean {
  if (!statuses.includes(TASK.approved)) return false;
  return counterSign ? !statuses.includes(TASK.pending) : true;
}
