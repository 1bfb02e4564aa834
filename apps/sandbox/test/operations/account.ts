// The operations suite (../operations.test.ts): the account server.
import { deleteQuery, postQuery, unwrap } from '@agrimap/sdk';
import { describe, expect, it } from 'vitest';
import { login, OPERATOR, platformHeaders, sdkClient } from '../helpers';
import { admin, adminToken, anonymous, record, sandbox } from './setup';

export function accountServer(): void {
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
      const expired = await admin.api.account.GET('/{token}', {
        params: { path: { token: 'f'.repeat(48) } },
      });
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
      const gone = await admin.api.account.GET('/api/v1/user/detail/id', {
        params: { query: { id: userId } },
      });
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
        await admin.api.account.POST('/api/v2/usermanage/queryUserByPhone', {
          body: { phone: '15873012345' },
        }),
      );
      expect(found).toMatchObject({ userId: first.userId, realName: '彭湘云', manageNumber: 'M430600001' });
      const none = unwrap(
        await admin.api.account.POST('/api/v2/usermanage/queryUserByPhone', {
          body: { phone: '13000000000' },
        }),
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
        await admin.api.account.POST('/api/v2/usermanage/queryUserByPhone', {
          body: { phone: '15873012345' },
        }),
      );
      expect(updated).toMatchObject({ realName: '彭湘雲', number: 'HN0950', isManager: true });
      const oldSession = await login(sandbox.url, { username: '15873012345', password: 'Hnnz@123456' });
      const { password } = unwrap(
        await admin.api.account.POST('/api/v2/usermanage/resetPassword', { body: { userId: first.userId } }),
      );
      expect(password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^a-zA-Z\d])\S{12}$/);
      // The new password signs in, the old one no longer does, and the old session has ended.
      await expect(login(sandbox.url, { username: '15873012345', password })).resolves.toBeTruthy();
      await expect(
        login(sandbox.url, { username: '15873012345', password: 'Hnnz@123456' }),
      ).rejects.toThrow();
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
          body: {
            manageNumber: 'M430700001',
            userIds: [first.userId, ...staff.records.map((u) => u.userId)],
          },
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
        await admin.api.account.GET('/api/v1/enterprise/dept/detail', {
          params: { query: { id: saved.id } },
        }),
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
        await admin.api.account.GET('/api/v1/enterprise/dept/detail', {
          params: { query: { id: saved.id } },
        }),
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
      expect(entTree.list).toEqual([
        expect.objectContaining({ id: ent.deptId, name: '湖南湘丰农资有限公司' }),
      ]);
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

      const area = unwrap(
        await admin.api.account.POST('/api/v1/enterprise/dept/get/user/area', { body: {} }),
      );
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
      await postQuery(admin.api.account, '/api/v1/role/menu/auth', {
        roleId: 6,
        menuIds: [log?.id as number],
      });
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
      expect(
        unwrap(await acc.POST('/api/v1/user/check', { body: { userName: 'admin' } })).userNameTaken,
      ).toBe(true);
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
}
