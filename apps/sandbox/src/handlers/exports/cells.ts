/** Cell helpers shared by the export sheets (the screens' own formatting of a value). */
import type { Cell } from './engine';

type Row = Record<string, unknown>;

/** A number with two decimals as text (e.g. 面积 `12.50`); empty when there is none. */
export const fixed2 =
  (field: string) =>
  (row: Row): Cell => {
    const v = row[field];
    if (v === null || v === undefined || v === '') return '';
    const n = Number(v);
    return Number.isFinite(n) ? n.toFixed(2) : '';
  };

/** `mm:ss` (or `h:mm:ss` from an hour) of a duration in seconds. */
export function duration(seconds: unknown): string {
  const s = Math.max(0, Math.round(Number(seconds) || 0));
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** A file size for people: B, KB or MB with one decimal. */
export function fileSize(bytes: unknown): string {
  const b = Number(bytes) || 0;
  if (b < 1024) return `${b} B`;
  if (b < 1024 * 1024) return `${(b / 1024).toFixed(1)} KB`;
  return `${(b / 1024 / 1024).toFixed(1)} MB`;
}
