/** Small typed helpers that narrow unknown values and indexed reads without casts. */

/** A plain JSON-like object (not null, not an array). */
export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The item at `i` of a list read round and round (`items[i % items.length]`); fails on an empty list. */
export function cyclic<T>(items: readonly T[], i: number): T {
  if (items.length === 0) throw new Error('cyclic: the list is empty');
  return items[i % items.length] as T;
}
