import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, withSandbox } from '@/test/sandbox';
import { DeptPage } from './DeptPage';

const sandbox = withSandbox();
const URL = '/yxzcxt/index/deptManager';

const names = () => {
  const headers = [...document.querySelectorAll('.dept-table thead th')].map((th) => th.textContent?.trim());
  const at = headers.indexOf('部门名称');
  return [...document.querySelectorAll<HTMLElement>('.dept-table tbody tr.ant-table-row')].map(
    (tr) => tr.querySelectorAll('td')[at]?.textContent?.trim() ?? '',
  );
};
const row = (name: string) => {
  const found = [...document.querySelectorAll<HTMLElement>('.dept-table tbody tr.ant-table-row')].find((tr) =>
    tr.textContent?.includes(name),
  );
  if (!found) throw new Error(`no row ${name}`);
  return found;
};
const button = (label: string, scope: ParentNode = document) => {
  const found = [...scope.querySelectorAll('button')].find(
    (b) => b.textContent?.replace(/\s/g, '') === label,
  );
  if (!found) throw new Error(`no button ${label}`);
  return found as HTMLButtonElement;
};
const dialog = () => document.querySelector('.entity-dialog') as HTMLElement;
const loaded = () => waitFor(() => expect(names()).toContain('长沙分公司'));

