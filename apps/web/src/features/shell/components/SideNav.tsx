import type { MenuNode } from '@agrimap/sdk';
import { Empty, Menu, type MenuProps } from 'antd';
import { menuIcon } from '@/components/menu-icon';
import { menuKey, shownChildren, shownEntries } from '@/lib/menu-tree';
import { MAX_MENU_DEPTH, type MenuModel } from '../menu-model';
import { shellMessages as m } from '../messages';

type MenuItem = NonNullable<MenuProps['items']>[number];

/** antd menu items for a menu tree: top entries with icons, up to three levels. */
export function menuItems(tree: readonly MenuNode[], depth = 1): MenuItem[] {
  return shownEntries(tree).map((node) => {
    const key = menuKey(node);
    const children = depth < MAX_MENU_DEPTH ? shownChildren(node) : [];
    const base = {
      key,
      label: node.name,
      icon: depth === 1 ? menuIcon(node) : undefined,
      title: node.name,
    };
    return children.length > 0 ? { ...base, children: menuItems(children, depth + 1) } : base;
  });
}

export interface SideNavProps {
  tree: readonly MenuNode[];
  model: MenuModel;
  selectedKey: string | undefined;
  openKeys: string[];
  onOpenChange: (keys: string[]) => void;
  /** A leaf entry was clicked. */
  onLeafClick: (entry: MenuNode) => void;
  /** Accessible name of the navigation. */
  label?: string;
  /** Entries after the tree's (e.g. the monitoring shell's fixed ones). */
  extraItems?: MenuItem[];
  onExtraClick?: (key: string) => void;
}

/** The side navigation built from the user's menu tree. */
export function SideNav({
  tree,
  model,
  selectedKey,
  openKeys,
  onOpenChange,
  onLeafClick,
  label = m.menu.label,
  extraItems = [],
  onExtraClick,
}: SideNavProps) {
  const items = [...menuItems(tree), ...extraItems];
  if (items.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={m.menu.empty} />;
  }
  return (
    <nav aria-label={label}>
      <Menu
        mode="inline"
        items={items}
        selectedKeys={selectedKey ? [selectedKey] : []}
        openKeys={openKeys}
        onOpenChange={onOpenChange}
        onClick={({ key }) => {
          const entry = model.byKey.get(key);
          if (entry) onLeafClick(entry);
          else onExtraClick?.(key);
        }}
      />
    </nav>
  );
}
