import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { confirmPopover } from '@/test/dom';
import { expectRefused } from '@/test/list-screen';
import { renderScreen, withSandbox } from '@/test/sandbox';
import { allIds, conduct, grantedIds, halfCheckedOf } from './menu-checks';
import { RolePage } from './RolePage';

const sandbox = withSandbox();
const URL = '/yxzcxt/index/roleManager';

const total = () => document.querySelector('.role-table .query-table-total')?.textContent;
const rowOf = (name: string) =>
  [...document.querySelectorAll<HTMLElement>('.role-table tbody tr')].find((tr) =>
    tr.textContent?.includes(name),
  ) as HTMLElement;
const dialog = () => document.querySelector('.ant-modal') as HTMLElement;
const click = (name: RegExp | string, root: HTMLElement = document.body) =>
  fireEvent.click(within(root).getByRole('button', { name }));
const type = (label: string, value: string) =>
  fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });

async function openList(as: 'admin' | 'operator' = 'admin') {
  const rendered = await renderScreen(<RolePage />, { as, url: URL });
  await waitFor(() => expect(total()).toBe('共查询到 6 条记录'));
  return rendered;
}

async function createRole(name: string, code: string) {
  click(/新\s*增/);
  await waitFor(() => expect(dialog()).toBeTruthy());
  type('角色名称', name);
  type('角色编码', code);
  click(/确\s*定/, dialog());
}

describe('menu checks', () => {
  const tree = [
    {
      id: 1,
      children: [
        {
          id: 11,
          children: [
            { id: 111, children: [] },
            { id: 112, children: [] },
          ],
        },
      ],
    },
    { id: 2, children: [{ id: 21, children: [] }] },
  ];
  it('conducts, finds half-checked parents and grants every parent above a checked node', () => {
    expect([...conduct(tree, new Set([111, 112]))].sort()).toEqual([1, 11, 111, 112]);
    expect([...conduct(tree, new Set([2]))].sort()).toEqual([2, 21]);
    expect(halfCheckedOf(tree, new Set([111])).sort()).toEqual([1, 11]);
    expect(grantedIds(tree, new Set([111]))).toEqual([1, 11, 111]);
    expect(grantedIds(tree, new Set([21, 2]))).toEqual([2, 21]);
    expect(allIds(tree)).toEqual([1, 11, 111, 112, 2, 21]);
  });
});

