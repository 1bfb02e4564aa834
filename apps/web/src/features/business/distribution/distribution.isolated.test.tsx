import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen, withSandbox } from '@/test/sandbox';
import { shopApi } from '@/test/shop-api';
import { quantityByRegion } from './api';
import { DistributionPage } from './DistributionPage';
import { DistributionOverviewPage } from './OverviewPage';
import { PointsPage } from './PointsPage';

vi.mock('@/components/map/hooks/useMapInstance', async () =>
  (await import('@/components/map/test/points-map-mocks')).fakeMapInstanceModule(),
);
vi.mock('@/components/map/engine/create-map', async () =>
  (await import('@/components/map/test/points-map-mocks')).fakeCreateMapModule(),
);

const sandbox = withSandbox();

interface MapPoint {
  id: number;
  type: number;
  onHand: number;
  available: number;
  stockValue: number;
}

/** Calls the shop server straight as the administrator (what the figures must equal). */
const api = <T,>(path: string, body: unknown) => shopApi<T>(sandbox, path, body);

/** The overview's figures by their titles (digits only). */
function figures(): Record<string, string> {
  return Object.fromEntries(
    [...document.querySelectorAll('.distribution-figures .ant-statistic')].map((s) => [
      s.querySelector('.ant-statistic-title')?.textContent ?? '',
      (s.querySelector('.ant-statistic-content')?.textContent ?? '').replace(/[,\s]/g, ''),
    ]),
  );
}

describe('quantityByRegion', () => {
  it('sums the points per child region of the scope', () => {
    const p = (qhdm: string, onHand: number) =>
      ({ qhdm, onHand }) as Parameters<typeof quantityByRegion>[0][number];
    const points = [p('430104', 5), p('430181', 7), p('430211', 3), p('4302', 1)];
    expect(quantityByRegion(points, '43')).toEqual({ '4301': 12, '4302': 4 });
    expect(quantityByRegion(points, '4301')).toEqual({ '430104': 5, '430181': 7 });
  });
});

describe('<PointsPage>', { timeout: 60_000 }, () => {
  it('lists the county and township storage points and shows them on the map', async () => {
    await renderScreen(<PointsPage />, { as: 'admin', url: '/nzywsjgl/fbsccglzxt/points' });
    const list = await screen.findByRole('navigation', { name: '储存点地图点位列表' });
    await waitFor(() =>
      expect(document.querySelector('.points-table .ant-table-tbody')?.textContent).toContain('县级前置仓'),
    );
    const rows = [...document.querySelectorAll('.points-table .ant-table-tbody tr.ant-table-row')];
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.textContent).toMatch(/县级前置仓|村级服务站/);
    expect(within(list).getAllByRole('button')).toHaveLength(rows.length);
  });
});

describe('<DistributionOverviewPage>', { timeout: 60_000 }, () => {
  it('shows the points by type, their stock and the transfers, as the sandbox holds them', async () => {
    const { list } = await api<{ list: MapPoint[] }>('/api/v1/web/wms/warehouse/map', { types: [2, 3] });
    const { total } = await api<{ total: number }>('/api/v1/web/wms/transfer/page', { page: 1, pageSize: 1 });
    const sum = (k: 'onHand' | 'available' | 'stockValue') => list.reduce((n, p) => n + p[k], 0);
    expect(list.length).toBeGreaterThan(0);
    await renderScreen(<DistributionOverviewPage />, { as: 'admin', url: '/nzywsjgl/fbsccglzxt' });
    await waitFor(() => expect(figures().县级前置仓).toBe(String(list.filter((p) => p.type === 2).length)));
    const shown = figures();
    expect(shown.村级服务站).toBe(String(list.filter((p) => p.type === 3).length));
    expect(shown.储存点在库).toBe(String(sum('onHand')));
    expect(shown.储存点可用).toBe(String(sum('available')));
    const cents = sum('stockValue');
    expect(shown.储存点库存金额).toBe(`¥${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`);
    await waitFor(() => expect(figures().调拨单).toBe(String(total)));
    // a way into each screen
    for (const name of ['储存点', '库存分布', '调拨管理']) expect(screen.getByText(name)).toBeTruthy();
  });

  it('a failed load says so and 重试 loads again', async () => {
    await sandbox.fault('warehouseMapSummary', 'http500', { times: 1 });
    await renderScreen(<DistributionOverviewPage />, { as: 'admin', url: '/nzywsjgl/fbsccglzxt' });
    // the error state with 重试 instead of figures
    const retry = await screen.findByRole('button', { name: /重\s*试/ }, { timeout: 15_000 });
    expect(retry.closest('.ant-alert')).toBeTruthy();
    expect(document.querySelector('.distribution-figures')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    await waitFor(() => expect(figures().县级前置仓).toMatch(/^[1-9]\d*$/));
  });
});

describe('<DistributionPage>', { timeout: 60_000 }, () => {
  it('a SKU’s total and number of holding points equal the sandbox’s', async () => {
    const { list: specs } = await api<{ list: { id: number; batches: { available: number }[] }[] }>(
      '/api/v1/web/wms/sku/options',
      { keyword: '' },
    );
    let skuId = 0;
    let held: MapPoint[] = [];
    for (const s of specs) {
      const { list } = await api<{ list: MapPoint[] }>('/api/v1/web/wms/warehouse/map', { skuId: s.id });
      held = list.filter((p) => p.onHand > 0);
      if (held.length > 0) {
        skuId = s.id;
        break;
      }
    }
    expect(skuId).toBeGreaterThan(0);
    const total = held.reduce((n, p) => n + p.onHand, 0);
    await renderScreen(<DistributionPage />, {
      as: 'admin',
      url: `/nzywsjgl/fbsccglzxt/distribution?skuId=${skuId}`,
    });
    expect(await screen.findByText(`在库合计 ${total}，分布于 ${held.length} 个仓库/储存点`)).toBeTruthy();
  });

  it('asks for a SKU first', async () => {
    await renderScreen(<DistributionPage />, { as: 'admin', url: '/nzywsjgl/fbsccglzxt/distribution' });
    expect(await screen.findByText('请选择商品查看其在各储存点的库存分布')).toBeTruthy();
  });
});
