import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button, listLoaded, popover, tableRow, tableRows } from '@/test/dom';
import { renderScreen, withSandbox } from '@/test/sandbox';
import { CopyPage } from './CopyPage';
import { DonePage } from './DonePage';
import { TodoPage } from './TodoPage';

const sandbox = withSandbox();

/** A call to the sandbox as one of the approval accounts (password of the seeded staff). */
async function asUser(userName: string, password = 'Hnnz@123456') {
  const url = await sandbox.url();
  const headers = { Appid: 'agrimap-web', client: '3', 'Content-Type': 'application/json' };
  const login = (await (
    await sandbox.fetch(
      new Request(`${url}/account/api/auth/login`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ username: userName, password }),
      }),
    )
  ).json()) as { data: { token: string } };
  return async <T,>(path: string, body: unknown): Promise<T> => {
    const reply = (await (
      await sandbox.fetch(
        new Request(`${url}/system${path}`, {
          method: 'POST',
          headers: { ...headers, Authorization: login.data.token },
          body: JSON.stringify(body),
        }),
      )
    ).json()) as { code: number; msg: string; data: T };
    if (reply.code !== 200) throw new Error(reply.msg);
    return reply.data;
  };
}

const drawer = () => document.querySelector('.request-drawer') as HTMLElement;
const drawerLoaded = () => waitFor(() => expect(drawer()?.querySelector('.request-timeline')).toBeTruthy());
const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent ?? '');

