import { type RegisteredRouter, useMatches } from '@tanstack/react-router';
import { normalisePath } from './menu-tree';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Page or section title shown in the page header, the breadcrumb and the window title. */
    title?: string;
  }
}

/** The titles of the matched routes, outermost first (routes without a title are skipped). */
export function useRouteTitles(): string[] {
  return useMatches({
    select: (matches) => matches.map((m) => m.staticData?.title).filter((t): t is string => Boolean(t)),
    structuralSharing: true,
  });
}

/** The title of the innermost matched route that has one. */
export function usePageTitle(): string | undefined {
  const titles = useRouteTitles();
  return titles[titles.length - 1];
}

/** Every path of the route tree (what `<Link to>` and `navigate({ to })` accept). */
export type AppPath = RegisteredRouter['routeTree']['types']['fileRouteTypes']['to'];

/**
 * Matches a server-provided path (a menu entry's menuUrl) against the route tree: the path as
 * an {@link AppPath} when a route has it, else undefined. Query and hash are ignored.
 */
export function resolveAppPath(routesByPath: object, url: string): AppPath | undefined {
  if (!url.startsWith('/')) return undefined;
  const path = normalisePath(url.split(/[?#]/, 1)[0] ?? '');
  return Object.hasOwn(routesByPath, path) ? (path as AppPath) : undefined;
}
