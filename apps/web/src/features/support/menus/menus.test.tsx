import { createRouter } from '@tanstack/react-router';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routeTree } from '@/routeTree.gen';
import { confirmPopover } from '@/test/dom';
import { expectRefused } from '@/test/list-screen';
import { renderScreen, withSandbox } from '@/test/sandbox';
import { MENU_TREE_KEY, type MenuNode } from '../shared/menu-tree';
import { MenuPage } from './MenuPage';
import { typesUnder } from './model';
import { groupPaths, pagePaths, routeExists } from './routes';

const sandbox = withSandbox();
const URL = '/yxzcxt/index/menuManager';
// The app's real route table, as the routed screen reads it from the router.
const PATHS = pagePaths(createRouter({ routeTree, context: {} as never }).routesByPath);

const rows = () => [...document.querySelectorAll<HTMLElement>('.menu-table tbody tr.ant-table-row')];
const names = () => rows().map((r) => r.querySelectorAll('td')[1]?.textContent);
const rowOf = (id: number) =>
  document.querySelector<HTMLElement>(`.menu-table tr[data-row-key="${id}"]`) as HTMLElement;
const dialog = () => document.querySelector('.ant-modal') as HTMLElement;
const click = (name: RegExp | string, root: HTMLElement = document.body) =>
  fireEvent.click(within(root).getByRole('button', { name }));
const type = (label: string, value: string) =>
  fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });
async function choose(label: string, title: string) {
  fireEvent.mouseDown(within(dialog()).getByLabelText(label));
  fireEvent.change(within(dialog()).getByLabelText(label), { target: { value: title } });
  fireEvent.click(await screen.findByTitle(title));
}

const expand = (id: number) =>
  fireEvent.click(rowOf(id).querySelector('.ant-table-row-expand-icon-collapsed') as HTMLElement);

/** Renders the tree (collapsed: the systems) and opens 物联网监测 → 设备管理. */
async function openTree(as: 'admin' | 'operator' = 'admin') {
  const rendered = await renderScreen(<MenuPage paths={PATHS} />, { as, url: URL });
  if (as === 'admin') {
    await waitFor(() => expect(rowOf(2)).toBeTruthy());
    expand(2);
    expand(202);
    await waitFor(() => expect(rowOf(20250)).toBeTruthy());
  }
  return rendered;
}

// Seed ids: 物联网监测 2 → 设备管理 202 → 详情 20250; 运营支撑系统 1 → 系统管理 101.
describe('menu routes and levels', () => {
  it('offers the app’s own pages, not the entry, login, error or parameter routes', () => {
    expect(PATHS).toContain('/yxzcxt/index/menuManager');
    expect(PATHS).toContain('/wlwyzt/index/asset');
    expect(PATHS).toContain('/yxzcxt');
    expect(groupPaths(PATHS)).toEqual(expect.arrayContaining(['/wlwyzt', '/xtbgxt/index', '/yxzcxt/index']));
    expect(groupPaths(PATHS)).not.toContain('/wlwyzt/index/asset');
    for (const path of ['/', '/login', '/404']) expect(PATHS).not.toContain(path);
    expect(PATHS.some((p) => p.includes('$') || (p.length > 1 && p.endsWith('/')))).toBe(false);
  });

  it('allows three levels of 目录/菜单 and buttons only under a 菜单', () => {
    const row = (type: number, level: number) => ({
      id: 1,
      parentId: 0,
      name: '',
      type: type as 0 | 1 | 2,
      menuUrl: '/',
      icon: null,
      sort: 1,
      visible: true,
      level,
      children: [],
    });
    expect(typesUnder(undefined)).toEqual([0, 1]);
    expect(typesUnder(row(0, 1))).toEqual([0, 1]);
    expect(typesUnder(row(0, 2))).toEqual([1]);
    expect(typesUnder(row(0, 3))).toEqual([]);
    expect(typesUnder(row(1, 3))).toEqual([2]);
    expect(typesUnder(row(2, 4))).toEqual([]);
  });
});

