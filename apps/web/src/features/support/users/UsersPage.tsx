import type { AccountComponents } from '@agrimap/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Modal, Space, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { StatusSwitch } from '@/components/form';
import { type QueryColumn, QueryTable, useUrlSearch } from '@/components/query-table';
import { RowActions } from '@/components/row-actions';
import { TabPaneHeader } from '@/components/TabPaneHeader';
import { useAccess } from '@/lib/access';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import { useCurrentUser } from '@/lib/session';
import { currentUserQuery } from '../shared/org';
import { USER_LIST_KEY, userListQuery } from './api';
import { DeptTree } from './DeptTree';
import { userMessages as m } from './messages';
import { userSearch } from './search';
import { UserDialog } from './UserDialog';

type User = AccountComponents['schemas']['StaffUser'];
type SignInLock = AccountComponents['schemas']['SignInLock'];

/** 已锁定 (until when) of an account locked by wrong passwords; the tooltip says from where. */
function LockTag({ lock }: { lock: SignInLock }) {
  const detail = lock.everywhere
    ? m.locked.everywhere(lock.lockedUntil)
    : m.locked.addresses(lock.addresses, lock.lockedUntil);
  return (
    <Tooltip title={detail}>
      <Tag color="red" className="user-locked" aria-label={detail}>
        {m.locked.tag(lock.lockedUntil)}
      </Tag>
    </Tooltip>
  );
}

/**
 * After resetting one's own password the session has ended: the login page opens at once (no
 * call can fail with 登录已过期 first) and the new password is shown there, once.
 */
function showOwnNewPassword(password: string) {
  Modal.info({
    title: m.resetDone,
    className: 'user-reset-self',
    okText: m.ok,
    content: (
      <>
        <p>{m.resetSelfNotice}</p>
        <Typography.Paragraph className="user-reset-password" copyable={{ text: password }}>
          <Typography.Text code strong>
            {password}
          </Typography.Text>
        </Typography.Paragraph>
        <Typography.Text type="secondary">{m.resetOnce}</Typography.Text>
      </>
    ),
  });
}
type Dialog = { mode: 'create' } | { mode: 'edit'; id: number };

/**
 * 公司人员管理: the department tree on the left, the users of the chosen department (and below)
 * on the right: filter 姓名 / 手机号 / 状态, 启用·停用, 新增, 编辑, 重置密码, 删除, 导出; an account
 * locked by wrong passwords shows 已锁定 (until when) and offers 解锁.
 */
