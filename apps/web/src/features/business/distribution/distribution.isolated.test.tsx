import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen, withSandbox } from '@/test/sandbox';
import { quantityByRegion } from './api';
import { PointsPage } from './PointsPage';

vi.mock('@/components/map/hooks/useMapInstance', async () =>
  (await import('@/components/map/test/points-map-mocks')).fakeMapInstanceModule(),
);
vi.mock('@/components/map/engine/create-map', async () =>
  (await import('@/components/map/test/points-map-mocks')).fakeCreateMapModule(),
);

withSandbox();

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
