import {
  clearTokens,
  createUserInfoStore,
  getToken,
  type MenuNode,
  setPlatformToken,
  setToken,
  type UserInfo,
} from '@agrimap/sdk';
import { useSyncExternalStore } from 'react';
import { TOKEN_PREFIX } from './config';

/** The stored user info (localStorage, one key per field under the prefix). */
export const userStore = createUserInfoStore(localStorage, TOKEN_PREFIX);

const listeners = new Set<() => void>();
let snapshot: UserInfo | null | undefined;

function changed(): void {
  snapshot = undefined;
  for (const listener of listeners) listener();
}

// Another tab logging in or out changes localStorage too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key.startsWith(TOKEN_PREFIX)) changed();
  });
}

/** True when the session token cookie (`agrimap_token`) is stored. */
export function hasSessionToken(): boolean {
  return getToken(TOKEN_PREFIX) !== undefined;
}

/** The session token of the token cookie, if stored. */
export function sessionToken(): string | undefined {
  return getToken(TOKEN_PREFIX);
}

/** The stored user, or null. */
export function currentUser(): UserInfo | null {
  if (snapshot === undefined) snapshot = userStore.get();
  return snapshot;
}

/** Stores a new session: token cookies (half a day) and the user info. */
export function saveSession(info: UserInfo): void {
  setToken(TOKEN_PREFIX, info.token);
  if (info.zt_token) setPlatformToken(TOKEN_PREFIX, info.zt_token);
  userStore.set(info);
  changed();
}

/** Replaces the stored menu tree (after the server sent a fresh one). */
export function saveMenuTree(authList: MenuNode[]): void {
  if (!userStore.get()) return;
  userStore.patch({ auth_list: authList });
  changed();
}

/** Removes the token cookies and the stored user info. */
export function clearSession(): void {
  clearTokens(TOKEN_PREFIX);
  userStore.clear();
  changed();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The stored user, re-rendering when it changes (login, logout, new menu tree, other tabs). */
export function useCurrentUser(): UserInfo | null {
  return useSyncExternalStore(subscribe, currentUser, currentUser);
}

/** The stored menu tree (auth_list) of the current user; empty without a session. */
export function useMenuTree(): MenuNode[] {
  return useCurrentUser()?.auth_list ?? EMPTY;
}

const EMPTY: MenuNode[] = [];
