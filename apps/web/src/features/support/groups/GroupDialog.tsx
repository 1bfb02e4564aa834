import type { PlatformClient } from '@agrimap/sdk';
import { useQuery } from '@tanstack/react-query';
import { Input, Select, type SelectProps } from 'antd';
import { type CrudForm, field } from '@/components/crud';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import { roleOptions, roleOptionsQuery } from '../shared/org';
import type { FunctionalGroup } from './api';
import { groupMessages as m } from './messages';

type GroupForm = { groupName: string; roleId: number; remark?: string };
const d = m.dialog;

/** The 角色 select: every role, searched by name (read when the dialog opens). */
function RoleSelect(props: SelectProps) {
  const roles = useQuery(roleOptionsQuery(useApi()));
  const options = roleOptions(roles.data?.records);
  const placeholder = d.selectPlaceholder(d.role);
  return (
    <Select
      {...props}
      showSearch={{ optionFilterProp: 'label' }}
      loading={roles.isPending}
      {...{ options, placeholder }}
    />
  );
}

/** 新增 / 编辑 a functional group (编辑 reads its details first): 功能组名称, 角色, 备注. */
export const groupForm = (
  client: PlatformClient,
  manageNumber: string,
): CrudForm<GroupForm, FunctionalGroup> => ({
  name: 'group-dialog',
  titles: { create: d.createTitle, edit: d.editTitle },
  fields: [
    field('groupName', d.groupName, <Input maxLength={50} placeholder={d.placeholder(d.groupName)} />, {
      requiredText: d.groupNameRequired,
    }),
    field('roleId', d.role, <RoleSelect />, { required: d.roleRequired }),
    field(
      'remark',
      d.remark,
      <Input.TextArea maxLength={200} showCount rows={3} placeholder={d.placeholder(d.remark)} />,
    ),
  ],
  load: {
    run: ({ id }) =>
      apiFetch(client, 'account', 'post', '/api/v2/usermanage/queryGroupDetails', { body: { id } }),
    meta: { errorText: m.detailFailed },
  },
  toValues: (g) => ({
    groupName: g.groupName,
    ...(g.roleId ? { roleId: g.roleId } : {}),
    remark: g.remark ?? '',
  }),
  trim: true,
  save: {
    run: ({ groupName, roleId, remark = '' }, group) =>
      group === undefined
        ? apiFetch(client, 'account', 'post', '/api/v2/usermanage/addGroup', {
            body: { manageNumber, groupName, roleId, ...(remark ? { remark } : {}) },
          })
        : apiFetch(client, 'account', 'post', '/api/v2/usermanage/updateGroup', {
            body: { id: group.id, groupName, roleId, remark },
          }),
    meta: (mode) => ({ successText: m.saved[mode], errorText: m.saveFailed[mode], what: `group ${mode}` }),
  },
});
