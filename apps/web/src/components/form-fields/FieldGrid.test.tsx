import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { describe, expect, it } from 'vitest';
import { cell, FieldGrid, regionRequiredRule } from './FieldGrid';

function Grid() {
  return (
    <Form name="grid">
      <FieldGrid
        cells={[
          cell(16, { name: 'name', label: '名称', control: <Input />, requiredText: '请输入名称' }),
          { span: 8, key: 'note', node: <span className="grid-note">说明</span> },
          cell(24, {
            name: 'region',
            label: '区划',
            control: <Input />,
            rules: [regionRequiredRule('请选择区划')],
          }),
        ]}
      />
    </Form>
  );
}

describe('<FieldGrid>', () => {
  it('lays the cells out in one row of columns, each its span wide', () => {
    render(<Grid />);
    const cols = [...document.querySelectorAll('form > .ant-row > .ant-col')];
    expect(cols.map((c) => [...c.classList].find((k) => k.startsWith('ant-col-')))).toEqual([
      'ant-col-16',
      'ant-col-8',
      'ant-col-24',
    ]);
    expect(cols[1]?.querySelector('.grid-note')?.textContent).toBe('说明');
    expect(screen.getByLabelText('名称')).toBeTruthy();
  });

  it('checks a plain cell as declared, and a region without its code', async () => {
    render(<Grid />);
    fireEvent.change(screen.getByLabelText('名称'), { target: { value: '  ' } });
    fireEvent.submit(document.querySelector('form') as HTMLFormElement);
    expect(await screen.findByText('请输入名称')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('请选择区划')).toBeTruthy());
  });
});
