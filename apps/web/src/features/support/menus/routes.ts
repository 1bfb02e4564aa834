import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { FileRoutesByFullPath } from '@/routeTree.gen';

/** A full path of the app's route table. */
export type AppPath = keyof FileRoutesByFullPath;

// Pages a menu never points at: the entry redirect, the error and login pages.
const NOT_MENU_PAGES = new Set(['/', '/404', '/login']);

/**
 * The pages a menu can point at, from a router's route table (`routesByPath`, keyed by full
 * path): no path parameters or splats, no trailing slash, sorted.
 */
export function pagePaths(routesByPath: object): AppPath[] {
  const paths = new Set<string>();
  for (const raw of Object.keys(routesByPath)) {
    const path = raw.length > 1 ? raw.replace(/\/+$/, '') : raw;
    if (!path.startsWith('/') || path.includes('$') || NOT_MENU_PAGES.has(path)) continue;
    paths.add(path);
  }
  return [...paths].sort() as AppPath[];
}

/** The pages of the running app's router. */
export function useAppPaths(): AppPath[] {
  const router = useRouter();
  return useMemo(() => pagePaths(router.routesByPath), [router]);
}

/**
 * The paths a 目录 can have: every path that groups pages of the app (a proper prefix of a
 * page's path, e.g. `/wlwyzt` or `/xtbgxt/index`), sorted.
 */
export function groupPaths(pages: readonly string[]): string[] {
  const out = new Set<string>();
  for (const page of pages) {
    const segments = page.split('/').filter(Boolean);
    for (let i = 1; i < segments.length; i++) out.add(`/${segments.slice(0, i).join('/')}`);
  }
  return [...out].sort();
}

/** Whether a menu entry's url exists: a page for a 菜单, a group of pages for a 目录 (buttons: any key). */
export function routeExists(
  entry: { type: number; menuUrl: string },
  pages: ReadonlySet<string>,
  groups: ReadonlySet<string>,
): boolean {
  if (entry.type === 2) return true;
  return (entry.type === 0 ? groups : pages).has(entry.menuUrl);
}
