import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { fenToYuan, yuanToFen } from '@/lib/money';
import { dialog, tableRow, tableRows } from '@/test/dom';
import { click, tableTotal } from '@/test/list-screen';
import { renderScreen, withSandbox } from '@/test/sandbox';
import { DocListPage } from './DocListPage';
import { lineAmount, toLineBodies, totals } from './lines';

const sandbox = withSandbox();
const total = () => tableTotal('.stock-doc-table');

const rows = () => tableRows('.stock-doc-table');
const rowOf = (text: string) => tableRow('.stock-doc-table', text);
const popConfirm = async () => {
  const pop = await waitFor(() => {
    const el = document.querySelector<HTMLElement>('.ant-popover:not(.ant-popover-hidden)');
    expect(el).not.toBeNull();
    return el as HTMLElement;
  });
  click('确定', pop);
};
const pick = async (label: string, title: string | RegExp, search?: string) => {
  const input = within(dialog()).getByLabelText(label);
  fireEvent.mouseDown(input);
  if (search !== undefined) fireEvent.change(input, { target: { value: search } });
  fireEvent.click(await screen.findByTitle(title));
};

describe('money and lines', () => {
  it('keeps money in integer fen', () => {
    expect(yuanToFen('12.3')).toBe(1230);
    expect(yuanToFen('0.07')).toBe(7);
    expect(yuanToFen('1.005')).toBeUndefined();
    expect(yuanToFen('-1')).toBeUndefined();
    expect(fenToYuan(123456789)).toBe('1,234,567.89');
    expect(fenToYuan(5)).toBe('0.05');
    // 0.1 + 0.2 in yuan sums exactly.
    const lines = [
      { quantity: 1, unitPrice: '0.1' },
      { quantity: 1, unitPrice: '0.2' },
    ];
    expect(totals(lines)).toEqual({ quantity: 2, amount: 30 });
    expect(lineAmount({ quantity: 3, unitPrice: '19.99' })).toBe(5997);
    expect(
      toLineBodies([
        { skuId: 4, batchNo: ' B1 ', quantity: 2, unitPrice: '1.5', productionDate: dayjs('2026-01-02') },
      ]),
    ).toEqual([
      {
        skuId: 4,
        batchNo: 'B1',
        productionDate: '2026-01-02',
        expiryDate: null,
        quantity: 2,
        unitPrice: 150,
        locationCode: null,
      },
    ]);
  });
});

