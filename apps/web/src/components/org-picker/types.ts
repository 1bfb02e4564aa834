/** The organisation-picker value (SPEC §3) and its items. */

/** The picker's tabs: 部门, 角色, 指定人员, 部门和人员, 岗位. */
export const ORG_TABS = ['dep', 'role', 'user', 'dep&user', 'position'] as const;
export type OrgTab = (typeof ORG_TABS)[number];

export function isOrgTab(value: unknown): value is OrgTab {
  return typeof value === 'string' && (ORG_TABS as readonly string[]).includes(value);
}

/** What a selected node is. `role` items are the organisation's functional groups. */
export type OrgItemType = 'dep' | 'user' | 'role' | 'position';

/** One selected node. */
export interface OrgItem {
  type: OrgItemType;
  /** Department id, user id, group id or position code (as text). */
  id: string;
  name: string;
  /** The department of a user. */
  deptId?: number | null;
  /** The department name of a user, shown next to it. */
  deptName?: string | null;
}

/** SPEC §3: an object keyed by tab, each an array of selected nodes. */
export type OrgValue = Record<OrgTab, OrgItem[]>;

/** Default maximum number of selections (SPEC §9). */
export const ORG_MAX_DEFAULT = 99;

export function emptyOrgValue(): OrgValue {
  return { dep: [], role: [], user: [], 'dep&user': [], position: [] };
}

/** A complete value from anything stored (missing tabs become empty arrays). */
export function normalizeOrgValue(value: Partial<Record<string, unknown>> | null | undefined): OrgValue {
  const out = emptyOrgValue();
  if (!value || typeof value !== 'object') return out;
  for (const tab of ORG_TABS) {
    const list = value[tab];
    if (Array.isArray(list)) {
      out[tab] = list.filter(
        (item): item is OrgItem =>
          !!item && typeof item === 'object' && typeof item.id === 'string' && typeof item.name === 'string',
      );
    }
  }
  return out;
}

/** Number of selected nodes over every tab (the `n` of `n / max`). */
export function countOrgValue(value: OrgValue): number {
  return ORG_TABS.reduce((n, tab) => n + value[tab].length, 0);
}

/** Key of an item inside a tab (a department and a user may share an id). */
export function itemKey(item: Pick<OrgItem, 'type' | 'id'>): string {
  return `${item.type}:${item.id}`;
}

/** Every selected item as one list (for tags). */
export function flattenOrgValue(value: OrgValue): Array<OrgItem & { tab: OrgTab }> {
  return ORG_TABS.flatMap((tab) => value[tab].map((item) => ({ ...item, tab })));
}

/**
 * Adds or removes one item of a tab, refusing additions past `max`: answers the new value, or
 * `'full'` when the item would exceed the maximum.
 */
export function toggleOrgItem(value: OrgValue, tab: OrgTab, item: OrgItem, max: number): OrgValue | 'full' {
  const key = itemKey(item);
  const list = value[tab];
  if (list.some((i) => itemKey(i) === key)) {
    return { ...value, [tab]: list.filter((i) => itemKey(i) !== key) };
  }
  if (countOrgValue(value) >= max) return 'full';
  return { ...value, [tab]: [...list, item] };
}
