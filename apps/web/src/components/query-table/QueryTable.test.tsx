import type { BaseComponents } from '@agrimap/sdk';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Key } from 'react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { useApi } from '@/lib/api';
import { readWorkbook, setFileSaver } from '@/lib/excel';
import { type ListSearch, listSearch, param } from '@/lib/list-search';
import { bindNotify } from '@/lib/notify';
import { apiQuery } from '@/lib/query';
import { renderScreen, withSandbox } from '@/test/sandbox';
import { type QueryColumn, QueryTable } from './index';

type Device = BaseComponents['schemas']['CameraDevice'];

const search = listSearch({ deviceName: param.text(), status: param.oneOf([-1, 0, 1], -1) });
type Search = ListSearch<typeof search.defaults>;

const columns: QueryColumn<Device, typeof search.defaults>[] = [
  { key: 'name', title: '设备名称', dataIndex: 'name', search: { type: 'text', name: 'deviceName' } },
  {
    key: 'status',
    title: '设备状态',
    dataIndex: 'status',
    search: {
      type: 'select',
      name: 'status',
      options: [
        { value: -1, label: '全部' },
        { value: 1, label: '在线' },
        { value: 0, label: '离线' },
      ],
    },
    render: (value) => (value === 0 ? '离线' : '在线'),
  },
  { key: 'snNumber', title: '设备序列号', dataIndex: 'snNumber' },
  { key: 'actions', title: '操作', render: () => '—' },
];

function Screen({
  onBatchDelete,
  refetchInterval,
}: {
  onBatchDelete?: (keys: Key[]) => Promise<unknown>;
  refetchInterval?: number;
}) {
  const client = useApi();
  return (
    <QueryTable
      onBatchDelete={onBatchDelete}
      refetchInterval={refetchInterval}
      search={search}
      query={(s: Search, pageSize) =>
        apiQuery(
          client,
          'base',
          'post',
          '/api/v1/camera/listDevice',
          { body: { deviceName: s.deviceName, status: s.status, page: s.page, pageSize } },
          { meta: { errorText: { failure: '查询列表错误', exception: '查询列表异常' } } },
        )
      }
      columns={columns}
      rowKey="code"
      index
      className="kit-table"
    />
  );
}

const priceSearch = listSearch({ qhdm: param.text() });

function PriceScreen() {
  const client = useApi();
  return (
    <QueryTable
      search={priceSearch}
      query={(s, pageSize) =>
        apiQuery(client, 'system', 'post', '/api/v1/price/page', {
          body: { qhdm: s.qhdm || undefined, page: s.page, pageSize },
        })
      }
      columns={[
        { key: 'product', title: '产品', dataIndex: 'productName' },
        { key: 'region', title: '地区', dataIndex: 'qhmc', search: { type: 'text', name: 'qhdm' } },
      ]}
      rowKey="id"
      exportFile={{ fileName: '市场价格', path: '/api/v1/price/export' }}
      className="kit-table"
    />
  );
}

const sandbox = withSandbox();
afterEach(() => vi.restoreAllMocks());
// The export's progress notice is antd's static notification: remove it, and let React unmount it,
// before the next file of this worker gets the DOM (a holder left behind swallows later toasts).
afterAll(async () => {
  const { default: notification } = await import('antd/es/notification');
  notification.destroy();
  await new Promise((resolve) => setTimeout(resolve, 200));
});

const rows = () => [...document.querySelectorAll<HTMLElement>('.kit-table tbody tr.ant-table-row')];
const total = () => document.querySelector('.query-table-total')?.textContent ?? '';
const button = (label: string) => {
  const found = [...document.querySelectorAll('button')].find(
    (b) => b.textContent?.replace(/\s/g, '') === label,
  );
  if (!found) throw new Error(`no button ${label}`);
  return found;
};