describe('<DocListPage>', { timeout: 180_000 }, () => {
  it('lists inbound documents with their lines and filters by status', async () => {
    const { search } = await renderScreen(<DocListPage direction="in" />, {
      as: 'admin',
      url: '/warehousing/inbound',
    });
    await waitFor(() => expect(total()).toBe('共查询到 7 条记录'));
    const first = rows()[0] as HTMLElement;
    fireEvent.click(first.querySelector('.ant-table-row-expand-icon') as HTMLElement);
    await waitFor(() => expect(document.querySelector('.stock-doc-row-lines')).not.toBeNull());
    expect(document.querySelector('.stock-doc-row-lines')?.textContent).toContain('B20260503');

    fireEvent.mouseDown(
      within(document.querySelector('.query-table-filter') as HTMLElement).getAllByRole(
        'combobox',
      )[0] as HTMLElement,
    );
    fireEvent.click(await screen.findByTitle('已审核'));
    click('查询');
    await waitFor(() => expect(search()).toMatchObject({ status: '2' }));
    await waitFor(() => expect(total()).toBe('共查询到 4 条记录'));
    expect(sandbox.lastBody('stockDocPage')).toMatchObject({ direction: 'in', statuses: [2], page: 1 });
  });

  it('creates an inbound, refusing no lines and a zero quantity, then submits it', async () => {
    await sandbox.state('the warehousing fixtures exist', {});
    const { toasts } = await renderScreen(<DocListPage direction="in" />, {
      as: 'admin',
      url: '/warehousing/inbound',
    });
    await waitFor(() => expect(total()).toBe('共查询到 10 条记录'));
    click('新增');
    await waitFor(() => expect(dialog()?.textContent).toContain('新增入库单'));
    click('删除', dialog());
    click('保存', dialog());
    expect(await within(dialog()).findByText('至少包含一条明细')).toBeTruthy();
    click('添加明细', dialog());
    await pick('仓库', '契约测试仓');
    await pick('商品1', '契约测试复合肥 40kg/袋', '契约');
    fireEvent.change(within(dialog()).getByLabelText('批次1'), { target: { value: 'NEW-1' } });
    fireEvent.change(within(dialog()).getByLabelText('数量1'), { target: { value: '0' } });
    click('保存', dialog());
    expect(await within(dialog()).findByText('第1行数量必须大于0')).toBeTruthy();
    expect(sandbox.calls('stockDocSave')).toHaveLength(0);

    fireEvent.change(within(dialog()).getByLabelText('数量1'), { target: { value: '100' } });
    fireEvent.change(within(dialog()).getByLabelText('单价（元）1'), { target: { value: '120.5' } });
    await waitFor(() =>
      expect(dialog().querySelector('.stock-doc-total')?.textContent).toBe('合计：数量 100，金额 ¥12,050.00'),
    );
    fireEvent.click(within(dialog()).getByLabelText('保存后提交审核'));
    click('保存', dialog());
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('保存成功', expect.anything()));
    await waitFor(() => expect(total()).toBe('共查询到 11 条记录'));
    expect(sandbox.lastBody('stockDocSave')).toMatchObject({
      direction: 'in',
      warehouseId: 9701,
      submit: true,
      lines: [{ skuId: 9601, batchNo: 'NEW-1', quantity: 100, unitPrice: 12050 }],
    });
    expect(rows()[0]?.textContent).toContain('待审核');
    expect(rows()[0]?.textContent).toMatch(/RK\d{12}/);
  });

  it('refuses an outbound above the available stock naming the line, and changes nothing', async () => {
    await sandbox.state('the warehousing fixtures exist', {});
    const { toasts } = await renderScreen(<DocListPage direction="out" />, {
      as: 'admin',
      url: '/warehousing/outbound',
    });
    // Other seeded flows (orders shipped, transfers) add outbound documents: only wait for the list.
    await waitFor(() => expect(total()).toMatch(/^共查询到 \d+ 条记录$/));
    click('新增');
    await waitFor(() => expect(dialog()?.textContent).toContain('新增出库单'));
    await pick('仓库', '契约测试仓');
    await pick('商品1', '契约测试复合肥 40kg/袋', '契约');
    // The batch in stock there is filled in.
    await waitFor(() =>
      expect((within(dialog()).getByLabelText('批次1') as HTMLInputElement).value).toBe('PACT-B1'),
    );
    fireEvent.change(within(dialog()).getByLabelText('数量1'), { target: { value: '120' } });
    fireEvent.click(within(dialog()).getByLabelText('保存后提交审核'));
    const before = await sandbox.checksum();
    click('保存', dialog());
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(
        '第1行 契约测试复合肥 40kg/袋 批次 PACT-B1 可用库存不足（可用 100，出库 120）',
        expect.anything(),
      ),
    );
    expect(await sandbox.checksum()).toEqual(before);
    expect(dialog()).toBeTruthy();
  });

  it('审核: approves a pending inbound, rejects another with a reason', async () => {
    await sandbox.state('the warehousing fixtures exist', {});
    const { toasts } = await renderScreen(<DocListPage direction="in" verify />, {
      as: 'admin',
      url: '/warehousing/inbound/verify',
    });
    await waitFor(() => expect(total()).toBe('共查询到 2 条记录'));
    click('审核通过', rowOf('RK199901019803'));
    await popConfirm();
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('审核通过，库存已更新', expect.anything()),
    );
    await waitFor(() => expect(total()).toBe('共查询到 1 条记录'));
    expect(sandbox.lastBody('stockDocAction')).toEqual({ id: 9803, action: 'approve' });

    click('驳回', rows()[0] as HTMLElement);
    const reject = await waitFor(() => document.querySelector('.stock-doc-reject') as HTMLElement);
    click('确定', reject);
    expect(await within(reject).findByText('请填写驳回原因')).toBeTruthy();
    fireEvent.change(within(reject).getByLabelText('驳回原因'), { target: { value: '到货数量不符' } });
    click('确定', reject);
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('已驳回', expect.anything()));
    await waitFor(() => expect(total()).toBe('共查询到 0 条记录'));
  });

  it('prints a document in its print layout', async () => {
    await sandbox.state('the warehousing fixtures exist', {});
    await renderScreen(<DocListPage direction="in" />, { as: 'admin', url: '/warehousing/inbound' });
    await waitFor(() => expect(rowOf('RK199901019801')).toBeTruthy());
    click('打印', rowOf('RK199901019801'));
    const layout = await waitFor(() => {
      const el = document.querySelector<HTMLElement>('.stock-doc-print');
      expect(el).not.toBeNull();
      return el as HTMLElement;
    });
    expect(layout.querySelector('h2')?.textContent).toBe('入库单');
    expect(layout.textContent).toContain('契约测试仓');
    expect(layout.textContent).toContain('PACT-B1');
    expect(layout.textContent).toContain('12,000.00');
  });
});
