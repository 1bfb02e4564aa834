import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button, listLoaded, tableRows } from '@/test/dom';
import { renderScreen, withSandbox } from '@/test/sandbox';
import { shopApi } from '@/test/shop-api';
import { TransferPage } from './TransferPage';

const sandbox = withSandbox();
const FROM = '长沙岳麓农资中心仓';
const TO = '浏阳县级前置仓';

const modal = () => document.querySelector('.ant-modal') as HTMLElement;
const field = (label: string) => within(modal()).getByLabelText(label);

/** Picks the option whose text starts with `text` in the select labelled `label` of the dialog. */
async function choose(label: string, text: string | RegExp): Promise<string> {
  const input = field(label);
  fireEvent.mouseDown(input);
  const option = await waitFor(
    () => {
      // this select's own dropdown (the others may still be in the DOM); an empty select renders
      // no listbox: then it is the last open dropdown, re-opened while the options load
      const list = document.getElementById(input.getAttribute('aria-controls') ?? '');
      const dropdown =
        list?.closest('.ant-select-dropdown') ??
        [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')].at(-1);
      if (!list) fireEvent.mouseDown(input);
      expect(dropdown, `${label}: no dropdown`).toBeTruthy();
      const options = [...(dropdown as HTMLElement).querySelectorAll<HTMLElement>('.ant-select-item-option')];
      const found = options.find((o) =>
        typeof text === 'string' ? (o.textContent ?? '').startsWith(text) : text.test(o.textContent ?? ''),
      );
      expect(found, `${label}: ${options.map((o) => o.textContent).join(' | ')}`).toBeTruthy();
      return found as HTMLElement;
    },
    { timeout: 30_000 },
  );
  const chosen = option.textContent ?? '';
  fireEvent.click(option);
  return chosen;
}

async function openDialog() {
  await renderScreen(<TransferPage />, { as: 'admin', url: '/nzywsjgl/fbsccglzxt/transfer' });
  await listLoaded();
  fireEvent.click(button('新增'));
  await waitFor(() => expect(modal()).toBeTruthy());
}

/** Calls the shop server straight as the administrator. */
const api = <T,>(path: string, body: unknown) => shopApi<T>(sandbox, path, body);

/**
 * Fills source, target and one line: a SKU of the source with a batch in stock (as the sandbox
 * has it); answers the batch's available quantity.
 */
async function fillLine(): Promise<number> {
  const { list: warehouses } = await api<{ list: { id: number; name: string }[] }>(
    '/api/v1/web/wms/warehouse/map',
    {
      status: 1,
    },
  );
  const from = warehouses.find((w) => w.name === FROM) as { id: number };
  const { list: skus } = await api<{
    list: { skuName: string; spec: string; batches: { batchNo: string; available: number }[] }[];
  }>('/api/v1/web/wms/sku/options', { keyword: '', warehouseId: from.id });
  const sku = skus.find((k) => k.batches.some((b) => b.available > 0)) as (typeof skus)[number];
  const batch = sku.batches.find((b) => b.available > 0) as { batchNo: string; available: number };
  await choose('调出仓库', FROM);
  await choose('调入仓库', TO);
  await choose('商品1', `${sku.skuName} ${sku.spec}`);
  await choose('批次1', `${batch.batchNo}（可用 ${batch.available}）`);
  return batch.available;
}

describe('<TransferPage> 新建调拨', { timeout: 120_000 }, () => {
  it('validates: every field required, source and target different, quantity above 0', async () => {
    await openDialog();
    fireEvent.click(button('提交', modal()));
    expect(await within(modal()).findByText('请选择调出仓库')).toBeTruthy();
    expect(within(modal()).getByText('请选择调入仓库')).toBeTruthy();
    expect(within(modal()).getByText('请选择商品')).toBeTruthy();
    expect(within(modal()).getByText('请输入数量')).toBeTruthy();
    await choose('调出仓库', FROM);
    await choose('调入仓库', FROM);
    expect(await within(modal()).findByText('调出仓库与调入仓库不能相同')).toBeTruthy();
    fireEvent.change(field('数量1'), { target: { value: '0' } });
    fireEvent.click(button('提交', modal()));
    expect(await within(modal()).findByText('第1行数量必须大于0')).toBeTruthy();
    expect(sandbox.calls('stockTransferCreate')).toHaveLength(0);
  });

  it('refuses a line above the batch’s available stock, naming it; nothing is created and the form stays', async () => {
    await openDialog();
    const available = await fillLine();
    const before = await sandbox.checksum();
    fireEvent.change(field('数量1'), { target: { value: String(available + 1) } });
    fireEvent.click(button('提交', modal()));
    // the server's refusal shows in the dialog, naming the line's stock
    const alert = await waitFor(
      () => {
        const found = within(modal())
          .getAllByRole('alert')
          .find((a) => /不足/.test(a.textContent ?? ''));
        expect(found).toBeTruthy();
        return found as HTMLElement;
      },
      { timeout: 15_000 },
    );
    expect(alert.textContent).toContain(String(available));
    expect((field('数量1') as HTMLInputElement).value).toBe(String(available + 1));
    expect(await sandbox.checksum()).toEqual(before);
  });

  it('creates the transfer with its outbound (调出) and inbound (调入) documents, both 待审核', async () => {
    await openDialog();
    await fillLine();
    fireEvent.change(field('数量1'), { target: { value: '1' } });
    fireEvent.click(button('提交', modal()));
    await waitFor(() => expect(sandbox.calls('stockTransferCreate')).toHaveLength(1));
    await waitFor(() => expect(document.querySelector('.ant-modal')).toBeNull());
    const row = await waitFor(() => {
      const found = tableRows('.transfer-table').find(
        (r) => r.textContent?.includes(FROM) && r.textContent.includes(TO),
      );
      expect(found).toBeTruthy();
      return found as HTMLElement;
    });
    expect(row.textContent).toMatch(/CK\d+/);
    expect(row.textContent).toMatch(/RK\d+/);
    expect(row.textContent?.match(/待审核/g)).toHaveLength(2);
    // the documents are in the warehousing lists (出库明细 / 入库明细)
    const outNo = /CK\d+/.exec(row.textContent ?? '')?.[0] as string;
    const inNo = /RK\d+/.exec(row.textContent ?? '')?.[0] as string;
    for (const [direction, no, warehouse] of [
      ['out', outNo, FROM],
      ['in', inNo, TO],
    ] as const) {
      const page = await api<{ records: { docNo: string; warehouseName: string }[] }>(
        '/api/v1/web/wms/doc/page',
        { direction, docNo: no, page: 1, pageSize: 10 },
      );
      expect(page.records.map((d) => [d.docNo, d.warehouseName])).toEqual([[no, warehouse]]);
    }
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
