import { QueryClient } from '@tanstack/react-query';
import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { Route as wlwyzt } from '@/routes/_app/_monitoring/wlwyzt/index';
import { Route as agroService } from '@/routes/_app/_shell/_system/agroService/index';
import { Route as massif } from '@/routes/_app/_shell/_system/agroService/massif/index';
import { Route as policyNewsIndex } from '@/routes/_app/_shell/_system/policyNews/[index]/index';
import { createAppRouter } from './router';

/** What a route's `beforeLoad` throws. */
function thrownBy(route: { options: { beforeLoad?: unknown } }): unknown {
  try {
    (route.options.beforeLoad as (ctx: unknown) => unknown)({});
  } catch (e) {
    return e;
  }
  return undefined;
}

describe('group paths lead to their first child (SPEC §2)', () => {
  const router = createAppRouter(new QueryClient());
  it.each([
    ['/policyNews/index', policyNewsIndex, '/policyNews/index/agroNews'],
    ['/agroService', agroService, '/agroService/agrotechnicalScheme/index'],
    ['/agroService/massif', massif, '/agroService/massif/list'],
    ['/wlwyzt', wlwyzt, '/wlwyzt/index/asset'],
  ])('%s redirects (replacing the history entry) to %s, a page of the route tree', (_path, route, target) => {
    const r = thrownBy(route);
    expect(isRedirect(r)).toBe(true);
    expect((r as { options: { to: string; replace?: boolean } }).options).toMatchObject({
      to: target,
      replace: true,
    });
    expect(Object.keys(router.routesByPath)).toContain(target);
  });
});
