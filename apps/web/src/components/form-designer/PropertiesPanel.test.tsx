import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PropertiesPanel } from './PropertiesPanel';
import { createField, type FormField } from './schema';

function renderPanel(field: FormField) {
  const onChange = vi.fn();
  render(
    <PropertiesPanel
      field={field}
      fields={[field]}
      onChange={onChange}
      onAddChild={vi.fn()}
      onRemove={vi.fn()}
      onSelect={vi.fn()}
    />,
  );
  return onChange;
}

describe('PropertiesPanel settings', () => {
  it('a kept setting shows its default while unset and ignores an emptied box', () => {
    const { rows: _rows, ...field } = { ...createField('textarea', 7), label: '说明' };
    const onChange = renderPanel(field);
    const rows = screen.getByLabelText('行数');
    expect((rows as HTMLInputElement).value).toBe('3');
    fireEvent.change(rows, { target: { value: '5' } });
    expect(onChange).toHaveBeenLastCalledWith(7, { rows: 5 });
    onChange.mockClear();
    fireEvent.change(rows, { target: { value: '' } });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('an optional setting is unset by emptying its box, and text settings store what is typed', () => {
    const onChange = renderPanel({ ...createField('input', 8), maxLength: 20 });
    const maxLength = screen.getByLabelText('最大长度');
    expect((maxLength as HTMLInputElement).value).toBe('20');
    fireEvent.change(maxLength, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(8, { maxLength: undefined });
    fireEvent.change(screen.getByLabelText('占位提示'), { target: { value: '请输入' } });
    expect(onChange).toHaveBeenLastCalledWith(8, { placeholder: '请输入' });
  });

  it('the width keeps a value and accepts 1-24', () => {
    const onChange = renderPanel(createField('input', 9));
    const span = screen.getByLabelText('宽度（栅格 1-24）');
    expect((span as HTMLInputElement).value).toBe('24');
    fireEvent.change(span, { target: { value: '12' } });
    expect(onChange).toHaveBeenLastCalledWith(9, { span: 12 });
  });
});
