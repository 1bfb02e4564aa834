// The one place the app registers ECharts pieces (tree-shaken: `echarts/core` plus only what is
// listed here). This module is imported only by EChart.tsx, which `Chart` loads lazily, so ECharts
// lands in its own chunk, fetched the first time a chart renders.
import { BarChart, LineChart, PieChart, ScatterChart } from 'echarts/charts';
import {
  AriaComponent,
  DatasetComponent,
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TitleComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([
  LineChart,
  BarChart,
  PieChart,
  ScatterChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  TitleComponent,
  DatasetComponent,
  DataZoomComponent,
  MarkLineComponent,
  AriaComponent,
  // SVG: crisp at any device pixel ratio, lighter on memory for dashboards with many small
  // charts, and its text is in the DOM (readable by tests and assistive tools).
  SVGRenderer,
]);

export { echarts };
