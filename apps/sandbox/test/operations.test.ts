/**
 * Every operation of every spec, called through @agrimap/sdk the way the web app does (default
 * fetch, same-origin base URLs, token cookie), against a sandbox that validates each response
 * against the spec. Each call checks behaviour, not just the status.
 */
import { deleteQuery, getBinary, getFile, OPERATIONS, postFile, postQuery, unwrap } from '@agrimap/sdk';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, specAndValidators } from '../src/index';
import { decodePng } from '../src/map/png';
import { POSTGRES, startBackendSandbox } from './backends';
import {
  ADMIN,
  login,
  OPERATOR,
  platformHeaders,
  sdkClient,
  startTestSandbox,
  type TestClient,
} from './helpers';

let sandbox: Sandbox;
let admin: TestClient;
let anonymous: TestClient;
let adminToken: string;
const exercised = new Set<string>();

// postgres.test.ts imports this file as `./operations.test.ts?postgres`: the same suite on PostgreSQL.
const onPostgres = new URL(import.meta.url).searchParams.has('postgres');

beforeAll(async () => {
  sandbox = onPostgres ? await startBackendSandbox(POSTGRES) : await startTestSandbox();
  adminToken = await login(sandbox.url, ADMIN);
  admin = sdkClient(sandbox.url, adminToken);
  anonymous = sdkClient(sandbox.url);
});

afterAll(async () => {
  await sandbox?.stop();
});

const record = (c: TestClient) => {
  for (const id of c.exercised) exercised.add(id);
};

