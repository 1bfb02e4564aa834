import type { AccountComponents } from '@agrimap/sdk';
import { Form, Input, InputNumber, Radio, TreeSelect } from 'antd';
import { statusChoices } from '@/components/crud';
import { EntityDialog } from '@/components/entity-dialog';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import type { DepartmentNode } from '../shared/org';
import { deptMessages as m } from './messages';

type Department = AccountComponents['schemas']['Department'];

interface DeptForm {
  parentId: number;
  name: string;
  sort: number;
  leader?: string;
  phone?: string;
  status: 0 | 1;
}

export interface DeptDialogProps {
  /** The department edited (none: a new one). */
  row?: DepartmentNode;
  /** Where a new department goes (none: top level). */
  parent?: DepartmentNode;
  /** The tree (for 上级部门). */
  tree: readonly DepartmentNode[];
  /** The user's enterprise (new top-level departments belong to it). */
  enterpriseNumber: string;
  onClose: (saved: boolean) => void;
}

interface ParentOption {
  value: number;
  title: string;
  disabled?: boolean;
  children?: ParentOption[];
}

/** 上级部门 choices: the tree, without the edited department's own subtree. */
function parentOptions(nodes: readonly DepartmentNode[], exclude: number | undefined): ParentOption[] {
  return nodes.map((node) => ({
    value: node.id,
    title: node.name,
    disabled: node.id === exclude,
    children: node.id === exclude ? [] : parentOptions(node.children ?? [], exclude),
  }));
}

/** 新增 / 新增下级 / 编辑 of a department. */
export function DeptDialog({ row, parent, tree, enterpriseNumber, onClose }: DeptDialogProps) {
  const client = useApi();
  const mode = row ? 'edit' : 'create';
  const id = row?.id;
  const options: ParentOption[] = [{ value: 0, title: m.dialog.topLevel }, ...parentOptions(tree, id)];
  const optional = (text: string | undefined) => (text?.trim() ? text.trim() : undefined);

  return (
    <EntityDialog<DeptForm, Department, number>
      mode={mode}
      id={id}
      name="dept-dialog"
      title={
        mode === 'edit'
          ? m.dialog.editTitle
          : parent
            ? m.dialog.createChildTitle(parent.name)
            : m.dialog.createTitle
      }
      load={(deptId) =>
        apiFetch(client, 'account', 'get', '/api/v1/enterprise/dept/detail', {
          params: { query: { id: deptId } },
        })
      }
      loadMeta={{ errorText: m.detailFailed }}
      toValues={(d) => ({
        parentId: d.parentId,
        name: d.name,
        sort: d.sort ?? 0,
        leader: d.leader ?? '',
        phone: d.phone ?? '',
        status: d.status ?? 1,
      })}
      initialValues={{ parentId: parent?.id ?? 0, sort: 0, status: 1 }}
      save={(values) => {
        const common = {
          name: values.name.trim(),
          parentId: values.parentId,
          sort: values.sort,
          status: values.status,
          leader: optional(values.leader) ?? '',
          phone: optional(values.phone),
        };
        return mode === 'create'
          ? apiFetch(client, 'account', 'post', '/api/v1/enterprise/dept/save', {
              body: { ...common, enterpriseNumber },
            })
          : apiFetch(client, 'account', 'post', '/api/v1/enterprise/dept/update', {
              body: { id: id as number, ...common },
            });
      }}
      saveMeta={{ successText: m.saved[mode], errorText: m.saveFailed[mode], what: `dept ${mode}` }}
      onClose={({ saved }) => onClose(saved)}
    >
      {() => (
        <>
          <Form.Item label={m.dialog.parent} name="parentId" rules={[{ required: true }]}>
            <TreeSelect
              treeData={options}
              treeDefaultExpandAll
              showSearch={{ treeNodeFilterProp: 'title' }}
            />
          </Form.Item>
          <Form.Item
            label={m.dialog.name}
            name="name"
            rules={[{ required: true, whitespace: true, message: m.dialog.nameRequired }]}
          >
            <Input maxLength={50} placeholder={m.dialog.namePlaceholder} />
          </Form.Item>
          <Form.Item label={m.dialog.leader} name="leader">
            <Input maxLength={30} placeholder={m.dialog.leaderPlaceholder} />
          </Form.Item>
          <Form.Item
            label={m.dialog.phone}
            name="phone"
            rules={[{ pattern: /^[0-9-]{7,20}$/, message: m.dialog.phoneInvalid }]}
          >
            <Input maxLength={20} placeholder={m.dialog.phonePlaceholder} />
          </Form.Item>
          <Form.Item label={m.dialog.sort} name="sort">
            <InputNumber min={0} max={9999} precision={0} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item label={m.dialog.status} name="status">
            <Radio.Group options={[...statusChoices]} />
          </Form.Item>
        </>
      )}
    </EntityDialog>
  );
}
