import { describe, expect, it } from 'vitest';
import { guardDecision, isPublicPath, PUBLIC_PATHS } from './guard';

describe('route guard', () => {
  it('lists the login and not-found pages as public', () => {
    expect(PUBLIC_PATHS).toEqual(['/login', '/404']);
  });

  it('treats public paths and paths below them as public', () => {
    expect(isPublicPath('/login')).toBe(true);
    expect(isPublicPath('/login/')).toBe(true);
    expect(isPublicPath('/404')).toBe(true);
    expect(isPublicPath('/loginx')).toBe(false);
    expect(isPublicPath('/main_map')).toBe(false);
    expect(isPublicPath('/')).toBe(false);
  });

  it('uses a configured whitelist', () => {
    expect(isPublicPath('/policyNews/index/agroNews', ['/policyNews'])).toBe(true);
    expect(isPublicPath('/login', ['/policyNews'])).toBe(false);
  });

  it('lets a stored session through', () => {
    expect(guardDecision('/yxzcxt/index/roleManager', '/yxzcxt/index/roleManager', true)).toEqual({
      allow: true,
    });
  });

  it('sends a visitor without a session to the login page, remembering where they were going', () => {
    expect(guardDecision('/yxzcxt/index/roleManager', '/yxzcxt/index/roleManager?tab=2', false)).toEqual({
      allow: false,
      redirectTo: '/yxzcxt/index/roleManager?tab=2',
    });
  });

  it('lets a visitor without a session open a public path', () => {
    expect(guardDecision('/login', '/login', false)).toEqual({ allow: true });
    expect(
      guardDecision('/policyNews/index/agroNews', '/policyNews/index/agroNews', false, ['/policyNews']),
    ).toEqual({
      allow: true,
    });
  });
});
