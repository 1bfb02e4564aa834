import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Input, InputNumber } from 'antd';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { filled } from '@/lib/list-search';
import {
  actionsColumn,
  type CrudForm,
  CrudFormDialog,
  column,
  field,
  statusColumn,
  statusOptions,
  useCrud,
  useRowDialog,
  withAll,
  withId,
} from './index';

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

function Members() {
  const members = useRowDialog<Row>();
  return (
    <button type="button" onClick={() => (members.row ? members.close() : members.open(ROW))}>
      {members.row ? `成员 ${members.row.name}` : '无'}
    </button>
  );
}

function Screen({ form }: { form: CrudForm<{ name: string; sort?: number | null }, Row> }) {
  const crud = useCrud<Row>({
    rights: { add: 'brand:add', edit: 'brand:edit', remove: 'brand:delete' },
    invalidates: [KEY],
  });
  return (
    <>
      <button type="button" onClick={() => crud.dialog.openEdit(ROW)}>
        open
      </button>
      <CrudFormDialog crud={crud} form={form} />
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

  it('declares a plain column with its filter: text of a max length, or a select led by 全部', () => {
    const name = column<Row, { name: string }>('name', '名称', { text: 30, width: 120 });
    expect(name).toMatchObject({ key: 'name', title: '名称', dataIndex: 'name', width: 120 });
    expect(name.search).toEqual({ type: 'text', name: 'name', maxLength: 30 });
    const kind = column<Row, { name: string }>('name', '类别', { select: ['蔬菜', '粮食'] });
    expect(kind.search).toEqual({
      type: 'select',
      name: 'name',
      options: [
        { value: '', label: '全部' },
        { value: '蔬菜', label: '蔬菜' },
        { value: '粮食', label: '粮食' },
      ],
    });
    const status = column<Row, object>('status', '状态', { render: (on) => (on ? '开' : '关') });
    expect(status.search).toBeUndefined();
    expect(status.render?.(undefined, ROW, 0)).toBe('开');
  });

  it('sends the edited row id first, none when creating; keeps only the set filters', () => {
    expect(withId(ROW, { name: '甲' })).toEqual({ id: 7, name: '甲' });
    expect(withId(undefined, { name: '甲' })).toEqual({ name: '甲' });
    expect(
      filled({ name: '玉米', family: '', page: 1, kind: undefined }, ['name', 'family', 'kind']),
    ).toEqual({
      name: '玉米',
    });
    expect(field('sort', '排序', null, { required: '请输入排序' })).toEqual({
      name: 'sort',
      label: '排序',
      control: null,
      required: '请输入排序',
    });
  });

  it('opens a row dialog for one row and closes it', () => {
    render(<Members />);
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button').textContent).toBe('成员 诺普信');
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button').textContent).toBe('无');
  });

  it('the form dialog saves trimmed values with their blanks, refreshes the list and closes', async () => {
    granted.clear();
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const save = vi.fn((_v: { name: string; sort?: number | null }, _row?: Row) => Promise.resolve());
    const form: CrudForm<{ name: string; sort?: number | null }, Row> = {
      name: 'brand-dialog',
      titles: { create: '新增品牌', edit: '编辑品牌' },
      fields: [
        field('name', '名称', <Input />, { requiredText: '请输入名称' }),
        field('sort', '排序', <InputNumber />),
      ],
      toValues: (row) => ({ name: row.name }),
      trim: true,
      blank: { sort: 0 },
      save: { run: save, meta: (mode) => ({ successText: mode === 'create' ? '新增成功' : '编辑成功' }) },
    };
    render(
      <QueryClientProvider client={queryClient}>
        <Screen form={form} />
      </QueryClientProvider>,
    );
    expect(document.querySelector('.ant-modal')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(await screen.findByText('编辑品牌')).toBeTruthy();
    const input = document.querySelector<HTMLInputElement>('#brand-dialog_name') as HTMLInputElement;
    expect(input.value).toBe('诺普信');
    fireEvent.change(input, { target: { value: '  先正达 ' } });
    fireEvent.click(button('确定') as HTMLElement);
    await waitFor(() => expect(save).toHaveBeenCalledWith({ name: '先正达', sort: 0 }, ROW));
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: KEY }));
    await waitFor(() => expect(screen.queryByText('编辑品牌')).toBeNull());
  });
});
