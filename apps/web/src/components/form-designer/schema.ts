/**
 * The saved form document of the designer and its validation (issue: "a JSON document
 * (fields, formModel, rules, layout) that a schema validates on load and on save").
 *
 * Fields follow the approval designer's model (approval-designer notes): formId, vModel
 * (`field` + formId), cmpType common|custom, tag, tagIcon (our field type), layout
 * colFormItem|rowFormItem, required, proCondition, plus the per-type settings below.
 */
import {
  type CalcCandidate,
  type CalcToken,
  checkFormula,
  tokensToText,
} from '@/components/form-fields/calculate';
import {
  CONTAINER_TYPES,
  type FieldType,
  fieldTypeLabel,
  isFieldType,
  NUMERIC_TYPES,
  OPTION_TYPES,
  TABLE_COLUMN_TYPES,
} from '@/components/form-fields/field-types';
import { fieldMessages } from '@/components/form-fields/messages';
import { isOrgTab, ORG_MAX_DEFAULT, type OrgTab } from '@/components/org-picker/types';
import { designerMessages as m } from './messages';

export interface FieldOption {
  label: string;
  value: string;
  children?: FieldOption[];
}

export interface FormField {
  formId: number;
  /** `field` + formId. */
  vModel: string;
  /** common = a plain antd input, custom = one of our widgets. */
  cmpType: 'common' | 'custom';
  /** The component tag of the original designer (e.g. el-input, fc-amount). */
  tag: string;
  /** The field type (also its icon name). */
  tagIcon: FieldType;
  label: string;
  layout: 'colFormItem' | 'rowFormItem';
  required: boolean;
  /** Offered to the approval flow as a branch condition. */
  proCondition: boolean;
  placeholder?: string;
  /** Width in grid columns (1–24). */
  span: number;
  defaultValue?: unknown;
  options?: FieldOption[];
  min?: number;
  max?: number;
  step?: number;
  precision?: number;
  maxLength?: number;
  /** Extra pattern rules: `{ pattern, message }` (pattern is a RegExp source). */
  regList?: Array<{ pattern: string; message: string }>;
  /** 计算公式: the expression tokens (refs are vModels or `table.column`). */
  expression?: CalcToken[];
  /** 部门/人员: the picker's tabs and maximum. */
  tabList?: OrgTab[];
  maxNum?: number;
  /** 上传: accepted extensions (`.pdf,.jpg`, empty = any), size limit and unit, file count. */
  accept?: string;
  fileSize?: number;
  sizeUnit?: 'KB' | 'MB';
  limit?: number;
  /** 金额: show the capitals beneath. */
  showChinese?: boolean;
  /** 明细 columns or 行容器 children. */
  children?: FormField[];
  /** 明细: the add button's text. */
  actionText?: string;
  /** 多行文本: rows. */
  rows?: number;
}

export interface FormLayout {
  labelPosition: 'left' | 'right' | 'top';
  labelWidth: number;
  size: 'small' | 'middle' | 'large';
  gutter: number;
  disabled: boolean;
}

/** A form rule as antd takes it (serialisable: patterns are sources). */
export type FieldRule =
  | { required: true; message: string }
  | { pattern: string; message: string }
  | { max: number; message: string };

export interface FormDocument {
  version: 1;
  fields: FormField[];
  /** Default values by vModel. */
  formModel: Record<string, unknown>;
  /** Rules by vModel (derived from the fields). */
  rules: Record<string, FieldRule[]>;
  layout: FormLayout;
}

export const DEFAULT_LAYOUT: FormLayout = {
  labelPosition: 'top',
  labelWidth: 100,
  size: 'middle',
  gutter: 16,
  disabled: false,
};

const TAGS: Record<FieldType, [FormField['cmpType'], string]> = {
  input: ['common', 'el-input'],
  textarea: ['common', 'el-input'],
  number: ['common', 'el-input-number'],
  amount: ['custom', 'fc-amount'],
  calculate: ['custom', 'fc-calculate'],
  password: ['common', 'el-input'],
  select: ['common', 'el-select'],
  radio: ['common', 'el-radio-group'],
  checkbox: ['common', 'el-checkbox-group'],
  cascader: ['common', 'el-cascader'],
  area: ['custom', 'fc-area'],
  date: ['common', 'el-date-picker'],
  'date-range': ['custom', 'fc-date-duration'],
  time: ['common', 'el-time-picker'],
  'time-range': ['custom', 'fc-time-duration'],
  switch: ['common', 'el-switch'],
  slider: ['common', 'el-slider'],
  rate: ['common', 'el-rate'],
  color: ['common', 'el-color-picker'],
  upload: ['common', 'el-upload'],
  dept: ['custom', 'fc-org-select'],
  table: ['custom', 'fc-input-table'],
  row: ['common', 'el-row'],
};

