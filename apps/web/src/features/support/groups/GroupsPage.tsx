import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useState } from 'react';
import { actionsColumn, CrudList, useCrud } from '@/components/crud';
import type { QueryColumn } from '@/components/query-table';
import { useAccess } from '@/lib/access';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import { currentUserQuery } from '../shared/org';
import { type FunctionalGroup, GROUP_LIST_KEY, groupListQuery } from './api';
import { GroupDialog } from './GroupDialog';
import { MembersDialog } from './MembersDialog';
import { groupMessages as m } from './messages';
import { groupSearch } from './search';

/**
 * 公司人员管理 · 功能组: the functional groups of the user's organisation (功能组名称, 角色, 成员数),
 * 新增 / 编辑 / 删除 and the members dialog (添加, 移除).
 */
export function GroupsPage() {
  const client = useApi();
  const me = useQuery(currentUserQuery(client));
  const manageNumber = me.data ? (me.data.manageNumber ?? null) : undefined;
  const [members, setMembers] = useState<FunctionalGroup | null>(null);
  const canRemoveUser = useAccess().can('group:removeUser');
  const crud = useCrud<FunctionalGroup>({
    rights: { add: 'group:add', edit: 'group:edit', remove: 'group:delete' },
    invalidates: [GROUP_LIST_KEY],
    remove: {
      run: (row) =>
        apiFetch(client, 'account', 'post', '/api/v2/usermanage/removeGroup', { body: { id: row.id } }),
      meta: { successText: m.deleted, errorText: m.deleteFailed, what: 'group delete' },
    },
  });
  const c = m.columns;
  const columns: QueryColumn<FunctionalGroup, typeof groupSearch.defaults>[] = [
    {
      key: 'groupName',
      title: c.groupName,
      dataIndex: 'groupName',
      search: { type: 'text', name: 'groupName', maxLength: 50 },
    },
    { key: 'roleName', title: c.roleName, dataIndex: 'roleName', width: 140 },
    { key: 'userCount', title: c.userCount, dataIndex: 'userCount', width: 90, align: 'center' },
    { key: 'remark', title: c.remark, dataIndex: 'remark', ellipsis: true },
    { key: 'createTime', title: c.createTime, dataIndex: 'createTime', width: 170 },
    actionsColumn({
      crud,
      title: c.actions,
      width: 170,
      confirm: m.confirmDelete,
      before: (row) => [{ label: m.actions.members, onClick: () => setMembers(row) }],
    }),
  ];
  const current = crud.dialog.current;

  return (
    <CrudList
      crud={crud}
      name="group"
      sectionClassName="group-control"
      title={`${m.title} · ${m.subtitle}`}
      notice={
        manageNumber === null ? (
          <Alert type="warning" showIcon title={m.noOrganisation} style={{ marginBottom: 12 }} />
        ) : null
      }
      search={groupSearch}
      query={(s) => groupListQuery(client, s, manageNumber)}
      toPage={(data) => ({ records: data.groups, total: data.groups.length })}
      columns={columns}
      canCreate={Boolean(manageNumber)}
    >
      {current && manageNumber ? (
        <GroupDialog id={current.row?.id} manageNumber={manageNumber} onClose={crud.dialog.close} />
      ) : null}
      {members ? (
        <MembersDialog
          groupId={members.id}
          groupName={members.groupName}
          canAdd={crud.can.edit}
          canRemove={canRemoveUser}
          onClose={() => setMembers(null)}
        />
      ) : null}
    </CrudList>
  );
}
