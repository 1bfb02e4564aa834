import { ApiError } from '@agrimap/sdk';
import { describe, expect, it, vi } from 'vitest';
import { prefetchQuery } from '@/lib/list-search';
import { bindNotify } from '@/lib/notify';
import { createQueryClient, shouldRetry } from './query-client';

const err = (code: number, status: number) => new ApiError({ code, msg: 'x', status });

describe('shouldRetry', () => {
  it('retries a network failure or a 5xx once', () => {
    expect(shouldRetry(0, err(-1, 0))).toBe(true);
    expect(shouldRetry(0, err(500, 502))).toBe(true);
    expect(shouldRetry(1, err(-1, 0))).toBe(false);
  });

  it('never retries business errors, 4xx or an ended session', () => {
    expect(shouldRetry(0, err(1001, 200))).toBe(false);
    expect(shouldRetry(0, err(401, 200))).toBe(false);
    expect(shouldRetry(0, err(403, 403))).toBe(false);
    expect(shouldRetry(0, err(400, 400))).toBe(false);
    expect(shouldRetry(0, new Error('boom'))).toBe(false);
  });
});

describe('the global error path', () => {
  it('shows the text a query declares in meta, once per failure, and logs it', async () => {
    const toasts = { success: vi.fn(), warning: vi.fn(), error: vi.fn() };
    bindNotify(toasts as unknown as Parameters<typeof bindNotify>[0]);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const client = createQueryClient({ retry: false });
      await client
        .fetchQuery({
          queryKey: ['x'],
          queryFn: () => Promise.reject(err(500, 200)),
          meta: { errorText: { failure: '查询失败' } },
        })
        .catch(() => {});
      expect(toasts.error).toHaveBeenCalledTimes(1);
      expect(toasts.error).toHaveBeenCalledWith('x', expect.anything());
      expect(log).toHaveBeenCalledTimes(1);

      await client
        .getMutationCache()
        .build(client, {
          mutationFn: () => Promise.reject(err(1001, 200)),
          meta: { errorText: '编辑失败', errorLevel: 'warning' },
        })
        .execute(undefined)
        .catch(() => {});
      expect(toasts.warning).toHaveBeenCalledWith('x', expect.anything());

      await client
        .getMutationCache()
        .build(client, { mutationFn: async () => 1, meta: { successText: '编辑成功' } })
        .execute(undefined);
      expect(toasts.success).toHaveBeenCalledWith('编辑成功', expect.anything());

      // An ended session shows nothing and is not logged here.
      await client
        .fetchQuery({
          queryKey: ['y'],
          queryFn: () => Promise.reject(err(401, 200)),
          meta: { errorText: 'z' },
        })
        .catch(() => {});
      expect(toasts.error).toHaveBeenCalledTimes(1);
    } finally {
      bindNotify(undefined);
      log.mockRestore();
    }
  });
});

describe('a route loader’s prefetch', () => {
  it('says nothing of a failure (the screen shows it, once)', async () => {
    const toasts = { success: vi.fn(), warning: vi.fn(), error: vi.fn() };
    bindNotify(toasts as unknown as Parameters<typeof bindNotify>[0]);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const queryClient = createQueryClient({ retry: false });
      const failing = vi.fn(async () => {
        throw new Error('down');
      });
      await prefetchQuery(queryClient, {
        queryKey: ['down'],
        queryFn: failing,
        meta: { errorText: '查询列表异常' },
      } as never);
      expect(failing).toHaveBeenCalledTimes(1);
      expect(toasts.error).not.toHaveBeenCalled();
      expect(log).toHaveBeenCalled();
    } finally {
      bindNotify(undefined);
      log.mockRestore();
    }
  });
});
