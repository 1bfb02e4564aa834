import type { PlatformClient } from '@agrimap/sdk';
import { Input } from 'antd';
import { type CrudForm, field } from '@/components/crud';
import { apiFetch } from '@/lib/query';
import { RoleSelect } from '../shared/RoleSelect';
import type { FunctionalGroup } from './api';
import { groupMessages as m } from './messages';

type GroupForm = { groupName: string; roleId: number; remark: string };

const d = m.dialog;
const fields = [
  field('groupName', d.groupName, <Input maxLength={50} placeholder={d.placeholder(d.groupName)} />, {
    requiredText: d.groupNameRequired,
  }),
  field('roleId', d.role, <RoleSelect placeholder={d.selectPlaceholder(d.role)} />, {
    required: d.roleRequired,
  }),
  field(
    'remark',
    d.remark,
    <Input.TextArea maxLength={200} showCount rows={3} placeholder={d.placeholder(d.remark)} />,
  ),
];

/** 新增 / 编辑 a functional group (编辑 reads its details first): 功能组名称, 角色, 备注. */
export const groupForm = (client: PlatformClient, org: string): CrudForm<GroupForm, FunctionalGroup> => ({
  name: 'group-dialog',
  titles: { create: d.createTitle, edit: d.editTitle },
  fields,
  load: {
    run: ({ id }) =>
      apiFetch(client, 'account', 'post', '/api/v2/usermanage/queryGroupDetails', { body: { id } }),
    meta: { errorText: m.detailFailed },
  },
  toValues: (g) => ({ groupName: g.groupName, roleId: g.roleId || undefined, remark: g.remark ?? '' }),
  trim: true,
  blank: { remark: '' },
  save: {
    run: ({ remark, ...v }, group) =>
      group
        ? apiFetch(client, 'account', 'post', '/api/v2/usermanage/updateGroup', {
            body: { id: group.id, ...v, remark },
          })
        : apiFetch(client, 'account', 'post', '/api/v2/usermanage/addGroup', {
            body: { manageNumber: org, ...v, ...(remark ? { remark } : {}) },
          }),
    meta: (mode) => ({ successText: m.saved[mode], errorText: m.saveFailed[mode], what: `group ${mode}` }),
  },
});
