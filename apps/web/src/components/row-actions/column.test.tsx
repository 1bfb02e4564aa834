import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { rowActionsColumn } from './index';

interface Row {
  id: number;
  open: boolean;
}

const labels = () =>
  [...document.querySelectorAll<HTMLButtonElement>('.row-actions button')].map((b) =>
    b.textContent?.replace(/\s/g, ''),
  );

describe('rowActionsColumn', () => {
  it('is the 操作 column: the row’s visible actions, each called with its row', () => {
    const detail = vi.fn();
    const column = rowActionsColumn<Row, unknown>({
      title: '操作',
      width: 120,
      fixed: 'right',
      actions: (row) => [
        { label: '详情', onClick: () => detail(row.id) },
        { label: '关闭', visible: row.open, onClick: vi.fn() },
      ],
    });
    expect(column).toMatchObject({ key: 'actions', title: '操作', width: 120, fixed: 'right' });
    const { unmount } = render(<>{column.render?.(undefined, { id: 7, open: false }, 0)}</>);
    expect(labels()).toEqual(['详情']);
    fireEvent.click(document.querySelector('.row-actions button') as HTMLButtonElement);
    expect(detail).toHaveBeenCalledWith(7);
    unmount();
    render(<>{column.render?.(undefined, { id: 8, open: true }, 0)}</>);
    expect(labels()).toEqual(['详情', '关闭']);
  });

  it('leaves `fixed` out unless asked', () => {
    const column = rowActionsColumn<Row, unknown>({ title: '操作', width: 80, actions: () => [] });
    expect('fixed' in column).toBe(false);
  });
});
