import { describe, expect, it } from 'vitest';
import { sampleMenuTree } from '../../../test/menu-fixture';
import { breadcrumbNames } from './Breadcrumbs';

describe('breadcrumbNames', () => {
  const tree = sampleMenuTree();

  it('uses the menu names when the menu names the page', () => {
    expect(breadcrumbNames(tree, '/yxzcxt/index/roleManager', '角色管理')).toEqual([
      '运营支撑系统',
      '系统管理',
      '角色管理',
    ]);
  });

  it('adds the page title below the deepest menu entry', () => {
    expect(breadcrumbNames(tree, '/agroService/massif/crop/cropVarietiesForm', '作物品种')).toEqual([
      '农业服务系统',
      '地块管理',
      '作物管理',
      '作物品种',
    ]);
  });

  it('falls back to the page title outside the menu', () => {
    expect(breadcrumbNames(tree, '/khfb_cockpit', '客户分布驾驶舱')).toEqual(['客户分布驾驶舱']);
    expect(breadcrumbNames([], '/khfb_cockpit', undefined)).toEqual([]);
  });
});

describe('breadcrumbNames for a page that shares its path with a menu group', () => {
  it('adds the page title below the group', () => {
    const tree = [
      {
        name: '仓储物流系统',
        menuUrl: '/warehousing',
        type: 1,
        menuVoList: [
          {
            name: '入库管理',
            menuUrl: '/warehousing/inbound',
            type: 1,
            menuVoList: [{ name: '入库明细', menuUrl: '/warehousing/inbound/index', type: 1 }],
          },
        ],
      },
    ];
    expect(breadcrumbNames(tree, '/warehousing/inbound', '入库明细')).toEqual([
      '仓储物流系统',
      '入库管理',
      '入库明细',
    ]);
    expect(breadcrumbNames(tree, '/warehousing/inbound/index', '入库明细')).toEqual([
      '仓储物流系统',
      '入库管理',
      '入库明细',
    ]);
  });
});
