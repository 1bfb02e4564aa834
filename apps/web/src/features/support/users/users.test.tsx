import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Modal } from 'antd';
import { describe, expect, it } from 'vitest';
import { button, dialog, dialogField, listLoaded, listTotal, popover, tableRow, tableRows } from '@/test/dom';
import { chooseOption } from '@/test/list-screen';
import { renderScreen, withSandbox } from '@/test/sandbox';
import { UsersPage } from './UsersPage';

const sandbox = withSandbox();
const URL = '/yxzcxt/index/userControl';

const rows = () => tableRows('.user-table');
const row = (text: string) => tableRow('.user-table', text);
const total = () => listTotal();
const field = dialogField;
const loaded = listLoaded;
const query = () => fireEvent.click(button('查询'));

/** A sign-in straight at the sandbox (from 127.0.0.1): its body code. */
async function signIn(username: string, password: string): Promise<number> {
  const res = await sandbox.fetch(
    new Request(`${await sandbox.url()}/account/api/auth/login`, {
      method: 'POST',
      headers: { Appid: 'agrimap-web', client: '3', 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password }),
    }),
  );
  return ((await res.json()) as { code: number }).code;
}

/** Five wrong passwords: the account is locked from this address for 10 minutes. */
async function lockOut(username: string) {
  const codes: number[] = [];
  for (let i = 0; i < 5; i++) codes.push(await signIn(username, 'Wrong@123'));
  expect(codes).toEqual([1001, 1001, 1001, 1001, 1006]);
}

/** Picks `label` in the open TreeSelect / Select dropdown. */
const pick = (input: HTMLElement, label: string) =>
  chooseOption(input, label, { options: '.ant-select-tree-title, .ant-select-item-option-content' });

