import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { editRemoveActions, RowActions } from './index';

const link = (label: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('.row-actions button')].find(
    (b) => b.textContent?.replace(/\s/g, '') === label,
  );

describe('<RowActions>', () => {
  it('runs a plain action at once, asks before a confirmed one, leaves invisible ones out', async () => {
    const edit = vi.fn();
    const remove = vi.fn(() => Promise.resolve());
    render(
      <RowActions
        actions={[
          { label: '编辑', onClick: edit },
          { label: '重置密码', visible: false, onClick: vi.fn() },
          { label: '删除', danger: true, confirm: '确定删除该部门吗？', onClick: remove },
        ]}
      />,
    );
    expect(link('重置密码')).toBeUndefined();
    expect(link('删除')?.className).toContain('ant-btn-dangerous');

    fireEvent.click(link('编辑') as HTMLButtonElement);
    expect(edit).toHaveBeenCalledTimes(1);

    fireEvent.click(link('删除') as HTMLButtonElement);
    const popover = (await screen.findByText('确定删除该部门吗？')).closest('.ant-popover') as HTMLElement;
    expect(remove).not.toHaveBeenCalled();
    const cancel = [...popover.querySelectorAll('button')].find(
      (b) => b.textContent?.replace(/\s/g, '') === '取消',
    );
    fireEvent.click(cancel as HTMLButtonElement);
    expect(remove).not.toHaveBeenCalled();

    fireEvent.click(link('删除') as HTMLButtonElement);
    const again = (await screen.findByText('确定删除该部门吗？')).closest('.ant-popover') as HTMLElement;
    const ok = [...again.querySelectorAll('button')].find(
      (b) => b.textContent?.replace(/\s/g, '') === '确定',
    );
    fireEvent.click(ok as HTMLButtonElement);
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
  });

  it('a rejected action does not escape (the app error path reports it)', async () => {
    const remove = vi.fn(() => Promise.reject(new Error('refused')));
    render(<RowActions actions={[{ label: '删除', confirm: '确定删除吗？', onClick: remove }]} />);
    fireEvent.click(link('删除') as HTMLButtonElement);
    const popover = (await screen.findByText('确定删除吗？')).closest('.ant-popover') as HTMLElement;
    const ok = [...popover.querySelectorAll('button')].find(
      (b) => b.textContent?.replace(/\s/g, '') === '确定',
    );
    fireEvent.click(ok as HTMLButtonElement);
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
  });

  it('renders nothing when no action is visible', () => {
    const { container } = render(
      <RowActions actions={[{ label: '编辑', visible: false, onClick: vi.fn() }]} />,
    );
    expect(container.innerHTML).toBe('');
  });

  it('editRemoveActions: 编辑 and 删除 (asks first), each only with its permission', async () => {
    const edit = vi.fn();
    const remove = vi.fn(() => Promise.resolve());
    const { rerender } = render(
      <RowActions
        actions={editRemoveActions({
          can: { edit: true, remove: true },
          onEdit: edit,
          onRemove: remove,
          confirm: '确定删除该作物吗？',
        })}
      />,
    );
    fireEvent.click(link('编辑') as HTMLButtonElement);
    expect(edit).toHaveBeenCalledTimes(1);
    expect(link('删除')?.className).toContain('ant-btn-dangerous');
    fireEvent.click(link('删除') as HTMLButtonElement);
    const popover = (await screen.findByText('确定删除该作物吗？')).closest('.ant-popover') as HTMLElement;
    expect(remove).not.toHaveBeenCalled();
    const ok = [...popover.querySelectorAll('button')].find(
      (b) => b.textContent?.replace(/\s/g, '') === '确定',
    );
    fireEvent.click(ok as HTMLButtonElement);
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));

    rerender(
      <RowActions
        actions={editRemoveActions({
          can: { edit: false, remove: true },
          onEdit: edit,
          onRemove: remove,
          confirm: '确定删除该作物吗？',
        })}
      />,
    );
    expect(link('编辑')).toBeUndefined();
    expect(link('删除')).toBeDefined();
  });

  it('folds actions past `inline` into 更多; a folded confirmed one asks in a dialog first', {
    timeout: 20_000,
  }, async () => {
    const detail = vi.fn();
    const remark = vi.fn();
    const close = vi.fn(() => Promise.resolve());
    render(
      <RowActions
        inline={3}
        actions={[
          { label: '详情', onClick: detail },
          { label: '调价', onClick: vi.fn() },
          { label: '关闭', danger: true, confirm: '确定关闭该订单吗？', onClick: close },
          { label: '备注', onClick: remark },
        ]}
      />,
    );
    expect(link('详情')).toBeDefined();
    expect(link('调价')).toBeDefined();
    expect(link('关闭')).toBeUndefined();
    expect(link('备注')).toBeUndefined();

    fireEvent.click(link('更多') as HTMLButtonElement);
    fireEvent.click(await screen.findByText('备注'));
    expect(remark).toHaveBeenCalledTimes(1);

    fireEvent.click(link('更多') as HTMLButtonElement);
    fireEvent.click(await screen.findByText('关闭'));
    const [question] = await screen.findAllByText('确定关闭该订单吗？');
    expect(close).not.toHaveBeenCalled();
    const dialog = question?.closest('.ant-modal') as HTMLElement;
    const ok = [...dialog.querySelectorAll('button')].find(
      (b) => b.textContent?.replace(/\s/g, '') === '确定',
    );
    fireEvent.click(ok as HTMLButtonElement);
    await waitFor(() => expect(close).toHaveBeenCalledTimes(1));
  });
});
