import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button } from '@/test/dom';
import { renderScreen, withSandbox } from '@/test/sandbox';
import { WorkbenchPage } from './WorkbenchPage';

const sandbox = withSandbox();

const count = (key: string) =>
  document.querySelector(`.workbench-count-${key} .ant-statistic-content-value`)?.textContent ?? '';
const dialog = () => document.querySelector('.start-dialog') as HTMLElement;

describe('<WorkbenchPage> 工作台', { timeout: 60_000 }, () => {
  it('shows the counts, the startable flows by group and the recent requests', async () => {
    await renderScreen(<WorkbenchPage />, { as: 'operator', url: '/xtbgxt/index/gzt' });
    await waitFor(() => expect(count('mine')).toBe('5'));
    expect(count('todo')).toBe('0');
    await waitFor(() =>
      expect(
        [...document.querySelectorAll('.workbench-flow-group')].map((g) => g.textContent).sort(),
      ).toEqual(['公文公文审批', '行政办公用品申领', '财务差旅费用报销'].sort()),
    );
    const recent = document.querySelector('.workbench-recent') as HTMLElement;
    await waitFor(() => expect(recent.textContent).toContain('硒鼓'));
    expect(recent.textContent).toContain('已驳回');
  });

  it('starts a request with the flow’s form; required fields are checked first, nothing typed is lost', async () => {
    const { toasts } = await renderScreen(<WorkbenchPage />, { as: 'operator', url: '/xtbgxt/index/gzt' });
    await waitFor(() => expect(count('mine')).toBe('5'));
    fireEvent.click(await waitFor(() => button('办公用品申领')));
    await waitFor(() => expect(within(dialog()).getByLabelText('用品名称')).toBeTruthy());
    // 发放数量 is read-only for the initiator
    expect((within(dialog()).getByLabelText('发放数量') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(button('提交', dialog()));
    expect(await within(dialog()).findByText('用品名称不能为空')).toBeTruthy();
    expect(sandbox.calls('approvalStart')).toHaveLength(0);

    fireEvent.change(within(dialog()).getByLabelText('用品名称'), { target: { value: '订书钉' } });
    fireEvent.change(within(dialog()).getByLabelText('申领数量'), { target: { value: '6' } });
    await sandbox.fault('approvalStart', 'error', { msg: '审批服务维护中', times: 1 });
    fireEvent.click(button('提交', dialog()));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('审批服务维护中', expect.anything()));
    expect((within(dialog()).getByLabelText('用品名称') as HTMLInputElement).value).toBe('订书钉');

    await waitFor(() => expect(button('提交', dialog()).className).not.toContain('ant-btn-loading'));
    fireEvent.click(button('提交', dialog()));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('提交成功', expect.anything()));
    expect(sandbox.lastBody('approvalStart')).toEqual({
      approvalId: 102,
      formValues: { field2: '订书钉', field3: 6 },
    });
    await waitFor(() => expect(count('mine')).toBe('6'));
    await waitFor(() => expect(document.querySelector('.workbench-recent')?.textContent).toContain('订书钉'));
  });

  it('shows the reminders (催办) received; one opens the request to handle', async () => {
    await renderScreen(<WorkbenchPage />, { as: 'operator', url: '/xtbgxt/index/gzt' });
    await waitFor(() => expect(document.querySelector('.workbench-recent')?.textContent).toContain('硒鼓'));
    // the operator urges the administrator about 硒鼓 from the request itself
    const recent = document.querySelector('.workbench-recent') as HTMLElement;
    const item = [...recent.querySelectorAll('.workbench-item')].find((li) =>
      li.textContent?.includes('硒鼓'),
    );
    fireEvent.click(button('查看', item as HTMLElement));
    const drawer = await waitFor(() => {
      const d = document.querySelector('.request-drawer') as HTMLElement;
      expect(d?.querySelector('.request-timeline')).toBeTruthy();
      return d;
    });
    fireEvent.click(button('催办', drawer));
    await waitFor(() => expect(sandbox.calls('approvalUrge')).toHaveLength(1));

    cleanup();
    await renderScreen(<WorkbenchPage />, { as: 'admin', url: '/xtbgxt/index/gzt' });
    const reminders = await waitFor(() => {
      const r = document.querySelector('.workbench-reminders') as HTMLElement;
      expect(r.textContent).toContain('运营专员 催办了「办公用品申领」');
      return r;
    });
    fireEvent.click(within(reminders).getByText('运营专员 催办了「办公用品申领」'));
    await waitFor(() => expect(document.querySelector('.request-drawer')?.textContent).toContain('办理审批'));
    expect(screen.getAllByText('同 意').length).toBeGreaterThan(0);
  });
});
