import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button, listTotal, tableRow } from '@/test/dom';
import { renderScreen, withSandbox } from '@/test/sandbox';
import { sandboxPost } from '@/test/shop-api';
import { ShipmentsPage } from './ShipmentsPage';

const sandbox = withSandbox();
const shipDialog = () => document.querySelector('.ship-dialog') as HTMLElement;

describe('<ShipmentsPage>', { timeout: 60_000 }, () => {
  it('ships a selected order: warehouse, company and tracking number required, then it leaves 待发货', async () => {
    await sandbox.state('the order fixtures exist', {});
    const { toasts } = await renderScreen(<ShipmentsPage />, {
      as: 'admin',
      url: '/nzywsjgl/gylglzxt/shipmentManage?customer=13900009901',
    });
    await waitFor(() => expect(listTotal()).toBe('共查询到 1 条记录'));
    expect(button('批量发货').disabled).toBe(true);
    const row = tableRow('.shipment-table', 'DD199901019901');
    fireEvent.click(row.querySelector('input[type="checkbox"]') as HTMLElement);
    await waitFor(() => expect(button('批量发货（1）').disabled).toBe(false));
    fireEvent.click(button('批量发货（1）'));
    await waitFor(() => expect(shipDialog()).not.toBeNull());
    fireEvent.click(button('确定', shipDialog()));
    expect(await within(shipDialog()).findByText('请选择发货仓库')).toBeTruthy();
    expect(within(shipDialog()).getByText('请选择或输入物流公司')).toBeTruthy();
    expect(within(shipDialog()).getByText('请输入运单号')).toBeTruthy();
    expect(sandbox.calls('orderShip')).toHaveLength(0);

    fireEvent.mouseDown(within(shipDialog()).getByLabelText('发货仓库'));
    fireEvent.click(await screen.findByTitle('订单测试仓'));
    fireEvent.change(within(shipDialog()).getByLabelText('物流公司'), { target: { value: '顺丰速运' } });
    fireEvent.change(within(shipDialog()).getByLabelText('运单号 DD199901019901'), {
      target: { value: 'SF900' },
    });
    fireEvent.click(button('确定', shipDialog()));
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('发货完成，出库单已生成，待出库审核', expect.anything()),
    );
    expect(sandbox.lastBody('orderShip')).toEqual({
      warehouseId: 9711,
      logisticsCompany: '顺丰速运',
      orders: [{ id: 9901, trackingNo: 'SF900' }],
    });
    await waitFor(() => expect(listTotal()).toBe('共查询到 0 条记录'));
  });

  it('a refused order (short stock) is listed and nothing else is lost', async () => {
    await sandbox.state('the order fixtures exist', {});
    // another order takes 9 of the 10 units first (straight to the sandbox, as another user would)
    const call = async <T,>(path: string, body: unknown, token?: string): Promise<T> => {
      const res = await sandboxPost(sandbox, path, body, token);
      return ((await res.json()) as { data: T }).data;
    };
    const { token } = await call<{ token: string }>('/account/api/auth/login', {
      username: 'admin',
      password: 'Admin@123',
    });
    const { id } = await call<{ id: number }>(
      '/shop/api/v1/web/sp/order/create',
      { customerId: 9902, payMethod: 1, lines: [{ skuId: 9611, quantity: 9 }] },
      token,
    );
    await call(
      '/shop/api/v1/web/sp/order/ship',
      { warehouseId: 9711, logisticsCompany: '京东物流', orders: [{ id, trackingNo: 'JD1' }] },
      token,
    );
    const { toasts } = await renderScreen(<ShipmentsPage />, {
      as: 'admin',
      url: '/nzywsjgl/gylglzxt/shipmentManage?customer=13900009901',
    });
    await waitFor(() => expect(listTotal()).toBe('共查询到 1 条记录'));
    fireEvent.click(button('发货', tableRow('.shipment-table', 'DD199901019901')));
    await waitFor(() => expect(shipDialog()).not.toBeNull());
    fireEvent.mouseDown(within(shipDialog()).getByLabelText('发货仓库'));
    fireEvent.click(await screen.findByTitle('订单测试仓'));
    fireEvent.change(within(shipDialog()).getByLabelText('物流公司'), { target: { value: '顺丰速运' } });
    fireEvent.change(within(shipDialog()).getByLabelText('运单号 DD199901019901'), {
      target: { value: 'SF901' },
    });
    fireEvent.click(button('确定', shipDialog()));
    // a single order refused: the server's message, the dialog keeps what was typed
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(
        '契约测试尿素 50kg/袋 可用库存不足（可用 1，需要 2）',
        expect.anything(),
      ),
    );
    expect((within(shipDialog()).getByLabelText('运单号 DD199901019901') as HTMLInputElement).value).toBe(
      'SF901',
    );
    expect(tableRow('.shipment-table', 'DD199901019901').textContent).toContain('待发货');
  });
});
