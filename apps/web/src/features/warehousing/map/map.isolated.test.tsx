import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen, withSandbox } from '@/test/sandbox';
import { WarehouseMapPage, warehousePoints } from './WarehouseMapPage';

vi.mock('@/components/map/hooks/useMapInstance', async () =>
  (await import('@/components/map/test/points-map-mocks')).fakeMapInstanceModule(),
);
vi.mock('@/components/map/engine/create-map', async () =>
  (await import('@/components/map/test/points-map-mocks')).fakeCreateMapModule(),
);

const sandbox = withSandbox();
const URL = '/warehousing/index/map';
const FIXTURE = '契约测试仓';

describe('warehousePoints', () => {
  it('colours by type and sizes by stock value', () => {
    const base = { code: 'x', qhdm: '430104', qhmc: '岳麓区', lon: 112, lat: 28, status: 1, capacity: 1 };
    const counts = { skuCount: 1, onHand: 1, locked: 0, available: 1 };
    const points = warehousePoints([
      { ...base, ...counts, id: 1, name: '甲', type: 1, stockValue: 10_000 },
      { ...base, ...counts, id: 2, name: '乙', type: 3, stockValue: 0 },
    ]);
    expect(points.map((p) => [p.id, p.label, p.color, p.size, p.group, p.regionCode])).toEqual([
      ['1', '甲', '#1677ff', 22, '1', '430104'],
      ['2', '乙', '#fa8c16', 6, '3', '430104'],
    ]);
  });
});

describe('<WarehouseMapPage>', { timeout: 60_000 }, () => {
  it('shows the warehouses, a popup with the stock summary and a link to the stock, and the shelf grid', async () => {
    await sandbox.state('the warehousing fixtures exist', {});
    await renderScreen(<WarehouseMapPage />, { as: 'admin', url: URL });
    const list = await screen.findByRole('navigation', { name: '仓库地图点位列表' });
    fireEvent.click(await within(list).findByRole('button', { name: FIXTURE }));
    const popup = await screen.findByRole('dialog', { name: `${FIXTURE}详情` });
    const text = (label: string) =>
      within(popup)
        .getByText(label)
        .closest('.ant-descriptions-item')
        ?.querySelector('.ant-descriptions-item-content')?.textContent;
    expect(text('在库')).toBe('100');
    expect(text('可用')).toBe('100');
    expect(text('SKU 数')).toBe('1');
    expect(text('库存金额')).toMatch(/^¥[\d,]+\.\d{2}$/);
    const link = within(popup).getByRole('link', { name: '查看库存' });
    expect(link.getAttribute('href')).toBe('/warehousing/index/stock?warehouseId=9701');

    fireEvent.click(within(popup).getByRole('button', { name: '库位占用' }));
    const grid = await screen.findByRole('region', { name: `${FIXTURE} · 库位占用` });
    const cell = await within(grid).findByLabelText('库位 A-01，占用 100/1000');
    expect(cell.className).toContain('shelf-low');
  });

  it('hides a warehouse type and retries after a failure', async () => {
    await sandbox.state('the warehousing fixtures exist', {});
    await sandbox.fault('warehouseMapSummary', 'error', { msg: '仓库服务维护中', times: 1 });
    await renderScreen(<WarehouseMapPage />, { as: 'admin', url: URL });
    await screen.findByText('仓库数据加载失败');
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    const list = await screen.findByRole('navigation', { name: '仓库地图点位列表' });
    await within(list).findByRole('button', { name: FIXTURE });
    const count = () => Number(/共 (\d+) 个点位/.exec(list.textContent ?? '')?.[1]);
    const all = count();
    fireEvent.click(screen.getByRole('checkbox', { name: /中心仓/ }));
    await waitFor(() => expect(within(list).queryByRole('button', { name: FIXTURE })).toBeNull());
    expect(count()).toBeLessThan(all);
  });
});
