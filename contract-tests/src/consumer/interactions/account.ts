// The web app's interactions with the account server (in the order they had in the one list).
import { postQuery, unwrap } from '@agrimap/sdk';
import { expect } from 'vitest';
import { ACCOUNT_FIXTURES, ADMIN, STATES } from '../../states';
import {
  type AppInteraction,
  adminCall,
  arrayContaining,
  authed,
  boolean,
  departmentNode,
  eachLike,
  envelope,
  equal,
  F,
  FORBIDDEN_STATUS,
  groupShape,
  integer,
  JSON_REQUEST,
  JSON_RESPONSE,
  like,
  menuNode,
  nullValue,
  PACT_SESSION_TOKEN,
  refusedCall,
  regex,
  roleShape,
  SDK_HEADERS,
  successCodes,
  userShape,
} from './shared';

export const ACCOUNT_INTERACTIONS: readonly AppInteraction[] = [
  // ── account ────────────────────────────────────────────────────────────────────────────────
  {
    operationId: 'login',
    description: 'a login with the right user name and password',
    states: [STATES.adminExists],
    authenticated: false,
    request: {
      method: 'POST',
      path: '/api/auth/login',
      headers: { ...SDK_HEADERS, ...JSON_REQUEST },
      body: { username: like(ADMIN.username), password: like(ADMIN.password) },
    },
    response: {
      status: 200,
      headers: JSON_RESPONSE,
      body: envelope(
        {
          token: regex('^\\S+$', PACT_SESSION_TOKEN),
          zt_token: like('6f1c2a7e9b3d4f5a8c0e1b2d3f4a5c6e'),
          user_id: integer(1),
          user_name: like(ADMIN.username),
          real_name: like(ADMIN.realName),
          curLabel: like(ADMIN.realName),
        },
        '登录成功',
      ),
    },
    async run({ api }) {
      const data = unwrap(
        await api.account.POST('/api/auth/login', {
          body: { username: ADMIN.username, password: ADMIN.password },
        }),
        successCodes('login'),
      );
      expect(data?.token).toBe(PACT_SESSION_TOKEN);
      expect(data?.user_name).toBe(ADMIN.username);
    },
  },
  {
    operationId: 'login',
    description: 'a login with a wrong password',
    states: [STATES.adminExists],
    authenticated: false,
    request: {
      method: 'POST',
      path: '/api/auth/login',
      headers: { ...SDK_HEADERS, ...JSON_REQUEST },
      body: { username: like(ADMIN.username), password: like('wrong-password') },
    },
    response: {
      status: 200,
      headers: JSON_RESPONSE,
      body: { code: equal(1001), msg: like('用户名或密码错误'), data: nullValue() },
    },
    async run({ api }) {
      const result = await api.account.POST('/api/auth/login', {
        body: { username: ADMIN.username, password: 'wrong-password' },
      });
      // The login page shows the server's message.
      expect(() => unwrap(result, successCodes('login'))).toThrow('用户名或密码错误');
    },
  },
  {
    operationId: 'logout',
    description: '退出登录 ending the session on the server',
    states: [STATES.adminLoggedIn],
    authenticated: true,
    request: { method: 'POST', path: '/api/auth/logout', headers: authed() },
    response: {
      status: 200,
      headers: JSON_RESPONSE,
      body: envelope(nullValue(), '已退出登录'),
    },
    async run({ api }) {
      unwrap(await api.account.POST('/api/auth/logout'), successCodes('logout'));
    },
  },
  {
    operationId: 'menuTreeList',
    description: 'a request for the menu tree of the logged-in user',
    states: [STATES.adminLoggedIn],
    authenticated: true,
    request: { method: 'POST', path: '/api/v1/menu/tree/list', headers: authed(JSON_REQUEST), body: {} },
    response: {
      status: 200,
      headers: JSON_RESPONSE,
      body: envelope(
        {
          // Systems without pages (the cockpits) have an empty menuVoList, so the tree is pinned
          // down by the entry the administrator always has: 运营支撑系统 with its groups.
          list: arrayContaining({
            id: integer(1),
            name: like('运营支撑系统'),
            menuUrl: equal('/yxzcxt'),
            type: integer(1),
            menuVoList: eachLike({
              id: integer(11),
              name: like('系统管理'),
              menuUrl: like('/yxzcxt/index'),
              type: integer(1),
              menuVoList: like([]),
            }),
          }),
        },
        '查询成功',
      ),
    },
    async run({ api }) {
      const data = unwrap(
        await api.account.POST('/api/v1/menu/tree/list', { body: {} }),
        successCodes('menuTreeList'),
      );
      const support = data?.list.find((entry) => entry.menuUrl === '/yxzcxt');
      expect(support?.menuVoList[0]?.menuUrl).toBe('/yxzcxt/index');
    },
  },
  // ── account: operation-support screens ─────────────────────────────────────────────────────
  adminCall({
    operationId: 'enterpriseDeptList',
    description: 'a request for the whole department tree',
    method: 'GET',
    path: '/api/v1/enterprise/dept/list',
    data: { list: eachLike(departmentNode) },
    call: (api) => api.account.GET('/api/v1/enterprise/dept/list'),
    check: (data) => expect(data.list[0]?.children).toBeDefined(),
  }),
  adminCall({
    operationId: 'enterpriseDeptTree',
    description: "a request for the department tree of the user's enterprise",
    method: 'POST',
    path: '/api/v1/enterprise/dept/tree',
    body: { status: 1 },
    data: { list: eachLike(departmentNode) },
    call: (api) => api.account.POST('/api/v1/enterprise/dept/tree', { body: { status: 1 } }),
    check: (data) => expect(data.list[0]?.enterpriseNumber).toBe(F.department.enterpriseNumber),
  }),
  adminCall({
    operationId: 'enterpriseDeptSave',
    description: 'a new sub-department with a leader chosen from the staff',
    method: 'POST',
    path: '/api/v1/enterprise/dept/save',
    body: {
      name: like(F.newDepartment),
      parentId: integer(F.department.id),
      enterpriseNumber: like(F.department.enterpriseNumber),
      sort: integer(1),
      leaderUserId: integer(F.user.id),
      status: integer(1),
    },
    data: { id: integer(9102), number: like('PACT910101') },
    msg: '新增成功',
    call: (api) =>
      api.account.POST('/api/v1/enterprise/dept/save', {
        body: {
          name: F.newDepartment,
          parentId: F.department.id,
          enterpriseNumber: F.department.enterpriseNumber,
          sort: 1,
          leaderUserId: F.user.id,
          status: 1,
        },
      }),
    check: (data) => expect(data.id).toBeGreaterThan(0),
  }),
  adminCall({
    operationId: 'enterpriseDeptDetail',
    description: 'a request for the details of department 9101',
    method: 'GET',
    path: '/api/v1/enterprise/dept/detail',
    query: { id: like(String(F.department.id)) },
    data: {
      id: integer(F.department.id),
      name: like(F.department.name),
      number: like('PACT9101'),
      parentId: integer(F.department.parentId),
      enterpriseNumber: like(F.department.enterpriseNumber),
      sort: integer(99),
      status: integer(1),
      userCount: integer(0),
    },
    call: (api) =>
      api.account.GET('/api/v1/enterprise/dept/detail', { params: { query: { id: F.department.id } } }),
    check: (data) => expect(data.name).toBe(F.department.name),
  }),
  adminCall({
    operationId: 'enterpriseDeptUpdate',
    description: 'a rename of department 9101 with a new order and status',
    method: 'POST',
    path: '/api/v1/enterprise/dept/update',
    body: {
      id: integer(F.department.id),
      name: like('契约测试部（改）'),
      sort: integer(5),
      status: integer(0),
    },
    data: nullValue(),
    msg: '修改成功',
    call: (api) =>
      api.account.POST('/api/v1/enterprise/dept/update', {
        body: { id: F.department.id, name: '契约测试部（改）', sort: 5, status: 0 },
      }),
  }),
  adminCall({
    operationId: 'enterpriseDeptDelete',
    description: 'a deletion of department 9101 (no sub-departments, no staff)',
    method: 'DELETE',
    path: '/api/v1/enterprise/dept/delete',
    query: { id: like(String(F.department.id)) },
    data: nullValue(),
    msg: '删除成功',
    call: (api) =>
      api.account.DELETE('/api/v1/enterprise/dept/delete', { params: { query: { id: F.department.id } } }),
  }),
  {
    operationId: 'enterpriseDeptDelete',
    description: 'a deletion of department 101, which has sub-departments',
    states: [STATES.adminLoggedIn, STATES.accountFixtures],
    authenticated: true,
    request: {
      method: 'DELETE',
      path: '/api/v1/enterprise/dept/delete',
      query: { id: like('101') },
      headers: authed(),
    },
    response: {
      status: 200,
      headers: JSON_RESPONSE,
      body: { code: equal(1003), msg: equal('该部门下存在下级部门或人员，不能删除'), data: nullValue() },
    },
    async run({ api }) {
      const result = await api.account.DELETE('/api/v1/enterprise/dept/delete', {
        params: { query: { id: 101 } },
      });
      // The screen shows the server's message.
      expect(() => unwrap(result, successCodes('enterpriseDeptDelete'))).toThrow(
        '该部门下存在下级部门或人员，不能删除',
      );
    },
  },
  adminCall({
    operationId: 'enterpriseDeptSort',
    description: 'a drag re-order putting department 9101 first under 101',
    method: 'POST',
    path: '/api/v1/enterprise/dept/sort',
    body: { parentId: integer(F.department.parentId), ids: eachLike(integer(F.department.id)) },
    data: nullValue(),
    msg: '排序已保存',
    call: (api) =>
      api.account.POST('/api/v1/enterprise/dept/sort', {
        body: { parentId: F.department.parentId, ids: [F.department.id] },
      }),
  }),
  adminCall({
    operationId: 'listZnfWebUser',
    description: 'a page of users filtered by keyword and status',
    method: 'POST',
    path: '/api/v1/user/znf/web/list',
    body: { keyword: like('契约'), status: integer(1), page: integer(1), pageSize: integer(10) },
    data: { records: eachLike(userShape), total: integer(1) },
    call: (api) =>
      api.account.POST('/api/v1/user/znf/web/list', {
        body: { keyword: '契约', status: 1, page: 1, pageSize: 10 },
      }),
    check: (data) => expect(data.total).toBeGreaterThan(0),
  }),
  adminCall({
    operationId: 'listManageUser',
    description: 'a page of users filtered by name, phone, status and department subtree',
    method: 'POST',
    path: '/api/v1/user/manage/list',
    body: {
      realName: like('契约'),
      phone: like('139000'),
      status: integer(1),
      departmentId: integer(F.user.departmentId),
      page: integer(1),
      pageSize: integer(10),
    },
    data: { records: eachLike(userShape), total: integer(1) },
    call: (api) =>
      api.account.POST('/api/v1/user/manage/list', {
        body: {
          realName: '契约',
          phone: '139000',
          status: 1,
          departmentId: F.user.departmentId,
          page: 1,
          pageSize: 10,
        },
      }),
    check: (data) => expect(data.records[0]?.realName).toContain('契约'),
  }),
  adminCall({
    operationId: 'registerUser',
    description: 'a new user with department and role',
    method: 'POST',
    path: '/api/v1/user/register',
    body: {
      userName: like(F.newUser.userName),
      password: like('Pact@2024'),
      realName: like('契约新用户'),
      phone: like(F.newUser.phone),
      departmentId: integer(F.user.departmentId),
      roleIds: eachLike(integer(2)),
    },
    data: { userId: integer(9202) },
    msg: '新增成功',
    call: (api) =>
      api.account.POST('/api/v1/user/register', {
        body: {
          userName: F.newUser.userName,
          password: 'Pact@2024',
          realName: '契约新用户',
          phone: F.newUser.phone,
          departmentId: F.user.departmentId,
          roleIds: [2],
        },
      }),
    check: (data) => expect(data.userId).toBeGreaterThan(0),
  }),
  adminCall({
    operationId: 'updateUserBase',
    description: "an edit of user 9201's name, department and roles",
    method: 'POST',
    path: '/api/v1/user/update/base',
    body: {
      userId: integer(F.user.id),
      realName: like('契约测试员二'),
      departmentId: integer(F.user.departmentId),
      roleIds: eachLike(integer(2)),
    },
    data: nullValue(),
    msg: '修改成功',
    call: (api) =>
      api.account.POST('/api/v1/user/update/base', {
        body: {
          userId: F.user.id,
          realName: '契约测试员二',
          departmentId: F.user.departmentId,
          roleIds: [2],
        },
      }),
  }),
  adminCall({
    operationId: 'accountDeleteUser',
    description: 'a deletion of user 9201',
    method: 'DELETE',
    path: '/api/v1/user/delete',
    query: { id: like(String(F.user.id)) },
    data: nullValue(),
    msg: '删除成功',
    call: (api) => api.account.DELETE('/api/v1/user/delete', { params: { query: { id: F.user.id } } }),
  }),
  adminCall({
    operationId: 'getUserDetailById',
    description: 'a request for the details of user 9201',
    method: 'GET',
    path: '/api/v1/user/detail/id',
    query: { id: like(String(F.user.id)) },
    data: userShape,
    call: (api) => api.account.GET('/api/v1/user/detail/id', { params: { query: { id: F.user.id } } }),
    check: (data) => expect(data.userName).toBe(F.user.userName),
  }),
  adminCall({
    operationId: 'userStatus',
    description: 'disabling user 9201',
    method: 'POST',
    path: '/api/v1/user/status',
    body: { id: integer(F.user.id), status: integer(0) },
    data: nullValue(),
    msg: '状态已更新',
    call: (api) => api.account.POST('/api/v1/user/status', { body: { id: F.user.id, status: 0 } }),
  }),
  adminCall({
    operationId: 'userCheckUnique',
    description: 'a check whether an account name and a phone are free',
    method: 'POST',
    path: '/api/v1/user/check',
    body: { userName: like(F.user.userName), phone: like(F.user.phone) },
    data: { userNameTaken: boolean(true), phoneTaken: boolean(true) },
    call: (api) =>
      api.account.POST('/api/v1/user/check', { body: { userName: F.user.userName, phone: F.user.phone } }),
    check: (data) => expect(data.userNameTaken).toBe(true),
  }),
  adminCall({
    operationId: 'usermanageQueryGroup',
    description: 'a request for the functional groups of organisation M430000001',
    method: 'POST',
    path: '/api/v2/usermanage/queryGroup',
    body: { manageNumber: like(F.group.manageNumber), queryType: equal(2), parentId: equal(-1) },
    data: { groups: eachLike(groupShape) },
    call: (api) =>
      api.account.POST('/api/v2/usermanage/queryGroup', {
        body: { manageNumber: F.group.manageNumber, queryType: 2, parentId: -1 },
      }),
    check: (data) => expect(data.groups.length).toBeGreaterThan(0),
  }),
  adminCall({
    operationId: 'usermanageAddGroup',
    description: 'a new functional group with a role',
    method: 'POST',
    path: '/api/v2/usermanage/addGroup',
    body: { manageNumber: like(F.group.manageNumber), groupName: like(F.newGroup), roleId: integer(2) },
    data: { id: integer(9302) },
    msg: '新增成功',
    call: (api) =>
      api.account.POST('/api/v2/usermanage/addGroup', {
        body: { manageNumber: F.group.manageNumber, groupName: F.newGroup, roleId: 2 },
      }),
    check: (data) => expect(data.id).toBeGreaterThan(0),
  }),
  adminCall({
    operationId: 'usermanageUpdateGroup',
    description: 'a rename of functional group 9301',
    method: 'POST',
    path: '/api/v2/usermanage/updateGroup',
    body: { id: integer(F.group.id), groupName: like('契约测试组（改）'), roleId: integer(2) },
    data: nullValue(),
    msg: '修改成功',
    call: (api) =>
      api.account.POST('/api/v2/usermanage/updateGroup', {
        body: { id: F.group.id, groupName: '契约测试组（改）', roleId: 2 },
      }),
  }),
  adminCall({
    operationId: 'usermanageRemoveGroup',
    description: 'a deletion of functional group 9301',
    method: 'POST',
    path: '/api/v2/usermanage/removeGroup',
    body: { id: integer(F.group.id) },
    data: nullValue(),
    msg: '删除成功',
    call: (api) => api.account.POST('/api/v2/usermanage/removeGroup', { body: { id: F.group.id } }),
  }),
  adminCall({
    operationId: 'usermanageRemoveGroupUser',
    description: 'removing user 9201 from functional group 9301',
    method: 'POST',
    path: '/api/v2/usermanage/removeGroupUser',
    body: { groupId: integer(F.group.id), userIds: eachLike(integer(F.user.id)) },
    data: nullValue(),
    msg: '删除成功',
    call: (api) =>
      api.account.POST('/api/v2/usermanage/removeGroupUser', {
        body: { groupId: F.group.id, userIds: [F.user.id] },
      }),
  }),
  adminCall({
    operationId: 'usermanageAddGroupUser',
    description: 'adding user 9201 to functional group 9301',
    method: 'POST',
    path: '/api/v2/usermanage/addGroupUser',
    body: { groupId: integer(F.group.id), userIds: eachLike(integer(F.user.id)) },
    data: nullValue(),
    msg: '新增成功',
    call: (api) =>
      api.account.POST('/api/v2/usermanage/addGroupUser', {
        body: { groupId: F.group.id, userIds: [F.user.id] },
      }),
  }),
  adminCall({
    operationId: 'usermanageQueryGroupDetails',
    description: 'a request for functional group 9301 with its members',
    method: 'POST',
    path: '/api/v2/usermanage/queryGroupDetails',
    body: { id: integer(F.group.id) },
    data: {
      ...groupShape,
      users: eachLike({
        userId: integer(F.user.id),
        realName: like(F.user.realName),
        phone: like(F.user.phone),
      }),
    },
    call: (api) => api.account.POST('/api/v2/usermanage/queryGroupDetails', { body: { id: F.group.id } }),
    check: (data) => expect(data.users.map((u) => u.userId)).toContain(F.user.id),
  }),
  adminCall({
    operationId: 'usermanageResetPassword',
    description: "a reset of user 9201's password",
    method: 'POST',
    path: '/api/v2/usermanage/resetPassword',
    body: { userId: integer(F.user.id) },
    data: { password: regex('^\\S{8,20}$', 'Kx7#mPq2Rw9a') },
    msg: '密码已重置',
    call: (api) => api.account.POST('/api/v2/usermanage/resetPassword', { body: { userId: F.user.id } }),
    check: (data) => expect(data.password).toMatch(/^\S{8,20}$/),
  }),
  adminCall({
    operationId: 'usermanageQueryUserByPhone',
    description: 'a lookup of the person with phone 13900009201',
    method: 'POST',
    path: '/api/v2/usermanage/queryUserByPhone',
    body: { phone: like(F.user.phone) },
    data: {
      userId: integer(F.user.id),
      userName: like(F.user.userName),
      realName: like(F.user.realName),
      phone: like(F.user.phone),
    },
    call: (api) => api.account.POST('/api/v2/usermanage/queryUserByPhone', { body: { phone: F.user.phone } }),
    check: (data) => expect(data?.userId).toBe(F.user.id),
  }),
  adminCall({
    operationId: 'rolePage',
    description: 'a page of roles filtered by name and status',
    method: 'POST',
    path: '/api/v1/role/page',
    body: { roleName: like('契约'), status: integer(1), page: integer(1), pageSize: integer(10) },
    data: { records: eachLike(roleShape), total: integer(1) },
    call: (api) =>
      api.account.POST('/api/v1/role/page', { body: { roleName: '契约', status: 1, page: 1, pageSize: 10 } }),
    check: (data) => expect(data.records[0]?.roleCode).toBe(F.role.roleCode),
  }),
  adminCall({
    operationId: 'roleAdd',
    description: 'a new role',
    method: 'POST',
    path: '/api/v1/role/add',
    body: {
      roleName: like(F.newRole.roleName),
      roleCode: like(F.newRole.roleCode),
      status: integer(1),
      remark: like('物联网设备巡检'),
    },
    data: { id: integer(91) },
    msg: '新增成功',
    call: (api) =>
      api.account.POST('/api/v1/role/add', {
        body: {
          roleName: F.newRole.roleName,
          roleCode: F.newRole.roleCode,
          status: 1,
          remark: '物联网设备巡检',
        },
      }),
    check: (data) => expect(data.id).toBeGreaterThan(0),
  }),
  adminCall({
    operationId: 'roleUpdate',
    description: 'an edit of role 90',
    method: 'POST',
    path: '/api/v1/role/update',
    body: { id: integer(F.role.id), roleName: like('契约测试角色（改）'), remark: like('备注') },
    data: nullValue(),
    msg: '修改成功',
    call: (api) =>
      api.account.POST('/api/v1/role/update', {
        body: { id: F.role.id, roleName: '契约测试角色（改）', remark: '备注' },
      }),
  }),
  adminCall({
    operationId: 'roleStatus',
    description: 'disabling role 90',
    method: 'POST',
    path: '/api/v1/role/status',
    body: { id: integer(F.role.id), status: integer(0) },
    data: nullValue(),
    msg: '状态已更新',
    call: (api) => api.account.POST('/api/v1/role/status', { body: { id: F.role.id, status: 0 } }),
  }),
  adminCall({
    operationId: 'roleDelete',
    description: 'a deletion of role 90 (held by no user)',
    method: 'DELETE',
    path: '/api/v1/role/delete',
    query: { id: like(String(F.role.id)) },
    data: nullValue(),
    msg: '删除成功',
    call: (api) => api.account.DELETE('/api/v1/role/delete', { params: { query: { id: F.role.id } } }),
  }),
  {
    operationId: 'roleDelete',
    description: 'a deletion of role 2, which users hold',
    states: [STATES.adminLoggedIn, STATES.accountFixtures],
    authenticated: true,
    request: { method: 'DELETE', path: '/api/v1/role/delete', query: { id: like('2') }, headers: authed() },
    response: {
      status: 200,
      headers: JSON_RESPONSE,
      body: { code: equal(1003), msg: like('该角色已分配给用户，不能删除'), data: nullValue() },
    },
    async run({ api }) {
      const result = await api.account.DELETE('/api/v1/role/delete', { params: { query: { id: 2 } } });
      expect(() => unwrap(result, successCodes('roleDelete'))).toThrow('该角色已分配给用户，不能删除');
    },
  },
  adminCall({
    operationId: 'roleMenuIds',
    description: 'a request for the menus granted to role 2, split into checked and half-checked',
    method: 'GET',
    path: '/api/v1/role/menu/ids',
    query: { roleId: like('2') },
    data: { roleId: integer(2), checkedIds: eachLike(integer(20250)), halfCheckedIds: eachLike(integer(2)) },
    call: (api) => api.account.GET('/api/v1/role/menu/ids', { params: { query: { roleId: 2 } } }),
    check: (data) => expect(data.checkedIds.length).toBeGreaterThan(0),
  }),
  {
    operationId: 'roleMenuAuth',
    description: 'granting role 90 the device screen with its 详情 button and their half-checked parent',
    states: [STATES.adminLoggedIn, STATES.accountFixtures],
    authenticated: true,
    request: {
      method: 'POST',
      path: '/api/v1/role/menu/auth',
      query: {
        roleId: like(String(F.role.id)),
        menuIds: regex('^([1-9][0-9]*(,[1-9][0-9]*)*)?$', '2,202,20250'),
      },
      headers: authed(),
    },
    response: { status: 200, headers: JSON_RESPONSE, body: envelope(nullValue(), '授权成功') },
    async run({ api }) {
      await postQuery(api.account, '/api/v1/role/menu/auth', { roleId: F.role.id, menuIds: [2, 202, 20250] });
    },
  },
  adminCall({
    operationId: 'menuAdminTree',
    description: 'a request for every menu and button',
    method: 'GET',
    path: '/api/v1/menu/tree/all',
    data: { list: eachLike(menuNode) },
    call: (api) => api.account.GET('/api/v1/menu/tree/all'),
    check: (data) => expect(data.list.length).toBeGreaterThan(0),
  }),
  adminCall({
    operationId: 'menuAdd',
    description: 'a new menu page under directory 9001',
    method: 'POST',
    path: '/api/v1/menu/add',
    body: {
      parentId: integer(F.menu.id),
      name: like('契约测试页面'),
      type: integer(1),
      menuUrl: like(F.newMenuUrl),
      icon: like('icon-test'),
      visible: boolean(true),
    },
    data: { id: integer(9002) },
    msg: '新增成功',
    call: (api) =>
      api.account.POST('/api/v1/menu/add', {
        body: {
          parentId: F.menu.id,
          name: '契约测试页面',
          type: 1,
          menuUrl: F.newMenuUrl,
          icon: 'icon-test',
          visible: true,
        },
      }),
    check: (data) => expect(data.id).toBeGreaterThan(0),
  }),
  adminCall({
    operationId: 'menuUpdate',
    description: 'an edit of directory 9001',
    method: 'POST',
    path: '/api/v1/menu/update',
    body: {
      id: integer(F.menu.id),
      name: like('契约测试目录（改）'),
      sort: integer(98),
      visible: boolean(false),
    },
    data: nullValue(),
    msg: '修改成功',
    call: (api) =>
      api.account.POST('/api/v1/menu/update', {
        body: { id: F.menu.id, name: '契约测试目录（改）', sort: 98, visible: false },
      }),
  }),
  adminCall({
    operationId: 'menuDelete',
    description: 'a deletion of directory 9001 (no children)',
    method: 'DELETE',
    path: '/api/v1/menu/delete',
    query: { id: like(String(F.menu.id)) },
    data: nullValue(),
    msg: '删除成功',
    call: (api) => api.account.DELETE('/api/v1/menu/delete', { params: { query: { id: F.menu.id } } }),
  }),
  adminCall({
    operationId: 'menuSort',
    description: 'a drag re-order putting directory 9001 first at the top level',
    method: 'POST',
    path: '/api/v1/menu/sort',
    body: { parentId: integer(0), ids: eachLike(integer(F.menu.id)) },
    data: nullValue(),
    msg: '排序已保存',
    call: (api) => api.account.POST('/api/v1/menu/sort', { body: { parentId: 0, ids: [F.menu.id] } }),
  }),
  adminCall({
    operationId: 'monitorSessionList',
    description: 'a page of online sessions',
    method: 'POST',
    path: '/api/v1/monitor/session/list',
    body: { keyword: like(F.session.userName), page: integer(1), pageSize: integer(10) },
    data: {
      records: eachLike({
        id: integer(F.session.id),
        userId: integer(2),
        userName: like(F.session.userName),
        realName: like('运营专员'),
        loginTime: like('2024-05-20 08:30:12'),
        lastSeen: like('2024-05-20 09:12:40'),
        expireTime: like('2024-05-20 20:30:12'),
        current: boolean(false),
      }),
      total: integer(1),
    },
    call: (api) =>
      api.account.POST('/api/v1/monitor/session/list', {
        body: { keyword: F.session.userName, page: 1, pageSize: 10 },
      }),
    check: (data) => expect(data.records[0]?.userName).toBe(F.session.userName),
  }),
  adminCall({
    operationId: 'monitorSessionDelete',
    description: 'forcing session 9401 out',
    method: 'DELETE',
    path: '/api/v1/monitor/session/delete',
    query: { id: like(String(F.session.id)) },
    data: nullValue(),
    msg: '已强制退出',
    call: (api) =>
      api.account.DELETE('/api/v1/monitor/session/delete', { params: { query: { id: F.session.id } } }),
  }),
  adminCall({
    operationId: 'monitorLoginLocks',
    description: 'a page of the accounts locked now',
    method: 'POST',
    path: '/api/v1/monitor/login/locks',
    body: { lockedOnly: boolean(true), page: integer(1), pageSize: integer(10) },
    data: {
      records: eachLike({
        account: like(F.lockedAccount),
        failures: integer(5),
        lastFailure: like('2024-05-20 09:10:02'),
        locked: boolean(true),
        lockedUntil: like('2024-05-20 09:20:02'),
      }),
      total: integer(1),
    },
    call: (api) =>
      api.account.POST('/api/v1/monitor/login/locks', { body: { lockedOnly: true, page: 1, pageSize: 10 } }),
    check: (data) => expect(data.records.map((r) => r.account)).toContain(F.lockedAccount),
  }),
  adminCall({
    operationId: 'monitorLoginUnlock',
    description: 'unlocking account pact_locked',
    method: 'POST',
    path: '/api/v1/monitor/login/unlock',
    body: { account: like(F.lockedAccount) },
    data: nullValue(),
    msg: '解锁成功',
    call: (api) => api.account.POST('/api/v1/monitor/login/unlock', { body: { account: F.lockedAccount } }),
  }),
  adminCall({
    operationId: 'getUserDetailByToken',
    description: 'a request for the details of the logged-in user (token from the header)',
    method: 'POST',
    path: '/api/v1/user/detail/token',
    body: {},
    data: {
      userId: integer(1),
      userName: like(ADMIN.username),
      realName: like(ADMIN.realName),
      departmentId: integer(104),
      enterpriseNumber: like('E430000001'),
    },
    call: (api) => api.account.POST('/api/v1/user/detail/token', { body: {} }),
    check: (data) => expect(data.userName).toBe(ADMIN.username),
  }),
  adminCall({
    operationId: 'listZnfDept',
    description: 'the organisation picker expanding department 101',
    method: 'POST',
    path: '/api/v1/user/znf/dept/list',
    body: { parentId: integer(101), enterpriseNumber: like('E430000001') },
    data: {
      list: eachLike({
        id: integer(F.department.id),
        name: like(F.department.name),
        number: like('PACT9101'),
        parentId: integer(101),
        enterpriseNumber: like('E430000001'),
        children: like([]),
      }),
    },
    call: (api) =>
      api.account.POST('/api/v1/user/znf/dept/list', {
        body: { parentId: 101, enterpriseNumber: 'E430000001' },
      }),
    check: (data) => expect(data.list.every((d) => d.parentId === 101)).toBe(true),
  }),
  adminCall({
    operationId: 'listUserByDept',
    description: 'the organisation picker listing the users of department 104',
    method: 'GET',
    path: '/api/v1/user/list/dept',
    query: { departmentId: like(String(F.user.departmentId)) },
    data: {
      list: eachLike({
        userId: integer(F.user.id),
        name: like(F.user.realName),
        deptId: integer(F.user.departmentId),
        deptName: like('信息技术部'),
      }),
    },
    call: (api) =>
      api.account.GET('/api/v1/user/list/dept', { params: { query: { departmentId: F.user.departmentId } } }),
    check: (data) => expect(data.list.length).toBeGreaterThan(0),
  }),
  // ── refused calls: who may call an operation, whose records a caller reaches ─────────────
  refusedCall({
    operationId: 'roleAdd',
    description: 'a new role added by the operator, who has no right to it',
    states: [STATES.operatorLoggedIn],
    path: '/api/v1/role/add',
    body: {
      roleName: like(ACCOUNT_FIXTURES.newRole.roleName),
      roleCode: like(ACCOUNT_FIXTURES.newRole.roleCode),
      status: integer(1),
    },
    status: FORBIDDEN_STATUS,
    code: 403,
    msg: '无权访问该资源',
    call: (api) =>
      api.account.POST('/api/v1/role/add', {
        body: {
          roleName: ACCOUNT_FIXTURES.newRole.roleName,
          roleCode: ACCOUNT_FIXTURES.newRole.roleCode,
          status: 1,
        },
      }),
  }),
];
