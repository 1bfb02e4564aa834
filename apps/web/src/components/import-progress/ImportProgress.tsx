import { Progress } from 'antd';
import { importProgressMessages as m } from './messages';

/** Where an import is: reading the file (in a worker), the server checking, or saving its rows. */
export type ImportStage = 'read' | 'check' | 'save';

export interface ImportProgressState {
  stage: ImportStage;
  /** Rows of the stage done so far (the server's figures; null until it reports). */
  done: number | null;
  total: number;
}

/**
 * The progress of an import (客户, 市场价格): 读取 n / N 行 while the file is read, then the
 * server's 校验 / 保存 figures as it reports them (task progress); without a figure yet the bar
 * moves as "active" at the stage's start.
 */
export function ImportProgress({ progress }: { progress: ImportProgressState | null }) {
  if (!progress) return null;
  const { stage, done, total } = progress;
  const percent = total > 0 && done !== null ? Math.min(100, Math.floor((done / total) * 100)) : 0;
  return (
    <div className="import-progress" role="status" aria-live="polite" style={{ marginTop: 16 }}>
      <div className="import-progress-text">{m.text(stage, done, total)}</div>
      <Progress percent={percent} status="active" size="small" />
    </div>
  );
}
