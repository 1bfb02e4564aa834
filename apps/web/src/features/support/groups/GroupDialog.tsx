import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import { EntityDialog } from '@/components/entity-dialog';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import { roleOptions, roleOptionsQuery } from '../shared/org';
import { type FunctionalGroup, GROUP_DETAILS_KEY, GROUP_LIST_KEY } from './api';
import { groupMessages as m } from './messages';

interface GroupForm {
  groupName: string;
  roleId: number;
  remark?: string;
}

export interface GroupDialogProps {
  mode: 'create' | 'edit';
  id?: number;
  manageNumber: string;
  onClose: () => void;
}

/** 新增 / 编辑 a functional group: 功能组名称, 角色, 备注. */
export function GroupDialog({ mode, id, manageNumber, onClose }: GroupDialogProps) {
  const client = useApi();
  const queryClient = useQueryClient();
  const roles = useQuery(roleOptionsQuery(client));

  return (
    <EntityDialog<GroupForm, FunctionalGroup, number>
      mode={mode}
      id={id}
      name="group-dialog"
      title={mode === 'create' ? m.dialog.createTitle : m.dialog.editTitle}
      load={(groupId) =>
        apiFetch(client, 'account', 'post', '/api/v2/usermanage/queryGroupDetails', { body: { id: groupId } })
      }
      loadMeta={{ errorText: m.detailFailed }}
      toValues={(g) => ({
        groupName: g.groupName,
        ...(g.roleId ? { roleId: g.roleId } : {}),
        remark: g.remark ?? '',
      })}
      save={(v) => {
        const remark = v.remark?.trim() ?? '';
        return mode === 'create'
          ? apiFetch(client, 'account', 'post', '/api/v2/usermanage/addGroup', {
              body: {
                manageNumber,
                groupName: v.groupName.trim(),
                roleId: v.roleId,
                ...(remark ? { remark } : {}),
              },
            })
          : apiFetch(client, 'account', 'post', '/api/v2/usermanage/updateGroup', {
              body: { id: id as number, groupName: v.groupName.trim(), roleId: v.roleId, remark },
            });
      }}
      saveMeta={{ successText: m.saved[mode], errorText: m.saveFailed[mode], what: `group ${mode}` }}
      onClose={({ saved }) => {
        if (saved) {
          void queryClient.invalidateQueries({ queryKey: GROUP_LIST_KEY });
          void queryClient.invalidateQueries({ queryKey: GROUP_DETAILS_KEY });
        }
        onClose();
      }}
    >
      {() => (
        <>
          <Form.Item
            label={m.dialog.groupName}
            name="groupName"
            rules={[{ required: true, whitespace: true, message: m.dialog.groupNameRequired }]}
          >
            <Input maxLength={50} placeholder={m.dialog.placeholder(m.dialog.groupName)} />
          </Form.Item>
          <Form.Item
            label={m.dialog.role}
            name="roleId"
            rules={[{ required: true, message: m.dialog.roleRequired }]}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              loading={roles.isPending}
              options={roleOptions(roles.data?.records)}
              placeholder={m.dialog.selectPlaceholder(m.dialog.role)}
            />
          </Form.Item>
          <Form.Item label={m.dialog.remark} name="remark">
            <Input.TextArea
              maxLength={200}
              showCount
              rows={3}
              placeholder={m.dialog.placeholder(m.dialog.remark)}
            />
          </Form.Item>
        </>
      )}
    </EntityDialog>
  );
}
