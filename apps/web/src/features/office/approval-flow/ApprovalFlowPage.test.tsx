import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button, listTotal, popover, tableRow } from '@/test/dom';
import { click } from '@/test/list-screen';
import { renderScreen, withSandbox } from '@/test/sandbox';
import { ApprovalFlowPage } from './ApprovalFlowPage';

const sandbox = withSandbox();
const URL = '/xtbgxt/index/approverFlow';
const TABLE = '.approval-flow-table';
const step = (title: string) => {
  const item = [...document.querySelectorAll<HTMLElement>('.ant-steps-item')].find((el) =>
    el.textContent?.endsWith(title),
  );
  if (!item) throw new Error(`no step ${title}`);
  fireEvent.click(item.querySelector('[role="button"]') ?? item.firstElementChild ?? item);
};
const card = (title: string) => screen.getByRole('article', { name: title });

describe('<ApprovalFlowPage>', { timeout: 120_000 }, () => {
  it('lists the flows with group, state and version; 停用 and 删除 ask first', async () => {
    const { toasts } = await renderScreen(<ApprovalFlowPage />, { url: URL });
    await waitFor(() => expect(listTotal()).toMatch(/^共查询到 \d+ 条记录$/));
    const purchase = tableRow(TABLE, '农资采购申请');
    expect(purchase.textContent).toContain('已发布');
    expect(tableRow(TABLE, '设备维修申请').textContent).toContain('未发布');
    expect(() => button('停用', tableRow(TABLE, '设备维修申请'))).toThrow();

    click('停用', purchase);
    const ask = await popover('确定停用「农资采购申请」吗？停用后不能再发起，进行中的申请不受影响。');
    click('确定', ask);
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('停用成功', expect.anything()));
    await waitFor(() => expect(tableRow(TABLE, '农资采购申请').textContent).toContain('已停用'));
    expect(sandbox.calls('approvalDisable')).toHaveLength(1);

    click('删除', tableRow(TABLE, '设备维修申请'));
    click('确定', await popover('确定删除「设备维修申请」吗？删除后不可恢复。'));
    await waitFor(() => expect(() => tableRow(TABLE, '设备维修申请')).toThrow());
  });

  it('发布 shows the refusal naming the unfinished node and opens that node; finished, it publishes', async () => {
    const { toasts, search } = await renderScreen(<ApprovalFlowPage />, { url: `${URL}?design=new` });
    const name = await screen.findByRole('textbox', { name: '流程名称' });
    fireEvent.change(name, { target: { value: '费用报销（组件测试）' } });

    step('流程设计');
    fireEvent.click(screen.getByRole('button', { name: '在「发起人」之后添加节点' }));
    fireEvent.click(
      within(screen.getByRole('region', { name: '流程设计' })).getByRole('button', { name: '审批人' }),
    );
    expect(within(card('审批人')).getByText('未设置审批人')).toBeTruthy();

    click('发布');
    // saved as a draft first, then refused by the server, naming the node
    await waitFor(() => expect(screen.getByText('「审批人」未设置审批人，无法发布')).toBeTruthy());
    expect(sandbox.calls('approvalAdd')).toHaveLength(1);
    expect(sandbox.calls('approvalDeploy')).toHaveLength(1);
    await waitFor(() => expect(typeof search().design).toBe('number'));
    // the node is selected and its settings are open
    expect(card('审批人').getAttribute('aria-current')).toBe('true');
    const drawer = await screen.findByRole('dialog', { name: '审批人设置' });

    fireEvent.click(within(drawer).getByRole('radio', { name: '发起人自己' }));
    click('确定', drawer);
    await waitFor(() => expect(within(card('审批人')).getByText('发起人自己')).toBeTruthy());
    click('发布');
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('发布成功', expect.anything()));
    expect(screen.queryByText('「审批人」未设置审批人，无法发布')).toBeNull();
    expect(sandbox.calls('approvalUpdate')).toHaveLength(1);
    expect(sandbox.lastBody('approvalUpdate')).toMatchObject({
      name: '费用报销（组件测试）',
      processData: {
        type: 'start',
        childNode: { type: 'approver', content: '发起人自己', properties: { assigneeType: 'myself' } },
      },
    });
    expect(screen.getByText('已发布')).toBeTruthy();
  });

  it('a flow without a name is not saved; leaving with unsaved changes asks first', async () => {
    const { search } = await renderScreen(<ApprovalFlowPage />, { url: `${URL}?design=new` });
    await screen.findByRole('textbox', { name: '流程名称' });
    step('高级设置');
    fireEvent.click(screen.getByRole('switch', { name: '审批人去重' }));
    click('保存草稿');
    expect(await screen.findByText('请输入流程名称')).toBeTruthy();
    expect(sandbox.calls('approvalAdd')).toHaveLength(0);

    click('返回');
    const confirm = await screen.findByText('有未保存的修改，确定离开吗？');
    const modal = confirm.closest('.ant-modal') as HTMLElement;
    click('继续编辑', modal);
    await waitFor(() => expect(search().design).toBe('new'));
    // the typed-in settings are still there
    step('高级设置');
    expect(screen.getByRole('switch', { name: '审批人去重' }).getAttribute('aria-checked')).toBe('true');

    click('返回');
    // (the first confirmation may still be in the DOM, closing: answer the new one)
    const second = await waitFor(() => {
      const found = screen
        .getAllByText('有未保存的修改，确定离开吗？')
        .map((text) => text.closest('.ant-modal'))
        .find((el) => el !== modal);
      expect(found).toBeTruthy();
      return found as HTMLElement;
    });
    click('离开', second);
    await waitFor(() => expect(search().design).toBeUndefined());
  });
});
