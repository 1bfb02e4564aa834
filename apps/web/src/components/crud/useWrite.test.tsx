import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useWrite } from './index';

const LIST = ['shop', 'post', '/api/v1/web/wms/doc/page'];
const STOCK = ['shop', 'post', '/api/v1/web/wms/stock/page'];

function setup(run: (v: { id: number }) => Promise<unknown>) {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const done = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () =>
      useWrite({
        run,
        meta: { successText: '提交成功', errorText: '提交失败', what: 'stockDocAction submit' },
        invalidates: [LIST, STOCK],
        onSuccess: done,
      }),
    { wrapper },
  );
  return { result, invalidate, done, queryClient };
}

describe('useWrite', () => {
  it('runs the write with its meta, then refreshes every key and calls onSuccess', async () => {
    const run = vi.fn((_v: { id: number }) => Promise.resolve('ok'));
    const { result, invalidate, done, queryClient } = setup(run);
    await act(() => result.current.mutateAsync({ id: 3 }));
    expect(run).toHaveBeenCalledWith({ id: 3 }, expect.anything());
    expect(invalidate).toHaveBeenCalledWith({ queryKey: LIST });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: STOCK });
    expect(done).toHaveBeenCalledTimes(1);
    expect(queryClient.getMutationCache().getAll()[0]?.meta).toEqual({
      successText: '提交成功',
      errorText: '提交失败',
      what: 'stockDocAction submit',
    });
  });

  it('a failed write refreshes nothing and rejects', async () => {
    const { result, invalidate, done } = setup(() => Promise.reject(new Error('refused')));
    await act(() => expect(result.current.mutateAsync({ id: 3 })).rejects.toThrow('refused'));
    expect(invalidate).not.toHaveBeenCalled();
    expect(done).not.toHaveBeenCalled();
  });
});
