import type { MenuNode } from '@agrimap/sdk';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { chooseOption } from '@/test/list-screen';
import { renderScreen, withSandbox } from '@/test/sandbox';
import { DEVICE_LISTS } from '../api';
import { makeDevices, seedDevices } from '../fixtures';
import { DeviceManagementPage } from './DeviceManagementPage';

const sandbox = withSandbox();
const SCREEN = '/wlwyzt/index/asset';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function open(options: { as?: 'admin' | 'operator'; url?: string; devices?: number } = {}) {
  await seedDevices(sandbox, makeDevices(options.devices ?? 23));
  return renderScreen(<DeviceManagementPage />, { as: options.as ?? 'admin', url: options.url ?? SCREEN });
}

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
  const found = buttons(label, root);
  if (found.length !== 1) throw new Error(`expected one button ${label}, found ${found.length}`);
  return found[0] as HTMLButtonElement;
}

function buttons(label: string, root: ParentNode = document): HTMLButtonElement[] {
  return [...root.querySelectorAll('button')].filter((b) => b.textContent?.replace(/\s/g, '') === label);
}

function alertBox(): HTMLElement {
  const el = document.querySelector('.query-table-error');
  if (!(el instanceof HTMLElement)) throw new Error('no list error');
  return el;
}

function total(): string {
  return document.querySelector('.query-table-total')?.textContent ?? '';
}

const lastListBody = () => sandbox.lastBody('listDevice');
const listCalls = () => sandbox.calls('listDevice').length;
const pager = () => document.querySelector('.device-table .ant-pagination') as HTMLElement;

async function chooseStatus(label: string) {
  await chooseOption(screen.getByLabelText('设备状态') as HTMLElement, label);
}

const DEFAULT_BODY = { deviceName: '', organization: '', status: -1, page: 1, pageSize: 10 };

