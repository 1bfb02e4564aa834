import type { AccountComponents } from '@agrimap/sdk';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, Input, TreeSelect } from 'antd';
import type { Rule } from 'antd/es/form';
import { EntityDialog } from '@/components/entity-dialog';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import { type DepartmentNode, deptTreeQuery } from '../shared/org';
import { RoleSelect } from '../shared/RoleSelect';
import { USER_LIST_KEY } from './api';
import { userMessages as m } from './messages';

type User = AccountComponents['schemas']['User'];

interface UserForm {
  realName: string;
  userName: string;
  phone: string;
  departmentId: number;
  roleIds: number[];
  password?: string;
}

/** Mainland mobile numbers as the server takes them (SPEC: 11 digits starting with 1). */
export const PHONE = /^1[3-9]\d{9}$/;
const USER_NAME = /^[A-Za-z0-9_]{4,32}$/;
const PASSWORD = /^\S{8,20}$/;

interface DeptOption {
  value: number;
  title: string;
  children: DeptOption[];
}
const deptOptions = (nodes: readonly DepartmentNode[]): DeptOption[] =>
  nodes.map((n) => ({ value: n.id, title: n.name, children: deptOptions(n.children ?? []) }));

export interface UserDialogProps {
  mode: 'create' | 'edit';
  id?: number;
  /** The department chosen in the tree (preset when creating). */
  deptId?: number;
  onClose: () => void;
}

/** 新增 / 编辑 a user: 姓名, 账号, 手机号, 所属部门, 角色, 密码 (create only). */
export function UserDialog({ mode, id, deptId, onClose }: UserDialogProps) {
  const client = useApi();
  const queryClient = useQueryClient();
  const depts = useQuery(deptTreeQuery(client));

  /** Asks the server whether an account name or phone is free (the edited user's own count as free). */
  const unique =
    (field: 'userName' | 'phone', pattern: RegExp, message: string): Rule =>
    () => ({
      validateTrigger: 'onBlur',
      validator: async (_rule, value: string | undefined) => {
        const text = value?.trim();
        if (!text || !pattern.test(text)) return;
        const answer = await apiFetch(client, 'account', 'post', '/api/v1/user/check', {
          body: { [field]: text, ...(id !== undefined ? { except: id } : {}) },
        });
        if (field === 'userName' ? answer.userNameTaken : answer.phoneTaken) throw new Error(message);
      },
    });

  return (
    <EntityDialog<UserForm, User, number>
      mode={mode}
      id={id}
      name="user-dialog"
      title={mode === 'create' ? m.dialog.createTitle : m.dialog.editTitle}
      load={(userId) =>
        apiFetch(client, 'account', 'get', '/api/v1/user/detail/id', { params: { query: { id: userId } } })
      }
      loadMeta={{ errorText: m.detailFailed }}
      toValues={(u) => ({
        realName: u.realName,
        userName: u.userName,
        phone: u.phone ?? '',
        ...(u.departmentId ? { departmentId: u.departmentId } : {}),
        roleIds: u.roleIds ?? [],
      })}
      initialValues={{ roleIds: [], ...(deptId ? { departmentId: deptId } : {}) }}
      save={(v) =>
        mode === 'create'
          ? apiFetch(client, 'account', 'post', '/api/v1/user/register', {
              body: {
                userName: v.userName.trim(),
                password: v.password ?? '',
                realName: v.realName.trim(),
                phone: v.phone.trim(),
                departmentId: v.departmentId,
                roleIds: v.roleIds,
              },
            })
          : apiFetch(client, 'account', 'post', '/api/v1/user/update/base', {
              body: {
                userId: id as number,
                realName: v.realName.trim(),
                phone: v.phone.trim(),
                departmentId: v.departmentId,
                roleIds: v.roleIds,
              },
            })
      }
      saveMeta={{ successText: m.saved[mode], errorText: m.saveFailed[mode], what: `user ${mode}` }}
      onClose={({ saved }) => {
        if (saved) void queryClient.invalidateQueries({ queryKey: USER_LIST_KEY });
        onClose();
      }}
    >
      {() => (
        <>
          <Form.Item
            label={m.dialog.realName}
            name="realName"
            rules={[{ required: true, whitespace: true, message: m.dialog.realNameRequired }]}
          >
            <Input maxLength={30} placeholder={m.dialog.placeholder(m.dialog.realName)} />
          </Form.Item>
          <Form.Item
            label={m.dialog.userName}
            name="userName"
            validateTrigger={['onChange', 'onBlur']}
            rules={
              mode === 'create'
                ? [
                    { required: true, whitespace: true, message: m.dialog.userNameRequired },
                    { pattern: USER_NAME, message: m.dialog.userNameInvalid },
                    unique('userName', USER_NAME, m.dialog.userNameTaken),
                  ]
                : []
            }
          >
            <Input
              maxLength={32}
              disabled={mode === 'edit'}
              autoComplete="off"
              placeholder={m.dialog.placeholder(m.dialog.userName)}
            />
          </Form.Item>
          <Form.Item
            label={m.dialog.phone}
            name="phone"
            validateTrigger={['onChange', 'onBlur']}
            rules={[
              { required: true, message: m.dialog.phoneRequired },
              { pattern: PHONE, message: m.dialog.phoneInvalid },
              unique('phone', PHONE, m.dialog.phoneTaken),
            ]}
          >
            <Input maxLength={11} inputMode="numeric" placeholder={m.dialog.placeholder(m.dialog.phone)} />
          </Form.Item>
          <Form.Item
            label={m.dialog.dept}
            name="departmentId"
            rules={[{ required: true, message: m.dialog.deptRequired }]}
          >
            <TreeSelect
              treeData={deptOptions(depts.data?.list ?? [])}
              loading={depts.isPending}
              treeDefaultExpandAll
              showSearch={{ treeNodeFilterProp: 'title' }}
              placeholder={m.dialog.selectPlaceholder(m.dialog.dept)}
            />
          </Form.Item>
          <Form.Item label={m.dialog.roles} name="roleIds">
            <RoleSelect mode="multiple" allowClear placeholder={m.dialog.rolesPlaceholder} />
          </Form.Item>
          {mode === 'create' ? (
            <Form.Item
              label={m.dialog.password}
              name="password"
              rules={[
                { required: true, message: m.dialog.passwordRequired },
                { pattern: PASSWORD, message: m.dialog.passwordInvalid },
              ]}
            >
              <Input.Password maxLength={20} autoComplete="new-password" />
            </Form.Item>
          ) : null}
        </>
      )}
    </EntityDialog>
  );
}