describe('account server', () => {
  it('login: right password gives a session, wrong one the documented business error', async () => {
    const ok = unwrap(
      await anonymous.api.account.POST('/api/auth/login', {
        body: { username: 'operator', password: OPERATOR.password },
      }),
    );
    expect(ok).toMatchObject({ user_name: 'operator', real_name: '运营专员' });
    expect(ok?.token).toMatch(/^[0-9a-f]{48}$/);
    const wrong = await anonymous.api.account.POST('/api/auth/login', {
      body: { username: 'admin', password: 'Admin@1234' },
    });
    expect(wrong.data).toEqual({ code: 1001, msg: '用户名或密码错误', data: null });
    record(anonymous);
  });

  it('user details by token (body, header and path)', async () => {
    const me = unwrap(await admin.api.account.POST('/api/v1/user/detail/token', { body: {} }));
    expect(me).toMatchObject({
      userId: 1,
      userName: 'admin',
      realName: '系统管理员',
      roleNames: ['系统管理员'],
      deptName: '信息技术部',
    });
    const other = await login(sandbox.url, OPERATOR);
    // Only the caller's own session: another's token in the body is refused (the header is admin's).
    const viaBody = await admin.api.account.POST('/api/v1/user/detail/token', { body: { token: other } });
    expect(viaBody.data).toEqual({ code: 1007, msg: '只能查询当前登录用户的信息', data: null });
    const ownBody = unwrap(
      await admin.api.account.POST('/api/v1/user/detail/token', { body: { token: adminToken } }),
    );
    expect(ownBody.userName).toBe('admin');
    // The SDK sends a path token as Authorization: the path token is the caller's session.
    const viaPath = unwrap(await admin.api.account.GET('/{token}', { params: { path: { token: other } } }));
    expect(viaPath).toMatchObject({ userName: 'operator', curLabel: '运营人员' });
    const expired = await admin.api.account.GET('/{token}', { params: { path: { token: 'f'.repeat(48) } } });
    expect(expired.data).toMatchObject({ code: 401 });
  });

  it('logout ends the session: its token then answers 401', async () => {
    const token = await login(sandbox.url, OPERATOR);
    const operator = sdkClient(sandbox.url, token);
    expect((await operator.api.account.POST('/api/auth/logout')).data).toEqual({
      code: 200,
      msg: '已退出登录',
      data: null,
    });
    expect((await operator.api.account.POST('/api/v1/menu/tree/list', { body: {} })).data?.code).toBe(401);
    record(operator);
  });

  it('department trees (znf and enterprise)', async () => {
    const znf = unwrap(
      await admin.api.account.POST('/api/v1/user/znf/dept/list', {
        body: { enterpriseNumber: 'E430000001' },
      }),
    );
    expect(znf.list).toHaveLength(1);
    expect(znf.list[0]).toMatchObject({ id: 101, number: '430000001', enterpriseNumber: 'E430000001' });
    const changsha = znf.list[0]?.children.find((d) => d.name === '长沙分公司');
    expect(changsha?.number).toBe('43000000110');
    expect(changsha?.children.map((d) => d.name)).toContain('岳麓区麓谷门店');
    const children = unwrap(
      await admin.api.account.POST('/api/v1/user/znf/dept/list', { body: { parentId: 110 } }),
    );
    expect(children.list.map((d) => d.id)).toEqual([111, 112, 113]);
    const all = unwrap(await admin.api.account.GET('/api/v1/enterprise/dept/list'));
    expect(all.list.map((d) => d.enterpriseNumber).sort()).toEqual([
      'E430000001',
      'E430100002',
      'E430600003',
    ]);
  });

  it('user lists filter by keyword, department (with sub-departments) and status', async () => {
    const byKeyword = unwrap(
      await admin.api.account.POST('/api/v1/user/znf/web/list', {
        body: { keyword: '运营专员', page: 1, pageSize: 10 },
      }),
    );
    expect(byKeyword.records.map((u) => u.userName)).toEqual(['operator']);
    const branch = unwrap(
      await admin.api.account.POST('/api/v1/user/znf/web/list', {
        body: { departmentId: 110, page: 1, pageSize: 100 },
      }),
    );
    expect(branch.total).toBeGreaterThan(0);
    expect(branch.records.every((u) => [110, 111, 112, 113].includes(u.departmentId as number))).toBe(true);
    const manage = unwrap(
      await admin.api.account.POST('/api/v1/user/manage/list', {
        body: { enterpriseNumber: 'E430000001', status: 1, page: 2, pageSize: 5 },
      }),
    );
    expect(manage.records).toHaveLength(5);
    expect(manage.records.every((u) => u.status === 1 && u.enterpriseNumber === 'E430000001')).toBe(true);
    const byDept = unwrap(
      await admin.api.account.GET('/api/v1/user/list/dept', { params: { query: { departmentId: 104 } } }),
    );
    expect(byDept.list.map((u) => u.name)).toContain('系统管理员');
    const byName = unwrap(
      await admin.api.account.GET('/api/v1/user/list/dept', { params: { query: { userName: '运营' } } }),
    );
    expect(byName.list).toEqual([
      expect.objectContaining({ userId: 2, name: '运营专员', number: 'HN0002', deptId: 103 }),
    ]);
  });

  it('register, update, read, change password, delete a user', async () => {
    const { userId } = unwrap(
      await admin.api.account.POST('/api/v1/user/register', {
        body: {
          userName: 'lina2024',
          password: 'Hnnz@2024x',
          realName: '李娜',
          phone: '13973186520',
          departmentId: 111,
          roleIds: [3],
          sex: 2,
        },
      }),
    );
    const dup = await admin.api.account.POST('/api/v1/user/register', {
      body: {
        userName: 'lina2024',
        password: 'Hnnz@2024x',
        realName: '李娜',
        phone: '13973186529',
        departmentId: 111,
      },
    });
    expect(dup.data).toMatchObject({ code: 1004, msg: '用户名已存在' });
    unwrap(
      await admin.api.account.POST('/api/v1/user/update/base', {
        body: { userId, realName: '李娜娜', departmentId: 112 },
      }),
    );
    const read = unwrap(
      await admin.api.account.GET('/api/v1/user/detail/id', { params: { query: { id: userId } } }),
    );
    expect(read).toMatchObject({
      realName: '李娜娜',
      departmentId: 112,
      deptName: '望城区农资服务站',
      roleNames: ['门店店长'],
      sex: 2,
    });

    const lina = sdkClient(
      sandbox.url,
      await login(sandbox.url, { username: 'lina2024', password: 'Hnnz@2024x' }),
    );
    const wrongOld = await lina.api.account.POST('/api/v1/user/update/password', {
      body: { oldPassword: 'nope', newPassword: 'Xiang#Nong2025' },
    });
    expect(wrongOld.data).toMatchObject({ code: 1002, msg: '原密码不正确' });
    unwrap(
      await lina.api.account.POST('/api/v1/user/update/password', {
        body: { oldPassword: 'Hnnz@2024x', newPassword: 'Xiang#Nong2025' },
      }),
    );
    await expect(login(sandbox.url, { username: 'lina2024', password: 'Xiang#Nong2025' })).resolves.toMatch(
      /^[0-9a-f]+$/,
    );
    record(lina);

    await deleteQuery(admin.api.account, '/api/v1/user/delete', { params: { query: { id: userId } } });
    const gone = await admin.api.account.GET('/api/v1/user/detail/id', { params: { query: { id: userId } } });
    expect(gone.data).toMatchObject({ code: 1005 });
  });

  it('functional groups: query, add, update, details, remove members, remove', async () => {
    const groups = unwrap(
      await admin.api.account.POST('/api/v2/usermanage/queryGroup', {
        body: { manageNumber: 'M430000001', queryType: 2, parentId: -1 },
      }),
    );
    expect(groups.groups.map((g) => g.name)).toContain('采购审核组');
    const filtered = unwrap(
      await admin.api.account.POST('/api/v2/usermanage/queryGroup', {
        body: { manageNumber: 'M430000001', queryType: 2, parentId: -1, groupName: '巡检' },
      }),
    );
    expect(filtered.groups.map((g) => g.name)).toEqual(['门店巡检组']);
    const { id } = unwrap(
      await admin.api.account.POST('/api/v2/usermanage/addGroup', {
        body: { manageNumber: 'M430000001', groupName: '测试调度组', roleId: 4, remark: '测试' },
      }),
    );
    const dup = await admin.api.account.POST('/api/v2/usermanage/addGroup', {
      body: { manageNumber: 'M430000001', groupName: '测试调度组', roleId: 4 },
    });
    expect(dup.data).toMatchObject({ code: 1004 });
    unwrap(
      await admin.api.account.POST('/api/v2/usermanage/updateGroup', {
        body: { id, groupName: '测试调度一组' },
      }),
    );
    const { userId } = unwrap(
      await admin.api.account.POST('/api/v2/usermanage/addUser', {
        body: {
          manageNumber: 'M430000001',
          realName: '赵磊',
          phone: '13787201234',
          number: 'HN0931',
          groupIds: [id],
        },
      }),
    );
    const details = unwrap(
      await admin.api.account.POST('/api/v2/usermanage/queryGroupDetails', { body: { id } }),
    );
    expect(details).toMatchObject({ groupName: '测试调度一组', roleName: '仓库管理员', userCount: 1 });
    expect(details.users.map((u) => u.userId)).toEqual([userId]);
    unwrap(
      await admin.api.account.POST('/api/v2/usermanage/removeGroupUser', {
        body: { groupId: id, userIds: [userId] },
      }),
    );
    const after = unwrap(
      await admin.api.account.POST('/api/v2/usermanage/queryGroupDetails', { body: { id } }),
    );
    expect(after.users).toEqual([]);
    unwrap(await admin.api.account.POST('/api/v2/usermanage/removeGroup', { body: { id } }));
    const removed = await admin.api.account.POST('/api/v2/usermanage/queryGroupDetails', { body: { id } });
    expect(removed.data).toMatchObject({ code: 1005 });
  });

  it('organisations and their people', async () => {
    const tree = unwrap(await admin.api.account.POST('/api/v2/usermanage/queryCompany', { body: {} }));
    const group = tree.list.find((o) => o.manageNumber === 'M430000001');
    expect(group?.children?.map((c) => c.name)).toContain('湖南农资集团长沙分公司');
    const named = unwrap(
      await admin.api.account.POST('/api/v2/usermanage/queryCompany', { body: { companyName: '岳阳' } }),
    );
    const names = JSON.stringify(named.list);
    expect(names).toContain('湖南农资集团岳阳分公司');
    expect(names).not.toContain('株洲');

    const first = unwrap(
      await admin.api.account.POST('/api/v2/usermanage/addUser', {
        body: { manageNumber: 'M430600001', realName: '彭湘云', phone: '15873012345' },
      }),
    );
    expect(first.created).toBe(true);
    const joined = unwrap(
      await admin.api.account.POST('/api/v2/usermanage/addUser', {
        body: { manageNumber: 'M430700001', realName: '彭湘云', phone: '15873012345' },
      }),
    );
    expect(joined).toEqual({ userId: first.userId, created: false });
    const found = unwrap(
      await admin.api.account.POST('/api/v2/usermanage/queryUserByPhone', { body: { phone: '15873012345' } }),
    );
    expect(found).toMatchObject({ userId: first.userId, realName: '彭湘云', manageNumber: 'M430600001' });
    const none = unwrap(
      await admin.api.account.POST('/api/v2/usermanage/queryUserByPhone', { body: { phone: '13000000000' } }),
    );
    expect(none).toBeNull();

    unwrap(
      await admin.api.account.POST('/api/v2/usermanage/setUserManager', {
        body: { manageNumber: 'M430600001', userId: first.userId, isManager: true },
      }),
    );
    unwrap(
      await admin.api.account.POST('/api/v2/usermanage/updateUser', {
        body: { userId: first.userId, manageNumber: 'M430600001', realName: '彭湘雲', number: 'HN0950' },
      }),
    );
    const updated = unwrap(
      await admin.api.account.POST('/api/v2/usermanage/queryUserByPhone', { body: { phone: '15873012345' } }),
    );
    expect(updated).toMatchObject({ realName: '彭湘雲', number: 'HN0950', isManager: true });
    const oldSession = await login(sandbox.url, { username: '15873012345', password: 'Hnnz@123456' });
    const { password } = unwrap(
      await admin.api.account.POST('/api/v2/usermanage/resetPassword', { body: { userId: first.userId } }),
    );
    expect(password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^a-zA-Z\d])\S{12}$/);
    // The new password signs in, the old one no longer does, and the old session has ended.
    await expect(login(sandbox.url, { username: '15873012345', password })).resolves.toBeTruthy();
    await expect(login(sandbox.url, { username: '15873012345', password: 'Hnnz@123456' })).rejects.toThrow();
    const stale = await fetch(`${sandbox.url}/account/api/v1/menu/tree/list`, {
      method: 'POST',
      headers: { ...platformHeaders(oldSession), 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(((await stale.json()) as { code: number }).code).toBe(401);

    const inUse = await admin.api.account.POST('/api/v2/usermanage/removeOrganization', {
      body: { manageNumber: 'M430700001' },
    });
    expect(inUse.data).toMatchObject({ code: 1003 });
    // The members of 常德分公司: the staff of departments 140/141 plus the person who joined above.
    const staff = unwrap(
      await admin.api.account.POST('/api/v1/enterprise/dept/user/list', {
        body: { departmentId: 140, includeChildren: true, page: 1, pageSize: 100 },
      }),
    );
    const before = unwrap(
      await admin.api.account.POST('/api/v2/usermanage/queryCompany', {
        body: { manageNumber: 'M430700001' },
      }),
    );
    expect(before.list[0]?.userCount).toBe(staff.total + 1);
    unwrap(
      await admin.api.account.POST('/api/v2/usermanage/removeOrganizationUser', {
        body: { manageNumber: 'M430700001', userIds: [first.userId, ...staff.records.map((u) => u.userId)] },
      }),
    );
    unwrap(
      await admin.api.account.POST('/api/v2/usermanage/removeOrganization', {
        body: { manageNumber: 'M430700001' },
      }),
    );
    const gone = unwrap(
      await admin.api.account.POST('/api/v2/usermanage/queryCompany', {
        body: { manageNumber: 'M430700001' },
      }),
    );
    expect(gone.list).toEqual([]);
  });

  it('department users, department CRUD and enterprise registration', async () => {
    const page = unwrap(
      await admin.api.account.POST('/api/v1/enterprise/dept/user/list', {
        body: { departmentId: 110, includeChildren: true, page: 1, pageSize: 50 },
      }),
    );
    const direct = unwrap(
      await admin.api.account.POST('/api/v1/enterprise/dept/user/list', {
        body: { departmentId: 110, page: 1, pageSize: 50 },
      }),
    );
    expect(page.total).toBeGreaterThan(direct.total);
    const v2 = unwrap(
      await admin.api.account.POST('/api/v2/enterprise/dept/user/list', {
        body: { departmentIds: [103, 104] },
      }),
    );
    expect(v2.list.map((u) => u.deptId).every((d) => d === 103 || d === 104)).toBe(true);
    expect(v2.list.map((u) => u.name)).toEqual(expect.arrayContaining(['系统管理员', '运营专员']));

    const saved = unwrap(
      await admin.api.account.POST('/api/v1/enterprise/dept/save', {
        body: {
          name: '望城区农资服务二站',
          parentId: 110,
          enterpriseNumber: 'E430000001',
          sort: 3,
          leader: '周强',
          phone: '0731-88123456',
          qhdm: '430112',
        },
      }),
    );
    expect(saved.number).toMatch(/^43000000110\d{2}$/);
    const detail = unwrap(
      await admin.api.account.GET('/api/v1/enterprise/dept/detail', { params: { query: { id: saved.id } } }),
    );
    expect(detail).toMatchObject({
      name: '望城区农资服务二站',
      parentName: '长沙分公司',
      qhmc: '望城区',
      userCount: 0,
      enterpriseName: '湖南省农业生产资料集团有限公司',
    });
    const cycle = await admin.api.account.POST('/api/v1/enterprise/dept/update', {
      body: { id: 110, parentId: saved.id },
    });
    expect(cycle.response.status).toBe(400);
    unwrap(
      await admin.api.account.POST('/api/v1/enterprise/dept/update', {
        body: { id: saved.id, name: '望城区靖港农资服务站', leader: '刘洋' },
      }),
    );
    const renamed = unwrap(
      await admin.api.account.GET('/api/v1/enterprise/dept/detail', { params: { query: { id: saved.id } } }),
    );
    expect(renamed).toMatchObject({ name: '望城区靖港农资服务站', leader: '刘洋' });
    const busy = await admin.api.account.DELETE('/api/v1/enterprise/dept/delete', {
      params: { query: { id: 110 } },
    });
    expect(busy.data).toMatchObject({ code: 1003, msg: '该部门下存在下级部门或人员，不能删除' });
    await deleteQuery(admin.api.account, '/api/v1/enterprise/dept/delete', {
      params: { query: { id: saved.id } },
    });

    const ent = unwrap(
      await admin.api.account.POST('/api/v3/enterprise/sample/save', {
        body: {
          enterpriseName: '湖南湘丰农资有限公司',
          creditCode: '91430112MA4T2K3L5P',
          enterpriseType: '2',
          qhdm: '430112',
          qhmc: '望城区',
          contactName: '陈静',
          contactPhone: '13607318899',
        },
      }),
    );
    expect(ent.enterpriseNumber).toMatch(/^E430112\d{3}$/);
    const entTree = unwrap(
      await admin.api.account.POST('/api/v1/user/znf/dept/list', {
        body: { enterpriseNumber: ent.enterpriseNumber },
      }),
    );
    expect(entTree.list).toEqual([expect.objectContaining({ id: ent.deptId, name: '湖南湘丰农资有限公司' })]);
    const again = await admin.api.account.POST('/api/v3/enterprise/sample/save', {
      body: {
        enterpriseName: '另一家公司',
        creditCode: '91430112MA4T2K3L5P',
        qhdm: '430112',
        qhmc: '望城区',
        contactName: '陈静',
        contactPhone: '13607318899',
      },
    });
    expect(again.data).toMatchObject({ code: 1004 });

    const area = unwrap(await admin.api.account.POST('/api/v1/enterprise/dept/get/user/area', { body: {} }));
    expect(area).toEqual({ qhdm: '43', qhmc: '湖南省' });
    const operatorArea = unwrap(
      await admin.api.account.POST('/api/v1/enterprise/dept/get/user/area', { body: { userId: 10008 } }),
    );
    expect(operatorArea.qhmc).toBeTruthy();
  });

  it('menu tree per user and role grants', async () => {
    const tree = unwrap(await admin.api.account.POST('/api/v1/menu/tree/list', { body: {} }));
    const urls = JSON.stringify(tree.list);
    for (const route of [
      '/yxzcxt/index/sjzd',
      '/wlwyzt/index/asset',
      '/nzywsjgl/gylglzxt/productBrand',
      '/warehousing/index/map',
      '/agroService/massif/programme',
      '/main_map',
    ])
      expect(urls).toContain(route);
    const only = unwrap(
      await admin.api.account.POST('/api/v1/menu/tree/list', { body: { systemUrl: '/xtbgxt' } }),
    );
    expect(only.list.map((m) => m.menuUrl)).toEqual(['/xtbgxt']);

    // Grant role 6 (财务人员) only the 系统管理 group of 运营支撑系统, then a new finance user sees exactly that.
    const system = tree.list.find((m) => m.menuUrl === '/yxzcxt');
    const group = system?.menuVoList.find((m) => m.menuUrl === '/yxzcxt/index');
    const log = group?.menuVoList.find((m) => m.menuUrl === '/yxzcxt/index/logManagement');
    await postQuery(admin.api.account, '/api/v1/role/menu/auth', { roleId: 6, menuIds: [log?.id as number] });
    unwrap(
      await admin.api.account.POST('/api/v1/user/register', {
        body: {
          userName: 'caiwu01',
          password: 'Caiwu@2024',
          realName: '财务一号',
          phone: '13511112222',
          departmentId: 105,
          roleIds: [6],
        },
      }),
    );
    const finance = sdkClient(
      sandbox.url,
      await login(sandbox.url, { username: 'caiwu01', password: 'Caiwu@2024' }),
    );
    const financeTree = unwrap(await finance.api.account.POST('/api/v1/menu/tree/list', { body: {} }));
    expect(financeTree.list.map((m) => m.name)).toEqual(['运营支撑系统']);
    expect(financeTree.list[0]?.menuVoList[0]?.menuVoList.map((m) => m.name)).toEqual(['操作日志']);
    const unknownRole = await admin.api.account.POST('/api/v1/role/menu/auth', {
      params: { query: { roleId: 99, menuIds: '1' } },
    });
    expect(unknownRole.data).toMatchObject({ code: 1005 });
    record(finance);
  });

  // Behaviour and refusals of these are tested in account-admin.test.ts and account-lockout.test.ts.
  it('account administration: roles, menus, department tree and order, user status, group members, sessions, locks', async () => {
    const acc = admin.api.account;
    const roles = unwrap(await acc.POST('/api/v1/role/page', { body: { page: 1, pageSize: 10 } }));
    expect(roles.total).toBeGreaterThanOrEqual(6);
    const { id: roleId } = unwrap(
      await acc.POST('/api/v1/role/add', { body: { roleName: '巡检', roleCode: 'xunjian' } }),
    );
    unwrap(await acc.POST('/api/v1/role/update', { body: { id: roleId, remark: '设备巡检' } }));
    unwrap(await acc.POST('/api/v1/role/status', { body: { id: roleId, status: 0 } }));
    expect(
      unwrap(await acc.GET('/api/v1/role/menu/ids', { params: { query: { roleId } } })).checkedIds,
    ).toEqual([]);
    await deleteQuery(acc, '/api/v1/role/delete', { params: { query: { id: roleId } } });
    const menus = unwrap(await acc.GET('/api/v1/menu/tree/all')).list;
    const { id: menuId } = unwrap(
      await acc.POST('/api/v1/menu/add', {
        body: { parentId: 0, name: '临时目录', type: 0, menuUrl: '/linshi' },
      }),
    );
    unwrap(await acc.POST('/api/v1/menu/update', { body: { id: menuId, visible: false } }));
    unwrap(
      await acc.POST('/api/v1/menu/sort', {
        body: { parentId: 0, ids: [menuId, ...menus.map((m) => m.id)] },
      }),
    );
    await deleteQuery(acc, '/api/v1/menu/delete', { params: { query: { id: menuId } } });
    const depts = unwrap(await acc.POST('/api/v1/enterprise/dept/tree', { body: {} })).list;
    const top = depts[0]?.children.map((d) => d.id) ?? [];
    unwrap(await acc.POST('/api/v1/enterprise/dept/sort', { body: { parentId: 101, ids: top } }));
    expect(unwrap(await acc.POST('/api/v1/user/check', { body: { userName: 'admin' } })).userNameTaken).toBe(
      true,
    );
    unwrap(await acc.POST('/api/v1/user/status', { body: { id: 10001, status: 1 } }));
    const groups = unwrap(
      await acc.POST('/api/v2/usermanage/queryGroup', {
        body: { manageNumber: 'M430000001', queryType: 2, parentId: -1 },
      }),
    ).groups;
    unwrap(
      await acc.POST('/api/v2/usermanage/addGroupUser', {
        body: { groupId: groups[0]?.id as number, userIds: [1] },
      }),
    );
    const opToken = await login(sandbox.url, OPERATOR);
    const sessions = unwrap(
      await acc.POST('/api/v1/monitor/session/list', {
        body: { keyword: 'operator', page: 1, pageSize: 10 },
      }),
    );
    const opSession = sessions.records.find((r) => !r.current);
    expect(opSession?.userName).toBe('operator');
    await deleteQuery(acc, '/api/v1/monitor/session/delete', {
      params: { query: { id: opSession?.id as number } },
    });
    expect(
      (await sdkClient(sandbox.url, opToken).api.account.POST('/api/v1/menu/tree/list', { body: {} })).data
        ?.code,
    ).toBe(401);
    expect(
      unwrap(await acc.POST('/api/v1/monitor/login/locks', { body: { page: 1, pageSize: 10 } })).total,
    ).toBeGreaterThanOrEqual(0);
    const unlock = await acc.POST('/api/v1/monitor/login/unlock', { body: { account: 'nobody' } });
    expect(unlock.data).toMatchObject({ code: 1005, msg: '该账号未被锁定' });
  });
});

describe('system server', () => {
  it('dictionaries: per category, code 0 for dic/list, trees, children, categories, apps, enterprise types', async () => {
    const years = await admin.api.system.POST('/api/v1/dic/list', { body: { categoryNumber: 'year' } });
    expect(years.data?.code).toBe(0);
    const list = unwrap(years, [0]).list;
    expect(list[0]).toMatchObject({
      code: 'default',
      key: 'default',
      dicNumber: 'year',
      dicName: '年份配置',
    });
    const nf = unwrap(
      await admin.api.system.GET('/api/v1/dic/getDic', { params: { query: { category: 'nf' } } }),
    );
    expect(nf[0]).toMatchObject({ code: '2025', name: '2025年' });
    const unknown = unwrap(
      await admin.api.system.GET('/api/v1/dic/getDic', { params: { query: { category: 'nosuch' } } }),
    );
    expect(unknown).toEqual([]);
    const tree = unwrap(
      await admin.api.system.GET('/api/v1/dic/treeList', { params: { query: { dicNumber: 'nzlx' } } }),
    );
    const fert = tree.find((n) => n.name === '化肥');
    expect(fert?.children.map((c) => c.name)).toContain('复合肥');
    const kids = unwrap(
      await admin.api.system.GET('/api/v1/dic/getByPid', { params: { query: { pid: fert?.id as number } } }),
    );
    expect(kids.map((k) => k.code)).toEqual(fert?.children.map((c) => c.code));
    const cats = unwrap(
      await admin.api.system.POST('/api/v1/dic/list/dic', {
        body: { keyword: '类型', page: 1, pageSize: 20 },
      }),
    );
    expect(cats.records.map((c) => c.dicNumber)).toEqual(expect.arrayContaining(['nzlx', 'sblx', 'qylx']));
    expect(cats.records.find((c) => c.dicNumber === 'nzlx')?.entryCount).toBe(22);
    const apps = unwrap(await admin.api.system.POST('/api/v1/dic/app/list', { body: { status: 1 } }));
    expect(apps.list.every((a) => a.status === 1)).toBe(true);
    expect(apps.list.map((a) => a.appId)).toContain('yxzcxt');
    const types = unwrap(
      await admin.api.system.POST('/api/v1/dic/enterprise/type/list', { body: { keyword: '合作社' } }),
    );
    expect(types.list).toEqual([
      expect.objectContaining({ code: '3', name: '农民专业合作社', dicNumber: 'qylx' }),
    ]);
  });

  it('regions by year', async () => {
    const changsha = unwrap(
      await admin.api.system.GET('/api/v1/Dictionaries/getXzqByYear', {
        params: { query: { nf: '2024', qhdm: '4301' } },
      }),
    );
    expect(changsha[0]).toMatchObject({ qhdm: '4301', qhmc: '长沙市', sjqhdm: '43' });
    expect(changsha.map((r) => r.qhmc)).toContain('岳麓区');
    expect(changsha).toHaveLength(10);
    const none = unwrap(
      await admin.api.system.GET('/api/v1/Dictionaries/getXzqByYear', { params: { query: { nf: '1999' } } }),
    );
    expect(none).toEqual([]);
  });

  it('spatial info and download of an uploaded file', async () => {
    const info = unwrap(
      await admin.api.system.GET('/api/v1/file/getSpatialInfo', {
        params: { query: { fileId: 'f20240601103000a1b2' } },
      }),
    );
    expect(info).toMatchObject({ geometryType: 'Point', featureCount: 128, crs: 'EPSG:4490' });
    const file = await getFile(admin.api.system, '/api/v1/file/download', {
      params: { query: { fileId: 'f20240601103000a1b2' } },
    });
    expect(file.filename).toBe('岳麓区耕地质量调查样点.geojson');
    const geo = JSON.parse(await file.blob.text()) as { features: unknown[] };
    expect(geo.features).toHaveLength(128);
    const missing = await admin.api.system.GET('/api/v1/file/getSpatialInfo', {
      params: { query: { fileId: 'nope' } },
    });
    expect(missing.response.status).toBe(404);
  });

  it('projected coordinates to longitude/latitude', async () => {
    const byEpsg = unwrap(
      await admin.api.system.POST('/api/vi/dataconvert/prj2jwdcoord', {
        body: { epsg: 4526, points: [{ x: 38395835.598, y: 3124165.291 }] },
      }),
    );
    expect(byEpsg[0]?.lon).toBeCloseTo(112.9388, 3);
    expect(byEpsg[0]?.lat).toBeCloseTo(28.228, 3);
    const byZone = unwrap(
      await admin.api.system.POST('/api/vi/dataconvert/prj2jwdcoord', {
        body: { zone: 38, points: [{ x: 395835.598, y: 3124165.291 }] },
      }),
    );
    expect(byZone).toEqual(byEpsg);
    const bad = await admin.api.system.POST('/api/vi/dataconvert/prj2jwdcoord', {
      body: { epsg: 3857, points: [{ x: 1, y: 1 }] },
    });
    expect(bad.response.status).toBe(400);
  });

  it('approval flows: add, page, update, deploy, delete', async () => {
    const item = {
      formId: 2,
      cmpType: 'common' as const,
      label: '采购金额',
      tag: 'fc-amount',
      tagIcon: 'amount',
      vModel: 'field2',
      layout: 'colFormItem' as const,
      required: true,
      proCondition: true,
    };
    const added = unwrap(
      await admin.api.system.POST('/api/v1/actExApproval/add', {
        body: {
          name: '种子采购申请',
          formKey: 'form_zzcg',
          processKey: 'process_zzcg',
          formItemList: [item],
          processConditions: [{ formId: 2 }],
          processData: {
            type: 'start',
            nodeId: 'Ib2',
            properties: { title: '发起人', initiator: 'ALL' },
            childNode: {
              type: 'approver',
              nodeId: 'Jb2',
              prevId: 'Ib2',
              properties: { title: '审批人', assigneeType: 'director', directorLevel: 1 },
            },
          },
        },
      }),
    );
    expect(added).toMatchObject({ status: 0, version: 0, creator: '系统管理员' });
    const clash = await admin.api.system.POST('/api/v1/actExApproval/add', {
      body: { name: 'x', formKey: 'f', processKey: 'process_zzcg', formItemList: [] },
    });
    expect(clash.response.status).toBe(409);
    const page = unwrap(
      await admin.api.system.POST('/api/v1/actExApproval/page', {
        body: { name: '采购', page: 1, pageSize: 10 },
      }),
    );
    expect(page.records[0]?.id).toBe(added.id);
    expect(page.records.map((r) => r.name)).toContain('农资采购申请');
    const deployed = unwrap(
      await admin.api.system.POST('/api/v1/actExApproval/deploy', { body: { id: added.id } }),
    );
    expect(deployed).toMatchObject({ status: 1, version: 1 });
    const changed = unwrap(
      await admin.api.system.POST('/api/v1/actExApproval/update', {
        body: { id: added.id, name: '种子采购申请（2025版）' },
      }),
    );
    expect(changed).toMatchObject({ name: '种子采购申请（2025版）', status: 0, version: 1 });
    unwrap(await admin.api.system.POST('/api/v1/actExApproval/del', { body: { id: added.id } }));
    const gone = await admin.api.system.POST('/api/v1/actExApproval/deploy', { body: { id: added.id } });
    expect(gone.response.status).toBe(404);
  });

  it('operation log: save then find it on the first page', async () => {
    unwrap(
      await admin.api.system.POST('/api/v1/log/save', {
        body: { userid: '1', loginname: 'admin', realname: '系统管理员', operaname: '编辑设备安装信息' },
      }),
    );
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const page = unwrap(
      await admin.api.system.POST('/api/v1/log/page', {
        body: { loginname: 'adm', startDate: today, endDate: today, page: 1, pageSize: 10 },
      }),
    );
    expect(page.records[0]).toMatchObject({
      loginname: 'admin',
      operaname: '编辑设备安装信息',
      ip: '127.0.0.1',
    });
    const reversed = await admin.api.system.POST('/api/v1/log/page', {
      body: { startDate: '2024-06-07', endDate: '2024-06-01', page: 1, pageSize: 10 },
    });
    expect(reversed.response.status).toBe(400);
  });

  it('operation support: dictionary categories and items, cockpit figures, server monitoring', async () => {
    const sys = admin.api.system;
    const cat = unwrap(
      await sys.POST('/api/v1/dic/category/add', { body: { dicNumber: 'nzgg', dicName: '农资规格' } }),
    );
    expect(cat).toMatchObject({ dicNumber: 'nzgg', dicName: '农资规格', entryCount: 0 });
    const item = unwrap(
      await sys.POST('/api/v1/dic/item/add', {
        body: { dicNumber: 'nzgg', code: '50kg', name: '50千克/袋', value: '50kg' },
      }),
    );
    const second = unwrap(
      await sys.POST('/api/v1/dic/item/add', {
        body: { dicNumber: 'nzgg', code: '40kg', name: '40千克/袋' },
      }),
    );
    expect(item).toMatchObject({ key: '50kg', value: '50kg', sort: 1, status: 1, pid: 0 });
    unwrap(await sys.POST('/api/v1/dic/item/update', { body: { id: item.id, status: 0 } }));
    const sorted = unwrap(await sys.POST('/api/v1/dic/item/sort', { body: { ids: [second.id, item.id] } }));
    expect(sorted.map((i) => i.code)).toEqual(['40kg', '50kg']);
    const items = unwrap(
      await sys.POST('/api/v1/dic/item/page', { body: { dicNumber: 'nzgg', page: 1, pageSize: 10 } }),
    );
    expect(items.records.map((i) => [i.code, i.status])).toEqual([
      ['40kg', 1],
      ['50kg', 0],
    ]);
    const selects = unwrap(await sys.POST('/api/v1/dic/list', { body: { categoryNumber: 'nzgg' } }), [0]);
    expect(selects.list.map((e) => e.code)).toEqual(['40kg']);
    const refused = await sys.POST('/api/v1/dic/category/delete', { body: { id: cat.id } });
    expect(refused.response.status).toBe(409);
    unwrap(await sys.POST('/api/v1/dic/item/delete', { body: { id: item.id } }));
    unwrap(await sys.POST('/api/v1/dic/item/delete', { body: { id: second.id } }));
    unwrap(await sys.POST('/api/v1/dic/category/update', { body: { id: cat.id, remark: '包装规格' } }));
    unwrap(await sys.POST('/api/v1/dic/category/delete', { body: { id: cat.id } }));

    const table = unwrap(
      await sys.GET('/api/v1/cockpit/figure', { params: { query: { year: '2025', qhdm: '430100' } } }),
    );
    expect(table).toMatchObject({ qhdm: '4301', qhmc: '长沙市', updateTime: null });
    expect(table.rows.map((r) => r.indicatorName)).toContain('农资销售额');
    const saved = unwrap(
      await sys.POST('/api/v1/cockpit/figure/save', {
        body: { year: '2025', qhdm: '430100', rows: [{ indicatorCode: 'nzxse', value: 52360.5 }] },
      }),
    );
    expect(saved.rows.find((r) => r.indicatorCode === 'nzxse')).toMatchObject({
      value: 52360.5,
      unit: '万元',
    });
    expect(saved.updatedBy).toBe('系统管理员');

    const status = unwrap(await sys.GET('/api/v1/monitor/server'));
    expect(status.database.kind).toBe(onPostgres ? 'PostgreSQL' : 'PGlite');
    expect(status.requests.count).toBeGreaterThan(0);
    expect(status.runtime.version).toBe(process.version);
  });

  it('static organisation-picker and designer files (public)', async () => {
    const root = unwrap(await anonymous.api.system.GET('/static/depRoot.json'));
    expect(root).toEqual({ deptId: 101, deptName: '湖南省农业生产资料集团有限公司', parentDeptId: null });
    const children = unwrap(
      await anonymous.api.system.GET('/static/depChild.json', { params: { query: { orgId: 110 } } }),
    );
    expect(children.map((d) => d.deptName)).toEqual([
      '岳麓区麓谷门店',
      '望城区农资服务站',
      '浏阳市农资配送中心',
    ]);
    const conf = await anonymous.api.system.GET('/static/initMockConf_test.json');
    expect(conf.data?.basicSetting.flowName).toBe('农资采购申请');
    expect(conf.data?.formData.fields.length).toBeGreaterThan(0);
    record(anonymous);
  });
});

describe('base and shop servers', () => {
  it('device list filters by name, organisation and status, and pages from 1', async () => {
    const all = unwrap(
      await admin.api.base.POST('/api/v1/camera/listDevice', { body: { page: 1, pageSize: 10 } }),
    );
    expect(all.total).toBeGreaterThanOrEqual(300);
    expect(all.records).toHaveLength(10);
    const page2 = unwrap(
      await admin.api.base.POST('/api/v1/camera/listDevice', { body: { page: 2, pageSize: 10 } }),
    );
    expect((page2.records[0]?.code as string) > (all.records[9]?.code as string)).toBe(true);
    const byName = unwrap(
      await admin.api.base.POST('/api/v1/camera/listDevice', {
        body: { deviceName: '麓谷农资门店-枪机', status: -1, page: 1, pageSize: 10 },
      }),
    );
    expect(byName.records.map((d) => d.code)).toEqual(['43010400001']);
    const warehouses = unwrap(
      await admin.api.base.POST('/api/v1/camera/listDevice', {
        body: { organization: '仓库', page: 1, pageSize: 1000 },
      }),
    );
    expect(warehouses.total).toBeGreaterThan(0);
    expect(warehouses.records.every((d) => (d.ckmc ?? d.mdmc ?? '').includes('仓库'))).toBe(true);
    const offline = unwrap(
      await admin.api.base.POST('/api/v1/camera/listDevice', {
        body: { status: 0, page: 1, pageSize: 1000 },
      }),
    );
    const online = unwrap(
      await admin.api.base.POST('/api/v1/camera/listDevice', {
        body: { status: 1, page: 1, pageSize: 1000 },
      }),
    );
    expect(offline.records.every((d) => d.status === 0)).toBe(true);
    expect(offline.total + online.total).toBe(all.total);
  });

  it('edits installation info, which persists and shows in details and export', async () => {
    unwrap(
      await admin.api.base.POST('/api/v1/camera/updateDevice', {
        body: { deviceId: '43010400001', lon: 112.9012, lat: 28.2103, qhdm: '430104002', qhmc: '岳麓街道' },
      }),
    );
    const info = unwrap(
      await admin.api.base.GET('/api/v1/camera/getDeviceInfo', {
        params: { query: { number: '43010400001' } },
      }),
    );
    expect(info).toMatchObject({
      lon: 112.9012,
      lat: 28.2103,
      qhdm: '430104002',
      qhmc: '岳麓街道',
      name: '岳麓区麓谷农资门店-枪机01',
    });
    const missing = await admin.api.base.POST('/api/v1/camera/updateDevice', {
      body: { deviceId: '43999999999', lon: 112.9, lat: 28.2, qhdm: '430104', qhmc: '岳麓区' },
    });
    expect(missing.response.status).toBe(404);
    const csv = await postFile(admin.api.base, '/api/v1/camera/exportDevice', {
      body: { deviceName: '麓谷' },
    });
    expect(csv.filename).toBe('设备列表.csv');
    const bytes = new Uint8Array(await csv.blob.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain('设备编号,设备名称,设备类型');
    expect(text).toContain('43010400001,岳麓区麓谷农资门店-枪机01,IPC');
  });

  it('sync adds devices and flips statuses deterministically per call', async () => {
    const before = unwrap(
      await admin.api.base.POST('/api/v1/camera/listDevice', { body: { page: 1, pageSize: 1 } }),
    ).total;
    const first = unwrap(await admin.api.base.GET('/api/v1/camera/flush'));
    expect(first.added).toBe(2);
    expect(first.updated).toBeGreaterThan(0);
    const second = unwrap(await admin.api.base.GET('/api/v1/camera/flush'));
    expect(second.added).toBe(3);
    const after = unwrap(
      await admin.api.base.POST('/api/v1/camera/listDevice', { body: { page: 1, pageSize: 1 } }),
    ).total;
    expect(after).toBe(before + 5);
    // The edited installation info survives a sync.
    const info = unwrap(
      await admin.api.base.GET('/api/v1/camera/getDeviceInfo', {
        params: { query: { number: '43010400001' } },
      }),
    );
    expect(info.qhdm).toBe('430104002');
  });

  it('stream address of a channel', async () => {
    const addr = unwrap(
      await admin.api.base.GET('/api/v1/camera/getCameraNetAddress', {
        params: { query: { deviceCode: '43010400001' } },
      }),
    );
    expect(addr.url).toMatch(/^rtsp:\/\/.+\/live\/43010400001\/1\?token=/);
    expect(addr.protocol).toBe('rtsp');
    const channel9 = await admin.api.base.GET('/api/v1/camera/getCameraNetAddress', {
      params: { query: { deviceCode: '43010400001', channel: 9 } },
    });
    expect(channel9.response.status).toBe(404);
  });

  it('record files, playback addresses and talk of a channel', async () => {
    const hour = 3600;
    const start = Math.floor(Date.now() / 1000 / hour) * hour - 24 * hour + 8 * hour;
    const { records } = unwrap(
      await admin.api.base.POST('/api/v1/camera/queryRecord', {
        body: { deviceCode: '43010400001', channel: 1, startTime: start, endTime: start + 3 * hour },
      }),
    );
    // One file an hour, each 50 minutes long (centre recordings unless device ones are asked for).
    expect(records.map((r) => [r.startTime - start, r.endTime - start, r.recordSource])).toEqual([
      [0, 3000, 3],
      [hour, hour + 3000, 3],
      [2 * hour, 2 * hour + 3000, 3],
    ]);
    const device = unwrap(
      await admin.api.base.POST('/api/v1/camera/queryRecord', {
        body: { deviceCode: '43010400001', startTime: start + 600, endTime: start + 1200, recordSource: 2 },
      }),
    );
    expect(device.records).toMatchObject([
      { startTime: start + 600, endTime: start + 1200, recordSource: 2 },
    ]);
    // Nothing is recorded in the future; a reversed or over-long range is refused.
    const future = Math.floor(Date.now() / 1000) + 10 * hour;
    const none = unwrap(
      await admin.api.base.POST('/api/v1/camera/queryRecord', {
        body: { deviceCode: '43010400001', startTime: future, endTime: future + hour },
      }),
    );
    expect(none.records).toEqual([]);
    const reversed = await admin.api.base.POST('/api/v1/camera/queryRecord', {
      body: { deviceCode: '43010400001', startTime: start + hour, endTime: start },
    });
    expect(reversed.response.status).toBe(400);
    const tooLong = await admin.api.base.POST('/api/v1/camera/queryRecord', {
      body: { deviceCode: '43010400001', startTime: start - 8 * 24 * hour, endTime: start },
    });
    expect(tooLong.response.status).toBe(400);

    const byTime = unwrap(
      await admin.api.base.POST('/api/v1/camera/playbackByTime', {
        body: { deviceCode: '43010400001', startTime: start, endTime: start + 3000 },
      }),
    );
    expect(byTime.url).toMatch(/^rtsp:\/\/.+\/playback\/43010400001\/1\?starttime=\d+&endtime=\d+&token=/);
    const first = records[0] as (typeof records)[number];
    const byFile = unwrap(
      await admin.api.base.POST('/api/v1/camera/playbackByFile', {
        body: { deviceCode: '43010400001', recordName: first.recordName },
      }),
    );
    expect(byFile.url).toContain(`/record/${first.recordName}?token=`);
    const missing = await admin.api.base.POST('/api/v1/camera/playbackByFile', {
      body: { deviceCode: '43010400001', recordName: '43010400002_1_0.dav' },
    });
    expect(missing.response.status).toBe(404);

    const talk = unwrap(
      await admin.api.base.POST('/api/v1/camera/startTalk', { body: { deviceCode: '43010400001' } }),
    );
    expect(talk).toMatchObject({ audioType: 2, audioBit: 16, sampleRate: 8000 });
    expect(talk.session).toMatch(/^talk-/);
    const stopped = await admin.api.base.POST('/api/v1/camera/stopTalk', { body: { session: talk.session } });
    expect(stopped.data?.msg).toBe('对讲已结束');
  });

  it('regions: detail, drill-down, tree with boundaries, search', async () => {
    const county = unwrap(
      await admin.api.base.GET('/api/v1/area/areaDetail', { params: { query: { qhdm: '430104' } } }),
    );
    expect(county).toMatchObject({ qhmc: '岳麓区', sjqhdm: '4301', level: 'county', hasChildren: true });
    const [minLon, minLat, maxLon, maxLat] = county.bbox as number[];
    const kids = unwrap(
      await admin.api.base.GET('/api/v1/area/areaDrillDown', { params: { query: { qhdm: '430104' } } }),
    );
    expect(kids.length).toBeGreaterThan(10);
    for (const k of kids) {
      const [a, b, c, d] = k.bbox as number[];
      expect(a).toBeGreaterThanOrEqual(minLon as number);
      expect(b).toBeGreaterThanOrEqual(minLat as number);
      expect(c).toBeLessThanOrEqual(maxLon as number);
      expect(d).toBeLessThanOrEqual(maxLat as number);
    }
    const village = unwrap(
      await admin.api.base.GET('/api/v1/area/areaDrillDown', {
        params: { query: { qhdm: kids[0]?.qhdm as string } },
      }),
    );
    expect(village[0]?.qhdm).toHaveLength(12);
    expect(village[0]?.hasChildren).toBe(false);
    const province = unwrap(
      await admin.api.base.GET('/api/v1/area/areaDetail', { params: { query: { qhdm: '430000' } } }),
    );
    expect(province).toMatchObject({ qhdm: '43', qhmc: '湖南省', sjqhdm: null, level: 'province' });
    const tree = unwrap(
      await admin.api.base.GET('/api/v1/area/areaTree', {
        params: { query: { qhdm: '4301', havGeojson: true } },
      }),
    );
    expect(tree.children).toHaveLength(9);
    expect(tree.geojson?.type).toMatch(/Polygon/);
    expect(tree.children.every((c) => c.geojson !== undefined)).toBe(true);
    const plain = unwrap(
      await admin.api.base.GET('/api/v1/area/areaTree', { params: { query: { qhdm: '4301' } } }),
    );
    expect(plain.children.every((c) => c.geojson === undefined)).toBe(true);
    const hits = unwrap(
      await admin.api.base.GET('/api/v1/area/search', {
        params: { query: { keyword: '岳麓', prefix: '4301', limit: 20 } },
      }),
    );
    expect(hits[0]).toMatchObject({ qhdm: '430104', level: 'county', fullName: '湖南省长沙市岳麓区' });
    expect(hits.every((h) => h.qhdm.startsWith('4301') && h.qhmc.includes('岳麓'))).toBe(true);
    const missing = await admin.api.base.GET('/api/v1/area/areaDetail', {
      params: { query: { qhdm: '439999' } },
    });
    expect(missing.response.status).toBe(404);
  });

  it('layer info by theme and year', async () => {
    const all = unwrap(await admin.api.base.GET('/api/v1/layer/list'));
    expect(all[0]?.theme_code).toBe('nzfb');
    const layers = unwrap(
      await admin.api.base.GET('/api/v1/layer/list', {
        params: { query: { theme_code: 'nzfb', nf: '2024' } },
      }),
    );
    expect(layers.map((l) => l.layer_name)).toEqual(['农资门店分布', '农资仓库分布']);
  });

  it('shop categories by parent', async () => {
    const top = unwrap(
      await admin.api.shop.POST('/api/v1/web/sp/product/category/child/list', { body: { parentId: 0 } }),
    );
    expect(top.list.map((c) => c.name)).toEqual(['化肥', '农药', '种子', '农膜', '农机具']);
    const fert = unwrap(
      await admin.api.shop.POST('/api/v1/web/sp/product/category/child/list', { body: { parentId: 1 } }),
    );
    expect(fert.list.find((c) => c.name === '氮肥')).toMatchObject({ level: 2, hasChildren: true });
  });
});

describe('area monitoring server', () => {
  const areaId = 'ly-baijia-01';

  it('area token for integrations', async () => {
    const token = unwrap(
      await anonymous.api.area.GET('/getToken', {
        params: { query: { appKey: 'hnnz-area-web', appSecret: '6f1c2a9e4b7d4c0f8a3e5b2d9c7a1f60' } },
      }),
    );
    expect(token.expiresIn).toBe(7200);
    const wrong = await anonymous.api.area.GET('/getToken', {
      params: { query: { appKey: 'hnnz-area-web', appSecret: 'nope' } },
    });
    expect(wrong.data).toMatchObject({ code: 401 });
    // The area token is accepted instead of a user session.
    const integration = sdkClient(sandbox.url, token.token);
    const map = unwrap(await integration.api.area.POST('/areaImage/getMapData', { body: { areaId } }));
    expect(map.name).toBe('浏阳市柏加镇苗木基地');
    record(anonymous);
    record(integration);
  });

  it('map data, device counts, device list, spots and device info', async () => {
    const map = unwrap(await admin.api.area.POST('/areaImage/getMapData', { body: { areaId } }));
    expect(map).toMatchObject({
      qhdm: '430181',
      qhmc: '浏阳市',
      center: [113.38, 28.0505],
      boundary: { type: 'Polygon' },
    });
    const collect = unwrap(await admin.api.area.POST('/areaImage/getDeviceCollect', { body: { areaId } }));
    expect(collect.types.map((t) => t.deviceType)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(collect.total).toBe(12);
    expect(collect.online + collect.offline).toBe(collect.total);
    const soil = unwrap(
      await admin.api.area.POST('/areaImage/getDeviceList', {
        body: { areaId, deviceType: 4, page: 1, pageSize: 10 },
      }),
    );
    expect(soil.total).toBe(3);
    expect(soil.records.every((d) => d.deviceType === 4)).toBe(true);
    const spots = unwrap(await admin.api.area.POST('/areaImage/getDeviceSpotList', { body: { areaId } }));
    expect(spots.flatMap((s) => s.deviceIds)).toContain('QX-430181-0001');
    const station = unwrap(
      await admin.api.area.GET('/areaImage/getDeviceInfo', {
        params: { query: { deviceId: 'QX-430181-0001' } },
      }),
    );
    expect(station.readings.map((r) => r.key)).toEqual(
      expect.arrayContaining(['airTemp', 'airHumidity', 'windDirection']),
    );
    const video = unwrap(
      await admin.api.area.GET('/areaImage/getDeviceInfo', {
        params: { query: { deviceId: 'SP-430181-0001' } },
      }),
    );
    expect(video.readings).toEqual([]);
    const missing = await admin.api.area.POST('/areaImage/getMapData', { body: { areaId: 'nope' } });
    expect(missing.response.status).toBe(404);
  });

  it('weather: realtime matches the current hour of today, series end today', async () => {
    const now = unwrap(
      await admin.api.area.GET('/weather/getrealtimeInfo', { params: { query: { areaId } } }),
    );
    const today = unwrap(
      await admin.api.area.GET('/weather/getTodayInfo', { params: { query: { areaId } } }),
    );
    // The hour of the realtime reading is in today's series (unless the day rolled over in between).
    if (now.updateTime.startsWith(today.date)) {
      const hour = today.series.find((h) => h.time.slice(0, 13) === now.updateTime.slice(0, 13));
      expect(hour?.temperature).toBe(now.temperature);
      expect(hour?.rainfall).toBe(now.rainfall);
    }
    const week = unwrap(await admin.api.area.GET('/weather/getWeekInfo', { params: { query: { areaId } } }));
    expect(week.series).toHaveLength(7);
    expect(week.endDate).toBe(today.date);
    const month = unwrap(
      await admin.api.area.GET('/weather/getMonthInfo', { params: { query: { areaId } } }),
    );
    expect(month.series).toHaveLength(30);
    const quarter = unwrap(
      await admin.api.area.GET('/weather/get3MonthInfo', { params: { query: { areaId } } }),
    );
    expect(quarter.series).toHaveLength(90);
    expect(quarter.series.slice(-30)).toEqual(month.series);
    for (const d of quarter.series) expect(d.tempMax).toBeGreaterThanOrEqual(d.tempMin);
  });

  it('work records: create persists, list, detail and statistics count it', async () => {
    const before = unwrap(await admin.api.area.GET('/work/statweeksinfo', { params: { query: { areaId } } }));
    const workTime = new Date(Date.now() + 8 * 3600_000 - 3600_000)
      .toISOString()
      .slice(0, 19)
      .replace('T', ' ');
    const { id } = unwrap(
      await admin.api.area.POST('/work/record', {
        body: {
          areaId,
          workType: 2,
          content: '防治红蜘蛛，阿维菌素 1500 倍液喷雾',
          operator: '李建国',
          workTime,
          photos: [],
        },
      }),
    );
    const detail = unwrap(await admin.api.area.POST('/work/detail', { body: { id } }));
    expect(detail).toMatchObject({
      workTypeName: '打药',
      areaName: '浏阳市柏加镇苗木基地',
      operator: '李建国',
      workTime,
    });
    const list = unwrap(
      await admin.api.area.POST('/work/list', { body: { areaId, workType: 2, page: 1, pageSize: 5 } }),
    );
    expect(list.records[0]?.id).toBe(id);
    const after = unwrap(await admin.api.area.GET('/work/statweeksinfo', { params: { query: { areaId } } }));
    expect(after.total).toBe(before.total + 1);
    expect(after.byType.find((t) => t.workType === 2)?.count).toBe(
      (before.byType.find((t) => t.workType === 2)?.count ?? 0) + 1,
    );
    const month = unwrap(await admin.api.area.GET('/work/statmonthinfo', { params: { query: { areaId } } }));
    expect(month.daily).toHaveLength(30);
    expect(month.daily.reduce((s, d) => s + d.count, 0)).toBe(month.total);
    const quarter = unwrap(
      await admin.api.area.GET('/work/stat3monthinfo', { params: { query: { areaId } } }),
    );
    expect(quarter.total).toBeGreaterThanOrEqual(month.total);
    const gone = await admin.api.area.POST('/work/detail', { body: { id: 999999 } });
    expect(gone.response.status).toBe(404);
  });

  it('地块: list, map, save (area and region from the geometry), refusals, delete', async () => {
    const seeded = unwrap(
      await admin.api.area.POST('/massif/list', { body: { ownerName: '丰收', page: 1, pageSize: 10 } }),
    );
    expect(seeded.total).toBe(6);
    expect(seeded.records[0]?.qhmc).toMatch(/^湖南省长沙市/);
    const ring: [number, number][] = [
      [112.55, 28.45],
      [112.551, 28.45],
      [112.551, 28.4512],
      [112.55, 28.4512],
      [112.55, 28.45],
    ];
    const body = { name: '接口测试田', ownerType: 2 as const, ownerName: '接口测试合作社' };
    const saved = unwrap(
      await admin.api.area.POST('/massif/save', {
        body: { ...body, geometry: { type: 'Polygon', coordinates: [ring] } },
      }),
    );
    expect(saved.areaMu).toBeCloseTo(19.6, 1);
    const bowTie = [ring[0], ring[2], ring[1], ring[3], ring[0]] as [number, number][];
    const crossed = await admin.api.area.POST('/massif/save', {
      body: { ...body, name: '交叉', geometry: { type: 'Polygon', coordinates: [bowTie] } },
    });
    expect(crossed.error).toMatchObject({ code: 400, msg: '地块边界不能自相交' });
    const overlap = await admin.api.area.POST('/massif/save', {
      body: { ...body, name: '重叠', geometry: { type: 'Polygon', coordinates: [ring] } },
    });
    expect(overlap.error?.msg).toBe('与地块「接口测试田」重叠 100.0%，同一所有者的地块重叠不能超过 1%');
    const map = unwrap(
      await admin.api.area.POST('/massif/features', { body: { ownerName: '接口测试合作社' } }),
    );
    expect(map.features.map((f) => f.id)).toEqual([saved.id]);
    unwrap(await admin.api.area.POST('/massif/delete', { body: { id: saved.id } }));
    const gone = await admin.api.area.POST('/massif/delete', { body: { id: saved.id } });
    expect(gone.error).toMatchObject({ code: 404, msg: '地块不存在' });
  });
});

describe('map server', () => {
  const owner = 'agrimap';

  it('admin listings', async () => {
    const p = { params: { path: { owner }, query: { page: 1, pageSize: 50 } } };
    const users = unwrap(await admin.api.map.GET('/users/v1/{owner}', p));
    expect(users.records.map((u) => u.name)).toContain('hnnz_admin');
    const styles = unwrap(await admin.api.map.GET('/styles/v1/{owner}', p));
    expect(styles.records.map((s) => s.id)).toEqual(['hunan-base', 'hunan-dark']);
    const tilesets = unwrap(await admin.api.map.GET('/tilesets/v1/{owner}', p));
    expect(tilesets.records.map((t) => t.id)).toContain('hunan-xzq');
    const datasets = unwrap(await admin.api.map.GET('/datasets/v1/{owner}', p));
    expect(datasets.records.find((d) => d.id === 'hunan-cities')?.features).toBe(14);
    expect(datasets.records.find((d) => d.id === 'camera-devices')?.features).toBeGreaterThanOrEqual(300);
    const fonts = unwrap(await admin.api.map.GET('/fonts/v1/{owner}', p));
    expect(fonts.records.map((f) => f.name)).toContain('Noto Sans CJK SC Regular');
    const sprites = unwrap(await admin.api.map.GET('/sprites/v1/{owner}', p));
    expect(sprites.records[0]).toMatchObject({ id: 'nongzi', pixelRatios: [1, 2] });
    const uploads = unwrap(await admin.api.map.GET('/uploads/v1/{owner}', p));
    expect(uploads.total).toBe(3);
    const stats = unwrap(await admin.api.map.GET('/stats/v1/{owner}', p));
    expect(stats.total).toBeGreaterThan(0);
    const templates = unwrap(await admin.api.map.GET('/templates/v1/{owner}', p));
    expect(templates.records.map((t) => t.styleId)).toEqual(['hunan-base', 'hunan-dark']);
    const tilecopy = unwrap(await admin.api.map.GET('/tilecopy/v1/{owner}', p));
    expect(tilecopy.records[0]?.status).toBe('success');
    const tiletasks = unwrap(await admin.api.map.GET('/tiletasks/v1/{owner}', p));
    expect(tiletasks.records.map((t) => t.status)).toContain('failed');
    const multi = unwrap(await admin.api.map.GET('/multi-tiler/v1/{owner}', p));
    expect(multi.records.find((j) => j.id === 'mt-001')?.datasetIds).toContain('hunan-counties');
    const other = unwrap(
      await admin.api.map.GET('/styles/v1/{owner}', { params: { path: { owner: 'nobody' } } }),
    );
    expect(other).toEqual({ records: [], total: 0 });
  });

  it('style, datasets, tiles, glyphs and sprite as MapLibre loads them', async () => {
    const style = await anonymous.api.map.GET('/styles/v1/{owner}/{styleId}', {
      params: { path: { owner, styleId: 'hunan-base' } },
    });
    expect(style.data?.version).toBe(8);
    expect(style.data?.glyphs).toBe(`${sandbox.url}/map/fonts/v1/agrimap/{fontstack}/{range}.pbf`);
    const cities = await anonymous.api.map.GET('/datasets/v1/{owner}/{datasetId}/features', {
      params: { path: { owner, datasetId: 'hunan-cities' } },
    });
    expect(cities.response.headers.get('content-type')).toContain('application/geo+json');
    expect(cities.data?.features).toHaveLength(14);
    expect(cities.data?.features.map((f) => (f.properties as { qhmc?: string } | null)?.qhmc)).toContain(
      '长沙市',
    );
    const limited = await anonymous.api.map.GET('/datasets/v1/{owner}/{datasetId}/features', {
      params: { path: { owner, datasetId: 'camera-devices' }, query: { limit: 5 } },
    });
    expect(limited.data?.features).toHaveLength(5);
    expect(limited.data?.features[0]?.properties).toMatchObject({
      sbbh: expect.any(String),
      sbmc: expect.any(String),
    });

    // Changsha at z7 (x 104, y 53) has county boundaries; a tile in the Pacific has none.
    const tile = await getBinary(anonymous.api.map, '/tilesets/v1/{owner}/{tilesetId}/{z}/{x}/{y}', {
      params: { path: { owner, tilesetId: 'hunan-xzq', z: 7, x: 104, y: 53 } },
    });
    expect(tile.byteLength).toBeGreaterThan(100);
    expect(Buffer.from(tile).includes(Buffer.from('county'))).toBe(true);
    const empty = await anonymous.api.map.GET('/tilesets/v1/{owner}/{tilesetId}/{z}/{x}/{y}', {
      params: { path: { owner, tilesetId: 'hunan-xzq', z: 7, x: 5, y: 60 } },
      parseAs: 'arrayBuffer',
    });
    expect(empty.response.status).toBe(204);
    const outside = await anonymous.api.map.GET('/tilesets/v1/{owner}/{tilesetId}/{z}/{x}/{y}', {
      params: { path: { owner, tilesetId: 'hunan-xzq', z: 2, x: 4, y: 0 } },
    });
    expect(outside.response.status).toBe(400);

    // The basemap on the CGCS2000 geographic grid (matrix set c): Changsha at level 7 is row 21,
    // column 104, a 256 px PNG with the basemap's colours; row 1 does not exist at level 1.
    const gridPath = '/styles/v1/{owner}/{styleId}/wmts/{tileMatrixSet}/{z}/{y}/{x}' as const;
    const gridTile = await getBinary(anonymous.api.map, gridPath, {
      params: { path: { owner, styleId: 'hunan-base', tileMatrixSet: 'c', z: 7, y: 21, x: 104 } },
    });
    const decoded = decodePng(new Uint8Array(gridTile));
    expect([decoded.width, decoded.height]).toEqual([256, 256]);
    const colours = new Set<number>();
    const px = decoded.rgba;
    for (let i = 0; i < px.length; i += 4)
      colours.add(((px[i] as number) << 16) | ((px[i + 1] as number) << 8) | (px[i + 2] as number));
    expect(colours.size).toBeGreaterThan(2);
    const noCell = await anonymous.api.map.GET(gridPath, {
      params: { path: { owner, styleId: 'hunan-base', tileMatrixSet: 'c', z: 1, y: 1, x: 0 } },
    });
    expect(noCell.response.status).toBe(400);

    const glyphs = await getBinary(anonymous.api.map, '/fonts/v1/{owner}/{fontstack}/{range}', {
      params: { path: { owner, fontstack: 'Noto Sans CJK SC Regular', range: '19968-20223.pbf' } },
    });
    expect(Buffer.from(glyphs).toString('latin1')).toContain('19968-20223');
    const badRange = await anonymous.api.map.GET('/fonts/v1/{owner}/{fontstack}/{range}', {
      params: { path: { owner, fontstack: 'Noto Sans CJK SC Regular', range: '1-256.pbf' } },
    });
    expect(badRange.response.status).toBe(400);

    const index = await anonymous.api.map.GET('/sprites/v1/{owner}/{spriteId}', {
      params: { path: { owner, spriteId: 'nongzi' } },
    });
    expect(index.data?.camera).toMatchObject({ width: 24, height: 24, pixelRatio: 1 });
    const png = await getBinary(anonymous.api.map, '/sprites/v1/{owner}/{spriteId}/{file}', {
      params: { path: { owner, spriteId: 'nongzi', file: 'sprite@2x.png' } },
    });
    expect(Buffer.from(png).subarray(1, 4).toString('latin1')).toBe('PNG');
    const index2 = await anonymous.api.map.GET('/sprites/v1/{owner}/{spriteId}/{file}', {
      params: { path: { owner, spriteId: 'nongzi', file: 'sprite@2x.json' } },
    });
    expect((index2.data as Record<string, { pixelRatio: number }>).camera?.pixelRatio).toBe(2);

    // A token that is sent must be valid.
    const stale = await admin.api.map.GET('/styles/v1/{owner}/{styleId}', {
      params: { path: { owner, styleId: 'hunan-base' } },
      headers: { Authorization: 'f'.repeat(48) },
    });
    expect(stale.response.status).toBe(401);
    const missing = await anonymous.api.map.GET('/styles/v1/{owner}/{styleId}', {
      params: { path: { owner, styleId: 'nope' } },
    });
    expect(missing.response.status).toBe(404);
    record(anonymous);
  });
});

describe('shop server · catalogue, and file upload', () => {
  // Behaviour is tested in shop-catalog*.test.ts and system-*.test.ts; here each operation is
  // answered through the SDK: reads with data, refusals of unknown ids with the named codes.
  it('every catalogue operation answers through the SDK', async () => {
    const shop = admin.api.shop;
    const post = (path: string, body: unknown) => shop.POST(path as never, { body } as never);
    const get = (path: string, query: Record<string, unknown>) =>
      shop.GET(path as never, { params: { query } } as never);
    const codeOf = (r: { data?: unknown; error?: unknown }) =>
      ((r.data ?? r.error) as { code?: number } | undefined)?.code;

    for (const path of [
      '/api/v1/web/sp/brand/page',
      '/api/v1/web/sp/supplier/page',
      '/api/v1/web/sp/sku/page',
      '/api/v1/web/sp/setmeal/page',
    ]) {
      expect(codeOf(await post(path, { page: 1, pageSize: 5 })), path).toBe(200);
    }
    expect(codeOf(await post('/api/v1/web/sp/sku/spec/options', { keyword: '复合肥' }))).toBe(200);
    for (const path of [
      '/api/v1/web/sp/supplier/detail',
      '/api/v1/web/sp/sku/detail',
      '/api/v1/web/sp/setmeal/detail',
    ]) {
      expect(codeOf(await get(path, { id: 1 })), path).toBe(200);
    }
    const unknown = 999_999;
    const refusals: [string, unknown][] = [
      ['/api/v1/web/sp/brand/delete', { id: unknown }],
      ['/api/v1/web/sp/brand/status', { id: unknown, status: 0 }],
      [
        '/api/v1/web/sp/brand/save',
        { id: unknown, name: '不存在的品牌', logo: null, sort: 1, status: 1, description: '' },
      ],
      ['/api/v1/web/sp/supplier/delete', { id: unknown }],
      ['/api/v1/web/sp/supplier/status', { id: unknown, status: 2 }],
      ['/api/v1/web/sp/supplier/audit', { id: unknown, pass: true }],
      ['/api/v1/web/sp/supplier/save', { id: unknown, name: '不存在的供应商' }],
      ['/api/v1/web/sp/sku/delete', { id: unknown }],
      ['/api/v1/web/sp/sku/status', { id: unknown, status: 0 }],
      ['/api/v1/web/sp/sku/save', { id: unknown, name: '不存在的单品' }],
      ['/api/v1/web/sp/setmeal/delete', { id: unknown }],
      [
        '/api/v1/web/sp/setmeal/save',
        { id: unknown, name: '不存在的套餐', priceCents: 100, status: 1, description: '', items: [] },
      ],
      ['/api/v1/web/sp/product/category/delete', { id: unknown }],
      ['/api/v1/web/sp/product/category/save', { id: unknown, parentId: 0, name: '不存在的类目' }],
      ['/api/v1/web/sp/product/category/sort', { parentId: unknown, ids: [unknown] }],
    ];
    const before = await fetch(`${sandbox.url}/__sandbox/checksum`).then((r) => r.json());
    for (const [path, body] of refusals) {
      const res = await post(path, body);
      expect(res.response.status, path).toBeLessThan(500);
      expect(codeOf(res), path).not.toBe(200);
    }
    expect(await fetch(`${sandbox.url}/__sandbox/checksum`).then((r) => r.json())).toEqual(before);

    const upload = await admin.api.system.POST(
      '/api/v1/file/upload' as never,
      {
        body: {
          fileName: 'note.txt',
          contentType: 'text/plain',
          contentBase64: Buffer.from('农资').toString('base64'),
        },
      } as never,
    );
    expect(codeOf(upload)).toBe(200);
    record(admin);
  });
});

describe('shop server · warehousing', () => {
  it('warehouses, documents through 审核, stock and ledger', async () => {
    const state = await fetch(`${sandbox.url}/__sandbox/state`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ state: 'the warehousing fixtures exist' }),
    });
    expect(state.status).toBe(200);
    const shop = admin.api.shop;
    const page = unwrap(
      await shop.POST('/api/v1/web/wms/warehouse/page', { body: { name: 'PACT', page: 1, pageSize: 10 } }),
    );
    expect(page.records.map((w) => w.code)).toEqual(['PACT-WH']);
    const detail = unwrap(
      await shop.GET('/api/v1/web/wms/warehouse/detail', { params: { query: { id: 9701 } } }),
    );
    expect(detail.zones[0]?.locations[0]?.code).toBe('A-01');
    const saved = unwrap(
      await shop.POST('/api/v1/web/wms/warehouse/save', {
        body: {
          name: '操作测试仓',
          code: 'OPS-WH',
          type: 3,
          qhdm: '430104',
          qhmc: '岳麓区',
          address: '麓谷',
          managerId: 1,
          capacity: 10,
          zones: [],
        },
      }),
    );
    unwrap(await shop.POST('/api/v1/web/wms/warehouse/status', { body: { id: saved.id, status: 0 } }));
    unwrap(await shop.POST('/api/v1/web/wms/warehouse/delete', { body: { id: saved.id } }));

    const options = unwrap(
      await shop.POST('/api/v1/web/wms/sku/options', { body: { keyword: '契约测试', warehouseId: 9701 } }),
    );
    expect(options.list[0]?.batches[0]).toMatchObject({ batchNo: 'PACT-B1', available: 100 });
    const out = unwrap(
      await shop.POST('/api/v1/web/wms/doc/save', {
        body: {
          direction: 'out',
          warehouseId: 9701,
          bizType: 1,
          docDate: '2026-05-10',
          submit: true,
          lines: [{ skuId: 9601, batchNo: 'PACT-B1', quantity: 30, unitPrice: 100 }],
        },
      }),
    );
    const approved = unwrap(
      await shop.POST('/api/v1/web/wms/doc/action', { body: { id: out.id, action: 'approve' } }),
    );
    expect(approved.status).toBe(2);
    const doc = unwrap(await shop.GET('/api/v1/web/wms/doc/detail', { params: { query: { id: out.id } } }));
    expect(doc.totalAmount).toBe(3000);
    const docs = unwrap(
      await shop.POST('/api/v1/web/wms/doc/page', {
        body: { direction: 'out', docNo: out.docNo, page: 1, pageSize: 10 },
      }),
    );
    expect(docs.total).toBe(1);
    const stock = unwrap(
      await shop.POST('/api/v1/web/wms/stock/page', { body: { warehouseId: 9701, page: 1, pageSize: 10 } }),
    );
    expect(stock.records[0]).toMatchObject({ onHand: 70, locked: 0, available: 70 });
    const ledger = unwrap(
      await shop.POST('/api/v1/web/wms/stock/ledger', { body: { warehouseId: 9701, page: 1, pageSize: 10 } }),
    );
    expect(ledger.records[0]).toMatchObject({
      docNo: out.docNo,
      quantity: -30,
      beforeQty: 100,
      afterQty: 70,
    });
    record(admin);
  });
});

