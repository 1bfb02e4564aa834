export { Chart } from './Chart';
export type { ChartEventParams, ChartOption, ChartProps } from './types';
