import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../test/fetch-stub';
import { ApiContext, createApi } from './api';
import { fetchDictionary, useDicList, useDictionary } from './dictionaries';

const YEARS = [
  { code: '2024', name: '2024年', dicNumber: 'nf', dicName: '年份', key: '2024', value: '2024年' },
  { code: '2023', name: '2023年', dicNumber: 'nf', dicName: '年份', key: '2023', value: '2023年' },
];
const TYPES = [
  { code: '01', name: '化肥', dicNumber: 'nzlx', dicName: '农资类型', key: '01', value: '化肥' },
];

function setup(handler: Parameters<typeof stubFetch>[0]) {
  const stub = stubFetch(handler);
  const client = createApi(stub.fetch);
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiContext.Provider value={client}>{children}</ApiContext.Provider>
    </QueryClientProvider>
  );
  return { ...stub, client, queryClient, wrapper };
}

afterEach(() => vi.restoreAllMocks());

describe('useDictionary (GET /api/v1/dic/getDic)', () => {
  it('loads the entries of a category with code 200', async () => {
    const { wrapper, requests } = setup(() => json({ code: 200, msg: '操作成功', data: YEARS }));
    const { result } = renderHook(() => useDictionary('nf'), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.entries).toEqual(YEARS);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url.pathname).toBe('/system/api/v1/dic/getDic');
    expect(requests[0]?.url.searchParams.get('category')).toBe('nf');
  });

  it('loads each category once and serves later users from the cache', async () => {
    const { wrapper, requests } = setup((req) =>
      json({ code: 200, msg: '', data: req.url.searchParams.get('category') === 'nf' ? YEARS : [] }),
    );
    const first = renderHook(() => useDictionary('nf'), { wrapper });
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    const second = renderHook(() => useDictionary('nf'), { wrapper });
    expect(second.result.current.entries).toEqual(YEARS); // straight from the cache
    window.dispatchEvent(new Event('focus'));
    const other = renderHook(() => useDictionary('nzlx'), { wrapper });
    await waitFor(() => expect(other.result.current.isSuccess).toBe(true));
    expect(requests.map((r) => r.url.searchParams.get('category'))).toEqual(['nf', 'nzlx']);
  });

  it('passes another code on and logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { wrapper } = setup(() => json({ code: 500, msg: '字典服务异常', data: null }));
    const { result } = renderHook(() => useDictionary('nf'), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({ code: 500, msg: '字典服务异常', data: null });
    expect(result.current.entries).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('code 500 字典服务异常'));
  });

  it('rejects when the request fails', async () => {
    const { wrapper } = setup(() => json({ code: 500, msg: '服务器内部错误' }, 500));
    const { result } = renderHook(() => useDictionary('nf'), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ name: 'ApiError', status: 500, msg: '服务器内部错误' });
  });

  it('rejects on a network failure', async () => {
    const { client } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(fetchDictionary(client, 'nf')).rejects.toMatchObject({
      name: 'ApiError',
      code: -1,
      status: 0,
    });
  });
});

describe('useDicList (POST /api/v1/dic/list)', () => {
  it('loads the entries of a category with code 0', async () => {
    const { wrapper, requests } = setup(() => json({ code: 0, msg: '操作成功', data: { list: TYPES } }));
    const { result } = renderHook(() => useDicList('nzlx'), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.entries).toEqual(TYPES);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url.pathname).toBe('/system/api/v1/dic/list');
    expect(requests[0]?.body).toEqual({ categoryNumber: 'nzlx' });
  });

  it('treats code 200 as another code for this operation: passed on and logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { wrapper } = setup(() => json({ code: 200, msg: '', data: { list: TYPES } }));
    const { result } = renderHook(() => useDicList('nzlx'), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.code).toBe(200);
    expect(result.current.entries).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('loads a category once', async () => {
    const { wrapper, requests } = setup(() => json({ code: 0, msg: '', data: { list: TYPES } }));
    const a = renderHook(() => useDicList('nzlx'), { wrapper });
    await waitFor(() => expect(a.result.current.isSuccess).toBe(true));
    const b = renderHook(() => useDicList('nzlx'), { wrapper });
    await waitFor(() => expect(b.result.current.entries).toEqual(TYPES));
    expect(requests).toHaveLength(1);
  });
});
