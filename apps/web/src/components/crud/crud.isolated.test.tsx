import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { actionsColumn, statusColumn, statusOptions, useCrud, withAll } from './index';

const granted = new Set<string>();
vi.mock('@/lib/access', () => ({
  useAccess: () => ({ can: (code: string) => granted.has(code), codes: granted }),
}));

interface Row {
  id: number;
  name: string;
  status: 0 | 1;
}
const ROW: Row = { id: 7, name: '诺普信', status: 1 };
const KEY = ['shop', 'post', '/api/v1/web/sp/brand/page'];

/** One row's 状态 and 操作 cells, rendered through the column helpers. */
function Cells({ remove, status }: { remove: () => Promise<unknown>; status: () => Promise<unknown> }) {
  const crud = useCrud<Row>({
    rights: { add: 'brand:add', edit: 'brand:edit', remove: 'brand:delete' },
    invalidates: [KEY],
    remove: { run: remove, meta: { successText: '删除成功' } },
    status: { run: status, meta: { successText: '操作成功' } },
  });
  const cells = [
    statusColumn<Row, { status: string }>({
      crud,
      title: '状态',
      filter: 'status',
      label: (r) => `${r.name}状态`,
    }),
    actionsColumn<Row, object>({ crud, title: '操作', width: 140, confirm: '确定删除该品牌吗？' }),
  ].map((column) => <div key={String(column.key)}>{column.render?.(undefined, ROW, 0) as ReactNode}</div>);
  return (
    <>
      {cells}
      <output>{crud.dialog.current ? `editing ${crud.dialog.current.row?.name}` : 'closed'}</output>
    </>
  );
}

function setup(codes: string[]) {
  granted.clear();
  for (const code of codes) granted.add(code);
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const remove = vi.fn(() => Promise.resolve());
  const status = vi.fn(() => Promise.resolve());
  render(
    <QueryClientProvider client={queryClient}>
      <Cells remove={remove} status={status} />
    </QueryClientProvider>,
  );
  return { invalidate, remove, status };
}

const button = (label: string) =>
  screen.queryAllByRole('button').find((b) => b.textContent?.replace(/\s/g, '') === label);

describe('the CRUD layer', () => {
  it('asks before 删除, then removes the row and refreshes the list', async () => {
    const { invalidate, remove } = setup(['brand:edit', 'brand:delete']);
    fireEvent.click(button('删除') as HTMLElement);
    expect(remove).not.toHaveBeenCalled();
    const popover = (await screen.findByText('确定删除该品牌吗？')).closest('.ant-popover') as HTMLElement;
    fireEvent.click(
      [...popover.querySelectorAll('button')].find((b) => b.textContent?.includes('确')) as HTMLElement,
    );
    await waitFor(() => expect(remove).toHaveBeenCalledWith(ROW));
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: KEY }));
  });

  it('opens 编辑 with the row; the status is a switch with the edit right', async () => {
    setup(['brand:edit', 'brand:delete']);
    fireEvent.click(button('编辑') as HTMLElement);
    expect(screen.getByText('editing 诺普信')).toBeTruthy();
    expect(screen.getByRole('switch', { name: '诺普信状态' })).toBeTruthy();
  });

  it('without the rights: no 编辑 / 删除, the status is a tag', () => {
    const { status } = setup([]);
    expect(button('编辑')).toBeUndefined();
    expect(button('删除')).toBeUndefined();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getByText('启用')).toBeTruthy();
    expect(status).not.toHaveBeenCalled();
  });

  it('switches after asking and refreshes the list', async () => {
    const { invalidate, status } = setup(['brand:edit']);
    fireEvent.click(screen.getByRole('switch', { name: '诺普信状态' }));
    const popover = (await screen.findByText('确定停用吗？')).closest('.ant-popover') as HTMLElement;
    fireEvent.click(
      [...popover.querySelectorAll('button')].find((b) => b.textContent?.includes('确')) as HTMLElement,
    );
    await waitFor(() => expect(status).toHaveBeenCalledWith(ROW, false));
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: KEY }));
  });

  it('labels the filters from one place: 全部 first, then 启用 / 停用', () => {
    expect(statusOptions()).toEqual([
      { value: '', label: '全部' },
      { value: '1', label: '启用' },
      { value: '0', label: '停用' },
    ]);
    expect(withAll([{ value: '蔬菜', label: '蔬菜' }])[0]).toEqual({ value: '', label: '全部' });
  });
});