describe('shop server · orders and group purchase', () => {
  it('orders through 发货 and 退货, demand, a group offer settled at its deadline', async () => {
    const state = await fetch(`${sandbox.url}/__sandbox/state`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ state: 'the order fixtures exist' }),
    });
    expect(state.status).toBe(200);
    const shop = admin.api.shop;
    const created = unwrap(
      await shop.POST('/api/v1/web/sp/order/create', {
        body: { customerId: 9902, lines: [{ skuId: 9611, quantity: 1 }], payMethod: 1 },
      }),
    );
    expect(created.orderNo).toMatch(/^DD\d{12}$/);
    const page = unwrap(
      await shop.POST('/api/v1/web/sp/order/page', {
        body: { customer: '13900009902', page: 1, pageSize: 10 },
      }),
    );
    expect(page.records.map((o) => o.id).sort()).toEqual([9902, created.id].sort());
    const closed = unwrap(
      await shop.POST('/api/v1/web/sp/order/action', {
        body: { id: 9902, action: 'close', note: '客户取消' },
      }),
    );
    expect(closed).toMatchObject({ status: 4, closeNote: '客户取消' });
    const shipped = unwrap(
      await shop.POST('/api/v1/web/sp/order/ship', {
        body: { warehouseId: 9711, logisticsCompany: '顺丰速运', orders: [{ id: 9901, trackingNo: 'SF1' }] },
      }),
    );
    expect(shipped.failed).toEqual([]);
    const order = unwrap(await shop.GET('/api/v1/web/sp/order/detail', { params: { query: { id: 9901 } } }));
    expect(order).toMatchObject({ status: 2, outboundDocNo: shipped.shipped[0]?.docNo });
    const ret = unwrap(
      await shop.POST('/api/v1/web/sp/return/create', {
        body: {
          orderId: 9901,
          reason: '包装破损',
          amount: 100,
          lines: [{ orderLineId: order.lines[0]?.id as number, quantity: 1 }],
        },
      }),
    );
    const rejected = unwrap(
      await shop.POST('/api/v1/web/sp/return/action', {
        body: { id: ret.id, action: 'reject', reason: '无破损' },
      }),
    );
    expect(rejected).toMatchObject({ status: 4, rejectReason: '无破损' });
    const returns = unwrap(
      await shop.POST('/api/v1/web/sp/return/page', {
        body: { orderNo: order.orderNo, page: 1, pageSize: 10 },
      }),
    );
    expect(returns.total).toBe(1);
    expect(
      unwrap(await shop.GET('/api/v1/web/sp/return/detail', { params: { query: { id: ret.id } } })).returnNo,
    ).toBe(ret.returnNo);

    const demand = unwrap(
      await shop.POST('/api/v1/web/fx/demand/save', {
        body: {
          customerId: 9902,
          crop: '油菜',
          areaMu: '50',
          categoryCode: '0101',
          quantity: '10',
          unit: '袋',
          wantedDate: '2026-09-01',
          qhdm: '430181',
          qhmc: '湖南省长沙市浏阳市',
        },
      }),
    );
    const demands = unwrap(
      await shop.POST('/api/v1/web/fx/demand/page', { body: { crop: '油菜', page: 1, pageSize: 10 } }),
    );
    expect(demands.records.map((d) => d.id)).toContain(demand.id);
    const summary = unwrap(
      await shop.POST('/api/v1/web/fx/demand/summary', { body: { qhdm: '430181', page: 1, pageSize: 10 } }),
    );
    expect(summary.list.length).toBeGreaterThan(0);
    const offer = unwrap(
      await shop.POST('/api/v1/web/fx/offer/save', {
        body: {
          title: '油菜尿素团',
          skuId: 9611,
          basePrice: 12500,
          tiers: [{ participants: 2, unitPrice: 12000 }],
          minParticipants: 1,
          deadline: '2099-01-01 18:00:00',
          demandIds: [demand.id],
        },
      }),
    );
    unwrap(
      await shop.POST('/api/v1/web/fx/offer/book', {
        body: { offerId: offer.id, customerId: 9902, quantity: 1, demandId: demand.id },
      }),
    );
    const offers = unwrap(
      await shop.POST('/api/v1/web/fx/offer/page', { body: { title: '油菜', page: 1, pageSize: 10 } }),
    );
    expect(offers.records[0]).toMatchObject({ participants: 1, demandCount: 1, status: 0 });
    const early = await shop.POST('/api/v1/web/fx/offer/settle', { body: { id: offer.id } });
    expect(early.response.status).toBe(409);
    const detail = unwrap(
      await shop.GET('/api/v1/web/fx/offer/detail', { params: { query: { id: offer.id } } }),
    );
    expect(detail.appointments).toHaveLength(1);
    record(admin);
  });
});

