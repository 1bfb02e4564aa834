import type { MenuNode } from '@agrimap/sdk';
import { describe, expect, it } from 'vitest';
import { sampleMenuTree } from '../test/menu-fixture';
import { canAccessPath, hasButton } from './permissions';

describe('hasButton', () => {
  const tree = sampleMenuTree();

  it('finds a button url under the named parent and child menu', () => {
    expect(hasButton(tree, '物联网监测', '设备管理', 'device:edit')).toBe(true);
    expect(hasButton(tree, '运营支撑系统', '角色管理', 'role:add')).toBe(true); // child two levels below
  });

  it('is false for a button the child menu does not have', () => {
    expect(hasButton(tree, '物联网监测', '设备管理', 'device:delete')).toBe(false);
  });

  it('is false when the button sits under another parent or child', () => {
    expect(hasButton(tree, '运营支撑系统', '设备管理', 'device:edit')).toBe(false);
    expect(hasButton(tree, '物联网监测', '角色管理', 'role:add')).toBe(false);
  });

  it('ignores a menu (type 1) that carries a button-like url', () => {
    const odd: MenuNode[] = [
      {
        name: 'P',
        menuUrl: '/p',
        type: 1,
        menuVoList: [
          { name: 'C', menuUrl: '/p/c', type: 1, menuVoList: [{ name: 'x', menuUrl: 'x:y', type: 1 }] },
        ],
      },
    ];
    expect(hasButton(odd, 'P', 'C', 'x:y')).toBe(false);
  });

  it('is false for a missing tree or an empty button url', () => {
    expect(hasButton(null, '物联网监测', '设备管理', 'device:edit')).toBe(false);
    expect(hasButton(undefined, '物联网监测', '设备管理', 'device:edit')).toBe(false);
    expect(hasButton(tree, '物联网监测', '设备管理', '')).toBe(false);
  });

  it('loses the button when the server takes it away', () => {
    const withoutEdit = sampleMenuTree();
    const devices = withoutEdit[1]?.menuVoList?.[0];
    if (devices) devices.menuVoList = devices.menuVoList?.filter((b) => b.menuUrl !== 'device:edit') ?? [];
    expect(hasButton(withoutEdit, '物联网监测', '设备管理', 'device:edit')).toBe(false);
    expect(hasButton(withoutEdit, '物联网监测', '设备管理', 'device:sync')).toBe(true);
  });
});

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
