import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '@/lib/api';
import { renderScreen, withSandbox } from '@/test/sandbox';
import { formatBytes, formatDuration, latencyColor } from './format';
import { SystemMonitoringPage } from './SystemMonitoringPage';

const sandbox = withSandbox();
afterEach(() => vi.restoreAllMocks());

const URL = '/yxzcxt/index/systemMonitoring';
const rows = (table: string) => [
  ...document.querySelectorAll<HTMLElement>(`.${table} tbody tr.ant-table-row`),
];
const rowOf = (table: string, text: string) => rows(table).find((row) => row.textContent?.includes(text));
const lastButton = (label: string) => {
  const found = [...document.querySelectorAll('button')].findLast(
    (b) => b.textContent?.replace(/\s/g, '') === label,
  );
  if (!found) throw new Error(`no button ${label}`);
  return found;
};

describe('monitor formatting', () => {
  it('formats sizes, durations and colours P99 by value', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(48_234_496)).toBe('46.0 MB');
    expect(formatDuration(42)).toBe('42 秒');
    expect(formatDuration(90_061)).toBe('1 天 1 小时 1 分');
    expect(latencyColor(18.7)).toBe('green');
    expect(latencyColor(450)).toBe('orange');
    expect(latencyColor(1500)).toBe('red');
    expect(latencyColor(null)).toBe('default');
  });
});

describe('<SystemMonitoringPage>', { timeout: 30_000 }, () => {
  it('shows the server cards, when data arrived, and asks again by itself', async () => {
    await renderScreen(<SystemMonitoringPage />, { url: URL });
    await waitFor(() =>
      expect(document.querySelector('.monitor-updated')?.textContent).toMatch(
        /^数据更新于 \d{2}:\d{2}:\d{2}$/,
      ),
    );
    const text = (name: string) => document.querySelector(`.monitor-${name}`)?.textContent ?? '';
    expect(text('runtime')).toContain(process.version);
    expect(text('database')).toMatch(/PGlite|PostgreSQL/);
    expect(text('cpu')).toMatch(/使用率[\d.]+%/);
    expect(text('memory')).toMatch(/已用 .+ \/ 共 .+/);
    expect(text('uptime')).toContain('系统已运行');
    const p99 = document.querySelector('.monitor-p99');
    const value = /([\d.]+) ms/.exec(p99?.textContent ?? '')?.[1];
    expect(p99?.className).toContain(`ant-tag-${latencyColor(value === undefined ? null : Number(value))}`);
    const first = sandbox.calls('monitorServer').length;
    await waitFor(() => expect(sandbox.calls('monitorServer').length).toBeGreaterThan(first), {
      timeout: 8_000,
    });
  });

  it('a failed status load shows the error with 重试', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await sandbox.fault('monitorServer', 'error', { msg: '监控服务不可用', times: 1 });
    await renderScreen(<SystemMonitoringPage />, { url: URL });
    await waitFor(() =>
      expect(document.querySelector('.monitor-error')?.textContent).toContain('监控服务不可用'),
    );
    fireEvent.click(within(document.querySelector('.monitor-error') as HTMLElement).getByRole('button'));
    await waitFor(() => expect(document.querySelector('.monitor-error')).toBeNull());
    await waitFor(() => expect(document.querySelector('.monitor-database')).not.toBeNull());
  });

  it('lists online sessions; 强退 asks first, then ends the other session; the own one has none', async () => {
    await sandbox.state('user operator is logged in');
    const { toasts } = await renderScreen(<SystemMonitoringPage />, { url: URL });
    await waitFor(() => expect(rowOf('session-table', 'operator')).toBeDefined());
    const own = rowOf('session-table', '当前会话') as HTMLElement;
    expect(own.textContent).toContain('admin');
    expect(within(own).queryByRole('button', { name: /强\s*退/ })).toBeNull();

    // Earlier tests of this worker may have left more sessions of the operator, more than a page
    // of them: the ended session is followed by its row key, not by counting the page's rows.
    const operator = rowOf('session-table', 'operator') as HTMLElement;
    const ended = operator.getAttribute('data-row-key');
    expect(ended).toBeTruthy();
    fireEvent.click(within(operator).getByRole('button', { name: /强\s*退/ }));
    await screen.findByText('确定强制用户“运营专员”下线吗？');
    expect(sandbox.calls('monitorSessionDelete')).toHaveLength(0);
    fireEvent.click(lastButton('确定'));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('强退成功', expect.anything()));
    await waitFor(
      () =>
        expect(
          rows('session-table').filter((row) => row.getAttribute('data-row-key') === ended),
        ).toHaveLength(0),
      { timeout: 10_000 },
    );
    // The ended session may be the worker's cached operator login.
    sandbox.forgetLogin('operator');
  });

  it('filters sessions by 账号或姓名', async () => {
    await sandbox.state('user operator is logged in');
    const { search } = await renderScreen(<SystemMonitoringPage />, { url: URL });
    await waitFor(() => expect(rowOf('session-table', 'operator')).toBeDefined());
    fireEvent.change(screen.getByLabelText('账号或姓名'), { target: { value: '运营' } });
    fireEvent.keyDown(screen.getByLabelText('账号或姓名'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(search()).toMatchObject({ keyword: '运营' }));
    await waitFor(() => expect(rowOf('session-table', 'admin')).toBeUndefined());
    expect(rowOf('session-table', 'operator')).toBeDefined();
  });

  it('lists sign-in failures and locks; 解锁 asks first and clears the lock', async () => {
    const client = createApi(sandbox.fetch);
    for (let i = 0; i < 5; i += 1)
      await client.account.POST('/api/auth/login', {
        body: { username: 'operator', password: 'wrong-password' },
      });
    const { toasts } = await renderScreen(<SystemMonitoringPage />, { url: `${URL}?tab=locks` });
    await waitFor(() => expect(rowOf('lock-table', 'operator')).toBeDefined());
    const row = rowOf('lock-table', 'operator') as HTMLElement;
    expect(row.textContent).toContain('已锁定');
    // Five wrong passwords from one address lock the account from that address only.
    expect(row.querySelector('.lock-scope')?.textContent).toBe('127.0.0.1');
    fireEvent.click(within(row).getByRole('button', { name: /解\s*锁/ }));
    await screen.findByText('确定解锁账号“operator”吗？');
    fireEvent.click(lastButton('确定'));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('解锁成功', expect.anything()));
    await waitFor(() => expect(rowOf('lock-table', 'operator')).toBeUndefined());
    expect(sandbox.lastBody('monitorLoginUnlock')).toEqual({ account: 'operator' });
  });
});
