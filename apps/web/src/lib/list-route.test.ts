import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { listRoute } from './list-route';
import { listSearch, param } from './list-search';

const schema = listSearch({ name: param.text(), status: param.oneOf([-1, 0, 1], -1) });

function routerAt(url: string) {
  const seen: unknown[] = [];
  const rootRoute = createRootRoute();
  const listRouteDef = createRoute({
    getParentRoute: () => rootRoute,
    path: '/list',
    ...listRoute(schema),
    loader: ({ deps }) => {
      seen.push(deps);
    },
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([listRouteDef]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  return { router, seen };
}

describe('listRoute', () => {
  it('validates the URL with the schema and hands the loader the whole search as its deps', async () => {
    const { router, seen } = routerAt('/list?name=%20abc%20&status=7&page=3');
    await router.load();
    expect(router.state.matches.at(-1)?.search).toEqual({ name: 'abc', status: -1, page: 3 });
    expect(seen).toEqual([{ name: 'abc', status: -1, page: 3 }]);
  });

  it("keeps defaults out of the URL through the schema's search middleware", async () => {
    const { router, seen } = routerAt('/list');
    await router.load();
    // The app's registered route tree does not hold this test route: its types do not apply.
    await router.navigate({ to: '/list', search: { name: '', status: 1, page: 1 } } as never);
    expect(router.state.location.href).toBe('/list?status=1');
    expect(seen).toEqual([
      { name: '', status: -1, page: 1 },
      { name: '', status: 1, page: 1 },
    ]);
  });

  it('takes a hand-written validator with its search options', () => {
    const validate = (raw: { year?: string }) => ({ year: raw.year ?? '' });
    const options = { middlewares: [] };
    const route = listRoute({ validate, search: options });
    expect(route.validateSearch).toBe(validate);
    expect(route.search).toBe(options);
    expect(route.loaderDeps({ search: { year: '2024' } })).toEqual({ year: '2024' });
  });
});
