import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { StatusSwitch } from '@/components/form/StatusSwitch';
import { type QueryColumn, QueryTable } from '@/components/query-table';
import { RowActions } from '@/components/row-actions';
import { TabPaneHeader } from '@/components/TabPaneHeader';
import { useAccess } from '@/lib/access';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import { ROLE_LIST_KEY, type Role, roleListQuery, roleSearch } from './api';
import { roleMessages as m } from './messages';
import { RoleDialog } from './RoleDialog';

// The menu-permission tree (antd Tree) loads when the dialog first opens, not with the page.
const RoleMenuDialog = lazy(() =>
  import('./RoleMenuDialog').then((mod) => ({ default: mod.RoleMenuDialog })),
);

type Filter = typeof roleSearch.defaults;
type OpenDialog = { kind: 'create' } | { kind: 'edit'; role: Role } | { kind: 'auth'; role: Role };

/** 角色管理 (/yxzcxt/index/roleManager): roles, their status, their dialog and their menus. */
export function RolePage() {
  const client = useApi();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const access = useAccess();
  const canAdd = access.can('role:add');
  const canEdit = access.can('role:edit');
  const canDelete = access.can('role:delete');
  const canAuth = access.can('role:auth');
  const refresh = () => queryClient.invalidateQueries({ queryKey: ROLE_LIST_KEY });

  const remove = useMutation({
    mutationFn: (role: Role) =>
      apiFetch(client, 'account', 'delete', '/api/v1/role/delete', { params: { query: { id: role.id } } }),
    meta: { successText: m.delete.success, errorText: m.delete.failure, what: 'roleDelete' },
    onSuccess: () => void refresh(),
  });

  const status = useMutation({
    mutationFn: ({ role, on }: { role: Role; on: boolean }) =>
      apiFetch(client, 'account', 'post', '/api/v1/role/status', {
        body: { id: role.id, status: on ? 1 : 0 },
      }),
    meta: { successText: m.statusSaved.success, errorText: m.statusSaved.failure, what: 'roleStatus' },
    onSuccess: () => refresh(),
  });

  const columns: QueryColumn<Role, Filter>[] = [
    {
      key: 'roleName',
      title: m.columns.roleName,
      dataIndex: 'roleName',
      search: { type: 'text', name: 'roleName', maxLength: 30 },
      render: (_v, row) => (
        <span>
          {row.roleName}
          {row.isAdmin ? (
            <Tag color="gold" style={{ marginInlineStart: 6 }}>
              {m.adminTag}
            </Tag>
          ) : null}
        </span>
      ),
    },
    { key: 'roleCode', title: m.columns.roleCode, dataIndex: 'roleCode' },
    {
      key: 'status',
      title: m.columns.status,
      dataIndex: 'status',
      width: 110,
      search: {
        type: 'select',
        name: 'status',
        options: [
          { value: '', label: m.status.all },
          { value: '1', label: m.status.on },
          { value: '0', label: m.status.off },
        ],
      },
      render: (_v, row) =>
        canEdit && !row.isAdmin ? (
          <StatusSwitch
            checked={row.status === 1}
            aria-label={`${row.roleName}${m.columns.status}`}
            confirm={m.statusConfirm}
            onChange={(on) => status.mutateAsync({ role: row, on })}
          />
        ) : (
          <Tag color={row.status === 1 ? 'green' : 'default'}>
            {row.status === 1 ? m.status.on : m.status.off}
          </Tag>
        ),
    },
    { key: 'remark', title: m.columns.remark, dataIndex: 'remark', ellipsis: true },
    { key: 'userCount', title: m.columns.userCount, dataIndex: 'userCount', width: 90, align: 'center' },
    { key: 'createTime', title: m.columns.createTime, dataIndex: 'createTime', width: 180 },
    {
      key: 'actions',
      title: m.columns.actions,
      width: 220,
      render: (_v, row) => (
        <RowActions
          actions={[
            {
              label: m.actions.edit,
              visible: canEdit,
              onClick: () => setDialog({ kind: 'edit', role: row }),
            },
            {
              label: m.actions.auth,
              visible: canAuth,
              onClick: () => setDialog({ kind: 'auth', role: row }),
            },
            {
              label: m.actions.delete,
              visible: canDelete && !row.isAdmin,
              danger: true,
              confirm: m.delete.confirm,
              onClick: () => remove.mutateAsync(row),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <section className="role-manager">
      <TabPaneHeader title={m.title} />
      <QueryTable
        search={roleSearch}
        query={(search, pageSize) => roleListQuery(client, search, pageSize)}
        columns={columns}
        rowKey="id"
        index
        onCreate={canAdd ? () => setDialog({ kind: 'create' }) : undefined}
        className="role-table"
      />
      {dialog?.kind === 'create' ? <RoleDialog onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'edit' ? <RoleDialog role={dialog.role} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'auth' ? (
        <Suspense fallback={null}>
          <RoleMenuDialog role={dialog.role} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
