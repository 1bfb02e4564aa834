import { describe, expect, it } from 'vitest';
import { FIELD_TYPES } from '@/components/form-fields/field-types';
import { initialDesignerState, designerReducer as reduce } from './history';
import { buildDocument, createField, processConditionsOf, validateDocument } from './schema';

/** A design with every field type (tables get a column, formulas a valid expression). */
function everyType() {
  let s = initialDesignerState();
  for (const type of FIELD_TYPES) s = reduce(s, { type: 'add', fieldType: type });
  const table = s.present.find((f) => f.tagIcon === 'table');
  const row = s.present.find((f) => f.tagIcon === 'row');
  s = reduce(s, { type: 'addChild', formId: table?.formId ?? 0, fieldType: 'number' });
  s = reduce(s, { type: 'addChild', formId: row?.formId ?? 0, fieldType: 'input' });
  const amount = s.present.find((f) => f.tagIcon === 'amount');
  const calc = s.present.find((f) => f.tagIcon === 'calculate');
  const column = table?.formId ? s.present.find((f) => f.formId === table.formId)?.children?.[0] : undefined;
  s = reduce(s, {
    type: 'update',
    formId: calc?.formId ?? 0,
    patch: {
      expression: [
        { kind: 'field', ref: amount?.vModel ?? '' },
        { kind: 'op', value: '×' },
        { kind: 'number', value: '2' },
        { kind: 'op', value: '+' },
        { kind: 'field', ref: `${table?.vModel}.${column?.vModel}` },
      ],
    },
  });
  return s.present;
}

const roundTrip = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

describe('form document schema', () => {
  it('accepts a document with all 23 types and gives back the same document after JSON', () => {
    const fields = everyType();
    expect(fields).toHaveLength(23);
    const doc = buildDocument(fields);
    const checked = validateDocument(roundTrip(doc));
    expect(checked).toEqual({ ok: true, document: roundTrip(doc) });
  });

  it('derives formModel (defaults) and rules (required, patterns) from the fields', () => {
    const input = {
      ...createField('input', 1),
      label: '单号',
      required: true,
      defaultValue: 'NZ',
      regList: [{ pattern: '^NZ\\d+$', message: '单号格式不正确' }],
    };
    const doc = buildDocument([input, createField('table', 2)]);
    expect(doc.formModel).toEqual({ field1: 'NZ', field2: [] });
    expect(doc.rules.field1).toEqual([
      { required: true, message: '单号不能为空' },
      { pattern: '^NZ\\d+$', message: '单号格式不正确' },
    ]);
  });

  it.each([
    ['not an object', 3, '表单配置必须是对象'],
    ['another version', { version: 2, fields: [] }, '不支持的表单配置版本'],
    ['fields not an array', { version: 1, fields: {} }, 'fields 必须是数组'],
  ])('refuses %s', (_what, input, message) => {
    expect(validateDocument(input)).toEqual({ ok: false, errors: [message] });
  });

  it('names each broken field and what is wrong', () => {
    const doc = roundTrip(
      buildDocument([createField('select', 1), createField('input', 2), createField('table', 3)]),
    ) as {
      fields: Array<Record<string, unknown>>;
    };
    (doc.fields[0] as Record<string, unknown>).options = [];
    (doc.fields[1] as Record<string, unknown>).formId = 1;
    (doc.fields[1] as Record<string, unknown>).span = 30;
    const result = validateDocument(doc);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual([
      '第1个字段“下拉选择”：选项不能为空，且选项值不能重复',
      '第2个字段“单行文本”：formId 无效或重复',
      '第2个字段“单行文本”：vModel 无效或重复',
      '第2个字段“单行文本”：宽度必须是1-24的整数',
      '第3个字段“明细”：明细至少需要一列，且列类型受支持',
    ]);
  });

  it('refuses formulas referencing themselves or missing fields, and unknown types', () => {
    const calc = { ...createField('calculate', 1), expression: [{ kind: 'field' as const, ref: 'field1' }] };
    expect(validateDocument(roundTrip(buildDocument([calc])))).toEqual({
      ok: false,
      errors: ['第1个字段“计算公式”：计算公式不能引用自身：计算公式'],
    });
    const missing = { ...calc, expression: [{ kind: 'field' as const, ref: 'field9' }] };
    expect(validateDocument(roundTrip(buildDocument([missing])))).toEqual({
      ok: false,
      errors: ['第1个字段“计算公式”：计算公式引用了不存在的字段：field9'],
    });
    const code = { ...calc, expression: [{ kind: 'code', value: 'alert(1)' }] };
    expect(validateDocument(roundTrip(buildDocument([code as never])))).toEqual({
      ok: false,
      errors: ['第1个字段“计算公式”：计算公式无效'],
    });
    const unknown = roundTrip(buildDocument([createField('input', 1)])) as {
      fields: Array<Record<string, unknown>>;
    };
    (unknown.fields[0] as Record<string, unknown>).tagIcon = 'script';
    expect(validateDocument(unknown)).toEqual({ ok: false, errors: ['第1个字段“单行文本”：控件类型无效'] });
  });

  it('refuses containers inside containers and org fields past 99', () => {
    const row = { ...createField('row', 1), children: [createField('row', 2)] };
    expect(validateDocument(roundTrip(buildDocument([row])))).toMatchObject({ ok: false });
    const org = { ...createField('dept', 3), maxNum: 100 };
    expect(validateDocument(roundTrip(buildDocument([org])))).toEqual({
      ok: false,
      errors: ['第1个字段“部门/人员”：最多选择必须是1-99的整数'],
    });
  });

  it('offers the fields marked as conditions to the approval flow', () => {
    const fields = [{ ...createField('amount', 1), proCondition: true }, createField('input', 2)];
    expect(processConditionsOf(fields)).toEqual([
      { formId: 1, label: '金额', tag: 'fc-amount', tagIcon: 'amount', vModel: 'field1' },
    ]);
  });
});
