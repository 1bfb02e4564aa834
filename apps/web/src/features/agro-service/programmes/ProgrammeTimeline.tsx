import { Tooltip } from 'antd';
import { type GanttStage, ganttLayout } from './gantt';
import { programmeMessages as m } from './messages';
import './programme.css';

type Stage = GanttStage & { id: number; name: string };

const range = (a: string, b: string | null) => (b ? m.detail.range(a, b) : m.detail.started(a));

/** The programme's stages as bars on a time axis: planned above, actual below, today's line in red. */
export function ProgrammeTimeline({ stages, today }: { stages: readonly Stage[]; today: string }) {
  const g = ganttLayout(stages, today);
  return (
    <figure className="programme-gantt" aria-label={m.detail.timeline} style={{ margin: 0 }}>
      <div className="programme-gantt-legend">
        <span>
          <span className="programme-gantt-swatch" style={{ background: '#91caff' }} />
          {m.detail.legendPlanned}
        </span>
        <span>
          <span className="programme-gantt-swatch" style={{ background: '#52c41a' }} />
          {m.detail.legendActual}
        </span>
        <span>
          <span className="programme-gantt-swatch" style={{ background: '#ff4d4f', width: 2 }} />
          {m.detail.today}
        </span>
      </div>
      <div className="programme-gantt-body">
        <div className="programme-gantt-labels">
          {stages.map((s) => (
            <div key={s.id} className="programme-gantt-label" title={s.name}>
              {s.name}
            </div>
          ))}
          <div />
        </div>
        <div className="programme-gantt-tracks">
          {g.months.map((mo) => (
            <div key={mo.date} className="programme-gantt-month" style={{ left: `${mo.left}%` }} />
          ))}
          {stages.map((s, i) => {
            const row = g.rows[i];
            if (!row) return null;
            const planned = m.detail.barLabel(
              s.name,
              m.detail.legendPlanned,
              m.detail.range(s.plannedStart, s.plannedEnd),
            );
            const actual = s.actualStart
              ? m.detail.barLabel(s.name, m.detail.legendActual, range(s.actualStart, s.actualEnd))
              : '';
            return (
              <div key={s.id} className="programme-gantt-track">
                <Tooltip title={planned}>
                  <div
                    className="programme-gantt-bar planned"
                    role="img"
                    aria-label={planned}
                    style={{ left: `${row.planned.left}%`, width: `${row.planned.width}%` }}
                  />
                </Tooltip>
                {row.actual ? (
                  <Tooltip title={actual}>
                    <div
                      className={`programme-gantt-bar actual${row.actualOpen ? ' open' : ''}`}
                      role="img"
                      aria-label={actual}
                      style={{ left: `${row.actual.left}%`, width: `${row.actual.width}%` }}
                    />
                  </Tooltip>
                ) : null}
              </div>
            );
          })}
          <div className="programme-gantt-axis">
            <span className="programme-gantt-tick" style={{ left: 0, transform: 'none' }}>
              {g.start}
            </span>
            {g.months.map((mo) =>
              mo.left > 8 && mo.left < 92 ? (
                <span key={mo.date} className="programme-gantt-tick" style={{ left: `${mo.left}%` }}>
                  {mo.date.slice(0, 7)}
                </span>
              ) : null,
            )}
            <span className="programme-gantt-tick" style={{ left: 'auto', right: 0, transform: 'none' }}>
              {g.end}
            </span>
          </div>
          {g.today !== null ? (
            <div className="programme-gantt-today" style={{ left: `${g.today}%` }}>
              <span>{m.detail.today}</span>
            </div>
          ) : null}
        </div>
      </div>
    </figure>
  );
}
