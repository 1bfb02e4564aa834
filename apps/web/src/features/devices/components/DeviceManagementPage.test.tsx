import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bindNotify } from '@/lib/notify';
import { fakeDeviceServer, loginWithButtons, makeDevices, recordToasts, renderWithServer } from '../testing';
import { DeviceManagementPage } from './DeviceManagementPage';

let toasts: ReturnType<typeof recordToasts>;
beforeEach(() => {
  toasts = recordToasts();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  bindNotify(undefined);
  vi.restoreAllMocks();
});

function table() {
  const el = document.querySelector('.device-table');
  if (!(el instanceof HTMLElement)) throw new Error('no device table');
  return el;
}

function bodyRows(): HTMLElement[] {
  return [...table().querySelectorAll<HTMLElement>('tbody tr.ant-table-row')];
}

function column(index: number): string[] {
  return bodyRows().map((row) => row.querySelectorAll('td')[index]?.textContent ?? '');
}

async function rowsShown(count: number) {
  await waitFor(() => expect(bodyRows()).toHaveLength(count));
}

/** The button whose text (antd spaces two-character labels) is `label`, within `root`. */
function button(label: string, root: ParentNode = document): HTMLButtonElement {
  const found = [...root.querySelectorAll('button')].filter(
    (b) => b.textContent?.replace(/\s/g, '') === label,
  );
  if (found.length !== 1) throw new Error(`expected one button ${label}, found ${found.length}`);
  return found[0] as HTMLButtonElement;
}

function buttons(label: string, root: ParentNode = document): HTMLButtonElement[] {
  return [...root.querySelectorAll('button')].filter((b) => b.textContent?.replace(/\s/g, '') === label);
}

function alertBox(): HTMLElement {
  const el = document.querySelector('.device-list-error');
  if (!(el instanceof HTMLElement)) throw new Error('no list error');
  return el;
}

function total(): string {
  return document.querySelector('.device-total')?.textContent ?? '';
}

function lastListBody(server: ReturnType<typeof fakeDeviceServer>) {
  return server.calls('listDevice').at(-1)?.body;
}

async function chooseStatus(label: string) {
  const select = screen.getByLabelText('设备状态') as HTMLElement;
  fireEvent.mouseDown(select);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (el) => el.textContent === label,
    );
    if (!found) throw new Error(`no option ${label}`);
    return found;
  });
  fireEvent.click(option);
}

