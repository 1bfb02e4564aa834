import type { QueryClient } from '@tanstack/react-query';
import { createRouter, lazyRouteComponent } from '@tanstack/react-router';
import { routeTree } from '@/routeTree.gen';

/** What every route's `beforeLoad`/`loader` receives. */
export interface RouterContext {
  queryClient: QueryClient;
}

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Data freshness is TanStack Query's job.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // Unknown paths show the 404 page on its own (no shell) with a session; without one the
    // guard's rule applies and the visitor goes to the login page.
    notFoundMode: 'root',
    // Loaded when needed: they are not part of the first page.
    defaultNotFoundComponent: lazyRouteComponent(() => import('@/components/StatusPages'), 'NotFoundRoute'),
    defaultErrorComponent: lazyRouteComponent(() => import('@/components/StatusPages'), 'RouteErrorPage'),
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
