import type { SearchSchemaInput } from '@tanstack/react-router';
import { stripDefaults } from '@/lib/list-search';

/** Default region of the cockpits (SPEC §9). */
export const DASHBOARD_REGION = '43';

export type DashboardSearchInput = { qhdm?: string; year?: string } & SearchSchemaInput;

/**
 * The supplier / customer dashboard's search: the region (province, a city or a county of Hunan;
 * else 43) and the year ('' = the current year).
 */
export function validateDashboardSearch(input: DashboardSearchInput) {
  const raw = (input ?? {}) as Record<string, unknown>;
  const code = String(raw.qhdm ?? '');
  const year = String(raw.year ?? '');
  return {
    qhdm: /^43(\d{2}){0,2}$/.test(code) ? code : DASHBOARD_REGION,
    year: /^(19|20)\d{2}$/.test(year) ? year : '',
  };
}
export type DashboardSearch = ReturnType<typeof validateDashboardSearch>;

/** For the route's `search` option: the defaults stay out of the URL. */
export const dashboardSearchOptions = { middlewares: [stripDefaults({ qhdm: DASHBOARD_REGION, year: '' })] };
