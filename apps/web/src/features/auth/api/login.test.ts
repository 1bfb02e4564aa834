import { describe, expect, it } from 'vitest';
import { createApi } from '@/lib/api';
import { json, stubFetch } from '../../../test/fetch-stub';
import { login } from './login';

const SESSION = {
  token: 'tok-admin-123',
  zt_token: 'zt-456',
  user_id: 1,
  user_name: 'admin',
  real_name: '系统管理员',
  curLabel: '系统管理员',
};
const MENU = [
  {
    id: 1,
    parentId: 0,
    name: '运营支撑系统',
    menuUrl: '/yxzcxt',
    icon: null,
    type: 1,
    sort: 1,
    menuVoList: [],
  },
];

describe('login', () => {
  it('logs in, fetches the menu tree with the new token and returns the user info', async () => {
    const stub = stubFetch((req) => {
      if (req.url.pathname === '/account/api/auth/login')
        return json({ code: 200, msg: '登录成功', data: SESSION });
      if (req.url.pathname === '/account/api/v1/menu/tree/list')
        return json({ code: 200, msg: '', data: { list: MENU } });
      return json({ code: 404, msg: 'unexpected' }, 404);
    });
    const user = await login(createApi(stub.fetch), { username: 'admin', password: 'Admin@123' });
    expect(stub.requests[0]?.body).toEqual({ username: 'admin', password: 'Admin@123' });
    expect(stub.requests[1]?.headers.get('Authorization')).toBe('tok-admin-123');
    expect(user).toEqual({
      token: 'tok-admin-123',
      zt_token: 'zt-456',
      user_id: '1',
      user_name: 'admin',
      real_name: '系统管理员',
      curLabel: '系统管理员',
      auth_list: MENU,
    });
  });

  it('rejects with the server message for a wrong password', async () => {
    const stub = stubFetch(() => json({ code: 1001, msg: '用户名或密码错误', data: null }));
    await expect(login(createApi(stub.fetch), { username: 'admin', password: 'nope' })).rejects.toMatchObject(
      {
        code: 1001,
        msg: '用户名或密码错误',
      },
    );
    expect(stub.requests).toHaveLength(1);
    expect(document.cookie).not.toContain('agrimap_token');
  });

  it('drops the new token again when the menu tree cannot be loaded', async () => {
    const stub = stubFetch((req) =>
      req.url.pathname.endsWith('/auth/login')
        ? json({ code: 200, msg: '', data: SESSION })
        : json({ code: 500, msg: '菜单服务异常' }, 500),
    );
    await expect(
      login(createApi(stub.fetch), { username: 'admin', password: 'Admin@123' }),
    ).rejects.toMatchObject({
      msg: '菜单服务异常',
    });
    expect(document.cookie).not.toContain('agrimap_token');
  });
});
