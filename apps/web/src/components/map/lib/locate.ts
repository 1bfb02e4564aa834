import type { Region, YearRegion } from '../api/regions';
import { mapMessages as m } from '../messages';
import { type Bbox, validBbox } from './camera';

/** What locating by region code needs: the code and a year (edition) or a version. */
export interface LocateRegionInput {
  code: string;
  year?: string;
  version?: string;
}

/** Where the region services come from (injected: the app passes the SDK calls). */
export interface RegionServices {
  byYear: (nf: string, qhdm?: string) => Promise<YearRegion[]>;
  detail: (qhdm: string) => Promise<Region>;
}

export type LocateRegionResult =
  | { ok: true; code: string; name: string; bbox: Bbox }
  /** `warning` is the message to show; null when the case is only logged (SPEC §8). */
  | { ok: false; warning: string | null };

const blank = (s: string | undefined) => s === undefined || s.trim() === '';

/**
 * Locates a region by code (SPEC §5, §8): without a year or a version it warns
 * '按区划代码定位需要年份或版本'; with a year it reads that year's edition (getXzqByYear), with a
 * version the current edition (regionDetail). A year without data is only logged; a region with
 * an empty extent warns '区域范围数据为空，定位失败'.
 */
export async function locateRegionByCode(
  input: LocateRegionInput,
  services: RegionServices,
): Promise<LocateRegionResult> {
  const code = input.code.trim();
  if (blank(input.year) && blank(input.version)) return { ok: false, warning: m.locate.needYearOrVersion };
  let region: { qhdm: string; qhmc: string; bbox: number[] | null } | undefined;
  if (!blank(input.year)) {
    const year = (input.year as string).trim();
    const regions = await services.byYear(year, code);
    if (regions.length === 0) {
      console.info('[map] region data empty for year', year, code);
      return { ok: false, warning: null };
    }
    region = regions.find((r) => r.qhdm === code);
    if (!region) return { ok: false, warning: m.locate.regionNotFound };
  } else {
    region = await services.detail(code);
  }
  const bbox = validBbox(region.bbox);
  if (!bbox) return { ok: false, warning: m.locate.emptyBbox };
  return { ok: true, code: region.qhdm, name: region.qhmc, bbox };
}

export type RegionsByYearResult = { ok: true; regions: YearRegion[] } | { ok: false; warning: string };

/**
 * The year-based region query (SPEC §5): a year is required ('年份不能为空'); a year without data
 * gives an empty list and a diagnostic log (SPEC §8).
 */
export async function queryRegionsByYear(
  year: string | undefined,
  services: Pick<RegionServices, 'byYear'>,
  code?: string,
): Promise<RegionsByYearResult> {
  if (blank(year)) return { ok: false, warning: m.locate.yearRequired };
  const regions = await services.byYear((year as string).trim(), code?.trim() || undefined);
  if (regions.length === 0) console.info('[map] region data empty for year', year);
  return { ok: true, regions };
}
