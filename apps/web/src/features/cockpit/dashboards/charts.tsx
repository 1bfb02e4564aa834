import type { ReactNode } from 'react';
import { Chart, type ChartOption } from '@/components/charts';
import { CockpitFrame } from '../components/CockpitFrame';
import { AXIS, LEGEND, SPLIT, TOOLTIP } from '../components/chart-style';
import { cockpitMessages } from '../messages';
import type { DashboardSearch } from './search';
import { YearSelect } from './widgets';

/** One series of a two-axis chart: amounts on the left axis, counts on the right (`right`). */
export interface TwinAxisSeries {
  type: 'bar' | 'line';
  name: string;
  data: number[];
  color: string;
  right?: boolean;
}

/**
 * A category chart with a value axis on each side (e.g. amount in yuan and quantity by month);
 * callers memoise it on their rows.
 */
export function twinAxisOption(options: {
  grid: { left: number; right: number; top: number; bottom: number };
  categories: string[];
  series: TwinAxisSeries[];
  /** Every category's label, however many (default: as many as fit). */
  everyLabel?: boolean;
}): ChartOption {
  const { grid, categories, series, everyLabel } = options;
  return {
    grid,
    legend: LEGEND,
    tooltip: TOOLTIP,
    xAxis: {
      type: 'category',
      data: categories,
      axisLabel: everyLabel ? { ...AXIS, interval: 0 } : AXIS,
    },
    yAxis: [
      { type: 'value', axisLabel: AXIS, splitLine: SPLIT },
      { type: 'value', axisLabel: AXIS, splitLine: { show: false }, minInterval: 1 },
    ],
    series: series.map((s) => ({
      type: s.type,
      name: s.name,
      ...(s.right ? { yAxisIndex: 1 } : {}),
      data: s.data,
      itemStyle: { color: s.color },
    })),
  };
}

/** A panel's chart, or 暂无数据 when it has nothing to show. */
export function PanelChart({
  option,
  label,
  testId,
  empty = false,
}: {
  option: ChartOption;
  label: string;
  testId: string;
  empty?: boolean;
}) {
  return empty ? (
    <div className="cockpit-panel-note">{cockpitMessages.panel.empty}</div>
  ) : (
    <Chart option={option} ariaLabel={label} testId={testId} className="cockpit-chart" />
  );
}

/** What a dashboard page is given by its route: the search and how to change it. */
export interface DashboardPageProps {
  search: DashboardSearch;
  onSearchChange: (search: DashboardSearch) => void;
  /** The current year (the year picker offers it and the four before). */
  currentYear?: number;
}

/**
 * A dashboard's frame: the cockpit header with its region picker and the year picker, both
 * writing the dashboard's search (region code and year).
 */
export function DashboardFrame({
  title,
  search,
  onSearchChange,
  currentYear,
  children,
}: {
  title: string;
  search: DashboardSearch;
  onSearchChange: (search: DashboardSearch) => void;
  currentYear: number;
  children: ReactNode;
}) {
  return (
    <CockpitFrame
      title={title}
      regionCode={search.qhdm}
      onRegionChange={(qhdm) => onSearchChange({ ...search, qhdm })}
      extra={
        <YearSelect
          value={search.year}
          currentYear={currentYear}
          onChange={(year) => onSearchChange({ ...search, year })}
        />
      }
    >
      {children}
    </CockpitFrame>
  );
}
