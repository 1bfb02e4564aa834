import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Form, type FormInstance } from 'antd';
import { describe, expect, it } from 'vitest';

// The machine may be busy: give asynchronous expectations room (they still fail when wrong).
const SLOW = { timeout: 10_000 };

import { type FieldPermission, FormRenderer, submitForm } from './FormRenderer';
import { buildDocument, createField, type FormField } from './schema';

const amount: FormField = { ...createField('amount', 1), label: '采购金额', required: true };
const note: FormField = { ...createField('input', 2), label: '备注' };
const secret: FormField = { ...createField('input', 3), label: '内部编号', required: true };
const table: FormField = {
  ...createField('table', 4),
  label: '采购明细',
  children: [{ ...createField('number', 5), label: '数量', required: true }],
};
const org: FormField = { ...createField('dept', 6), label: '申请部门', required: true };

let formRef: FormInstance | undefined;

function Harness({
  fields,
  permissions,
}: {
  fields: FormField[];
  permissions?: Record<string, FieldPermission>;
}) {
  const [form] = Form.useForm();
  formRef = form;
  return <FormRenderer document={buildDocument(fields)} form={form} permissions={permissions} />;
}

async function submit() {
  let result: Record<string, unknown> | false = false;
  await act(async () => {
    result = await submitForm(formRef as FormInstance);
  });
  return result;
}

describe('FormRenderer', { timeout: 30_000 }, () => {
  it('enforces required rules and shows the field message', async () => {
    render(<Harness fields={[amount, note]} />);
    expect(await submit()).toBe(false);
    expect(await screen.findByText('采购金额不能为空', {}, SLOW)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('采购金额'), { target: { value: '100' } });
    fireEvent.blur(screen.getByLabelText('采购金额'));
    await waitFor(() => expect(screen.queryByText('采购金额不能为空')).toBeNull(), SLOW);
    expect(await submit()).toMatchObject({ field1: 100 });
  });

  it('hides fields with permission 0, shows read-only ones disabled without enforcing their rules', async () => {
    render(<Harness fields={[amount, note, secret]} permissions={{ field2: 1, field3: 0 }} />);
    expect(screen.queryByLabelText('内部编号')).toBeNull();
    expect((screen.getByLabelText('备注') as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('采购金额'), { target: { value: '5' } });
    fireEvent.blur(screen.getByLabelText('采购金额'));
    await waitFor(async () => expect(await submit()).not.toBe(false), SLOW);
  });

  it('refuses an org field with nothing selected', async () => {
    render(<Harness fields={[org]} />);
    act(() =>
      formRef?.setFieldValue('field6', { dep: [], role: [], user: [], 'dep&user': [], position: [] }),
    );
    expect(await submit()).toBe(false);
    expect(await screen.findByText('申请部门不能为空', {}, SLOW)).toBeTruthy();
  });

  it('marks empty required table cells 不能为空 and returns false, then the rows', async () => {
    render(<Harness fields={[table]} />);
    fireEvent.click(screen.getByRole('button', { name: /添\s*加/ }));
    fireEvent.click(screen.getByRole('button', { name: /添\s*加/ }));
    fireEvent.change(screen.getByLabelText('数量 第1行'), { target: { value: '2' } });
    fireEvent.blur(screen.getByLabelText('数量 第1行'));
    expect(await submit()).toBe(false);
    const alerts = await screen.findAllByRole('alert', {}, SLOW);
    expect(alerts.map((a) => a.textContent)).toContain('不能为空');
    const summary = document.querySelector('.ant-table-summary') as HTMLElement;
    expect(within(summary).getByText('合计')).toBeTruthy();
    expect(within(summary).getByTestId('sum-field5').textContent).toBe('2');
    fireEvent.change(screen.getByLabelText('数量 第2行'), { target: { value: '3' } });
    fireEvent.blur(screen.getByLabelText('数量 第2行'));
    await waitFor(() => expect(within(summary).getByTestId('sum-field5').textContent).toBe('5'), SLOW);
    expect(await submit()).toEqual({ field4: [{ field5: 2 }, { field5: 3 }] });
  });

  it('says nothing of an added row before a submit or a blur; then one 不能为空 per empty cell', async () => {
    render(<Harness fields={[table]} />);
    fireEvent.click(screen.getByRole('button', { name: /添\s*加/ }));
    fireEvent.click(screen.getByRole('button', { name: /添\s*加/ }));
    // Give a validation on change every chance to show.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryAllByText('不能为空')).toHaveLength(0);
    // A cell touched and left empty says so, the untouched one does not.
    fireEvent.focus(screen.getByLabelText('数量 第1行'));
    fireEvent.blur(screen.getByLabelText('数量 第1行'));
    await waitFor(() => expect(screen.queryAllByText('不能为空')).toHaveLength(1), SLOW);
    // A submit shows every empty cell once, and nothing more under the table.
    expect(await submit()).toBe(false);
    await waitFor(() => expect(screen.queryAllByText('不能为空')).toHaveLength(2), SLOW);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryAllByText('不能为空')).toHaveLength(2);
    expect(screen.queryAllByText(/不能为空/)).toHaveLength(2);
  });

  it('a required table without rows says so once, under the table', async () => {
    render(<Harness fields={[{ ...table, required: true }]} />);
    expect(await submit()).toBe(false);
    await waitFor(() => expect(screen.queryAllByText('采购明细不能为空')).toHaveLength(1), SLOW);
  });
});
