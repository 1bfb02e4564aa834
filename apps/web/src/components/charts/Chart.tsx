import { lazy, Suspense } from 'react';
import type { ChartProps } from './types';

const EChart = lazy(() => import('./EChart'));

/**
 * The app's chart: ECharts 6 (SVG renderer, pieces registered in echarts.ts) loaded on first use.
 * Until the chunk arrives an empty box of the same size holds the place (labelled, so the layout
 * and the accessible name do not jump).
 */
export function Chart(props: ChartProps) {
  return (
    <Suspense
      fallback={
        <div
          role="img"
          aria-label={props.ariaLabel}
          aria-busy="true"
          className={props.className}
          data-testid={props.testId}
          style={{ width: '100%', height: '100%', ...props.style }}
        />
      }
    >
      <EChart {...props} />
    </Suspense>
  );
}
