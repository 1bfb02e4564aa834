import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, saveSession } from '@/lib/session';
import { NotFoundRoute } from './StatusPages';

const USER = {
  token: 'abc.def.ghi',
  zt_token: 'zt-123',
  user_id: '1',
  user_name: 'admin',
  real_name: '系统管理员',
  curLabel: '管理员',
  auth_list: [],
};

function renderAt(path: string) {
  const root = createRootRoute({ component: Outlet });
  const login = createRoute({
    getParentRoute: () => root,
    path: '/login',
    component: () => <p>登录页</p>,
  });
  const router = createRouter({
    routeTree: root.addChildren([login]),
    history: createMemoryHistory({ initialEntries: [path] }),
    notFoundMode: 'root',
    defaultNotFoundComponent: NotFoundRoute,
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('unknown paths', () => {
  afterEach(() => clearSession());

  it('send a visitor without a session to the login page, remembering the path', async () => {
    const router = renderAt('/no/such/page?x=1');
    expect(await screen.findByText('登录页')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect: '/no/such/page?x=1' });
  });

  it('show the 404 page to a logged-in user', async () => {
    saveSession(USER);
    const router = renderAt('/no/such/page');
    expect(await screen.findByText('抱歉，您访问的页面不存在。')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/no/such/page');
  });
});
