import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { actionsColumn, CrudList, column, useCrud, useRowDialog } from '@/components/crud';
import type { QueryColumn } from '@/components/query-table';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import { currentUserQuery } from '../shared/org';
import { type FunctionalGroup, GROUP_DETAILS_KEY, GROUP_LIST_KEY, groupListQuery } from './api';
import { groupForm } from './GroupDialog';
import { MembersDialog } from './MembersDialog';
import { groupMessages as m } from './messages';
import { groupSearch } from './search';

/** 公司人员管理 · 功能组: the functional groups of the user's organisation (功能组名称, 角色, 成员数),
 * 新增 / 编辑 / 删除 and the members dialog (添加, 移除). */
export function GroupsPage() {
  const client = useApi();
  const me = useQuery(currentUserQuery(client));
  const manageNumber = me.data ? (me.data.manageNumber ?? null) : undefined;
  const members = useRowDialog<FunctionalGroup>();
  const crud = useCrud<FunctionalGroup>({
    rights: { add: 'group:add', edit: 'group:edit', remove: 'group:delete' },
    invalidates: [GROUP_LIST_KEY, GROUP_DETAILS_KEY],
    remove: {
      run: ({ id }) =>
        apiFetch(client, 'account', 'post', '/api/v2/usermanage/removeGroup', { body: { id } }),
      meta: { successText: m.deleted, errorText: m.deleteFailed, what: 'group delete' },
    },
  });
  const c = m.columns;
  const before = (g: FunctionalGroup) => [{ label: m.actions.members, onClick: () => members.open(g) }];
  const columns: QueryColumn<FunctionalGroup, typeof groupSearch.defaults>[] = [
    column('groupName', c.groupName, { text: 50 }),
    column('roleName', c.roleName, { width: 140 }),
    column('userCount', c.userCount, { width: 90, align: 'center' }),
    column('remark', c.remark, { ellipsis: true }),
    column('createTime', c.createTime, { width: 170 }),
    actionsColumn({ crud, title: c.actions, width: 170, confirm: m.confirmDelete, before }),
  ];
  const notice = <Alert type="warning" showIcon title={m.noOrganisation} style={{ marginBottom: 12 }} />;

  return (
    <CrudList
      crud={crud}
      name="group"
      sectionClassName="group-control"
      title={`${m.title} · ${m.subtitle}`}
      notice={manageNumber === null ? notice : null}
      search={groupSearch}
      query={(s) => groupListQuery(client, s, manageNumber)}
      toPage={(data) => ({ records: data.groups, total: data.groups.length })}
      columns={columns}
      canCreate={Boolean(manageNumber)}
      form={manageNumber ? groupForm(client, manageNumber) : undefined}
    >
      {members.row ? <MembersDialog group={members.row} onClose={members.close} /> : null}
    </CrudList>
  );
}
