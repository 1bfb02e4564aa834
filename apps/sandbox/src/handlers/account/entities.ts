/** The account server's tables, one declaration each (see db/entity.ts). */
import { col, defineEntity } from '../../db/entity';
import { M } from '../../messages';
import { AM } from './messages';

export const roles = defineEntity({
  table: 'role',
  key: 'id',
  columns: {
    id: col.int('id').defaulted(),
    roleName: col.text('name'),
    roleCode: col.text('code'),
    status: col.smallint('status').defaulted(),
    isAdmin: col.bool('is_admin').defaulted(),
    remark: col.text('remark').nullable(),
    createTime: col.time('create_time').defaulted(),
  },
  computed: {
    userCount: col.int('(select count(*)::int from user_role ur where ur.role_id = t.id)'),
  },
  unique: [
    { fields: ['roleName'], msg: AM.roleNameExists },
    { fields: ['roleCode'], msg: AM.roleCodeExists },
  ],
  notFound: { msg: M.roleNotFound },
});

export const menus = defineEntity({
  table: 'menu',
  key: 'id',
  columns: {
    id: col.int('id'),
    parentId: col.int('parent_id'),
    name: col.text('name'),
    menuUrl: col.text('menu_url'),
    icon: col.text('icon').nullable(),
    type: col.smallint('type'),
    sort: col.int('sort'),
    visible: col.bool('visible').defaulted(),
  },
  notFound: { msg: AM.menuNotFound },
  orderBy: 't.sort, t.id',
});

export const departments = defineEntity({
  table: 'department',
  key: 'id',
  columns: {
    id: col.int('id').defaulted(),
    name: col.text('name'),
    number: col.text('number'),
    parentId: col.int('parent_id'),
    enterpriseNumber: col.text('enterprise_number'),
    sort: col.int('sort').defaulted(),
    leader: col.text('leader').nullable(),
    leaderUserId: col.int('leader_user_id').nullable(),
    phone: col.text('phone').nullable(),
    qhdm: col.text('qhdm').nullable(),
    status: col.smallint('status').defaulted(),
    createTime: col.time('create_time').defaulted(),
  },
  computed: {
    userCount: col.int('(select count(*)::int from app_user u where u.department_id = t.id)'),
  },
  unique: [{ fields: ['enterpriseNumber', 'parentId', 'name'], msg: M.deptExists }],
  notFound: { msg: M.deptNotFound },
  orderBy: 't.sort, t.id',
});

export const enterprises = defineEntity({
  table: 'enterprise',
  key: 'id',
  columns: {
    id: col.int('id').defaulted(),
    enterpriseNumber: col.text('enterprise_number'),
    name: col.text('name'),
    creditCode: col.text('credit_code').nullable(),
    enterpriseType: col.text('enterprise_type').nullable(),
    qhdm: col.text('qhdm').nullable(),
    qhmc: col.text('qhmc').nullable(),
    address: col.text('address').nullable(),
    contactName: col.text('contact_name').nullable(),
    contactPhone: col.text('contact_phone').nullable(),
    createTime: col.time('create_time').defaulted(),
  },
  unique: [
    { fields: ['creditCode'], msg: M.creditCodeExists },
    { fields: ['name'], msg: M.enterpriseExists },
  ],
  notFound: { msg: M.enterpriseNotFound },
});

/** Accounts (the rich user record with department, roles and region is `queryUsers` in shared.ts). */
export const users = defineEntity({
  table: 'app_user',
  key: 'id',
  columns: {
    id: col.int('id').defaulted(),
    userName: col.text('user_name'),
    realName: col.text('real_name'),
    passwordHash: col.text('password_hash'),
    passwordSalt: col.text('password_salt'),
    number: col.text('number').nullable(),
    phone: col.text('phone').nullable(),
    email: col.text('email').nullable(),
    sex: col.smallint('sex').defaulted(),
    avatar: col.text('avatar').nullable(),
    status: col.smallint('status').defaulted(),
    departmentId: col.int('department_id').nullable(),
    createTime: col.time('create_time').defaulted(),
  },
  unique: [
    { fields: ['userName'], msg: M.userExists },
    { fields: ['phone'], msg: M.phoneExists },
  ],
  notFound: { msg: M.userNotFound },
});

export const groups = defineEntity({
  table: 'functional_group',
  key: 'id',
  columns: {
    id: col.int('id').defaulted(),
    manageNumber: col.text('manage_number'),
    groupName: col.text('group_name'),
    roleId: col.int('role_id').nullable(),
    remark: col.text('remark').nullable(),
    createTime: col.time('create_time').defaulted(),
  },
  computed: {
    roleName: col.text('(select r.name from role r where r.id = t.role_id)').nullable(),
    userCount: col.int('(select count(*)::int from group_member gm where gm.group_id = t.id)'),
  },
  unique: [{ fields: ['manageNumber', 'groupName'], msg: M.groupExists }],
  notFound: { msg: M.groupNotFound },
});

export const organizations = defineEntity({
  table: 'organization',
  key: 'manageNumber',
  columns: {
    id: col.int('id').defaulted(),
    manageNumber: col.text('manage_number'),
    name: col.text('name'),
    parentManageNumber: col.text('parent_manage_number').nullable(),
    enterpriseNumber: col.text('enterprise_number').nullable(),
    qhdm: col.text('qhdm').nullable(),
    qhmc: col.text('qhmc').nullable(),
    sort: col.int('sort').defaulted(),
  },
  computed: {
    userCount: col.int('(select count(*)::int from org_member m where m.manage_number = t.manage_number)'),
  },
  notFound: { msg: M.orgNotFound },
  orderBy: 't.sort, t.id',
});
