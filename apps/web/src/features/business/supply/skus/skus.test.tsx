import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dialog, dialogField } from '@/test/dom';
import { click, tableTotal } from '@/test/list-screen';
import { renderScreen, withSandbox } from '@/test/sandbox';
import { SkusPage } from './SkusPage';

const sandbox = withSandbox();
const total = () => tableTotal('.sku-table');
const URL = '/nzywsjgl/gylglzxt/skuManage';

const type = (label: string, value: string) => fireEvent.change(dialogField(label), { target: { value } });
const tabErrors = () => dialog().querySelector('.sku-tab-errors')?.textContent ?? '';

describe('<SkusPage>', { timeout: 180_000 }, () => {
  it('lists the seeded items and filters by agri-input category', async () => {
    const { search } = await renderScreen(<SkusPage />, { as: 'admin', url: `${URL}?categoryCode=02` });
    await waitFor(() => expect(total()).toBe('共查询到 5 条记录'));
    expect(search()).toMatchObject({ categoryCode: '02' });
    expect(sandbox.lastBody('skuPage')).toMatchObject({ categoryCode: '02', page: 1 });
    expect(document.querySelector('.sku-table tbody')?.textContent).toContain('PD20060033');
  });

  it('creates an item with two specs: each tab names itself when incomplete, wrong registration and barcode refused', async () => {
    const { toasts } = await renderScreen(<SkusPage />, { as: 'admin', url: URL });
    await waitFor(() => expect(total()).toBe('共查询到 16 条记录'));
    click('新增');
    await waitFor(() => expect(dialog()?.textContent).toContain('新增单品'));
    click('确定', dialog());
    await waitFor(() => expect(tabErrors()).toBe('【基本信息】不完善；【规格库存】不完善'));
    expect(sandbox.calls('skuSave')).toHaveLength(0);

    type('商品名称', '湘丰 复合肥 48%（16-16-16）');
    fireEvent.mouseDown(within(dialog()).getByLabelText('农资分类'));
    fireEvent.click(await screen.findByTitle('复合肥'));
    type('登记证号', 'PD20060033');
    click('确定', dialog());
    expect(await within(dialog()).findByText('登记证号格式不正确')).toBeTruthy();
    type('登记证号', '湘农肥（2021）准字 3321号');

    fireEvent.click(within(dialog()).getByRole('tab', { name: '规格库存' }));
    const values = within(dialog()).getByLabelText('规格值1');
    for (const v of ['40kg/袋', '25kg/袋']) {
      fireEvent.change(values, { target: { value: v } });
      fireEvent.keyDown(values, { key: 'Enter', code: 'Enter', keyCode: 13 });
    }
    await waitFor(() =>
      expect(dialog().querySelectorAll('.sku-grid tbody tr.ant-table-row')).toHaveLength(2),
    );
    type('批量设置售价（元）', '158');
    type('批量设置市场价（元）', '175.5');
    type('批量设置成本价（元）', '138');
    fireEvent.change(within(dialog()).getByLabelText('批量设置单位'), { target: { value: '袋' } });
    click('应用到全部规格', dialog());
    await waitFor(() =>
      expect((within(dialog()).getByLabelText('售价（元）2') as HTMLInputElement).value).toBe('158'),
    );
    type('售价（元）2', '99.9');
    type('条码1', '6927770000011');
    click('确定', dialog());
    await waitFor(() => expect(tabErrors()).toBe('【规格库存】不完善'));
    await waitFor(() =>
      expect(
        [...dialog().querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent),
      ).toEqual(['条码校验失败（EAN-13）']),
    );
    expect(sandbox.calls('skuSave')).toHaveLength(0);
    type('条码1', '');

    click('确定', dialog());
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('保存成功', expect.anything()));
    await waitFor(() => expect(total()).toBe('共查询到 17 条记录'));
    expect(sandbox.lastBody('skuSave')).toMatchObject({
      name: '湘丰 复合肥 48%（16-16-16）',
      categoryCode: '0102',
      registrationNo: '湘农肥（2021）准字 3321号',
      specAttrs: [{ name: '规格', values: ['40kg/袋', '25kg/袋'] }],
      specs: [
        {
          spec: '40kg/袋',
          unit: '袋',
          priceCents: 15800,
          marketPriceCents: 17550,
          costPriceCents: 13800,
          barcode: null,
        },
        { spec: '25kg/袋', unit: '袋', priceCents: 9990, marketPriceCents: 17550, costPriceCents: 13800 },
      ],
    });
  });
});