describe('system server · approval flow versions', () => {
  it('发布 freezes a version that can be read back; 停用 disables the flow', async () => {
    const state = await fetch(`${sandbox.url}/__sandbox/state`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ state: 'an approval record with id 78 exists' }),
    });
    expect(state.status).toBe(200);
    const system = admin.api.system;
    const deployed = unwrap(await system.POST('/api/v1/actExApproval/deploy', { body: { id: 78 } }));
    const frozen = unwrap(
      await system.POST('/api/v1/actExApproval/version', { body: { id: 78, version: deployed.version } }),
    );
    expect(frozen).toMatchObject({ approvalId: 78, version: deployed.version, name: deployed.name });
    expect(frozen.processData?.type).toBe('start');
    const unknown = await system.POST('/api/v1/actExApproval/version', {
      body: { id: 78, version: deployed.version + 1 },
    });
    expect(unknown.response.status).toBe(404);
    const disabled = unwrap(await system.POST('/api/v1/actExApproval/disable', { body: { id: 78 } }));
    expect(disabled).toMatchObject({ id: 78, status: 2, version: deployed.version });
    record(admin);
  });
});

describe('system server · information publishing and market prices', () => {
  const PNG =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

  it('articles: save, list, read, take offline, delete; images stored and served without headers', async () => {
    const system = admin.api.system;
    const image = unwrap(
      await system.POST('/api/v1/news/image', {
        body: { fileName: '春耕.png', contentType: 'image/png', contentBase64: PNG },
      }),
    );
    expect(image.url).toBe(`/system/api/v1/news/image/${image.fileId}`);
    const bytes = await getBinary(anonymous.api.system, '/api/v1/news/image/{fileId}', {
      params: { path: { fileId: image.fileId } },
    });
    expect(Buffer.from(bytes)).toEqual(Buffer.from(PNG, 'base64'));

    const saved = unwrap(
      await system.POST('/api/v1/news/save', {
        body: {
          channel: 'agroNews',
          title: '操作测试春耕通知',
          summary: '春耕备耕',
          content: `<p>春耕通知</p><img src="${image.url}" alt="图">`,
          author: '省农业农村厅',
          source: '湖南农业信息网',
          tags: ['春耕'],
          status: 1,
          pinned: false,
        },
      }),
    );
    const listed = unwrap(
      await system.POST('/api/v1/news/page', {
        body: { channel: 'agroNews', title: '操作测试春耕', page: 1, pageSize: 10 },
      }),
    );
    expect(listed.records.map((r) => r.id)).toEqual([saved.id]);
    expect(listed.records[0]).toMatchObject({ status: 1, visible: true });
    const detail = unwrap(await system.GET('/api/v1/news/detail', { params: { query: { id: saved.id } } }));
    expect(detail).toMatchObject({ title: '操作测试春耕通知', tags: ['春耕'] });
    expect(detail.content).toContain(image.url);
    const published = unwrap(
      await system.POST('/api/v1/news/published', { body: { channel: 'agroNews', page: 1, pageSize: 100 } }),
    );
    expect(published.records.map((r) => r.id)).toContain(saved.id);
    const read = unwrap(await system.GET('/api/v1/news/read', { params: { query: { id: saved.id } } }));
    expect(read).toMatchObject({ id: saved.id, viewCount: 1 });

    unwrap(await system.POST('/api/v1/news/status', { body: { id: saved.id, status: 2 } }));
    const offline = await system.GET('/api/v1/news/read', { params: { query: { id: saved.id } } });
    expect(offline.error).toMatchObject({ code: 404, msg: '文章未发布或已下线' });
    unwrap(await system.POST('/api/v1/news/delete', { body: { id: saved.id } }));
    const gone = await system.GET('/api/v1/news/detail', { params: { query: { id: saved.id } } });
    expect(gone.response.status).toBe(404);
    record(admin);
    record(anonymous);
  });

  it('market prices: save, page with the change, trend, import with a bad row, delete', async () => {
    const system = admin.api.system;
    const saved = unwrap(
      await system.POST('/api/v1/price/save', {
        body: {
          productCode: '0101',
          qhdm: '4303',
          date: '2032-03-01',
          price: 250000,
          unit: '元/吨',
          market: '操作测试市场',
        },
      }),
    );
    const imported = unwrap(
      await system.POST('/api/v1/price/import', {
        body: {
          rows: [
            {
              row: 2,
              product: '氮肥',
              region: '湘潭市',
              date: '2032-03-02',
              price: '2550',
              unit: '元/吨',
              market: '操作测试市场',
            },
            {
              row: 3,
              product: '氮肥',
              region: '湘潭市',
              date: '2032-02-30',
              price: '2550',
              unit: '元/吨',
              market: '操作测试市场',
            },
          ],
        },
      }),
    );
    expect(imported).toEqual({ saved: 1, errors: [{ row: 3, msg: '日期格式应为 YYYY-MM-DD' }] });
    const page = unwrap(
      await system.POST('/api/v1/price/page', { body: { market: '操作测试市场', page: 1, pageSize: 10 } }),
    );
    expect(page.records.map((r) => [r.date, r.price, r.prevPrice])).toEqual([
      ['2032-03-02', 255000, 250000],
      ['2032-03-01', 250000, null],
    ]);
    expect(page.records[0]).toMatchObject({ productName: '氮肥', qhmc: '湘潭市', changePct: 2 });
    const trend = unwrap(
      await system.POST('/api/v1/price/trend', {
        body: {
          productCode: '0101',
          regions: ['4303'],
          period: 'month',
          from: '2032-03-01',
          to: '2032-03-31',
        },
      }),
    );
    expect(trend.series[0]?.points).toEqual([
      { period: '2032-03', avg: 252500, high: 255000, low: 250000, count: 2 },
    ]);
    for (const r of page.records) unwrap(await system.POST('/api/v1/price/delete', { body: { id: r.id } }));
    expect(page.records.map((r) => r.id)).toContain(saved.id);
    const after = unwrap(
      await system.POST('/api/v1/price/page', { body: { market: '操作测试市场', page: 1, pageSize: 10 } }),
    );
    expect(after.total).toBe(0);
    record(admin);
  });
});

