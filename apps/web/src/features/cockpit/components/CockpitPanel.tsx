import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { clockText } from '../lib/layout';
import { cockpitMessages as m } from '../messages';

export interface CockpitPanelProps {
  title: string;
  /** The panel's queries: fresh when all succeeded last time; 数据已过期 when one refresh failed. */
  queries: readonly Pick<UseQueryResult, 'status' | 'dataUpdatedAt' | 'isError' | 'refetch' | 'data'>[];
  /** Grid area name of the frame (see cockpit.css). */
  area?: string;
  extra?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * One panel of a cockpit: title, "更新于 HH:mm:ss" of its oldest query, and its state. Before the
 * first answer it shows 加载中; a first load that fails shows 加载失败 with 重试; a refresh that
 * fails keeps the last data and marks the panel 数据已过期 until a later refresh succeeds (the
 * queries' own cadence retries).
 */
export function CockpitPanel({ title, queries, area, extra, children, className }: CockpitPanelProps) {
  const loading = queries.some((q) => q.status === 'pending');
  const failedFirst = queries.some((q) => q.isError && q.data === undefined);
  const stale = !failedFirst && queries.some((q) => q.isError);
  const updated = queries.every((q) => q.dataUpdatedAt > 0)
    ? Math.min(...queries.map((q) => q.dataUpdatedAt))
    : 0;
  return (
    <section
      className={`cockpit-panel${stale ? ' is-stale' : ''}${className ? ` ${className}` : ''}`}
      style={area ? { gridArea: area } : undefined}
      aria-label={title}
      data-state={loading ? 'loading' : failedFirst ? 'error' : stale ? 'stale' : 'fresh'}
    >
      <header className="cockpit-panel-head">
        <h2>{title}</h2>
        {extra}
        <span className="cockpit-panel-time" aria-live="polite">
          {stale ? (
            <span className="cockpit-stale" title={m.panel.staleHint}>
              {m.panel.stale}
            </span>
          ) : null}
          {updated ? m.panel.updatedAt(clockText(updated)) : null}
        </span>
      </header>
      <div className="cockpit-panel-body">
        {loading ? (
          <div className="cockpit-panel-note">{m.panel.loading}</div>
        ) : failedFirst ? (
          <div className="cockpit-panel-note" role="alert">
            {m.panel.loadFailed}{' '}
            <Button size="small" onClick={() => queries.forEach((q) => void q.refetch())}>
              {m.panel.retry}
            </Button>
          </div>
        ) : (
          children
        )}
      </div>
    </section>
  );
}
