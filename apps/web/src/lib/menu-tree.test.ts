import { describe, expect, it } from 'vitest';
import { sampleMenuTree } from '../test/menu-fixture';
import {
  findMenu,
  flattenMenu,
  isPathPrefix,
  menuChildren,
  menuKey,
  menuTrail,
  normalisePath,
  shownChildren,
  shownEntries,
} from './menu-tree';

describe('menu tree helpers', () => {
  const tree = sampleMenuTree();

  it('leaves buttons out of the navigation children', () => {
    const devices = findMenu(tree, (n) => n.name === '设备管理');
    expect(devices && menuChildren(devices)).toEqual([]);
    expect(flattenMenu(tree).some((n) => n.type === 2)).toBe(false);
  });

  it('keys entries by menuUrl, else id, else name', () => {
    expect(menuKey({ name: 'a', menuUrl: '/a' })).toBe('/a');
    expect(menuKey({ name: 'a', menuUrl: '', id: 7 })).toBe('menu-7');
    expect(menuKey({ name: 'a' })).toBe('menu-a');
  });

  it('compares paths segment by segment', () => {
    expect(isPathPrefix('/a/b', '/a/b')).toBe(true);
    expect(isPathPrefix('/a/b/', '/a/b/c')).toBe(true);
    expect(isPathPrefix('/a/b', '/a/bc')).toBe(false);
    expect(isPathPrefix('/', '/a')).toBe(false);
    expect(normalisePath('/a/b/')).toBe('/a/b');
    expect(normalisePath('/')).toBe('/');
  });

  it('finds the trail to the exact entry of a path', () => {
    expect(menuTrail(tree, '/yxzcxt/index/roleManager').map((n) => n.name)).toEqual([
      '运营支撑系统',
      '系统管理',
      '角色管理',
    ]);
  });

  it('finds the deepest entry above a sub-page', () => {
    expect(menuTrail(tree, '/agroService/massif/crop/cropVarietiesForm').map((n) => n.name)).toEqual([
      '农业服务系统',
      '地块管理',
      '作物管理',
    ]);
  });

  it('is empty for a path outside the menu', () => {
    expect(menuTrail(tree, '/khfb_cockpit')).toEqual([]);
  });

  it('leaves hidden entries out of the menus, while lookups (guards, buttons) still find them', () => {
    const hidden = {
      name: '隐藏页面',
      menuUrl: '/yxzcxt/index/hidden',
      type: 1,
      visible: false,
      menuVoList: [{ name: '详情', menuUrl: 'hidden:detail', type: 2 }],
    };
    const tree = [
      {
        name: '运营支撑系统',
        menuUrl: '/yxzcxt',
        type: 0,
        menuVoList: [{ name: '角色管理', menuUrl: '/yxzcxt/index/roleManager', type: 1 }, hidden],
      },
      { name: '隐藏系统', menuUrl: '/hidden', type: 0, visible: false, menuVoList: [] },
    ];
    expect(shownEntries(tree).map((n) => n.name)).toEqual(['运营支撑系统']);
    expect(shownChildren(tree[0] as (typeof tree)[number]).map((n) => n.name)).toEqual(['角色管理']);
    expect(findMenu(tree, (n) => n.menuUrl === '/yxzcxt/index/hidden')?.name).toBe('隐藏页面');
    expect(findMenu(tree, (n) => n.menuUrl === 'hidden:detail')?.name).toBe('详情');
  });
});
