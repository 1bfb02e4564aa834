import { describe, expect, it } from 'vitest';
import { logoVariant } from './logo';

describe('logoVariant', () => {
  it.each([
    ['/yxglxt/index/khgl', 'yxglxt'],
    ['/yxzcxt/index/roleManager', 'yxzcxt'],
    ['/yxzcxt/gylglzxt/dictionary', 'yxzcxt'],
    ['/nzywsjgl/gylglzxt/gysztgl', 'nzywsjgl'],
    ['/main_map', 'default'],
    ['/wlwyzt/index/asset', 'default'],
    ['/warehousing/inbound', 'default'],
    ['/yxglxt_old', 'default'],
  ])('%s → %s', (path, variant) => {
    expect(logoVariant(path)).toBe(variant);
  });
});
