import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Input, Select } from 'antd';
import { EntityDialog } from '@/components/entity-dialog';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import { roleOptions, roleOptionsQuery } from '../shared/org';
import { type FunctionalGroup, GROUP_DETAILS_KEY, GROUP_LIST_KEY } from './api';
import { groupMessages as m } from './messages';

type GroupForm = { groupName: string; roleId: number; remark?: string };

/** 新增 (no `id`) / 编辑 a functional group: 功能组名称, 角色, 备注. */
export function GroupDialog(props: { id?: number; manageNumber: string; onClose: () => void }) {
  const { id, manageNumber } = props;
  const mode = id === undefined ? 'create' : 'edit';
  const client = useApi();
  const queryClient = useQueryClient();
  const roles = useQuery(roleOptionsQuery(client));
  const d = m.dialog;
  return (
    <EntityDialog<GroupForm, FunctionalGroup, number>
      mode={mode}
      id={id}
      name="group-dialog"
      title={mode === 'create' ? d.createTitle : d.editTitle}
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
        const values = { groupName: v.groupName.trim(), roleId: v.roleId };
        const remark = v.remark?.trim() ?? '';
        return id === undefined
          ? apiFetch(client, 'account', 'post', '/api/v2/usermanage/addGroup', {
              body: { manageNumber, ...values, ...(remark ? { remark } : {}) },
            })
          : apiFetch(client, 'account', 'post', '/api/v2/usermanage/updateGroup', {
              body: { id, ...values, remark },
            });
      }}
      saveMeta={{ successText: m.saved[mode], errorText: m.saveFailed[mode], what: `group ${mode}` }}
      onClose={({ saved }) => {
        if (saved)
          for (const queryKey of [GROUP_LIST_KEY, GROUP_DETAILS_KEY])
            void queryClient.invalidateQueries({ queryKey });
        props.onClose();
      }}
      fields={[
        {
          name: 'groupName',
          label: d.groupName,
          requiredText: d.groupNameRequired,
          control: <Input maxLength={50} placeholder={d.placeholder(d.groupName)} />,
        },
        {
          name: 'roleId',
          label: d.role,
          required: d.roleRequired,
          control: (
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              loading={roles.isPending}
              options={roleOptions(roles.data?.records)}
              placeholder={d.selectPlaceholder(d.role)}
            />
          ),
        },
        {
          name: 'remark',
          label: d.remark,
          control: (
            <Input.TextArea maxLength={200} showCount rows={3} placeholder={d.placeholder(d.remark)} />
          ),
        },
      ]}
    />
  );
}