describe('<DeviceManagementPage> on the sandbox', { timeout: 60_000 }, () => {
  it('lists the first page with every column and the total', async () => {
    await open();
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
      '详情编辑实时视频录像回放',
    ]);
    expect(column(2)[0]).toBe('IPC');
    expect(column(4)[0]).toBe('门店1');
    expect(column(7)[2]).toBe('离线');
    expect(lastListBody()).toEqual(DEFAULT_BODY);
  });

  it('Enter in a text box runs the query with the typed filter, kept in the URL', async () => {
    const { search } = await open();
    await rowsShown(10);
    const name = screen.getByLabelText('设备名称');
    fireEvent.change(name, { target: { value: ' 岳麓 ' } });
    fireEvent.keyDown(name, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await rowsShown(4);
    expect(lastListBody()).toEqual({ ...DEFAULT_BODY, deviceName: '岳麓' });
    expect(total()).toBe('共查询到 4 条记录');
    expect(search()).toEqual({ deviceName: '岳麓' });

    const org = screen.getByLabelText('所属组织');
    fireEvent.change(org, { target: { value: '仓库' } });
    fireEvent.keyDown(org, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await rowsShown(1);
    expect(column(1)).toEqual(['设备20-岳麓']);
  });

  it('opens on the filter and page of its URL', async () => {
    await open({ url: `${SCREEN}?status=1&page=2` });
    await waitFor(() => expect(total()).toBe('共查询到 16 条记录'));
    await rowsShown(6);
    expect(column(0)[0]).toBe('11');
    expect(lastListBody()).toEqual({ ...DEFAULT_BODY, status: 1, page: 2 });
    expect((screen.getByLabelText('设备状态') as HTMLElement).closest('.ant-select')?.textContent).toContain(
      '在线',
    );
  });

  it('filters by each status with 查询 and restores the defaults with 重置', async () => {
    await open();
    await rowsShown(10);

    await chooseStatus('离线');
    fireEvent.click(button('查询'));
    await waitFor(() => expect(total()).toBe('共查询到 7 条记录'));
    expect(new Set(column(7))).toEqual(new Set(['离线']));
    expect(lastListBody()).toMatchObject({ status: 0, page: 1 });

    await chooseStatus('在线');
    fireEvent.click(button('查询'));
    await waitFor(() => expect(total()).toBe('共查询到 16 条记录'));
    expect(new Set(column(7))).toEqual(new Set(['在线']));

    fireEvent.change(screen.getByLabelText('设备名称'), { target: { value: '设备1' } });
    fireEvent.click(button('重置'));
    await waitFor(() => expect(total()).toBe('共查询到 23 条记录'));
    expect(screen.getByLabelText<HTMLInputElement>('设备名称').value).toBe('');
    expect(lastListBody()).toEqual(DEFAULT_BODY);
    expect((screen.getByLabelText('设备状态') as HTMLElement).closest('.ant-select')?.textContent).toContain(
      '全部',
    );
  });

  it('the same query again asks the server again', async () => {
    await open();
    await rowsShown(10);
    const before = listCalls();
    fireEvent.click(button('查询'));
    await waitFor(() => expect(listCalls()).toBe(before + 1));
    expect(lastListBody()).toEqual(DEFAULT_BODY);
  });

  it('pages with the pager and the jumper, numbering rows across pages', async () => {
    await open();
    await rowsShown(10);
    expect(pager().querySelector('.ant-pagination-prev')).toBeTruthy();
    expect(pager().querySelector('.ant-pagination-next')).toBeTruthy();
    expect(pager().querySelector('.ant-pagination-options-quick-jumper')).toBeTruthy();
    expect(pager().querySelector('.ant-pagination-options-size-changer')).toBeNull();

    fireEvent.click(within(pager()).getByTitle('3'));
    await rowsShown(3);
    expect(column(0)).toEqual(['21', '22', '23']);
    expect(lastListBody()).toMatchObject({ page: 3, pageSize: 10 });

    const jumper = pager().querySelector<HTMLInputElement>('.ant-pagination-options-quick-jumper input');
    if (!jumper) throw new Error('no jumper');
    fireEvent.change(jumper, { target: { value: '2' } });
    fireEvent.keyUp(jumper, { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(column(0)[0]).toBe('11'));
    expect(lastListBody()).toMatchObject({ page: 2 });

    fireEvent.click(pager().querySelector('.ant-pagination-prev') as HTMLElement);
    await waitFor(() => expect(column(0)[0]).toBe('1'));
  });

  it('shows 暂无数据 when nothing matches', async () => {
    await open({ devices: 0 });
    await waitFor(() => expect(total()).toBe('共查询到 0 条记录'));
    expect(table().textContent).toContain('暂无数据');
  });

  it('a failed list shows the server message once, in the table; an exception the exception text; 重试 asks again', async () => {
    await seedDevices(sandbox);
    await sandbox.fault('listDevice', 'error', { msg: '设备库维护中' });
    const { toasts } = await renderScreen(<DeviceManagementPage />, { url: SCREEN });
    const alert = await waitFor(alertBox);
    expect(alert.textContent).toContain('设备库维护中');
    expect(console.error).toHaveBeenCalled();

    await sandbox.fault('listDevice', 'error', { msg: '' });
    fireEvent.click(button('重试', alert));
    await waitFor(() => expect(alertBox().textContent).toContain('查询设备列表数据错误'));

    await sandbox.fault('listDevice', 'http500');
    fireEvent.click(button('重试', alertBox()));
    await waitFor(() => expect(alertBox().textContent).toContain('查询专家管理列表数据异常'));

    await sandbox.fault('listDevice', 'network');
    const calls = listCalls();
    fireEvent.click(button('重试', alertBox()));
    await waitFor(() => expect(listCalls()).toBe(calls + 1));
    await waitFor(() => expect(alertBox().textContent).toContain('查询专家管理列表数据异常'));
    // Said once: in the table, never again as a toast.
    expect(toasts.error).not.toHaveBeenCalled();
    expect(document.body.textContent?.split('查询专家管理列表数据异常').length).toBe(2);

    await sandbox.heal();
    fireEvent.click(button('重试', alertBox()));
    await rowsShown(10);
    expect(document.querySelector('.query-table-error')).toBeNull();
  });

  it('a successful sync says 同步成功 and resets filter and page, asking once', async () => {
    const { toasts, search } = await open();
    await rowsShown(10);
    fireEvent.change(screen.getByLabelText('设备名称'), { target: { value: '设备' } });
    await chooseStatus('在线');
    fireEvent.click(button('查询'));
    await waitFor(() => expect(total()).toBe('共查询到 16 条记录'));
    fireEvent.click(within(pager()).getByTitle('2'));
    await waitFor(() => expect(lastListBody()).toMatchObject({ deviceName: '设备', status: 1, page: 2 }));
    await rowsShown(6);

    const before = listCalls();
    fireEvent.click(button('同步'));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('同步成功', expect.anything()));
    await waitFor(() => expect(listCalls()).toBe(before + 1));
    expect(sandbox.calls('flushCamera')).toHaveLength(1);
    expect(lastListBody()).toEqual(DEFAULT_BODY);
    await waitFor(() => expect(total()).toMatch(/^共查询到 \d+ 条记录$/));
    expect(Number(/\d+/.exec(total())?.[0])).toBeGreaterThanOrEqual(23);
    expect(search()).toEqual({});
    expect(screen.getByLabelText<HTMLInputElement>('设备名称').value).toBe('');
    expect((screen.getByLabelText('设备状态') as HTMLElement).closest('.ant-select')?.textContent).toContain(
      '全部',
    );
    expect(column(0)[0]).toBe('1');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(listCalls()).toBe(before + 1);
  });

  it('a sync on the default filter and first page refetches that page once', async () => {
    await open();
    await rowsShown(10);
    fireEvent.change(screen.getByLabelText('设备名称'), { target: { value: '不查询的草稿' } });
    const before = listCalls();
    fireEvent.click(button('同步'));
    await waitFor(() => expect(listCalls()).toBe(before + 1));
    expect(lastListBody()).toEqual(DEFAULT_BODY);
    expect(screen.getByLabelText<HTMLInputElement>('设备名称').value).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(listCalls()).toBe(before + 1);
  });

  it('a failed sync shows the server message, else 同步失败, and keeps the list', async () => {
    const { toasts } = await open();
    await rowsShown(10);
    await sandbox.fault('flushCamera', 'error', { msg: '视频平台连接失败' });
    fireEvent.click(button('同步'));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('视频平台连接失败', expect.anything()));
    await sandbox.fault('flushCamera', 'network');
    // 同步 shows loading and ignores clicks until the failed sync has settled, which can come
    // after its toast.
    await waitFor(() => expect(button('同步').classList.contains('ant-btn-loading')).toBe(false));
    fireEvent.click(button('同步'));
    await waitFor(() => expect(toasts.error).toHaveBeenLastCalledWith('同步失败', expect.anything()));
    expect(toasts.success).not.toHaveBeenCalled();
    expect(bodyRows()).toHaveLength(10);
  });

  it('the operator sees 详情 but neither 编辑 nor 同步', async () => {
    await open({ as: 'operator' });
    await rowsShown(10);
    expect(buttons('编辑')).toHaveLength(0);
    expect(buttons('同步')).toHaveLength(0);
    expect(buttons('详情')).toHaveLength(10);
  });

  it('详情 shows only for users with the button device:detail', async () => {
    const { user } = await open({ as: 'operator' });
    await rowsShown(10);
    const without = (nodes: MenuNode[]): MenuNode[] =>
      nodes
        .filter((node) => node.menuUrl !== 'device:detail')
        .map((node) => ({ ...node, menuVoList: without(node.menuVoList ?? []) }));
    if (!user) throw new Error('not logged in');
    act(() => saveSession({ ...user, auth_list: without(user.auth_list) }));
    await waitFor(() => expect(buttons('详情')).toHaveLength(0));
    expect(bodyRows()).toHaveLength(10);
  });

  it('收起 hides the other fields (their values still apply) and 展开 shows them', async () => {
    await open();
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
    await open();
    await rowsShown(10);
    fireEvent.click(within(pager()).getByTitle('2'));
    await waitFor(() => expect(column(1)[0]).toBe('设备11'));
    expect(column(0)[0]).toBe('11');
    fireEvent.click(button('详情', bodyRows()[0] as HTMLElement));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.querySelector('.device-info')?.textContent).toContain('设备11'));
    expect(sandbox.calls('getCameraDeviceInfo').at(-1)?.url.searchParams.get('number')).toBe('43010400011');
    const before = listCalls();
    fireEvent.click(dialog.querySelector('.ant-modal-close') as HTMLElement);
    await waitFor(() => expect(listCalls()).toBe(before + 1));
    expect(lastListBody()).toMatchObject({ page: 2 });
  });

  it('opens the details of ?detail=<code>; closing drops the param', async () => {
    const { search } = await open({ url: `${SCREEN}?detail=43010400007` });
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.querySelector('.device-info')?.textContent).toContain('设备07'));
    expect(within(dialog).getByText('详情')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape', code: 'Escape', keyCode: 27 });
    await waitFor(() => expect(search()).toEqual({}));
    await waitFor(() => expect(document.querySelector('.device-dialog')).toBeNull());
  });

  it('moves back to the last page when the current one was emptied', async () => {
    const { queryClient } = await open({ url: `${SCREEN}?page=3` });
    await rowsShown(3);
    await seedDevices(sandbox, makeDevices(12));
    await act(() => queryClient.invalidateQueries({ queryKey: DEVICE_LISTS }));
    await waitFor(() => expect(lastListBody()).toMatchObject({ page: 2 }));
    await rowsShown(2);
  });
});
