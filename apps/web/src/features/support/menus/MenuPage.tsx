import { ExclamationCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, type TableColumnsType, Tag, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { iconByName } from '@/components/menu-icon';
import { RowActions } from '@/components/row-actions';
import { TabPaneHeader } from '@/components/TabPaneHeader';
import { TreeTable } from '@/components/tree-table';
import { useAccess } from '@/lib/access';
import { useApi } from '@/lib/api';
import { errorTextOf } from '@/lib/errors';
import { apiFetch } from '@/lib/query';
import { MENU_TREE_KEY, MENU_TYPE, menuAdminTreeQuery } from '../shared/menu-tree';
import { MenuDialog, type MenuDialogTarget } from './MenuDialog';
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
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<MenuDialogTarget | null>(null);
  const access = useAccess();
  const canAdd = access.can('menu:add');
  const canEdit = access.can('menu:edit');
  const canDelete = access.can('menu:delete');
  const meta = { errorText: m.list.failure };
  const tree = useQuery(menuAdminTreeQuery(client, meta));
  const rows = useMemo(() => (tree.data ? toRows(tree.data.list) : undefined), [tree.data]);
  const pages = useMemo(() => new Set(paths), [paths]);
  const groups = useMemo(() => new Set(groupPaths(paths)), [paths]);
  const exists = (row: MenuRow) => routeExists(row, pages, groups);
  const refresh = () => queryClient.invalidateQueries({ queryKey: MENU_TREE_KEY });

  const remove = useMutation({
    mutationFn: (row: MenuRow) =>
      apiFetch(client, 'account', 'delete', '/api/v1/menu/delete', { params: { query: { id: row.id } } }),
    meta: { successText: m.delete.success, errorText: m.delete.failure, what: 'menuDelete' },
    onSuccess: () => void refresh(),
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

  const open = (kind: 'edit', row: MenuRow) =>
    setDialog({ kind, row, parent: findRow(rows ?? [], row.id)?.parent });

  return (
    <section className="menu-manager">
      <TabPaneHeader title={m.title} />
      <TreeTable<MenuRow>
        className="menu-table"
        rows={rows}
        columns={columns}
        rowKey="id"
        defaultExpandAll={false}
        loading={tree.isFetching}
        error={tree.isError ? (errorTextOf(meta.errorText, tree.error) ?? m.list.failure) : undefined}
        onRetry={() => void tree.refetch()}
        onAddChild={canAdd ? (row) => setDialog({ kind: 'create', parent: row }) : undefined}
        canAddChild={canHaveChildren}
        actions={(row) => (
          <RowActions
            okText={m.delete.ok}
            cancelText={m.delete.cancel}
            actions={[
              { label: m.actions.edit, visible: canEdit, onClick: () => open('edit', row) },
              {
                label: m.actions.delete,
                visible: canDelete,
                danger: true,
                confirm: m.delete.confirm,
                onClick: () => remove.mutateAsync(row),
              },
            ]}
          />
        )}
        move={
          canEdit
            ? (step) =>
                apiFetch(client, 'account', 'post', '/api/v1/menu/sort', {
                  body: { parentId: step.parent?.id ?? 0, ids: step.siblings.map((s) => s.id) },
                }).then(refresh)
            : undefined
        }
        moveMeta={{ successText: m.move.success, errorText: m.move.failure, what: 'menuSort' }}
        toolbar={
          <>
            {canAdd ? (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'create' })}>
                {m.create}
              </Button>
            ) : null}
            {canEdit ? <span style={{ color: '#646a73' }}>{m.dragHint}</span> : null}
          </>
        }
      />
      {dialog ? (
        <MenuDialog
          target={dialog}
          paths={paths}
          usedRoutes={usedRoutes(rows ?? [], dialog.kind === 'edit' ? dialog.row.id : undefined)}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </section>
  );
}

/** The screen as routed: the pages come from the running app's router. */
export function MenuManagerScreen() {
  return <MenuPage paths={useAppPaths()} />;
}
