import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button, listTotal, tableRow, tableRows } from '@/test/dom';
import { renderScreen, withSandbox } from '@/test/sandbox';
import { OrdersPage } from './OrdersPage';

const sandbox = withSandbox();
const rows = () => tableRows('.order-table');
const modal = (cls: string) => document.querySelector(`.${cls}`) as HTMLElement;

describe('<OrdersPage>', { timeout: 60_000 }, () => {
  it('lists orders, closes one only with a note, and shows its log in the detail drawer', async () => {
    await sandbox.state('the order fixtures exist', {});
    const { toasts } = await renderScreen(<OrdersPage />, {
      as: 'admin',
      url: '/nzywsjgl/gylglzxt/orderList',
    });
    await waitFor(() => expect(listTotal()).toMatch(/^共查询到 \d+ 条记录$/));
    fireEvent.change(screen.getByPlaceholderText('客户名称或手机号'), { target: { value: '13900009902' } });
    fireEvent.click(button('查询'));
    await waitFor(() => expect(listTotal()).toBe('共查询到 1 条记录'));
    const row = tableRow('.order-table', 'DD199901019902');
    expect(row.textContent).toContain('待付款');
    expect(row.textContent).toContain('¥250.00');

    fireEvent.click(button('关闭', row));
    await waitFor(() => expect(modal('order-close-dialog')).not.toBeNull());
    fireEvent.click(button('确定', modal('order-close-dialog')));
    expect(await within(modal('order-close-dialog')).findByText('操作备注不能为空')).toBeTruthy();
    expect(sandbox.calls('orderAction')).toHaveLength(0);
    fireEvent.change(within(modal('order-close-dialog')).getByLabelText('操作备注'), {
      target: { value: '客户电话取消' },
    });
    fireEvent.click(button('确定', modal('order-close-dialog')));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('订单已关闭', expect.anything()));
    expect(sandbox.lastBody('orderAction')).toEqual({ id: 9902, action: 'close', note: '客户电话取消' });
    await waitFor(() => expect(tableRow('.order-table', 'DD199901019902').textContent).toContain('已关闭'));

    fireEvent.click(button('详情', tableRow('.order-table', 'DD199901019902')));
    const drawer = await waitFor(() => {
      const el = document.querySelector<HTMLElement>('.order-drawer');
      expect(el?.textContent).toContain('契约测试尿素');
      return el as HTMLElement;
    });
    expect(drawer.querySelector('.order-amounts')?.textContent).toContain('¥250.00');
    await waitFor(() => expect(drawer.querySelector('.order-log')?.textContent).toContain('客户电话取消'));
    expect(drawer.querySelector('.order-log')?.textContent).toContain('待付款 → 已关闭');
    expect(drawer.querySelector('.order-trail')?.textContent).toContain('商城订单');
  });

  it('调价 keeps what was typed when the server refuses it', async () => {
    await sandbox.state('the order fixtures exist', {});
    const { toasts } = await renderScreen(<OrdersPage />, {
      as: 'admin',
      url: '/nzywsjgl/gylglzxt/orderList?customer=13900009902',
    });
    await waitFor(() => expect(listTotal()).toBe('共查询到 1 条记录'));
    fireEvent.click(button('调价', tableRow('.order-table', 'DD199901019902')));
    await waitFor(() => expect(modal('order-adjust-dialog')).not.toBeNull());
    const input = within(modal('order-adjust-dialog')).getByLabelText('调整金额（元）');
    fireEvent.change(input, { target: { value: '-300' } });
    fireEvent.click(button('确定', modal('order-adjust-dialog')));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('调价后实付金额不能小于0', expect.anything()),
    );
    expect((input as HTMLInputElement).value).toBe('-300');
    fireEvent.change(input, { target: { value: '-10.5' } });
    fireEvent.click(button('确定', modal('order-adjust-dialog')));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('调价成功', expect.anything()));
    expect(sandbox.lastBody('orderAction')).toMatchObject({ action: 'adjust', adjustAmount: -1050 });
    await waitFor(() => expect(tableRow('.order-table', 'DD199901019902').textContent).toContain('¥239.50'));
  });

  it('shows the failure with 重试, and no write buttons to the operator', async () => {
    await sandbox.fault('orderPage', 'error', { msg: '订单服务繁忙', times: 1 });
    await renderScreen(<OrdersPage />, { as: 'operator', url: '/nzywsjgl/gylglzxt/orderList' });
    await waitFor(() => expect(document.body.textContent).toContain('订单服务繁忙'));
    fireEvent.click(button('重试'));
    await waitFor(() => expect(listTotal()).toMatch(/^共查询到 \d+ 条记录$/));
    expect(rows().length).toBeGreaterThan(0);
    const labels = rows().flatMap((r) =>
      [...r.querySelectorAll('button')].map((b) => b.textContent?.replace(/\s/g, '')),
    );
    expect(new Set(labels)).toEqual(new Set(['详情']));
  });
});
