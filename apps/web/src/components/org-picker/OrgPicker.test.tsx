import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen, withSandbox } from '@/test/sandbox';
import { OrgPicker } from './OrgPicker';
import { dialog, treeItem } from './test-helpers';
import type { OrgValue } from './types';

const sandbox = withSandbox();

describe('OrgPicker', { timeout: 60_000 }, () => {
  it('shows only the top-level departments of the user enterprise and the groups of its organisation', async () => {
    await renderScreen(<OrgPicker open tabs={['dep', 'role']} onConfirm={() => {}} onCancel={() => {}} />);
    expect(await treeItem('湖南省农业生产资料集团有限公司')).toBeTruthy();
    expect(within(dialog()).queryByTitle('湖南湘农农资连锁有限公司')).toBeNull();
    expect(within(dialog()).queryByTitle('岳阳金穗农业服务有限公司')).toBeNull();

    fireEvent.click(within(dialog()).getByRole('tab', { name: '角色' }));
    expect(await treeItem('采购审核组')).toBeTruthy();
    expect(sandbox.lastBody('usermanageQueryGroup')).toEqual({
      manageNumber: 'M430000001',
      queryType: 2,
      parentId: -1,
    });
  });

  it('lists positions from the 岗位 dictionary and keeps them under position', async () => {
    const onConfirm = vi.fn<(value: OrgValue) => void>();
    await renderScreen(<OrgPicker open tabs={['position']} onConfirm={onConfirm} onCancel={() => {}} />);
    fireEvent.click(await treeItem('店长'));
    fireEvent.click(within(dialog()).getByRole('button', { name: /确\s*定/ }));
    expect(onConfirm.mock.calls[0]?.[0].position).toEqual([{ type: 'position', id: 'dz', name: '店长' }]);
    expect(sandbox.calls('dicGetDic').map((c) => c.url.searchParams.get('category'))).toContain('gw');
  });

  it('loads sub-departments when a department is expanded', async () => {
    await renderScreen(<OrgPicker open tabs={['dep']} onConfirm={() => {}} onCancel={() => {}} />);
    const root = await treeItem('湖南省农业生产资料集团有限公司');
    expect(within(dialog()).queryByTitle('财务部')).toBeNull();
    const switcher = root.closest('.ant-tree-treenode')?.querySelector('.ant-tree-switcher');
    fireEvent.click(switcher as Element);
    expect(await treeItem('财务部')).toBeTruthy();
    expect(sandbox.lastBody('listZnfDept')).toEqual({ parentId: 101, enterpriseNumber: 'E430000001' });
  });

  it('refuses selections past the maximum, says so, and confirms the value keyed by tab', async () => {
    const onConfirm = vi.fn<(value: OrgValue) => void>();
    await renderScreen(<OrgPicker open tabs={['role']} max={2} onConfirm={onConfirm} onCancel={() => {}} />);
    fireEvent.click(await treeItem('采购审核组'));
    fireEvent.click(await treeItem('门店巡检组'));
    expect(within(dialog()).getByTestId('org-picker-count').textContent).toBe('2 / 2');
    expect(within(dialog()).getByRole('alert').textContent).toContain('最多选择2项');
    const groups = within(dialog()).getAllByRole('treeitem');
    const third = groups.find((g) => !/采购审核组|门店巡检组/.test(g.textContent ?? ''));
    expect(third).toBeTruthy();
    fireEvent.click(within(third as HTMLElement).getByText(third?.textContent ?? ''));
    expect(within(dialog()).getByTestId('org-picker-count').textContent).toBe('2 / 2');

    fireEvent.click(within(dialog()).getByRole('button', { name: /确\s*定/ }));
    const value = onConfirm.mock.calls[0]?.[0];
    expect(value?.role.map((i) => i.name)).toEqual(['采购审核组', '门店巡检组']);
    expect(value).toMatchObject({ dep: [], user: [], 'dep&user': [], position: [] });
  });

  it('works from the keyboard: arrows move through the list, Enter checks', async () => {
    await renderScreen(<OrgPicker open tabs={['role']} onConfirm={() => {}} onCancel={() => {}} />);
    await treeItem('采购审核组');
    const tree = within(dialog()).getByRole('tree');
    const focusTarget = (tree.querySelector('input') ?? tree) as HTMLElement;
    fireEvent.focus(focusTarget);
    fireEvent.keyDown(focusTarget, { key: 'ArrowDown', keyCode: 40, which: 40 });
    fireEvent.keyDown(focusTarget, { key: 'Enter', keyCode: 13, which: 13 });
    await waitFor(() => expect(within(dialog()).getByTestId('org-picker-count').textContent).toBe('1 / 99'));
  });

  it('defaults to at most 99 and clears everything with 清空', async () => {
    await renderScreen(<OrgPicker open tabs={['role']} onConfirm={() => {}} onCancel={() => {}} />);
    fireEvent.click(await treeItem('采购审核组'));
    expect(within(dialog()).getByTestId('org-picker-count').textContent).toBe('1 / 99');
    fireEvent.click(within(dialog()).getByRole('button', { name: '清空' }));
    expect(within(dialog()).getByTestId('org-picker-count').textContent).toBe('0 / 99');
  });

  it('searches names and pinyin initials 500 ms after typing', async () => {
    await renderScreen(<OrgPicker open tabs={['dep']} onConfirm={() => {}} onCancel={() => {}} />);
    await treeItem('湖南省农业生产资料集团有限公司');
    fireEvent.change(within(dialog()).getByRole('textbox', { name: '搜索' }), { target: { value: 'cwb' } });
    // not yet: the search waits for the debounce
    expect(within(dialog()).queryByTitle('财务部')).toBeNull();
    const results = () => within(dialog()).getByRole('listbox', { name: '搜索结果' });
    expect(
      await within(dialog()).findByRole('listbox', { name: '搜索结果' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(within(results()).getByTitle('财务部')).toBeTruthy();
    expect(within(results()).queryByTitle('湖南省农业生产资料集团有限公司')).toBeNull();
    // the tree is out of sight while the results show
    expect(within(dialog()).getByRole('tree', { hidden: true }).closest('[hidden]')).not.toBeNull();
    fireEvent.change(within(dialog()).getByRole('textbox', { name: '搜索' }), { target: { value: '长沙' } });
    await waitFor(() => expect(within(results()).queryByTitle('财务部')).toBeNull(), { timeout: 15_000 });
    expect(within(results()).getByTitle('长沙分公司')).toBeTruthy();
    // clearing the search brings the tree back
    fireEvent.change(within(dialog()).getByRole('textbox', { name: '搜索' }), { target: { value: '' } });
    await waitFor(() => expect(within(dialog()).queryByRole('listbox')).toBeNull(), { timeout: 15_000 });
    expect(within(dialog()).getByRole('tree').closest('[hidden]')).toBeNull();
  });
});