export function UsersPage() {
  const client = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signedIn = useCurrentUser();
  const { search, write } = useUrlSearch(userSearch);
  const me = useQuery(currentUserQuery(client));
  const enterpriseNumber = me.data ? (me.data.enterpriseNumber ?? null) : me.isError ? null : undefined;
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [resetFor, setResetFor] = useState<{ user: User; password: string } | null>(null);
  const access = useAccess();
  const can = {
    add: access.can('user:add'),
    edit: access.can('user:edit'),
    remove: access.can('user:delete'),
    reset: access.can('user:resetPwd'),
    unlock: access.can('user:unlock'),
  };
  const isSelf = (row: User) => signedIn !== null && String(row.userId) === signedIn.user_id;
  const refresh = () => queryClient.invalidateQueries({ queryKey: USER_LIST_KEY });

  const setStatus = useMutation({
    mutationFn: ({ id, on }: { id: number; on: boolean }) =>
      apiFetch(client, 'account', 'post', '/api/v1/user/status', { body: { id, status: on ? 1 : 0 } }),
    meta: { errorText: m.statusFailed, what: 'user status' },
    onSuccess: () => refresh(),
  });
  const remove = useMutation({
    mutationFn: (id: number) =>
      apiFetch(client, 'account', 'delete', '/api/v1/user/delete', { params: { query: { id } } }),
    meta: { successText: m.deleted, errorText: m.deleteFailed, what: 'user delete' },
    onSettled: () => refresh(),
  });
  const reset = useMutation({
    mutationFn: (user: User) =>
      apiFetch(client, 'account', 'post', '/api/v2/usermanage/resetPassword', {
        body: { userId: user.userId },
      }),
    meta: { errorText: m.resetFailed, what: 'user reset password' },
    onSuccess: async (data, user) => {
      if (!isSelf(user)) {
        setResetFor({ user, password: data.password });
        return;
      }
      // The reset ended this very session: the login page (which forgets it) shows the password.
      await navigate({ to: '/login' });
      showOwnNewPassword(data.password);
    },
  });
  const unlock = useMutation({
    mutationFn: (user: User) =>
      apiFetch(client, 'account', 'post', '/api/v1/monitor/login/unlock', {
        body: { account: user.userName },
      }),
    meta: { successText: m.unlocked, errorText: m.unlockFailed, what: 'user unlock' },
    onSettled: () => refresh(),
  });

  const columns: QueryColumn<User, typeof userSearch.defaults>[] = [
    {
      key: 'realName',
      title: m.columns.realName,
      dataIndex: 'realName',
      width: 110,
      search: { type: 'text', name: 'realName', maxLength: 30 },
    },
    { key: 'userName', title: m.columns.userName, dataIndex: 'userName', width: 120, ellipsis: true },
    {
      key: 'phone',
      title: m.columns.phone,
      dataIndex: 'phone',
      width: 130,
      search: { type: 'text', name: 'phone', maxLength: 11 },
    },
    { key: 'deptName', title: m.columns.dept, dataIndex: 'deptName', width: 150, ellipsis: true },
    {
      key: 'roles',
      title: m.columns.roles,
      dataIndex: 'roleNames',
      render: (_v, row) =>
        row.roleNames?.length ? (
          <Space size={[0, 4]} wrap>
            {row.roleNames.map((name) => (
              <Tag key={name}>{name}</Tag>
            ))}
          </Space>
        ) : (
          '-'
        ),
    },
    {
      key: 'status',
      title: m.columns.status,
      dataIndex: 'status',
      width: 190,
      search: {
        type: 'select',
        name: 'status',
        options: [
          { value: '', label: m.status.all },
          { value: '1', label: m.status.on },
          { value: '0', label: m.status.off },
        ],
      },
      render: (_v, row) => (
        <Space size={4} wrap>
          {can.edit ? (
            <StatusSwitch
              checked={row.status === 1}
              aria-label={row.realName}
              confirm={m.confirmStatus}
              onChange={(on) => setStatus.mutateAsync({ id: row.userId, on })}
            />
          ) : row.status === 1 ? (
            <Tag color="green">{m.status.on}</Tag>
          ) : (
            <Tag>{m.status.off}</Tag>
          )}
          {row.signInLock ? <LockTag lock={row.signInLock} /> : null}
        </Space>
      ),
    },
    { key: 'createTime', title: m.columns.createTime, dataIndex: 'createTime', width: 165 },
    {
      key: 'actions',
      title: m.columns.actions,
      width: 250,
      fixed: 'right',
      render: (_v, row) => (
        <RowActions
          actions={[
            {
              label: m.actions.edit,
              visible: can.edit,
              onClick: () => setDialog({ mode: 'edit', id: row.userId }),
            },
            {
              label: m.actions.resetPassword,
              visible: can.reset,
              confirm: isSelf(row) ? m.confirmResetSelf : m.confirmReset,
              onClick: () => reset.mutateAsync(row),
            },
            {
              label: m.actions.unlock,
              visible: can.unlock && row.signInLock !== null,
              confirm: m.confirmUnlock,
              onClick: () => unlock.mutateAsync(row),
            },
            {
              label: m.actions.delete,
              visible: can.remove,
              danger: true,
              confirm: m.confirmDelete,
              onClick: () => remove.mutateAsync(row.userId),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <section className="user-control">
      <TabPaneHeader title={m.title} />
      <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
        <DeptTree value={search.deptId} onChange={(deptId) => write({ ...search, deptId, page: 1 })} />
        <div style={{ flex: 1, minWidth: 0 }}>
          <QueryTable
            search={userSearch}
            query={(s, pageSize) => userListQuery(client, s, pageSize, enterpriseNumber)}
            columns={columns}
            rowKey="userId"
            index
            onCreate={can.add ? () => setDialog({ mode: 'create' }) : undefined}
            exportFile={{ fileName: m.exportName, path: '/api/v1/user/manage/export' }}
            className="user-table"
            scrollX={1320}
          />
        </div>
      </div>
      <Modal
        open={resetFor !== null}
        className="user-reset-done"
        title={m.resetDone}
        okText={m.ok}
        cancelButtonProps={{ style: { display: 'none' } }}
        onOk={() => setResetFor(null)}
        onCancel={() => setResetFor(null)}
      >
        {resetFor ? (
          <>
            <p>{m.resetNotice(resetFor.user.realName)}</p>
            <Typography.Paragraph className="user-reset-password" copyable={{ text: resetFor.password }}>
              <Typography.Text code strong>
                {resetFor.password}
              </Typography.Text>
            </Typography.Paragraph>
            <Typography.Text type="secondary">{m.resetOnce}</Typography.Text>
          </>
        ) : null}
      </Modal>
      {dialog ? (
        <UserDialog {...dialog} deptId={search.deptId || undefined} onClose={() => setDialog(null)} />
      ) : null}
    </section>
  );
}
