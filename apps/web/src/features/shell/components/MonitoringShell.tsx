import type { MenuNode } from '@agrimap/sdk';
import { DeploymentUnitOutlined, GlobalOutlined } from '@ant-design/icons';
import { Outlet, useLocation, useNavigate } from '@tanstack/react-router';
import { Layout } from 'antd';
import { useMemo, useState } from 'react';
import { menuTrail, normalisePath, shownChildren } from '@/lib/menu-tree';
import { useMenuNavigation } from '../hooks/useMenuNavigation';
import { buildMenuModel, nextOpenKeys, routeMenuState } from '../menu-model';
import { shellMessages as m } from '../messages';
import { useDocumentTitle, useFreshMenuTree } from './AppShell';
import { Breadcrumbs } from './Breadcrumbs';
import { LogoBanner } from './LogoBanner';
import { SideNav } from './SideNav';
import { UserMenu } from './UserMenu';

/** The path of the monitoring home screen, used to find the 物联网监测 system in the menu tree. */
const MONITORING_HOME = '/wlwyzt/index/asset';
const DECISION_KEY = 'monitoring:decision';
const ONE_MAP_KEY = 'monitoring:one-map';

/**
 * Where the shell's own entries lead. 物联网一张图 is the IoT one-map cockpit (the screen of that
 * title); 智能决策 is the map workbench, whose analysis tools (layers, drill-down, drawing,
 * measuring, comparison) are what the monitoring data is decided on.
 */
const DECISION_TARGET = '/main_map';
const ONE_MAP_TARGET = '/wlwyzt_cockpit';
const FIXED_TARGETS = [DECISION_TARGET, ONE_MAP_TARGET];

/**
 * The entries of the monitoring system (物联网监测) in the user's menu tree, without those leading
 * where the shell's own entries (智能决策, 物联网一张图) already lead.
 */
export function monitoringEntries(tree: readonly MenuNode[]): MenuNode[] {
  const system = menuTrail(tree, MONITORING_HOME)[0];
  if (!system) return [];
  return shownChildren(system).filter((entry) => !FIXED_TARGETS.includes(normalisePath(entry.menuUrl ?? '')));
}

/**
 * The monitoring shell for /wlwyzt/…: title 物联网监测管理, banner with logo and current user, a
 * side menu built from the stored user menu (the 物联网监测 entries), then 智能决策 and
 * 物联网一张图.
 */
export function MonitoringShell() {
  const tree = useFreshMenuTree();
  const entries = useMemo(() => monitoringEntries(tree), [tree]);
  const model = useMemo(() => buildMenuModel(entries), [entries]);
  const pathname = useLocation({ select: (l) => l.pathname });
  const route = routeMenuState(entries, model, pathname);
  const [openKeys, setOpenKeys] = useState<string[]>(route.openKeys);
  const navigate = useNavigate();
  const onLeafClick = useMenuNavigation();
  useDocumentTitle();
  return (
    <Layout className="app-shell monitoring-shell">
      <Layout.Header className="app-shell-header">
        <LogoBanner title={m.monitoring.title} />
        <div className="app-shell-spacer" />
        <UserMenu />
      </Layout.Header>
      <Layout className="app-shell-body">
        <Layout.Sider className="app-shell-sider" theme="light" width={232}>
          <SideNav
            tree={entries}
            model={model}
            label={m.monitoring.menuLabel}
            selectedKey={route.selectedKey}
            openKeys={openKeys}
            onOpenChange={(keys) => setOpenKeys((previous) => nextOpenKeys(model, previous, keys, true))}
            onLeafClick={onLeafClick}
            extraItems={[
              { key: DECISION_KEY, icon: <DeploymentUnitOutlined />, label: m.monitoring.decision },
              { key: ONE_MAP_KEY, icon: <GlobalOutlined />, label: m.monitoring.oneMap },
            ]}
            onExtraClick={(key) => {
              if (key === DECISION_KEY) void navigate({ to: DECISION_TARGET });
              if (key === ONE_MAP_KEY) void navigate({ to: ONE_MAP_TARGET });
            }}
          />
        </Layout.Sider>
        <Layout.Content className="app-shell-content">
          <div className="shell-group shell-group-system">
            <Breadcrumbs tree={tree} />
            <div className="shell-page">
              <Outlet />
            </div>
          </div>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
