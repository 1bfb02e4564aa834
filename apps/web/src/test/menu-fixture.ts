import type { MenuNode } from '@agrimap/sdk';

let nextId = 1;
function entry(name: string, menuUrl: string, children: MenuNode[] = [], type = 1): MenuNode {
  return { id: nextId++, name, menuUrl, icon: null, type, menuVoList: children };
}
function button(name: string, url: string): MenuNode {
  return entry(name, url, [], 2);
}

/** A menu tree shaped like the server's: system → group → page, buttons under pages. */
export function sampleMenuTree(): MenuNode[] {
  return [
    entry('运营支撑系统', '/yxzcxt', [
      entry('系统管理', '/yxzcxt/index', [
        entry('角色管理', '/yxzcxt/index/roleManager', [
          button('新增', 'role:add'),
          button('删除', 'role:delete'),
        ]),
        entry('菜单管理', '/yxzcxt/index/menuManager'),
      ]),
      entry('供应链管理', '/yxzcxt/gylglzxt', [entry('农资字典', '/yxzcxt/gylglzxt/dictionary')]),
    ]),
    entry('物联网监测', '/wlwyzt', [
      entry('设备管理', '/wlwyzt/index/asset', [
        button('同步', 'device:sync'),
        button('编辑', 'device:edit'),
        button('详情', 'device:detail'),
      ]),
    ]),
    entry('农业服务系统', '/agroService', [
      entry('地块管理', '/agroService/massif', [
        entry('地块列表', '/agroService/massif/list'),
        entry('作物管理', '/agroService/massif/crop'),
      ]),
    ]),
    entry('农资一张图', '/main_map'),
  ];
}
