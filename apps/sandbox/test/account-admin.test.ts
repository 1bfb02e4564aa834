/**
 * Account administration operations (roles, menus, departments, users, functional groups,
 * sessions) through the SDK, with response validation on: happy paths and the refusals the
 * screens show.
 */
import { deleteQuery, getQuery, postQuery, unwrap } from '@agrimap/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../src/index';
import { backends, startBackendSandbox } from './backends';
import { ADMIN, login, OPERATOR, sdkClient, type TestClient } from './helpers';

describe.each(backends())('account administration on $name', (backend) => {
  let sandbox: Sandbox;
  let admin: TestClient;

  beforeAll(async () => {
    sandbox = await startBackendSandbox(backend);
    admin = sdkClient(sandbox.url, await login(sandbox.url, ADMIN));
  });

  afterAll(async () => {
    await sandbox?.stop();
  });

  const acc = () => admin.api.account;

  /** The envelope of a call that is expected to fail with a business code. */
  async function refused(call: Promise<{ data?: unknown; response: Response }>) {
    const { data, response } = await call;
    expect(response.status).toBe(200);
    return data as { code: number; msg: string; data: null };
  }

  describe('roles', () => {
    it('pages with name and status filters, adds, updates, toggles status and deletes', async () => {
      const all = unwrap(await acc().POST('/api/v1/role/page', { body: { page: 1, pageSize: 10 } }));
      expect(all.total).toBe(6);
      expect(all.records[0]).toMatchObject({
        id: 1,
        roleName: '系统管理员',
        roleCode: 'admin',
        isAdmin: true,
        status: 1,
      });
      expect(all.records[0]?.userCount).toBeGreaterThanOrEqual(1);
      const filtered = unwrap(
        await acc().POST('/api/v1/role/page', { body: { roleName: '管理', page: 1, pageSize: 10 } }),
      );
      expect(filtered.records.map((r) => r.roleName)).toEqual(['系统管理员', '仓库管理员']);

      const { id } = unwrap(
        await acc().POST('/api/v1/role/add', {
          body: { roleName: '设备巡检员', roleCode: 'device_inspector', remark: '物联网设备巡检' },
        }),
      );
      const dupName = await refused(
        acc().POST('/api/v1/role/add', { body: { roleName: '设备巡检员', roleCode: 'other_code' } }),
      );
      expect(dupName).toMatchObject({ code: 1004, msg: '角色名称已存在' });
      const dupCode = await refused(
        acc().POST('/api/v1/role/add', { body: { roleName: '别的角色', roleCode: 'device_inspector' } }),
      );
      expect(dupCode).toMatchObject({ code: 1004, msg: '角色编码已存在' });

      unwrap(await acc().POST('/api/v1/role/update', { body: { id, remark: '只读设备详情' } }));
      unwrap(await acc().POST('/api/v1/role/status', { body: { id, status: 0 } }));
      const disabled = unwrap(
        await acc().POST('/api/v1/role/page', { body: { status: 0, page: 1, pageSize: 10 } }),
      );
      expect(disabled.records).toEqual([
        expect.objectContaining({
          id,
          roleName: '设备巡检员',
          remark: '只读设备详情',
          status: 0,
          userCount: 0,
        }),
      ]);
      expect(disabled.records[0]?.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

      const adminOff = await refused(acc().POST('/api/v1/role/status', { body: { id: 1, status: 0 } }));
      expect(adminOff).toMatchObject({ code: 1003, msg: '系统管理员角色不能停用' });
      const held = await refused(acc().DELETE('/api/v1/role/delete', { params: { query: { id: 2 } } }));
      expect(held).toMatchObject({ code: 1003, msg: '该角色已分配给用户，不能删除' });
      const adminDel = await refused(acc().DELETE('/api/v1/role/delete', { params: { query: { id: 1 } } }));
      expect(adminDel.msg).toBe('系统管理员角色不能删除');
      await deleteQuery(acc(), '/api/v1/role/delete', { params: { query: { id } } });
      const gone = await refused(acc().DELETE('/api/v1/role/delete', { params: { query: { id } } }));
      expect(gone).toMatchObject({ code: 1005, msg: '角色不存在' });
    });

    it('menu ids split into checked and half-checked; saving both gives the role those menus', async () => {
      const { id: roleId } = unwrap(
        await acc().POST('/api/v1/role/add', { body: { roleName: '设备查看', roleCode: 'device:viewer' } }),
      );
      const tree = unwrap(await acc().GET('/api/v1/menu/tree/all')).list;
      const iot = tree.find((m) => m.menuUrl === '/wlwyzt');
      const asset = iot?.children.find((m) => m.menuUrl === '/wlwyzt/index/asset');
      const detail = asset?.children.find((m) => m.menuUrl === 'device:detail');
      expect([iot?.type, asset?.type, detail?.type]).toEqual([0, 1, 2]);
      // The dialog checked 详情 only: antd reports 设备管理 and 物联网监测 as half-checked.
      const ids = [iot?.id, asset?.id, detail?.id] as number[];
      await postQuery(acc(), '/api/v1/role/menu/auth', { roleId, menuIds: ids });
      const split = unwrap(await acc().GET('/api/v1/role/menu/ids', { params: { query: { roleId } } }));
      expect(split).toEqual({ roleId, checkedIds: [detail?.id], halfCheckedIds: [iot?.id, asset?.id] });

      // A user with that role sees exactly 物联网监测 → 设备管理 → 详情.
      unwrap(
        await acc().POST('/api/v1/user/register', {
          body: {
            userName: 'xunjian01',
            password: 'Xunjian@2024',
            realName: '巡检一号',
            phone: '13600001111',
            departmentId: 104,
            roleIds: [roleId],
          },
        }),
      );
      const user = sdkClient(
        sandbox.url,
        await login(sandbox.url, { username: 'xunjian01', password: 'Xunjian@2024' }),
      );
      const seen = unwrap(await user.api.account.POST('/api/v1/menu/tree/list', { body: {} })).list;
      expect(seen.map((m) => m.name)).toEqual(['物联网监测']);
      expect(seen[0]?.menuVoList.map((m) => m.name)).toEqual(['设备管理']);
      expect(seen[0]?.menuVoList[0]?.menuVoList.map((m) => m.menuUrl)).toEqual(['device:detail']);

      // A disabled role grants nothing.
      unwrap(await acc().POST('/api/v1/role/status', { body: { id: roleId, status: 0 } }));
      expect(unwrap(await user.api.account.POST('/api/v1/menu/tree/list', { body: {} })).list).toEqual([]);
      const unknown = await refused(
        acc().GET('/api/v1/role/menu/ids', { params: { query: { roleId: 999 } } }),
      );
      expect(unknown).toMatchObject({ code: 1005, msg: '角色不存在' });
    });

    it('administrator operations answer 403 to the operator; the role list is readable', async () => {
      const operator = sdkClient(sandbox.url, await login(sandbox.url, OPERATOR));
      const list = unwrap(
        await operator.api.account.POST('/api/v1/role/page', { body: { page: 1, pageSize: 100 } }),
      );
      expect(list.total).toBeGreaterThanOrEqual(6);
      const denied = await operator.api.account.POST('/api/v1/role/add', {
        body: { roleName: '越权', roleCode: 'nope' },
      });
      expect(denied.data).toMatchObject({ code: 403, msg: '无权访问该资源' });
      const tree = await operator.api.account.GET('/api/v1/menu/tree/all');
      expect(tree.data).toMatchObject({ code: 403 });
    });
  });

  describe('menus', () => {
    it('sends a hidden page in the menu tree marked visible: false (still granted)', async () => {
      type Entry = { id: number; name: string; menuUrl: string; visible?: boolean; menuVoList: Entry[] };
      const tree = async () =>
        unwrap(await acc().POST('/api/v1/menu/tree/list', { body: {} })).list as Entry[];
      const find = (nodes: Entry[], url: string): Entry | undefined => {
        for (const n of nodes) {
          const hit = n.menuUrl === url ? n : find(n.menuVoList, url);
          if (hit) return hit;
        }
        return undefined;
      };
      const page = find(await tree(), '/yxzcxt/index/roleManager') as Entry;
      expect(page.visible).toBeUndefined();
      unwrap(await acc().POST('/api/v1/menu/update', { body: { id: page.id, visible: false } }));
      try {
        const hidden = find(await tree(), '/yxzcxt/index/roleManager');
        expect(hidden).toMatchObject({ id: page.id, visible: false });
        expect(hidden?.menuVoList.map((b) => b.menuUrl)).toEqual(page.menuVoList.map((b) => b.menuUrl));
      } finally {
        unwrap(await acc().POST('/api/v1/menu/update', { body: { id: page.id, visible: true } }));
      }
    });

    it('adds, updates, re-orders and deletes with the level and url rules', async () => {
      const tree = unwrap(await acc().GET('/api/v1/menu/tree/all')).list;
      const yx = tree.find((m) => m.menuUrl === '/yxzcxt');
      const sys = yx?.children.find((m) => m.menuUrl === '/yxzcxt/index');
      const dict = sys?.children.find((m) => m.menuUrl === '/yxzcxt/index/sjzd');
      expect(dict?.children.map((b) => b.type)).toEqual([2, 2, 2]);

      const dir = unwrap(
        await acc().POST('/api/v1/menu/add', {
          body: { parentId: 0, name: '测试目录', type: 0, menuUrl: '/cs', icon: 'icon-test' },
        }),
      );
      const sub = unwrap(
        await acc().POST('/api/v1/menu/add', {
          body: { parentId: dir.id, name: '测试分组', type: 0, menuUrl: '/cs/index' },
        }),
      );
      const page = unwrap(
        await acc().POST('/api/v1/menu/add', {
          body: { parentId: sub.id, name: '测试页面', type: 1, menuUrl: '/cs/index/page' },
        }),
      );
      const button = unwrap(
        await acc().POST('/api/v1/menu/add', {
          body: { parentId: page.id, name: '导出', type: 2, menuUrl: 'cs:export' },
        }),
      );
      const msg = async (body: object) =>
        (await refused(acc().POST('/api/v1/menu/add', { body: body as never }))).msg;
      expect(await msg({ parentId: page.id, name: '第四级', type: 1, menuUrl: '/cs/index/page/x' })).toBe(
        '菜单下只能添加按钮',
      );
      const dir3 = unwrap(
        await acc().POST('/api/v1/menu/add', {
          body: { parentId: sub.id, name: '三级目录', type: 0, menuUrl: '/cs/index/dir3' },
        }),
      );
      expect(await msg({ parentId: dir3.id, name: '太深', type: 1, menuUrl: '/cs/index/dir3/deep' })).toBe(
        '菜单最多三级，不能再添加下级菜单',
      );
      expect(await msg({ parentId: sub.id, name: '按钮', type: 2, menuUrl: 'cs:wrong' })).toBe(
        '按钮只能添加在菜单下',
      );
      expect(await msg({ parentId: button.id, name: '子项', type: 2, menuUrl: 'cs:child' })).toBe(
        '按钮下不能添加子项',
      );
      expect(await msg({ parentId: sub.id, name: '重复', type: 1, menuUrl: '/cs/index/page' })).toBe(
        '路由地址已被其他菜单使用',
      );
      expect(await msg({ parentId: page.id, name: '重复', type: 2, menuUrl: 'device:detail' })).toBe(
        '权限标识已存在',
      );
      const noSlash = await acc().POST('/api/v1/menu/add', {
        body: { parentId: sub.id, name: '无斜杠', type: 1, menuUrl: 'cs/page' },
      });
      expect(noSlash.response.status).toBe(400);
      expect(noSlash.error).toMatchObject({ code: 400, msg: '请求参数错误：菜单路由地址必须以 / 开头' });

      unwrap(
        await acc().POST('/api/v1/menu/update', {
          body: { id: page.id, name: '测试页面二', visible: false },
        }),
      );
      const typeChange = await refused(acc().POST('/api/v1/menu/update', { body: { id: page.id, type: 0 } }));
      expect(typeChange.msg).toBe('该菜单已有下级，不能修改为此类型');

      // Re-order: a second page, then put it first; the order persists.
      const page2 = unwrap(
        await acc().POST('/api/v1/menu/add', {
          body: { parentId: sub.id, name: '第二页', type: 1, menuUrl: '/cs/index/p2' },
        }),
      );
      unwrap(await acc().POST('/api/v1/menu/sort', { body: { parentId: sub.id, ids: [page2.id, page.id] } }));
      const after = unwrap(await acc().GET('/api/v1/menu/tree/all')).list.find((m) => m.id === dir.id);
      expect(after?.children[0]?.children.map((m) => [m.name, m.sort, m.visible])).toEqual([
        ['第二页', 1, true],
        ['测试页面二', 2, false],
        ['三级目录', 4, true],
      ]);
      const cycle = await acc().POST('/api/v1/menu/sort', { body: { parentId: page2.id, ids: [sub.id] } });
      expect(cycle.response.status).toBe(400);
      const other = unwrap(
        await acc().POST('/api/v1/menu/add', {
          body: { parentId: 0, name: '另一目录', type: 0, menuUrl: '/cs2' },
        }),
      );
      const deep = await refused(
        acc().POST('/api/v1/menu/sort', { body: { parentId: other.id, ids: [dir.id] } }),
      );
      expect(deep).toMatchObject({ code: 1003, msg: '菜单最多三级，不能再添加下级菜单' });

      const busy = await refused(acc().DELETE('/api/v1/menu/delete', { params: { query: { id: page.id } } }));
      expect(busy).toMatchObject({ code: 1003, msg: '该菜单下存在子菜单或按钮，不能删除' });
      await deleteQuery(acc(), '/api/v1/menu/delete', { params: { query: { id: button.id } } });
      await deleteQuery(acc(), '/api/v1/menu/delete', { params: { query: { id: page.id } } });
      const missing = await refused(
        acc().DELETE('/api/v1/menu/delete', { params: { query: { id: page.id } } }),
      );
      expect(missing).toMatchObject({ code: 1005, msg: '菜单不存在' });
    });
  });

  describe('departments', () => {
    it('the tree of the user enterprise with leader, status and creation time; filters; re-order; delete refusal', async () => {
      const mine = unwrap(await acc().POST('/api/v1/enterprise/dept/tree', { body: {} })).list;
      expect(mine.map((d) => d.enterpriseNumber)).toEqual(['E430000001']);
      expect(mine[0]).toMatchObject({ id: 101, parentId: 0, status: 1 });
      expect(mine[0]?.createTime).toMatch(/^\d{4}-\d{2}-\d{2} /);

      const saved = unwrap(
        await acc().POST('/api/v1/enterprise/dept/save', {
          body: { name: '测试部', parentId: 101, enterpriseNumber: 'E430000001', leaderUserId: 2, status: 0 },
        }),
      );
      const detail = unwrap(
        await acc().GET('/api/v1/enterprise/dept/detail', { params: { query: { id: saved.id } } }),
      );
      expect(detail).toMatchObject({
        name: '测试部',
        leader: '运营专员',
        leaderUserId: 2,
        status: 0,
        userCount: 0,
      });
      const stopped = unwrap(await acc().POST('/api/v1/enterprise/dept/tree', { body: { status: 0 } })).list;
      expect(stopped[0]?.children.map((d) => d.name)).toContain('测试部');
      expect(JSON.stringify(stopped)).not.toContain('长沙分公司');
      const byName = unwrap(
        await acc().POST('/api/v1/enterprise/dept/tree', { body: { name: '麓谷' } }),
      ).list;
      expect(byName[0]?.children[0]?.children[0]?.name).toContain('麓谷');

      const before =
        unwrap(await acc().POST('/api/v1/enterprise/dept/tree', { body: {} })).list[0]?.children ?? [];
      const order = [saved.id, ...before.map((d) => d.id).filter((id) => id !== saved.id)];
      unwrap(await acc().POST('/api/v1/enterprise/dept/sort', { body: { parentId: 101, ids: order } }));
      const after =
        unwrap(await acc().POST('/api/v1/enterprise/dept/tree', { body: {} })).list[0]?.children ?? [];
      expect(after.map((d) => d.id)).toEqual(order);
      const cycle = await acc().POST('/api/v1/enterprise/dept/sort', { body: { parentId: 111, ids: [110] } });
      expect(cycle.response.status).toBe(400);

      const busy = await refused(
        acc().DELETE('/api/v1/enterprise/dept/delete', { params: { query: { id: 110 } } }),
      );
      expect(busy).toMatchObject({ code: 1003, msg: '该部门下存在下级部门或人员，不能删除' });
      await deleteQuery(acc(), '/api/v1/enterprise/dept/delete', { params: { query: { id: saved.id } } });
    });
  });

  describe('users', () => {
    it('status toggle ends the sessions; uniqueness check; self-disable refused; list filters', async () => {
      unwrap(
        await acc().POST('/api/v1/user/register', {
          body: {
            userName: 'tingyong01',
            password: 'Tingyong@2024',
            realName: '停用测试',
            phone: '13600002222',
            departmentId: 111,
          },
        }),
      );
      const token = await login(sandbox.url, { username: 'tingyong01', password: 'Tingyong@2024' });
      const user = sdkClient(sandbox.url, token);
      const id = unwrap(await user.api.account.POST('/api/v1/user/detail/token', { body: {} })).userId;

      const check = unwrap(
        await acc().POST('/api/v1/user/check', { body: { userName: 'tingyong01', phone: '13600002222' } }),
      );
      expect(check).toEqual({ userNameTaken: true, phoneTaken: true });
      const own = unwrap(
        await acc().POST('/api/v1/user/check', {
          body: { userName: 'tingyong01', phone: '13600002222', except: id },
        }),
      );
      expect(own).toEqual({ userNameTaken: false, phoneTaken: false });
      const dupPhone = await refused(
        acc().POST('/api/v1/user/register', {
          body: {
            userName: 'another01',
            password: 'Another@2024',
            realName: '另一个',
            phone: '13600002222',
            departmentId: 111,
          },
        }),
      );
      expect(dupPhone).toMatchObject({ code: 1004, msg: '手机号已被注册' });

      const listed = unwrap(
        await acc().POST('/api/v1/user/manage/list', {
          body: { realName: '停用', phone: '1360000', departmentId: 110, status: 1, page: 1, pageSize: 10 },
        }),
      );
      expect(listed.records.map((u) => u.userName)).toEqual(['tingyong01']);

      unwrap(await acc().POST('/api/v1/user/status', { body: { id, status: 0 } }));
      const next = await user.api.account.POST('/api/v1/menu/tree/list', { body: {} });
      expect(next.data).toMatchObject({ code: 401, msg: '登录已过期，请重新登录' });
      const relogin = await fetch(`${sandbox.url}/account/api/auth/login`, {
        method: 'POST',
        headers: { Appid: 'agrimap-web', client: '3', 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'tingyong01', password: 'Tingyong@2024' }),
      });
      expect(await relogin.json()).toMatchObject({ code: 1001, msg: '该账号已停用，请联系管理员' });
      const stopped = unwrap(
        await acc().POST('/api/v1/user/manage/list', {
          body: { realName: '停用测试', status: 0, page: 1, pageSize: 10 },
        }),
      );
      expect(stopped.total).toBe(1);

      const self = await refused(acc().POST('/api/v1/user/status', { body: { id: 1, status: 0 } }));
      expect(self).toMatchObject({ code: 1003, msg: '不能停用当前登录的用户' });
      const missing = await refused(acc().POST('/api/v1/user/status', { body: { id: 99999, status: 1 } }));
      expect(missing).toMatchObject({ code: 1005, msg: '用户不存在' });
    });
  });

  describe('functional groups', () => {
    it('adds members (joining the organisation) and lists them in the details', async () => {
      const groups = unwrap(
        await acc().POST('/api/v2/usermanage/queryGroup', {
          body: { manageNumber: 'M430000001', queryType: 2, parentId: -1 },
        }),
      ).groups;
      const group = groups[0];
      if (!group) throw new Error('no group');
      const before = unwrap(
        await acc().POST('/api/v2/usermanage/queryGroupDetails', { body: { id: group.id } }),
      );
      unwrap(
        await acc().POST('/api/v2/usermanage/addGroupUser', { body: { groupId: group.id, userIds: [1, 2] } }),
      );
      const after = unwrap(
        await acc().POST('/api/v2/usermanage/queryGroupDetails', { body: { id: group.id } }),
      );
      expect(after.users.map((u) => u.userId)).toEqual(expect.arrayContaining([1, 2]));
      expect(after.userCount).toBe(new Set([...before.users.map((u) => u.userId), 1, 2]).size);
      const unknown = await refused(
        acc().POST('/api/v2/usermanage/addGroupUser', { body: { groupId: 99999, userIds: [1] } }),
      );
      expect(unknown).toMatchObject({ code: 1005, msg: '功能组不存在' });
      const noUser = await refused(
        acc().POST('/api/v2/usermanage/addGroupUser', { body: { groupId: group.id, userIds: [99999] } }),
      );
      expect(noUser).toMatchObject({ code: 1005, msg: '用户不存在' });
    });
  });

  describe('sessions', () => {
    it('lists online sessions and 强退 ends one: that user gets 401', async () => {
      const opToken = await login(sandbox.url, OPERATOR);
      const operator = sdkClient(sandbox.url, opToken);
      unwrap(await operator.api.account.POST('/api/v1/menu/tree/list', { body: {} }));
      const page = unwrap(
        await acc().POST('/api/v1/monitor/session/list', {
          body: { keyword: 'operator', page: 1, pageSize: 10 },
        }),
      );
      const session = page.records[0];
      expect(session).toMatchObject({
        userName: 'operator',
        realName: '运营专员',
        current: false,
        ip: '127.0.0.1',
      });
      expect(JSON.stringify(page)).not.toContain(opToken);
      const mine = unwrap(
        await acc().POST('/api/v1/monitor/session/list', {
          body: { keyword: '系统管理员', page: 1, pageSize: 10 },
        }),
      );
      const current = mine.records.find((r) => r.current);
      expect(current).toBeDefined();
      const own = await refused(
        acc().DELETE('/api/v1/monitor/session/delete', { params: { query: { id: current?.id as number } } }),
      );
      expect(own).toMatchObject({ code: 1003, msg: '不能强退当前会话' });

      await deleteQuery(acc(), '/api/v1/monitor/session/delete', {
        params: { query: { id: session?.id as number } },
      });
      const next = await operator.api.account.POST('/api/v1/menu/tree/list', { body: {} });
      expect(next.data).toMatchObject({ code: 401, msg: '登录已过期，请重新登录' });
      const again = await refused(
        acc().DELETE('/api/v1/monitor/session/delete', { params: { query: { id: session?.id as number } } }),
      );
      expect(again).toMatchObject({ code: 1005, msg: '会话不存在或已结束' });
      const ids = await getQuery(acc(), '/api/v1/role/menu/ids', { params: { query: { roleId: 2 } } });
      expect(ids.checkedIds.length).toBeGreaterThan(0);
    });
  });
});
