import type { MenuNode } from '@agrimap/sdk';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useLocation } from '@tanstack/react-router';
import { Button, Layout } from 'antd';
import { useEffect } from 'react';
import { useApi } from '@/lib/api';
import { usePageTitle } from '@/lib/routing';
import { saveMenuTree, useMenuTree } from '@/lib/session';
import { menuTreeQueryOptions } from '../api/menu';
import { useMenuNavigation } from '../hooks/useMenuNavigation';
import { useMenuState } from '../hooks/useMenuState';
import { shellMessages as m } from '../messages';
import { Breadcrumbs } from './Breadcrumbs';
import { Clock } from './Clock';
import { LogoBanner } from './LogoBanner';
import { NoticeBell } from './NoticeBell';
import { SideNav } from './SideNav';
import { UserMenu } from './UserMenu';

/** Keeps the stored menu tree fresh: fetched once per page load, then saved as auth_list. */
export function useFreshMenuTree(): MenuNode[] {
  const stored = useMenuTree();
  const { data } = useQuery(menuTreeQueryOptions(useApi()));
  useEffect(() => {
    if (data) saveMenuTree(data);
  }, [data]);
  return stored;
}

/** Sets the window title to the page title. */
export function useDocumentTitle(): void {
  const title = usePageTitle();
  useEffect(() => {
    document.title = title && title !== m.appName ? `${title} - ${m.appName}` : m.appName;
  }, [title]);
}

export interface AppShellProps {
  /** Only one submenu path open at a time (default true). */
  uniqueOpened?: boolean;
  /** Told about every menu leaf click with the entry's menuUrl. */
  onMenuClick?: (menuUrl: string, entry: MenuNode) => void;
}

/** The shell shared by the system, sub-system and cockpit pages: banner, top bar, side menu. */
export function AppShell({ uniqueOpened = true, onMenuClick }: AppShellProps) {
  const tree = useFreshMenuTree();
  const pathname = useLocation({ select: (l) => l.pathname });
  const menu = useMenuState({ tree, pathname, uniqueOpened });
  const onLeafClick = useMenuNavigation({ onMenuClick });
  useDocumentTitle();
  return (
    <Layout className="app-shell">
      <Layout.Header className="app-shell-header">
        <LogoBanner />
        <Button
          type="text"
          className="app-shell-collapse"
          aria-label={menu.collapsed ? m.expand : m.collapse}
          aria-expanded={!menu.collapsed}
          icon={menu.collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={() => menu.setCollapsed(!menu.collapsed)}
        />
        <div className="app-shell-spacer" />
        <NoticeBell />
        <Clock />
        <UserMenu />
      </Layout.Header>
      <Layout className="app-shell-body">
        <Layout.Sider
          className="app-shell-sider"
          theme="light"
          width={232}
          collapsedWidth={64}
          collapsed={menu.collapsed}
          trigger={null}
          data-collapsed={menu.collapsed}
        >
          <SideNav
            tree={tree}
            model={menu.model}
            selectedKey={menu.selectedKey}
            openKeys={menu.openKeys}
            onOpenChange={menu.onOpenChange}
            onLeafClick={onLeafClick}
          />
        </Layout.Sider>
        <Layout.Content className="app-shell-content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

/** System pages: breadcrumb above a padded white page. */
export function SystemPages() {
  const tree = useMenuTree();
  return (
    <div className="shell-group shell-group-system">
      <Breadcrumbs tree={tree} />
      <div className="shell-page">
        <Outlet />
      </div>
    </div>
  );
}

/** Sub-system pages (the map screens): the page fills the content area. */
export function SubsystemPages() {
  return (
    <div className="shell-group shell-group-subsystem">
      <Outlet />
    </div>
  );
}

/** Sub-cockpit pages (dashboards): breadcrumb above a page that fills the content area. */
export function CockpitPages() {
  const tree = useMenuTree();
  return (
    <div className="shell-group shell-group-cockpit">
      <Breadcrumbs tree={tree} />
      <div className="shell-page shell-page-cockpit">
        <Outlet />
      </div>
    </div>
  );
}
