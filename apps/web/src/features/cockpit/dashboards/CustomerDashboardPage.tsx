import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { ChartOption } from '@/components/charts';
import { useApi } from '@/lib/api';
import { fenToYuan, fenToYuanNumber } from '@/lib/money';
import { CockpitPanel } from '../components/CockpitPanel';
import { AXIS, PALETTE, SPLIT, TOOLTIP } from '../components/chart-style';
import { Tabs } from '../components/Tabs';
import { percent } from '../lib/format';
import { cockpitMessages } from '../messages';
import { type CustomerDashboard, customerDashboardQuery, customerPointsQuery } from './api';
import { type DashboardPageProps, PanelChart, type TwinAxisSeries } from './charts';
import { MonthTrendPanel, RegionDashboard, useRegionPoints } from './RegionDashboard';
import { type DashboardQuery, PieChart } from './widgets';

const m = cockpitMessages.customer;

/** The customers' type colours on the map (1 农户, 2 合作社, 3 家庭农场, 4 农资门店). */
const TYPE_COLORS = ['#3ee0ff', '#ffd666', '#95de64', '#ff7a45'];

function PortraitPanel({ query, d }: { query: DashboardQuery; d: CustomerDashboard | undefined }) {
  const [view, setView] = useState<'type' | 'level'>('type');
  return (
    <CockpitPanel
      title={view === 'type' ? m.byType : m.byLevel}
      queries={[query]}
      area="left2"
      extra={
        <Tabs
          value={view}
          onChange={setView}
          label={m.byType}
          items={[
            ['type', m.typeTab],
            ['level', m.levelTab],
          ]}
        />
      }
    >
      {d ? (
        <PieChart
          items={view === 'type' ? d.byType : d.byLevel}
          label={view === 'type' ? m.byType : m.byLevel}
          testId={`customer-${view}-chart`}
        />
      ) : null}
    </CockpitPanel>
  );
}

function CropPanel({ query, d }: { query: DashboardQuery; d: CustomerDashboard | undefined }) {
  const rows = d?.byCrop ?? [];
  const option = useMemo<ChartOption>(
    () => ({
      grid: { left: 64, right: 16, top: 8, bottom: 20 },
      tooltip: { ...TOOLTIP, axisPointer: { type: 'shadow' } },
      xAxis: { type: 'value', minInterval: 1, axisLabel: AXIS, splitLine: SPLIT },
      yAxis: { type: 'category', inverse: true, data: rows.map((r) => r.name), axisLabel: AXIS },
      series: [
        { type: 'bar', name: m.cropCount, data: rows.map((r) => r.count), itemStyle: { color: '#95de64' } },
      ],
    }),
    [rows],
  );
  return (
    <CockpitPanel title={m.byCrop} queries={[query]} area="left3">
      <PanelChart option={option} label={m.byCrop} testId="customer-crop-chart" empty={rows.length === 0} />
    </CockpitPanel>
  );
}

type Month = CustomerDashboard['byMonth'][number];

const monthOf = (r: Month) => r.month;

const monthSeries = (rows: readonly Month[]): TwinAxisSeries[] => [
  {
    type: 'bar',
    name: m.orderAmount,
    data: rows.map((r) => fenToYuanNumber(r.orderAmount)),
    color: '#3ee0ff',
  },
  { type: 'line', name: m.demands, data: rows.map((r) => r.demands), color: '#ffd666', right: true },
  { type: 'line', name: m.orders, data: rows.map((r) => r.orders), color: '#f759ab', right: true },
];

const pointStyle = (p: { type: number }) => ({ color: TYPE_COLORS[p.type - 1] ?? PALETTE[0], size: 6 });

function ConversionPanel({ query, d }: { query: DashboardQuery; d: CustomerDashboard | undefined }) {
  const c = d?.conversion;
  return (
    <CockpitPanel title={m.conversion} queries={[query]} area="right1">
      {c ? (
        <div className="cockpit-stats">
          <div className="cockpit-stat">
            <b data-testid="conversion-demands">{c.demands}</b>
            <span>{m.demandTotal}</span>
          </div>
          <div className="cockpit-stat">
            <b data-testid="conversion-converted">{c.converted}</b>
            <span>{m.converted}</span>
          </div>
          <div className="cockpit-stat">
            <b data-testid="conversion-rate">{percent(c.converted, c.demands)}</b>
            <span>{m.conversionRate}</span>
          </div>
          <div className="cockpit-funnel" aria-hidden>
            <i style={{ width: '100%' }} />
            <i style={{ width: c.demands ? `${(c.converted / c.demands) * 100}%` : 0 }} />
          </div>
        </div>
      ) : null}
    </CockpitPanel>
  );
}

export type CustomerDashboardPageProps = DashboardPageProps;

/** /khfb_cockpit 客户分布驾驶舱: customers, their demand and orders in a region and year. */
export function CustomerDashboardPage({
  search,
  onSearchChange,
  currentYear = new Date().getFullYear(),
}: CustomerDashboardPageProps) {
  const client = useApi();
  const query = useQuery(customerDashboardQuery(client, search));
  const pointsQuery = useQuery(customerPointsQuery(client, search.qhdm));
  const d = query.data;
  const points = useRegionPoints(pointsQuery.data, pointStyle);
  const months = d?.byMonth ?? [];
  return (
    <RegionDashboard
      title={cockpitMessages.pages.khfbCockpit}
      search={search}
      onSearchChange={onSearchChange}
      currentYear={currentYear}
      query={query}
      indicators={d?.indicators}
      map={{
        title: m.map,
        legend: m.legend,
        name: 'customer-dashboard',
        regions: d?.regions,
        points,
        queries: [query, pointsQuery],
      }}
      beforeMap={
        <>
          <PortraitPanel query={query} d={d} />
          <CropPanel query={query} d={d} />
        </>
      }
      afterMap={
        <>
          <MonthTrendPanel
            query={query}
            rows={months}
            month={monthOf}
            series={monthSeries}
            title={m.byMonth}
            testId="customer-month-chart"
            sum={
              d ? (
                <>
                  {m.orderAmount}{' '}
                  <b data-testid="order-amount">{fenToYuan(months.reduce((s, r) => s + r.orderAmount, 0))}</b>
                </>
              ) : null
            }
          />
          <ConversionPanel query={query} d={d} />
        </>
      }
      ranking={{
        title: m.topRegions,
        rows: d?.topRegions ?? [],
        rowKey: (r) => r.qhdm,
        name: (r) => r.qhmc,
        figures: (r) => (
          <>
            {m.customers} {r.customers}　¥{fenToYuan(r.orderAmount)}
          </>
        ),
      }}
    />
  );
}