describe('shop server · customers and publishing', () => {
  it('customers: save, follow up, detail, page, points, import, delete', async () => {
    const shop = admin.api.shop;
    const created = unwrap(
      await shop.POST('/api/v1/web/crm/customer/save', {
        body: {
          name: '操作测试蔬菜合作社',
          type: 2,
          contactName: '王德明',
          phone: '13907319901',
          qhdm: '430121',
          address: '蓝田新村 12 组',
          lon: 113.12,
          lat: 28.13,
          crops: ['蔬菜'],
          areaMu: 320.5,
          level: 1,
          source: 1,
          ownerId: null,
          status: 1,
          remark: '',
        },
      }),
    );
    unwrap(
      await shop.POST('/api/v1/web/crm/customer/followup/save', {
        body: { customerId: created.id, type: 2, content: '上门查看秧苗', nextContactDate: '2099-01-01' },
      }),
    );
    const detail = unwrap(
      await shop.GET('/api/v1/web/crm/customer/detail', { params: { query: { id: created.id } } }),
    );
    expect(detail).toMatchObject({ name: '操作测试蔬菜合作社', nextContactDate: '2099-01-01', due: false });
    expect(detail.followups.map((f) => f.content)).toEqual(['上门查看秧苗']);
    const imported = unwrap(
      await shop.POST('/api/v1/web/crm/customer/import', {
        body: {
          rows: [
            {
              row: 2,
              name: '操作测试导入合作社',
              type: '合作社',
              contactName: '甲',
              phone: '13907319902',
              qhdm: '430121',
            },
          ],
        },
      }),
    );
    expect(imported).toMatchObject({ imported: 1, errors: [] });
    const page = unwrap(
      await shop.POST('/api/v1/web/crm/customer/page', {
        body: { phone: '1390731990', page: 1, pageSize: 10 },
      }),
    );
    expect(page.records.map((c) => c.phone).sort()).toEqual(['13907319901', '13907319902']);
    const points = unwrap(await shop.POST('/api/v1/web/crm/customer/points', { body: { qhdm: '430121' } }));
    // only customers with a position are points: the saved one, not the imported one
    const ids = points.map((p) => p.id);
    const importedId = page.records.find((c) => c.phone === '13907319902')?.id;
    expect(ids).toContain(created.id);
    expect(ids).not.toContain(importedId);
    expect(points.find((p) => p.id === created.id)).toMatchObject({ lon: 113.12, lat: 28.13 });
    unwrap(
      await shop.POST('/api/v1/web/crm/customer/delete', { body: { ids: page.records.map((c) => c.id) } }),
    );
    const gone = await shop.GET('/api/v1/web/crm/customer/detail', { params: { query: { id: created.id } } });
    expect(gone.response.status).toBe(404);
    record(admin);
  });

  it('publishing: tab page, 上架 and 下架, sale price and limits', async () => {
    const shop = admin.api.shop;
    const inStock = unwrap(
      await shop.POST('/api/v1/web/sale/item/page', {
        body: { kind: 'sku', tab: 'inStock', page: 1, pageSize: 1000 },
      }),
    );
    expect(inStock.total).toBe(inStock.counts.inStock);
    const stocked = inStock.records.find((r) => r.available > 0);
    if (!stocked) throw new Error('seed should have an off-sale SKU with stock');
    const on = unwrap(
      await shop.POST('/api/v1/web/sale/item/publish', {
        body: { kind: 'sku', ids: [stocked.id], action: 'on' },
      }),
    );
    expect(on.changed).toBe(1);
    unwrap(
      await shop.POST('/api/v1/web/sale/item/save', {
        body: { kind: 'sku', id: stocked.id, salePriceCents: 12345, limitPerOrder: 3, limitPerCustomer: 9 },
      }),
    );
    const onSale = unwrap(
      await shop.POST('/api/v1/web/sale/item/page', {
        body: { kind: 'sku', tab: 'onSale', page: 1, pageSize: 1000 },
      }),
    );
    expect(onSale.records.find((r) => r.id === stocked.id)).toMatchObject({
      onSale: true,
      salePriceCents: 12345,
      limitPerOrder: 3,
    });
    const off = unwrap(
      await shop.POST('/api/v1/web/sale/item/publish', {
        body: { kind: 'sku', ids: [stocked.id], action: 'off' },
      }),
    );
    expect(off.changed).toBe(1);
    record(admin);
  });
});

