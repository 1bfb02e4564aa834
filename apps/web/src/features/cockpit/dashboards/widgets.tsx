import type { UseQueryResult } from '@tanstack/react-query';
import { Select, Tooltip } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { Chart, type ChartOption } from '@/components/charts';
import { type MapPoint, PointsMap } from '@/components/map/points-map';
import { CockpitPanel } from '../components/CockpitPanel';
import { LEGEND, PALETTE } from '../components/chart-style';
import { compactNumber } from '../lib/format';
import { cockpitMessages } from '../messages';
import type { DashboardIndicator } from './api';

const m = cockpitMessages.dashboard;

/** The panels of a dashboard share its one aggregate query. */
export type DashboardQuery = Pick<
  UseQueryResult,
  'status' | 'dataUpdatedAt' | 'isError' | 'refetch' | 'data'
>;

/** The year picker of the header: this year and the four before ('' = this year). */
export function YearSelect({
  value,
  currentYear,
  onChange,
}: {
  value: string;
  currentYear: number;
  onChange: (year: string) => void;
}) {
  const years = Array.from({ length: 5 }, (_, i) => String(currentYear - i));
  return (
    <Select
      size="small"
      className="cockpit-year-pick"
      aria-label={m.year}
      value={value || String(currentYear)}
      options={years.map((y) => ({ value: y, label: m.yearOption(y) }))}
      onChange={(y: string) => onChange(y === String(currentYear) ? '' : y)}
      popupMatchSelectWidth={false}
    />
  );
}

/** A headline figure with where it comes from: 录入 (cockpit data entry) or 实时 (live). */
function IndicatorCard({ indicator }: { indicator: DashboardIndicator }) {
  const { source, value } = indicator;
  const tag =
    source === 'input' ? (
      <Tooltip title={m.inputHint}>
        <span className="cockpit-source is-input">{m.input}</span>
      </Tooltip>
    ) : source === 'live' ? (
      <Tooltip title={m.liveHint}>
        <span className="cockpit-source is-live">{m.live}</span>
      </Tooltip>
    ) : (
      <Tooltip title={m.noFigureHint}>
        <span className="cockpit-source">{m.noFigure}</span>
      </Tooltip>
    );
  return (
    <div className="cockpit-indicator" data-testid={`indicator-${indicator.code}`} data-source={source}>
      <span className="cockpit-indicator-name">
        {indicator.name}
        {tag}
      </span>
      <b>
        <span
          data-testid={`indicator-${indicator.code}-value`}
          title={value === null ? undefined : String(value)}
        >
          {value === null ? '—' : compactNumber(value, m.wan, m.yi)}
        </span>
        <small>{indicator.unit}</small>
      </b>
    </div>
  );
}

/** 核心指标: the dashboard's indicators, each marked 录入 or 实时. */
export function IndicatorsPanel({
  query,
  indicators,
  area = 'left1',
}: {
  query: DashboardQuery;
  indicators: readonly DashboardIndicator[] | undefined;
  area?: string;
}) {
  return (
    <CockpitPanel title={m.indicators} queries={[query]} area={area}>
      <div className="cockpit-indicators">
        {(indicators ?? []).map((i) => (
          <IndicatorCard key={i.code} indicator={i} />
        ))}
      </div>
    </CockpitPanel>
  );
}

/** A pie of named counts (types, levels). */
export function PieChart({
  items,
  label,
  testId,
}: {
  items: readonly { key: string; name: string; count: number }[];
  label: string;
  testId?: string;
}) {
  const option = useMemo<ChartOption>(
    () => ({
      color: PALETTE,
      tooltip: { trigger: 'item', confine: true },
      legend: { ...LEGEND, type: 'scroll', top: 'auto', bottom: 0 },
      series: [
        {
          type: 'pie',
          name: label,
          radius: ['35%', '62%'],
          center: ['50%', '45%'],
          label: { show: false },
          data: items.map((i) => ({ name: i.name, value: i.count })),
        },
      ],
    }),
    [items, label],
  );
  return <Chart option={option} ariaLabel={label} testId={testId} className="cockpit-chart" />;
}

/** A ranked list: rank, name, figures. */
export function RankList<T>({
  rows,
  name,
  figures,
  rowKey,
  label,
}: {
  rows: readonly T[];
  name: (row: T) => ReactNode;
  figures: (row: T) => ReactNode;
  rowKey: (row: T) => string;
  label: string;
}) {
  if (rows.length === 0) return <div className="cockpit-panel-note">{cockpitMessages.panel.empty}</div>;
  return (
    <ol className="cockpit-list cockpit-rank" aria-label={label}>
      {rows.map((r, i) => (
        <li key={rowKey(r)} data-testid={`rank-${rowKey(r)}`}>
          <span className="cockpit-rank-no">{i + 1}</span>
          <span>{name(r)}</span>
          <span>{figures(r)}</span>
        </li>
      ))}
    </ol>
  );
}

interface RegionPoint extends MapPoint {
  id: string;
}

/**
 * The region map of a dashboard: child regions coloured by count (choropleth; a click drills into
 * the region down to the county) and, when given, the points clustered.
 */
export function RegionMapPanel({
  title,
  legend,
  qhdm,
  regions,
  points,
  queries,
  onRegionChange,
  mapName,
}: {
  title: string;
  legend: string;
  qhdm: string;
  regions: readonly { qhdm: string; count: number }[] | undefined;
  points?: readonly RegionPoint[];
  queries: readonly DashboardQuery[];
  onRegionChange: (code: string) => void;
  mapName: string;
}) {
  const values = useMemo(() => Object.fromEntries((regions ?? []).map((r) => [r.qhdm, r.count])), [regions]);
  return (
    <CockpitPanel title={title} queries={queries} area="map" className="cockpit-map-panel">
      <div className="cockpit-map-body" style={{ height: '100%' }}>
        <div className="cockpit-map-box">
          <PointsMap<RegionPoint>
            points={points ?? []}
            cluster
            pointList={false}
            height="100%"
            ariaLabel={title}
            mapName={mapName}
            regionCode={qhdm}
            choropleth={{ values, title: legend }}
            onRegionClick={(code) => {
              if (code.length <= 6 && code !== qhdm) onRegionChange(code);
            }}
          />
        </div>
      </div>
    </CockpitPanel>
  );
}
