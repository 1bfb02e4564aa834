import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button, listLoaded, listTotal, tableRows } from '@/test/dom';
import { renderScreen, withSandbox } from '@/test/sandbox';
import { CombineLaunchPage, GoodLaunchPage } from './GoodLaunchPage';

const sandbox = withSandbox();

/** Confirms the open Popconfirm asking `title` (earlier ones stay in the DOM, hidden). */
const confirm = async (title: string) => {
  const pop = await waitFor(() => {
    const open = [...document.querySelectorAll<HTMLElement>('.ant-popover:not(.ant-popover-hidden)')].filter(
      (p) => p.textContent?.includes(title),
    );
    expect(open.length).toBeGreaterThan(0);
    return open.at(-1) as HTMLElement;
  });
  fireEvent.click(button('确定', pop));
};

const tab = (label: string) =>
  [...document.querySelectorAll<HTMLElement>('.launch-page .ant-tabs-tab')].find((t) =>
    t.textContent?.startsWith(label),
  ) as HTMLElement;
const tabCount = (label: string) => Number(/\((\d+)\)/.exec(tab(label)?.textContent ?? '')?.[1] ?? NaN);
/** The available units shown in a row (the 可用库存 cell). */
const availableOf = (row: HTMLElement) => {
  const head = [...document.querySelectorAll('.launch-table thead th')].map((th) => th.textContent);
  const i = head.indexOf('可用库存');
  return Number.parseInt(row.querySelectorAll('td')[i]?.textContent ?? '', 10);
};

describe('<GoodLaunchPage>', { timeout: 120_000 }, () => {
  it('tabs with counts; 上架 without stock refused and nothing changes; 上架 / 下架 move the row between tabs', async () => {
    const { toasts, search } = await renderScreen(<GoodLaunchPage />, {
      as: 'admin',
      url: '/nzywsjgl/gylglzxt/goodLaunch',
    });
    await listLoaded();
    await waitFor(() => expect(tabCount('出售中')).toBeGreaterThan(0));
    expect(listTotal()).toBe(`共查询到 ${tabCount('出售中')} 条记录`);
    const onSale = tabCount('出售中');
    const inStock = tabCount('仓库中');

    fireEvent.click(tab('仓库中'));
    await waitFor(() => expect(search()).toMatchObject({ tab: 'inStock' }));
    await waitFor(() => expect(listTotal()).toBe(`共查询到 ${inStock} 条记录`));
    const rows = tableRows('.launch-table');
    const empty = rows.find((r) => availableOf(r) === 0);
    const stocked = rows.find((r) => availableOf(r) > 0);
    if (!empty || !stocked) throw new Error('the seed has off-sale SKUs with and without stock');

    const before = await sandbox.checksum();
    fireEvent.click(button('上架', empty));
    await confirm('确定上架该商品吗？');
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('库存不足，不能上架', expect.anything()));
    expect(await sandbox.checksum()).toEqual(before);

    const name = stocked.querySelectorAll('td')[1]?.textContent ?? '';
    fireEvent.click(button('上架', stocked));
    await confirm('确定上架该商品吗？');
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('操作成功', expect.anything()));
    await waitFor(() => expect(tabCount('出售中')).toBe(onSale + 1));
    expect(tabCount('仓库中')).toBe(inStock - 1);
    expect(sandbox.lastBody('saleItemPublish')).toMatchObject({ kind: 'sku', action: 'on' });
    expect(
      tableRows('.launch-table').some(
        (r) => r.textContent?.includes(name) && availableOf(r) > 0 && r.textContent.includes('仓库中'),
      ),
    ).toBe(false);
  });

  it('sets the sale price and limits; a per-order limit above the per-customer one is refused in the form', async () => {
    const { toasts } = await renderScreen(<CombineLaunchPage />, {
      as: 'admin',
      url: '/nzywsjgl/gylglzxt/combineLaunch',
    });
    await listLoaded();
    const [row] = tableRows('.launch-table');
    if (!row) throw new Error('a package is on sale');
    fireEvent.click(button('价格与限购', row));
    const dlg = (await screen.findByRole('dialog')) as HTMLElement;
    fireEvent.change(within(dlg).getByLabelText('销售价（元）'), { target: { value: '99.5' } });
    fireEvent.change(within(dlg).getByLabelText('单次限购'), { target: { value: '8' } });
    fireEvent.change(within(dlg).getByLabelText('每人限购'), { target: { value: '3' } });
    fireEvent.click(button('确定', dlg));
    expect(await within(dlg).findByText('单次限购不能大于每人限购')).toBeTruthy();
    fireEvent.change(within(dlg).getByLabelText('每人限购'), { target: { value: '20' } });
    fireEvent.click(button('确定', dlg));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('保存成功', expect.anything()));
    expect(sandbox.lastBody('saleItemSave')).toMatchObject({
      kind: 'setmeal',
      salePriceCents: 9950,
      limitPerOrder: 8,
      limitPerCustomer: 20,
    });
    await waitFor(() => expect(tableRows('.launch-table')[0]?.textContent).toContain('¥99.50'));
  });
});
