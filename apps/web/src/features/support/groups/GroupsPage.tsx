import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useState } from 'react';
import { type QueryColumn, QueryTable } from '@/components/query-table';
import { RowActions } from '@/components/row-actions';
import { TabPaneHeader } from '@/components/TabPaneHeader';
import { useAccess } from '@/lib/access';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import { currentUserQuery } from '../shared/org';
import { type FunctionalGroup, GROUP_LIST_KEY, groupListQuery } from './api';
import { GroupDialog } from './GroupDialog';
import { MembersDialog } from './MembersDialog';
import { groupMessages as m } from './messages';
import { groupSearch } from './search';

type Dialog = { mode: 'create' } | { mode: 'edit'; id: number };

/**
 * 公司人员管理 · 功能组: the functional groups of the user's organisation (功能组名称, 角色, 成员数),
 * 新增 / 编辑 / 删除 and the members dialog (添加, 移除).
 */
export function GroupsPage() {
  const client = useApi();
  const queryClient = useQueryClient();
  const me = useQuery(currentUserQuery(client));
  const manageNumber = me.data ? (me.data.manageNumber ?? null) : undefined;
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [members, setMembers] = useState<FunctionalGroup | null>(null);
  const access = useAccess();
  const can = {
    add: access.can('group:add'),
    edit: access.can('group:edit'),
    remove: access.can('group:delete'),
    removeUser: access.can('group:removeUser'),
  };

  const remove = useMutation({
    mutationFn: (id: number) =>
      apiFetch(client, 'account', 'post', '/api/v2/usermanage/removeGroup', { body: { id } }),
    meta: { successText: m.deleted, errorText: m.deleteFailed, what: 'group delete' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: GROUP_LIST_KEY }),
  });

  const columns: QueryColumn<FunctionalGroup, typeof groupSearch.defaults>[] = [
    {
      key: 'groupName',
      title: m.columns.groupName,
      dataIndex: 'groupName',
      search: { type: 'text', name: 'groupName', maxLength: 50 },
    },
    { key: 'roleName', title: m.columns.roleName, dataIndex: 'roleName', width: 140 },
    { key: 'userCount', title: m.columns.userCount, dataIndex: 'userCount', width: 90, align: 'center' },
    { key: 'remark', title: m.columns.remark, dataIndex: 'remark', ellipsis: true },
    { key: 'createTime', title: m.columns.createTime, dataIndex: 'createTime', width: 170 },
    {
      key: 'actions',
      title: m.columns.actions,
      width: 170,
      render: (_v, row) => (
        <RowActions
          actions={[
            { label: m.actions.members, onClick: () => setMembers(row) },
            {
              label: m.actions.edit,
              visible: can.edit,
              onClick: () => setDialog({ mode: 'edit', id: row.id }),
            },
            {
              label: m.actions.delete,
              visible: can.remove,
              danger: true,
              confirm: m.confirmDelete,
              onClick: () => remove.mutateAsync(row.id),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <section className="group-control">
      <TabPaneHeader title={`${m.title} · ${m.subtitle}`} />
      {manageNumber === null ? (
        <Alert type="warning" showIcon title={m.noOrganisation} style={{ marginBottom: 12 }} />
      ) : null}
      <QueryTable
        search={groupSearch}
        query={(s) => groupListQuery(client, s, manageNumber)}
        toPage={(data) => ({ records: data.groups, total: data.groups.length })}
        columns={columns}
        rowKey="id"
        index
        onCreate={can.add && manageNumber ? () => setDialog({ mode: 'create' }) : undefined}
        className="group-table"
      />
      {dialog && manageNumber ? (
        <GroupDialog {...dialog} manageNumber={manageNumber} onClose={() => setDialog(null)} />
      ) : null}
      {members ? (
        <MembersDialog
          groupId={members.id}
          groupName={members.groupName}
          canAdd={can.edit}
          canRemove={can.removeUser}
          onClose={() => setMembers(null)}
        />
      ) : null}
    </section>
  );
}