describe('<MenuPage>', { timeout: 30_000 }, () => {
  it('shows every menu and button as a tree, each seeded route a real page', async () => {
    const { queryClient } = await openTree();
    expect(rowOf(2).textContent).toContain('物联网监测');
    expect(rowOf(2).textContent).toContain('目录');
    expect(rowOf(202).textContent).toContain('/wlwyzt/index/asset');
    expect(rowOf(20250).textContent).toContain('device:detail');
    expect(rowOf(20250).textContent).toContain('按钮');
    expect(within(rowOf(2)).getByRole('img', { name: '物联网监测' })).toBeTruthy();
    // 新增下级 only where a child may go.
    expect(within(rowOf(202)).queryByRole('button', { name: /新增下级/ })).toBeTruthy();
    expect(within(rowOf(20250)).queryByRole('button', { name: /新增下级/ })).toBeNull();
    // Every seeded menu points at a page of the app, every 目录 at a group of its pages.
    const tree = queryClient.getQueryData(MENU_TREE_KEY) as { list: MenuNode[] };
    const pages = new Set(PATHS);
    const groups = new Set(groupPaths(PATHS));
    const flat = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
    expect(flat(tree.list).length).toBeGreaterThan(150);
    expect(flat(tree.list).filter((n) => !routeExists(n, pages, groups))).toEqual([]);
    expect(document.querySelector('.menu-table')?.textContent).not.toContain('页面不存在');
    expect(
      within(document.querySelector('.tree-table-toolbar') as HTMLElement).getByRole('button', {
        name: /展开全部/,
      }),
    ).toBeTruthy();
    fireEvent.click(rowOf(2).querySelector('.ant-table-row-expand-icon-expanded') as HTMLElement);
    expect(names()).toHaveLength(12);
  });

  it('shows a failed load with 重试', async () => {
    await sandbox.fault('menuAdminTree', 'error', { msg: '菜单服务维护中', times: 1 });
    await renderScreen(<MenuPage paths={PATHS} />, { url: URL });
    await waitFor(() =>
      expect(document.querySelector('.tree-table-error')?.textContent).toContain('菜单服务维护中'),
    );
    click(/重\s*试/);
    await waitFor(() => expect(rowOf(2)).toBeTruthy());
  });

  it('validates and adds a top-level menu whose route is chosen from the app’s pages', async () => {
    const { toasts } = await openTree();
    click(/新\s*增/, document.querySelector('.tree-table-toolbar') as HTMLElement);
    await waitFor(() => expect(dialog()?.textContent).toContain('新增菜单'));
    expect((within(dialog()).getByLabelText('上级菜单') as HTMLInputElement).value).toBe('主目录');
    expect(within(dialog()).queryByLabelText('按钮')).toBeNull();
    click(/确\s*定/, dialog());
    expect(await within(dialog()).findByText('请输入菜单名称')).toBeTruthy();
    expect(within(dialog()).getByText('请选择路由地址')).toBeTruthy();
    expect(sandbox.calls('menuAdd')).toHaveLength(0);

    fireEvent.click(within(dialog()).getByLabelText('菜单'));
    type('菜单名称', '设备一览');
    await choose('路由地址', '/wlwyzt_asset');
    await choose('图标', '物联网监测');
    click(/确\s*定/, dialog());
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('新增成功', expect.anything()));
    expect(sandbox.lastBody('menuAdd')).toEqual({
      parentId: 0,
      name: '设备一览',
      type: 1,
      menuUrl: '/wlwyzt_asset',
      icon: 'icon-wlwyzt',
      visible: true,
    });
    await waitFor(() => expect(names()).toContain('设备一览'));
  });

  it('adds a button under a menu, keeping what was typed when the key is taken', async () => {
    const { toasts } = await openTree();
    click(/新增下级/, rowOf(202));
    await waitFor(() => expect(dialog()?.textContent).toContain('新增下级 - 设备管理'));
    // Only 按钮 under a 菜单; no route, no icon.
    expect(within(dialog()).getAllByRole('radio')).toHaveLength(1);
    expect(within(dialog()).queryByLabelText('路由地址')).toBeNull();
    click(/确\s*定/, dialog());
    expect(await within(dialog()).findByText('请输入按钮名称')).toBeTruthy();
    expect(within(dialog()).getByText('请输入权限标识')).toBeTruthy();
    type('权限标识', 'export');
    expect(await within(dialog()).findByText('权限标识格式为 模块:操作，如 device:detail')).toBeTruthy();

    type('按钮名称', '导出');
    type('权限标识', 'device:detail');
    await expectRefused(sandbox, toasts.error, '权限标识已存在', () => click(/确\s*定/, dialog()));
    expect((within(dialog()).getByLabelText('按钮名称') as HTMLInputElement).value).toBe('导出');

    type('权限标识', 'device:export');
    click(/确\s*定/, dialog());
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('新增成功', expect.anything()));
    expect(sandbox.lastBody('menuAdd')).toEqual({
      parentId: 202,
      name: '导出',
      type: 2,
      menuUrl: 'device:export',
      visible: true,
    });
    await waitFor(() =>
      expect(document.querySelector('.menu-table')?.textContent).toContain('device:export'),
    );
  });

  it('edits a menu: its used route is kept, routes of other menus are offered disabled', async () => {
    const { toasts } = await openTree();
    click(/编\s*辑/, rowOf(202));
    await waitFor(() => expect(dialog()?.textContent).toContain('编辑菜单'));
    expect((within(dialog()).getByLabelText('上级菜单') as HTMLInputElement).value).toBe('物联网监测');
    type('菜单名称', '监测设备管理');
    fireEvent.mouseDown(within(dialog()).getByLabelText('路由地址'));
    fireEvent.change(within(dialog()).getByLabelText('路由地址'), {
      target: { value: '/yxzcxt/index/roleManager' },
    });
    const used = await screen.findByTitle('/yxzcxt/index/roleManager（已被其他菜单使用）');
    expect(used.className).toContain('disabled');
    click(/确\s*定/, dialog());
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('编辑成功', expect.anything()));
    expect(sandbox.lastBody('menuUpdate')).toMatchObject({
      id: 202,
      name: '监测设备管理',
      type: 1,
      menuUrl: '/wlwyzt/index/asset',
    });
    await waitFor(() => expect(rowOf(202).textContent).toContain('监测设备管理'));
  });

  it('asks before deleting, shows the refusal of a menu with children, deletes a button', async () => {
    const { toasts } = await openTree();
    const before = await sandbox.checksum();
    click(/删\s*除/, rowOf(202));
    expect(await screen.findByText('确定删除该菜单吗？')).toBeTruthy();
    expect(sandbox.calls('menuDelete')).toHaveLength(0);
    await confirmPopover();
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('该菜单下存在子菜单或按钮，不能删除', expect.anything()),
    );
    expect(await sandbox.checksum()).toEqual(before);

    click(/删\s*除/, rowOf(20252));
    await waitFor(() =>
      expect(document.querySelectorAll('.ant-popover:not(.ant-popover-hidden)').length).toBe(1),
    );
    await confirmPopover();
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('删除成功', expect.anything()));
    await waitFor(() => expect(rowOf(20252)).toBeNull());
  });

  it('persists a drag re-order of siblings', async () => {
    const { toasts } = await openTree();
    fireEvent.dragStart(rowOf(20252));
    fireEvent.dragOver(rowOf(20250));
    fireEvent.drop(rowOf(20250));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('排序已保存', expect.anything()));
    expect(sandbox.lastBody('menuSort')).toEqual({ parentId: 202, ids: [20252, 20250, 20251] });
    await waitFor(() => expect(rowOf(20252).textContent).toMatch(/同步.*1/));
  });

  it('hides every change without the buttons', async () => {
    await openTree('operator');
    await waitFor(() => expect(document.querySelector('.menu-table')).not.toBeNull());
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(screen.queryByText('拖动行可调整同级菜单的顺序')).toBeNull();
  });
});
