import { Col, Form, type FormInstance, Row } from 'antd';
import type { Rule } from 'antd/es/form';
import { useMemo } from 'react';
import type { UploadedFile } from '@/components/form-fields/UploadField';
import { isEmptyValue, submitTable, TABLE_CELLS_INVALID } from '@/components/form-fields/values';
import { FieldInput, tableColumns } from './FieldInput';
import type { FieldRule, FormDocument, FormField } from './schema';

/** Per-field permission from the approval node (formOperate): 2 edit, 1 read-only, 0 hidden. */
export type FieldPermission = 0 | 1 | 2;

export interface FormRendererProps {
  document: FormDocument;
  form: FormInstance;
  /** Permissions by vModel (default: every field editable). */
  permissions?: Readonly<Record<string, FieldPermission>>;
  /** Initial values (default: the document's formModel). */
  initialValues?: Record<string, unknown>;
  upload?: (file: File) => Promise<UploadedFile>;
}

/** antd rules of a field: the document's rules plus the empty check of our value kinds and the table's cells. */
function antdRules(field: FormField, rules: readonly FieldRule[]): Rule[] {
  const out: Rule[] = [];
  for (const rule of rules) {
    if ('required' in rule) {
      // required means "not empty" in the sense of SPEC §5 (org values, arrays, blank text)
      out.push({
        required: true,
        validator: (_r, value) =>
          isEmptyValue(value) ? Promise.reject(new Error(rule.message)) : Promise.resolve(),
      });
    } else if ('pattern' in rule) {
      out.push({ pattern: new RegExp(rule.pattern), message: rule.message });
    } else {
      out.push({ max: rule.max, message: rule.message });
    }
  }
  if (field.tagIcon === 'table') {
    const columns = tableColumns(field);
    out.push({
      // The table shows 不能为空 under each empty cell itself: nothing more under the table.
      validator: (_r, rows) =>
        submitTable(Array.isArray(rows) ? rows : [], columns) === false
          ? Promise.reject(new Error(TABLE_CELLS_INVALID))
          : Promise.resolve(),
    });
  }
  return out;
}

/**
 * Renders a saved form document as an antd form: every rule of the document enforced, and
 * per-field permissions (edit / read-only / hidden) as the approval flow gives them.
 */
export function FormRenderer({ document, form, permissions = {}, initialValues, upload }: FormRendererProps) {
  const values = Form.useWatch([], { form, preserve: true }) as Record<string, unknown> | undefined;
  const initial = useMemo(() => initialValues ?? document.formModel, [initialValues, document.formModel]);
  const { layout } = document;

  const renderField = (field: FormField) => {
    const permission = permissions[field.vModel] ?? 2;
    if (permission === 0) return null;
    if (field.tagIcon === 'row') {
      return (
        <Col span={field.span} key={field.vModel}>
          <Row gutter={layout.gutter}>{(field.children ?? []).map(renderField)}</Row>
        </Col>
      );
    }
    const readOnly = permission === 1 || layout.disabled;
    return (
      <Col span={field.span} key={field.vModel}>
        <Form.Item
          name={field.vModel}
          label={field.label}
          required={field.required && !readOnly}
          rules={readOnly ? [] : antdRules(field, document.rules[field.vModel] ?? [])}
          valuePropName="value"
          // A table is validated on submit (its cells say when they are left empty), not each
          // time a row is added.
          // The table shows its own errors (help: nothing here), once each.
          {...(field.tagIcon === 'table' ? { validateTrigger: [] as string[], help: <span /> } : {})}
        >
          <FieldInput field={field} disabled={readOnly} values={values ?? {}} upload={upload} />
        </Form.Item>
      </Col>
    );
  };

  return (
    <Form
      form={form}
      layout={layout.labelPosition === 'top' ? 'vertical' : 'horizontal'}
      labelAlign={layout.labelPosition === 'left' ? 'left' : 'right'}
      labelCol={layout.labelPosition === 'top' ? undefined : { flex: `${layout.labelWidth}px` }}
      size={layout.size}
      initialValues={initial}
      scrollToFirstError
    >
      <Row gutter={layout.gutter}>{document.fields.map(renderField)}</Row>
    </Form>
  );
}

/** Validates and answers the values, or false when a rule fails (the approval flow's submit). */
export async function submitForm(form: FormInstance): Promise<Record<string, unknown> | false> {
  try {
    return (await form.validateFields()) as Record<string, unknown>;
  } catch {
    return false;
  }
}
