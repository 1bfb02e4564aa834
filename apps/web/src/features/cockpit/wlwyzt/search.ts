import type { SearchSchemaInput } from '@tanstack/react-router';
import { stripDefaults } from '@/lib/list-search';

/** Default region of the cockpits (SPEC §9). */
export const DEFAULT_REGION = '43';

export type CockpitSearchInput = { qhdm?: string } & SearchSchemaInput;

/** The cockpit's search: the region code it is scoped to (2–12 digits within Hunan; else 43). */
export function validateCockpitSearch(input: CockpitSearchInput) {
  const raw = (input ?? {}) as Record<string, unknown>;
  const code = String(raw.qhdm ?? '');
  return { qhdm: /^43(\d{2}){0,2}(\d{3}){0,2}$/.test(code) ? code : DEFAULT_REGION };
}
export type CockpitSearch = ReturnType<typeof validateCockpitSearch>;

/** For the route's `search` option: the default region stays out of the URL. */
export const cockpitSearchOptions = { middlewares: [stripDefaults({ qhdm: DEFAULT_REGION })] };
