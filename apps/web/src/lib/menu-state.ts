import { MENU_STATE_KEY } from './config';

/** What the side menu keeps across a reload (SPEC §2: open menu and active path). */
export interface MenuState {
  /** Keys (menuUrls) of the open submenus. */
  openKeys: string[];
  /** The path that was active when the page unloaded. */
  activePath: string;
  /** Whether the side menu was collapsed. */
  collapsed: boolean;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string');
}

/** Reads the saved menu state, or null when none (or something unreadable) is saved. */
export function loadMenuState(storage: Storage, key: string = MENU_STATE_KEY): MenuState | null {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { openKeys, activePath, collapsed } = value as Record<string, unknown>;
    if (!isStringArray(openKeys) || typeof activePath !== 'string') return null;
    return { openKeys, activePath, collapsed: collapsed === true };
  } catch {
    return null;
  }
}

/** Saves the menu state under one key. */
export function saveMenuState(storage: Storage, state: MenuState, key: string = MENU_STATE_KEY): void {
  try {
    storage.setItem(key, JSON.stringify(state));
  } catch {
    // Storage full or disabled: the menu simply starts fresh next time.
  }
}
