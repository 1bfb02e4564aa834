import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import { lastButton as button } from '@/test/dom';
import { chooseOption, expectButtonsGone } from '@/test/list-screen';
import { renderScreen, withSandbox } from '@/test/sandbox';
import { dropButtons } from '../shared/drop-buttons';
import { CockpitInputPage } from './CockpitInputPage';

const sandbox = withSandbox();
afterEach(() => vi.restoreAllMocks());

const URL = '/yxzcxt/index/cockpitInput';
const rows = () => [...document.querySelectorAll<HTMLElement>('.cockpit-table tbody tr.ant-table-row')];
const cell = (name: string) => screen.getByLabelText(`${name}数值`) as HTMLInputElement;
const errors = () =>
  [...document.querySelectorAll('.cockpit-table .ant-form-item-explain-error')].map((e) => e.textContent);
const figures = (year: string, qhdm: string) =>
  apiFetch(createApi(sandbox.fetch), 'system', 'get', '/api/v1/cockpit/figure', {
    params: { query: { year, qhdm } },
  });

async function loaded() {
  await waitFor(() => expect(rows()).toHaveLength(8));
  await waitFor(() => expect(cell('农资销售额').value).not.toBe(''));
}

async function chooseYear(label: string) {
  await chooseOption(document.querySelector('#cockpit-year') as HTMLElement, label);
}

describe('<CockpitInputPage>', { timeout: 30_000 }, () => {
  it('opens on the default year of the year dictionary and 湖南省 with every indicator', async () => {
    await renderScreen(<CockpitInputPage />, { url: URL });
    await loaded();
    const call = sandbox.calls('cockpitFigureGet').at(-1);
    expect(call?.url.searchParams.get('year')).toBe('2024');
    expect(call?.url.searchParams.get('qhdm')).toBe('43');
    expect(
      document.querySelector('.cockpit-input .ant-select-content, .cockpit-input .ant-select-selection-item')
        ?.textContent,
    ).toContain('2024');
    const expected = await figures('2024', '43');
    expect(rows().map((row) => row.querySelectorAll('td')[1]?.textContent)).toEqual(
      expected.rows.map((r) => r.indicatorName),
    );
    expect(rows().map((row) => row.querySelectorAll('td')[3]?.textContent)).toEqual(
      expected.rows.map((r) => r.unit),
    );
    expect(cell('农资销售额').value).toBe(String(expected.rows[0]?.value));
  });

  it('checks every cell: a number, not below 0, at most two decimals; nothing is sent otherwise', async () => {
    await renderScreen(<CockpitInputPage />, { url: URL });
    await loaded();
    fireEvent.change(cell('农资销售额'), { target: { value: 'abc' } });
    fireEvent.change(cell('化肥供应量'), { target: { value: '-5' } });
    fireEvent.change(cell('农药供应量'), { target: { value: '1.234' } });
    fireEvent.click(button('保存'));
    await waitFor(() => expect(errors()).toEqual(['请输入数字', '数值不能小于 0', '最多保留两位小数']));
    expect(sandbox.calls('cockpitFigureSave')).toHaveLength(0);
  });

  it('saves the whole table; a cleared cell is saved as empty', async () => {
    const { toasts } = await renderScreen(<CockpitInputPage />, { url: URL });
    await loaded();
    fireEvent.change(cell('农资销售额'), { target: { value: '123.45' } });
    fireEvent.change(cell('服务农户数'), { target: { value: '' } });
    await screen.findByText('有未保存的修改');
    fireEvent.click(button('保存'));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('保存成功', expect.anything()));
    const body = sandbox.lastBody('cockpitFigureSave') as {
      year: string;
      qhdm: string;
      rows: { indicatorCode: string; value: number | null }[];
    };
    expect(body).toMatchObject({ year: '2024', qhdm: '43' });
    expect(body.rows).toHaveLength(8);
    const stored = await figures('2024', '43');
    expect(stored.rows.find((r) => r.indicatorName === '农资销售额')?.value).toBe(123.45);
    expect(stored.rows.find((r) => r.indicatorName === '服务农户数')?.value).toBeNull();
    await waitFor(() => expect(screen.queryByText('有未保存的修改')).toBeNull());
    expect(document.querySelector('.cockpit-updated')?.textContent).toMatch(/^最后保存：/);
  });

  it('a refused save keeps what was typed and changes nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { toasts } = await renderScreen(<CockpitInputPage />, { url: URL });
    await loaded();
    const before = await sandbox.checksum();
    await sandbox.fault('cockpitFigureSave', 'error', { msg: '驾驶舱数据服务维护中' });
    fireEvent.change(cell('农资销售额'), { target: { value: '999.9' } });
    await screen.findByText('有未保存的修改');
    fireEvent.click(button('保存'));
    await waitFor(() =>
      expect(toasts.warning).toHaveBeenCalledWith('驾驶舱数据服务维护中', expect.anything()),
    );
    expect(cell('农资销售额').value).toBe('999.9');
    expect(screen.getByText('有未保存的修改')).toBeTruthy();
    expect(await sandbox.checksum()).toEqual(before);
  });

  it('asks before switching the year with unsaved changes', async () => {
    await renderScreen(<CockpitInputPage />, { url: URL });
    await loaded();
    fireEvent.change(cell('农资销售额'), { target: { value: '1' } });
    // The page knows the form is changed (as a person sees the tag) before the year is switched.
    await screen.findByText('有未保存的修改');
    await chooseYear('2023');
    await screen.findByText('当前修改尚未保存，切换后将丢失，确定切换吗？');
    fireEvent.click(button('取消'));
    await waitFor(() =>
      expect(document.querySelector('#cockpit-year')?.closest('.ant-select')?.textContent).toContain('2024'),
    );
    expect(cell('农资销售额').value).toBe('1');
    expect(sandbox.calls('cockpitFigureGet').some((c) => c.url.searchParams.get('year') === '2023')).toBe(
      false,
    );

    await chooseYear('2023');
    await waitFor(() =>
      expect(screen.getAllByText('当前修改尚未保存，切换后将丢失，确定切换吗？').length).toBeGreaterThan(0),
    );
    fireEvent.click(button('确定'));
    const expected = await figures('2023', '43');
    await waitFor(() => expect(cell('农资销售额').value).toBe(String(expected.rows[0]?.value)));
    expect(sandbox.calls('cockpitFigureGet').at(-1)?.url.searchParams.get('year')).toBe('2023');
  });

  it('a failed load shows the error with 重试', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await sandbox.fault('cockpitFigureGet', 'network');
    await renderScreen(<CockpitInputPage />, { url: URL });
    await waitFor(() =>
      expect(document.querySelector('.cockpit-error')?.textContent).toContain('查询驾驶舱数据失败'),
    );
    await sandbox.heal();
    fireEvent.click(button('重试'));
    await loaded();
  });

  it('without cockpit:save the table is read-only', async () => {
    await renderScreen(<CockpitInputPage />, { url: URL });
    await loaded();
    await expectButtonsGone(() => dropButtons('cockpit:save'), '保存');
    expect(cell('农资销售额').disabled).toBe(true);
  });
});
