import type { MenuNode } from '@agrimap/sdk';
import { describe, expect, it } from 'vitest';
import { sampleMenuTree } from '../test/menu-fixture';
import { accessCodesOf, accessOf } from './access';
import { ACCESS_CODES, type AccessCode, allAccessCodes } from './access-codes';

/** Renames every directory and page of a tree (what 菜单管理 lets an administrator do). */
function renamed(nodes: readonly MenuNode[]): MenuNode[] {
  return nodes.map((node) => ({
    ...node,
    name: node.type === 2 ? node.name : `${node.name}（新）`,
    menuVoList: renamed(node.menuVoList ?? []),
  }));
}

describe('accessCodesOf', () => {
  it('collects the button codes at any depth and the paths of directories and pages', () => {
    const codes = accessCodesOf(sampleMenuTree());
    for (const code of ['role:add', 'role:delete', 'device:sync', 'device:edit', 'device:detail'])
      expect(codes.has(code)).toBe(true);
    for (const path of ['/yxzcxt', '/yxzcxt/index', '/yxzcxt/index/roleManager', '/main_map'])
      expect(codes.has(path)).toBe(true);
    expect(codes.has('role:edit')).toBe(false);
    expect(codes.size).toBe(5 + 13); // 5 buttons, 13 directories and pages
  });

  it('normalises page paths and keeps hidden entries (they stay granted)', () => {
    const tree: MenuNode[] = [
      {
        name: 'S',
        menuUrl: '/s/',
        type: 0,
        menuVoList: [
          {
            name: 'P',
            menuUrl: '/s/p',
            type: 1,
            visible: false,
            menuVoList: [{ name: '详情', menuUrl: ' p:detail ', type: 2 }],
          },
        ],
      },
    ];
    expect([...accessCodesOf(tree)].sort()).toEqual(['/s', '/s/p', 'p:detail']);
  });

  it('grants nothing for a page with a button-like url or a button with a path', () => {
    const odd: MenuNode[] = [
      {
        name: 'P',
        menuUrl: '/p',
        type: 1,
        menuVoList: [
          { name: 'C', menuUrl: 'x:y', type: 1 },
          { name: 'b', menuUrl: '/secret', type: 2 },
          { name: 'empty', menuUrl: '', type: 2 },
        ],
      },
    ];
    expect([...accessCodesOf(odd)]).toEqual(['/p']);
  });

  it('is empty without a tree', () => {
    expect(accessCodesOf(null).size).toBe(0);
    expect(accessCodesOf(undefined).size).toBe(0);
    expect(accessCodesOf([]).size).toBe(0);
  });
});

describe('accessOf', () => {
  it('answers by code, whatever the menus holding the buttons are called', () => {
    const tree = sampleMenuTree();
    expect(accessOf(tree).can('device:edit')).toBe(true);
    expect(accessOf(tree).can('role:edit')).toBe(false);
    const after = renamed(tree);
    expect(after[1]?.name).toBe('物联网监测（新）');
    expect(accessOf(after).can('device:edit')).toBe(true);
    expect(accessOf(after).can('role:add')).toBe(true);
  });

  it('keeps a button moved under another page', () => {
    const tree = sampleMenuTree();
    const devices = tree[1]?.menuVoList?.[0];
    const roles = tree[0]?.menuVoList?.[0]?.menuVoList?.[0];
    const edit = devices?.menuVoList?.find((b) => b.menuUrl === 'device:edit');
    if (!devices || !roles || !edit) throw new Error('fixture changed');
    devices.menuVoList = devices.menuVoList?.filter((b) => b !== edit) ?? [];
    roles.menuVoList = [...(roles.menuVoList ?? []), edit];
    expect(accessOf(tree).can('device:edit')).toBe(true);
  });

  it('loses the button when the server takes it away', () => {
    const tree = sampleMenuTree();
    const devices = tree[1]?.menuVoList?.[0];
    if (devices) devices.menuVoList = devices.menuVoList?.filter((b) => b.menuUrl !== 'device:edit') ?? [];
    expect(accessOf(tree).can('device:edit')).toBe(false);
    expect(accessOf(tree).can('device:sync')).toBe(true);
  });

  it('answers a page url (trailing slash ignored) as a code too', () => {
    const access = accessOf(sampleMenuTree());
    // No screen asks for a page url yet; a page without buttons would list it in ACCESS_CODES.
    expect(access.can('/yxzcxt/index/roleManager/' as AccessCode)).toBe(true);
    expect(access.can('/yxglxt/index/khgl' as AccessCode)).toBe(false);
  });

  it('is built once per menu tree', () => {
    const tree = sampleMenuTree();
    expect(accessOf(tree)).toBe(accessOf(tree));
    expect(accessOf(sampleMenuTree())).not.toBe(accessOf(tree));
  });

  it('grants nothing without a session', () => {
    for (const tree of [null, undefined, []]) {
      expect(accessOf(tree).codes.size).toBe(0);
      expect(allAccessCodes().some((code) => accessOf(tree).can(code))).toBe(false);
    }
  });
});

describe('ACCESS_CODES', () => {
  it('holds button codes (module:action) or page paths, each once', () => {
    const flat: string[] = Object.values(ACCESS_CODES).flat();
    expect(new Set(flat).size).toBe(flat.length);
    expect(allAccessCodes()).toHaveLength(flat.length);
    for (const code of flat) expect(code).toMatch(/^(?:[a-z]+:[a-zA-Z]+|\/[\w/]+)$/);
  });
});
