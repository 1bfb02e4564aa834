import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tableRow, tableRows } from '@/test/dom';
import { click, tableTotal } from '@/test/list-screen';
import { renderScreen, withSandbox } from '@/test/sandbox';
import { StockPage, stockAlerts } from './StockPage';

const sandbox = withSandbox();
const total = () => tableTotal('.stock-table');
const URL = '/warehousing/index/stock';

const rows = () => tableRows('.stock-table');
const rowOf = (text: string) => tableRow('.stock-table', text);

describe('stock alerts', () => {
  it('names low stock with the numbers and expiry', () => {
    expect(
      stockAlerts({
        belowWarning: true,
        skuAvailable: 3,
        warningValue: 50,
        expired: false,
        expiringSoon: true,
      }),
    ).toEqual(['低于预警（3 < 50）', '即将到期']);
    expect(
      stockAlerts({
        belowWarning: false,
        skuAvailable: 80,
        warningValue: 50,
        expired: true,
        expiringSoon: false,
      }),
    ).toEqual(['已过期']);
  });
});

describe('<StockPage>', { timeout: 60_000 }, () => {
  it('shows 在库 / 锁定 / 可用 per batch, flags low stock, filters, and opens the ledger', async () => {
    await sandbox.state('the warehousing fixtures exist', {});
    const { search } = await renderScreen(<StockPage />, { as: 'admin', url: URL });
    await waitFor(() => expect(Number(total()?.match(/\d+/)?.[0])).toBeGreaterThan(5));
    fireEvent.change(screen.getByLabelText('商品'), { target: { value: '契约测试' } });
    click('查询');
    await waitFor(() => expect(search()).toMatchObject({ keyword: '契约测试' }));
    await waitFor(() => expect(total()).toBe('共查询到 1 条记录'));
    const row = rowOf('PACT-B1');
    // 100 in stock, warning value 50: not low.
    expect(row.textContent).toContain('100');
    expect(row.textContent).toContain('正常');

    click('流水', row);
    const drawer = await waitFor(() => document.querySelector('.stock-ledger') as HTMLElement);
    await waitFor(() => expect(drawer.textContent).toContain('RK199901019801'));
    expect(drawer.textContent).toContain('+100');
    expect(sandbox.lastBody('stockLedgerPage')).toMatchObject({ page: 1 });
  });

  it('lists only the rows below their warning value', async () => {
    const { search } = await renderScreen(<StockPage />, { as: 'admin', url: `${URL}?only=warning` });
    await waitFor(() => expect(search()).toMatchObject({ only: 'warning' }));
    await waitFor(() => expect(total()).toMatch(/^共查询到 \d+ 条记录$/));
    expect(sandbox.lastBody('stockPage')).toMatchObject({ warning: true });
    for (const r of rows()) expect(r.textContent).toContain('低于预警');
    expect(rows().length).toBeGreaterThan(0);
  });
});
