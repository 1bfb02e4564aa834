import { describe, expect, it } from 'vitest';
import { CASCADER_MAX_LENGTH, cascaderCanExpand, cascaderIsLeaf, loadCascaderChildren } from './cascader';
import { drillDownTarget, levelForZoom, VILLAGE_DEFAULT_ZOOM, ZOOM_BANDS, zoomBand } from './drilldown';
import type { RegionRecord } from './region-index';
import {
  isWithinRegion,
  nextLevel,
  normalizeRegionCode,
  parentChain,
  parentCode,
  type RegionLevel,
  regionLevel,
  regionPath,
} from './regions';

interface Row {
  code: string;
  level: RegionLevel | null;
  parent: string | null;
  chain: string[];
  next: RegionLevel | null;
  band: [number, number] | null;
  leaf: boolean;
  expand: boolean;
}

// One row per code length 0–15 (and invalid forms). Codes are 长沙市岳麓区 and below.
const rows: Row[] = [
  {
    code: '',
    level: 'nation',
    parent: null,
    chain: [],
    next: 'province',
    band: [0, 4],
    leaf: false,
    expand: true,
  },
  { code: '4', level: null, parent: null, chain: [], next: null, band: null, leaf: true, expand: false },
  {
    code: '43',
    level: 'province',
    parent: '',
    chain: [],
    next: 'city',
    band: [2, 5],
    leaf: false,
    expand: true,
  },
  { code: '430', level: null, parent: null, chain: [], next: null, band: null, leaf: true, expand: false },
  {
    code: '4301',
    level: 'city',
    parent: '43',
    chain: ['43'],
    next: 'county',
    band: [5, 7],
    leaf: false,
    expand: true,
  },
  { code: '43010', level: null, parent: null, chain: [], next: null, band: null, leaf: true, expand: false },
  {
    code: '430104',
    level: 'county',
    parent: '4301',
    chain: ['43', '4301'],
    next: 'township',
    band: [7, 9],
    leaf: true,
    expand: true,
  },
  {
    code: '4301040',
    level: null,
    parent: null,
    chain: [],
    next: null,
    band: null,
    leaf: true,
    expand: false,
  },
  {
    code: '43010400',
    level: null,
    parent: null,
    chain: [],
    next: null,
    band: null,
    leaf: true,
    expand: false,
  },
  {
    code: '430104001',
    level: 'township',
    parent: '430104',
    chain: ['43', '4301', '430104'],
    next: 'village',
    band: [9, 11.3],
    leaf: true,
    expand: false,
  },
  {
    code: '4301040010',
    level: 'village',
    parent: '430104001',
    chain: ['43', '4301', '430104', '430104001'],
    next: null,
    band: [11, 17],
    leaf: true,
    expand: false,
  },
  {
    code: '43010400100',
    level: 'village',
    parent: '430104001',
    chain: ['43', '4301', '430104', '430104001'],
    next: null,
    band: [11, 17],
    leaf: true,
    expand: false,
  },
  {
    code: '430104001001',
    level: 'village',
    parent: '430104001',
    chain: ['43', '4301', '430104', '430104001'],
    next: null,
    band: [11, 17],
    leaf: true,
    expand: false,
  },
  {
    code: '4301040010010',
    level: 'village',
    parent: '430104001',
    chain: ['43', '4301', '430104', '430104001'],
    next: null,
    band: [11, 17],
    leaf: true,
    expand: false,
  },
  {
    code: '430104001001000',
    level: 'village',
    parent: '430104001',
    chain: ['43', '4301', '430104', '430104001'],
    next: null,
    band: [11, 17],
    leaf: true,
    expand: false,
  },
  { code: '43a1', level: null, parent: null, chain: [], next: null, band: null, leaf: true, expand: false },
  { code: '-43', level: null, parent: null, chain: [], next: null, band: null, leaf: true, expand: false },
];

describe('region codes, one row per code length', () => {
  it.each(rows)('$code', (row) => {
    expect(regionLevel(row.code)).toBe(row.level);
    expect(parentCode(row.code)).toBe(row.parent);
    expect(parentChain(row.code)).toEqual(row.chain);
    expect(nextLevel(row.code)).toBe(row.next);
    expect(cascaderIsLeaf(row.code)).toBe(row.leaf);
    expect(cascaderCanExpand(row.code)).toBe(row.expand);
    if (row.level === null) {
      expect(drillDownTarget(row.code)).toBeNull();
      expect(regionPath(row.code)).toEqual([]);
    } else {
      expect(zoomBand(row.level)).toEqual({ min: row.band?.[0], max: row.band?.[1] });
      const target = drillDownTarget(row.code);
      expect(target?.band).toEqual({ min: row.band?.[0], max: row.band?.[1] });
      expect(target?.childLevel).toBe(row.next);
      if (row.level !== 'nation') {
        expect(regionPath(row.code)).toEqual([
          ...row.chain,
          (normalizeRegionCode(row.code) as string).slice(0, 12),
        ]);
      }
    }
  });

  it('uses only the first 12 digits of village codes', () => {
    expect(normalizeRegionCode('430104001001000')).toBe('430104001001');
    expect(normalizeRegionCode(' 4301 ')).toBe('4301');
    expect(regionPath('430104001001999')).toEqual(['43', '4301', '430104', '430104001', '430104001001']);
  });

  it('tests containment by code prefix', () => {
    expect(isWithinRegion('430104001', '43')).toBe(true);
    expect(isWithinRegion('43', '43')).toBe(true);
    expect(isWithinRegion('4301', '')).toBe(true);
    expect(isWithinRegion('4401', '43')).toBe(false);
    expect(isWithinRegion('43x', '43')).toBe(false);
  });
});

