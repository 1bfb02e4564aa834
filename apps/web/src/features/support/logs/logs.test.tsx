import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '@/lib/api';
import { readWorkbook, setFileSaver } from '@/lib/excel';
import { apiFetch } from '@/lib/query';
import { button } from '@/test/dom';
import { expectButtonsGone } from '@/test/list-screen';
import { renderScreen, withSandbox } from '@/test/sandbox';
import { dropButtons } from '../shared/drop-buttons';
import { LogManagementPage } from './LogManagementPage';

const sandbox = withSandbox();
afterEach(() => vi.restoreAllMocks());

const URL = '/yxzcxt/index/logManagement';
const rows = () => [...document.querySelectorAll<HTMLElement>('.log-table tbody tr.ant-table-row')];
const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent ?? '');
const total = () =>
  Number(
    /共查询到 (\d+) 条记录/.exec(document.querySelector('.query-table-total')?.textContent ?? '')?.[1] ?? -1,
  );

describe('<LogManagementPage>', { timeout: 30_000 }, () => {
  it('lists the log newest first with 账号 / 姓名 / 操作 / 操作时间', async () => {
    await renderScreen(<LogManagementPage />, { url: URL });
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(total()).toBeGreaterThan(10);
    const headers = [...document.querySelectorAll('.log-table thead th')].map((th) => th.textContent);
    expect(headers).toEqual(expect.arrayContaining(['账号', '姓名', '操作', '操作时间']));
    const times = rows().map((row) => cells(row)[5] ?? '');
    expect(times.every((t) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(t))).toBe(true);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('filters by 账号或姓名 and 操作 (Enter queries) and by 时间范围 from the URL', async () => {
    const { search } = await renderScreen(<LogManagementPage />, { url: URL });
    await waitFor(() => expect(rows()).toHaveLength(10));
    const all = total();
    const first = cells(rows()[0] as HTMLElement);
    const account = first[1] as string;

    fireEvent.change(screen.getByLabelText('账号或姓名'), { target: { value: account } });
    fireEvent.keyDown(screen.getByLabelText('账号或姓名'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(search()).toMatchObject({ keyword: account }));
    await waitFor(() => expect(total()).toBeLessThan(all));
    expect(sandbox.lastBody('logPage')).toMatchObject({ keyword: account, page: 1, pageSize: 10 });
    await waitFor(() =>
      expect(rows().every((row) => cells(row)[1] === account || cells(row)[2]?.includes(account))).toBe(true),
    );

    const operation = first[3] as string;
    fireEvent.change(screen.getByLabelText('操作'), { target: { value: operation } });
    fireEvent.click(button('查询'));
    await waitFor(() =>
      expect(sandbox.lastBody('logPage')).toMatchObject({ keyword: account, operaname: operation }),
    );
    await waitFor(() => {
      expect(rows().length).toBeGreaterThan(0);
      expect(rows().every((row) => cells(row)[3]?.includes(operation))).toBe(true);
    });

    fireEvent.click(button('重置'));
    await waitFor(() => expect(search()).toEqual({}));
    await waitFor(() => expect(total()).toBe(all));
  });

  it('a date range from a shared link is sent as startDate / endDate and narrows the list', async () => {
    await renderScreen(<LogManagementPage />, { url: URL });
    await waitFor(() => expect(rows()).toHaveLength(10));
    const all = total();
    const day = (cells(rows()[0] as HTMLElement)[5] ?? '').slice(0, 10);
    cleanup();
    await renderScreen(<LogManagementPage />, { url: `${URL}?range=${day},${day}` });
    await waitFor(() => expect(sandbox.lastBody('logPage')).toMatchObject({ startDate: day, endDate: day }));
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    expect(total()).toBeLessThan(all);
    expect(rows().every((row) => cells(row)[5]?.startsWith(day))).toBe(true);
  });

  it('details show the request parameters with passwords masked', async () => {
    const { user } = await renderScreen(<LogManagementPage />, { url: URL });
    await apiFetch(createApi(sandbox.fetch), 'system', 'post', '/api/v1/log/save', {
      body: {
        userid: String(user?.user_id ?? '1'),
        loginname: 'admin',
        realname: '系统管理员',
        operaname: '修改密码测试',
        payload: { userName: 'wangfang', password: 'Secret#2024', newPassword: 'Other#2025' },
      },
    });
    fireEvent.change(screen.getByLabelText('操作'), { target: { value: '修改密码测试' } });
    fireEvent.click(button('查询'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(within(rows()[0] as HTMLElement).getByRole('button', { name: /详\s*情/ }));
    const payload = await waitFor(() => {
      const pre = document.querySelector('.log-details .log-payload');
      if (!pre) throw new Error('no payload');
      return pre.textContent ?? '';
    });
    expect(payload).toContain('wangfang');
    expect(payload).toContain('******');
    expect(payload).not.toContain('Secret#2024');
    expect(payload).not.toContain('Other#2025');
    expect(document.body.textContent).not.toContain('Secret#2024');
  });

  it('导出 asks the server for every filtered row, saved as 操作日志_<yyyyMMdd>.xlsx', async () => {
    let saved: { blob: Blob; name: string } | undefined;
    const restore = setFileSaver((blob, name) => {
      saved = { blob, name };
    });
    try {
      await renderScreen(<LogManagementPage />, { url: `${URL}?keyword=admin` });
      await waitFor(() => expect(rows().length).toBeGreaterThan(0));
      const expected = total();
      fireEvent.click(button('导出'));
      await waitFor(() => expect(saved).toBeDefined(), { timeout: 15_000 });
      expect(saved?.name).toMatch(/^操作日志_\d{8}\.xlsx$/);
      const sheet = await readWorkbook(await (saved as { blob: Blob }).blob.arrayBuffer());
      expect(sheet[0]).toEqual(['账号', '姓名', '操作', 'IP 地址', '操作时间']);
      expect(sheet.length - 1).toBe(expected);
      expect(sandbox.lastBody('logExport')).toMatchObject({ keyword: 'admin' });
    } finally {
      restore();
    }
  });

  it('a failed load shows the error with 重试', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await sandbox.fault('logPage', 'error', { msg: '日志服务维护中' });
    const { toasts } = await renderScreen(<LogManagementPage />, { url: URL });
    await waitFor(() =>
      expect(document.querySelector('.query-table-error')?.textContent).toContain('日志服务维护中'),
    );
    // Said once, in the table.
    expect(toasts.error).not.toHaveBeenCalled();
    await sandbox.heal();
    fireEvent.click(button('重试'));
    await waitFor(() => expect(rows()).toHaveLength(10));
  });

  it('导出 is hidden without the log:export button', async () => {
    await renderScreen(<LogManagementPage />, { url: URL });
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    await expectButtonsGone(() => dropButtons('log:export'), '导出');
  });
});
