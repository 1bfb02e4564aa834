import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { Input } from 'antd';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { actionsColumn, type CrudForm, CrudFormDialog, field, statusColumn, useCrud } from './index';

const granted = new Set<string>(['role:add', 'role:edit', 'role:delete']);
vi.mock('@/lib/access', () => ({
  useAccess: () => ({ can: (code: string) => granted.has(code), codes: granted }),
}));

interface Row {
  id: number;
  name: string;
  status: 0 | 1;
  builtIn: boolean;
}
const ADMIN: Row = { id: 1, name: '系统管理员', status: 1, builtIn: true };
const PLAIN: Row = { id: 2, name: '运营人员', status: 1, builtIn: false };

const buttons = (root: HTMLElement) =>
  [...root.querySelectorAll('button')].map((b) => b.textContent?.replace(/\s/g, ''));

/** A row's 状态 and 操作 cells with the per-row rules of a built-in row. */
function Cells({ row, onMenus }: { row: Row; onMenus: (row: Row) => void }) {
  const crud = useCrud<Row>({
    rights: { add: 'role:add', edit: 'role:edit', remove: 'role:delete' },
    invalidates: [],
    remove: { run: () => Promise.resolve(), meta: {} },
    status: { run: () => Promise.resolve(), meta: {} },
  });
  const cells = [
    statusColumn<Row, object>({
      crud,
      title: '状态',
      label: (r) => `${r.name}状态`,
      readOnly: (r) => r.builtIn,
      after: (r) => (r.builtIn ? <span>内置</span> : null),
    }),
    actionsColumn<Row, object>({
      crud,
      title: '操作',
      width: 220,
      confirm: (r) => `确定删除“${r.name}”吗？`,
      between: (r) => [{ label: '菜单权限', onClick: () => onMenus(r) }],
      removable: (r) => !r.builtIn,
      fixed: 'right',
    }),
  ];
  return (
    <>
      {cells.map((column) => (
        <div key={String(column.key)} data-testid={String(column.key)}>
          {column.render?.(undefined, row, 0) as ReactNode}
        </div>
      ))}
    </>
  );
}

function Dialog({ row }: { row: Row }) {
  const crud = useCrud<Row>({
    rights: { add: 'role:add', edit: 'role:edit', remove: 'role:delete' },
    invalidates: [],
  });
  const form: CrudForm<{ name: string }, Row> = {
    name: 'role-dialog',
    titles: { create: '新增角色', edit: '编辑角色' },
    fields: (r) => [
      field('name', '名称', <Input disabled={r?.builtIn} />, {
        extra: r?.builtIn ? '内置角色不能改名' : undefined,
      }),
    ],
    toValues: (r) => ({ name: r.name }),
    save: { run: () => Promise.resolve(), meta: {} },
  };
  return (
    <>
      <button type="button" onClick={() => crud.dialog.openEdit(row)}>
        open
      </button>
      <button type="button" onClick={() => crud.dialog.openCreate()}>
        create
      </button>
      <CrudFormDialog crud={crud} form={form} />
    </>
  );
}

const withClient = (node: ReactNode) =>
  render(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>);

describe('the CRUD layer: rules per row', () => {
  it('puts `between` after 编辑 and before 删除, and asks the row’s own question', async () => {
    const onMenus = vi.fn();
    withClient(<Cells row={PLAIN} onMenus={onMenus} />);
    expect(buttons(screen.getByTestId('actions'))).toEqual(['编辑', '菜单权限', '删除']);
    fireEvent.click(screen.getByRole('button', { name: '菜单权限' }));
    expect(onMenus).toHaveBeenCalledWith(PLAIN);
    fireEvent.click(screen.getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText('确定删除“运营人员”吗？')).toBeTruthy();
    expect(screen.getByRole('switch', { name: '运营人员状态' })).toBeTruthy();
  });

  it('a row that is not `removable` has no 删除; a `readOnly` one shows its status as a tag', () => {
    withClient(<Cells row={ADMIN} onMenus={() => {}} />);
    expect(buttons(screen.getByTestId('actions'))).toEqual(['编辑', '菜单权限']);
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getByTestId('status').textContent).toBe('启用内置');
  });

  it('pins the 操作 column when asked', () => {
    const crud = { can: { add: true, edit: true, remove: true } } as Parameters<
      typeof actionsColumn
    >[0]['crud'];
    expect(actionsColumn({ crud, title: '操作', width: 250, confirm: '?', fixed: 'right' }).fixed).toBe(
      'right',
    );
    expect(actionsColumn({ crud, title: '操作', width: 250, confirm: '?' })).not.toHaveProperty('fixed');
  });

  it('a form’s fields may depend on the row edited (none when creating)', async () => {
    withClient(<Dialog row={ADMIN} />);
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(await screen.findByText('内置角色不能改名')).toBeTruthy();
    const input = document.querySelector<HTMLInputElement>('#role-dialog_name') as HTMLInputElement;
    expect(input.value).toBe('系统管理员');
    expect(input.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    fireEvent.click(screen.getByRole('button', { name: 'create' }));
    await screen.findByText('新增角色');
    expect(screen.queryByText('内置角色不能改名')).toBeNull();
    expect((document.querySelector('#role-dialog_name') as HTMLInputElement).disabled).toBe(false);
  });
});
