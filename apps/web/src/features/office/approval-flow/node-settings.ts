/**
 * The settings of one node as its drawer edits them, free of components: what a node card shows
 * (its content), what a settings panel refuses before 确定, and the per-field permissions of a
 * node over every field of the form.
 */
import type { FormField } from '@/components/form-designer';
import { NUMERIC_TYPES, OPTION_TYPES } from '@/components/form-fields/field-types';
import {
  emptyOrgValue,
  flattenOrgValue,
  normalizeOrgValue,
  type OrgValue,
} from '@/components/org-picker/types';
import { flowMessages as m, processMessages as pm } from './messages';
import type {
  ApproverProperties,
  ConditionProperties,
  CopyProperties,
  FieldCondition,
  FieldPermission,
  FormOperate,
  NumericCondition,
  StartProperties,
} from './process-model';

const names = (value: OrgValue | null | undefined): string =>
  flattenOrgValue(normalizeOrgValue(value))
    .map((i) => i.name)
    .join('、');

// ---------------------------------------------------------------------------------------------
// Field permissions

/** The top-level fields a node's permissions are set for (a 明细 is one field; a 行容器 its children). */
export function permissionFields(fields: readonly FormField[]): FormField[] {
  return fields.flatMap((f) => (f.tagIcon === 'row' ? (f.children ?? []) : [f]));
}

/**
 * A permission for every field of the form, in form order: the saved one, else `fallback`
 * (发起人 edits, approvers read). Permissions of fields no longer in the form are dropped.
 */
export function completeOperates(
  fields: readonly FormField[],
  saved: readonly FieldPermission[] | undefined,
  fallback: FormOperate,
): FieldPermission[] {
  const byId = new Map((saved ?? []).map((p) => [p.formId, p.formOperate]));
  return permissionFields(fields).map((f) => ({
    formId: f.formId,
    formOperate: byId.get(f.formId) ?? fallback,
  }));
}

// ---------------------------------------------------------------------------------------------
// Conditions

export type ConditionKind = 'numeric' | 'options' | 'unsupported';

/** How a condition field is compared: numbers by operator, option fields by choice. */
export function conditionKind(field: Pick<FormField, 'tagIcon'>): ConditionKind {
  if (NUMERIC_TYPES.has(field.tagIcon)) return 'numeric';
  if (OPTION_TYPES.has(field.tagIcon)) return 'options';
  return 'unsupported';
}

/** The fields marked 作为审批条件, in form order (inside 行容器 and 明细 too). */
export function conditionFields(fields: readonly FormField[]): FormField[] {
  const out: FormField[] = [];
  const visit = (list: readonly FormField[]) => {
    for (const f of list) {
      if (f.proCondition) out.push(f);
      if (f.children) visit(f.children);
    }
  };
  visit(fields);
  return out;
}

/** A new condition on a field: `> 0` for numbers, no option chosen for option fields. */
export function newCondition(field: FormField): FieldCondition {
  return conditionKind(field) === 'options'
    ? { formId: field.formId, conditionValue: { type: 'options', value: [] } }
    : { formId: field.formId, conditionValue: { type: 'gt', value: Number.NaN } };
}

const SYMBOL = m.condition.operators;

function numericText(label: string, c: NumericCondition): string {
  if (c.type === 'bet') {
    const [low, op1, op2, high] = c.value;
    return `${low} ${SYMBOL[op1]} ${label} ${SYMBOL[op2]} ${high}`;
  }
  return `${label} ${SYMBOL[c.type]} ${c.value}`;
}

function optionNames(field: FormField | undefined, values: readonly string[]): string {
  const options = field?.options ?? [];
  return values.map((v) => options.find((o) => o.value === v)?.label ?? v).join('、');
}