describe('drill-down zoom bands', () => {
  it('has the bands of SPEC §4', () => {
    expect(ZOOM_BANDS).toEqual({
      nation: { min: 0, max: 4 },
      province: { min: 2, max: 5 },
      city: { min: 5, max: 7 },
      county: { min: 7, max: 9 },
      township: { min: 9, max: 11.3 },
      village: { min: 11, max: 17 },
    });
  });

  it.each([
    [0, 'nation'],
    [1.99, 'nation'],
    [2, 'province'],
    [4.5, 'province'],
    [5, 'city'],
    [6.99, 'city'],
    [7, 'county'],
    [9, 'township'],
    [11.2, 'village'],
    [10.99, 'township'],
    [13.1, 'village'],
    [18, 'village'],
  ] as const)('zoom %f shows %s', (zoom, level) => {
    expect(levelForZoom(zoom)).toBe(level);
  });

  it('clamps a fitted zoom into the band of the clicked region', () => {
    expect(drillDownTarget('4301', 8.2)).toMatchObject({
      level: 'city',
      childLevel: 'county',
      zoom: 7,
      fitted: true,
    });
    expect(drillDownTarget('4301', 3)?.zoom).toBe(5);
    expect(drillDownTarget('4301', 6.4)?.zoom).toBe(6.4);
    expect(drillDownTarget('43', 6.1)?.zoom).toBe(5);
    expect(drillDownTarget('430104001', 10)?.zoom).toBe(10);
  });

  it('uses the band minimum by default and 13.1 for villages', () => {
    expect(drillDownTarget('43')).toMatchObject({ zoom: 2, fitted: false });
    expect(drillDownTarget('430104')?.zoom).toBe(7);
    expect(drillDownTarget('430104001001')).toMatchObject({ zoom: VILLAGE_DEFAULT_ZOOM, fitted: false });
    expect(VILLAGE_DEFAULT_ZOOM).toBe(13.1);
    expect(drillDownTarget('430104001001', 15.5)).toMatchObject({ zoom: 15.5, fitted: true });
    expect(drillDownTarget('430104001001', Number.NaN)?.zoom).toBe(13.1);
  });
});

describe('cascader', () => {
  const records: RegionRecord[] = [
    { qhdm: '430104', qhmc: '岳麓区', sjqhdm: '4301' },
    { qhdm: '430102', qhmc: '芙蓉区', sjqhdm: '4301' },
    { qhdm: '440104', qhmc: '越秀区', sjqhdm: '4401' }, // not a child: filtered out
  ];

  it('loads children by parent, sorted, with leaf flags', async () => {
    const calls: string[] = [];
    const options = await loadCascaderChildren('4301', async (code) => {
      calls.push(code);
      return records;
    });
    expect(calls).toEqual(['4301']);
    expect(options).toEqual([
      { value: '430102', label: '芙蓉区', isLeaf: true },
      { value: '430104', label: '岳麓区', isLeaf: true },
    ]);
  });

  it('marks provinces and cities as expandable, not leaf', async () => {
    const options = await loadCascaderChildren('43', async () => [{ qhdm: '4301', qhmc: '长沙市' }]);
    expect(options).toEqual([{ value: '4301', label: '长沙市', isLeaf: false }]);
  });

  it('stops at 9-digit codes without calling the server', async () => {
    let called = false;
    const fetch = async () => {
      called = true;
      return [] as RegionRecord[];
    };
    expect(await loadCascaderChildren('430104001', fetch)).toEqual([]);
    expect(await loadCascaderChildren('430104001001', fetch)).toEqual([]);
    expect(await loadCascaderChildren('43x', fetch)).toEqual([]);
    expect(called).toBe(false);
    expect(CASCADER_MAX_LENGTH).toBe(9);
  });

  it('still loads townships under a county (leaf but expandable)', async () => {
    const options = await loadCascaderChildren('430104', async () => [
      { qhdm: '430104001', qhmc: '岳麓街道' },
      { qhdm: '430104', qhmc: '岳麓区' }, // the parent itself is not its own child
    ]);
    expect(options).toEqual([{ value: '430104001', label: '岳麓街道', isLeaf: true }]);
  });
});
