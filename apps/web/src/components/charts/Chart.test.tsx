import { render, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Chart } from './Chart';
import type { ChartOption } from './types';

const option: ChartOption = {
  xAxis: { type: 'category', data: ['一月', '二月'] },
  yAxis: { type: 'value' },
  series: [{ type: 'bar', name: '数量', data: [3, 7] }],
};

/** The chart's box once ECharts has drawn into it (the lazy chunk replaces the placeholder). */
async function drawnChart(name: string) {
  return waitFor(() => {
    const box = screen.getByRole('img', { name });
    expect(box.querySelector('svg')).not.toBeNull();
    return box;
  });
}

describe('Chart', () => {
  // jsdom lays nothing out: give elements a size so ECharts draws (restored afterwards).
  const width = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
  const height = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  beforeAll(async () => {
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 400 });
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 300 });
    await import('./EChart'); // the lazy chunk, loaded once before the tests
  }, 30_000);
  afterAll(() => {
    if (width) Object.defineProperty(HTMLElement.prototype, 'clientWidth', width);
    if (height) Object.defineProperty(HTMLElement.prototype, 'clientHeight', height);
  });

  it('draws the option as SVG inside a labelled box and disposes it on unmount', async () => {
    const { unmount } = render(<Chart option={option} ariaLabel="月度数量" />);
    const box = await drawnChart('月度数量');
    expect(box.textContent).toContain('一月');
    expect(box.textContent).toContain('二月');
    expect(box.getAttribute('_echarts_instance_')).toBeTruthy();
    unmount();
    // Disposed: ECharts clears its mark on the container and removes what it drew.
    expect(box.getAttribute('_echarts_instance_')).toBeFalsy();
    expect(box.querySelector('svg')).toBeNull();
  });

  it('re-applies a new option', async () => {
    const { rerender } = render(<Chart option={option} ariaLabel="图" />);
    const box = await drawnChart('图');
    await waitFor(() => expect(box.textContent).toContain('一月'));
    rerender(
      <Chart option={{ ...option, xAxis: { type: 'category', data: ['三月', '四月'] } }} ariaLabel="图" />,
    );
    await waitFor(() => expect(box.textContent).toContain('三月'));
    expect(box.textContent).not.toContain('一月');
  });
});
