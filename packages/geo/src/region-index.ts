import { parentCode } from './regions';

/** An administrative region as the area server sends it (SPEC §3): code, name, parent code. */
export interface RegionRecord {
  /** Region code (区划代码). */
  readonly qhdm: string;
  /** Region name (区划名称). */
  readonly qhmc: string;
  /** Parent region code (上级区划代码); derived from `qhdm` when absent. */
  readonly sjqhdm?: string | null;
}

/** Options of a region search. */
export interface RegionSearchOptions {
  /** Only regions whose code starts with this prefix (e.g. `'4301'` for 长沙市 and below). */
  readonly prefix?: string;
  /** Maximum number of results; default 50. Use `Infinity` for all. */
  readonly limit?: number;
}

/** Default maximum number of search results. */
export const DEFAULT_SEARCH_LIMIT = 50;

/**
 * Result order shared by {@link linearSearch} and {@link RegionIndex}: shallower levels first
 * (shorter code), then by code, then by position in the input (stable for duplicate codes).
 */
function compareRecords(a: RegionRecord, ai: number, b: RegionRecord, bi: number): number {
  if (a.qhdm.length !== b.qhdm.length) return a.qhdm.length - b.qhdm.length;
  if (a.qhdm !== b.qhdm) return a.qhdm < b.qhdm ? -1 : 1;
  return ai - bi;
}

function normaliseQuery(query: string): string {
  return query.trim().toLowerCase();
}

function normaliseLimit(limit: number | undefined): number {
  if (limit === undefined) return DEFAULT_SEARCH_LIMIT;
  if (Number.isNaN(limit) || limit <= 0) return 0;
  return Math.floor(limit);
}

/**
 * Searches regions by a scan over every record — the reference semantics of
 * {@link RegionIndex.search}, kept for comparison and for tiny lists:
 *
 * - `query` is trimmed; a region matches when its name contains the query as a substring, ignoring
 *   letter case (no pinyin, no fuzzy matching). An empty query matches every region.
 * - `prefix` (trimmed) keeps only codes starting with it; the prefix region itself is included.
 * - Results are ordered by level (code length), then code, then input position; at most `limit`.
 *
 * @example linearSearch(records, '岳麓', { prefix: '43' })
 */
export function linearSearch(
  records: readonly RegionRecord[],
  query: string,
  options: RegionSearchOptions = {},
): RegionRecord[] {
  const q = normaliseQuery(query);
  const prefix = (options.prefix ?? '').trim();
  const limit = normaliseLimit(options.limit);
  const hits: number[] = [];
  for (let i = 0; i < records.length; i++) {
    const r = records[i] as RegionRecord;
    if (r.qhdm.startsWith(prefix) && r.qhmc.toLowerCase().includes(q)) hits.push(i);
  }
  hits.sort((x, y) => compareRecords(records[x] as RegionRecord, x, records[y] as RegionRecord, y));
  return hits.slice(0, limit).map((i) => records[i] as RegionRecord);
}

/**
 * An in-memory search index over administrative regions (built once, e.g. from the area tree of
 * a year). Same results as {@link linearSearch}, in well under a millisecond per query over the
 * ~31.7k regions of a province down to villages:
 *
 * - records are kept pre-sorted in result order with precomputed lower-case names;
 * - a posting list per character (UTF-16 unit) lists the records whose name contains it, in result
 *   order; a query walks the shortest list of its characters, checks the substring and stops at
 *   `limit`;
 * - for a code prefix, each level's records form a contiguous code range found by binary search,
 *   which is scanned instead when it is shorter than the posting list.
 *
 * @example
 * const index = new RegionIndex(records);
 * index.search('岳麓', { prefix: '4301', limit: 10 });
 * index.children('4301'); // the districts/counties of 长沙市, by code
 */
export class RegionIndex {
  /** Number of indexed regions. */
  readonly size: number;
  private readonly records: RegionRecord[];
  private readonly names: string[];
  private readonly codes: string[];
  private readonly postings = new Map<number, Int32Array>();
  /** Per code length, [start, end) of its records in `records`, ascending by length. */
  private readonly groups: { len: number; start: number; end: number }[] = [];
  private readonly byCode = new Map<string, RegionRecord>();
  private readonly childrenByParent = new Map<string, RegionRecord[]>();

