import { describe, expect, it } from 'vitest';
import { resolveAppPath } from './routing';

describe('resolveAppPath', () => {
  const routesByPath = { '/': {}, '/main_map': {}, '/yxzcxt': {}, '/yxzcxt/index/roleManager': {} };

  it('accepts a path the route tree has (trailing slash, query and hash ignored)', () => {
    expect(resolveAppPath(routesByPath, '/yxzcxt/index/roleManager')).toBe('/yxzcxt/index/roleManager');
    expect(resolveAppPath(routesByPath, '/yxzcxt/')).toBe('/yxzcxt');
    expect(resolveAppPath(routesByPath, '/main_map?x=1#y')).toBe('/main_map');
  });

  it('refuses anything else', () => {
    expect(resolveAppPath(routesByPath, '/yxzcxt/index/unknown')).toBeUndefined();
    expect(resolveAppPath(routesByPath, 'https://evil.example/main_map')).toBeUndefined();
    expect(resolveAppPath(routesByPath, 'role:add')).toBeUndefined();
    expect(resolveAppPath(routesByPath, '')).toBeUndefined();
    expect(resolveAppPath(routesByPath, '/toString')).toBeUndefined();
  });
});
