import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dialog } from '@/test/dom';
import { click } from '@/test/list-screen';
import { renderScreen, withSandbox } from '@/test/sandbox';
import { StagesPage } from './StagesPage';

const sandbox = withSandbox();
const URL = '/agroService/massif/birth';
const names = () =>
  [...document.querySelectorAll<HTMLElement>('.stage-table tbody tr.ant-table-row')].map(
    (tr) => tr.querySelector('td:nth-child(2)')?.textContent ?? '',
  );

describe('<StagesPage>', { timeout: 120_000 }, () => {
  it('shows the first crop’s stages in order, refuses a move that breaks the offsets, reorders equal ones and adds a stage by its offset', async () => {
    const { toasts } = await renderScreen(<StagesPage />, { as: 'admin', url: URL });
    await waitFor(() => expect(names()).toHaveLength(8));
    expect(names().slice(0, 3)).toEqual(['浸种催芽', '育秧期', '移栽返青期']);
    expect(document.querySelector('.stage-table tbody')?.textContent).toContain('播种前 3 天');

    // 移栽返青期 (25) above 育秧期 (0): refused here with the reason, nothing sent.
    fireEvent.click(screen.getByRole('button', { name: '上移「移栽返青期」' }));
    await waitFor(() =>
      expect(document.querySelector('.stage-order-error')?.textContent).toContain(
        '生育期「育秧期」的天数（0）不能早于上一个生育期「移栽返青期」（25）',
      ),
    );
    expect(sandbox.calls('agroStageReorder')).toHaveLength(0);

    // A stage with the same offset as 育秧期 may be moved above it.
    click('新增生育期');
    await waitFor(() => expect(dialog()?.textContent).toContain('新增生育期'));
    click('确定', dialog());
    expect(await within(dialog()).findByText('请输入生育期名称')).toBeTruthy();
    expect(within(dialog()).getByText('请输入起始天数')).toBeTruthy();
    fireEvent.change(within(dialog()).getByLabelText('生育期'), { target: { value: '秧田整地' } });
    fireEvent.change(within(dialog()).getByLabelText('起始天数'), { target: { value: '0' } });
    fireEvent.change(within(dialog()).getByLabelText('持续天数'), { target: { value: '2' } });
    fireEvent.change(within(dialog()).getByLabelText('关键农事'), {
      target: { value: '耙平秧床，施足底肥' },
    });
    click('确定', dialog());
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('保存成功', expect.anything()));
    await waitFor(() => expect(names()).toHaveLength(9));
    expect(names().slice(0, 4)).toEqual(['浸种催芽', '育秧期', '秧田整地', '移栽返青期']);

    fireEvent.click(screen.getByRole('button', { name: '上移「秧田整地」' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('排序成功', expect.anything()));
    await waitFor(() =>
      expect(names().slice(0, 4)).toEqual(['浸种催芽', '秧田整地', '育秧期', '移栽返青期']),
    );
    expect(sandbox.lastBody('agroStageReorder')).toMatchObject({ cropId: 1 });

    // An edit that puts a stage before the previous one is refused by the server with its reason.
    const row = [...document.querySelectorAll<HTMLElement>('.stage-table tbody tr.ant-table-row')].find(
      (tr) => tr.querySelector('td:nth-child(2)')?.textContent === '分蘖期',
    ) as HTMLElement;
    click('编辑', row);
    await waitFor(() => expect(dialog()?.textContent).toContain('编辑生育期'));
    fireEvent.change(within(dialog()).getByLabelText('起始天数'), { target: { value: '20' } });
    click('确定', dialog());
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(
        '生育期「分蘖期」的天数（20）不能早于上一个生育期「移栽返青期」（25）',
        expect.anything(),
      ),
    );
    expect((within(dialog()).getByLabelText('起始天数') as HTMLInputElement).value).toBe('20');
    click('取消', dialog());
  });

  it('switches crops from the URL and shows an empty crop', async () => {
    await renderScreen(<StagesPage />, { as: 'admin', url: `${URL}?cropId=8` });
    expect(await screen.findByText('该作物尚未设置生育期')).toBeTruthy();
  });
});
