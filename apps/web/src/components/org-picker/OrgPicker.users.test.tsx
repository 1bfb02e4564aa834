import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen, withSandbox } from '@/test/sandbox';
import { OrgPicker } from './OrgPicker';
import { dialog, treeItem } from './test-helpers';
import type { OrgValue } from './types';

withSandbox();

describe('OrgPicker', { timeout: 60_000 }, () => {
  it('指定人员: departments open lazily into their people; only people can be picked', async () => {
    const onConfirm = vi.fn<(value: OrgValue) => void>();
    await renderScreen(<OrgPicker open tabs={['user']} onConfirm={onConfirm} onCancel={() => {}} />);
    const expand = async (name: string) => {
      const node = (await treeItem(name)).closest('.ant-tree-treenode');
      // Open it unless an earlier load left it open already.
      if (!node?.classList.contains('ant-tree-treenode-switcher-open'))
        fireEvent.click(node?.querySelector('.ant-tree-switcher') as Element);
    };
    await expand('湖南省农业生产资料集团有限公司');
    await expand('信息技术部');
    // a department has no checkbox here
    const deptNode = async () => (await treeItem('信息技术部')).closest('.ant-tree-treenode') as HTMLElement;
    expect((await deptNode()).querySelector('.ant-tree-checkbox')).toBeNull();
    // the people of 信息技术部 follow it in the tree (101 has none of its own). A loaded machine
    // once showed the department closed with no people after the click: open it again if so,
    // as a person would, and name what the tree shows if they never come.
    const people = await waitFor(
      async () => {
        const nodes = [...dialog().querySelectorAll('.ant-tree-treenode')].filter((n) =>
          n.querySelector('.ant-tree-checkbox'),
        );
        if (nodes.length === 0) {
          const dept = await deptNode();
          const shown = [...dialog().querySelectorAll('.ant-tree-treenode')].map(
            (n) => `${n.textContent}${n.className.includes('switcher-open') ? '(开)' : ''}`,
          );
          if (!dept.className.includes('switcher-open') && !dept.className.includes('loading'))
            fireEvent.click(dept.querySelector('.ant-tree-switcher') as Element);
          throw new Error(`信息技术部 shows no people yet; the tree shows: ${shown.join(' / ')}`);
        }
        return nodes;
      },
      { timeout: 40_000, interval: 500 },
    );
    const first = people[0]?.querySelector('.ant-tree-title') as HTMLElement;
    fireEvent.click(first);
    fireEvent.click(within(dialog()).getByRole('button', { name: /确\s*定/ }));
    const picked = onConfirm.mock.calls[0]?.[0].user ?? [];
    expect(picked).toHaveLength(1);
    expect(picked[0]).toMatchObject({ type: 'user', name: first.textContent, deptId: 104 });
  });
});
