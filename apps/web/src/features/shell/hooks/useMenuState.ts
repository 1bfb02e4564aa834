import type { MenuNode } from '@agrimap/sdk';
import { useEffect, useMemo, useRef, useState } from 'react';
import { loadMenuState, saveMenuState } from '@/lib/menu-state';
import { buildMenuModel, followRoute, type MenuModel, nextOpenKeys, routeMenuState } from '../menu-model';

export interface MenuStateOptions {
  tree: readonly MenuNode[];
  pathname: string;
  /** Only one submenu path open at a time (SPEC §9: default true). */
  uniqueOpened?: boolean;
}

export interface MenuStateResult {
  model: MenuModel;
  collapsed: boolean;
  setCollapsed: (collapsed: boolean) => void;
  /** The key of the active entry. */
  selectedKey: string | undefined;
  /** The open submenus (inline when expanded, pop-ups when collapsed). */
  openKeys: string[];
  onOpenChange: (keys: string[]) => void;
}

/**
 * The side menu's state: collapsed flag, open submenus and active entry. It follows the
 * current route (also on back/forward), keeps one submenu path open when `uniqueOpened`, and is
 * saved to sessionStorage when the page unloads and restored on reload.
 */
export function useMenuState({ tree, pathname, uniqueOpened = true }: MenuStateOptions): MenuStateResult {
  const model = useMemo(() => buildMenuModel(tree), [tree]);
  const route = useMemo(() => routeMenuState(tree, model, pathname), [tree, model, pathname]);

  const [initial] = useState(() => {
    const saved = loadMenuState(sessionStorage);
    // The saved open submenus belong to the page that was left; on another page follow the route.
    const sameRoute = saved !== null && saved.activePath === pathname;
    return { collapsed: saved?.collapsed ?? false, openKeys: sameRoute ? saved.openKeys : route.openKeys };
  });
  const [collapsed, setCollapsed] = useState(initial.collapsed);
  const [openKeys, setOpenKeys] = useState<string[]>(initial.openKeys);
  const [popupKeys, setPopupKeys] = useState<string[]>([]);

  // Follow the route whenever it changes after the first render (links, back/forward, redirects).
  const followedPath = useRef(pathname);
  useEffect(() => {
    if (followedPath.current === pathname) return;
    followedPath.current = pathname;
    setOpenKeys((previous) => followRoute(previous, route.openKeys, uniqueOpened));
    setPopupKeys([]);
  }, [pathname, route.openKeys, uniqueOpened]);

  // Save on unload: pagehide covers reloads, navigation away and mobile tab discards.
  const latest = useRef({ openKeys, collapsed, pathname });
  latest.current = { openKeys, collapsed, pathname };
  useEffect(() => {
    const save = () =>
      saveMenuState(sessionStorage, {
        openKeys: latest.current.openKeys,
        activePath: latest.current.pathname,
        collapsed: latest.current.collapsed,
      });
    window.addEventListener('pagehide', save);
    window.addEventListener('beforeunload', save);
    return () => {
      window.removeEventListener('pagehide', save);
      window.removeEventListener('beforeunload', save);
    };
  }, []);

  const onOpenChange = (keys: string[]) => {
    if (collapsed) setPopupKeys((previous) => nextOpenKeys(model, previous, keys, uniqueOpened));
    else setOpenKeys((previous) => nextOpenKeys(model, previous, keys, uniqueOpened));
  };

  return {
    model,
    collapsed,
    setCollapsed: (value) => {
      setCollapsed(value);
      setPopupKeys([]);
    },
    selectedKey: route.selectedKey,
    openKeys: collapsed ? popupKeys : openKeys,
    onOpenChange,
  };
}