/** A new field of a type with its defaults (formId from the designer's counter). */
export function createField(type: FieldType, formId: number): FormField {
  const [cmpType, tag] = TAGS[type];
  const base: FormField = {
    formId,
    vModel: `field${formId}`,
    cmpType,
    tag,
    tagIcon: type,
    label: fieldTypeLabel(type),
    layout: type === 'row' ? 'rowFormItem' : 'colFormItem',
    required: false,
    proCondition: false,
    span: 24,
  };
  switch (type) {
    case 'select':
    case 'radio':
    case 'checkbox':
      return {
        ...base,
        options: [
          { label: '选项一', value: '1' },
          { label: '选项二', value: '2' },
        ],
      };
    case 'cascader':
      return {
        ...base,
        options: [
          { label: '选项一', value: '1', children: [{ label: '选项一-1', value: '1-1' }] },
          { label: '选项二', value: '2' },
        ],
      };
    case 'number':
      return { ...base, precision: 0 };
    case 'amount':
      return { ...base, showChinese: true };
    case 'calculate':
      return { ...base, expression: [], precision: 2 };
    case 'slider':
      return { ...base, min: 0, max: 100, step: 1 };
    case 'rate':
      return { ...base, max: 5 };
    case 'textarea':
      return { ...base, rows: 3 };
    case 'dept':
      return { ...base, tabList: ['dep'], maxNum: 1 };
    case 'upload':
      return { ...base, accept: '', fileSize: 10, sizeUnit: 'MB', limit: 5 };
    case 'table':
      return { ...base, children: [], actionText: fieldMessages.table.add };
    case 'row':
      return { ...base, children: [] };
    default:
      return base;
  }
}

/** Every field with its container's fields flattened (table columns excluded). */
export function flattenFields(fields: readonly FormField[]): FormField[] {
  return fields.flatMap((f) => (f.tagIcon === 'row' ? [f, ...flattenFields(f.children ?? [])] : [f]));
}

/** What a formula may reference: numeric fields and numeric columns of input tables. */
export function calcCandidates(fields: readonly FormField[]): CalcCandidate[] {
  const out: CalcCandidate[] = [];
  for (const f of flattenFields(fields)) {
    if (f.tagIcon === 'table') {
      for (const c of f.children ?? []) {
        out.push({
          ref: `${f.vModel}.${c.vModel}`,
          label: `${f.label}.${c.label}`,
          numeric: NUMERIC_TYPES.has(c.tagIcon),
        });
      }
    } else if (f.tagIcon !== 'row') {
      out.push({ ref: f.vModel, label: f.label, numeric: NUMERIC_TYPES.has(f.tagIcon) });
    }
  }
  return out;
}

/** A formula's text with labels, as the designer shows it. */
export function expressionText(tokens: readonly CalcToken[], fields: readonly FormField[]): string {
  const labels = new Map(calcCandidates(fields).map((c) => [c.ref, c.label]));
  return tokensToText(tokens, (ref) => labels.get(ref) ?? ref);
}

/** The problem of a calculate field's formula in this form, or null. */
export function formulaProblem(field: FormField, fields: readonly FormField[]): string | null {
  const formulas = new Map(
    flattenFields(fields)
      .filter((f) => f.tagIcon === 'calculate' && f.formId !== field.formId)
      .map((f) => [f.vModel, f.expression ?? []] as const),
  );
  return checkFormula(
    { ref: field.vModel, label: field.label },
    field.expression ?? [],
    calcCandidates(fields),
    formulas,
  );
}

