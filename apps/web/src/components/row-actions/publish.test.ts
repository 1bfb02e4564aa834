import { describe, expect, it, vi } from 'vitest';
import { publishActions } from './index';

const options = (can: boolean, published: boolean) => ({
  can,
  published,
  labels: { publish: '发布', withdraw: '撤回' },
  confirm: { publish: '确定发布吗？', withdraw: '确定撤回吗？' },
  onPublish: vi.fn(),
  onWithdraw: vi.fn(),
});
const shown = (actions: ReturnType<typeof publishActions>) =>
  actions.filter((a) => a.visible !== false).map((a) => [a.label, a.confirm]);

describe('publishActions', () => {
  it('offers 发布 while not published and 撤回 once published, each asking first', () => {
    expect(shown(publishActions(options(true, false)))).toEqual([['发布', '确定发布吗？']]);
    expect(shown(publishActions(options(true, true)))).toEqual([['撤回', '确定撤回吗？']]);
  });

  it('offers neither without the right', () => {
    expect(shown(publishActions(options(false, false)))).toEqual([]);
    expect(shown(publishActions(options(false, true)))).toEqual([]);
  });

  it('runs the matching handler', () => {
    const o = options(true, false);
    const [publish, withdraw] = publishActions(o);
    publish?.onClick();
    expect(o.onPublish).toHaveBeenCalledTimes(1);
    expect(o.onWithdraw).not.toHaveBeenCalled();
    withdraw?.onClick();
    expect(o.onWithdraw).toHaveBeenCalledTimes(1);
  });
});
