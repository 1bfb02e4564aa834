import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button, listTotal, popover, tableRow } from '@/test/dom';
import { renderScreen, withSandbox } from '@/test/sandbox';
import { ReturnsPage } from './ReturnsPage';

const sandbox = withSandbox();

describe('<ReturnsPage>', { timeout: 60_000 }, () => {
  it('agrees to a pending return after confirming; 拒绝 asks for a reason', async () => {
    const { toasts } = await renderScreen(<ReturnsPage />, {
      as: 'admin',
      url: '/nzywsjgl/gylglzxt/returnManage',
    });
    await waitFor(() => expect(listTotal()).toBe('共查询到 1 条记录'));
    const row = tableRow('.return-table', '外包装破损');
    expect(row.textContent).toContain('待处理');

    fireEvent.click(button('拒绝', row));
    const reject = await waitFor(() => {
      const el = document.querySelector<HTMLElement>('.return-reject-dialog');
      expect(el).not.toBeNull();
      return el as HTMLElement;
    });
    fireEvent.click(button('确定', reject));
    expect(await within(reject).findByText('请填写拒绝原因')).toBeTruthy();
    fireEvent.click(button('取消', reject));
    expect(sandbox.calls('returnAction')).toHaveLength(0);

    fireEvent.click(button('同意', tableRow('.return-table', '外包装破损')));
    fireEvent.click(button('确定', await popover('同意该退货申请？')));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('已同意退货', expect.anything()));
    await waitFor(() => expect(tableRow('.return-table', '外包装破损').textContent).toContain('退货中'));
    expect(sandbox.lastBody('returnAction')).toMatchObject({ action: 'agree' });
    // 确认收货 is refused while the outbound has not been approved: the server says why
    fireEvent.click(button('确认收货', tableRow('.return-table', '外包装破损')));
    fireEvent.click(button('确定', await popover('确认已收到退货？将生成退货入库单并退回库存')));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('出库单尚未审核出库，不能确认收货', expect.anything()),
    );
    expect(tableRow('.return-table', '外包装破损').textContent).toContain('退货中');
  });

  it('shows no audit buttons to the operator', async () => {
    await renderScreen(<ReturnsPage />, { as: 'operator', url: '/nzywsjgl/gylglzxt/returnManage' });
    await waitFor(() => expect(listTotal()).toBe('共查询到 1 条记录'));
    const labels = [...tableRow('.return-table', '外包装破损').querySelectorAll('button')].map((b) =>
      b.textContent?.replace(/\s/g, ''),
    );
    expect(labels.filter((l) => ['同意', '拒绝', '确认收货', '确认退款'].includes(l ?? ''))).toEqual([]);
  });
});