/** The rules of one field (required, patterns, max length). */
export function fieldRules(field: FormField): FieldRule[] {
  const rules: FieldRule[] = [];
  if (field.required) rules.push({ required: true, message: fieldMessages.required(field.label) });
  for (const r of field.regList ?? [])
    rules.push({ pattern: r.pattern, message: r.message || fieldMessages.pattern(field.label) });
  if (field.maxLength)
    rules.push({ max: field.maxLength, message: fieldMessages.maxLength(field.maxLength) });
  return rules;
}

/** Builds the document to save: fields plus the derived formModel and rules. */
export function buildDocument(fields: FormField[], layout: FormLayout = DEFAULT_LAYOUT): FormDocument {
  const formModel: Record<string, unknown> = {};
  const rules: Record<string, FieldRule[]> = {};
  for (const f of flattenFields(fields)) {
    if (f.tagIcon === 'row') continue;
    formModel[f.vModel] = f.defaultValue ?? (f.tagIcon === 'table' ? [] : undefined);
    const r = fieldRules(f);
    if (r.length) rules[f.vModel] = r;
  }
  return { version: 1, fields, formModel, rules, layout };
}

type Check = (where: string, problem: string) => void;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const optNumber = (v: unknown) => v === undefined || (typeof v === 'number' && Number.isFinite(v));

function validOptions(options: unknown, nested: boolean): boolean {
  if (!Array.isArray(options) || options.length === 0) return false;
  const values = new Set<string>();
  for (const o of options) {
    if (!isObject(o) || typeof o.label !== 'string' || o.label === '' || typeof o.value !== 'string')
      return false;
    if (values.has(o.value)) return false;
    values.add(o.value);
    if (o.children !== undefined && (!nested || !validOptions(o.children, true))) return false;
  }
  return true;
}

function checkField(
  raw: unknown,
  where: string,
  check: Check,
  ids: Set<number>,
  models: Set<string>,
  inContainer: boolean,
): void {
  if (!isObject(raw)) {
    check(where, m.validation.type);
    return;
  }
  const f = raw as Partial<FormField> & Record<string, unknown>;
  if (!isFieldType(f.tagIcon)) {
    check(where, m.validation.type);
    return;
  }
  const type = f.tagIcon;
  if (!isInt(f.formId) || f.formId < 1 || ids.has(f.formId)) check(where, m.validation.formId);
  else ids.add(f.formId);
  if (typeof f.vModel !== 'string' || f.vModel !== `field${f.formId}` || models.has(f.vModel))
    check(where, m.validation.vModel);
  else models.add(f.vModel);
  if (typeof f.label !== 'string' || f.label.trim() === '' || f.label.length > 50)
    check(where, m.validation.label);
  if (typeof f.required !== 'boolean' || typeof f.proCondition !== 'boolean') check(where, m.validation.type);
  if (f.cmpType !== 'common' && f.cmpType !== 'custom') check(where, m.validation.type);
  if (typeof f.tag !== 'string' || f.tag === '') check(where, m.validation.type);
  if (f.layout !== (type === 'row' ? 'rowFormItem' : 'colFormItem')) check(where, m.validation.type);
  if (!isInt(f.span) || f.span < 1 || f.span > 24) check(where, m.validation.span);
  if (OPTION_TYPES.has(type) && !validOptions(f.options, type === 'cascader'))
    check(where, m.validation.options);
  if (!optNumber(f.min) || !optNumber(f.max) || !optNumber(f.step) || !optNumber(f.precision))
    check(where, m.validation.range);
  else if (f.min !== undefined && f.max !== undefined && f.min > f.max) check(where, m.validation.range);
  if (f.regList !== undefined) {
    const ok =
      Array.isArray(f.regList) &&
      f.regList.every((r) => {
        if (!isObject(r) || typeof r.pattern !== 'string' || typeof r.message !== 'string') return false;
        try {
          new RegExp(r.pattern);
          return true;
        } catch {
          return false;
        }
      });
    if (!ok) check(where, m.validation.pattern);
  }
  if (type === 'dept') {
    if (!Array.isArray(f.tabList) || f.tabList.length === 0 || !f.tabList.every(isOrgTab))
      check(where, m.validation.tabList);
    const maxNum = f.maxNum ?? ORG_MAX_DEFAULT;
    if (!isInt(maxNum) || maxNum < 1 || maxNum > ORG_MAX_DEFAULT) check(where, m.validation.maxNum);
  }
  if (type === 'upload') {
    if (typeof f.fileSize !== 'number' || !(f.fileSize > 0) || (f.sizeUnit !== 'KB' && f.sizeUnit !== 'MB'))
      check(where, m.validation.upload);
  }
  if (type === 'calculate') {
    const ok =
      Array.isArray(f.expression) &&
      f.expression.every(
        (t) =>
          isObject(t) &&
          ((t.kind === 'number' && typeof t.value === 'string' && /^(\d+(\.\d*)?|\.\d+)$/.test(t.value)) ||
            (t.kind === 'op' && ['+', '-', '×', '÷'].includes(t.value as string)) ||
            (t.kind === 'paren' && (t.value === '(' || t.value === ')')) ||
            (t.kind === 'field' && typeof t.ref === 'string')),
      );
    if (!ok) check(where, m.validation.expression);
  }
  if (CONTAINER_TYPES.has(type)) {
    if (inContainer) check(where, m.validation.nested);
    if (!Array.isArray(f.children)) {
      check(where, m.validation.children);
      return;
    }
    if (
      type === 'table' &&
      (f.children.length === 0 ||
        !f.children.every((c) => isObject(c) && TABLE_COLUMN_TYPES.has(c.tagIcon as FieldType)))
    ) {
      check(where, m.validation.columns);
    }
    f.children.forEach((c, i) => {
      const label = isObject(c) && typeof c.label === 'string' ? c.label : '';
      checkField(c, `${where} › ${m.validation.fieldName(String(i + 1), label)}`, check, ids, models, true);
    });
  } else if (f.children !== undefined) {
    check(where, m.validation.children);
  }
}

