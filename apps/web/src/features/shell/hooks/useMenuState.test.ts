import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MENU_STATE_KEY } from '@/lib/config';
import { sampleMenuTree } from '../../../test/menu-fixture';
import { useMenuState } from './useMenuState';

const tree = sampleMenuTree();

describe('useMenuState', () => {
  it('opens the submenus of the current page and selects it', () => {
    const { result } = renderHook(() => useMenuState({ tree, pathname: '/yxzcxt/index/roleManager' }));
    expect(result.current.selectedKey).toBe('/yxzcxt/index/roleManager');
    expect(result.current.openKeys).toEqual(['/yxzcxt', '/yxzcxt/index']);
    expect(result.current.collapsed).toBe(false);
  });

  it('keeps one submenu path open and follows route changes', () => {
    const { result, rerender } = renderHook(({ pathname }) => useMenuState({ tree, pathname }), {
      initialProps: { pathname: '/yxzcxt/index/roleManager' },
    });
    act(() => result.current.onOpenChange(['/yxzcxt', '/yxzcxt/index', '/agroService']));
    expect(result.current.openKeys).toEqual(['/agroService']);
    rerender({ pathname: '/agroService/massif/list' });
    expect(result.current.openKeys).toEqual(['/agroService', '/agroService/massif']);
    expect(result.current.selectedKey).toBe('/agroService/massif/list');
    rerender({ pathname: '/yxzcxt/index/roleManager' }); // back
    expect(result.current.openKeys).toEqual(['/yxzcxt', '/yxzcxt/index']);
  });

  it('may keep several submenus open when unique-opened is off', () => {
    const { result } = renderHook(() =>
      useMenuState({ tree, pathname: '/yxzcxt/index/roleManager', uniqueOpened: false }),
    );
    act(() => result.current.onOpenChange(['/yxzcxt', '/yxzcxt/index', '/agroService']));
    expect(result.current.openKeys).toEqual(['/yxzcxt', '/yxzcxt/index', '/agroService']);
  });

  it('saves open submenus, active path and collapsed flag when the page unloads', () => {
    const { result } = renderHook(() => useMenuState({ tree, pathname: '/yxzcxt/index/roleManager' }));
    act(() => result.current.onOpenChange(['/yxzcxt', '/yxzcxt/index', '/agroService']));
    act(() => result.current.setCollapsed(true));
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(sessionStorage.getItem(MENU_STATE_KEY) ?? 'null')).toEqual({
      openKeys: ['/agroService'],
      activePath: '/yxzcxt/index/roleManager',
      collapsed: true,
    });
  });

  it('restores the saved state on the same page after a reload', () => {
    sessionStorage.setItem(
      MENU_STATE_KEY,
      JSON.stringify({
        openKeys: ['/agroService'],
        activePath: '/yxzcxt/index/roleManager',
        collapsed: false,
      }),
    );
    const { result } = renderHook(() => useMenuState({ tree, pathname: '/yxzcxt/index/roleManager' }));
    expect(result.current.openKeys).toEqual(['/agroService']);
    expect(result.current.selectedKey).toBe('/yxzcxt/index/roleManager');
  });

  it('follows the route instead when the saved state belongs to another page', () => {
    sessionStorage.setItem(
      MENU_STATE_KEY,
      JSON.stringify({ openKeys: ['/agroService'], activePath: '/agroService/massif/list', collapsed: true }),
    );
    const { result } = renderHook(() => useMenuState({ tree, pathname: '/yxzcxt/index/roleManager' }));
    expect(result.current.collapsed).toBe(true);
    expect(result.current.openKeys).toEqual([]); // collapsed: no pop-up open
    act(() => result.current.setCollapsed(false));
    expect(result.current.openKeys).toEqual(['/yxzcxt', '/yxzcxt/index']);
  });
});
