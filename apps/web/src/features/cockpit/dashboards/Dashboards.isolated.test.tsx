import { unwrap } from '@agrimap/sdk';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { MapPoint, PointsMapProps } from '@/components/map/points-map';
import { createApi } from '@/lib/api';
import { fenToYuan } from '@/lib/money';
import { renderScreen, withSandbox } from '@/test/sandbox';
import type { DashboardSearch } from './search';

// jsdom has no WebGL: the shared points map is replaced by what it would draw — the choropleth's
// regions (clickable, as on the map) and the points.
vi.mock('@/components/map/points-map', () => ({
  PointsMap: ({ points, choropleth, onRegionClick, ariaLabel }: PointsMapProps<MapPoint>) => (
    <figure aria-label={ariaLabel}>
      <ul aria-label="区域">
        {Object.entries(choropleth?.values ?? {}).map(([code, value]) => (
          <li key={code}>
            <button type="button" data-code={code} onClick={() => onRegionClick?.(code, code)}>
              {code}:{value}
            </button>
          </li>
        ))}
      </ul>
      <span data-testid="point-count">{points.length}</span>
    </figure>
  ),
}));

const { SupplierDashboardPage } = await import('./SupplierDashboardPage');
const { CustomerDashboardPage } = await import('./CustomerDashboardPage');

const sandbox = withSandbox();
const api = createApi(sandbox.fetch);

function Supplier({ start }: { start: string }) {
  const [search, setSearch] = useState<DashboardSearch>({ qhdm: start, year: '' });
  return <SupplierDashboardPage search={search} onSearchChange={setSearch} />;
}
function Customer({ start, year = '' }: { start: string; year?: string }) {
  const [search, setSearch] = useState<DashboardSearch>({ qhdm: start, year });
  return <CustomerDashboardPage search={search} onSearchChange={setSearch} />;
}

const panel = (name: string) => screen.getByRole('region', { name });
const regionButtons = () =>
  within(screen.getByRole('list', { name: '区域' }))
    .queryAllByRole('button')
    .map((b) => b.textContent);

describe('supplier dashboard', () => {
  it('shows the aggregates of the region and re-scopes them when a city is clicked on the map', async () => {
    await renderScreen(<Supplier start="43" />);
    const province = unwrap(await api.shop.POST('/api/v1/web/dashboard/supplier', { body: { qhdm: '43' } }));
    await waitFor(() =>
      expect(screen.getByTestId('supplier-total').textContent).toBe(String(province.total)),
    );
    expect(screen.getByTestId('supply-amount').textContent).toBe(fenToYuan(province.supply.amount));
    expect(screen.getByTestId('licence-expired').textContent).toBe(String(province.licence.expired));
    expect(regionButtons()).toEqual(province.regions.map((r) => `${r.qhdm}:${r.count}`));
    const live = screen.getByTestId('indicator-gysl');
    expect(live.dataset.source).toBe('live');
    expect(within(live).getByText('实时')).toBeTruthy();
    const top = province.topSuppliers[0];
    if (top) expect(within(panel('供应商供货排行')).getByText(top.name)).toBeTruthy();

    const city = unwrap(await api.shop.POST('/api/v1/web/dashboard/supplier', { body: { qhdm: '4301' } }));
    fireEvent.click(screen.getByRole('button', { name: /^4301:/ }));
    await waitFor(() => expect(screen.getByTestId('supplier-total').textContent).toBe(String(city.total)));
    expect(screen.getByTestId('supply-amount').textContent).toBe(fenToYuan(city.supply.amount));
    expect(regionButtons()).toEqual(city.regions.map((r) => `${r.qhdm}:${r.count}`));
  }, 30_000);

  it('marks every panel 数据已过期 when a refresh fails, keeping the figures, and recovers', async () => {
    const { queryClient } = await renderScreen(<Supplier start="4301" />);
    await waitFor(() => expect(panel('证照预警').dataset.state).toBe('fresh'));
    const total = screen.getByTestId('supplier-total').textContent;
    await sandbox.fault('supplierDashboard', 'error');
    await act(() => queryClient.refetchQueries({ type: 'active' }));
    await waitFor(() => expect(panel('证照预警').dataset.state).toBe('stale'));
    expect(screen.getByTestId('supplier-total').textContent).toBe(total);
    await sandbox.heal();
    await act(() => queryClient.refetchQueries({ type: 'active' }));
    await waitFor(() => expect(panel('证照预警').dataset.state).toBe('fresh'));
  }, 30_000);
});

describe('customer dashboard', () => {
  it('shows the aggregates and the customers as points; conversion and order amount exact', async () => {
    await renderScreen(<Customer start="4301" />);
    const d = unwrap(await api.shop.POST('/api/v1/web/dashboard/customer', { body: { qhdm: '4301' } }));
    const points = unwrap(await api.shop.POST('/api/v1/web/crm/customer/points', { body: { qhdm: '4301' } }));
    await waitFor(() => expect(screen.getByTestId('indicator-khsl-value').textContent).toBe(String(d.total)));
    expect(screen.getByTestId('conversion-demands').textContent).toBe(String(d.conversion.demands));
    expect(screen.getByTestId('conversion-converted').textContent).toBe(String(d.conversion.converted));
    const amount = d.byMonth.reduce((s, m) => s + m.orderAmount, 0);
    expect(screen.getByTestId('order-amount').textContent).toBe(fenToYuan(amount));
    await waitFor(() => expect(screen.getByTestId('point-count').textContent).toBe(String(points.length)));
    expect(regionButtons()).toEqual(d.regions.map((r) => `${r.qhdm}:${r.count}`));
  }, 30_000);

  it('shows an entered figure as 录入 and the live ones as 实时', async () => {
    await renderScreen(<Customer start="4301" year="2024" />);
    const table = unwrap(
      await api.system.GET('/api/v1/cockpit/figure', { params: { query: { year: '2024', qhdm: '4301' } } }),
    );
    const hzssl = table.rows.find((r) => r.indicatorCode === 'hzssl');
    await waitFor(() => expect(screen.getByTestId('indicator-hzssl').dataset.source).toBe('input'));
    expect(within(screen.getByTestId('indicator-hzssl')).getByText('录入')).toBeTruthy();
    expect(screen.getByTestId('indicator-hzssl-value').getAttribute('title')).toBe(String(hzssl?.value));
    expect(screen.getByTestId('indicator-khsl').dataset.source).toBe('live');
  }, 30_000);
});
