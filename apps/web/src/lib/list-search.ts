import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { SearchSchemaInput } from '@tanstack/react-router';
import type { CallMeta } from './query';

/** One search param of a screen: its default and how a raw URL value becomes a valid one. */
export interface SearchParam<T> {
  readonly default: T;
  parse(raw: unknown): T;
}

const isDate = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);

/** Builders of search params; every parse accepts what a URL may hold and never throws. */
export const param = {
  /** Trimmed text, at most `max` characters; default ''. */
  text(max = 100): SearchParam<string> {
    return {
      default: '',
      parse: (raw) =>
        typeof raw === 'string' || (typeof raw === 'number' && Number.isFinite(raw))
          ? String(raw).trim().slice(0, max)
          : '',
    };
  },
  /** Optional text (e.g. the id of an open dialog); empty = absent. */
  optionalText(max = 64): SearchParam<string | undefined> {
    return {
      default: undefined,
      parse: (raw) => {
        const text =
          typeof raw === 'string' || (typeof raw === 'number' && Number.isFinite(raw))
            ? String(raw).trim()
            : '';
        return text && text.length <= max ? text : undefined;
      },
    };
  },
  /** One of `values` (numbers or strings; '1' parses as 1 when 1 is a value); else `fallback`. */
  oneOf<const V extends string | number>(values: readonly V[], fallback: V): SearchParam<V> {
    return {
      default: fallback,
      parse: (raw) => {
        const found = values.find((v) => v === raw || String(v) === String(raw));
        return found ?? fallback;
      },
    };
  },
  /** An integer within [min, max]; else `fallback`. */
  int(fallback: number, min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): SearchParam<number> {
    return {
      default: fallback,
      parse: (raw) => {
        const n =
          typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() ? Number(raw) : Number.NaN;
        return Number.isInteger(n) && n >= min && n <= max ? n : fallback;
      },
    };
  },
  /** A date range `['YYYY-MM-DD', 'YYYY-MM-DD']` (start ≤ end), or undefined. */
  dateRange(): SearchParam<readonly [string, string] | undefined> {
    return {
      default: undefined,
      parse: (raw) => {
        const pair = typeof raw === 'string' ? raw.split(',') : raw;
        if (!Array.isArray(pair) || pair.length !== 2) return undefined;
        const [from, to] = pair as unknown[];
        return isDate(from) && isDate(to) && from <= to ? [from, to] : undefined;
      },
    };
  },
};

/** The first page (SPEC §9: pages count from 1). */
export const FIRST_PAGE = 1;
/** List page size (SPEC §9). */
export const PAGE_SIZE = 10;
/** The last page a list call accepts (`page` ≤ 100000 in openapi/components/common.yaml). */
export const MAX_PAGE = 100_000;

type ParamValues<F extends Record<string, SearchParam<unknown>>> = {
  [K in keyof F]: F[K] extends SearchParam<infer T> ? T : never;
};

/** A list screen's search: its filter values and `page`. */
export type ListSearch<F> = F & { page: number };

/** What links and navigation may pass: any filter value, and the page, all optional. */
export type ListSearchInput<F> = { [K in keyof F]?: F[K] } & { page?: number } & SearchSchemaInput;

/** The search params of a list screen, declared once: validation, defaults, URL form. */
export interface ListSearchSchema<F extends Record<string, unknown>> {
  /** The filter the screen opens with (and what 重置 restores). */
  readonly defaults: Readonly<F>;
  /** Filter names. */
  readonly keys: readonly (keyof F & string)[];
  /**
   * For the route's `validateSearch`: raw search params → a valid search (page ≥ 1). Anything
   * may come in (a URL is typed by hand); links may leave every param out.
   */
  validate(raw: ListSearchInput<F>): ListSearch<F>;
  /** The same as `validate`, for code that holds plain search params (components, tests). */
  parse(raw: Record<string, unknown>): ListSearch<F>;
  /** The URL form of a search: defaults and page 1 left out, so plain links stay plain. */
  toUrl(search: ListSearch<F>): Record<string, unknown>;
  /** Every param's default, page 1 included (what the URL leaves out). */
  readonly urlDefaults: Readonly<Record<string, unknown>>;
  /** For the route's `search` option: the URL never carries a default (see `stripDefaults`). */
  readonly search: { readonly middlewares: [SearchDefaultsMiddleware] };
}

/** A search middleware for any route's search type (TanStack Router `search.middlewares`). */
export type SearchDefaultsMiddleware = <S>(ctx: { search: S; next: (search: S) => S }) => S;

/**
 * A search middleware that leaves out of the URL every param equal to its default, so a list
 * opened plainly keeps a plain address (and the login redirect, shared links and history stay
 * readable); the route's `validateSearch` puts the defaults back when the URL is read.
 */