  /** Builds the index; the records are not copied or changed. */
  constructor(records: readonly RegionRecord[]) {
    const order = records.map((_, i) => i);
    order.sort((x, y) => compareRecords(records[x] as RegionRecord, x, records[y] as RegionRecord, y));
    this.records = order.map((i) => records[i] as RegionRecord);
    this.size = this.records.length;
    this.names = this.records.map((r) => r.qhmc.toLowerCase());
    this.codes = this.records.map((r) => r.qhdm);

    // Posting lists: count, allocate, fill (each record at most once per distinct unit).
    const counts = new Map<number, number>();
    const seen = new Set<number>();
    for (const name of this.names) {
      seen.clear();
      for (let j = 0; j < name.length; j++) seen.add(name.charCodeAt(j));
      for (const u of seen) counts.set(u, (counts.get(u) ?? 0) + 1);
    }
    const fill = new Map<number, number>();
    for (const [u, n] of counts) {
      this.postings.set(u, new Int32Array(n));
      fill.set(u, 0);
    }
    for (let i = 0; i < this.names.length; i++) {
      const name = this.names[i] as string;
      seen.clear();
      for (let j = 0; j < name.length; j++) seen.add(name.charCodeAt(j));
      for (const u of seen) {
        const at = fill.get(u) as number;
        (this.postings.get(u) as Int32Array)[at] = i;
        fill.set(u, at + 1);
      }
    }

    for (let i = 0; i < this.codes.length; ) {
      const len = (this.codes[i] as string).length;
      let j = i;
      while (j < this.codes.length && (this.codes[j] as string).length === len) j++;
      this.groups.push({ len, start: i, end: j });
      i = j;
    }

    for (const r of this.records) {
      if (!this.byCode.has(r.qhdm)) this.byCode.set(r.qhdm, r);
      const parent = r.sjqhdm ?? parentCode(r.qhdm);
      if (parent === null) continue;
      let list = this.childrenByParent.get(parent);
      if (!list) {
        list = [];
        this.childrenByParent.set(parent, list);
      }
      list.push(r);
    }
  }

  /** The region with this code (the first one if the input had duplicates). */
  get(code: string): RegionRecord | undefined {
    return this.byCode.get(code);
  }

  /**
   * The direct children of a region (records whose `sjqhdm`, or the parent derived from their code,
   * is `code`), ordered by code. `''` gives the provinces.
   */
  children(code: string): RegionRecord[] {
    return [...(this.childrenByParent.get(code) ?? [])];
  }

  /** Lower bound of `key` in records [lo, hi) by code. */
  private lowerBound(key: string, lo: number, hi: number): number {
    let l = lo;
    let h = hi;
    while (l < h) {
      const m = (l + h) >>> 1;
      if ((this.codes[m] as string) < key) l = m + 1;
      else h = m;
    }
    return l;
  }

  /** The contiguous [start, end) ranges, one per level, of codes starting with `prefix`. */
  private prefixRanges(prefix: string): [number, number][] {
    const ranges: [number, number][] = [];
    for (const g of this.groups) {
      if (g.len < prefix.length) continue;
      const start = this.lowerBound(prefix, g.start, g.end);
      // Every code with this prefix sorts before prefix + U+FFFF among equal-length digit codes.
      const end = this.lowerBound(`${prefix}\uffff`, start, g.end);
      if (end > start) ranges.push([start, end]);
    }
    return ranges;
  }

  /**
   * Searches by name; exactly the semantics and order of {@link linearSearch} (see there).
   */
  search(query: string, options: RegionSearchOptions = {}): RegionRecord[] {
    const q = normaliseQuery(query);
    const prefix = (options.prefix ?? '').trim();
    const limit = normaliseLimit(options.limit);
    const out: RegionRecord[] = [];
    if (limit === 0) return out;

    let ranges: [number, number][] | null = null;
    let rangeTotal = this.size;
    if (prefix !== '') {
      ranges = this.prefixRanges(prefix);
      rangeTotal = 0;
      for (const [s, e] of ranges) rangeTotal += e - s;
    }

    let posting: Int32Array | null = null;
    for (let j = 0; j < q.length; j++) {
      const list = this.postings.get(q.charCodeAt(j));
      if (!list) return out; // a character no name contains
      if (posting === null || list.length < posting.length) posting = list;
    }

    if (posting !== null && posting.length <= rangeTotal) {
      for (let k = 0; k < posting.length; k++) {
        const i = posting[k] as number;
        if (prefix !== '' && !(this.codes[i] as string).startsWith(prefix)) continue;
        if (!(this.names[i] as string).includes(q)) continue;
        out.push(this.records[i] as RegionRecord);
        if (out.length >= limit) break;
      }
      return out;
    }

    const scan: [number, number][] = ranges ?? [[0, this.size]];
    for (const [s, e] of scan) {
      for (let i = s; i < e; i++) {
        if (q !== '' && !(this.names[i] as string).includes(q)) continue;
        out.push(this.records[i] as RegionRecord);
        if (out.length >= limit) return out;
      }
    }
    return out;
  }
}
