// Test helper: the logged-in user loses some button permissions (as if their role lost them).
import type { MenuNode } from '@agrimap/sdk';
import { act } from '@testing-library/react';
import { currentUser, saveSession } from '@/lib/session';

function without(nodes: readonly MenuNode[], urls: ReadonlySet<string>): MenuNode[] {
  return nodes
    .filter((node) => !(node.menuUrl && urls.has(node.menuUrl)))
    .map((node) => ({
      ...node,
      ...(node.menuVoList ? { menuVoList: without(node.menuVoList, urls) } : {}),
    }));
}

/** Removes the buttons with these urls from the stored menu tree of the current user. */
export async function dropButtons(...urls: string[]): Promise<void> {
  const user = currentUser();
  if (!user) throw new Error('nobody is logged in');
  const next = { ...user, auth_list: without(user.auth_list ?? [], new Set(urls)) };
  await act(async () => saveSession(next));
}
