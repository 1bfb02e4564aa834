import type { MenuNode } from '@agrimap/sdk';
import {
  AppstoreOutlined,
  DashboardOutlined,
  ExperimentOutlined,
  GlobalOutlined,
  InboxOutlined,
  ReadOutlined,
  SettingOutlined,
  ShopOutlined,
  SolutionOutlined,
  TeamOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { isPathPrefix } from '@/lib/menu-tree';

// The server names icons per system (e.g. `icon-yxzcxt`); the system's path is the fallback.
const BY_SYSTEM: Record<string, ReactNode> = {
  yxglxt: <TeamOutlined />,
  nzywsjgl: <ShopOutlined />,
  yxzcxt: <SettingOutlined />,
  warehousing: <InboxOutlined />,
  policyNews: <ReadOutlined />,
  xtbgxt: <SolutionOutlined />,
  agroService: <ExperimentOutlined />,
  wlwyzt: <VideoCameraOutlined />,
  main_map: <GlobalOutlined />,
  TwoDMapMain: <GlobalOutlined />,
  cockpit: <DashboardOutlined />,
};

/** The icon of a top-level menu entry. */
export function menuIcon(node: MenuNode): ReactNode {
  const fromIcon = typeof node.icon === 'string' ? node.icon.replace(/^icon-/, '') : '';
  if (fromIcon && BY_SYSTEM[fromIcon]) return BY_SYSTEM[fromIcon];
  const url = node.menuUrl ?? '';
  if (url.endsWith('_cockpit')) return BY_SYSTEM.cockpit;
  const system = Object.keys(BY_SYSTEM).find((s) => isPathPrefix(`/${s}`, url));
  return system ? BY_SYSTEM[system] : <AppstoreOutlined />;
}
