import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_LIMIT, linearSearch, RegionIndex, type RegionRecord } from './region-index';

const hunan: RegionRecord[] = [
  { qhdm: '44', qhmc: '广东省', sjqhdm: '' },
  { qhdm: '430104001001', qhmc: '岳麓山社区', sjqhdm: '430104001' },
  { qhdm: '4301', qhmc: '长沙市', sjqhdm: '43' },
  { qhdm: '430602', qhmc: '岳阳楼区', sjqhdm: '4306' },
  { qhdm: '43', qhmc: '湖南省', sjqhdm: '' },
  { qhdm: '430104', qhmc: '岳麓区', sjqhdm: '4301' },
  { qhdm: '430102', qhmc: '芙蓉区', sjqhdm: '4301' },
  { qhdm: '4306', qhmc: '岳阳市', sjqhdm: '43' },
  { qhdm: '430104001', qhmc: '岳麓街道', sjqhdm: '430104' },
  { qhdm: '430171', qhmc: '长沙高新区(CS)' }, // no sjqhdm: parent derived from the code
  { qhdm: '4401', qhmc: '广州市', sjqhdm: '44' },
];
const codes = (rs: RegionRecord[]) => rs.map((r) => r.qhdm);

describe('RegionIndex examples', () => {
  const index = new RegionIndex(hunan);

  it('finds names by substring, shallow levels first, then by code', () => {
    expect(codes(index.search('岳'))).toEqual(['4306', '430104', '430602', '430104001', '430104001001']);
    expect(codes(index.search('岳麓'))).toEqual(['430104', '430104001', '430104001001']);
    expect(codes(index.search('  长沙 '))).toEqual(['4301', '430171']);
    expect(index.search('不存在')).toEqual([]);
  });

  it('limits to a code prefix (the prefix region included)', () => {
    expect(codes(index.search('岳', { prefix: '4301' }))).toEqual(['430104', '430104001', '430104001001']);
    expect(codes(index.search('', { prefix: '4301', limit: Number.POSITIVE_INFINITY }))).toEqual([
      '4301',
      '430102',
      '430104',
      '430171',
      '430104001',
      '430104001001',
    ]);
    expect(index.search('岳', { prefix: '45' })).toEqual([]);
  });

  it('ignores letter case and honours the limit', () => {
    expect(codes(index.search('cs'))).toEqual(['430171']);
    expect(codes(index.search('岳', { limit: 2 }))).toEqual(['4306', '430104']);
    expect(index.search('岳', { limit: 0 })).toEqual([]);
    expect(index.search('', {}).length).toBe(Math.min(DEFAULT_SEARCH_LIMIT, hunan.length));
  });

  it('returns the caller’s records, and children/get by code', () => {
    expect(index.search('芙蓉')[0]).toBe(hunan[6]);
    expect(index.get('4301')).toBe(hunan[2]);
    expect(index.get('9999')).toBeUndefined();
    expect(codes(index.children('4301'))).toEqual(['430102', '430104', '430171']);
    expect(codes(index.children(''))).toEqual(['43', '44']);
    expect(index.children('430104001001')).toEqual([]);
    expect(index.size).toBe(hunan.length);
  });
});

// Random region sets: codes over a two-digit alphabet share many prefixes (and sometimes repeat),
// names mix Chinese characters with upper- and lower-case Latin letters.
const NAME_CHARS = ['长', '沙', '岳', '麓', '区', '村', '乡', '镇', '街', '道', 'A', 'a', 'B', 'b', ' '];
const nameArb = fc
  .array(fc.constantFrom(...NAME_CHARS), { minLength: 1, maxLength: 6 })
  .map((cs) => cs.join(''));
const codeArb = fc
  .tuple(
    fc.constantFrom(2, 4, 6, 9, 12),
    fc.array(fc.constantFrom('1', '2'), { minLength: 12, maxLength: 12 }),
  )
  .map(([len, ds]) => ds.slice(0, len).join(''));
const recordsArb = fc.array(
  fc.record({ qhdm: codeArb, qhmc: nameArb }).map((r) => ({ ...r, sjqhdm: null })),
  { maxLength: 150 },
);

describe('RegionIndex ≡ linearSearch', () => {
  it('returns exactly the linear scan’s results on random sets and queries', () => {
    fc.assert(
      fc.property(
        recordsArb,
        fc.array(
          fc.record({
            query: fc.oneof(
              nameArb,
              fc.constant(''),
              fc.array(fc.constantFrom(...NAME_CHARS, 'x', '市'), { maxLength: 3 }).map((cs) => cs.join('')),
            ),
            upper: fc.boolean(),
            prefix: fc.option(
              fc.array(fc.constantFrom('1', '2'), { maxLength: 7 }).map((cs) => cs.join('')),
              { nil: undefined },
            ),
            limit: fc.option(
              fc.oneof(fc.integer({ min: 0, max: 40 }), fc.constant(Number.POSITIVE_INFINITY)),
              {
                nil: undefined,
              },
            ),
          }),
          { minLength: 1, maxLength: 10 },
        ),
        (records, queries) => {
          const index = new RegionIndex(records);
          for (const { query, upper, prefix, limit } of queries) {
            const q = upper ? query.toUpperCase() : query;
            const options = { prefix, limit };
            const fast = index.search(q, options);
            const slow = linearSearch(records, q, options);
            expect(fast.length).toBe(slow.length);
            fast.forEach((r, i) => {
              expect(r).toBe(slow[i]);
            });
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('also finds substrings taken from the indexed names', () => {
    fc.assert(
      fc.property(
        recordsArb.filter((rs) => rs.length > 0),
        fc.nat(),
        fc.nat(),
        fc.nat(),
        (records, pick, from, len) => {
          const name = (records[pick % records.length] as RegionRecord).qhmc;
          const start = from % name.length;
          const query = name.slice(start, start + 1 + (len % 3));
          const fast = new RegionIndex(records).search(query, { limit: Number.POSITIVE_INFINITY });
          const slow = linearSearch(records, query, { limit: Number.POSITIVE_INFINITY });
          expect(fast.length).toBeGreaterThan(0);
          expect(fast).toEqual(slow);
        },
      ),
      { numRuns: 300 },
    );
  });
});
