import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Region, YearRegion } from '../api/regions';
import { locateRegionByCode, queryRegionsByYear, type RegionServices } from './locate';

const yuelu: YearRegion = {
  qhdm: '430104',
  qhmc: '岳麓区',
  sjqhdm: '4301',
  bbox: [112.68, 27.99, 113.02, 28.42],
};

function services(
  byYear: YearRegion[] = [],
  detail?: Partial<Region>,
): RegionServices & {
  byYear: ReturnType<typeof vi.fn>;
  detail: ReturnType<typeof vi.fn>;
} {
  return {
    byYear: vi.fn(async () => byYear),
    detail: vi.fn(async () => ({ ...yuelu, hasChildren: true, level: 'county', ...detail }) as Region),
  };
}

afterEach(() => vi.restoreAllMocks());

describe('locateRegionByCode', () => {
  it('warns without a year or a version, and asks nothing', async () => {
    const s = services([yuelu]);
    expect(await locateRegionByCode({ code: '430104' }, s)).toEqual({
      ok: false,
      warning: '按区划代码定位需要年份或版本',
    });
    expect(await locateRegionByCode({ code: '430104', year: ' ', version: '' }, s)).toMatchObject({
      warning: '按区划代码定位需要年份或版本',
    });
    expect(s.byYear).not.toHaveBeenCalled();
    expect(s.detail).not.toHaveBeenCalled();
  });

  it('locates with the year’s edition', async () => {
    const s = services([{ ...yuelu, qhdm: '4301', qhmc: '长沙市' }, yuelu]);
    expect(await locateRegionByCode({ code: '430104', year: '2024' }, s)).toEqual({
      ok: true,
      code: '430104',
      name: '岳麓区',
      bbox: [112.68, 27.99, 113.02, 28.42],
    });
    expect(s.byYear).toHaveBeenCalledWith('2024', '430104');
  });

  it('locates with the current version through the region detail', async () => {
    const s = services();
    expect(await locateRegionByCode({ code: '430104', version: 'current' }, s)).toMatchObject({ ok: true });
    expect(s.detail).toHaveBeenCalledWith('430104');
  });

  it('warns when the extent is empty', async () => {
    expect(
      await locateRegionByCode({ code: '430104', year: '2024' }, services([{ ...yuelu, bbox: null }])),
    ).toEqual({
      ok: false,
      warning: '区域范围数据为空，定位失败',
    });
    expect(
      await locateRegionByCode({ code: '430104', version: 'current' }, services([], { bbox: null })),
    ).toEqual({
      ok: false,
      warning: '区域范围数据为空，定位失败',
    });
  });

  it('only logs a year without data', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    expect(await locateRegionByCode({ code: '430104', year: '1990' }, services([]))).toEqual({
      ok: false,
      warning: null,
    });
    expect(info).toHaveBeenCalled();
  });
});

describe('queryRegionsByYear', () => {
  it('needs a year', async () => {
    const s = services([yuelu]);
    expect(await queryRegionsByYear('', s)).toEqual({ ok: false, warning: '年份不能为空' });
    expect(await queryRegionsByYear(undefined, s)).toEqual({ ok: false, warning: '年份不能为空' });
    expect(s.byYear).not.toHaveBeenCalled();
  });

  it('answers the year’s regions; an empty year is logged', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    expect(await queryRegionsByYear('2024', services([yuelu]), '4301')).toEqual({
      ok: true,
      regions: [yuelu],
    });
    expect(info).not.toHaveBeenCalled();
    expect(await queryRegionsByYear('1990', services([]))).toEqual({ ok: true, regions: [] });
    expect(info).toHaveBeenCalledWith('[map] region data empty for year', '1990');
  });
});
