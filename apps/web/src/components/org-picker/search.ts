/**
 * Name search of the organisation picker: a query matches a name containing it, or the pinyin
 * initials of the name (张伟 → zw) containing it. The index is built once per list so that
 * filtering 5,000 names per keystroke stays cheap.
 */
import { pinyin } from 'pinyin-pro';

export interface SearchEntry<T> {
  item: T;
  name: string;
  /** Lower-case pinyin initials, e.g. `zw` for 张伟 (other characters kept as they are). */
  initials: string;
}

/** Pinyin initials of a name: 张伟 → zw, 长沙分公司 → cs fgs without spaces (heteronyms by context). */
export function pinyinInitials(name: string): string {
  return pinyin(name, { pattern: 'first', toneType: 'none', type: 'array', nonZh: 'consecutive' })
    .join('')
    .toLowerCase();
}

export function buildSearchIndex<T>(items: readonly T[], nameOf: (item: T) => string): SearchEntry<T>[] {
  return items.map((item) => {
    const name = nameOf(item);
    return { item, name: name.toLowerCase(), initials: pinyinInitials(name) };
  });
}

/** Entries whose lower-case name or pinyin initials contain the lower-case, trimmed query `q`. */
export function filterEntries<T>(index: readonly SearchEntry<T>[], q: string): SearchEntry<T>[] {
  if (q === '') return [...index];
  const out: SearchEntry<T>[] = [];
  for (const entry of index) {
    if (entry.name.includes(q) || entry.initials.includes(q)) out.push(entry);
  }
  return out;
}

/** Items whose name or pinyin initials contain the query (case-insensitive); all for a blank query. */
export function filterIndex<T>(index: readonly SearchEntry<T>[], query: string): T[] {
  return filterEntries(index, query.trim().toLowerCase()).map((e) => e.item);
}
