import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dialog, tableRow } from '@/test/dom';
import { click, tableTotal } from '@/test/list-screen';
import { renderScreen, withSandbox } from '@/test/sandbox';
import { SetmealsPage } from './SetmealsPage';

const sandbox = withSandbox();
const total = () => tableTotal('.setmeal-table');
const URL = '/nzywsjgl/gylglzxt/setmealManage';

const rowOf = (text: string) => tableRow('.setmeal-table', text);

describe('<SetmealsPage>', { timeout: 180_000 }, () => {
  it('lists packages with their totals and saving; flags the one with a disabled item', async () => {
    await renderScreen(<SetmealsPage />, { as: 'admin', url: URL });
    await waitFor(() => expect(total()).toBe('共查询到 3 条记录'));
    // 早稻一季用肥套餐: 2 × 168.00 + 1 × 115.00 = 451.00, package 420.00.
    const meal = rowOf('早稻一季用肥套餐').textContent;
    expect(meal).toContain('¥451.00');
    expect(meal).toContain('¥420.00');
    expect(meal).toContain('¥31.00');
    expect(rowOf('春播除草套餐').textContent).toContain('含 1 个停用单品');
    expect(rowOf('早稻一季用肥套餐').textContent).not.toContain('停用单品');
  });

  it('creates a package: picks specs by search, shows the total and the saving, sends cents', async () => {
    const { toasts } = await renderScreen(<SetmealsPage />, { as: 'admin', url: URL });
    await waitFor(() => expect(total()).toBe('共查询到 3 条记录'));
    click('新增');
    await waitFor(() => expect(dialog()?.textContent).toContain('新增套餐'));
    fireEvent.change(within(dialog()).getByLabelText('套餐名称'), { target: { value: '秋冬油菜用肥套餐' } });
    const pick = within(dialog()).getByLabelText('单品规格1');
    fireEvent.mouseDown(pick);
    fireEvent.change(pick, { target: { value: '磷酸二铵' } });
    fireEvent.click(await screen.findByText(/云天化 磷酸二铵 64% 50kg\/袋/));
    fireEvent.change(within(dialog()).getByLabelText('数量1'), { target: { value: '2' } });
    fireEvent.change(within(dialog()).getByLabelText('套餐价'), { target: { value: '380' } });
    await waitFor(() => expect(dialog().querySelector('.setmeal-sums')?.textContent).toContain('¥396.00'));
    expect(dialog().querySelector('.setmeal-sums')?.textContent).toContain('¥16.00');
    click('确定', dialog());
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('保存成功', expect.anything()));
    await waitFor(() => expect(total()).toBe('共查询到 4 条记录'));
    expect(sandbox.lastBody('setmealSave')).toEqual({
      name: '秋冬油菜用肥套餐',
      priceCents: 38000,
      status: 1,
      description: '',
      items: [{ skuSpecId: 5, quantity: 2 }],
    });
  });
});
