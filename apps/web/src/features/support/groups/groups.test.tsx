import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button, dialog, dialogField, listLoaded, listTotal, popover, tableRow, tableRows } from '@/test/dom';
import { chooseOption } from '@/test/list-screen';
import { renderScreen, withSandbox } from '@/test/sandbox';
import { GroupsPage } from './GroupsPage';

const sandbox = withSandbox();
const URL = '/yxzcxt/index/groupControl';

const rows = (scope = '.group-table') => tableRows(scope);
const row = (text: string, scope = '.group-table') => tableRow(scope, text);
const total = () => listTotal();
const field = dialogField;
const loaded = listLoaded;

const pick = (input: HTMLElement, label: string) =>
  chooseOption(input, label, { options: '.ant-select-item-option-content', prefix: true });

describe('公司人员管理 · 功能组 groupControl', { timeout: 60_000 }, () => {
  it('lists the functional groups of the user organisation and filters by name', async () => {
    const { search } = await renderScreen(<GroupsPage />, { as: 'admin', url: URL });
    await waitFor(() => expect(total()).toBe('共查询到 5 条记录'));
    expect(row('财务审核组')).toBeTruthy(); // the approval runtime's seed group
    expect(sandbox.lastBody('usermanageQueryGroup')).toEqual({
      manageNumber: 'M430000001',
      queryType: 2,
      parentId: -1,
    });
    for (const header of ['功能组名称', '角色', '成员数', '操作'])
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    expect(row('采购审核组').textContent).toContain('运营人员');
    expect(rows().some((tr) => tr.textContent?.includes('长沙门店运营组'))).toBe(false);

    fireEvent.change(screen.getByLabelText('功能组名称'), { target: { value: '巡检' } });
    fireEvent.keyDown(screen.getByLabelText('功能组名称'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(total()).toBe('共查询到 1 条记录'));
    expect(search()).toMatchObject({ groupName: '巡检' });
    expect(sandbox.lastBody('usermanageQueryGroup')).toMatchObject({ groupName: '巡检' });
    expect(row('门店巡检组')).toBeTruthy();
  });

  it('validates, creates and edits a group', async () => {
    const { toasts } = await renderScreen(<GroupsPage />, { as: 'admin', url: URL });
    await loaded();
    fireEvent.click(button('新增'));
    await waitFor(() => expect(dialog()).toBeTruthy());
    fireEvent.click(button('确定', dialog()));
    await waitFor(() =>
      expect(
        [...dialog().querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent),
      ).toEqual(['请输入功能组名称', '请选择角色']),
    );
    expect(sandbox.calls('usermanageAddGroup')).toHaveLength(0);

    fireEvent.change(field('功能组名称'), { target: { value: '质量抽检组' } });
    await pick(field('角色'), '农技专家');
    fireEvent.change(field('备注'), { target: { value: '农资质量抽检' } });
    fireEvent.click(button('确定', dialog()));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('新增成功', expect.anything()));
    expect(sandbox.lastBody('usermanageAddGroup')).toEqual({
      manageNumber: 'M430000001',
      groupName: '质量抽检组',
      roleId: 5,
      remark: '农资质量抽检',
    });
    await waitFor(() => expect(row('质量抽检组').textContent).toContain('农技专家'));

    fireEvent.click(button('编辑', row('采购审核组')));
    await waitFor(() => expect(field('功能组名称').value).toBe('采购审核组'));
    fireEvent.change(field('功能组名称'), { target: { value: '采购复核组' } });
    fireEvent.click(button('确定', dialog()));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('编辑成功', expect.anything()));
    expect(sandbox.lastBody('usermanageUpdateGroup')).toMatchObject({
      id: 201,
      groupName: '采购复核组',
      roleId: 2,
    });
    await waitFor(() => expect(row('采购复核组')).toBeTruthy());
  });

  it('keeps what was typed when saving fails', async () => {
    const { toasts } = await renderScreen(<GroupsPage />, { as: 'admin', url: URL });
    await loaded();
    await sandbox.fault('usermanageAddGroup', 'error', { msg: '功能组名称已存在' });
    fireEvent.click(button('新增'));
    await waitFor(() => expect(dialog()).toBeTruthy());
    fireEvent.change(field('功能组名称'), { target: { value: '门店巡检组' } });
    await pick(field('角色'), '门店店长');
    fireEvent.click(button('确定', dialog()));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('功能组名称已存在', expect.anything()));
    expect(field('功能组名称').value).toBe('门店巡检组');
  });

  it('asks before deleting; shows a refusal; deletes', async () => {
    const { toasts } = await renderScreen(<GroupsPage />, { as: 'admin', url: URL });
    await waitFor(() => expect(total()).toBe('共查询到 5 条记录'));
    await sandbox.fault('usermanageRemoveGroup', 'error', {
      msg: '功能组正在审批流程中使用，不能删除',
      times: 1,
    });
    fireEvent.click(button('删除', row('设备运维组')));
    fireEvent.click(button('确定', await popover('确定删除该功能组吗？')));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('功能组正在审批流程中使用，不能删除', expect.anything()),
    );
    expect(row('设备运维组')).toBeTruthy();

    fireEvent.click(button('删除', row('仓储调度组')));
    const confirm = await waitFor(() => {
      const open = [...document.querySelectorAll<HTMLElement>('.ant-popover')].filter(
        (p) => !p.className.includes('hidden') && p.textContent?.includes('确定删除该功能组吗？'),
      );
      const last = open.at(-1);
      if (!last) throw new Error('no popover');
      return last;
    });
    fireEvent.click(button('确定', confirm));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('删除成功', expect.anything()));
    expect(sandbox.lastBody('usermanageRemoveGroup')).toEqual({ id: 203 });
    await waitFor(() => expect(total()).toBe('共查询到 4 条记录'));
  });

  it('members dialog lists, adds and removes people', async () => {
    const { toasts } = await renderScreen(<GroupsPage />, { as: 'admin', url: URL });
    await loaded();
    fireEvent.click(button('成员', row('门店巡检组')));
    const members = () => document.querySelector('.group-members') as HTMLElement;
    await waitFor(() => expect(members().textContent).toContain('成员管理 — 门店巡检组'));
    await waitFor(() =>
      expect(members().querySelector('.group-members-total')?.textContent).toMatch(/^共 \d+ 名成员$/),
    );
    const before = rows('.group-members-table').length;
    expect(before).toBeGreaterThan(0);

    const picker = within(members()).getByLabelText('添加成员');
    fireEvent.change(picker, { target: { value: '运营专员' } });
    await pick(picker, '运营专员');
    fireEvent.click(button('添加', members()));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('添加成功', expect.anything()));
    expect(sandbox.lastBody('usermanageAddGroupUser')).toEqual({ groupId: 202, userIds: [2] });
    await waitFor(() => expect(rows('.group-members-table')).toHaveLength(before + 1));
    expect(row('运营专员', '.group-members-table')).toBeTruthy();

    fireEvent.click(button('移除', row('运营专员', '.group-members-table')));
    fireEvent.click(button('确定', await popover('确定将该成员移出功能组吗？')));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('移除成功', expect.anything()));
    expect(sandbox.lastBody('usermanageRemoveGroupUser')).toEqual({ groupId: 202, userIds: [2] });
    await waitFor(() => expect(rows('.group-members-table')).toHaveLength(before));
  });

  it('hides the buttons without the permissions', async () => {
    await renderScreen(<GroupsPage />, { as: 'operator', url: URL });
    await loaded();
    for (const label of [/新\s*增/, /编\s*辑/, /删\s*除/])
      expect(screen.queryByRole('button', { name: label })).toBeNull();
    fireEvent.click(button('成员', rows()[0] as HTMLElement));
    await waitFor(() =>
      expect(document.querySelector('.group-members-total')?.textContent).toMatch(/名成员/),
    );
    expect(document.querySelector('.group-members')?.querySelector('[aria-label="添加成员"]')).toBeNull();
    expect(screen.queryByRole('button', { name: /移\s*除/ })).toBeNull();
  });
});
