import type { MenuNode } from '@agrimap/sdk';
import { Link, useLocation } from '@tanstack/react-router';
import { Breadcrumb } from 'antd';
import { menuChildren, menuTrail, normalisePath } from '@/lib/menu-tree';
import { usePageTitle } from '@/lib/routing';
import { shellMessages as m } from '../messages';

/**
 * The names on the way to a page: the menu entries leading to it (the server's names), then the
 * page's own title when the menu does not name the page itself.
 */
export function breadcrumbNames(
  tree: readonly MenuNode[],
  pathname: string,
  pageTitle: string | undefined,
): string[] {
  const trail = menuTrail(tree, pathname);
  const names = trail.map((node) => node.name);
  const last = trail[trail.length - 1];
  // The menu names the page itself only when its deepest entry is that page (not a group).
  const menuNamesThePage =
    last?.menuUrl != null &&
    normalisePath(last.menuUrl) === normalisePath(pathname) &&
    menuChildren(last).length === 0;
  if (pageTitle && !menuNamesThePage && names[names.length - 1] !== pageTitle) names.push(pageTitle);
  return names;
}

/** 首页 / system / group / page. */
export function Breadcrumbs({ tree }: { tree: readonly MenuNode[] }) {
  const pathname = useLocation({ select: (l) => l.pathname });
  const names = breadcrumbNames(tree, pathname, usePageTitle());
  return (
    <Breadcrumb
      className="shell-breadcrumb"
      items={[
        { key: 'home', title: <Link to="/">{m.home}</Link> },
        ...names.map((name, i) => ({ key: `${i}`, title: name })),
      ]}
    />
  );
}