describe('<RolePage>', { timeout: 30_000 }, () => {
  it('lists the roles and filters them by name and status', async () => {
    const { search } = await openList();
    expect(rowOf('系统管理员').textContent).toContain('admin');
    fireEvent.change(screen.getByLabelText('角色名称'), { target: { value: '管理' } });
    click(/查\s*询/);
    await waitFor(() => expect(search()).toMatchObject({ roleName: '管理' }));
    await waitFor(() => expect(total()).toBe('共查询到 2 条记录'));
    expect(sandbox.lastBody('rolePage')).toMatchObject({ roleName: '管理', page: 1, pageSize: 10 });
    expect(rowOf('仓库管理员')).toBeTruthy();

    click(/重\s*置/);
    await waitFor(() => expect(total()).toBe('共查询到 6 条记录'));
    fireEvent.mouseDown(
      within(document.querySelector('.query-table-filter') as HTMLElement).getByRole('combobox'),
    );
    fireEvent.click(await screen.findByTitle('停用'));
    click(/查\s*询/);
    await waitFor(() => expect(search()).toMatchObject({ status: '0' }));
    await waitFor(() => expect(total()).toBe('共查询到 0 条记录'));
    expect(sandbox.lastBody('rolePage')).toMatchObject({ status: 0, page: 1 });
  });

  it('shows a failed list with 重试', async () => {
    await sandbox.fault('rolePage', 'error', { msg: '角色服务维护中', times: 1 });
    const { toasts } = await renderScreen(<RolePage />, { url: URL });
    await waitFor(() =>
      expect(document.querySelector('.query-table-error')?.textContent).toContain('角色服务维护中'),
    );
    // Said once, in the table.
    expect(toasts.error).not.toHaveBeenCalled();
    click(/重\s*试/);
    await waitFor(() => expect(total()).toBe('共查询到 6 条记录'));
  });

  it('validates the dialog, creates a role, and keeps what was typed when the server refuses', async () => {
    const { toasts } = await openList();
    click(/新\s*增/);
    await waitFor(() => expect(dialog()?.textContent).toContain('新增角色'));
    click(/确\s*定/, dialog());
    expect(await within(dialog()).findByText('请输入角色名称')).toBeTruthy();
    expect(within(dialog()).getByText('请输入角色编码')).toBeTruthy();
    type('角色编码', '9号');
    expect(
      await within(dialog()).findByText('角色编码以字母开头，只能包含字母、数字、下划线、冒号或连字符'),
    ).toBeTruthy();
    expect(sandbox.calls('roleAdd')).toHaveLength(0);

    // A code already used: the server refuses, the dialog stays with what was typed.
    type('角色名称', '设备巡检员');
    type('角色编码', 'admin');
    type('备注', '只读设备详情');
    await expectRefused(sandbox, toasts.error, '角色编码已存在', () => click(/确\s*定/, dialog()));
    expect((within(dialog()).getByLabelText('角色名称') as HTMLInputElement).value).toBe('设备巡检员');
    expect((within(dialog()).getByLabelText('备注') as HTMLTextAreaElement).value).toBe('只读设备详情');

    type('角色编码', 'device_inspector');
    click(/确\s*定/, dialog());
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('新增成功', expect.anything()));
    await waitFor(() => expect(total()).toBe('共查询到 7 条记录'));
    expect(sandbox.lastBody('roleAdd')).toEqual({
      roleName: '设备巡检员',
      roleCode: 'device_inspector',
      status: 1,
      remark: '只读设备详情',
    });
    expect(rowOf('设备巡检员').textContent).toContain('只读设备详情');
  });

  it('edits a role', async () => {
    const { toasts } = await openList();
    click(/编\s*辑/, rowOf('财务人员'));
    await waitFor(() => expect(dialog()?.textContent).toContain('编辑角色'));
    expect((within(dialog()).getByLabelText('角色编码') as HTMLInputElement).value).toBe('finance');
    type('备注', '财务与结算');
    click(/确\s*定/, dialog());
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('编辑成功', expect.anything()));
    await waitFor(() => expect(rowOf('财务人员').textContent).toContain('财务与结算'));
    expect(sandbox.lastBody('roleUpdate')).toMatchObject({
      id: 6,
      remark: '财务与结算',
      roleCode: 'finance',
    });
  });

  it('asks before deleting, shows the refusal of a role held by users, and deletes an unused one', async () => {
    const { toasts } = await openList();
    const before = await sandbox.checksum();
    click(/删\s*除/, rowOf('门店店长'));
    expect(await screen.findByText('确定删除该角色吗？')).toBeTruthy();
    expect(sandbox.calls('roleDelete')).toHaveLength(0);
    await confirmPopover();
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('该角色已分配给用户，不能删除', expect.anything()),
    );
    expect(await sandbox.checksum()).toEqual(before);
    expect(within(rowOf('系统管理员')).queryByRole('button', { name: /删\s*除/ })).toBeNull();

    await createRole('临时角色', 'temp_role');
    await waitFor(() => expect(total()).toBe('共查询到 7 条记录'));
    click(/删\s*除/, rowOf('临时角色'));
    await waitFor(() =>
      expect(document.querySelectorAll('.ant-popover:not(.ant-popover-hidden)').length).toBe(1),
    );
    await confirmPopover();
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('删除成功', expect.anything()));
    await waitFor(() => expect(total()).toBe('共查询到 6 条记录'));
  });

  it('grants menus: 保存 waits for the tree, checked pages are saved with their parents', async () => {
    const { toasts } = await openList();
    await createRole('设备巡检员', 'device_inspector');
    await waitFor(() => expect(total()).toBe('共查询到 7 条记录'));
    await sandbox.fault('roleMenuIds', 'stall', { stallMs: 400, times: 1 });
    click(/菜单权限/, rowOf('设备巡检员'));
    await waitFor(() => expect(dialog()?.textContent).toContain('菜单权限 - 设备巡检员'));
    const save = within(dialog()).getByRole('button', { name: /保\s*存/ });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(dialog().querySelector('.ant-tree')).not.toBeNull());
    expect((save as HTMLButtonElement).disabled).toBe(false);

    // The device screen's 详情 button only: its page and group come along (half-checked).
    const device = [...dialog().querySelectorAll<HTMLElement>('.ant-tree-treenode')].find(
      (n) => n.querySelector('.ant-tree-title')?.textContent === '设备管理',
    ) as HTMLElement;
    const next = (el: Element | null, n: number): Element | null =>
      n === 0 ? el : next(el?.nextElementSibling ?? null, n - 1);
    const detail = next(device, 1) as HTMLElement;
    expect(detail.textContent).toContain('详情');
    fireEvent.click(detail.querySelector('.ant-tree-checkbox') as HTMLElement);
    expect(dialog().textContent).toContain('已选 1 项');
    click(/保\s*存/, dialog());
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('授权成功', expect.anything()));
    const sent = sandbox.calls('roleMenuAuth')[0]?.url.searchParams.get('menuIds');
    expect(sent).toBe('2,202,20250');

    // Opened again it shows the grant; 全选 then 全不选 clears it.
    click(/菜单权限/, rowOf('设备巡检员'));
    await waitFor(() => expect(dialog()?.querySelector('.ant-tree')).not.toBeNull());
    expect(dialog().textContent).toContain('已选 1 项');
    click(/全\s*选/, dialog());
    click(/全不选/, dialog());
    expect(dialog().textContent).toContain('已选 0 项');
  });

  it('hides every change without the buttons', async () => {
    await openList('operator');
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(within(rowOf('运营人员')).queryByRole('button')).toBeNull();
    expect(within(rowOf('运营人员')).queryByRole('switch')).toBeNull();
    expect(rowOf('运营人员').textContent).toContain('启用');
  });
});