describe('<DeviceManagementPage>', { timeout: 30_000 }, () => {
  it('lists the first page with every column and the total', async () => {
    loginWithButtons();
    const server = fakeDeviceServer();
    renderWithServer(<DeviceManagementPage />, server);
    await rowsShown(10);
    expect(total()).toBe('共查询到 23 条记录');
    const headers = [...table().querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers).toEqual([
      '序号',
      '设备名称',
      '设备类型',
      '设备序列号',
      '所属组织',
      '安装位置',
      '生产厂家',
      '设备状态',
      '操作',
    ]);
    const fourth = [...(bodyRows()[3]?.querySelectorAll('td') ?? [])].map((td) => td.textContent);
    // Device 4: a DVR in a warehouse (ckmc preferred over mdmc).
    expect(fourth).toEqual([
      '4',
      '设备04',
      'DVR',
      'SN-4',
      '仓库4',
      '岳麓区',
      '大华',
      '在线',
      '详情编辑实时视频',
    ]);
    expect(column(2)[0]).toBe('IPC');
    expect(column(4)[0]).toBe('门店1');
    expect(column(7)[2]).toBe('离线');
    expect(lastListBody(server)).toEqual({
      deviceName: '',
      organization: '',
      status: -1,
      page: 1,
      pageSize: 10,
    });
  });

  it('Enter in a text box runs the query with the typed filter', async () => {
    loginWithButtons();
    const server = fakeDeviceServer();
    renderWithServer(<DeviceManagementPage />, server);
    await rowsShown(10);
    const name = screen.getByLabelText('设备名称');
    fireEvent.change(name, { target: { value: ' 岳麓 ' } });
    fireEvent.keyDown(name, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await rowsShown(4);
    expect(lastListBody(server)).toEqual({
      deviceName: '岳麓',
      organization: '',
      status: -1,
      page: 1,
      pageSize: 10,
    });
    expect(total()).toBe('共查询到 4 条记录');

    const org = screen.getByLabelText('所属组织');
    fireEvent.change(org, { target: { value: '仓库' } });
    fireEvent.keyDown(org, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await rowsShown(1);
    expect(column(1)).toEqual(['设备20-岳麓']);
  });

  it('filters by each status with 查询 and restores the defaults with 重置', async () => {
    loginWithButtons();
    const server = fakeDeviceServer();
    renderWithServer(<DeviceManagementPage />, server);
    await rowsShown(10);

    await chooseStatus('离线');
    fireEvent.click(button('查询'));
    await waitFor(() => expect(total()).toBe('共查询到 7 条记录'));
    expect(new Set(column(7))).toEqual(new Set(['离线']));
    expect(lastListBody(server)).toMatchObject({ status: 0, page: 1 });

    await chooseStatus('在线');
    fireEvent.click(button('查询'));
    await waitFor(() => expect(total()).toBe('共查询到 16 条记录'));
    expect(new Set(column(7))).toEqual(new Set(['在线']));

    fireEvent.change(screen.getByLabelText('设备名称'), { target: { value: '设备1' } });
    fireEvent.click(button('重置'));
    await waitFor(() => expect(total()).toBe('共查询到 23 条记录'));
    expect(screen.getByLabelText<HTMLInputElement>('设备名称').value).toBe('');
    expect(lastListBody(server)).toEqual({
      deviceName: '',
      organization: '',
      status: -1,
      page: 1,
      pageSize: 10,
    });
    expect((screen.getByLabelText('设备状态') as HTMLElement).closest('.ant-select')?.textContent).toContain(
      '全部',
    );
  });

  it('pages with the pager and the jumper, numbering rows across pages', async () => {
    loginWithButtons();
    const server = fakeDeviceServer();
    renderWithServer(<DeviceManagementPage />, server);
    await rowsShown(10);
    const pager =
      table().parentElement?.parentElement?.querySelector('.ant-pagination') ??
      document.querySelector('.ant-pagination');
    if (!pager) throw new Error('no pager');
    expect(pager.querySelector('.ant-pagination-prev')).toBeTruthy();
    expect(pager.querySelector('.ant-pagination-next')).toBeTruthy();
    expect(pager.querySelector('.ant-pagination-options-quick-jumper')).toBeTruthy();
    expect(pager.querySelector('.ant-pagination-options-size-changer')).toBeNull();

    fireEvent.click(within(pager as HTMLElement).getByTitle('3'));
    await rowsShown(3);
    expect(column(0)).toEqual(['21', '22', '23']);
    expect(lastListBody(server)).toMatchObject({ page: 3, pageSize: 10 });

    const jumper = pager.querySelector<HTMLInputElement>('.ant-pagination-options-quick-jumper input');
    if (!jumper) throw new Error('no jumper');
    fireEvent.change(jumper, { target: { value: '2' } });
    fireEvent.keyUp(jumper, { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(column(0)[0]).toBe('11'));
    expect(lastListBody(server)).toMatchObject({ page: 2 });

    fireEvent.click(pager.querySelector('.ant-pagination-prev') as HTMLElement);
    await waitFor(() => expect(column(0)[0]).toBe('1'));
  });

  it('shows 暂无数据 when nothing matches', async () => {
    loginWithButtons();
    const server = fakeDeviceServer([]);
    renderWithServer(<DeviceManagementPage />, server);
    await waitFor(() => expect(server.calls('listDevice')).toHaveLength(1));
    await waitFor(() => expect(table().textContent).toContain('暂无数据'));
    expect(total()).toBe('共查询到 0 条记录');
  });

  it('a failed list shows the server message; an exception the exception text; 重试 asks again', async () => {
    loginWithButtons();
    const server = fakeDeviceServer();
    server.fail('listDevice', { kind: 'error', msg: '设备库维护中' });
    renderWithServer(<DeviceManagementPage />, server);
    const alert = await waitFor(alertBox);
    expect(alert.textContent).toContain('设备库维护中');
    expect(toasts.error).toHaveBeenCalledWith('设备库维护中', expect.anything());
    expect(console.error).toHaveBeenCalled();

    server.fail('listDevice', { kind: 'error', msg: '' });
    fireEvent.click(button('重试', alert));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenLastCalledWith('查询设备列表数据错误', expect.anything()),
    );

    server.fail('listDevice', { kind: 'http500' });
    fireEvent.click(button('重试', alertBox()));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenLastCalledWith('查询专家管理列表数据异常', expect.anything()),
    );

    server.fail('listDevice', { kind: 'network' });
    const calls = toasts.error.mock.calls.length;
    fireEvent.click(button('重试', alertBox()));
    await waitFor(() => expect(toasts.error.mock.calls.length).toBe(calls + 1));
    expect(toasts.error).toHaveBeenLastCalledWith('查询专家管理列表数据异常', expect.anything());

    server.heal();
    fireEvent.click(button('重试', alertBox()));
    await rowsShown(10);
    expect(document.querySelector('.device-list-error')).toBeNull();
  });

  it('a successful sync says 同步成功 and resets filter and page', async () => {
    loginWithButtons();
    const server = fakeDeviceServer();
    renderWithServer(<DeviceManagementPage />, server);
    await rowsShown(10);
    fireEvent.change(screen.getByLabelText('设备名称'), { target: { value: '设备' } });
    await chooseStatus('在线');
    fireEvent.click(button('查询'));
    await waitFor(() => expect(total()).toBe('共查询到 16 条记录'));
    fireEvent.click(within(document.querySelector('.ant-pagination') as HTMLElement).getByTitle('2'));
    await waitFor(() =>
      expect(lastListBody(server)).toMatchObject({ deviceName: '设备', status: 1, page: 2 }),
    );
    await rowsShown(6);

    const before = server.calls('listDevice').length;
    fireEvent.click(button('同步'));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('同步成功', expect.anything()));
    await waitFor(() => expect(total()).toBe('共查询到 23 条记录'));
    expect(server.calls('flushCamera')).toHaveLength(1);
    expect(lastListBody(server)).toEqual({
      deviceName: '',
      organization: '',
      status: -1,
      page: 1,
      pageSize: 10,
    });
    // One refetch after the sync, with the defaults.
    expect(server.calls('listDevice').length).toBe(before + 1);
    expect(screen.getByLabelText<HTMLInputElement>('设备名称').value).toBe('');
    expect((screen.getByLabelText('设备状态') as HTMLElement).closest('.ant-select')?.textContent).toContain(
      '全部',
    );
    expect(column(0)[0]).toBe('1');
  });

  it('a sync on the default filter and first page refetches that page once', async () => {
    loginWithButtons();
    const server = fakeDeviceServer();
    renderWithServer(<DeviceManagementPage />, server);
    await rowsShown(10);
    fireEvent.change(screen.getByLabelText('设备名称'), { target: { value: '不查询的草稿' } });
    const before = server.calls('listDevice').length;
    fireEvent.click(button('同步'));
    await waitFor(() => expect(server.calls('listDevice').length).toBe(before + 1));
    expect(lastListBody(server)).toEqual({
      deviceName: '',
      organization: '',
      status: -1,
      page: 1,
      pageSize: 10,
    });
    expect(screen.getByLabelText<HTMLInputElement>('设备名称').value).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.calls('listDevice').length).toBe(before + 1);
  });

  it('a failed sync shows the server message, else 同步失败, and keeps the list', async () => {
    loginWithButtons();
    const server = fakeDeviceServer();
    renderWithServer(<DeviceManagementPage />, server);
    await rowsShown(10);
    server.fail('flushCamera', { kind: 'error', msg: '视频平台连接失败' });
    fireEvent.click(button('同步'));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('视频平台连接失败', expect.anything()));
    server.fail('flushCamera', { kind: 'network' });
    fireEvent.click(button('同步'));
    await waitFor(() => expect(toasts.error).toHaveBeenLastCalledWith('同步失败', expect.anything()));
    expect(toasts.success).not.toHaveBeenCalled();
    expect(bodyRows()).toHaveLength(10);
  });

  it('hides 编辑 and 同步 from users without those buttons; 详情 stays', async () => {
    loginWithButtons(['device:detail']);
    const server = fakeDeviceServer();
    renderWithServer(<DeviceManagementPage />, server);
    await rowsShown(10);
    expect(buttons('编辑')).toHaveLength(0);
    expect(buttons('同步')).toHaveLength(0);
    expect(buttons('详情')).toHaveLength(10);
  });

  it('收起 hides the other fields (their values still apply) and 展开 shows them', async () => {
    loginWithButtons();
    const server = fakeDeviceServer();
    renderWithServer(<DeviceManagementPage />, server);
    await rowsShown(10);
    fireEvent.change(screen.getByLabelText('所属组织'), { target: { value: '仓库' } });
    fireEvent.click(button('收起'));
    expect(screen.getByLabelText('所属组织').closest('.ant-form-item')?.className).toContain(
      'ant-form-item-hidden',
    );
    fireEvent.click(button('查询'));
    await waitFor(() => expect(total()).toBe('共查询到 5 条记录'));
    fireEvent.click(button('展开'));
    expect(screen.getByLabelText('所属组织').closest('.ant-form-item')?.className).not.toContain(
      'ant-form-item-hidden',
    );
  });

  it('closing the details dialog refreshes the list with the same filter and page', async () => {
    loginWithButtons();
    const server = fakeDeviceServer();
    renderWithServer(<DeviceManagementPage />, server);
    await rowsShown(10);
    fireEvent.click(within(document.querySelector('.ant-pagination') as HTMLElement).getByTitle('2'));
    await waitFor(() => expect(column(1)[0]).toBe('设备11'));
    expect(column(0)[0]).toBe('11');
    fireEvent.click(button('详情', bodyRows()[0] as HTMLElement));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.querySelector('.device-info')?.textContent).toContain('设备11'));
    expect(server.calls('getCameraDeviceInfo').at(-1)?.url.searchParams.get('number')).toBe('43010400011');
    const before = server.calls('listDevice').length;
    fireEvent.click(dialog.querySelector('.ant-modal-close') as HTMLElement);
    await waitFor(() => expect(server.calls('listDevice').length).toBe(before + 1));
    expect(lastListBody(server)).toMatchObject({ page: 2 });
  });

  it('opens the details of ?detail=<code> and reports the close', async () => {
    loginWithButtons();
    const server = fakeDeviceServer();
    const onDetailClosed = vi.fn();
    renderWithServer(
      <DeviceManagementPage detailCode="43010400007" onDetailClosed={onDetailClosed} />,
      server,
    );
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.querySelector('.device-info')?.textContent).toContain('设备07'));
    expect(within(dialog).getByText('详情')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape', code: 'Escape', keyCode: 27 });
    await waitFor(() => expect(onDetailClosed).toHaveBeenCalledTimes(1));
  });

  it('moves back to the last page when the current one was emptied', async () => {
    loginWithButtons();
    const server = fakeDeviceServer();
    const { queryClient } = renderWithServer(<DeviceManagementPage />, server);
    await rowsShown(10);
    fireEvent.click(within(document.querySelector('.ant-pagination') as HTMLElement).getByTitle('3'));
    await rowsShown(3);
    server.state.devices = makeDevices(12);
    await act(() => queryClient.invalidateQueries({ queryKey: ['devices'] }));
    await waitFor(() => expect(lastListBody(server)).toMatchObject({ page: 2 }));
    await rowsShown(2);
  });
});