/** What a condition card shows: `金额 > 5000 且 发起人属于 财务部`. */
export function conditionContent(p: ConditionProperties, fields: readonly FormField[]): string {
  if (p.isDefault) return pm.defaultBranch;
  const byId = new Map(conditionFields(fields).map((f) => [f.formId, f]));
  const parts = p.conditions.map((c) => {
    const field = byId.get(c.formId);
    const label = field?.label ?? String(c.formId);
    return c.conditionValue.type === 'options'
      ? m.condition.summaryOptions(label, optionNames(field, c.conditionValue.value))
      : numericText(label, c.conditionValue);
  });
  const who = names(p.initiator);
  if (who) parts.push(m.condition.summaryInitiator(who));
  return parts.join(m.condition.summaryAnd);
}

/** Why a condition panel cannot be saved (empty when it can). */
export function conditionProblems(p: ConditionProperties, fields: readonly FormField[]): string[] {
  if (p.isDefault) return [];
  const problems: string[] = [];
  const byId = new Map(conditionFields(fields).map((f) => [f.formId, f]));
  for (const c of p.conditions) {
    const label = byId.get(c.formId)?.label ?? String(c.formId);
    const v = c.conditionValue;
    if (v.type === 'options') {
      if (v.value.length === 0) problems.push(m.condition.optionsRequired(label));
    } else if (v.type === 'bet') {
      const [low, , , high] = v.value;
      if (!Number.isFinite(low) || !Number.isFinite(high)) problems.push(m.condition.valueRequired(label));
      else if (!(low < high)) problems.push(m.condition.rangeInvalid(label));
    } else if (!Number.isFinite(v.value)) problems.push(m.condition.valueRequired(label));
  }
  const initiators = flattenOrgValue(normalizeOrgValue(p.initiator)).length;
  if (p.conditions.length === 0 && initiators === 0) problems.push(m.condition.required);
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Approvers, cc, start

/** What an approver card shows: the members, `直接主管`, the roles … */
export function approverContent(p: ApproverProperties): string {
  const a = m.approver;
  switch (p.assigneeType) {
    case 'user':
      return names({ ...normalizeOrgValue(p.approvers), dep: [], role: [], position: [], 'dep&user': [] });
    case 'role':
      return names({ ...emptyOrgValue(), role: normalizeOrgValue(p.approvers).role });
    case 'position':
      return names({ ...emptyOrgValue(), position: normalizeOrgValue(p.approvers).position });
    case 'director':
      return a.levelOption(p.directorLevel);
    case 'myself':
      return a.types.myself;
    case 'optional':
      return a.types.optional;
  }
}

/** Why an approver panel cannot be saved (empty when it can). */
export function approverProblems(p: ApproverProperties): string[] {
  const problems: string[] = [];
  const a = m.approver;
  const v = normalizeOrgValue(p.approvers);
  if (!p.title.trim()) problems.push(m.node.titleRequired);
  if (p.assigneeType === 'user' && v.user.length === 0) problems.push(a.membersRequired);
  if (p.assigneeType === 'role' && v.role.length === 0) problems.push(a.rolesRequired);
  if (p.assigneeType === 'position' && v.position.length === 0) problems.push(a.positionsRequired);
  if (p.noApprover === 'toUser' && normalizeOrgValue(p.noApproverUser).user.length === 0)
    problems.push(a.noApproverUserRequired);
  return problems;
}

export function copyContent(p: CopyProperties): string {
  const who = names(p.members);
  if (who) return who;
  return p.userOptional ? m.copy.initiatorAdds : '';
}

export function copyProblems(p: CopyProperties): string[] {
  const problems: string[] = [];
  if (!p.title.trim()) problems.push(m.node.titleRequired);
  if (flattenOrgValue(normalizeOrgValue(p.members)).length === 0 && !p.userOptional)
    problems.push(m.copy.required);
  return problems;
}

export function startContent(p: StartProperties): string {
  if (p.initiator === 'ALL') return pm.everyone;
  return names(p.initiator) || pm.everyone;
}
