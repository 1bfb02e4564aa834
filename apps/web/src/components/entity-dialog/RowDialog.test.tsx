import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen, withSandbox } from '@/test/sandbox';
import { RowDialog } from './index';

withSandbox();

interface Row {
  id: number;
  name: string;
}

const field = () => document.querySelector<HTMLInputElement>('#row-dialog_name') as HTMLInputElement;
const ok = () =>
  [...document.querySelectorAll<HTMLButtonElement>('.ant-modal button')].find(
    (b) => b.textContent?.replace(/\s/g, '') === '确定',
  ) as HTMLButtonElement;

function Dialog(props: {
  row?: Row;
  save: (v: { name: string }, row?: Row) => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <RowDialog<{ name: string }, Row>
      row={props.row}
      name="row-dialog"
      titles={{ create: '新增作物', edit: '编辑作物' }}
      toValues={(row) => ({ name: row.name })}
      defaults={{ name: '新作物' }}
      save={props.save}
      invalidates={[['row-dialog-list']]}
      onClose={props.onClose}
    >
      {() => (
        <Form.Item label="名称" name="name" rules={[{ required: true, message: '请输入名称' }]}>
          <Input />
        </Form.Item>
      )}
    </RowDialog>
  );
}

describe('<RowDialog>', { timeout: 30_000 }, () => {
  it('edits the given row: its title and values, saves with the row, refreshes the list, closes', async () => {
    const save = vi.fn(() => Promise.resolve());
    const onClose = vi.fn();
    const row = { id: 7, name: '水稻' };
    const { queryClient } = await renderScreen(<Dialog row={row} save={save} onClose={onClose} />, {
      as: 'admin',
      url: '/',
    });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    expect(await screen.findByText('编辑作物')).toBeTruthy();
    expect(field().value).toBe('水稻');
    fireEvent.change(field(), { target: { value: '玉米' } });
    fireEvent.click(ok());
    await waitFor(() => expect(onClose).toHaveBeenCalledWith({ saved: true }));
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ name: '玉米' }), row);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['row-dialog-list'] });
  });

  it('creates from the defaults; a failed save keeps it open and refreshes nothing', async () => {
    const save = vi.fn(() => Promise.reject(new Error('down')));
    const onClose = vi.fn();
    const { queryClient } = await renderScreen(<Dialog save={save} onClose={onClose} />, {
      as: 'admin',
      url: '/',
    });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    expect(await screen.findByText('新增作物')).toBeTruthy();
    expect(field().value).toBe('新作物');
    fireEvent.click(ok());
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith(expect.objectContaining({ name: '新作物' }), undefined),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(invalidate).not.toHaveBeenCalledWith({ queryKey: ['row-dialog-list'] });
    expect(field().value).toBe('新作物');
  });
});