describe('组织机构管理 deptManager', { timeout: 30_000 }, () => {
  it('shows only the tree of the user enterprise and filters by name and status', async () => {
    const { search } = await renderScreen(<DeptPage />, { as: 'admin', url: URL });
    await loaded();
    expect(names()).toContain('湖南省农业生产资料集团有限公司');
    expect(names()).not.toContain('湖南湘农农资连锁有限公司');
    expect(screen.getByRole('columnheader', { name: '部门编号' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('部门名称'), { target: { value: '长沙' } });
    fireEvent.keyDown(screen.getByLabelText('部门名称'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(search()).toMatchObject({ name: '长沙' }));
    await waitFor(() => expect(names()).not.toContain('株洲分公司'));
    await waitFor(() => expect(names()).toContain('长沙分公司'));
    expect(sandbox.lastBody('enterpriseDeptTree')).toEqual({ name: '长沙' });

    fireEvent.click(button('重置'));
    await waitFor(() => expect(names()).toContain('株洲分公司'));
  });

  it('filters by status from the URL', async () => {
    await renderScreen(<DeptPage />, { as: 'admin', url: `${URL}?status=0` });
    await waitFor(() => expect(sandbox.lastBody('enterpriseDeptTree')).toEqual({ status: 0 }));
  });

  it('creates a top-level department and a sub-department; validates the dialog', async () => {
    const { toasts } = await renderScreen(<DeptPage />, { as: 'admin', url: URL });
    await loaded();
    fireEvent.click(button('新增'));
    await waitFor(() => expect(dialog()).toBeTruthy());
    fireEvent.change(within(dialog()).getByLabelText('联系电话'), { target: { value: '12ab' } });
    fireEvent.click(button('确定', dialog()));
    expect(await within(dialog()).findByText('请输入部门名称')).toBeTruthy();
    expect(await within(dialog()).findByText('请输入正确的联系电话')).toBeTruthy();
    expect(sandbox.calls('enterpriseDeptSave')).toHaveLength(0);

    fireEvent.change(within(dialog()).getByLabelText('部门名称'), { target: { value: '湘西分公司' } });
    fireEvent.change(within(dialog()).getByLabelText('联系电话'), { target: { value: '0743-8212345' } });
    fireEvent.click(button('确定', dialog()));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('新增成功', expect.anything()));
    expect(sandbox.lastBody('enterpriseDeptSave')).toMatchObject({
      name: '湘西分公司',
      parentId: 0,
      enterpriseNumber: 'E430000001',
      phone: '0743-8212345',
    });
    await waitFor(() => expect(names()).toContain('湘西分公司'));

    fireEvent.click(button('新增下级', row('株洲分公司')));
    await waitFor(() => expect(dialog()?.textContent).toContain('新增下级部门（株洲分公司）'));
    fireEvent.change(within(dialog()).getByLabelText('部门名称'), { target: { value: '攸县农资门店' } });
    fireEvent.click(button('确定', dialog()));
    await waitFor(() => expect(names()).toContain('攸县农资门店'));
    expect(sandbox.lastBody('enterpriseDeptSave')).toMatchObject({ name: '攸县农资门店', parentId: 120 });
  });

  it('edits a department', async () => {
    await renderScreen(<DeptPage />, { as: 'admin', url: URL });
    await loaded();
    fireEvent.click(button('编辑', row('醴陵市农资门店')));
    const name = await within(dialog()).findByLabelText('部门名称');
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('醴陵市农资门店'));
    fireEvent.change(name, { target: { value: '醴陵市农资旗舰店' } });
    fireEvent.click(button('确定', dialog()));
    await waitFor(() => expect(names()).toContain('醴陵市农资旗舰店'));
    expect(sandbox.lastBody('enterpriseDeptUpdate')).toMatchObject({ id: 121, name: '醴陵市农资旗舰店' });
  });

  it('keeps what was typed when saving fails', async () => {
    const { toasts } = await renderScreen(<DeptPage />, { as: 'admin', url: URL });
    await loaded();
    await sandbox.fault('enterpriseDeptSave', 'error', { msg: '部门服务维护中' });
    fireEvent.click(button('新增'));
    await waitFor(() => expect(dialog()).toBeTruthy());
    fireEvent.change(within(dialog()).getByLabelText('部门名称'), { target: { value: '湘西分公司' } });
    fireEvent.change(within(dialog()).getByLabelText('负责人'), { target: { value: '田野' } });
    fireEvent.click(button('确定', dialog()));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('部门服务维护中', expect.anything()));
    expect((within(dialog()).getByLabelText('部门名称') as HTMLInputElement).value).toBe('湘西分公司');
    expect((within(dialog()).getByLabelText('负责人') as HTMLInputElement).value).toBe('田野');
  });

  it('asks before deleting and shows the refusal of a department in use', async () => {
    const { toasts } = await renderScreen(<DeptPage />, { as: 'admin', url: URL });
    await loaded();
    const before = await sandbox.checksum();
    fireEvent.click(button('删除', row('长沙分公司')));
    expect(await screen.findByText('确定删除该部门吗？')).toBeTruthy();
    fireEvent.click(button('确定', document.querySelector('.ant-popover') as HTMLElement));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('该部门下存在下级部门或人员，不能删除', expect.anything()),
    );
    expect(await sandbox.checksum()).toEqual(before);
    expect(names()).toContain('长沙分公司');
  });

  it('deletes an empty department after confirmation', async () => {
    const { toasts } = await renderScreen(<DeptPage />, { as: 'admin', url: URL });
    await loaded();
    fireEvent.click(button('新增下级', row('郴州分公司')));
    await waitFor(() => expect(dialog()).toBeTruthy());
    fireEvent.change(within(dialog()).getByLabelText('部门名称'), { target: { value: '临时部门' } });
    fireEvent.click(button('确定', dialog()));
    await waitFor(() => expect(names()).toContain('临时部门'));
    fireEvent.click(button('删除', row('临时部门')));
    fireEvent.click(
      button('确定', (await screen.findByText('确定删除该部门吗？')).closest('.ant-popover') as HTMLElement),
    );
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('删除成功', expect.anything()));
    await waitFor(() => expect(names()).not.toContain('临时部门'));
  });

  it('persists a drag re-order', async () => {
    await renderScreen(<DeptPage />, { as: 'admin', url: URL });
    await loaded();
    fireEvent.dragStart(row('株洲分公司'));
    fireEvent.dragOver(row('长沙分公司'));
    fireEvent.drop(row('长沙分公司'));
    await waitFor(() => expect(sandbox.calls('enterpriseDeptSort')).toHaveLength(1));
    const body = sandbox.lastBody('enterpriseDeptSort') as { parentId: number; ids: number[] };
    expect(body.parentId).toBe(101);
    expect(body.ids.indexOf(120)).toBeLessThan(body.ids.indexOf(110));
    await waitFor(() => expect(names().indexOf('株洲分公司')).toBeLessThan(names().indexOf('长沙分公司')));
  });

  it('hides the buttons without the permissions', async () => {
    await renderScreen(<DeptPage />, { as: 'operator', url: URL });
    await loaded();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /编\s*辑/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '新增下级' })).toBeNull();
  });
});
