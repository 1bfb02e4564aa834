import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen, withSandbox } from '@/test/sandbox';
import { OrgPicker } from './OrgPicker';
import type { OrgValue } from './types';

// Issue 14: the picker works for 5,000 people in one department (virtual lists) and from the
// keyboard. The sandbox state puts 5,000 people (测试员<id>) into 大客户服务部 under the group's root.

const sandbox = withSandbox();
const PEOPLE = 5000;

function dialog() {
  return screen.getByRole('dialog');
}

async function treeItem(name: string) {
  return within(dialog()).findByTitle(name, {}, { timeout: 60_000 });
}

async function expand(name: string) {
  const node = (await treeItem(name)).closest('.ant-tree-treenode');
  fireEvent.click(node?.querySelector('.ant-tree-switcher') as Element);
}

/** The names of the people rows in the DOM (rows with a checkbox: only people check on 指定人员). */
function peopleRows(): string[] {
  return [...dialog().querySelectorAll('.ant-tree-treenode')]
    .filter((n) => n.querySelector('.ant-tree-checkbox'))
    .map((n) => n.querySelector('.ant-tree-title')?.textContent ?? '');
}

/** The rows of the search results (a flat listbox) in the DOM. */
function resultRows(): string[] {
  const list = within(dialog()).queryByRole('listbox', { name: '搜索结果' });
  return list
    ? within(list)
        .queryAllByRole('option')
        .map((o) => o.textContent ?? '')
    : [];
}

const idOf = (name: string) => Number(name.replace(/^测试员(\d+).*$/, '$1'));

describe('OrgPicker with a 5,000-person department', { timeout: 480_000 }, () => {
  it('lists the department through a virtual list, filters it after the debounce and picks from the keyboard', async () => {
    const { departmentId } = (await sandbox.state(`a department of ${PEOPLE} people exists`)) as {
      departmentId: number;
    };
    const onConfirm = vi.fn<(value: OrgValue) => void>();
    await renderScreen(<OrgPicker open tabs={['user']} onConfirm={onConfirm} onCancel={() => {}} />);
    await expand('湖南省农业生产资料集团有限公司');
    await expand('大客户服务部');

    // all 5,000 arrive, only a window of rows is in the DOM (the waits are hang guards: on a loaded
    // machine the sandbox takes a while to answer with 5,000 people)
    await waitFor(() => expect(peopleRows().length).toBeGreaterThan(0), { timeout: 120_000 });
    const loaded = sandbox.calls('listUserByDept').at(-1);
    expect(loaded?.url.searchParams.get('departmentId')).toBe(String(departmentId));
    const firstWindow = peopleRows();
    expect(firstWindow.every((name) => /^测试员\d+$/.test(name))).toBe(true);
    expect(firstWindow.length).toBeLessThan(50);
    const first = Math.min(...firstWindow.map(idOf));
    const last = `测试员${first + PEOPLE - 1}`;
    expect(within(dialog()).queryByTitle(last)).toBeNull();

    // typing the last person's name: nothing changes before the 500 ms debounce, then only they show
    const search = within(dialog()).getByRole('textbox', { name: '搜索' });
    fireEvent.change(search, { target: { value: last } });
    expect(within(dialog()).queryByTitle(last)).toBeNull();
    expect(peopleRows()).toEqual(firstWindow);
    await waitFor(() => expect(resultRows()).toEqual([`${last} 大客户服务部`]), { timeout: 60_000 });
    // the department's tree is kept, out of sight, for when the search is cleared
    expect(within(dialog()).getByRole('tree', { hidden: true }).closest('[hidden]')).not.toBeNull();

    // a wider query: many matches, still a window of rows
    fireEvent.change(search, { target: { value: `测试员${String(first + 2500).slice(0, 2)}` } });
    await waitFor(() => expect(resultRows()).not.toEqual([`${last} 大客户服务部`]), { timeout: 60_000 });
    expect(resultRows().length).toBeGreaterThan(1);
    expect(resultRows().length).toBeLessThan(50);

    // back to the last person, picked from the keyboard: focus the list, ArrowDown, Enter
    fireEvent.change(search, { target: { value: last } });
    await waitFor(() => expect(resultRows()).toEqual([`${last} 大客户服务部`]), { timeout: 60_000 });
    const list = within(dialog()).getByRole('listbox', { name: '搜索结果' });
    act(() => {
      list.focus();
      fireEvent.keyDown(list, { key: 'ArrowDown' });
    });
    const option = within(list).getByRole('option');
    expect(list.getAttribute('aria-activedescendant')).toBe(option.id);
    expect(option.getAttribute('aria-selected')).toBe('false');
    fireEvent.keyDown(list, { key: 'Enter' });
    await waitFor(() => expect(within(dialog()).getByTestId('org-picker-count').textContent).toBe('1 / 99'));
    expect(within(list).getByRole('option').getAttribute('aria-selected')).toBe('true');
    fireEvent.click(within(dialog()).getByRole('button', { name: /确\s*定/ }));
    expect(onConfirm.mock.calls[0]?.[0].user).toEqual([
      expect.objectContaining({ type: 'user', name: last, deptId: departmentId }),
    ]);
  });
});
