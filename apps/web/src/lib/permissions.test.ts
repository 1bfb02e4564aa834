import type { MenuNode } from '@agrimap/sdk';
import { describe, expect, it } from 'vitest';
import { sampleMenuTree } from '../test/menu-fixture';
import { canAccessPath } from './permissions';

describe('canAccessPath', () => {
  const tree = sampleMenuTree();

  it('allows a page of the menu, its sub-pages and the system/group paths above pages', () => {
    expect(canAccessPath(tree, '/yxzcxt/index/roleManager')).toBe(true);
    expect(canAccessPath(tree, '/agroService/massif/crop/cropVarietiesForm')).toBe(true);
    expect(canAccessPath(tree, '/yxzcxt')).toBe(true);
    expect(canAccessPath(tree, '/yxzcxt/index/')).toBe(true);
  });

  it('refuses a path no menu entry leads to', () => {
    expect(canAccessPath(tree, '/yxglxt/index/khgl')).toBe(false);
    expect(canAccessPath(tree, '/yxzcxt/index/role')).toBe(false); // not a segment prefix
  });

  it('refuses everything for an operator without the system', () => {
    const operator = tree.filter((n) => n.menuUrl !== '/yxzcxt');
    expect(canAccessPath(operator, '/yxzcxt/index/roleManager')).toBe(false);
    expect(canAccessPath(operator, '/yxzcxt')).toBe(false);
    expect(canAccessPath(operator, '/wlwyzt/index/asset')).toBe(true);
  });

  it('never treats a button url as a path', () => {
    const tricky: MenuNode[] = [{ name: 'b', menuUrl: '/secret', type: 2 }];
    expect(canAccessPath(tricky, '/secret')).toBe(false);
  });

  it('always allows the free paths', () => {
    expect(canAccessPath([], '/main_map', ['/main_map'])).toBe(true);
    expect(canAccessPath(null, '/main_map', ['/main_map'])).toBe(true);
    expect(canAccessPath([], '/TwoDMapMain', ['/main_map'])).toBe(false);
  });
});
