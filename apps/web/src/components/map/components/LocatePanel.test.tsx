import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiContext, createApi } from '@/lib/api';
import { bindNotify } from '@/lib/notify';
import { json, stubFetch } from '@/test/fetch-stub';
import type { Region, YearRegion } from '../api/regions';
import { renderMapUi } from '../test/render';
import { LocatePanel } from './LocatePanel';

const yuelu: YearRegion = {
  qhdm: '430104',
  qhmc: '岳麓区',
  sjqhdm: '4301',
  bbox: [112.68, 27.99, 113.02, 28.42],
};

function setup(byYear: YearRegion[] = [yuelu]) {
  const toasts = { success: vi.fn(), warning: vi.fn(), error: vi.fn() };
  bindNotify(toasts as never);
  const services = {
    byYear: vi.fn(async () => byYear),
    detail: vi.fn(async () => ({ ...yuelu, hasChildren: true, level: 'county' }) as Region),
  };
  const onLocatePoint = vi.fn();
  const onLocateRegion = vi.fn();
  // The year dictionary (SPEC §9): a `default` entry naming 2024, then the yearly entries.
  const entry = (code: string, name: string) => ({
    code,
    name,
    key: code,
    value: name,
    dicNumber: 'year',
    dicName: '年份配置',
  });
  const stub = stubFetch(({ url }) =>
    url.pathname.endsWith('/dic/getDic') && url.searchParams.get('category') === 'year'
      ? json({
          code: 200,
          msg: 'ok',
          data: [
            entry('default', '2024'),
            entry('2025', '2025'),
            entry('2024', '2024'),
            entry('2023', '2023'),
          ],
        })
      : json({ code: 404, msg: 'no' }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderMapUi(
    <QueryClientProvider client={queryClient}>
      <ApiContext.Provider value={createApi(stub.fetch)}>
        <LocatePanel services={services} onLocatePoint={onLocatePoint} onLocateRegion={onLocateRegion} />
      </ApiContext.Provider>
    </QueryClientProvider>,
  );
  return { toasts, services, onLocatePoint, onLocateRegion };
}

/** The year picker's shown value ('' when cleared). */
function shownYear(): string {
  const field = screen.getByLabelText('年份').closest('.ant-select') as HTMLElement;
  return field.querySelector('.ant-select-content')?.getAttribute('title') ?? '';
}

async function openRegionTab(code: string) {
  fireEvent.click(screen.getByRole('tab', { name: '按区划定位' }));
  fireEvent.change(await screen.findByLabelText('区划代码'), { target: { value: code } });
  await waitFor(() => expect(shownYear()).toBe('2024'));
}

function clearYear() {
  const field = screen.getByLabelText('年份').closest('.ant-select') as HTMLElement;
  const clear = field.querySelector('.ant-select-clear') as HTMLElement;
  fireEvent.mouseDown(clear);
  fireEvent.click(clear);
}

function pickYear(label: string) {
  fireEvent.mouseDown(screen.getByLabelText('年份'));
  const list = document.querySelector('.ant-select-dropdown') as HTMLElement;
  fireEvent.click(within(list).getByTitle(label));
}

afterEach(() => bindNotify(undefined));

describe('<LocatePanel>', { timeout: 30_000 }, () => {
  it('locates a WGS84 coordinate, sanitising what is typed', async () => {
    const { onLocatePoint } = setup();
    fireEvent.change(screen.getByLabelText('经度'), { target: { value: '112a.93.88' } });
    expect(screen.getByLabelText('经度')).toHaveProperty('value', '112.9388');
    fireEvent.change(screen.getByLabelText('纬度'), { target: { value: '28.2282' } });
    fireEvent.click(screen.getByRole('button', { name: '定位' }));
    await waitFor(() => expect(onLocatePoint).toHaveBeenCalledWith([112.9388, 28.2282]));
  });

  it('warns about an out-of-range longitude', async () => {
    const { toasts, onLocatePoint } = setup();
    fireEvent.change(screen.getByLabelText('经度'), { target: { value: '190' } });
    fireEvent.change(screen.getByLabelText('纬度'), { target: { value: '28' } });
    fireEvent.click(screen.getByRole('button', { name: '定位' }));
    await waitFor(() => expect(toasts.warning).toHaveBeenCalledWith('请输入合适的经度', 5));
    expect(onLocatePoint).not.toHaveBeenCalled();
  });

  it('offers the year dictionary with its default year selected', async () => {
    setup();
    await openRegionTab('430104');
    fireEvent.mouseDown(screen.getByLabelText('年份'));
    const list = document.querySelector('.ant-select-dropdown') as HTMLElement;
    await waitFor(() =>
      expect([...list.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent)).toEqual([
        '2025',
        '2024',
        '2023',
      ]),
    );
  });

  it('locates by code with the default year', async () => {
    const { onLocateRegion, services } = setup();
    await openRegionTab('430104');
    fireEvent.click(screen.getAllByRole('button', { name: '定位' }).at(-1) as HTMLElement);
    await waitFor(() =>
      expect(onLocateRegion).toHaveBeenCalledWith({
        ok: true,
        code: '430104',
        name: '岳麓区',
        bbox: yuelu.bbox,
      }),
    );
    expect(services.byYear).toHaveBeenCalledWith('2024', '430104');
  });

  it('locates by code with another year picked', async () => {
    const { services } = setup();
    await openRegionTab('430104');
    pickYear('2023');
    await waitFor(() => expect(shownYear()).toBe('2023'));
    fireEvent.click(screen.getAllByRole('button', { name: '定位' }).at(-1) as HTMLElement);
    await waitFor(() => expect(services.byYear).toHaveBeenCalledWith('2023', '430104'));
  });

  it('warns 按区划代码定位需要年份或版本 once the year is cleared and no version chosen', async () => {
    const { toasts, services, onLocateRegion } = setup();
    await openRegionTab('430104');
    clearYear();
    await waitFor(() => expect(shownYear()).toBe(''));
    fireEvent.click(screen.getAllByRole('button', { name: '定位' }).at(-1) as HTMLElement);
    await waitFor(() => expect(toasts.warning).toHaveBeenCalledWith('按区划代码定位需要年份或版本', 5));
    expect(services.byYear).not.toHaveBeenCalled();
    expect(onLocateRegion).not.toHaveBeenCalled();
  });

  it('warns 区域范围数据为空，定位失败 for a region without extent', async () => {
    const { toasts, onLocateRegion } = setup([{ ...yuelu, bbox: null }]);
    await openRegionTab('430104');
    fireEvent.click(screen.getAllByRole('button', { name: '定位' }).at(-1) as HTMLElement);
    await waitFor(() => expect(toasts.warning).toHaveBeenCalledWith('区域范围数据为空，定位失败', 5));
    expect(onLocateRegion).not.toHaveBeenCalled();
  });

  it('warns 年份不能为空 for the year query without a year', async () => {
    const { toasts, services } = setup();
    await openRegionTab('430104');
    clearYear();
    await waitFor(() => expect(shownYear()).toBe(''));
    fireEvent.click(screen.getByRole('button', { name: '按年份查询区划' }));
    await waitFor(() => expect(toasts.warning).toHaveBeenCalledWith('年份不能为空', 5));
    expect(services.byYear).not.toHaveBeenCalled();
    pickYear('2024');
    fireEvent.click(screen.getByRole('button', { name: '按年份查询区划' }));
    expect(await screen.findByText('共 1 个区划')).toBeTruthy();
  });
});