describe('shop server · transfers and the warehouse map', () => {
  it('a transfer creates both documents; the map and the occupancy summarise the stock', async () => {
    const state = await fetch(`${sandbox.url}/__sandbox/state`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ state: 'the warehousing fixtures exist' }),
    });
    expect(state.status).toBe(200);
    const shop = admin.api.shop;
    const map = unwrap(await shop.POST('/api/v1/web/wms/warehouse/map', { body: { status: 1 } }));
    expect(map.list.find((w) => w.id === 9701)).toMatchObject({ onHand: 100, available: 100 });
    const target = map.list.find((w) => w.id !== 9701);
    if (!target) throw new Error('seed should have a second enabled warehouse');
    const created = unwrap(
      await shop.POST('/api/v1/web/wms/transfer/create', {
        body: {
          fromWarehouseId: 9701,
          toWarehouseId: target.id,
          lines: [{ skuId: 9601, batchNo: 'PACT-B1', quantity: 30 }],
        },
      }),
    );
    expect(created).toMatchObject({ outStatus: 1, inStatus: 1, quantity: 30, toWarehouseId: target.id });
    expect(created.transferNo).toMatch(/^DB\d{12}$/);
    const page = unwrap(
      await shop.POST('/api/v1/web/wms/transfer/page', {
        body: { warehouseId: 9701, page: 1, pageSize: 10 },
      }),
    );
    expect(page.records.map((t) => t.transferNo)).toContain(created.transferNo);
    const occupancy = unwrap(
      await shop.GET('/api/v1/web/wms/warehouse/occupancy', { params: { query: { id: 9701 } } }),
    );
    expect(occupancy.zones[0]?.locations).toEqual([{ code: 'A-01', capacity: 1000, occupied: 100 }]);
    const after = unwrap(await shop.POST('/api/v1/web/wms/warehouse/map', { body: { status: 1 } }));
    expect(after.list.find((w) => w.id === 9701)).toMatchObject({ onHand: 100, locked: 30, available: 70 });
    record(admin);
  });
});

