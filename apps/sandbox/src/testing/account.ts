/**
 * The provider state of the account administration interactions (contract tests): fixed records
 * with fixed ids that the pacts name, (re)made before each interaction so any order of replay
 * works — a role without users, a top-level menu directory without children, a department without
 * sub-departments or staff, a staff member in a functional group, a session of `operator`, a locked
 * account name — and the names the "add" interactions use are free.
 */
import { hashPassword, randomToken } from '../auth/passwords';
import type { Queryable } from '../db/adapter';
import { GUARD } from '../handlers/account/guard';
import { SESSION_HOURS } from '../handlers/auth';
import { INITIAL_PASSWORD } from '../seed/org';

export const ACCOUNT_FIXTURES = {
  role: { id: 90, roleName: '契约测试角色', roleCode: 'pact_role' },
  /** Added by roleAdd. */
  newRole: { roleName: '设备巡检员', roleCode: 'device_inspector' },
  menu: { id: 9001, name: '契约测试目录', menuUrl: '/pact-test' },
  /** Added by menuAdd under the fixture menu. */
  newMenuUrl: '/pact-test/page',
  department: { id: 9101, name: '契约测试部', parentId: 101, enterpriseNumber: 'E430000001' },
  /** Added by enterpriseDeptSave under the fixture department. */
  newDepartment: '契约测试子部门',
  user: { id: 9201, userName: 'pact_staff', realName: '契约测试员', phone: '13900009201', departmentId: 104 },
  /** Registered by registerUser. */
  newUser: { userName: 'pact_user', phone: '13900009999' },
  group: { id: 9301, groupName: '契约测试组', manageNumber: 'M430000001', roleId: 2 },
  /** Added by usermanageAddGroup. */
  newGroup: '契约新增组',
  session: { id: 9401, userName: 'operator' },
  lockedAccount: 'pact_locked',
} as const;

/** Makes the fixtures true (upserts with fixed ids). */
export async function setUpAccountFixtures(tx: Queryable, now: Date): Promise<Record<string, unknown>> {
  const F = ACCOUNT_FIXTURES;
  const iso = now.toISOString();
  // Role without users or grants.
  await tx.query('delete from role where (name = $2 or code = $3) and id <> $1', [
    F.role.id,
    F.role.roleName,
    F.role.roleCode,
  ]);
  await tx.query(
    `insert into role (id, name, code, is_admin, status, remark, create_time) values ($1, $2, $3, false, 1, null, $4::timestamptz)
     on conflict (id) do update set name = excluded.name, code = excluded.code, is_admin = false, status = 1`,
    [F.role.id, F.role.roleName, F.role.roleCode, iso],
  );
  await tx.query('delete from user_role where role_id = $1', [F.role.id]);
  await tx.query('delete from functional_group where role_id = $1 and id <> $2', [F.role.id, F.group.id]);
  await tx.query('delete from role where code = $1 or name = $2', [F.newRole.roleCode, F.newRole.roleName]);

  // Top-level directory without children; the url menuAdd uses is free.
  await tx.query('delete from menu where menu_url = $1 or parent_id = $2', [F.newMenuUrl, F.menu.id]);
  await tx.query(
    `insert into menu (id, parent_id, name, menu_url, icon, type, sort, visible) values ($1, 0, $2, $3, null, 0, 99, true)
     on conflict (id) do update set parent_id = 0, name = excluded.name, menu_url = excluded.menu_url, type = 0, visible = true`,
    [F.menu.id, F.menu.name, F.menu.menuUrl],
  );

  // Department without sub-departments or staff.
  await tx.query('delete from department where parent_id = $1', [F.department.id]);
  await tx.query('update app_user set department_id = $2 where department_id = $1', [
    F.department.id,
    F.user.departmentId,
  ]);
  await tx.query(
    `insert into department (id, name, number, parent_id, enterprise_number, sort, status, create_time)
     values ($1, $2, 'PACT9101', $3, $4, 99, 1, $5::timestamptz)
     on conflict (id) do update set name = excluded.name, parent_id = excluded.parent_id, enterprise_number = excluded.enterprise_number`,
    [F.department.id, F.department.name, F.department.parentId, F.department.enterpriseNumber, iso],
  );

  // Staff member (enabled, role 运营人员, in the organisation and the group); registerUser's names free.
  await tx.query('delete from app_user where user_name = $1 or phone = $2', [
    F.newUser.userName,
    F.newUser.phone,
  ]);
  const { hash, salt } = await hashPassword(INITIAL_PASSWORD);
  await tx.query('delete from app_user where (user_name = $2 or phone = $3) and id <> $1', [
    F.user.id,
    F.user.userName,
    F.user.phone,
  ]);
  await tx.query(
    `insert into app_user (id, user_name, real_name, password_hash, password_salt, phone, status, department_id, create_time)
     values ($1, $2, $3, $4, $5, $6, 1, $7, $8::timestamptz)
     on conflict (id) do update set user_name = excluded.user_name, real_name = excluded.real_name, phone = excluded.phone,
       status = 1, department_id = excluded.department_id`,
    [F.user.id, F.user.userName, F.user.realName, hash, salt, F.user.phone, F.user.departmentId, iso],
  );
  await tx.query('insert into user_role (user_id, role_id) values ($1, 2) on conflict do nothing', [
    F.user.id,
  ]);
  await tx.query(
    `insert into org_member (manage_number, user_id, joined_at) values ($1, $2, $3::timestamptz) on conflict do nothing`,
    [F.group.manageNumber, F.user.id, iso],
  );

  // Functional group with that member; the name usermanageAddGroup uses is free.
  await tx.query('delete from functional_group where manage_number = $1 and group_name = $2', [
    F.group.manageNumber,
    F.newGroup,
  ]);
  await tx.query(
    `insert into functional_group (id, manage_number, group_name, role_id, remark, create_time)
     values ($1, $2, $3, $4, null, $5::timestamptz)
     on conflict (id) do update set manage_number = excluded.manage_number, group_name = excluded.group_name, role_id = excluded.role_id`,
    [F.group.id, F.group.manageNumber, F.group.groupName, F.group.roleId, iso],
  );
  await tx.query('insert into group_member (group_id, user_id) values ($1, $2) on conflict do nothing', [
    F.group.id,
    F.user.id,
  ]);

  // A live session of operator.
  const expires = new Date(now.getTime() + SESSION_HOURS * 3600_000).toISOString();
  const updated = await tx.query(
    'update session set expires_at = $2::timestamptz where id = $1 returning id',
    [F.session.id, expires],
  );
  if (updated.length === 0)
    await tx.query(
      `insert into session (id, token, zt_token, user_id, created_at, expires_at, ip)
       select $1, $2, $3, id, $4::timestamptz, $5::timestamptz, '192.168.10.41' from app_user where user_name = $6`,
      [F.session.id, randomToken(24), randomToken(16), iso, expires, F.session.userName],
    );

  // A locked account name: five wrong passwords from one address lock it there.
  await tx.query('delete from login_failure where account = $1', [F.lockedAccount]);
  await tx.query('delete from login_lock where account = $1', [F.lockedAccount]);
  await tx.query(
    `insert into login_failure (account, ip, failed_at)
     select $1, '192.168.10.41', $2::timestamptz from generate_series(1, $3::int)`,
    [F.lockedAccount, iso, GUARD.addressFailures],
  );
  await tx.query(
    `insert into login_lock (account, ip, locked_until) values ($1, '192.168.10.41', $2::timestamptz)`,
    [F.lockedAccount, new Date(now.getTime() + GUARD.addressLockMs).toISOString()],
  );
  return { ...F };
}