describe('<QueryTable>', { timeout: 30_000 }, () => {
  it('never says 0 records while the first page loads', async () => {
    await sandbox.fault('listDevice', 'stall', { stallMs: 400, times: 1 });
    await renderScreen(<Screen />);
    await waitFor(() => expect(total()).toBe('正在查询…'));
    await waitFor(() => expect(total()).toMatch(/^共查询到 \d+ 条记录$/));
    expect(total()).not.toBe('共查询到 0 条记录');
    expect(rows()).toHaveLength(10);
  });

  it('keeps filter and page in the URL; back restores them; the same query asks again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { search: current, router } = await renderScreen(<Screen />, { url: '/list?deviceName=岳麓' });
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    expect((screen.getByLabelText('设备名称') as HTMLInputElement).value).toBe('岳麓');
    expect(sandbox.lastBody('listDevice')).toMatchObject({ deviceName: '岳麓', page: 1, pageSize: 10 });

    fireEvent.change(screen.getByLabelText('设备名称'), { target: { value: '' } });
    fireEvent.keyDown(screen.getByLabelText('设备名称'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(current()).toEqual({}));
    await waitFor(() => expect(rows()).toHaveLength(10));
    fireEvent.click(within(document.querySelector('.ant-pagination') as HTMLElement).getByTitle('3'));
    await waitFor(() => expect(current()).toEqual({ page: 3 }));
    await waitFor(() => expect(rows()[0]?.querySelector('td')?.textContent).toBe('21'));

    const before = sandbox.calls('listDevice').length;
    await act(() => router.history.back());
    await waitFor(() => expect(current()).toEqual({}));
    await act(() => router.history.back());
    await waitFor(() => expect(current()).toEqual({ deviceName: '岳麓' }));
    await waitFor(() => expect((screen.getByLabelText('设备名称') as HTMLInputElement).value).toBe('岳麓'));

    const count = sandbox.calls('listDevice').length;
    expect(count).toBeGreaterThanOrEqual(before);
    fireEvent.click(button('查询'));
    await waitFor(() => expect(sandbox.calls('listDevice').length).toBe(count + 1));
  });

  it('a failure shows the declared text once, in the table (no toast); 重试 asks again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await sandbox.fault('listDevice', 'network');
    const { toasts } = await renderScreen(<Screen />);
    await waitFor(() =>
      expect(document.querySelector('.query-table-error')?.textContent).toContain('查询列表异常'),
    );
    expect(toasts.error).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalled();
    expect(total()).toBe('');
    await sandbox.heal();
    fireEvent.click(button('重试'));
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(document.querySelector('.query-table-error')).toBeNull();
  });

  it('批量删除 asks first, deletes the selected rows and asks for the list again', async () => {
    const onBatchDelete = vi.fn(() => Promise.resolve());
    const { toasts } = await renderScreen(<Screen onBatchDelete={onBatchDelete} />);
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(button('批量删除').disabled).toBe(true);
    const boxes = () => [
      ...document.querySelectorAll<HTMLInputElement>('.kit-table tbody .ant-checkbox-input'),
    ];
    fireEvent.click(boxes()[0] as HTMLInputElement);
    fireEvent.click(boxes()[2] as HTMLInputElement);
    fireEvent.click(button('批量删除'));
    await waitFor(() =>
      expect(document.querySelector('.ant-popconfirm')?.textContent).toContain('确定删除选中的 2 条记录吗？'),
    );
    expect(onBatchDelete).not.toHaveBeenCalled();
    const before = sandbox.calls('listDevice').length;
    fireEvent.click(button('确定'));
    await waitFor(() => expect(onBatchDelete).toHaveBeenCalledTimes(1));
    const [keys] = onBatchDelete.mock.calls[0] as unknown as [string[]];
    expect(keys).toHaveLength(2);
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('删除成功', expect.anything()));
    await waitFor(() => expect(sandbox.calls('listDevice').length).toBe(before + 1));
    await waitFor(() => expect(button('批量删除').disabled).toBe(true));
  });

  it('refetchInterval asks again by itself, keeping the rows on screen without a spinner', async () => {
    await renderScreen(<Screen refetchInterval={250} />);
    await waitFor(() => expect(rows()).toHaveLength(10));
    const table = document.querySelector('.kit-table') as HTMLElement;
    let spun = false;
    const watch = new MutationObserver(() => {
      if (table.querySelector('.ant-spin-spinning')) spun = true;
    });
    watch.observe(table, { subtree: true, childList: true, attributes: true });
    try {
      const count = sandbox.calls('listDevice').length;
      await waitFor(() => expect(sandbox.calls('listDevice').length).toBeGreaterThanOrEqual(count + 2), {
        timeout: 10_000,
      });
      expect(rows()).toHaveLength(10);
      expect(total()).toMatch(/^共查询到 \d+ 条记录$/);
      expect(spun).toBe(false);
      // A refresh someone asks for (查询 with the same filter) still shows the spinner.
      fireEvent.click(button('查询'));
      await waitFor(() => expect(spun).toBe(true));
    } finally {
      watch.disconnect();
    }
  });

  it('exports on the server what is filtered, all pages, with progress, as <name>_<date>.xlsx', async () => {
    let saved: { blob: Blob; name: string } | undefined;
    const restore = setFileSaver((blob, name) => {
      saved = { blob, name };
    });
    try {
      await renderScreen(<PriceScreen />, { url: '/list?qhdm=4301' });
      await waitFor(() => expect(rows().length).toBeGreaterThan(0));
      const expected = Number(/共查询到 (\d+) 条记录/.exec(total())?.[1]);
      expect(expected).toBeGreaterThan(10);
      fireEvent.click(button('导出'));
      await waitFor(() => expect(document.querySelector('.export-progress')).not.toBeNull());
      await waitFor(() => expect(saved).toBeDefined(), { timeout: 15_000 });
      expect(saved?.name).toMatch(/^市场价格_\d{8}\.xlsx$/);
      const sheet = await readWorkbook(await (saved as { blob: Blob }).blob.arrayBuffer());
      expect(sheet[0]?.[0]).toBe('产品');
      expect(sheet).toHaveLength(expected + 1);
      expect(new Set(sheet.slice(1).map((row) => row[1]?.slice(0, 3)))).toEqual(new Set(['长沙市']));
      expect(sandbox.lastBody('priceExport')).toMatchObject({ qhdm: '4301' });
      await waitFor(() =>
        expect(document.querySelector('.export-progress')?.textContent).toContain('导出完成'),
      );
    } finally {
      restore();
    }
  });

  it('refuses an export of more than a million rows before asking the server', async () => {
    const { MAX_EXPORT_ROWS, runServerExport } = await import('./server-export');
    const toasts = { success: vi.fn(), warning: vi.fn(), error: vi.fn() };
    bindNotify(toasts as never);
    const outcome = await runServerExport({
      client: {} as never,
      server: 'shop',
      path: '/api/v1/web/sp/order/export',
      body: {},
      fileName: '订单明细',
      total: MAX_EXPORT_ROWS + 1,
    });
    expect(outcome).toBe('refused');
    expect(toasts.warning).toHaveBeenCalledWith(expect.stringContaining('请缩小查询范围后再导出'), 5);
  });
});
