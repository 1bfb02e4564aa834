import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button, listTotal, popover, tableRow } from '@/test/dom';
import { renderScreen, withSandbox } from '@/test/sandbox';
import { AppointmentsPage } from './AppointmentsPage';
import { RequirementsPage } from './RequirementsPage';

withSandbox();

describe('distribution and group purchase screens', { timeout: 90_000 }, () => {
  it('需求记录 lists demand with the summary by county and category', async () => {
    await renderScreen(<RequirementsPage />, { as: 'admin', url: '/nzywsjgl/fxcjzxt/requirementRecord' });
    await waitFor(() => expect(listTotal()).toBe('共查询到 16 条记录'));
    await waitFor(() =>
      expect(document.querySelectorAll('.demand-summary tbody tr.ant-table-row').length).toBeGreaterThan(0),
    );
    const counts = [...document.querySelectorAll('.demand-summary tbody tr.ant-table-row')].map((tr) =>
      Number(tr.children[2]?.textContent),
    );
    expect(counts.reduce((s, n) => s + n, 0)).toBeLessThanOrEqual(16);
    expect(button('登记需求')).toBeTruthy();
  });

  it('结算 before the deadline is refused', async () => {
    const { toasts } = await renderScreen(<AppointmentsPage />, {
      as: 'admin',
      url: '/nzywsjgl/fxcjzxt/appointmentRecord',
    });
    await waitFor(() => expect(listTotal()).toBe('共查询到 2 条记录'));
    expect(tableRow('.offer-table', '油菜专用肥团购').textContent).toContain('3 / 2');
    fireEvent.click(button('结算', tableRow('.offer-table', '油菜专用肥团购')));
    fireEvent.click(
      button('确定', await popover('结算该拼团？达到成团人数则为每个预约生成订单，否则释放预约')),
    );
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(
        expect.stringMatching(/^拼团尚未截止，不能结算/),
        expect.anything(),
      ),
    );
    expect(tableRow('.offer-table', '油菜专用肥团购').textContent).toContain('拼团中');
  });
});
