import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiContext, createApi } from '@/lib/api';
import { json, stubFetch } from '@/test/fetch-stub';
import { renderMapUi } from '../test/render';
import { MapUiProvider } from './MapUiProvider';
import { RegionBar } from './RegionBar';

function renderBar(onSelect = vi.fn()) {
  const stub = stubFetch(({ url }) => {
    if (url.pathname.endsWith('/area/areaDetail')) {
      const qhdm = url.searchParams.get('qhdm');
      const names: Record<string, string> = { '43': '湖南省', '4301': '长沙市' };
      return json({
        code: 200,
        msg: 'ok',
        data: { qhdm, qhmc: names[qhdm ?? ''], sjqhdm: null, bbox: null, hasChildren: true, level: 'city' },
      });
    }
    if (url.pathname.endsWith('/area/search')) {
      return json({
        code: 200,
        msg: 'ok',
        data: [
          { qhdm: '430104', qhmc: '岳麓区', sjqhdm: '4301', level: 'county', fullName: '湖南省长沙市岳麓区' },
        ],
      });
    }
    return json({ code: 404, msg: 'no' });
  });
  const client = createApi(stub.fetch);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderMapUi(
    <QueryClientProvider client={queryClient}>
      <ApiContext.Provider value={client}>
        <RegionBar region={{ code: '430104', name: '岳麓区' }} onSelect={onSelect} />
      </ApiContext.Provider>
    </QueryClientProvider>,
  );
  return { stub, onSelect };
}

describe('<RegionBar>', { timeout: 30_000 }, () => {
  it('shows the drill-down path and goes back up from it', async () => {
    const { onSelect } = renderBar();
    const city = await screen.findByRole('link', { name: '长沙市' });
    expect(screen.getByRole('link', { name: '湖南省' })).toBeTruthy();
    expect(screen.getByText('岳麓区').getAttribute('aria-current')).toBe('location');
    fireEvent.click(city);
    expect(onSelect).toHaveBeenCalledWith('4301');
  });

  it('searches within the current region’s code prefix', async () => {
    const { stub, onSelect } = renderBar();
    const box = screen.getByRole('combobox');
    fireEvent.mouseDown(box);
    fireEvent.change(box, { target: { value: '岳' } });
    await waitFor(
      () => expect(stub.requests.some((r) => r.url.pathname.endsWith('/area/search'))).toBe(true),
      {
        timeout: 3000,
      },
    );
    const search = stub.requests.find((r) => r.url.pathname.endsWith('/area/search'));
    expect(search?.url.searchParams.get('prefix')).toBe('430104');
    expect(search?.url.searchParams.get('keyword')).toBe('岳');
    fireEvent.click(await screen.findByText('湖南省长沙市岳麓区'));
    expect(onSelect).toHaveBeenCalledWith('430104');
  });

  it('shows names, never codes, at every level of a drill-down while the details load', async () => {
    // The details never answer: the bar has only what the drill-down told it.
    const stub = stubFetch(() => new Promise<Response>(() => {}));
    const client = createApi(stub.fetch);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const bar = (code: string, name: string): ReactElement => (
      <QueryClientProvider client={queryClient}>
        <ApiContext.Provider value={client}>
          <RegionBar region={{ code, name }} onSelect={vi.fn()} />
        </ApiContext.Provider>
      </QueryClientProvider>
    );
    const view = renderMapUi(bar('43', '湖南省'));
    view.rerender(<MapUiProvider>{bar('4301', '长沙市')}</MapUiProvider>);
    view.rerender(<MapUiProvider>{bar('430121', '长沙县')}</MapUiProvider>);
    expect(crumbs()).toEqual(['湖南省', '长沙市', '长沙县']);
  });

  it('shows no code while an ancestor’s name loads, then its name; a failed one shows its level', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const stub = stubFetch(async ({ url }) => {
      const qhdm = url.searchParams.get('qhdm');
      await held;
      if (qhdm === '4301') return json({ code: 500, msg: '服务异常' });
      return json({
        code: 200,
        msg: 'ok',
        data: { qhdm, qhmc: '湖南省', sjqhdm: null, bbox: null, hasChildren: true, level: 'province' },
      });
    });
    const client = createApi(stub.fetch);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderMapUi(
      <QueryClientProvider client={queryClient}>
        <ApiContext.Provider value={client}>
          <RegionBar region={{ code: '430121', name: '长沙县' }} onSelect={vi.fn()} />
        </ApiContext.Provider>
      </QueryClientProvider>,
    );
    const shown = crumbs();
    expect(shown).toHaveLength(3);
    for (const text of shown) expect(text).not.toMatch(/\d/);
    release();
    await waitFor(() => expect(crumbs()).toEqual(['湖南省', '市级区划', '长沙县']));
  });
});

/** The breadcrumb's levels as shown. */
function crumbs(): string[] {
  const nav = screen.getByRole('navigation', { name: '行政区划' });
  return [...nav.querySelectorAll('[data-code]')].map((el) => el.textContent ?? '');
}
