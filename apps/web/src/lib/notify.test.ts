import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { bindNotify, NOTIFY_DURATIONS, notify } from './notify';

function fakeMessageApi() {
  return { success: vi.fn(), warning: vi.fn(), error: vi.fn() };
}

describe('notify', () => {
  afterEach(() => bindNotify(undefined));
  // Remove the static toast and let React finish unmounting it before the DOM emulation is torn down.
  afterAll(async () => {
    const { default: message } = await import('antd/es/message');
    message.destroy();
    await new Promise((resolve) => setTimeout(resolve, 200));
  });

  it('uses the durations of SPEC §8: success and warning 5 s, error 2 s', () => {
    expect(NOTIFY_DURATIONS).toEqual({ success: 5, warning: 5, error: 2 });
    const api = fakeMessageApi();
    bindNotify(api as never);
    notify.success('同步成功');
    notify.warning('登录已过期，请重新登录');
    notify.error('同步失败');
    expect(api.success).toHaveBeenCalledWith('同步成功', 5);
    expect(api.warning).toHaveBeenCalledWith('登录已过期，请重新登录', 5);
    expect(api.error).toHaveBeenCalledWith('同步失败', 2);
  });

  // A static toast shown by an earlier test (or file: files share the DOM of a worker) must not
  // stop the next one from showing: test/setup.ts sweeps <body> after each test but keeps antd's
  // static toast list, whose portal React keeps rendering into. The next test fails without that.
  it('shows a static toast in one test…', { timeout: 30_000 }, async () => {
    await notify.error('更早的提示');
    await vi.waitFor(() => expect(document.body.textContent).toContain('更早的提示'), { timeout: 25_000 });
  });

  // The first toast loads antd's message module: slow while the machine is busy (CI runs the
  // browsers beside this suite), so this waits longer than the default. An error toast lives 2 s,
  // which a starved worker can let pass between two polls: what the page showed is recorded as it
  // changes, so the check reads every text the toast had, not only the page at the poll.
  it('…and another in the next: a toast with antd when no App is bound', { timeout: 30_000 }, async () => {
    let shown = '';
    const observer = new MutationObserver(() => {
      shown += `\n${document.body.textContent ?? ''}`;
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    try {
      await notify.error('同步失败');
      await vi.waitFor(() => expect(shown).toContain('同步失败'), { timeout: 25_000 });
    } finally {
      observer.disconnect();
    }
  });
});
