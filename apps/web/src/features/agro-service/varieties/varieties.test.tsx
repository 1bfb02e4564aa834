import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dialog } from '@/test/dom';
import { click, confirmLastPopover, expectRefused, findTableRow, tableTotal } from '@/test/list-screen';
import { renderScreen, withSandbox } from '@/test/sandbox';
import { VarietiesPage } from './VarietiesPage';

const sandbox = withSandbox();
const total = () => tableTotal('.variety-table');
const URL = '/agroService/massif/crop/cropVarietiesForm';
const rowOf = (name: string) => findTableRow('.variety-table', name);
const field = (label: string) => within(dialog()).getByLabelText(label);

describe('<VarietiesPage>', { timeout: 120_000 }, () => {
  it('lists varieties of a crop, validates the form in Chinese, adds one and refuses to delete one in use', async () => {
    const { toasts } = await renderScreen(<VarietiesPage />, { as: 'admin', url: `${URL}?cropId=1` });
    await waitFor(() => expect(total()).toBe('共查询到 3 条记录'));
    expect(sandbox.lastBody('agroVarietyPage')).toMatchObject({ cropId: 1 });
    const row = await rowOf('隆两优华占');
    expect(row.textContent).toContain('国审稻20170008');
    expect(row.textContent).toContain('常德金穗种业有限公司');
    expect(row.textContent).toContain('16,000');

    click('新增');
    await waitFor(() => expect(dialog()?.textContent).toContain('新增品种'));
    click('确定', dialog());
    expect(await within(dialog()).findByText('请输入品种名称')).toBeTruthy();
    for (const text of ['请输入审定（登记）编号', '请输入生育期天数', '请输入亩产', '请输入种植密度'])
      expect(within(dialog()).getByText(text)).toBeTruthy();
    fireEvent.change(field('品种名称'), { target: { value: '黄华占' } });
    fireEvent.change(field('审定（登记）编号'), { target: { value: '2021001' } });
    fireEvent.change(field('生育期（天）'), { target: { value: '0' } });
    fireEvent.change(field('亩产（公斤）'), { target: { value: '580' } });
    fireEvent.change(field('种植密度（株/亩）'), { target: { value: '16000' } });
    click('确定', dialog());
    expect(
      await within(dialog()).findByText('审定编号如 国审稻20210001，登记编号如 GPD油菜(2018)430012'),
    ).toBeTruthy();
    expect(within(dialog()).getByText('生育期天数须为 1–1000 的整数')).toBeTruthy();
    fireEvent.change(field('审定（登记）编号'), { target: { value: '国审稻20160022' } });
    fireEvent.change(field('生育期（天）'), { target: { value: '130' } });
    await expectRefused(sandbox, toasts.error, '审定（登记）编号已存在', () => click('确定', dialog()));
    fireEvent.change(field('审定（登记）编号'), { target: { value: '国审稻20230088' } });
    click('确定', dialog());
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('保存成功', expect.anything()));
    await waitFor(() => expect(total()).toBe('共查询到 4 条记录'));
    expect(sandbox.lastBody('agroVarietySave')).toMatchObject({
      cropId: 1,
      name: '黄华占',
      registrationNo: '国审稻20230088',
      maturityDays: 130,
      yieldPerMu: 580,
      densityPerMu: 16000,
      supplierId: null,
    });

    click('删除', await rowOf('隆两优华占'));
    await confirmLastPopover();
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('该品种已用于 1 个种植方案，不能删除', expect.anything()),
    );
    click('删除', await rowOf('黄华占'));
    await confirmLastPopover();
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('删除成功', expect.anything()));
    await waitFor(() => expect(total()).toBe('共查询到 3 条记录'));
    expect(screen.queryByText('黄华占')).toBeNull();
  });
});
