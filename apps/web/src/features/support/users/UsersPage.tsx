import type { AccountComponents } from '@agrimap/sdk';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Modal, Space, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { actionsColumn, column, statusColumn, useCrud } from '@/components/crud';
import { type QueryColumn, QueryTable, useUrlSearch } from '@/components/query-table';
import { TabPaneHeader } from '@/components/TabPaneHeader';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import { useCurrentUser } from '@/lib/session';
import { useRights } from '@/lib/use-rights';
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
/**
 * 公司人员管理: the department tree on the left, the users of the chosen department (and below)
 * on the right: filter 姓名 / 手机号 / 状态, 启用·停用, 新增, 编辑, 重置密码, 删除, 导出; an account
 * locked by wrong passwords shows 已锁定 (until when) and offers 解锁.
 */
export function UsersPage() {
  const client = useApi();
  const navigate = useNavigate();
  const signedIn = useCurrentUser();
  const { search, write } = useUrlSearch(userSearch);
  const me = useQuery(currentUserQuery(client));
  const enterpriseNumber = me.data ? (me.data.enterpriseNumber ?? null) : me.isError ? null : undefined;
  const [resetFor, setResetFor] = useState<{ user: User; password: string } | null>(null);
  const can = useRights({ reset: 'user:resetPwd', unlock: 'user:unlock' });
  const isSelf = (row: User) => signedIn !== null && String(row.userId) === signedIn.user_id;
  const crud = useCrud<User>({
    rights: { add: 'user:add', edit: 'user:edit', remove: 'user:delete' },
    invalidates: [USER_LIST_KEY],
    remove: {
      run: ({ userId: id }) =>
        apiFetch(client, 'account', 'delete', '/api/v1/user/delete', { params: { query: { id } } }),
      meta: { successText: m.deleted, errorText: m.deleteFailed, what: 'user delete' },
    },
    status: {
      run: ({ userId: id }, on) =>
        apiFetch(client, 'account', 'post', '/api/v1/user/status', { body: { id, status: on ? 1 : 0 } }),
      meta: { errorText: m.statusFailed, what: 'user status' },
    },
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
    onSettled: () => crud.refresh(),
  });

  const c = m.columns;
  const columns: QueryColumn<User, typeof userSearch.defaults>[] = [
    column('realName', c.realName, { width: 110, text: 30 }),
    column('userName', c.userName, { width: 120, ellipsis: true }),
    column('phone', c.phone, { width: 130, text: 11 }),
    column('deptName', c.dept, { width: 150, ellipsis: true }),
    {
      key: 'roles',
      title: c.roles,
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
    statusColumn({
      crud,
      title: c.status,
      width: 190,
      filter: 'status',
      label: (row) => row.realName,
      confirm: m.confirmStatus,
      after: (row) => (row.signInLock ? <LockTag lock={row.signInLock} /> : null),
    }),
    column('createTime', c.createTime, { width: 165 }),
    actionsColumn({
      crud,
      title: c.actions,
      width: 250,
      fixed: 'right',
      confirm: m.confirmDelete,
      between: (row) => [
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
      ],
    }),
  ];
  const editing = crud.dialog.current;

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
            onCreate={crud.can.add ? crud.dialog.openCreate : undefined}
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
      {editing ? (
        <UserDialog
          {...(editing.row ? { mode: 'edit' as const, id: editing.row.userId } : { mode: 'create' as const })}
          deptId={search.deptId || undefined}
          onClose={crud.dialog.close}
        />
      ) : null}
    </section>
  );
}
