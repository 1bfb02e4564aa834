import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dialog } from '@/test/dom';
import { click, confirmLastPopover, expectRefused, findTableRow, tableTotal } from '@/test/list-screen';
import { renderScreen, withSandbox } from '@/test/sandbox';
import { BrandsPage } from './BrandsPage';

const sandbox = withSandbox();
const total = () => tableTotal('.brand-table');
const URL = '/nzywsjgl/gylglzxt/productBrand';

const rowOf = (name: string) => findTableRow('.brand-table', name);

describe('<BrandsPage>', { timeout: 120_000 }, () => {
  it('lists brands by sort, adds one with a logo, refuses a duplicate name, deletes only unused ones', async () => {
    const { toasts } = await renderScreen(<BrandsPage />, { as: 'admin', url: URL });
    await waitFor(() => expect(total()).toBe('共查询到 10 条记录'));
    const names = [...document.querySelectorAll('.brand-table tbody tr')].map((tr) => tr.textContent ?? '');
    expect(names[0]).toContain('史丹利');
    expect(names[9]).toContain('天龙农膜');

    click('新增');
    await waitFor(() => expect(dialog()?.textContent).toContain('新增品牌'));
    click('确定', dialog());
    expect(await within(dialog()).findByText('请输入品牌名称')).toBeTruthy();
    fireEvent.change(within(dialog()).getByLabelText('品牌名称'), { target: { value: '中化化肥' } });
    fireEvent.change(within(dialog()).getByLabelText('排序'), { target: { value: '0' } });
    fireEvent.change(within(dialog()).getByLabelText('品牌描述'), { target: { value: '复合肥、磷肥' } });
    const input = dialog().querySelector('input[type=file]') as HTMLInputElement;
    const png = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'logo.png', {
      type: 'image/png',
    });
    fireEvent.change(input, { target: { files: [png] } });
    await waitFor(() => expect(sandbox.calls('fileUpload')).toHaveLength(1));
    await waitFor(() => expect(dialog().textContent).toContain('更换图片'));
    click('确定', dialog());
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('保存成功', expect.anything()));
    await waitFor(() => expect(total()).toBe('共查询到 11 条记录'));
    expect(sandbox.lastBody('brandSave')).toMatchObject({
      name: '中化化肥',
      sort: 0,
      status: 1,
      description: '复合肥、磷肥',
      logo: expect.stringMatching(/^file:/),
    });

    click('新增');
    await waitFor(() => expect(dialog()?.textContent).toContain('新增品牌'));
    fireEvent.change(within(dialog()).getByLabelText('品牌名称'), { target: { value: '史丹利' } });
    await expectRefused(sandbox, toasts.error, '品牌名称已存在', () => click('确定', dialog()));
    click('取消', dialog());

    click('删除', await rowOf('史丹利'));
    await confirmLastPopover();
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('该品牌下有单品，不能删除', expect.anything()),
    );
    click('删除', await rowOf('中化化肥'));
    await confirmLastPopover();
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('删除成功', expect.anything()));
    await waitFor(() => expect(total()).toBe('共查询到 10 条记录'));
  });

  it('disables a brand from its switch after asking', async () => {
    const { toasts } = await renderScreen(<BrandsPage />, { as: 'admin', url: URL });
    await waitFor(() => expect(total()).toBe('共查询到 10 条记录'));
    fireEvent.click(screen.getByRole('switch', { name: '诺普信状态' }));
    await confirmLastPopover();
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('操作成功', expect.anything()));
    expect(sandbox.lastBody('brandStatus')).toEqual({ id: 7, status: 0 });
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: '诺普信状态' }).getAttribute('aria-checked')).toBe('false'),
    );
  });
});
