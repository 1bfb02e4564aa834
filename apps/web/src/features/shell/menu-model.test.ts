import type { MenuNode } from '@agrimap/sdk';
import { describe, expect, it } from 'vitest';
import { sampleMenuTree } from '../../test/menu-fixture';
import { buildMenuModel, followRoute, keyWithAncestors, nextOpenKeys, routeMenuState } from './menu-model';

const tree = sampleMenuTree();
const model = buildMenuModel(tree);

describe('menu model', () => {
  it('indexes navigation entries with their parent submenus, buttons left out', () => {
    expect(model.byKey.has('role:add')).toBe(false);
    expect(model.parentOf.get('/yxzcxt/index/roleManager')).toBe('/yxzcxt/index');
    expect(model.parentOf.get('/yxzcxt/index')).toBe('/yxzcxt');
    expect([...model.submenuKeys]).toEqual([
      '/yxzcxt',
      '/yxzcxt/index',
      '/yxzcxt/gylglzxt',
      '/wlwyzt',
      '/agroService',
      '/agroService/massif',
    ]);
    expect(keyWithAncestors(model, '/yxzcxt/index/roleManager')).toEqual([
      '/yxzcxt',
      '/yxzcxt/index',
      '/yxzcxt/index/roleManager',
    ]);
  });

  it('shows three levels at most', () => {
    const deep: MenuNode[] = [
      {
        name: 'a',
        menuUrl: '/a',
        menuVoList: [
          {
            name: 'b',
            menuUrl: '/a/b',
            menuVoList: [{ name: 'c', menuUrl: '/a/b/c', menuVoList: [{ name: 'd', menuUrl: '/a/b/c/d' }] }],
          },
        ],
      },
    ];
    const m = buildMenuModel(deep);
    expect([...m.submenuKeys]).toEqual(['/a', '/a/b']);
    expect(m.byKey.has('/a/b/c/d')).toBe(false);
  });

  it('selects the route entry and opens its submenus', () => {
    expect(routeMenuState(tree, model, '/yxzcxt/index/roleManager')).toEqual({
      selectedKey: '/yxzcxt/index/roleManager',
      openKeys: ['/yxzcxt', '/yxzcxt/index'],
    });
    expect(routeMenuState(tree, model, '/agroService/massif/crop/cropVarietiesForm')).toEqual({
      selectedKey: '/agroService/massif/crop',
      openKeys: ['/agroService', '/agroService/massif'],
    });
    expect(routeMenuState(tree, model, '/gxsfb_cockpit')).toEqual({ selectedKey: undefined, openKeys: [] });
  });

  describe('unique-opened', () => {
    it('opening a submenu closes the other submenu paths', () => {
      expect(
        nextOpenKeys(model, ['/yxzcxt', '/yxzcxt/index'], ['/yxzcxt', '/yxzcxt/index', '/wlwyzt'], true),
      ).toEqual(['/wlwyzt']);
    });

    it('opening a nested submenu keeps its ancestors and closes its siblings', () => {
      expect(
        nextOpenKeys(
          model,
          ['/yxzcxt', '/yxzcxt/index'],
          ['/yxzcxt', '/yxzcxt/index', '/yxzcxt/gylglzxt'],
          true,
        ),
      ).toEqual(['/yxzcxt', '/yxzcxt/gylglzxt']);
    });

    it('closing a submenu just closes it', () => {
      expect(nextOpenKeys(model, ['/yxzcxt', '/yxzcxt/index'], ['/yxzcxt'], true)).toEqual(['/yxzcxt']);
    });

    it('without unique-opened several submenus stay open', () => {
      expect(nextOpenKeys(model, ['/yxzcxt'], ['/yxzcxt', '/wlwyzt'], false)).toEqual(['/yxzcxt', '/wlwyzt']);
      expect(followRoute(['/wlwyzt'], ['/yxzcxt', '/yxzcxt/index'], false)).toEqual([
        '/wlwyzt',
        '/yxzcxt',
        '/yxzcxt/index',
      ]);
      expect(followRoute(['/wlwyzt'], ['/yxzcxt', '/yxzcxt/index'], true)).toEqual([
        '/yxzcxt',
        '/yxzcxt/index',
      ]);
    });
  });
});