describe('待办 / 已办 / 抄送我的', { timeout: 60_000 }, () => {
  it('待办 lists the pending tasks; 办理 shows the form with this node’s permissions and the timeline', async () => {
    await renderScreen(<TodoPage />, { as: 'admin', url: '/xtbgxt/index/audit' });
    await listLoaded();
    const headers = [...document.querySelectorAll('.todo-table thead th')].map((th) => th.textContent);
    expect(headers).toEqual(
      expect.arrayContaining(['流程', '摘要', '发起人', '发起时间', '当前节点', '到达时间', '操作']),
    );
    const row = tableRow('.todo-table', '硒鼓');
    expect(cells(row)).toEqual(
      expect.arrayContaining(['办公用品申领', '用品名称：硒鼓；申领数量：4', '运营专员', '行政审批']),
    );
    fireEvent.click(button('办理', row));
    await drawerLoaded();
    const d = drawer();
    expect(d.textContent).toContain('办理审批 · 办公用品申领');
    // 用品名称 / 申领数量 read-only for this node, 发放数量 editable
    expect((within(d).getByLabelText('用品名称') as HTMLInputElement).disabled).toBe(true);
    expect((within(d).getByLabelText('发放数量') as HTMLInputElement).disabled).toBe(false);
    expect(d.querySelector('.request-timeline')?.textContent).toContain('运营专员 发起申请');
    expect(sandbox.lastBody('approvalDetail')).toMatchObject({ taskId: expect.any(Number) });
  });

  it('驳回 without a reason is refused on the page; with one the task leaves 待办', async () => {
    const { toasts } = await renderScreen(<TodoPage />, { as: 'admin', url: '/xtbgxt/index/audit' });
    await listLoaded();
    fireEvent.click(button('办理', tableRow('.todo-table', '硒鼓')));
    await drawerLoaded();
    fireEvent.click(button('驳回', drawer()));
    expect(await within(drawer()).findByText('请填写驳回理由')).toBeTruthy();
    expect(sandbox.calls('approvalAct')).toHaveLength(0);

    fireEvent.change(within(drawer()).getByLabelText('审批意见'), {
      target: { value: '库存充足，暂不发放' },
    });
    fireEvent.click(button('驳回', drawer()));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('审批已驳回', expect.anything()));
    expect(sandbox.lastBody('approvalAct')).toMatchObject({
      action: 'reject',
      comment: '库存充足，暂不发放',
    });
    await waitFor(() =>
      expect(tableRows('.todo-table').some((r) => r.textContent?.includes('硒鼓'))).toBe(false),
    );
  });

  it('同意 sends only the editable fields; a server failure keeps what was typed', async () => {
    const { toasts } = await renderScreen(<TodoPage />, { as: 'admin', url: '/xtbgxt/index/audit' });
    await listLoaded();
    fireEvent.click(button('办理', tableRow('.todo-table', '文件盒')));
    await drawerLoaded();
    fireEvent.change(within(drawer()).getByLabelText('发放数量'), { target: { value: '25' } });
    fireEvent.change(within(drawer()).getByLabelText('审批意见'), { target: { value: '先发 25 个' } });
    await sandbox.fault('approvalAct', 'error', { msg: '审批服务维护中', times: 1 });
    fireEvent.click(button('同意', drawer()));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('审批服务维护中', expect.anything()));
    expect((within(drawer()).getByLabelText('审批意见') as HTMLTextAreaElement).value).toBe('先发 25 个');
    expect((within(drawer()).getByLabelText('发放数量') as HTMLInputElement).value).toBe('25');

    await waitFor(() => expect(button('同意', drawer()).className).not.toContain('ant-btn-loading'));
    fireEvent.click(button('同意', drawer()));
    await waitFor(() => expect(sandbox.calls('approvalAct')).toHaveLength(2));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('审批已同意', expect.anything()));
    expect(sandbox.lastBody('approvalAct')).toEqual({
      taskId: expect.any(Number),
      action: 'approve',
      comment: '先发 25 个',
      formValues: { field4: 25 },
    });
    await waitFor(() => expect(drawer()).toBeFalsy());
  });

  it('高级设置 审批意见必填: 同意 without a comment is refused on the page, with the flow’s hint in the box', async () => {
    const admin = await asUser('admin', 'Admin@123');
    const operator = await asUser('operator', 'Operator@123');
    const input = {
      formId: 1,
      cmpType: 'common',
      label: '用途',
      tag: 'el-input',
      tagIcon: 'input',
      vModel: 'field1',
      layout: 'colFormItem',
      required: true,
      proCondition: false,
    };
    const flow = await admin<{ id: number }>('/api/v1/actExApproval/add', {
      name: '意见必填测试',
      formKey: 'form_remark_required',
      processKey: 'process_remark_required',
      flowGroup: '测试',
      formItemList: [input],
      processConditions: [],
      processData: {
        type: 'start',
        nodeId: 'R1',
        properties: { title: '发起人', initiator: 'ALL', formOperates: [] },
        childNode: {
          type: 'approver',
          nodeId: 'R2',
          properties: {
            title: '管理员审批',
            assigneeType: 'user',
            approvers: {
              dep: [],
              role: [],
              position: [],
              'dep&user': [],
              user: [{ type: 'user', id: '1', name: '系统管理员' }],
            },
            directorLevel: 1,
            counterSign: true,
            noApprover: 'toAdmin',
            formOperates: [],
          },
        },
      },
      advancedSetting: { remarkRequired: true, remarkTip: '请写明是否同意领用' },
    });
    await admin('/api/v1/actExApproval/deploy', { id: flow.id });
    await operator('/api/v1/approvalRuntime/start', {
      approvalId: flow.id,
      formValues: { field1: '意见必填的领用' },
    });

    const { toasts } = await renderScreen(<TodoPage />, { as: 'admin', url: '/xtbgxt/index/audit' });
    await listLoaded();
    fireEvent.click(button('办理', tableRow('.todo-table', '意见必填的领用')));
    await drawerLoaded();
    const box = within(drawer()).getByLabelText('审批意见') as HTMLTextAreaElement;
    expect(box.placeholder).toBe('请写明是否同意领用');
    fireEvent.click(button('同意', drawer()));
    expect(await within(drawer()).findByText('请填写审批意见')).toBeTruthy();
    expect(sandbox.calls('approvalAct')).toHaveLength(0);
    fireEvent.change(box, { target: { value: '同意领用' } });
    fireEvent.click(button('同意', drawer()));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('审批已同意', expect.anything()));
    expect(sandbox.lastBody('approvalAct')).toMatchObject({ action: 'approve', comment: '同意领用' });
  });

  it('已办 shows the decided tasks with 审批结果 / 审批意见 / 耗时', async () => {
    await renderScreen(<DonePage />, { as: 'admin', url: '/xtbgxt/index/process' });
    await listLoaded();
    const headers = [...document.querySelectorAll('.done-table thead th')].map((th) => th.textContent);
    expect(headers).toEqual(expect.arrayContaining(['审批结果', '审批意见', '耗时']));
    const row = tableRow('.done-table', 'A4 复印纸');
    expect(cells(row)).toEqual(expect.arrayContaining(['同意', '行政审批']));
  });

  it('我发起的: 撤回 asks first, then the request is 已撤回', async () => {
    const { toasts } = await renderScreen(<DonePage />, {
      as: 'operator',
      url: '/xtbgxt/index/process?tab=mine',
    });
    await listLoaded();
    const running = tableRow('.mine-table', '硒鼓');
    expect(within(running).getByText('审批中')).toBeTruthy();
    // a decided request offers no 撤回
    expect(() => button('撤回', tableRow('.mine-table', 'A4 复印纸'))).toThrow();
    fireEvent.click(button('撤回', running));
    const confirm = await popover('确定撤回该审批吗？撤回后审批人将不再处理。');
    fireEvent.click(button('确定', confirm));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('撤回成功', expect.anything()));
    await waitFor(() => expect(within(tableRow('.mine-table', '硒鼓')).getByText('已撤回')).toBeTruthy());
  });

  it('抄送我的: unread first, opening reads it, 全部已读 reads every one', async () => {
    const operator = await asUser('operator', 'Operator@123');
    const manager = await asUser('zhuguan');
    const started = await operator<{ id: number }>('/api/v1/approvalRuntime/start', {
      approvalId: 101,
      formValues: { field2: 900, field3: 'bg', field4: '购买打印纸' },
      ccUserIds: [1],
    });
    const todo = await manager<{ records: Array<{ taskId: number; requestId: number }> }>(
      '/api/v1/approvalRuntime/todo',
      {},
    );
    const task = todo.records.find((t) => t.requestId === started.id);
    await manager('/api/v1/approvalRuntime/act', { taskId: task?.taskId, action: 'approve' });

    const { toasts } = await renderScreen(<CopyPage />, { as: 'admin', url: '/xtbgxt/index/copy' });
    await listLoaded();
    const row = tableRow('.copy-table', '购买打印纸');
    expect(cells(row)).toEqual(
      expect.arrayContaining(['未读', '差旅费用报销', '运营专员', '已通过', '抄送财务']),
    );
    fireEvent.click(button('查看', row));
    await drawerLoaded();
    expect(within(drawer()).queryByLabelText('财务备注')).toBeNull();
    fireEvent.click(drawer().querySelector('.ant-drawer-close') as HTMLElement);
    await waitFor(() => expect(cells(tableRow('.copy-table', '购买打印纸'))).toContain('已读'));

    fireEvent.click(button('全部已读'));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('没有未读的抄送', expect.anything()));
  });

  it('a failing list shows its message and 重试 asks again', async () => {
    await sandbox.fault('approvalTodo', 'error', { msg: '待办服务维护中', times: 1 });
    const { toasts } = await renderScreen(<TodoPage />, { as: 'admin', url: '/xtbgxt/index/audit' });
    // A failed list says so once, in the table with 重试 (no toast besides).
    await waitFor(() =>
      expect(document.querySelector('.todo-table .query-table-error')?.textContent).toContain(
        '待办服务维护中',
      ),
    );
    expect(toasts.error).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole('button', { name: /重\s*试/ }));
    await listLoaded();
    expect(tableRows('.todo-table').length).toBeGreaterThan(0);
  });
});
