import type { RegionRecord } from './region-index';
import { normalizeRegionCode } from './regions';

/**
 * Rules of the region cascader of the device edit form (SPEC §5): children load lazily by parent
 * code, nothing is loaded below 9-digit (township) codes, codes of 6 or more digits are marked as
 * leaf, and any level may be selected.
 *
 * `isLeaf` and "can expand" differ on purpose, as on the original screen: a county (6 digits) is
 * shown as a leaf (no expand arrow, selecting it closes the panel), yet its townships may still be
 * loaded when the app asks (e.g. to show a saved township value); below townships nothing loads.
 */

/** Codes with at least this many digits are shown as leaves. */
export const CASCADER_LEAF_MIN_LENGTH = 6;
/** No children are loaded for codes with this many digits or more. */
export const CASCADER_MAX_LENGTH = 9;

/** An option of an ant-design style cascader. */
export interface CascaderOption {
  /** The region code. */
  readonly value: string;
  /** The region name. */
  readonly label: string;
  /** Whether the cascader shows the option as a leaf. */
  readonly isLeaf: boolean;
}

/** Whether the cascader marks `code` as a leaf: 6 or more digits (also true for invalid codes). */
export function cascaderIsLeaf(code: string): boolean {
  const c = normalizeRegionCode(code);
  return c === null || c.length >= CASCADER_LEAF_MIN_LENGTH;
}

/** Whether children of `code` may be loaded: a valid code shorter than 9 digits (`''` = provinces). */
export function cascaderCanExpand(code: string): boolean {
  const c = normalizeRegionCode(code);
  return c !== null && c.length < CASCADER_MAX_LENGTH;
}

/** A region record as a cascader option. */
export function toCascaderOption(record: RegionRecord): CascaderOption {
  return { value: record.qhdm, label: record.qhmc, isLeaf: cascaderIsLeaf(record.qhdm) };
}

/**
 * Loads the cascader options under `parent` with `fetchChildren` (e.g. the area drill-down call).
 * Returns `[]` without calling it when the parent may not expand; keeps only records that are
 * valid codes inside `parent` and sorts them by code.
 *
 * @example
 * loadData = async (selected) => {
 *   const parent = selected.at(-1)?.value ?? '43';
 *   children = await loadCascaderChildren(parent, (code) => api.areaDrillDown({ qhdm: code }));
 * };
 */
export async function loadCascaderChildren(
  parent: string,
  fetchChildren: (parent: string) => Promise<readonly RegionRecord[]>,
): Promise<CascaderOption[]> {
  const p = normalizeRegionCode(parent);
  if (p === null || !cascaderCanExpand(p)) return [];
  const records = await fetchChildren(p);
  return records
    .filter((r) => {
      const c = normalizeRegionCode(r.qhdm);
      return c !== null && c.length > p.length && c.startsWith(p);
    })
    .sort((a, b) => (a.qhdm < b.qhdm ? -1 : a.qhdm > b.qhdm ? 1 : 0))
    .map(toCascaderOption);
}