export function stripDefaults(defaults: Readonly<Record<string, unknown>>): SearchDefaultsMiddleware {
  return ({ search, next }) => {
    const full = next(search) as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [k, value] of Object.entries(full)) {
      if (value === undefined) continue;
      if (k in defaults && JSON.stringify(value) === JSON.stringify(defaults[k])) continue;
      out[k] = value;
    }
    return out as typeof search;
  };
}

/**
 * Declares a list screen's search params, e.g.
 * `listSearch({ deviceName: param.text(), status: param.oneOf([-1, 0, 1], -1) })`.
 */
export function listSearch<const P extends Record<string, SearchParam<unknown>>>(
  params: P,
): ListSearchSchema<ParamValues<P>> {
  type F = ParamValues<P>;
  const keys = Object.keys(params) as (keyof F & string)[];
  const defaults = Object.freeze(Object.fromEntries(keys.map((k) => [k, params[k]?.default]))) as F;
  const page = param.int(FIRST_PAGE, FIRST_PAGE, MAX_PAGE);
  const parse = (raw: Record<string, unknown>): ListSearch<F> => {
    const out = Object.fromEntries(keys.map((k) => [k, params[k]?.parse(raw[k])])) as F;
    return { ...out, page: page.parse(raw.page) };
  };
  const urlDefaults = Object.freeze({ ...defaults, page: FIRST_PAGE }) as Record<string, unknown>;
  return {
    defaults,
    keys,
    urlDefaults,
    search: { middlewares: [stripDefaults(urlDefaults)] },
    validate: (input) => parse((input ?? {}) as Record<string, unknown>),
    parse,
    toUrl: (search) => {
      const out: Record<string, unknown> = {};
      for (const k of keys) {
        const value = search[k];
        if (value !== undefined && JSON.stringify(value) !== JSON.stringify(defaults[k])) out[k] = value;
      }
      if (search.page !== FIRST_PAGE) out.page = search.page;
      return out;
    },
  };
}

/** Whether two searches ask for the same thing. */
export function sameSearch(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) if (JSON.stringify(a[k]) !== JSON.stringify(b[k])) return false;
  return true;
}

/**
 * A list route's `loaderDeps`: the whole validated search (each filter or page change reloads).
 */
function searchDeps<S>({ search }: { search: S }): S {
  return search;
}

/**
 * Prefetches a list query for a route loader (`ensureQueryData`). A failed prefetch does not
 * fail the route: the screen shows the error. Call it from a literal `loader:` arrow function, so
 * that the router's code splitter moves the loader, and everything it imports (API modules,
 * messages), into the screen's lazy chunk instead of the app's entry chunk (the splitter sees
 * neither a spread nor a call's result):
 *
 * ```ts
 * export const Route = createFileRoute('/…')({
 *   validateSearch: deviceSearch.validate, // from the screen's small search.ts (schema only)
 *   loaderDeps: ({ search }) => search,
 *   loader: ({ context, deps }) => prefetchQuery(context.queryClient, deviceListQuery(api, deps, PAGE_SIZE)),
 *   component: DeviceManagementPage,
 * });
 * ```
 */
export async function prefetchQuery(
  queryClient: QueryClient,
  query: { queryKey: QueryKey; enabled?: unknown; meta?: CallMeta },
): Promise<void> {
  // A query the screen would not run (e.g. nothing chosen yet) is not asked for here either.
  if (query.enabled === false) return;
  // Its failure says nothing here: the screen shows it (a list in its table; another screen's
  // query asks again on mount and reports then), so it is said once.
  await queryClient
    .ensureQueryData({ ...query, meta: { ...query.meta, silent: true } } as Parameters<
      QueryClient['ensureQueryData']
    >[0])
    .catch(() => undefined);
}

/**
 * `loaderDeps` + `loader` as one spread (`...prefetch(fn)`). Kept for existing routes; prefer
 * `loaderDeps: ({ search }) => search` and a `loader:` arrow calling `prefetchQuery`: the code splitter does not see a spread, so
 * what `fn` imports ends up in the app's entry chunk.
 */
export function prefetch<S>(options: (search: S) => { queryKey: QueryKey }) {
  return {
    loaderDeps: searchDeps<S>,
    loader: ({ context, deps }: { context: { queryClient: QueryClient }; deps: S }) =>
      prefetchQuery(context.queryClient, options(deps)),
  };
}

/** The filters of `search` among `keys` that are set (not '', null or undefined), for a list call's body. */
export function filled<S extends object, K extends keyof S>(
  search: S,
  keys: readonly K[],
): Partial<Pick<S, K>> {
  const out: Partial<Pick<S, K>> = {};
  for (const key of keys) {
    const value = search[key];
    if (value !== '' && value !== null && value !== undefined) out[key] = value;
  }
  return out;
}
