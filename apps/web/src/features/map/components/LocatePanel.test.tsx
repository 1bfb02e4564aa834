import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bindNotify } from '@/lib/notify';
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
  renderMapUi(
    <LocatePanel services={services} onLocatePoint={onLocatePoint} onLocateRegion={onLocateRegion} />,
  );
  return { toasts, services, onLocatePoint, onLocateRegion };
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

  it('warns 按区划代码定位需要年份或版本 without year or version', async () => {
    const { toasts, services, onLocateRegion } = setup();
    fireEvent.click(screen.getByRole('tab', { name: '按区划定位' }));
    fireEvent.change(await screen.findByLabelText('区划代码'), { target: { value: '430104' } });
    fireEvent.click(screen.getAllByRole('button', { name: '定位' }).at(-1) as HTMLElement);
    await waitFor(() => expect(toasts.warning).toHaveBeenCalledWith('按区划代码定位需要年份或版本', 5));
    expect(services.byYear).not.toHaveBeenCalled();
    expect(onLocateRegion).not.toHaveBeenCalled();
  });

  it('locates by code and year', async () => {
    const { onLocateRegion, services } = setup();
    fireEvent.click(screen.getByRole('tab', { name: '按区划定位' }));
    fireEvent.change(await screen.findByLabelText('区划代码'), { target: { value: '430104' } });
    fireEvent.change(screen.getByLabelText('年份'), { target: { value: '2024' } });
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

  it('warns 区域范围数据为空，定位失败 for a region without extent', async () => {
    const { toasts, onLocateRegion } = setup([{ ...yuelu, bbox: null }]);
    fireEvent.click(screen.getByRole('tab', { name: '按区划定位' }));
    fireEvent.change(await screen.findByLabelText('区划代码'), { target: { value: '430104' } });
    fireEvent.change(screen.getByLabelText('年份'), { target: { value: '2024' } });
    fireEvent.click(screen.getAllByRole('button', { name: '定位' }).at(-1) as HTMLElement);
    await waitFor(() => expect(toasts.warning).toHaveBeenCalledWith('区域范围数据为空，定位失败', 5));
    expect(onLocateRegion).not.toHaveBeenCalled();
  });

  it('warns 年份不能为空 for the year query without a year', async () => {
    const { toasts, services } = setup();
    fireEvent.click(screen.getByRole('tab', { name: '按区划定位' }));
    fireEvent.click(await screen.findByRole('button', { name: '按年份查询区划' }));
    await waitFor(() => expect(toasts.warning).toHaveBeenCalledWith('年份不能为空', 5));
    expect(services.byYear).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('年份'), { target: { value: '2024' } });
    fireEvent.click(screen.getByRole('button', { name: '按年份查询区划' }));
    expect(await screen.findByText('共 1 个区划')).toBeTruthy();
  });
});
