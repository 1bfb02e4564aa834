import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, saveSession } from '@/lib/session';
import { ForbiddenPage, NotFoundRoute } from './StatusPages';

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

describe('the 403 page', () => {
  it('says the page is outside the menu and 返回首页 goes home', async () => {
    const root = createRootRoute({ component: Outlet });
    const home = createRoute({ getParentRoute: () => root, path: '/', component: () => <p>首页</p> });
    const page = createRoute({ getParentRoute: () => root, path: '/secret', component: ForbiddenPage });
    const router = createRouter({
      routeTree: root.addChildren([home, page]),
      history: createMemoryHistory({ initialEntries: ['/secret'] }),
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('抱歉，您没有访问此页面的权限。')).toBeTruthy();
    expect(screen.getByText('403')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '返回首页' }));
    expect(await screen.findByText('首页')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
