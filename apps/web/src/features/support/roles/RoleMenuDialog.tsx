import { useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Empty, Form, Space, Tag, Tree, type TreeDataNode } from 'antd';
import { useMemo, useState } from 'react';
import { EntityDialog } from '@/components/entity-dialog';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import { MENU_TYPE, type MenuNode, menuAdminTreeQuery } from '../shared/menu-tree';
import { type Role, roleMenuIds } from './api';
import { allIds, conduct, grantedIds, halfCheckedOf, parentIds } from './menu-checks';
import { roleMessages as m } from './messages';

/** What the dialog loads: the whole menu tree and the role's grants. */
interface RoleMenus {
  tree: MenuNode[];
  checkedIds: number[];
}

interface RoleMenuForm {
  checked: number[];
}

function toTreeData(nodes: readonly MenuNode[]): TreeDataNode[] {
  return nodes.map((node) => ({
    key: node.id,
    title: (
      <span>
        {node.name}
        {node.type === MENU_TYPE.button ? (
          <Tag color="blue" style={{ marginInlineStart: 6 }}>
            {m.auth.button}
          </Tag>
        ) : null}
      </span>
    ),
    children: toTreeData(node.children),
  }));
}

interface MenuCheckTreeProps {
  tree: readonly MenuNode[];
  value?: number[];
  onChange?: (checked: number[]) => void;
}

/**
 * The three-level menu tree with its buttons, checkable, with 展开/折叠, 全选/全不选 and
 * 父子联动 (linked by default). The value is the checked ids.
 */
function MenuCheckTree({ tree, value = [], onChange }: MenuCheckTreeProps) {
  const [linked, setLinked] = useState(true);
  const parents = useMemo(() => parentIds(tree), [tree]);
  const everything = useMemo(() => allIds(tree), [tree]);
  const [expanded, setExpanded] = useState<number[]>(parents);
  const data = useMemo(() => toTreeData(tree), [tree]);
  const checked = new Set(value);
  const allOpen = parents.length > 0 && parents.every((id) => expanded.includes(id));
  const allChecked = everything.length > 0 && everything.every((id) => checked.has(id));

  const toggleLinked = (next: boolean) => {
    setLinked(next);
    // Strict → linked: the tree conducts (a checked parent checks its subtree). Linked → strict:
    // half-checked parents become checked on their own, so nothing the role sees is lost.
    onChange?.(next ? [...conduct(tree, checked)] : [...checked, ...halfCheckedOf(tree, checked)]);
  };

  return (
    <div className="role-menu-tree">
      <Space wrap style={{ marginBottom: 8 }}>
        <Button size="small" onClick={() => setExpanded(allOpen ? [] : parents)}>
          {allOpen ? m.auth.collapseAll : m.auth.expandAll}
        </Button>
        <Button size="small" onClick={() => onChange?.(allChecked ? [] : everything)}>
          {allChecked ? m.auth.uncheckAll : m.auth.checkAll}
        </Button>
        <Checkbox checked={linked} onChange={(event) => toggleLinked(event.target.checked)}>
          {m.auth.linked}
        </Checkbox>
        <span style={{ color: '#646a73' }}>{m.auth.selected(value.length)}</span>
      </Space>
      <div
        style={{ maxHeight: 440, overflow: 'auto', border: '1px solid #f0f0f0', borderRadius: 6, padding: 8 }}
      >
        {tree.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={m.auth.empty} />
        ) : (
          <Tree
            aria-label={m.auth.treeLabel}
            checkable
            selectable={false}
            checkStrictly={!linked}
            treeData={data}
            expandedKeys={expanded}
            onExpand={(keys) => setExpanded(keys.map(Number))}
            checkedKeys={linked ? value : { checked: value, halfChecked: [] }}
            onCheck={(keys) => onChange?.((Array.isArray(keys) ? keys : keys.checked).map(Number))}
          />
        )}
      </div>
    </div>
  );
}

export interface RoleMenuDialogProps {
  role: Role;
  onClose: () => void;
}

/**
 * 菜单权限: the role's menus and buttons as a checkable tree; 保存 (enabled once the tree has
 * loaded) grants the checked entries and every parent above them (half-checked ones included),
 * so the role's users really see them.
 */
export function RoleMenuDialog({ role, onClose }: RoleMenuDialogProps) {
  const client = useApi();
  const queryClient = useQueryClient();
  return (
    <EntityDialog<RoleMenuForm, RoleMenus, number>
      mode="edit"
      name="role-menu-dialog"
      id={role.id}
      title={m.auth.title(role.roleName)}
      okText={m.auth.save}
      load={async (roleId) => {
        const [tree, grants] = await Promise.all([
          queryClient.fetchQuery(menuAdminTreeQuery(client)),
          roleMenuIds(client, roleId),
        ]);
        return { tree: tree.list, checkedIds: grants.checkedIds };
      }}
      loadMeta={{ errorText: m.auth.loadFailure, what: 'role menus' }}
      toValues={(entity) => ({ checked: entity.checkedIds })}
      save={(values, entity) =>
        apiFetch(client, 'account', 'post', '/api/v1/role/menu/auth', {
          params: {
            query: {
              roleId: role.id,
              menuIds: grantedIds(entity?.tree ?? [], new Set(values.checked)).join(','),
            },
          },
        })
      }
      saveMeta={{ successText: m.auth.success, errorText: m.auth.failure, what: 'roleMenuAuth' }}
      formProps={{ layout: 'vertical' }}
      onClose={onClose}
    >
      {({ entity }) => (
        <Form.Item name="checked" noStyle>
          <MenuCheckTree tree={entity?.tree ?? []} />
        </Form.Item>
      )}
    </EntityDialog>
  );
}
