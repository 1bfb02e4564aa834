import { describe, expect, it } from 'vitest';
import {
  clearTokens,
  createMemoryCookieJar,
  getPlatformToken,
  getToken,
  readCookie,
  setPlatformToken,
  setToken,
  TOKEN_COOKIE_MAX_AGE_SECONDS,
} from './cookies';

describe('token cookies', () => {
  it('stores the token under the prefix with half a day of life, SameSite=Lax', () => {
    let now = Date.UTC(2026, 10, 22, 8, 0, 0);
    const jar = createMemoryCookieJar(() => now);
    setToken('agrimap_', 'abc', { jar, now: () => now, secure: false });
    expect(TOKEN_COOKIE_MAX_AGE_SECONDS).toBe(43_200);
    const raw = jar.raw('agrimap_token') ?? '';
    expect(raw).toContain('Max-Age=43200');
    expect(raw).toContain('Expires=Sun, 22 Nov 2026 20:00:00 GMT');
    expect(raw).toContain('SameSite=Lax');
    expect(raw).not.toContain('Secure');
    expect(getToken('agrimap_', jar)).toBe('abc');
    expect(getToken('other_', jar)).toBeUndefined();
    now += 43_200 * 1000;
    expect(getToken('agrimap_', jar)).toBeUndefined();
  });

  it('adds Secure when asked (https)', () => {
    const jar = createMemoryCookieJar();
    setToken('p_', 't', { jar, secure: true });
    expect(jar.raw('p_token')).toContain('Secure');
  });

  it('adds Secure by default when the page is on https', () => {
    const jar = createMemoryCookieJar();
    const g = globalThis as { location?: unknown };
    const before = g.location;
    g.location = { protocol: 'https:' };
    try {
      setToken('p_', 't', { jar });
    } finally {
      g.location = before;
    }
    expect(jar.raw('p_token')).toContain('Secure');
  });

  it('encodes values and keeps the platform token apart', () => {
    const jar = createMemoryCookieJar();
    setToken('p_', 'a b;c', { jar });
    setPlatformToken('p_', 'zt', { jar });
    expect(readCookie('p_token', jar)).toBe('a b;c');
    expect(getPlatformToken('p_', jar)).toBe('zt');
    clearTokens('p_', jar);
    expect(getToken('p_', jar)).toBeUndefined();
    expect(getPlatformToken('p_', jar)).toBeUndefined();
  });

  it('does nothing without a cookie jar (Node)', () => {
    expect(getToken('p_')).toBeUndefined();
    expect(() => setToken('p_', 'x')).not.toThrow();
  });
});
