import type { ReactNode } from 'react';
import { hasButton } from './permissions';
import { useMenuTree } from './session';

/** Whether the current user has the button `buttonUrl` under `parentMenuName` → `childMenuName`. */
export function useHasButton(parentMenuName: string, childMenuName: string, buttonUrl: string): boolean {
  return hasButton(useMenuTree(), parentMenuName, childMenuName, buttonUrl);
}

export interface PermissionProps {
  /** Name of the parent menu, e.g. 物联网监测. */
  parent: string;
  /** Name of the page menu below it, e.g. 设备管理. */
  menu: string;
  /** The button url, e.g. device:sync. */
  button: string;
  /** Rendered when the user has the button. */
  children: ReactNode;
  /** Rendered otherwise (nothing by default). */
  fallback?: ReactNode;
}

/** Renders its children only for users whose menu tree holds the button. */
export function Permission({ parent, menu, button, children, fallback = null }: PermissionProps) {
  return useHasButton(parent, menu, button) ? children : fallback;
}
