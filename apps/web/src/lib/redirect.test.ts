import { describe, expect, it } from 'vitest';
import { HOME_PATH } from './config';
import { safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it.each([
    ['/yxzcxt/index/roleManager', '/yxzcxt/index/roleManager'],
    ['/wlwyzt/index/asset?page=2#top', '/wlwyzt/index/asset?page=2#top'],
    ['/main_map', '/main_map'],
    ['/policyNews/index/agroNews?kw=%E5%86%9C%E8%B5%84', '/policyNews/index/agroNews?kw=%E5%86%9C%E8%B5%84'],
    ['/a/../yxglxt/index/khgl', '/yxglxt/index/khgl'],
  ])('keeps the same-origin path %s', (raw, expected) => {
    expect(safeRedirect(raw)).toBe(expected);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['not a string', 42],
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with path', '//evil.example/main_map'],
    ['backslash host', '/\\evil.example'],
    ['double backslash', '\\\\evil.example'],
    ['backslash then slash', '\\/evil.example'],
    ['absolute https', 'https://evil.example/'],
    ['absolute http', 'http://evil.example'],
    ['mixed-case scheme', 'HtTpS://evil.example'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['javascript scheme with spaces', ' javascript:alert(1)'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>'],
    ['relative path', 'main_map'],
    ['leading space', ' //evil.example'],
    ['tab inside', '/\t/evil.example'],
    ['CR inside', '/\r/evil.example'],
    ['LF inside', '/\n/evil.example'],
    ['encoded protocol-relative', '%2F%2Fevil.example'],
    ['encoded second slash', '/%2Fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['encoded tab', '/%09/evil.example'],
    ['encoded LF', '/%0A/evil.example'],
    ['double-encoded slash', '/%252Fevil.example'],
    ['encoded scheme', 'https%3A%2F%2Fevil.example'],
    ['encoded javascript', 'javascript%3Aalert(1)'],
    ['malformed encoding', '/%E0%A4%A'],
    ['unicode line separator', '/\u2028/evil.example'],
    ['the login page itself', '/login?redirect=%2Fmain_map'],
    ['very long', `/${'a'.repeat(3000)}`],
  ])('refuses %s and goes home', (_name, raw) => {
    expect(safeRedirect(raw)).toBe(HOME_PATH);
  });
});
