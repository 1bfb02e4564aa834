import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bindNotify } from '@/lib/notify';
import { testQueryClient } from '@/test/query-client';
import { reorder, type TreeMove, TreeTable } from './index';

interface Dept {
  id: number;
  name: string;
  children?: Dept[];
}

const TREE: Dept[] = [
  {
    id: 1,
    name: '集团',
    children: [
      { id: 11, name: '长沙分公司', children: [{ id: 111, name: '岳麓门店' }] },
      { id: 12, name: '株洲分公司' },
      { id: 13, name: '衡阳分公司' },
    ],
  },
  { id: 2, name: '另一企业' },
];

function mount(move: (m: TreeMove<Dept>) => Promise<unknown>, onAddChild = vi.fn()) {
  const toasts = { success: vi.fn(), warning: vi.fn(), error: vi.fn() };
  bindNotify(toasts as unknown as Parameters<typeof bindNotify>[0]);
  render(
    <QueryClientProvider client={testQueryClient()}>
      <TreeTable<Dept>
        rows={TREE}
        rowKey="id"
        columns={[{ title: '部门名称', dataIndex: 'name', key: 'name' }]}
        onAddChild={onAddChild}
        move={move}
      />
    </QueryClientProvider>,
  );
  return { toasts, onAddChild };
}

const names = () =>
  [...document.querySelectorAll('.tree-table tbody tr.ant-table-row')].map(
    (r) => r.querySelectorAll('td')[1]?.textContent,
  );
const row = (name: string) =>
  [...document.querySelectorAll<HTMLElement>('.tree-table tbody tr.ant-table-row')].find(
    (r) => r.querySelectorAll('td')[1]?.textContent === name,
  ) as HTMLElement;
const button = (label: string, root: ParentNode = document) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find(
    (b) => b.textContent?.replace(/\s/g, '') === label,
  );

function drag(from: string, to: string) {
  fireEvent.dragStart(row(from));
  fireEvent.dragOver(row(to));
  fireEvent.drop(row(to));
}

afterEach(() => {
  bindNotify(undefined);
  vi.restoreAllMocks();
});

describe('reorder', () => {
  it('moves a row to a sibling’s place and answers the new order', () => {
    const result = reorder(TREE, 13, 11, 'id', 'children');
    expect(result?.move.index).toBe(0);
    expect(result?.move.parent?.id).toBe(1);
    expect(result?.move.siblings.map((d) => d.id)).toEqual([13, 11, 12]);
    expect(result?.tree[0]?.children?.map((d) => d.id)).toEqual([13, 11, 12]);
    expect(reorder(TREE, 111, 12, 'id', 'children')).toBeUndefined();
  });
});

describe('<TreeTable>', { timeout: 30_000 }, () => {
  it('opens every level, collapses and expands all, offers 新增下级', () => {
    const { onAddChild } = mount(() => Promise.resolve());
    expect(names()).toEqual(['集团', '长沙分公司', '岳麓门店', '株洲分公司', '衡阳分公司', '另一企业']);
    fireEvent.click(button('折叠全部') as HTMLButtonElement);
    expect(names()).toEqual(['集团', '另一企业']);
    fireEvent.click(button('展开全部') as HTMLButtonElement);
    expect(names()).toHaveLength(6);
    fireEvent.click(button('新增下级', row('株洲分公司')) as HTMLButtonElement);
    expect(onAddChild).toHaveBeenCalledWith(expect.objectContaining({ id: 12 }));
  });

  it('a drag re-orders siblings at once and persists the move', async () => {
    const move = vi.fn(() => Promise.resolve());
    mount(move);
    drag('衡阳分公司', '长沙分公司');
    expect(names()).toEqual(['集团', '衡阳分公司', '长沙分公司', '岳麓门店', '株洲分公司', '另一企业']);
    await waitFor(() => expect(move).toHaveBeenCalledTimes(1));
    const [step] = move.mock.calls[0] as unknown as [TreeMove<Dept>];
    expect(step.node.id).toBe(13);
    expect(step.siblings.map((d) => d.id)).toEqual([13, 11, 12]);
  });

  it('a failed move rolls back and says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { toasts } = mount(() => Promise.reject(new Error('boom')));
    drag('株洲分公司', '长沙分公司');
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('排序失败', expect.anything()));
    expect(names()).toEqual(['集团', '长沙分公司', '岳麓门店', '株洲分公司', '衡阳分公司', '另一企业']);
  });

  it('a drop onto a row of another level changes nothing', () => {
    const move = vi.fn(() => Promise.resolve());
    mount(move);
    drag('岳麓门店', '株洲分公司');
    expect(move).not.toHaveBeenCalled();
  });

  it('a row with an empty children list shows no expand icon, unless it hasChildren (lazy)', () => {
    const rows = [
      { id: 1, name: '空部门', children: [] },
      { id: 2, name: '待加载', hasChildren: true, children: [] },
      { id: 3, name: '有下级', children: [{ id: 31, name: '下级', children: [] }] },
    ];
    render(
      <QueryClientProvider client={testQueryClient()}>
        <TreeTable
          rows={rows}
          rowKey="id"
          columns={[{ title: '部门名称', dataIndex: 'name', key: 'name' }]}
        />
      </QueryClientProvider>,
    );
    const expander = (name: string) =>
      [...document.querySelectorAll<HTMLElement>('.tree-table tbody tr.ant-table-row')]
        .find((r) => r.querySelector('td')?.textContent === name)
        ?.querySelector('button.ant-table-row-expand-icon:not(.ant-table-row-expand-icon-spaced)');
    expect(expander('空部门')).toBeFalsy();
    expect(expander('下级')).toBeFalsy();
    expect(expander('待加载')).toBeTruthy();
    expect(expander('有下级')).toBeTruthy();
  });
});