/**
 * Validates a document (parsed JSON) on load and on save: the structure, every field's
 * settings, unique ids, and every formula (no self or missing references). Answers the
 * document with its formModel and rules rebuilt from the fields, or the problems found.
 */
export function validateDocument(
  input: unknown,
): { ok: true; document: FormDocument } | { ok: false; errors: string[] } {
  const errors: string[] = [];
  const check: Check = (where, problem) => errors.push(m.validation.field(where, problem));
  if (!isObject(input)) return { ok: false, errors: [m.validation.notObject] };
  if (input.version !== 1) return { ok: false, errors: [m.validation.version] };
  if (!Array.isArray(input.fields)) return { ok: false, errors: [m.validation.fieldsArray] };
  const ids = new Set<number>();
  const models = new Set<string>();
  input.fields.forEach((f, i) => {
    const label = isObject(f) && typeof f.label === 'string' ? f.label : '';
    checkField(f, m.validation.fieldName(String(i + 1), label), check, ids, models, false);
  });
  const layout = input.layout;
  const layoutOk =
    isObject(layout) &&
    ['left', 'right', 'top'].includes(layout.labelPosition as string) &&
    ['small', 'middle', 'large'].includes(layout.size as string) &&
    isInt(layout.labelWidth) &&
    isInt(layout.gutter) &&
    typeof layout.disabled === 'boolean';
  if (!layoutOk) errors.push(m.validation.layout);
  if (errors.length > 0) return { ok: false, errors };
  const fields = input.fields as FormField[];
  flattenFields(fields).forEach((f, i) => {
    if (f.tagIcon !== 'calculate') return;
    const problem = formulaProblem(f, fields);
    if (problem) errors.push(m.validation.field(m.validation.fieldName(String(i + 1), f.label), problem));
  });
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, document: buildDocument(fields, layout as unknown as FormLayout) };
}

/** The largest formId used (the designer's next id continues after it). */
export function maxFormId(fields: readonly FormField[]): number {
  let max = 0;
  for (const f of fields) {
    max = Math.max(max, f.formId, maxFormId(f.children ?? []));
  }
  return max;
}

/** The fields offered to the approval flow as conditions (SPEC §3 processConditions). */
export function processConditionsOf(
  fields: readonly FormField[],
): Array<{ formId: number; label: string; tag: string; tagIcon: FieldType; vModel: string }> {
  return flattenFields(fields)
    .filter((f) => f.proCondition)
    .map((f) => ({ formId: f.formId, label: f.label, tag: f.tag, tagIcon: f.tagIcon, vModel: f.vModel }));
}
