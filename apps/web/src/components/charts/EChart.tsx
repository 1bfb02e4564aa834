import { useEffect, useRef } from 'react';
import { echarts } from './echarts';
import type { ChartEventParams, ChartProps } from './types';

type Instance = ReturnType<typeof echarts.init>;

/**
 * An ECharts instance bound to a div: created on mount, resized whenever the container's size
 * changes (ResizeObserver, so the chart is drawn at its real size — no CSS scaling, tooltips land
 * under the pointer), option re-applied on change, disposed on unmount (no leaked instances).
 * Load it through `Chart` (lazy) rather than directly.
 */
export default function EChart({
  option,
  ariaLabel,
  notMerge,
  className,
  style,
  onEvents,
  testId,
}: ChartProps) {
  const el = useRef<HTMLDivElement>(null);
  const chart = useRef<Instance | null>(null);
  const handlers = useRef(onEvents);
  handlers.current = onEvents;

  useEffect(() => {
    const node = el.current;
    if (!node) return;
    const instance = echarts.init(node, undefined, { renderer: 'svg' });
    chart.current = instance;
    for (const name of ['click', 'legendselectchanged', 'mouseover'] as const) {
      instance.on(name, (...args: unknown[]) => {
        handlers.current?.[name]?.(args[0] as ChartEventParams);
      });
    }
    let frame = 0;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (!instance.isDisposed()) instance.resize();
      });
    });
    observer.observe(node);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(
      { aria: { enabled: true, label: { description: ariaLabel } }, ...option },
      { notMerge: notMerge ?? false, lazyUpdate: true },
    );
  }, [option, notMerge, ariaLabel]);

  return (
    <div
      ref={el}
      role="img"
      aria-label={ariaLabel}
      className={className}
      data-testid={testId}
      style={{ width: '100%', height: '100%', minHeight: 0, ...style }}
    />
  );
}
