import type { MenuNode } from '@agrimap/sdk';
import {
  AppstoreOutlined,
  CompassOutlined,
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
import { menuIconMessages as m } from './messages';

/** One icon the side menu can show: the name a menu entry stores (`icon-<key>`). */
export interface MenuIconOption {
  /** The stored name, e.g. `icon-yxzcxt`. */
  name: string;
  label: string;
  icon: ReactNode;
}

const icon = (key: keyof typeof m, node: ReactNode): MenuIconOption => ({
  name: `icon-${key}`,
  label: m[key],
  icon: node,
});

/** Every icon the side menu can show, in picker order. */
export const MENU_ICONS: readonly MenuIconOption[] = [
  icon('yxglxt', <TeamOutlined />),
  icon('nzywsjgl', <ShopOutlined />),
  icon('yxzcxt', <SettingOutlined />),
  icon('warehousing', <InboxOutlined />),
  icon('policyNews', <ReadOutlined />),
  icon('xtbgxt', <SolutionOutlined />),
  icon('agroService', <ExperimentOutlined />),
  icon('wlwyzt', <VideoCameraOutlined />),
  icon('map', <GlobalOutlined />),
  icon('map2d', <CompassOutlined />),
  icon('cockpit', <DashboardOutlined />),
];

const BY_NAME = new Map(MENU_ICONS.map((option) => [option.name, option]));

/** The icon stored as `name` (e.g. `icon-yxzcxt`), or undefined for an unknown name. */
export function iconByName(name: string | null | undefined): MenuIconOption | undefined {
  return name ? BY_NAME.get(name) : undefined;
}

// Entries without a known icon name fall back to their system's path.
const BY_SYSTEM: Record<string, string> = {
  yxglxt: 'icon-yxglxt',
  nzywsjgl: 'icon-nzywsjgl',
  yxzcxt: 'icon-yxzcxt',
  warehousing: 'icon-warehousing',
  policyNews: 'icon-policyNews',
  xtbgxt: 'icon-xtbgxt',
  agroService: 'icon-agroService',
  wlwyzt: 'icon-wlwyzt',
  main_map: 'icon-map',
  TwoDMapMain: 'icon-map',
};

/** The default icon of an entry without one. */
export const DEFAULT_MENU_ICON: ReactNode = <AppstoreOutlined />;

/** The icon of a top-level menu entry: its icon name, else its system's, else the default. */
export function menuIcon(node: Pick<MenuNode, 'icon' | 'menuUrl'>): ReactNode {
  const named = iconByName(typeof node.icon === 'string' ? node.icon : undefined);
  if (named) return named.icon;
  const url = node.menuUrl ?? '';
  if (url.endsWith('_cockpit')) return iconByName('icon-cockpit')?.icon;
  const system = Object.keys(BY_SYSTEM).find((s) => isPathPrefix(`/${s}`, url));
  return system ? iconByName(BY_SYSTEM[system])?.icon : DEFAULT_MENU_ICON;
}