describe('公司人员管理 userControl', { timeout: 60_000 }, () => {
  it('lists the enterprise staff and filters by 姓名, 手机号, 状态 and department', async () => {
    const { search } = await renderScreen(<UsersPage />, { as: 'admin', url: URL });
    await loaded();
    expect(sandbox.lastBody('listManageUser')).toMatchObject({ enterpriseNumber: 'E430000001', page: 1 });
    for (const header of ['姓名', '账号', '手机号', '所属部门', '角色', '状态', '创建时间', '操作'])
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '运营专员' } });
    query();
    await waitFor(() => expect(total()).toBe('共查询到 1 条记录'));
    expect(row('运营专员').textContent).toContain('13874900002');
    expect(search()).toMatchObject({ realName: '运营专员' });

    fireEvent.click(button('重置'));
    await waitFor(() => expect(sandbox.lastBody('listManageUser')).not.toHaveProperty('realName'));
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13874900001' } });
    fireEvent.keyDown(screen.getByLabelText('手机号'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(total()).toBe('共查询到 1 条记录'));
    expect(row('系统管理员')).toBeTruthy();

    fireEvent.click(await screen.findByText('长沙分公司', { selector: '.user-dept-tree *' }));
    await waitFor(() => expect(search()).toMatchObject({ deptId: 110 }));
    await waitFor(() => expect(sandbox.lastBody('listManageUser')).toMatchObject({ departmentId: 110 }));
  });

  it('filters by 状态 from the URL and searches the department tree', async () => {
    await renderScreen(<UsersPage />, { as: 'admin', url: `${URL}?status=0` });
    await loaded();
    expect(sandbox.lastBody('listManageUser')).toMatchObject({ status: 0 });
    for (const tr of rows())
      expect(tr.querySelector('[role="switch"]')?.getAttribute('aria-checked')).toBe('false');

    await screen.findByText('株洲分公司', { selector: '.user-dept-tree *' });
    fireEvent.change(screen.getByLabelText('搜索部门'), { target: { value: '麓谷' } });
    await waitFor(() =>
      expect(screen.queryByText('株洲分公司', { selector: '.user-dept-tree *' })).toBeNull(),
    );
    expect(document.querySelector('.user-dept-tree mark')?.textContent).toBe('麓谷');
  });

  it('validates the dialog: required fields, phone format, duplicate account and phone', async () => {
    await renderScreen(<UsersPage />, { as: 'admin', url: URL });
    await loaded();
    fireEvent.click(button('新增'));
    await waitFor(() => expect(dialog()).toBeTruthy());
    fireEvent.click(button('确定', dialog()));
    await waitFor(() => expect(dialog().querySelectorAll('.ant-form-item-explain-error')).toHaveLength(5));
    const errors = [...dialog().querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);
    expect(errors).toEqual(['请输入姓名', '请输入账号', '请输入手机号', '请选择所属部门', '请输入密码']);

    fireEvent.change(field('手机号'), { target: { value: '2387490000' } });
    expect(await within(dialog()).findByText('请输入正确的手机号')).toBeTruthy();
    fireEvent.change(field('手机号'), { target: { value: '13874900002' } });
    fireEvent.blur(field('手机号'));
    expect(await within(dialog()).findByText('该手机号已被其他账号使用')).toBeTruthy();
    fireEvent.change(field('账号'), { target: { value: 'operator' } });
    fireEvent.blur(field('账号'));
    expect(await within(dialog()).findByText('该账号已存在，请换一个')).toBeTruthy();
    fireEvent.change(field('密码'), { target: { value: 'abc' } });
    expect(await within(dialog()).findByText('密码为8-20位，不能包含空格')).toBeTruthy();
    expect(sandbox.calls('registerUser')).toHaveLength(0);
  });

  it('creates a user in the chosen department with roles, then edits them', async () => {
    const { toasts } = await renderScreen(<UsersPage />, { as: 'admin', url: `${URL}?deptId=111` });
    await loaded();
    fireEvent.click(button('新增'));
    await waitFor(() => expect(dialog()).toBeTruthy());
    fireEvent.change(field('姓名'), { target: { value: '谭新民' } });
    fireEvent.change(field('账号'), { target: { value: 'tanxinmin' } });
    fireEvent.change(field('手机号'), { target: { value: '13912345678' } });
    await pick(field('角色'), '门店店长');
    fireEvent.change(field('密码'), { target: { value: 'Hnnz@2025x' } });
    fireEvent.click(button('确定', dialog()));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('新增成功', expect.anything()));
    expect(sandbox.lastBody('registerUser')).toEqual({
      userName: 'tanxinmin',
      password: 'Hnnz@2025x',
      realName: '谭新民',
      phone: '13912345678',
      departmentId: 111,
      roleIds: [3],
    });
    await waitFor(() => expect(row('谭新民').textContent).toContain('门店店长'));

    fireEvent.click(button('编辑', row('谭新民')));
    await waitFor(() => expect(field('姓名').value).toBe('谭新民'));
    expect(field('账号').disabled).toBe(true);
    expect(within(dialog()).queryByLabelText('密码')).toBeNull();
    fireEvent.change(field('姓名'), { target: { value: '谭新明' } });
    fireEvent.click(button('确定', dialog()));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('编辑成功', expect.anything()));
    expect(sandbox.lastBody('updateUserBase')).toMatchObject({
      realName: '谭新明',
      departmentId: 111,
      roleIds: [3],
    });
    await waitFor(() => expect(row('谭新明')).toBeTruthy());
  });

  it('keeps what was typed when the server refuses the save', async () => {
    const { toasts } = await renderScreen(<UsersPage />, { as: 'admin', url: `${URL}?deptId=110` });
    await loaded();
    await sandbox.fault('registerUser', 'error', { msg: '人员服务维护中' });
    fireEvent.click(button('新增'));
    await waitFor(() => expect(dialog()).toBeTruthy());
    fireEvent.change(field('姓名'), { target: { value: '谭新民' } });
    fireEvent.change(field('账号'), { target: { value: 'tanxinmin' } });
    fireEvent.change(field('手机号'), { target: { value: '13912345678' } });
    fireEvent.change(field('密码'), { target: { value: 'Hnnz@2025x' } });
    fireEvent.click(button('确定', dialog()));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('人员服务维护中', expect.anything()));
    expect(field('姓名').value).toBe('谭新民');
    expect(field('账号').value).toBe('tanxinmin');
    expect(field('手机号').value).toBe('13912345678');
  });

  it('asks before deleting, shows the refusal (own account), deletes', async () => {
    const { toasts } = await renderScreen(<UsersPage />, { as: 'admin', url: `${URL}?phone=1387490000` });
    await waitFor(() => expect(total()).toBe('共查询到 2 条记录'));
    fireEvent.click(button('删除', row('系统管理员')));
    fireEvent.click(button('确定', await popover('确定删除该用户吗？')));
    await waitFor(() => expect(sandbox.calls('accountDeleteUser')).toHaveLength(1));
    const refusal = sandbox.calls('accountDeleteUser')[0];
    await waitFor(() => expect(toasts.error).toHaveBeenCalledTimes(1));
    expect(toasts.error.mock.calls[0]?.[0]).toMatch(/不能删除/);
    expect(refusal?.url.searchParams.get('id')).toBe('1');
    expect(row('系统管理员')).toBeTruthy();

    fireEvent.click(button('删除', row('运营专员')));
    const confirm = await waitFor(() => {
      const open = [...document.querySelectorAll<HTMLElement>('.ant-popover')].filter(
        (p) => !p.className.includes('hidden') && p.textContent?.includes('确定删除该用户吗？'),
      );
      const last = open.at(-1);
      if (!last || open.length < 1) throw new Error('no popover');
      return last;
    });
    fireEvent.click(button('确定', confirm));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('删除成功', expect.anything()));
    await waitFor(() => expect(total()).toBe('共查询到 1 条记录'));
    expect(rows().some((tr) => tr.textContent?.includes('运营专员'))).toBe(false);
  });

  it('resets a password after asking, and switches a user off after asking', async () => {
    await renderScreen(<UsersPage />, { as: 'admin', url: `${URL}?realName=运营专员` });
    await waitFor(() => expect(total()).toBe('共查询到 1 条记录'));
    fireEvent.click(button('重置密码', row('运营专员')));
    fireEvent.click(button('确定', await popover('确定重置该用户的密码吗？')));
    await waitFor(() => expect(sandbox.calls('usermanageResetPassword')).toHaveLength(1));
    await waitFor(() =>
      expect(document.querySelector('.user-reset-done')?.textContent).toContain('运营专员'),
    );
    // The new password is shown once, and it is the one that now signs the user in.
    const shown = document.querySelector('.user-reset-password code')?.textContent ?? '';
    expect(shown).toMatch(/^\S{12}$/);
    fireEvent.click(button('确定', document.querySelector('.user-reset-done') as HTMLElement));
    expect(sandbox.lastBody('usermanageResetPassword')).toEqual({ userId: 2 });
    const signIn = await sandbox.fetch(
      new Request(`${await sandbox.url()}/account/api/auth/login`, {
        method: 'POST',
        headers: { Appid: 'agrimap-web', client: '3', 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'operator', password: shown }),
      }),
    );
    expect(((await signIn.json()) as { code: number }).code).toBe(200);

    fireEvent.click(within(row('运营专员')).getByRole('switch'));
    fireEvent.click(button('确定', await popover('确定停用该用户吗？')));
    await waitFor(() => expect(sandbox.lastBody('userStatus')).toEqual({ id: 2, status: 0 }));
    await waitFor(() =>
      expect(within(row('运营专员')).getByRole('switch').getAttribute('aria-checked')).toBe('false'),
    );
  });

  it('shows 已锁定 (until when) on a locked account and lifts the lock with 解锁 after asking', async () => {
    await lockOut('operator');
    const { toasts } = await renderScreen(<UsersPage />, { as: 'admin', url: `${URL}?phone=1387490000` });
    await waitFor(() => expect(total()).toBe('共查询到 2 条记录'));
    const tag = row('运营专员').querySelector('.user-locked');
    expect(tag?.textContent).toMatch(/^已锁定（至 \d{2}:\d{2}）$/);
    expect(tag?.getAttribute('aria-label')).toMatch(
      /^密码错误次数过多，来自 127\.0\.0\.1 的登录已锁定，\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} 自动解除$/,
    );
    // 解锁 is offered on the locked row only.
    expect(row('系统管理员').querySelector('.user-locked')).toBeNull();
    expect(() => button('解锁', row('系统管理员'))).toThrow();
    expect(await signIn('operator', 'Operator@123')).toBe(1006);

    fireEvent.click(button('解锁', row('运营专员')));
    fireEvent.click(button('确定', await popover('确定解锁该账号吗？解锁后可立即重新登录。')));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('解锁成功', expect.anything()));
    expect(sandbox.lastBody('monitorLoginUnlock')).toEqual({ account: 'operator' });
    await waitFor(() => expect(row('运营专员').querySelector('.user-locked')).toBeNull());
    expect(() => button('解锁', row('运营专员'))).toThrow();
    expect(await signIn('operator', 'Operator@123')).toBe(200);
  });

  it('asking before 解锁: 取消 leaves the lock', async () => {
    await lockOut('operator');
    await renderScreen(<UsersPage />, { as: 'admin', url: `${URL}?realName=运营专员` });
    await waitFor(() => expect(total()).toBe('共查询到 1 条记录'));
    fireEvent.click(button('解锁', row('运营专员')));
    fireEvent.click(button('取消', await popover('确定解锁该账号吗？解锁后可立即重新登录。')));
    expect(sandbox.calls('monitorLoginUnlock')).toHaveLength(0);
    expect(row('运营专员').querySelector('.user-locked')).toBeTruthy();
    expect(await signIn('operator', 'Operator@123')).toBe(1006);
  });

  it('resetting one’s own password says the session ends and opens the login page with the new password', async () => {
    const { router } = await renderScreen(<UsersPage />, { as: 'admin', url: `${URL}?realName=系统管理员` });
    await waitFor(() => expect(total()).toBe('共查询到 1 条记录'));
    fireEvent.click(button('重置密码', row('系统管理员')));
    fireEvent.click(
      button('确定', await popover('确定重置您自己的密码吗？重置后当前登录将失效，需要使用新密码重新登录。')),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const shown = await waitFor(() => {
      const dialog = document.querySelector('.user-reset-self');
      expect(dialog?.textContent).toContain(
        '您的密码已重置，当前登录已失效。新密码如下，请使用新密码重新登录：',
      );
      return dialog?.querySelector('.user-reset-password code')?.textContent ?? '';
    });
    expect(shown).toMatch(/^\S{12}$/);
    expect(await signIn('admin', shown)).toBe(200);
    // The dialog lives outside the page (it outlasts the route change); close it for the next test.
    Modal.destroyAll();
    sandbox.forgetLogin('admin');
  });

  it('hides the buttons without the permissions', async () => {
    // A locked account shows 已锁定 to everyone who lists it; 解锁 needs its button.
    await lockOut('admin');
    await renderScreen(<UsersPage />, { as: 'operator', url: URL });
    await loaded();
    expect(row('系统管理员').querySelector('.user-locked')).toBeTruthy();
    for (const label of [/新\s*增/, /编\s*辑/, /删\s*除/, /重置密码/, /解\s*锁/])
      expect(screen.queryByRole('button', { name: label })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
