import { Button, Empty } from 'antd';
import type { MeasureLabel } from '../lib/measure-labels';
import { mapMessages as m } from '../messages';

export interface MeasureResultsProps {
  labels: readonly MeasureLabel[];
  /** Shape kind of each feature id (point, line, polygon, rectangle, circle). */
  shapeOf: (featureId: string) => keyof typeof m.measure.shape | undefined;
  onRemove: (featureId: string) => void;
  onClear: () => void;
}

/** The measuring labels of every drawn shape as a list (the same texts the map shows). */
export function MeasureResults({ labels, shapeOf, onRemove, onClear }: MeasureResultsProps) {
  const groups = new Map<string, MeasureLabel[]>();
  for (const l of labels) groups.set(l.featureId, [...(groups.get(l.featureId) ?? []), l]);
  return (
    <section
      className="map-card map-panel measure-results"
      aria-label={m.measure.title}
      data-testid="measure-results"
    >
      <div className="measure-results-head">
        <h2>{m.measure.title}</h2>
        {groups.size > 0 && (
          <Button size="small" type="link" onClick={onClear}>
            {m.measure.clearAll}
          </Button>
        )}
      </div>
      {groups.size === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={m.measure.empty} />
      ) : (
        <ul>
          {[...groups].map(([featureId, group]) => {
            const shape = shapeOf(featureId);
            return (
              <li key={featureId} data-feature-id={featureId} data-shape={shape}>
                <div className="measure-results-head">
                  <strong>{shape ? m.measure.shape[shape] : ''}</strong>
                  <Button size="small" type="link" danger onClick={() => onRemove(featureId)}>
                    {m.measure.remove}
                  </Button>
                </div>
                {group.map((l) => (
                  <span
                    key={`${l.kind}-${l.index}`}
                    className="measure-label"
                    data-kind={l.kind}
                    data-index={l.index}
                    data-value={l.value}
                  >
                    {l.text}
                  </span>
                ))}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
