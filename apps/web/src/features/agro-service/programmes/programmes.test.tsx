import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dialog } from '@/test/dom';
import { chooseOption, click, tableTotal } from '@/test/list-screen';
import { renderScreen, withSandbox } from '@/test/sandbox';
import { ProgrammesPage } from './ProgrammesPage';

const sandbox = withSandbox();
const total = () => tableTotal('.programme-table');
const URL = '/agroService/massif/programme';
const detail = () => document.querySelector('.programme-detail') as HTMLElement;
const calendarRows = () =>
  [...document.querySelectorAll<HTMLElement>('.programme-calendar tbody tr.ant-table-row')].map((tr) =>
    [...tr.querySelectorAll('td')].slice(0, 3).map((td) => td.textContent),
  );

/** Picks `label` in the antd Select of the dialog field `field`. */
async function pick(field: string, label: string) {
  await chooseOption(within(dialog()).getByLabelText(field), label);
}

describe('<ProgrammesPage>', { timeout: 150_000 }, () => {
  it('lists programmes with their current stage and opens a calendar with planned and actual dates', async () => {
    await renderScreen(<ProgrammesPage />, { as: 'admin', url: URL });
    await waitFor(() => expect(total()).toBe('共查询到 3 条记录'));
    const row = [...document.querySelectorAll<HTMLElement>('.programme-table tbody tr')].find((tr) =>
      tr.textContent?.includes('浏阳永安镇中稻种植方案'),
    ) as HTMLElement;
    expect(row.textContent).toContain('分蘖期');
    expect(row.textContent).toContain('执行中');
    click('日历', row);
    await waitFor(() => expect(calendarRows()).toHaveLength(8));
    expect(detail().textContent).toContain('隆两优华占');
    expect(calendarRows()[0]?.[0]).toBe('浸种催芽');
    // Past stages have actual dates; later ones are not recorded yet.
    expect(calendarRows()[0]?.[2]).toMatch(/^\d{4}-\d{2}-\d{2} 至 \d{4}-\d{2}-\d{2}$/);
    expect(calendarRows()[7]?.[2]).toBe('未记录');
    expect(within(detail()).getAllByRole('img', { name: /计划/ })).toHaveLength(8);
    expect(detail().querySelector('.programme-gantt-today')).toBeTruthy();
  });

  it('creates a programme whose calendar comes from the growth stages, and records an actual date', async () => {
    const { toasts } = await renderScreen(<ProgrammesPage />, { as: 'admin', url: URL });
    await waitFor(() => expect(total()).toBe('共查询到 3 条记录'));
    click('新增');
    await waitFor(() => expect(dialog()?.textContent).toContain('新增种植方案'));
    click('确定', dialog());
    await waitFor(() =>
      expect(
        [...dialog().querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent),
      ).toEqual(['请输入方案名称', '请选择作物', '请选择播种日期']),
    );

    fireEvent.change(within(dialog()).getByLabelText('方案名称'), {
      target: { value: '望城区油菜示范方案' },
    });
    await pick('作物', '油菜（十字花科）');
    await pick('品种', '湘油420（GPD油菜(2018)430012）');
    const date = within(dialog()).getByLabelText('播种日期');
    fireEvent.mouseDown(date);
    fireEvent.change(date, { target: { value: '2025-10-08' } });
    fireEvent.keyDown(date, { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect((date as HTMLInputElement).value).toBe('2025-10-08'));
    click('确定', dialog());
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('保存成功', expect.anything()));
    expect(sandbox.lastBody('agroProgrammeSave')).toMatchObject({
      name: '望城区油菜示范方案',
      cropId: 3,
      varietyId: 6,
      sowingDate: '2025-10-08',
      plotId: null,
    });

    // The new programme opens on its calendar: 油菜's five stages from 2025-10-08.
    await waitFor(() => expect(calendarRows()).toHaveLength(5));
    expect(calendarRows().map((r) => [r[0], r[1]])).toEqual([
      ['播种出苗期', '2025-10-08 至 2025-10-17'],
      ['苗期', '2025-10-18 至 2026-01-05'],
      ['蕾薹期', '2026-01-06 至 2026-02-14'],
      ['开花期', '2026-02-15 至 2026-03-16'],
      ['角果成熟期', '2026-03-17 至 2026-04-30'],
    ]);

    fireEvent.click(within(detail()).getByRole('button', { name: '记录实际：播种出苗期' }));
    const record = await waitFor(() => {
      const el = document.querySelector('.programme-record-dialog') as HTMLElement;
      expect(el).toBeTruthy();
      return el;
    });
    const start = within(record).getByLabelText('实际开始');
    fireEvent.mouseDown(start);
    fireEvent.change(start, { target: { value: '2025-10-09' } });
    fireEvent.keyDown(start, { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect((start as HTMLInputElement).value).toBe('2025-10-09'));
    click('保存', record);
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('记录成功', expect.anything()));
    await waitFor(() => expect(calendarRows()[0]?.[2]).toBe('2025-10-09 开始'));
    expect(sandbox.lastBody('agroProgrammeRecord')).toMatchObject({
      actualStart: '2025-10-09',
      actualEnd: null,
    });
  });
});
