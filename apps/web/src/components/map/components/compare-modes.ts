import { mapMessages as m } from '../messages';

/** Compare modes (SPEC §4): a curtain either way, or 2, 3 or 4 synchronised panes. */
export const COMPARE_MODES = [
  'curtain-vertical',
  'curtain-horizontal',
  'split-2',
  'split-3',
  'split-4',
] as const;
export type CompareMode = (typeof COMPARE_MODES)[number];

/** How many maps a mode shows. */
export function paneCount(mode: CompareMode): number {
  return mode.startsWith('curtain') ? 2 : Number(mode.slice('split-'.length));
}

/** The menu label of a mode. */
export function compareModeLabel(mode: CompareMode): string {
  if (mode === 'curtain-vertical') return m.compare.curtainVertical;
  if (mode === 'curtain-horizontal') return m.compare.curtainHorizontal;
  return m.compare.split(paneCount(mode));
}
