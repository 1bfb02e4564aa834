import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CrudTree, type CrudTreeTarget, useCrudTree } from './index';

const codes = new Set<string>();
vi.mock('@/lib/access', () => ({
  useAccess: () => ({ can: (code: string) => codes.has(code), codes }),
}));

interface Dept {
  id: number;
  name: string;
  children?: Dept[];
}
const TREE: Dept[] = [{ id: 1, name: '集团', children: [{ id: 11, name: '长沙分公司' }] }];
const KEY = ['account', 'get', '/dept/tree'];

function Screen(props: {
  remove: (row: Dept) => Promise<unknown>;
  opened: (target: CrudTreeTarget<Dept>) => void;
  lazyOpen?: (id: number) => void;
  readOnly?: boolean;
}) {
  const crud = useCrudTree<Dept>({
    rights: { add: 'dept:add', edit: 'dept:edit', remove: 'dept:delete' },
    invalidates: [KEY],
    remove: { run: props.remove, meta: {} },
    readOnly: props.readOnly,
  });
  return (
    <CrudTree<Dept>
      crud={crud}
      className="dept-manager"
      tableClassName="dept-table"
      title="组织机构管理"
      rows={TREE}
      load={{ isFetching: false, isError: false, error: null, refetch: () => undefined }}
      loadError="查询失败"
      lazy={props.lazyOpen ? { onExpand: () => undefined, open: props.lazyOpen, loading: false } : undefined}
      columns={[{ key: 'name', title: '部门名称', dataIndex: 'name' }]}
      create="新增部门"
      canAddChild={(row) => row.id === 1}
      confirm={(row) => `确定删除“${row.name}”吗？`}
      dialog={(target, close) => {
        props.opened(target);
        return (
          <div data-testid="dialog">
            <button type="button" onClick={() => close(true)}>
              保存
            </button>
          </div>
        );
      }}
    />
  );
}

const labels = () =>
  screen
    .queryAllByRole('button')
    .map((b) => b.textContent?.replace(/\s/g, ''))
    .filter(Boolean);
const click = (label: string, index = 0) =>
  fireEvent.click(
    screen.getAllByRole('button').filter((b) => b.textContent?.replace(/\s/g, '') === label)[
      index
    ] as HTMLElement,
  );

function mount(props: Partial<Parameters<typeof Screen>[0]> = {}) {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const remove = vi.fn((_row: Dept) => Promise.resolve());
  const opened = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <Screen remove={remove} opened={opened} {...props} />
    </QueryClientProvider>,
  );
  return { invalidate, remove, opened };
}

describe('<CrudTree>', () => {
  it('offers 新增 / 新增下级 / 编辑 / 删除 by the rights; none when read-only', () => {
    codes.clear();
    for (const code of ['dept:add', 'dept:edit', 'dept:delete']) codes.add(code);
    const { unmount } = render(
      <QueryClientProvider client={new QueryClient()}>
        <Screen remove={vi.fn()} opened={vi.fn()} />
      </QueryClientProvider>,
    );
    expect(labels()).toEqual(['新增部门', '折叠全部', '新增下级', '编辑', '删除', '编辑', '删除']);
    unmount();

    codes.delete('dept:add');
    codes.delete('dept:delete');
    const second = render(
      <QueryClientProvider client={new QueryClient()}>
        <Screen remove={vi.fn()} opened={vi.fn()} />
      </QueryClientProvider>,
    );
    expect(labels()).toEqual(['折叠全部', '编辑', '编辑']);
    second.unmount();

    codes.add('dept:add');
    codes.add('dept:delete');
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Screen remove={vi.fn()} opened={vi.fn()} readOnly />
      </QueryClientProvider>,
    );
    expect(labels()).toEqual(['折叠全部']);
    expect(screen.queryByText('操作')).toBeNull();
  });

  it('opens the dialog for 新增, 新增下级 (with its parent) and 编辑; a save refreshes', async () => {
    for (const code of ['dept:add', 'dept:edit', 'dept:delete']) codes.add(code);
    const lazyOpen = vi.fn();
    const { opened, invalidate } = mount({ lazyOpen });
    click('新增部门');
    expect(opened).toHaveBeenLastCalledWith({ parent: undefined });
    click('保存');
    expect(screen.queryByTestId('dialog')).toBeNull();
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: KEY }));
    expect(lazyOpen).not.toHaveBeenCalled();

    click('新增下级');
    expect(opened).toHaveBeenLastCalledWith({ parent: TREE[0] });
    click('保存');
    expect(lazyOpen).toHaveBeenCalledWith(1);

    // a lazy tree starts closed: the top level only
    click('编辑');
    expect(opened).toHaveBeenLastCalledWith({ row: TREE[0] });
    expect(invalidate).toHaveBeenCalledTimes(2);
  });

  it('删除 asks the row’s question first, then deletes and refreshes', async () => {
    for (const code of ['dept:add', 'dept:edit', 'dept:delete']) codes.add(code);
    const { remove, invalidate } = mount();
    click('删除', 1);
    const popover = (await screen.findByText('确定删除“长沙分公司”吗？')).closest(
      '.ant-popover',
    ) as HTMLElement;
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(
      [...popover.querySelectorAll('button')].find((b) => b.textContent?.includes('确')) as HTMLElement,
    );
    await waitFor(() => expect(remove).toHaveBeenCalledWith(TREE[0]?.children?.[0]));
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: KEY }));
  });
});
