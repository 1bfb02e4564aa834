import type { PlatformClient } from '@agrimap/sdk';
import { Input, Radio } from 'antd';
import { type CrudForm, field, statusChoices } from '@/components/crud';
import { apiFetch } from '@/lib/query';
import type { Role } from './api';
import { roleMessages as m } from './messages';

type RoleForm = { roleName: string; roleCode: string; status: 0 | 1; remark: string };

const c = m.columns;
const d = m.dialog;

/** 新增角色 / 编辑角色: name, code, status (fixed for the admin role) and remark; a refused save keeps what was typed. */
export const roleForm = (client: PlatformClient): CrudForm<RoleForm, Role> => ({
  name: 'role-dialog',
  titles: { create: d.create, edit: d.edit },
  fields: (role) => [
    field('roleName', c.roleName, <Input maxLength={30} showCount placeholder={d.roleNamePlaceholder} />, {
      required: d.roleNameRequired,
      rules: [{ whitespace: true, message: d.roleNameBlank }],
    }),
    field('roleCode', c.roleCode, <Input maxLength={50} placeholder={d.roleCodePlaceholder} />, {
      required: d.roleCodeRequired,
      rules: [{ pattern: /^[a-zA-Z][a-zA-Z0-9_:-]*$/, message: d.roleCodePattern }],
    }),
    field('status', c.status, <Radio.Group disabled={role?.isAdmin} options={[...statusChoices]} />, {
      extra: role?.isAdmin ? d.adminStatus : undefined,
    }),
    field(
      'remark',
      c.remark,
      <Input.TextArea maxLength={200} showCount rows={3} placeholder={d.remarkPlaceholder} />,
    ),
  ],
  toValues: (role) => ({
    roleName: role.roleName,
    roleCode: role.roleCode,
    status: role.status,
    remark: role.remark ?? '',
  }),
  defaults: { status: 1, remark: '' },
  trim: true,
  blank: { remark: '' },
  save: {
    run: (values, role) =>
      role
        ? apiFetch(client, 'account', 'post', '/api/v1/role/update', { body: { id: role.id, ...values } })
        : apiFetch(client, 'account', 'post', '/api/v1/role/add', { body: values }),
    meta: (mode) =>
      mode === 'edit'
        ? { successText: d.editSuccess, errorText: d.editFailure, what: 'roleUpdate' }
        : { successText: d.createSuccess, errorText: d.createFailure, what: 'roleAdd' },
  },
});
