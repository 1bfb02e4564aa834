import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dialog } from '@/test/dom';
import { click, confirmLastPopover, findTableRow, tableTotal } from '@/test/list-screen';
import { renderScreen, withSandbox } from '@/test/sandbox';
import { CropsPage } from './CropsPage';

const sandbox = withSandbox();
const total = () => tableTotal('.crop-table');
const URL = '/agroService/massif/crop';

const rowOf = (name: string) =>
  findTableRow('.crop-table', (tr) => tr.querySelector('td:nth-child(3)')?.textContent?.trim() === name);

describe('<CropsPage>', { timeout: 120_000 }, () => {
  it('lists and filters crops, validates and adds one, refuses to delete a crop in use, deletes an unused one', async () => {
    const { toasts } = await renderScreen(<CropsPage />, { as: 'admin', url: URL });
    await waitFor(() => expect(total()).toBe('共查询到 8 条记录'));
    const rice = await rowOf('水稻');
    expect(rice.textContent).toContain('禾本科');
    expect(rice.textContent).toContain('125 天');

    fireEvent.change(screen.getByLabelText('所属科'), { target: { value: '茄科' } });
    click('查询');
    await waitFor(() => expect(total()).toBe('共查询到 1 条记录'));
    expect(sandbox.lastBody('agroCropPage')).toMatchObject({ family: '茄科', page: 1 });
    click('重置');
    await waitFor(() => expect(total()).toBe('共查询到 8 条记录'));

    click('新增');
    await waitFor(() => expect(dialog()?.textContent).toContain('新增作物'));
    click('确定', dialog());
    expect(await within(dialog()).findByText('请输入作物名称')).toBeTruthy();
    expect(within(dialog()).getByText('请输入所属科')).toBeTruthy();
    expect(within(dialog()).getByText('请输入生育天数')).toBeTruthy();
    fireEvent.change(within(dialog()).getByLabelText('作物名称'), { target: { value: '马铃薯' } });
    fireEvent.change(within(dialog()).getByLabelText('所属科'), { target: { value: '茄科' } });
    fireEvent.change(within(dialog()).getByLabelText('生育天数'), { target: { value: '90' } });
    await sandbox.fault('agroCropSave', 'error', { msg: '作物服务维护中', times: 1 });
    click('确定', dialog());
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('作物服务维护中', expect.anything()));
    expect((within(dialog()).getByLabelText('作物名称') as HTMLInputElement).value).toBe('马铃薯');
    click('确定', dialog());
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('保存成功', expect.anything()));
    await waitFor(() => expect(total()).toBe('共查询到 9 条记录'));
    expect(sandbox.lastBody('agroCropSave')).toMatchObject({
      name: '马铃薯',
      family: '茄科',
      maturityDays: 90,
    });

    click('删除', await rowOf('水稻'));
    await confirmLastPopover();
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(
        expect.stringMatching(/^该作物下有 3 个品种、8 个生育期、1 个种植方案.*，不能删除$/),
        expect.anything(),
      ),
    );
    click('删除', await rowOf('马铃薯'));
    await confirmLastPopover();
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('删除成功', expect.anything()));
    await waitFor(() => expect(total()).toBe('共查询到 8 条记录'));
  });
});
