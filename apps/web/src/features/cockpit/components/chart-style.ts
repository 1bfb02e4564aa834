/** Chart styles shared by the cockpits' panels (dark big-screen theme). */
export const AXIS = { color: '#9cc3e6' };
export const SPLIT = { lineStyle: { color: 'rgba(64,158,255,0.15)' } };
export const TOOLTIP = { trigger: 'axis', confine: true } as const;
export const LEGEND = { top: 0, textStyle: AXIS, itemWidth: 10, itemHeight: 8 } as const;
/** Series colours of the dashboards. */
export const PALETTE = [
  '#3ee0ff',
  '#ffd666',
  '#b37feb',
  '#5cdbd3',
  '#ff7a45',
  '#40a9ff',
  '#f759ab',
  '#95de64',
];
