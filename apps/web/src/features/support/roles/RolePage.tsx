import { Tag } from 'antd';
import { lazy, Suspense } from 'react';
import { actionsColumn, CrudList, column, statusColumn, useCrud, useRowDialog } from '@/components/crud';
import type { QueryColumn } from '@/components/query-table';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import { useRights } from '@/lib/use-rights';
import { ROLE_LIST_KEY, type Role, roleListQuery, roleSearch } from './api';
import { roleMessages as m } from './messages';
import { roleForm } from './RoleDialog';

// The menu-permission tree (antd Tree) loads when the dialog first opens, not with the page.
const RoleMenuDialog = lazy(() =>
  import('./RoleMenuDialog').then((mod) => ({ default: mod.RoleMenuDialog })),
);

/** 角色管理 (/yxzcxt/index/roleManager): roles, their status, their dialog and their menus. */
export function RolePage() {
  const client = useApi();
  const menus = useRowDialog<Role>();
  const crud = useCrud<Role>({
    rights: { add: 'role:add', edit: 'role:edit', remove: 'role:delete' },
    invalidates: [ROLE_LIST_KEY],
    remove: {
      run: ({ id }) =>
        apiFetch(client, 'account', 'delete', '/api/v1/role/delete', { params: { query: { id } } }),
      meta: { successText: m.delete.success, errorText: m.delete.failure, what: 'roleDelete' },
    },
    status: {
      run: ({ id }, on) =>
        apiFetch(client, 'account', 'post', '/api/v1/role/status', { body: { id, status: on ? 1 : 0 } }),
      meta: { successText: m.statusSaved.success, errorText: m.statusSaved.failure, what: 'roleStatus' },
    },
  });
  const can = useRights({ auth: 'role:auth' });
  const c = m.columns;
  const adminTag = (
    <Tag color="gold" style={{ marginInlineStart: 6 }}>
      {m.adminTag}
    </Tag>
  );
  const columns: QueryColumn<Role, typeof roleSearch.defaults>[] = [
    column('roleName', c.roleName, {
      text: 30,
      render: (name, row) => (
        <span>
          {name}
          {row.isAdmin ? adminTag : null}
        </span>
      ),
    }),
    column('roleCode', c.roleCode),
    statusColumn({
      crud,
      title: c.status,
      width: 110,
      filter: 'status',
      label: (row) => `${row.roleName}${c.status}`,
      confirm: m.statusConfirm,
      readOnly: (row) => row.isAdmin,
    }),
    column('remark', c.remark, { ellipsis: true }),
    column('userCount', c.userCount, { width: 90, align: 'center' }),
    column('createTime', c.createTime, { width: 180 }),
    actionsColumn({
      crud,
      title: c.actions,
      width: 220,
      confirm: m.delete.confirm,
      between: (row) => [{ label: m.actions.auth, visible: can.auth, onClick: () => menus.open(row) }],
      removable: (row) => !row.isAdmin,
    }),
  ];

  return (
    <CrudList
      crud={crud}
      name="role"
      title={m.title}
      search={roleSearch}
      query={(search, pageSize) => roleListQuery(client, search, pageSize)}
      columns={columns}
      form={roleForm(client)}
    >
      {menus.row ? (
        <Suspense fallback={null}>
          <RoleMenuDialog role={menus.row} onClose={menus.close} />
        </Suspense>
      ) : null}
    </CrudList>
  );
}
