/**
 * Approval condition matching (条件分支 of the approval flow designer, spec approval-designer.md):
 * which branch of a branch group a request takes. The web app's designer and the sandbox's
 * approval runtime both use this one copy.
 *
 * A branch group (`empty` node) holds `condition` branches; each has a priority (lower first), an
 * optional initiator scope (org-picker value: users, departments with their sub-departments,
 * functional groups, positions) and conditions on form fields: numeric (< ≤ > ≥ = and between
 * with its own bounds) or options (any chosen option among the wanted ones). The first branch by
 * priority whose conditions all hold is taken, else the default branch (`isDefault`).
 *
 * The input is read defensively (a stored tree is plain JSON): a missing or malformed condition
 * never matches, missing conditions or initiators mean "anyone".
 */

/** The org picker's tabs (SPEC §3). */
export type OrgTab = 'dep' | 'role' | 'user' | 'dep&user' | 'position';
/** One selected node of an org-picker value. */
export interface OrgRef {
  type?: string;
  id: string;
  name: string;
}
/** An org-picker value, tabs possibly missing. */
export type OrgScope = Partial<Record<OrgTab, OrgRef[]>>;

const TABS: readonly OrgTab[] = ['dep', 'role', 'user', 'dep&user', 'position'];

/** The items of a tab of a stored org value (anything not an item with an id is left out, ids as text). */
export function orgRefs(v: unknown): OrgRef[] {
  return Array.isArray(v)
    ? v
        .filter((x): x is OrgRef => !!x && typeof x === 'object' && 'id' in x)
        .map((x) => ({ ...x, id: String(x.id) }))
    : [];
}

/** How many items an org value holds over all its tabs (0 for none or not an object). */
export function orgCount(v: OrgScope | null | undefined): number {
  if (!v || typeof v !== 'object') return 0;
  return TABS.reduce((n, k) => n + orgRefs(v[k]).length, 0);
}

/** Who starts a request, as condition matching needs them (ids compared as text). */
export interface Initiator {
  userId: string | number;
  /** The initiator's department and its ancestors. */
  deptIds: readonly (string | number)[];
  /** Functional groups (the org picker's 角色). */
  roleIds: readonly (string | number)[];
  /** Position codes (岗位). */
  positionIds: readonly string[];
}

/**
 * Whether the initiator belongs to an org scope: one of its users, a department of it (the
 * initiator's department or an ancestor), one of its groups or positions. 'ALL', no scope and an
 * empty scope admit anyone. In 部门和人员 (`dep&user`) an item typed `user` is a user, any other a
 * department.
 */
export function initiatorIn(scope: OrgScope | 'ALL' | null | undefined, who: Initiator): boolean {
  if (scope === 'ALL' || !scope || orgCount(scope) === 0) return true;
  const both = orgRefs(scope['dep&user']);
  const ids = (refs: OrgRef[]) => new Set(refs.map((i) => i.id));
  const users = ids([...orgRefs(scope.user), ...both.filter((i) => i.type === 'user')]);
  const depts = ids([...orgRefs(scope.dep), ...both.filter((i) => i.type !== 'user')]);
  const groups = ids(orgRefs(scope.role));
  const positions = ids(orgRefs(scope.position));
  return (
    users.has(String(who.userId)) ||
    who.deptIds.some((d) => depts.has(String(d))) ||
    who.roleIds.some((g) => groups.has(String(g))) ||
    who.positionIds.some((p) => positions.has(p))
  );
}

export type NumericOperator = 'lt' | 'lte' | 'gt' | 'gte' | 'eq' | 'bet';
/** A numeric comparison; `bet` compares `low op1 value op2 high`. */
export type NumericCondition =
  | { type: Exclude<NumericOperator, 'bet'>; value: number }
  | { type: 'bet'; value: [number, 'lt' | 'lte', 'lt' | 'lte', number] };
/** The chosen options of an option field: any of them among `value`. */
export interface OptionsCondition {
  type: 'options';
  value: string[];
}
/** One condition on a form field: numeric, or the chosen options of an option field. */
export interface FieldCondition {
  formId: number;
  conditionValue: NumericCondition | OptionsCondition;
}

/** A form value as a number ('' and non-numbers are not numbers). */
export function numberOf(value: unknown): number | null {
  const x =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : Number.NaN;
  return Number.isFinite(x) ? x : null;
}

/** Whether a value satisfies a numeric condition (non-numbers never do). */
export function matchesNumeric(condition: NumericCondition, value: unknown): boolean {
  const x = numberOf(value);
  if (x === null) return false;
  const cmp = (op: 'lt' | 'lte', a: number, b: number) => (op === 'lt' ? a < b : a <= b);
  switch (condition.type) {
    case 'lt':
      return x < condition.value;
    case 'lte':
      return x <= condition.value;
    case 'gt':
      return x > condition.value;
    case 'gte':
      return x >= condition.value;
    case 'eq':
      return x === condition.value;
    case 'bet': {
      const [low, op1, op2, high] = condition.value;
      return cmp(op1, low, x) && cmp(op2, x, high);
    }
    default:
      return false;
  }
}

/** What matching reads of a branch's properties (the designer's `ConditionProperties`, or stored JSON). */
export interface BranchFacts {
  isDefault?: unknown;
  priority?: unknown;
  initiator?: unknown;
  conditions?: unknown;
}

/** The value of a form field (by formId) in the request being routed. */
export type FieldValue = (formId: number) => unknown;

/** Whether every condition of a branch holds for the request (a default branch always does). */
export function branchMatches(
  properties: BranchFacts | undefined,
  fieldValue: FieldValue,
  who: Initiator,
): boolean {
  const p = properties ?? {};
  if (p.isDefault === true) return true;
  if (!initiatorIn(p.initiator as OrgScope | 'ALL' | null | undefined, who)) return false;
  const conditions = Array.isArray(p.conditions) ? (p.conditions as Array<Record<string, unknown>>) : [];
  return conditions.every((c) => {
    const value = fieldValue(Number(c.formId));
    const cv = c.conditionValue as { type?: string; value?: unknown } | undefined;
    if (!cv) return false;
    if (cv.type === 'options') {
      const wanted = Array.isArray(cv.value) ? cv.value.map(String) : [];
      const chosen = Array.isArray(value) ? value.map(String) : value == null ? [] : [String(value)];
      return chosen.some((v) => wanted.includes(v));
    }
    return matchesNumeric(cv as NumericCondition, value);
  });
}

/** The branch a request takes: the first matching by priority, else the default branch. */
export function chooseBranch<B extends { properties?: BranchFacts }>(
  branches: readonly B[],
  fieldValue: FieldValue,
  who: Initiator,
): B | undefined {
  const priority = (b: B) => Number(b.properties?.priority ?? 0);
  const ordered = [...branches].sort((a, b) => priority(a) - priority(b));
  return (
    ordered.find((b) => b.properties?.isDefault !== true && branchMatches(b.properties, fieldValue, who)) ??
    ordered.find((b) => b.properties?.isDefault === true)
  );
}
