import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Radio } from 'antd';
import { EntityDialog } from '@/components/entity-dialog';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import { ROLE_LIST_KEY, type Role } from './api';
import { roleMessages as m } from './messages';

interface RoleForm {
  roleName: string;
  roleCode: string;
  status: 0 | 1;
  remark?: string;
}

export interface RoleDialogProps {
  /** The role to edit; none = 新增. */
  role?: Role;
  onClose: () => void;
}

/** 新增角色 / 编辑角色: name, code, status and remark; a refused save keeps what was typed. */
export function RoleDialog({ role, onClose }: RoleDialogProps) {
  const client = useApi();
  const queryClient = useQueryClient();
  const mode = role ? 'edit' : 'create';
  return (
    <EntityDialog<RoleForm, Role, number>
      mode={mode}
      name="role-dialog"
      title={role ? m.dialog.edit : m.dialog.create}
      initialValues={
        role
          ? {
              roleName: role.roleName,
              roleCode: role.roleCode,
              status: role.status,
              remark: role.remark ?? '',
            }
          : { status: 1, remark: '' }
      }
      save={(values) => {
        const fields = {
          roleName: values.roleName.trim(),
          roleCode: values.roleCode.trim(),
          status: values.status,
          remark: values.remark?.trim() ?? '',
        };
        return role
          ? apiFetch(client, 'account', 'post', '/api/v1/role/update', { body: { id: role.id, ...fields } })
          : apiFetch(client, 'account', 'post', '/api/v1/role/add', { body: fields });
      }}
      saveMeta={
        role
          ? { successText: m.dialog.editSuccess, errorText: m.dialog.editFailure, what: 'roleUpdate' }
          : { successText: m.dialog.createSuccess, errorText: m.dialog.createFailure, what: 'roleAdd' }
      }
      onClose={({ saved }) => {
        if (saved) void queryClient.invalidateQueries({ queryKey: ROLE_LIST_KEY });
        onClose();
      }}
    >
      {() => (
        <>
          <Form.Item
            label={m.columns.roleName}
            name="roleName"
            rules={[
              { required: true, message: m.dialog.roleNameRequired },
              { whitespace: true, message: m.dialog.roleNameBlank },
            ]}
          >
            <Input maxLength={30} showCount placeholder={m.dialog.roleNamePlaceholder} />
          </Form.Item>
          <Form.Item
            label={m.columns.roleCode}
            name="roleCode"
            rules={[
              { required: true, message: m.dialog.roleCodeRequired },
              { pattern: /^[a-zA-Z][a-zA-Z0-9_:-]*$/, message: m.dialog.roleCodePattern },
            ]}
          >
            <Input maxLength={50} placeholder={m.dialog.roleCodePlaceholder} />
          </Form.Item>
          <Form.Item
            label={m.columns.status}
            name="status"
            extra={role?.isAdmin ? m.dialog.adminStatus : undefined}
          >
            <Radio.Group
              disabled={role?.isAdmin}
              options={[
                { value: 1, label: m.status.on },
                { value: 0, label: m.status.off },
              ]}
            />
          </Form.Item>
          <Form.Item label={m.columns.remark} name="remark">
            <Input.TextArea maxLength={200} showCount rows={3} placeholder={m.dialog.remarkPlaceholder} />
          </Form.Item>
        </>
      )}
    </EntityDialog>
  );
}
