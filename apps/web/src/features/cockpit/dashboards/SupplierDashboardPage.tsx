import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApi } from '@/lib/api';
import { fenToYuan, fenToYuanNumber } from '@/lib/money';
import { CockpitPanel } from '../components/CockpitPanel';
import { cockpitMessages } from '../messages';
import { type SupplierDashboard, supplierDashboardQuery } from './api';
import { type DashboardPageProps, PanelChart, type TwinAxisSeries, twinAxisOption } from './charts';
import { MonthTrendPanel, RegionDashboard, useRegionPoints } from './RegionDashboard';
import { type DashboardQuery, PieChart } from './widgets';

const m = cockpitMessages.supplier;

function LicencePanel({ query, d }: { query: DashboardQuery; d: SupplierDashboard | undefined }) {
  return (
    <CockpitPanel title={m.licence} queries={[query]} area="left3">
      {d ? (
        <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
          <div className="cockpit-stats" style={{ gridTemplateColumns: 'repeat(2, 1fr)' }}>
            <div className="cockpit-stat is-danger">
              <b data-testid="licence-expired">{d.licence.expired}</b>
              <span>{m.expired}</span>
            </div>
            <div className="cockpit-stat is-warning">
              <b data-testid="licence-expiring">{d.licence.expiring}</b>
              <span>{m.expiring}</span>
            </div>
          </div>
          {d.licence.items.length === 0 ? (
            <div className="cockpit-panel-note">{m.noLicenceWarning}</div>
          ) : (
            <ul
              className="cockpit-list"
              style={{ overflow: 'auto', flex: 1, minHeight: 0 }}
              aria-label={m.licence}
            >
              {d.licence.items.map((i) => (
                <li
                  key={i.id}
                  className={i.daysLeft < 0 ? 'is-danger' : 'is-warning'}
                  title={`${i.qhmc} ${i.licenceNo ?? ''}`}
                >
                  <span>{i.name}</span>
                  <span>
                    {i.licenceExpiry} {m.daysLeft(i.daysLeft)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </CockpitPanel>
  );
}

function CategoryPanel({ query, d }: { query: DashboardQuery; d: SupplierDashboard | undefined }) {
  const rows = d?.byCategory ?? [];
  const option = useMemo(
    () =>
      twinAxisOption({
        grid: { left: 56, right: 40, top: 26, bottom: 24 },
        categories: rows.map((r) => r.name),
        everyLabel: true,
        series: [
          {
            type: 'bar',
            name: m.supplyAmount,
            data: rows.map((r) => fenToYuanNumber(r.amount)),
            color: '#3ee0ff',
          },
          {
            type: 'bar',
            name: m.supplyQuantity,
            data: rows.map((r) => r.quantity),
            color: '#ffd666',
            right: true,
          },
        ],
      }),
    [rows],
  );
  return (
    <CockpitPanel title={m.byCategory} queries={[query]} area="right1">
      <PanelChart
        option={option}
        label={m.byCategory}
        testId="supply-category-chart"
        empty={rows.length === 0}
      />
    </CockpitPanel>
  );
}

type Month = SupplierDashboard['byMonth'][number];

const monthOf = (r: Month) => r.key;

const monthSeries = (rows: readonly Month[]): TwinAxisSeries[] => [
  {
    type: 'bar',
    name: m.supplyAmount,
    data: rows.map((r) => fenToYuanNumber(r.amount)),
    color: '#3ee0ff',
  },
  {
    type: 'line',
    name: m.supplyQuantity,
    data: rows.map((r) => r.quantity),
    color: '#ffd666',
    right: true,
  },
];

const pointStyle = (p: { qhdm: string }) => ({ regionCode: p.qhdm, color: '#ffd666', size: 7 });

export type SupplierDashboardPageProps = DashboardPageProps;

/** /gxsfb_cockpit 供应商分布驾驶舱: suppliers and their supply in a region and year. */
export function SupplierDashboardPage({
  search,
  onSearchChange,
  currentYear = new Date().getFullYear(),
}: SupplierDashboardPageProps) {
  const client = useApi();
  const query = useQuery(supplierDashboardQuery(client, search));
  const d = query.data;
  const points = useRegionPoints(d?.points, pointStyle);
  return (
    <RegionDashboard
      title={cockpitMessages.pages.gxsfbCockpit}
      search={search}
      onSearchChange={onSearchChange}
      currentYear={currentYear}
      query={query}
      indicators={d?.indicators}
      map={{
        title: m.map,
        legend: m.legend,
        name: 'supplier-dashboard',
        regions: d?.regions,
        points,
        queries: [query],
      }}
      beforeMap={
        <>
          <CockpitPanel
            title={m.byType}
            queries={[query]}
            area="left2"
            extra={
              d ? (
                <span className="cockpit-panel-sum">
                  {m.total} <b data-testid="supplier-total">{d.total}</b>
                </span>
              ) : null
            }
          >
            {d && d.byType.length > 0 ? (
              <PieChart items={d.byType} label={m.byType} testId="supplier-type-chart" />
            ) : (
              <div className="cockpit-panel-note">{cockpitMessages.panel.empty}</div>
            )}
          </CockpitPanel>
          <LicencePanel query={query} d={d} />
        </>
      }
      afterMap={
        <>
          <MonthTrendPanel
            query={query}
            rows={d?.byMonth ?? []}
            month={monthOf}
            series={monthSeries}
            title={m.byMonth}
            testId="supply-month-chart"
            sum={
              d ? (
                <>
                  {m.supplyQuantity} <b data-testid="supply-quantity">{d.supply.quantity}</b>
                  {'　'}
                  {m.supplyAmount} <b data-testid="supply-amount">{fenToYuan(d.supply.amount)}</b>
                </>
              ) : null
            }
          />
          <CategoryPanel query={query} d={d} />
        </>
      }
      ranking={{
        title: m.top,
        rows: d?.topSuppliers ?? [],
        rowKey: (r) => r.key,
        name: (r) => r.name,
        figures: (r) => `¥${fenToYuan(r.amount)}`,
      }}
    />
  );
}
