import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildWorkbook } from '@/lib/excel';
import { button, dialog, dialogField, listTotal, tableRows } from '@/test/dom';
import { click } from '@/test/list-screen';
import { renderScreen, withSandbox } from '@/test/sandbox';
import type { PriceTrend } from '../api';
import { PricesPage } from './PricesPage';
import { trendOption } from './PriceTrend';

const sandbox = withSandbox();
const URL = '/policyNews/index/marketPrice';
const TABLE = '.price-table';

describe('<PricesPage>', { timeout: 120_000 }, () => {
  it('lists prices newest first with the change against the previous record, and draws the trend', async () => {
    await renderScreen(<PricesPage />, { as: 'admin', url: URL });
    await waitFor(() => expect(listTotal()).toMatch(/^共查询到 \d+ 条记录$/));
    const first = tableRows(TABLE)[0]?.textContent ?? '';
    expect(first).toMatch(/元\/(吨|公斤)/);
    expect(first).toMatch(/[↑↓] \d+\.\d%|0\.0%/);
    // The trend of 氮肥 in the default cities, monthly averages.
    await waitFor(() => expect(sandbox.calls('priceTrend').length).toBeGreaterThan(0));
    expect(sandbox.lastBody('priceTrend')).toMatchObject({
      productCode: '0101',
      period: 'month',
      regions: ['4301', '4306', '4307'],
    });
    expect(await screen.findByRole('img', { name: '氮肥价格走势' }, { timeout: 20_000 })).toBeTruthy();
    fireEvent.click(screen.getByText('按周'));
    await waitFor(() => expect(sandbox.lastBody('priceTrend')).toMatchObject({ period: 'week' }));
  });

  it('imports a sheet: the bad row listed, the others saved', async () => {
    await renderScreen(<PricesPage />, { as: 'admin', url: URL });
    await waitFor(() => expect(listTotal()).toMatch(/^共查询到 \d+ 条记录$/));
    const rows = [
      ['氮肥', '长沙市', '2031-03-02', '2450.00', '元/吨', '测试导入市场'],
      ['不存在的肥', '长沙市', '2031-03-02', '12', '元/吨', '测试导入市场'],
      ['复合肥', '岳阳市', '2031-03-02', '3100.5', '元/吨', '测试导入市场'],
    ];
    const headers = ['产品', '地区', '日期', '价格（元）', '单位', '市场'];
    const data = await buildWorkbook({
      sheetName: '价格',
      columns: headers.map((header, i) => ({ header, value: (r: string[]) => r[i] })),
      rows,
    });
    const input = document.querySelector('.news-prices input[type=file]') as HTMLInputElement;
    const file = new File([data], '价格表.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    Object.defineProperty(file, 'arrayBuffer', { value: async () => data });
    fireEvent.change(input, { target: { files: [file] } });
    const result = await waitFor(
      () => {
        const el = document.querySelector<HTMLElement>('.price-import-result');
        expect(el?.textContent).toContain('成功导入 2 条，失败 1 条');
        return el as HTMLElement;
      },
      { timeout: 20_000 },
    );
    expect(within(result).getByText(/第 3 行/).textContent).toBe('第 3 行：产品不存在');
    expect(sandbox.lastBody('priceImport')).toMatchObject({ rows: [{ row: 2 }, { row: 3 }, { row: 4 }] });
  });

  it('checks a new price in 元 and saves it in fen', async () => {
    const { toasts } = await renderScreen(<PricesPage />, { as: 'admin', url: URL });
    await waitFor(() => expect(listTotal()).toMatch(/^共查询到 \d+ 条记录$/));
    click('新增');
    await waitFor(() => expect(dialog()?.textContent).toContain('新增价格'));
    click('确定', dialog());
    expect(await within(dialog()).findByText('请选择产品')).toBeTruthy();
    expect(await within(dialog()).findByText('请输入价格')).toBeTruthy();
    fireEvent.change(dialogField('价格'), { target: { value: '12.345' } });
    expect(await within(dialog()).findByText('价格应为大于 0、最多两位小数的数字')).toBeTruthy();
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('the operator sees no 新增, 导入, 编辑 or 删除', async () => {
    await renderScreen(<PricesPage />, { as: 'operator', url: URL });
    await waitFor(() => expect(listTotal()).toMatch(/^共查询到 \d+ 条记录$/));
    expect(() => button('新增')).toThrow();
    expect(() => button('导入')).toThrow();
    const row = tableRows(TABLE)[0] as HTMLElement;
    expect(() => button('编辑', row)).toThrow();
  });

  it('the chart has one line per region, in 元, with gaps bridged', () => {
    const trend: PriceTrend = {
      productCode: '0101',
      productName: '氮肥',
      unit: '元/吨',
      series: [
        {
          qhdm: '4301',
          qhmc: '长沙市',
          points: [{ period: '2026-01', avg: 245050, high: 250000, low: 240000, count: 4 }],
        },
        {
          qhdm: '4306',
          qhmc: '岳阳市',
          points: [{ period: '2026-02', avg: 246000, high: 246000, low: 246000, count: 1 }],
        },
      ],
    };
    const option = trendOption(trend, 'avg') as {
      xAxis: { data: string[] };
      series: { name: string; data: (number | null)[] }[];
    };
    expect(option.xAxis.data).toEqual(['2026-01', '2026-02']);
    expect(option.series.map((s) => [s.name, s.data])).toEqual([
      ['长沙市', [2450.5, null]],
      ['岳阳市', [null, 2460]],
    ]);
  });
});