describe('base server · technical schemes and videos', () => {
  it('schemes: save, page, detail, publish, withdraw, delete', async () => {
    const base = admin.api.base;
    const rice = unwrap(
      await base.POST('/api/v1/agro/scheme/page', { body: { title: '稻飞虱', page: 1, pageSize: 10 } }),
    ).records[0];
    const { id } = unwrap(
      await base.POST('/api/v1/agro/scheme/save', {
        body: {
          title: '操作测试纹枯病防治',
          cropId: rice?.cropId as number,
          stage: '拔节期',
          problem: '纹枯病',
          measures: '<p>拔节期病丛率达 20% 时施药。</p>',
          specIds: [12],
          attachments: [],
        },
      }),
    );
    const detail = unwrap(await base.GET('/api/v1/agro/scheme/detail', { params: { query: { id } } }));
    expect(detail).toMatchObject({ status: 0, cropName: '水稻', specIds: [12] });
    unwrap(await base.POST('/api/v1/agro/scheme/status', { body: { id, action: 'publish' } }));
    unwrap(await base.POST('/api/v1/agro/scheme/status', { body: { id, action: 'withdraw' } }));
    unwrap(await base.POST('/api/v1/agro/scheme/delete', { body: { id } }));
    record(admin);
  });

  it('videos: upload, save, page, detail, play, media served without headers, delete', async () => {
    const base = admin.api.base;
    const seeded = unwrap(await base.POST('/api/v1/agro/video/page', { body: { page: 1, pageSize: 10 } }));
    const first = seeded.records[0];
    expect(first?.contentType).toMatch(/^video\//);
    const bytes = await getBinary(anonymous.api.base, '/api/v1/agro/media/{fileId}', {
      params: { path: { fileId: first?.fileId as string } },
    });
    expect(Buffer.from(bytes).length).toBe(first?.size);
    const cover = unwrap(
      await base.POST('/api/v1/agro/media/upload', {
        body: {
          kind: 'cover',
          fileName: '封面.png',
          contentType: 'image/png',
          contentBase64:
            'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        },
      }),
    );
    const { id } = unwrap(
      await base.POST('/api/v1/agro/video/save', {
        body: {
          title: '操作测试视频',
          category: '01',
          fileId: first?.fileId as string,
          coverId: cover.fileId,
          durationSec: 4,
        },
      }),
    );
    expect(unwrap(await base.GET('/api/v1/agro/video/detail', { params: { query: { id } } }))).toMatchObject({
      coverId: cover.fileId,
      viewCount: 0,
    });
    expect(unwrap(await base.POST('/api/v1/agro/video/play', { body: { id } })).viewCount).toBe(1);
    unwrap(await base.POST('/api/v1/agro/video/delete', { body: { id } }));
    record(admin);
    record(anonymous);
  });
});

describe('base server · crops, varieties, growth stages and planting programmes', () => {
  it('crops: save, page, options, stages placed by offset and reordered, a variety, a programme with its calendar, refusals, deletes', async () => {
    const base = admin.api.base;
    const rice = unwrap(await base.GET('/api/v1/agro/crop/options')).list.find((c) => c.name === '水稻');
    expect(rice).toMatchObject({ family: '禾本科' });
    const seededVariety = unwrap(
      await base.POST('/api/v1/agro/variety/page', {
        body: { cropId: rice?.id as number, page: 1, pageSize: 50 },
      }),
    ).records.find((v) => v.supplierId !== null);
    expect(seededVariety?.cropName).toBe('水稻');

    const crop = {
      name: '操作测试魔芋',
      family: '天南星科',
      category: '经济作物',
      maturityDays: 150,
      sort: 99,
    };
    const { id: cropId } = unwrap(await base.POST('/api/v1/agro/crop/save', { body: crop }));
    const dup = await base.POST('/api/v1/agro/crop/save', { body: crop });
    expect(dup.error).toMatchObject({ code: 409, msg: '作物名称已存在' });
    const paged = unwrap(
      await base.POST('/api/v1/agro/crop/page', { body: { name: '操作测试魔芋', page: 1, pageSize: 10 } }),
    );
    expect(paged.records).toEqual([
      expect.objectContaining({
        id: cropId,
        family: '天南星科',
        varietyCount: 0,
        stageCount: 0,
        programmeCount: 0,
      }),
    ]);
    expect(unwrap(await base.GET('/api/v1/agro/crop/options')).list.map((c) => c.id)).toContain(cropId);

    // Growth stages: a new stage goes after the last one that does not start later.
    const stageIds: Record<string, number> = {};
    for (const [name, dayOffset, durationDays] of [
      ['育苗期', 0, 30],
      ['种植期', 30, 10],
      ['采收期', 120, 30],
      ['覆膜期', 30, 5],
    ] as const) {
      stageIds[name] = unwrap(
        await base.POST('/api/v1/agro/stage/save', {
          body: {
            cropId,
            name,
            dayOffset,
            durationDays,
            practices: `${name}农事`,
            inputs: name === '育苗期' ? [{ specId: 12, dosage: '每亩 50 克' }] : [],
          },
        }),
      ).id;
    }
    const stageNames = async () =>
      unwrap(await base.GET('/api/v1/agro/stage/list', { params: { query: { cropId } } })).list;
    const listed = await stageNames();
    expect(listed.map((s) => s.name)).toEqual(['育苗期', '种植期', '覆膜期', '采收期']);
    expect(listed[0]?.inputs).toEqual([expect.objectContaining({ specId: 12, dosage: '每亩 50 克' })]);
    expect(listed[0]?.inputs[0]?.skuName).toBeTruthy();
    const sameName = await base.POST('/api/v1/agro/stage/save', {
      body: { cropId, name: '育苗期', dayOffset: 0, durationDays: 1 },
    });
    expect(sameName.error).toMatchObject({ code: 409, msg: '该作物下已有同名生育期' });
    const ids = (names: string[]) => names.map((n) => stageIds[n] as number);
    unwrap(
      await base.POST('/api/v1/agro/stage/reorder', {
        body: { cropId, ids: ids(['育苗期', '覆膜期', '种植期', '采收期']) },
      }),
    );
    expect((await stageNames()).map((s) => s.name)).toEqual(['育苗期', '覆膜期', '种植期', '采收期']);
    const decreasing = await base.POST('/api/v1/agro/stage/reorder', {
      body: { cropId, ids: ids(['采收期', '育苗期', '覆膜期', '种植期']) },
    });
    expect(decreasing.error).toMatchObject({
      code: 400,
      msg: '生育期「育苗期」的天数（0）不能早于上一个生育期「采收期」（120）',
    });
    expect((await stageNames()).map((s) => s.name)).toEqual(['育苗期', '覆膜期', '种植期', '采收期']);

    // A variety of the crop, with a supplier of the catalogue.
    const { id: varietyId } = unwrap(
      await base.POST('/api/v1/agro/variety/save', {
        body: {
          cropId,
          name: '操作测试花魔芋',
          supplierId: seededVariety?.supplierId,
          registrationNo: '湘登记魔芋2026990001',
          maturityDays: 150,
          yieldPerMu: 3000,
          densityPerMu: 3500,
          traits: '球茎大，抗病。',
        },
      }),
    );
    const varieties = unwrap(
      await base.POST('/api/v1/agro/variety/page', { body: { cropId, page: 1, pageSize: 10 } }),
    );
    expect(varieties.records).toEqual([
      expect.objectContaining({
        id: varietyId,
        cropName: '操作测试魔芋',
        supplierName: seededVariety?.supplierName,
        programmeCount: 0,
      }),
    ]);
    const wrongCrop = await base.POST('/api/v1/agro/programme/save', {
      body: { name: '品种不符', cropId: rice?.id as number, varietyId, sowingDate: '2025-03-01' },
    });
    expect(wrongCrop.error).toMatchObject({ code: 400, msg: '品种不属于所选作物' });

    // A programme: its calendar is generated from the stages (planned start = sowing + offset).
    const { id: programmeId } = unwrap(
      await base.POST('/api/v1/agro/programme/save', {
        body: { name: '操作测试魔芋种植方案', cropId, varietyId, sowingDate: '2025-03-01', remark: '' },
      }),
    );
    const detail = async () =>
      unwrap(await base.GET('/api/v1/agro/programme/detail', { params: { query: { id: programmeId } } }));
    const planned = await detail();
    expect(planned).toMatchObject({ status: 0, cropName: '操作测试魔芋', varietyName: '操作测试花魔芋' });
    expect(planned.stages.map((s) => [s.name, s.plannedStart, s.plannedEnd])).toEqual([
      ['育苗期', '2025-03-01', '2025-03-30'],
      ['覆膜期', '2025-03-31', '2025-04-04'],
      ['种植期', '2025-03-31', '2025-04-09'],
      ['采收期', '2025-06-29', '2025-07-28'],
    ]);
    expect(planned.stages[0]?.inputs.map((i) => i.specId)).toEqual([12]);
    const first = planned.stages[0]?.id as number;
    const backwards = await base.POST('/api/v1/agro/programme/record', {
      body: { id: first, actualStart: '2025-03-05', actualEnd: '2025-03-02' },
    });
    expect(backwards.error).toMatchObject({ code: 400, msg: '实际结束日期不能早于实际开始日期' });
    unwrap(
      await base.POST('/api/v1/agro/programme/record', {
        body: { id: first, actualStart: '2025-03-02', actualEnd: null },
      }),
    );
    const running = await detail();
    expect(running.status).toBe(1);
    expect(running.stages[0]).toMatchObject({ actualStart: '2025-03-02', actualEnd: null });
    const programmes = unwrap(
      await base.POST('/api/v1/agro/programme/page', {
        body: { name: '操作测试魔芋', cropId, page: 1, pageSize: 10 },
      }),
    );
    expect(programmes.records).toEqual([
      expect.objectContaining({ id: programmeId, status: 1, stageCount: 4, plannedEnd: '2025-07-28' }),
    ]);

    // What is in use is not deleted.
    const cropInUse = await base.POST('/api/v1/agro/crop/delete', { body: { id: cropId } });
    expect(cropInUse.error).toMatchObject({
      code: 409,
      msg: '该作物下有 1 个品种、4 个生育期、1 个种植方案，不能删除',
    });
    const varietyInUse = await base.POST('/api/v1/agro/variety/delete', { body: { id: varietyId } });
    expect(varietyInUse.error).toMatchObject({ code: 409, msg: '该品种已用于 1 个种植方案，不能删除' });

    // A deleted stage leaves the programme's calendar as it was.
    unwrap(await base.POST('/api/v1/agro/stage/delete', { body: { id: ids(['覆膜期'])[0] as number } }));
    expect((await stageNames()).map((s) => [s.name, s.sort])).toEqual([
      ['育苗期', 1],
      ['种植期', 2],
      ['采收期', 3],
    ]);
    expect((await detail()).stages).toHaveLength(4);

    unwrap(await base.POST('/api/v1/agro/programme/delete', { body: { id: programmeId } }));
    const goneProgramme = await base.GET('/api/v1/agro/programme/detail', {
      params: { query: { id: programmeId } },
    });
    expect(goneProgramme.error).toMatchObject({ code: 404, msg: '种植方案不存在' });
    unwrap(await base.POST('/api/v1/agro/variety/delete', { body: { id: varietyId } }));
    expect(
      unwrap(await base.POST('/api/v1/agro/variety/page', { body: { cropId, page: 1, pageSize: 10 } })).total,
    ).toBe(0);
    for (const s of await stageNames())
      unwrap(await base.POST('/api/v1/agro/stage/delete', { body: { id: s.id } }));
    unwrap(await base.POST('/api/v1/agro/crop/delete', { body: { id: cropId } }));
    expect(
      unwrap(
        await base.POST('/api/v1/agro/crop/page', { body: { name: '操作测试魔芋', page: 1, pageSize: 10 } }),
      ).total,
    ).toBe(0);
    expect(unwrap(await base.GET('/api/v1/agro/crop/options')).list.map((c) => c.id)).not.toContain(cropId);
    record(admin);
  });
});

describe('area server · device history and pest images; shop server · dashboards', () => {
  it('device history: 25 hourly points per numeric reading, ending with the latest one; refusals', async () => {
    const area = admin.api.area;
    const deviceId = 'TR-430181-0001';
    const info = unwrap(await area.GET('/areaImage/getDeviceInfo', { params: { query: { deviceId } } }));
    const history = unwrap(
      await area.GET('/areaImage/getDeviceHistory', { params: { query: { deviceId } } }),
    );
    const numeric = info.readings.filter((r) => typeof r.value === 'number');
    expect(history.deviceId).toBe(deviceId);
    expect(history.series.map((s) => s.key)).toEqual(numeric.map((r) => r.key));
    expect(history.series.length).toBeGreaterThan(0);
    for (const s of history.series) {
      expect(s.points).toHaveLength(25);
      expect(s.points[24]).toEqual({
        time: info.lastDataTime,
        value: numeric.find((r) => r.key === s.key)?.value,
      });
    }
    const video = await area.GET('/areaImage/getDeviceHistory', {
      params: { query: { deviceId: 'SP-430181-0001' } },
    });
    expect(video.response.status).toBe(400);
    const unknown = await area.GET('/areaImage/getDeviceHistory', {
      params: { query: { deviceId: 'XX-000000-0000' } },
    });
    expect(unknown.error).toMatchObject({ code: 404, msg: '设备不存在' });
  });

  it('pest image: an SVG served without headers, with as many insects as the device counted', async () => {
    const deviceId = 'CQ-430181-0001';
    const info = unwrap(
      await admin.api.area.GET('/areaImage/getDeviceInfo', { params: { query: { deviceId } } }),
    );
    expect(info.imageUrl).toMatch(/^\/area\/api\/v1\/areaImage\/getPestImage\?deviceId=CQ-430181-0001/);
    const count = info.readings.find((r) => r.key === 'pestCount')?.value;
    const svg = Buffer.from(
      await getBinary(anonymous.api.area, '/areaImage/getPestImage', { params: { query: { deviceId } } }),
    ).toString('utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg.match(/<ellipse /g)?.length ?? 0).toBe(count);
    expect(svg).toContain(`${count} 头`);
    await expect(
      getBinary(anonymous.api.area, '/areaImage/getPestImage', {
        params: { query: { deviceId: 'QX-430181-0001' } },
      }),
    ).rejects.toThrow();
    record(admin);
    record(anonymous);
  });

  it("dashboards: the supplier and customer figures of '43' agree with the lists", async () => {
    const shop = admin.api.shop;
    const suppliers = unwrap(await shop.POST('/api/v1/web/dashboard/supplier', { body: { qhdm: '43' } }));
    expect(suppliers).toMatchObject({ qhdm: '43', qhmc: '湖南省' });
    expect(suppliers.year).toMatch(/^20\d\d$/);
    const approved = unwrap(
      await shop.POST('/api/v1/web/sp/supplier/page', {
        body: { qhdm: '43', status: 1, page: 1, pageSize: 1 },
      }),
    );
    expect(suppliers.total).toBe(approved.total);
    expect(suppliers.total).toBeGreaterThan(0);
    expect(suppliers.byType.reduce((s, t) => s + t.count, 0)).toBe(suppliers.total);
    expect(suppliers.byMonth).toHaveLength(12);
    expect(suppliers.byMonth.reduce((s, m) => s + m.amount, 0)).toBe(suppliers.supply.amount);
    expect(suppliers.supply.quantity).toBeGreaterThan(0);
    expect(suppliers.indicators.find((i) => i.code === 'gysl')).toMatchObject({
      source: 'live',
      value: suppliers.total,
    });

    const customers = unwrap(await shop.POST('/api/v1/web/dashboard/customer', { body: { qhdm: '43' } }));
    expect(customers).toMatchObject({ qhdm: '43', qhmc: '湖南省', year: suppliers.year });
    const listed = unwrap(
      await shop.POST('/api/v1/web/crm/customer/page', { body: { qhdm: '43', page: 1, pageSize: 1 } }),
    );
    expect(customers.total).toBe(listed.total);
    expect(customers.total).toBeGreaterThan(0);
    expect(customers.byMonth.map((m) => m.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => `${customers.year}-${String(i + 1).padStart(2, '0')}`),
    );
    expect(customers.byMonth.reduce((s, m) => s + m.orders, 0)).toBeGreaterThan(0);
    expect(customers.conversion.converted).toBeLessThanOrEqual(customers.conversion.demands);
    record(admin);
  });
});

describe('system server · 通知公告', () => {
  it('notices: save, publish, list, inbox, read, readers, read all, withdraw, delete', async () => {
    const system = admin.api.system;
    const saved = unwrap(
      await system.POST('/api/v1/notice/save', {
        body: {
          title: '操作测试通知',
          noticeType: 1,
          content: '<p>请查收</p>',
          attachments: [],
          audience: {},
        },
      }),
    );
    const detail = unwrap(await system.GET('/api/v1/notice/detail', { params: { query: { id: saved.id } } }));
    expect(detail).toMatchObject({ title: '操作测试通知', status: 0, content: '<p>请查收</p>' });
    expect(
      unwrap(await system.POST('/api/v1/notice/status', { body: { id: saved.id, action: 'publish' } })),
    ).toEqual({ status: 1, pinned: false });
    const page = unwrap(
      await system.POST('/api/v1/notice/page', { body: { title: '操作测试', page: 1, pageSize: 10 } }),
    );
    expect(page.records.map((r) => r.id)).toEqual([saved.id]);
    const inbox = unwrap(
      await system.POST('/api/v1/notice/mine', { body: { read: false, page: 1, pageSize: 100 } }),
    );
    expect(inbox.records.map((r) => r.id)).toContain(saved.id);
    const read = unwrap(await system.POST('/api/v1/notice/read', { body: { id: saved.id } }));
    expect(read).toMatchObject({ id: saved.id, read: true, content: '<p>请查收</p>' });
    const readers = unwrap(
      await system.POST('/api/v1/notice/readers', {
        body: { id: saved.id, read: true, page: 1, pageSize: 10 },
      }),
    );
    expect(readers.records.map((r) => r.realName)).toEqual(['系统管理员']);
    expect(readers.readCount).toBe(1);
    unwrap(await system.POST('/api/v1/notice/readAll', { body: {} }));
    expect(unwrap(await system.POST('/api/v1/notice/mine', { body: { page: 1, pageSize: 1 } })).unread).toBe(
      0,
    );
    unwrap(await system.POST('/api/v1/notice/status', { body: { id: saved.id, action: 'withdraw' } }));
    unwrap(await system.POST('/api/v1/notice/delete', { body: { id: saved.id } }));
    const gone = await system.GET('/api/v1/notice/detail', { params: { query: { id: saved.id } } });
    expect(gone.response.status).toBe(404);
    record(admin);
  });
});

describe('coverage', () => {
  it('area cockpit: areas of a region, device counts and lists by region, a trajectory device track', async () => {
    const areas = unwrap(await admin.api.area.POST('/areaImage/getAreaList', { body: { qhdm: '4301' } }));
    expect(areas.map((a) => a.id).sort()).toEqual(['ly-baijia-01', 'wc-shuidao-01']);
    const province = unwrap(
      await admin.api.area.POST('/areaImage/getDeviceCollect', { body: { qhdm: '43' } }),
    );
    const city = unwrap(await admin.api.area.POST('/areaImage/getDeviceCollect', { body: { qhdm: '4301' } }));
    expect(city.total).toBe(areas.reduce((s, a) => s + a.deviceCount, 0));
    expect(province.total).toBeGreaterThan(city.total);
    const listed = unwrap(
      await admin.api.area.POST('/areaImage/getDeviceList', {
        body: { qhdm: '4301', page: 1, pageSize: 1000 },
      }),
    );
    expect(listed.total).toBe(city.total);
    const none = await admin.api.area.POST('/areaImage/getDeviceCollect', { body: {} });
    expect(none.response.status).toBe(400);
    const track = unwrap(
      await admin.api.area.GET('/areaImage/getDeviceTrack', {
        params: { query: { deviceId: 'GJ-430181-0001' } },
      }),
    );
    expect(track.points.length).toBeGreaterThan(100);
    const times = track.points.map((p) => p.time);
    expect([...times].sort()).toEqual(times);
    const notTrack = await admin.api.area.GET('/areaImage/getDeviceTrack', {
      params: { query: { deviceId: 'QX-430181-0001' } },
    });
    expect(notTrack.response.status).toBe(400);
  });

  it('approval runtime: start, 待办, detail, 催办, 撤回, act, 已办, 抄送, 工作台', async () => {
    const S = admin.api.system;
    const flows = unwrap(await S.POST('/api/v1/approvalRuntime/startable', { body: {} }));
    const flow = flows.find((f) => f.name === '办公用品申领');
    expect(flow).toBeDefined();
    const form = unwrap(await S.POST('/api/v1/approvalRuntime/form', { body: { id: flow?.id ?? 0 } }));
    expect(form.formItemList.map((i) => i.label)).toEqual(['用品名称', '申领数量', '发放数量']);
    const started = unwrap(
      await S.POST('/api/v1/approvalRuntime/start', {
        body: { approvalId: form.approvalId, formValues: { field2: '订书机', field3: 2 } },
      }),
    );
    expect(started).toMatchObject({
      status: 1,
      currentNode: '行政审批',
      summary: '用品名称：订书机；申领数量：2',
    });
    unwrap(await S.POST('/api/v1/approvalRuntime/urge', { body: { id: started.id } }));
    unwrap(await S.POST('/api/v1/approvalRuntime/withdraw', { body: { id: started.id } }));
    const mine = unwrap(await S.POST('/api/v1/approvalRuntime/mine', { body: { status: 4 } }));
    expect(mine.records[0]).toMatchObject({ id: started.id, status: 4 });
    const todo = unwrap(await S.POST('/api/v1/approvalRuntime/todo', { body: { keyword: '办公用品' } }));
    const task = todo.records[0];
    expect(task).toMatchObject({ flowName: '办公用品申领', nodeTitle: '行政审批' });
    const detail = unwrap(
      await S.POST('/api/v1/approvalRuntime/detail', {
        body: { id: task?.requestId ?? 0, taskId: task?.taskId },
      }),
    );
    expect(detail.task?.taskId).toBe(task?.taskId);
    unwrap(
      await S.POST('/api/v1/approvalRuntime/act', {
        body: { taskId: task?.taskId ?? 0, action: 'approve', formValues: { field4: 1 } },
      }),
    );
    const done = unwrap(await S.POST('/api/v1/approvalRuntime/done', { body: {} }));
    expect(done.records[0]).toMatchObject({ taskId: task?.taskId, result: 1 });
    const cc = unwrap(await S.POST('/api/v1/approvalRuntime/cc', { body: {} }));
    expect(cc.total).toBe(0);
    unwrap(await S.POST('/api/v1/approvalRuntime/ccRead', { body: { all: true } }));
    const bench = unwrap(await S.POST('/api/v1/approvalRuntime/workbench', { body: {} }));
    expect(bench.mine).toBeGreaterThan(0);
  });

  it('公文管理: page, next 发文字号, save, detail, submit on 公文审批, delete', async () => {
    const S = admin.api.system;
    const year = new Date().getFullYear();
    const next = unwrap(await S.POST('/api/v1/officialDoc/nextNo', { body: { orgCode: '湘农资', year } }));
    const body = {
      title: '关于做好农资储备的通知',
      docNo: next.docNo,
      issuer: '湖南省农业生产资料集团有限公司文件',
      mainTo: '各分公司',
      body: '<p>请做好农资储备。</p>',
    };
    const { id } = unwrap(await S.POST('/api/v1/officialDoc/save', { body }));
    const removable = unwrap(
      await S.POST('/api/v1/officialDoc/save', {
        body: { ...body, docNo: `湘农资〔${year}〕${next.seq + 1}号` },
      }),
    );
    unwrap(await S.POST('/api/v1/officialDoc/delete', { body: { id: removable.id } }));
    const sent = unwrap(await S.POST('/api/v1/officialDoc/submit', { body: { id, approvalId: 103 } }));
    expect(sent.status).toBe(1);
    const detail = unwrap(await S.POST('/api/v1/officialDoc/detail', { body: { id } }));
    expect(detail).toMatchObject({ status: 1, docNo: next.docNo, approval: { flowName: '公文审批' } });
    const page = unwrap(
      await S.POST('/api/v1/officialDoc/page', { body: { keyword: next.docNo, page: 1, pageSize: 10 } }),
    );
    expect(page.records.map((r) => r.id)).toEqual([id]);
  });

  it('exports: each answers an .xlsx of exactly its list for the list example filter; progress of an unknown id is null', async () => {
    const { spec } = specAndValidators();
    const exports = spec.operations.filter((o) => o.exportOf);
    expect(exports.length).toBeGreaterThan(1);
    const post = (server: string) =>
      (admin.api as unknown as Record<string, Parameters<typeof postFile>[0]>)[server] as Parameters<
        typeof postFile
      >[0];
    for (const op of exports) {
      const list = spec.byId.get(op.exportOf as string);
      const example = (op.body?.example ?? {}) as Record<string, unknown>;
      const client = post(op.server);
      if (!client) throw new Error(`no client for ${op.server}`);
      // A paged list is counted by its total; a list answered whole (no paging) by its rows.
      const counted = unwrap(
        await (client as unknown as { POST: (p: string, i: unknown) => Promise<never> }).POST(
          list?.path as string,
          { body: 'page' in example ? { ...example, page: 1, pageSize: 1 } : example },
        ),
      ) as { total?: number; records?: unknown[]; list?: unknown[] };
      const total = counted.total ?? (counted.records ?? counted.list ?? []).length;
      const file = await postFile(client, op.path as never, { body: example } as never);
      expect(file.contentType, op.operationId).toContain('spreadsheetml');
      expect(file.filename, op.operationId).toMatch(/_\d{8}\.xlsx$/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await file.blob.arrayBuffer());
      expect(workbook.worksheets[0]?.rowCount, op.operationId).toBe(total + 1);
    }
    for (const server of ['shop', 'system', 'base', 'account', 'area'] as const) {
      const answer = await (
        admin.api[server] as unknown as { GET: (p: string, i: unknown) => Promise<never> }
      ).GET('/api/v1/task/progress', { params: { query: { id: 'unknown-task-0000' } } });
      expect(unwrap(answer), server).toBeNull();
    }
  });

  it('every operation of every spec was exercised through the SDK', () => {
    record(admin);
    const all = new Set(OPERATIONS.map((o) => o.operationId));
    const missing = [...all].filter((id) => !exercised.has(id)).sort();
    expect(missing).toEqual([]);
    expect([...exercised].sort()).toEqual([...all].sort());
  });
});
