import type { ReactNode } from 'react';
import { useMemo } from 'react';
import type { MapPoint } from '@/components/map/points-map';
import { CockpitPanel } from '../components/CockpitPanel';
import type { DashboardIndicator } from './api';
import {
  DashboardFrame,
  type DashboardPageProps,
  PanelChart,
  type TwinAxisSeries,
  twinAxisOption,
} from './charts';
import { type DashboardQuery, IndicatorsPanel, RankList, RegionMapPanel } from './widgets';

/** A map point as the dashboard calls answer it. */
interface ApiPoint {
  id: number;
  lon: number;
  lat: number;
  name: string;
}

/**
 * The map points of a dashboard: id, position and name from the call, colour and size (and any
 * further field) from `style`, which must be stable (declared at module level).
 */
export function useRegionPoints<P extends ApiPoint>(
  list: readonly P[] | undefined,
  style: (point: P) => Pick<MapPoint, 'color' | 'size' | 'regionCode'>,
) {
  return useMemo(
    () => (list ?? []).map((p) => ({ id: String(p.id), lon: p.lon, lat: p.lat, label: p.name, ...style(p) })),
    [list, style],
  );
}

/**
 * The 按月 panel of a dashboard: amounts (left axis) and counts (right axis) by month, with the
 * year's sum in the header. `month` and `series` must be stable (declared at module level).
 */
export function MonthTrendPanel<R>({
  query,
  rows,
  month,
  series,
  title,
  testId,
  sum,
}: {
  query: DashboardQuery;
  rows: readonly R[];
  month: (row: R) => string;
  series: (rows: readonly R[]) => TwinAxisSeries[];
  title: string;
  testId: string;
  /** The header's figures (shown once the data is there). */
  sum: ReactNode;
}) {
  const option = useMemo(
    () =>
      twinAxisOption({
        grid: { left: 64, right: 48, top: 26, bottom: 24 },
        categories: rows.map((r) => month(r).slice(5)),
        series: series(rows),
      }),
    [rows, month, series],
  );
  return (
    <CockpitPanel
      title={title}
      queries={[query]}
      area="bottom"
      extra={sum ? <span className="cockpit-panel-sum">{sum}</span> : null}
    >
      <PanelChart option={option} label={title} testId={testId} />
    </CockpitPanel>
  );
}

/** The ranking panel of a dashboard (right2). */
export interface DashboardRanking<T> {
  title: string;
  rows: readonly T[];
  rowKey: (row: T) => string;
  name: (row: T) => ReactNode;
  figures: (row: T) => ReactNode;
}

/**
 * A region dashboard (客户分布 / 供应商分布): the frame with its region and year pickers, the
 * indicators, the region map with its points, the ranking, and the page's own panels around the
 * map (`beforeMap`: left2 and left3; `afterMap`: bottom and right1).
 */
export function RegionDashboard<T>({
  title,
  search,
  onSearchChange,
  currentYear,
  query,
  indicators,
  map,
  beforeMap,
  afterMap,
  ranking,
}: Required<DashboardPageProps> & {
  title: string;
  query: DashboardQuery;
  indicators: readonly DashboardIndicator[] | undefined;
  map: {
    title: string;
    legend: string;
    name: string;
    regions: readonly { qhdm: string; count: number }[] | undefined;
    points: ReturnType<typeof useRegionPoints>;
    queries: readonly DashboardQuery[];
  };
  beforeMap: ReactNode;
  afterMap: ReactNode;
  ranking: DashboardRanking<T>;
}) {
  const onRegionChange = (qhdm: string) => onSearchChange({ ...search, qhdm });
  return (
    <DashboardFrame title={title} search={search} onSearchChange={onSearchChange} currentYear={currentYear}>
      <IndicatorsPanel query={query} indicators={indicators} />
      {beforeMap}
      <RegionMapPanel
        key={search.qhdm}
        title={map.title}
        legend={map.legend}
        qhdm={search.qhdm}
        regions={map.regions}
        points={map.points}
        queries={map.queries}
        onRegionChange={onRegionChange}
        mapName={map.name}
      />
      {afterMap}
      <CockpitPanel title={ranking.title} queries={[query]} area="right2">
        <RankList
          rows={ranking.rows}
          label={ranking.title}
          rowKey={ranking.rowKey}
          name={ranking.name}
          figures={ranking.figures}
        />
      </CockpitPanel>
    </DashboardFrame>
  );
}
