import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { listSearch, param, prefetchQuery, stripDefaults } from './list-search';

const schema = listSearch({
  name: param.text(20),
  status: param.oneOf([-1, 0, 1], -1),
  range: param.dateRange(),
});

describe('listSearch', () => {
  it('fills every default from an empty URL and clamps what a hand-typed URL holds', () => {
    expect(schema.parse({})).toEqual({ name: '', status: -1, range: undefined, page: 1 });
    expect(schema.parse({ name: '  abc ', status: '1', range: '2024-02-01,2024-01-01', page: '0' })).toEqual({
      name: 'abc',
      status: 1,
      range: undefined,
      page: 1,
    });
    expect(schema.parse({ status: 7, page: '3', range: '2024-01-01,2024-02-01' })).toMatchObject({
      status: -1,
      page: 3,
      range: ['2024-01-01', '2024-02-01'],
    });
    // Beyond the contract's last page (100000): the first page, never a refused call.
    expect(schema.parse({ page: '100000' }).page).toBe(100000);
    expect(schema.parse({ page: '3000000000' }).page).toBe(1);
  });

  it('leaves defaults and page 1 out of the URL form', () => {
    expect(schema.toUrl(schema.parse({}))).toEqual({});
    expect(schema.toUrl({ name: 'x', status: -1, range: undefined, page: 2 })).toEqual({
      name: 'x',
      page: 2,
    });
  });

  it("the route middleware strips every default from the next search, and keeps other routes' params", () => {
    const [middleware] = schema.search.middlewares;
    const next = (s: Record<string, unknown>) => ({ ...s, extra: 'kept' });
    expect(middleware({ search: { name: '', status: -1, page: 1 }, next })).toEqual({ extra: 'kept' });
    expect(middleware({ search: { name: 'a', status: 0, page: 4 }, next })).toEqual({
      name: 'a',
      status: 0,
      page: 4,
      extra: 'kept',
    });
  });

  it('stripDefaults keeps a value that only looks empty when it is not the default', () => {
    const middleware = stripDefaults({ kind: 'all' });
    expect(middleware({ search: { kind: '' }, next: (s) => s })).toEqual({ kind: '' });
    expect(middleware({ search: { kind: 'all' }, next: (s) => s })).toEqual({});
  });
});

describe('prefetchQuery', () => {
  it('asks for what the screen will show, not for a query the screen keeps disabled, and never throws', async () => {
    const queryClient = new QueryClient();
    const queryFn = vi.fn(async () => 'rows');
    await prefetchQuery(queryClient, { queryKey: ['off'], queryFn, enabled: false } as never);
    expect(queryFn).not.toHaveBeenCalled();
    await prefetchQuery(queryClient, { queryKey: ['on'], queryFn, enabled: true } as never);
    expect(queryClient.getQueryData(['on'])).toBe('rows');
    const failing = vi.fn(async () => {
      throw new Error('down');
    });
    await expect(
      prefetchQuery(queryClient, { queryKey: ['down'], queryFn: failing } as never),
    ).resolves.toBeUndefined();
  });
});
