/** A menu entry of the user's menu tree (SPEC §3: name, menuUrl, icon, menuVoList). */
export interface MenuNode {
  name: string;
  menuUrl?: string | null;
  icon?: string | null;
  /** 1 menu, 2 button (when the server says). */
  type?: number | null;
  /** false: hidden from the navigation (菜单管理 显示 off), still granted (guards, buttons). */
  visible?: boolean | null;
  menuVoList?: MenuNode[] | null;
  [key: string]: unknown;
}

/** What the app keeps about the logged-in user (SPEC §3 "User info"). */
export interface UserInfo {
  token: string;
  zt_token: string;
  user_id: string;
  user_name: string;
  real_name: string;
  curLabel: string;
  /** The user's menu tree; drives the side menu and button permissions. */
  auth_list: MenuNode[];
}

/** The subset of the Web Storage API the store needs. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const USER_INFO_KEYS = [
  'token',
  'zt_token',
  'user_id',
  'user_name',
  'real_name',
  'curLabel',
  'auth_list',
] as const;

export interface UserInfoStore {
  /** The stored user, or null when nothing (or something unreadable) is stored. */
  get(): UserInfo | null;
  /** Stores every field (replacing what was there). */
  set(info: UserInfo): void;
  /** Updates some fields. */
  patch(info: Partial<UserInfo>): void;
  /** Removes every field. */
  clear(): void;
}

/**
 * A user-info store over localStorage (or any injected storage), one key per field under a
 * prefix: `${prefix}token`, `${prefix}user_name`, … `auth_list` is stored as JSON.
 */
export function createUserInfoStore(storage: KeyValueStorage, prefix = ''): UserInfoStore {
  const key = (k: string) => `${prefix}${k}`;
  const write = (info: Partial<UserInfo>) => {
    for (const k of USER_INFO_KEYS) {
      if (!(k in info)) continue;
      const value = info[k];
      if (value === undefined) storage.removeItem(key(k));
      else storage.setItem(key(k), k === 'auth_list' ? JSON.stringify(value) : String(value));
    }
  };
  return {
    get() {
      const token = storage.getItem(key('token'));
      if (!token) return null;
      let authList: MenuNode[] = [];
      const rawList = storage.getItem(key('auth_list'));
      if (rawList) {
        try {
          const parsed: unknown = JSON.parse(rawList);
          if (Array.isArray(parsed)) authList = parsed as MenuNode[];
        } catch {
          authList = [];
        }
      }
      return {
        token,
        zt_token: storage.getItem(key('zt_token')) ?? '',
        user_id: storage.getItem(key('user_id')) ?? '',
        user_name: storage.getItem(key('user_name')) ?? '',
        real_name: storage.getItem(key('real_name')) ?? '',
        curLabel: storage.getItem(key('curLabel')) ?? '',
        auth_list: authList,
      };
    },
    set(info) {
      this.clear();
      write(info);
    },
    patch(info) {
      write(info);
    },
    clear() {
      for (const k of USER_INFO_KEYS) storage.removeItem(key(k));
    },
  };
}

/** An in-memory {@link KeyValueStorage} (Node, tests). */
export function createMemoryStorage(): KeyValueStorage & { size(): number } {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
    size: () => map.size,
  };
}
