import type { BarSeriesOption, LineSeriesOption, PieSeriesOption, ScatterSeriesOption } from 'echarts/charts';
import type {
  DatasetComponentOption,
  DataZoomComponentOption,
  GridComponentOption,
  LegendComponentOption,
  MarkLineComponentOption,
  TitleComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { CSSProperties } from 'react';

/** The option type of the pieces registered in echarts.ts (type-only: no runtime import). */
export type ChartOption = ComposeOption<
  | LineSeriesOption
  | BarSeriesOption
  | PieSeriesOption
  | ScatterSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
  | TitleComponentOption
  | DatasetComponentOption
  | DataZoomComponentOption
  | MarkLineComponentOption
>;

/** A chart event's parameters, as far as handlers here need them. */
export interface ChartEventParams {
  componentType?: string;
  seriesName?: string;
  seriesIndex?: number;
  name?: string;
  dataIndex?: number;
  value?: unknown;
}

export interface ChartProps {
  /** The ECharts option; a new object re-applies it (merged unless `notMerge`). */
  option: ChartOption;
  /** Accessible name of the chart (role="img"); also the ECharts aria description's title. */
  ariaLabel: string;
  /** Replace the previous option instead of merging into it (series removed, etc.). */
  notMerge?: boolean;
  className?: string;
  /** The container's style; the chart fills the container (give it a height). Default height 100%. */
  style?: CSSProperties;
  /** Chart events (e.g. { click: (p) => … }); handlers may change between renders. */
  onEvents?: Partial<
    Record<'click' | 'legendselectchanged' | 'mouseover', (params: ChartEventParams) => void>
  >;
  /** data-testid on the container. */
  testId?: string;
}
