import { ExclamationCircleOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { type TableColumnsType, Tag, Tooltip } from 'antd';
import { useMemo } from 'react';
import { CrudTree, useCrudTree } from '@/components/crud';
import { iconByName } from '@/components/menu-icon';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import { MENU_TREE_KEY, MENU_TYPE, menuAdminTreeQuery } from '../shared/menu-tree';
import { MenuDialog } from './MenuDialog';
import { menuMessages as m } from './messages';
import { canHaveChildren, findRow, type MenuRow, toRows, usedRoutes } from './model';
import { groupPaths, routeExists, useAppPaths } from './routes';

const TYPE_COLORS: Record<number, string> = { 0: 'blue', 1: 'green', 2: 'default' };

export interface MenuPageProps {
  /** The app's pages a menu may point at (the router's route table). */
  paths: readonly string[];
}

/**
 * 菜单管理 (/yxzcxt/index/menuManager): every menu and button as a tree table; 新增 / 新增下级 /
 * 编辑 / 删除, drag to re-order siblings (persisted).
 */
export function MenuPage({ paths }: MenuPageProps) {
  const client = useApi();
  const tree = useQuery(menuAdminTreeQuery(client, { errorText: m.list.failure }));
  const rows = useMemo(() => (tree.data ? toRows(tree.data.list) : undefined), [tree.data]);
  const pages = useMemo(() => new Set(paths), [paths]);
  const groups = useMemo(() => new Set(groupPaths(paths)), [paths]);
  const exists = (row: MenuRow) => routeExists(row, pages, groups);
  const crud = useCrudTree<MenuRow>({
    rights: { add: 'menu:add', edit: 'menu:edit', remove: 'menu:delete' },
    invalidates: [MENU_TREE_KEY],
    remove: {
      run: (row) =>
        apiFetch(client, 'account', 'delete', '/api/v1/menu/delete', { params: { query: { id: row.id } } }),
      meta: { successText: m.delete.success, errorText: m.delete.failure, what: 'menuDelete' },
    },
  });

  const columns: TableColumnsType<MenuRow> = [
    { key: 'name', title: m.columns.name, dataIndex: 'name', width: 260 },
    {
      key: 'icon',
      title: m.columns.icon,
      dataIndex: 'icon',
      width: 70,
      align: 'center',
      render: (_v, row) => {
        const icon = iconByName(row.icon);
        return icon ? (
          <Tooltip title={icon.label}>
            <span role="img" aria-label={icon.label}>
              {icon.icon}
            </span>
          </Tooltip>
        ) : (
          '-'
        );
      },
    },
    {
      key: 'type',
      title: m.columns.type,
      dataIndex: 'type',
      width: 80,
      render: (_v, row) => <Tag color={TYPE_COLORS[row.type]}>{m.types[row.type]}</Tag>,
    },
    {
      key: 'menuUrl',
      title: m.columns.menuUrl,
      dataIndex: 'menuUrl',
      render: (_v, row) =>
        !exists(row) ? (
          <span>
            {row.menuUrl}{' '}
            <Tag color="red" icon={<ExclamationCircleOutlined />}>
              {m.missingPage}
            </Tag>
          </span>
        ) : (
          <code>{row.menuUrl}</code>
        ),
    },
    { key: 'sort', title: m.columns.sort, dataIndex: 'sort', width: 70, align: 'center' },
    {
      key: 'visible',
      title: m.columns.visible,
      dataIndex: 'visible',
      width: 80,
      render: (_v, row) =>
        row.type === MENU_TYPE.button ? (
          '-'
        ) : (
          <Tag color={row.visible ? 'green' : 'default'}>
            {row.visible ? m.visible.shown : m.visible.hidden}
          </Tag>
        ),
    },
  ];

  return (
    <CrudTree<MenuRow>
      crud={crud}
      className="menu-manager"
      tableClassName="menu-table"
      title={m.title}
      rows={rows}
      load={tree}
      loadError={m.list.failure}
      defaultExpandAll={false}
      columns={columns}
      create={m.create}
      toolbar={crud.can.edit ? <span style={{ color: '#646a73' }}>{m.dragHint}</span> : null}
      canAddChild={canHaveChildren}
      confirm={() => m.delete.confirm}
      move={{
        run: (step) =>
          apiFetch(client, 'account', 'post', '/api/v1/menu/sort', {
            body: { parentId: step.parent?.id ?? 0, ids: step.siblings.map((s) => s.id) },
          }),
        meta: { successText: m.move.success, errorText: m.move.failure, what: 'menuSort' },
      }}
      dialog={({ row, parent }, close) => (
        <MenuDialog
          target={
            row
              ? { kind: 'edit', row, parent: findRow(rows ?? [], row.id)?.parent }
              : { kind: 'create', parent }
          }
          paths={paths}
          usedRoutes={usedRoutes(rows ?? [], row?.id)}
          onClose={close}
        />
      )}
    />
  );
}

/** The screen as routed: the pages come from the running app's router. */
export function MenuManagerScreen() {
  return <MenuPage paths={useAppPaths()} />;
}
