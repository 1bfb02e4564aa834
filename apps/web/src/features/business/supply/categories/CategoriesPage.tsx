import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { StoredImage } from '@/components/form';
import { type LazyNode, useLazyTree } from '@/components/lazy-tree';
import { editRemoveActions, RowActions } from '@/components/row-actions';
import { TabPaneHeader } from '@/components/TabPaneHeader';
import { TreeTable } from '@/components/tree-table';
import { useAccess } from '@/lib/access';
import { useApi } from '@/lib/api';
import { errorTextOf } from '@/lib/errors';
import { type ApiData, apiFetch, apiKey, apiQuery } from '@/lib/query';
import { CategoryDialog, type CategoryDialogTarget } from './CategoryDialog';
import { categoryMessages as m } from './messages';

export type Category = ApiData<'shop', 'post', '/api/v1/web/sp/product/category/child/list'>['list'][number];
type Node = LazyNode<Category>;

const MAX_LEVEL = 3;
const CHILDREN_KEY = apiKey('shop', 'post', '/api/v1/web/sp/product/category/child/list');

const childrenQuery = (client: ReturnType<typeof useApi>, parentId: number) =>
  apiQuery(
    client,
    'shop',
    'post',
    '/api/v1/web/sp/product/category/child/list',
    { body: { parentId } },
    {
      meta: {
        errorText: parentId === 0 ? m.loadFailure : m.childrenFailure,
        what: `listProductCategoryChild ${parentId}`,
      },
    },
  );

/**
 * 商城目录配置: the shop catalogue tree. The top level loads with the page, a category's children
 * when it is first opened (`category/child/list` by parent); 新增 / 新增下级 (three levels) / 编辑 /
 * 删除 (refused while it has children) and drag re-order among siblings.
 */
export function CategoriesPage() {
  const client = useApi();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<CategoryDialogTarget | null>(null);
  const access = useAccess();
  const can = {
    add: access.can('category:add'),
    edit: access.can('category:edit'),
    remove: access.can('category:delete'),
  };

  const roots = useQuery(childrenQuery(client, 0));
  const { tree, onExpand, open, loading } = useLazyTree({
    roots: roots.data?.list,
    children: (parentId) => childrenQuery(client, parentId),
    toRows: (data) => data.list,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: CHILDREN_KEY });

  const remove = useMutation({
    mutationFn: (row: Category) =>
      apiFetch(client, 'shop', 'post', '/api/v1/web/sp/product/category/delete', { body: { id: row.id } }),
    meta: {
      successText: m.removeSuccess,
      errorText: m.removeFailure,
      errorLevel: 'warning',
      what: 'productCategoryDelete',
    },
    onSuccess: () => void refresh(),
  });

  const error = roots.isError ? (errorTextOf(m.loadFailure, roots.error) ?? m.loadFailure) : undefined;

  return (
    <section className="product-category">
      <TabPaneHeader title={m.title} />
      <TreeTable<Node>
        className="category-tree"
        rows={tree}
        rowKey="id"
        defaultExpandAll={false}
        loading={roots.isFetching || loading}
        error={error}
        onRetry={() => void roots.refetch()}
        onExpand={onExpand}
        toolbar={
          can.add ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ mode: 'create' })}>
              {m.add}
            </Button>
          ) : undefined
        }
        columns={[
          { title: m.columns.name, dataIndex: 'name', key: 'name' },
          {
            title: m.columns.icon,
            key: 'icon',
            width: 80,
            render: (_v: unknown, row: Node) =>
              row.icon ? (
                <StoredImage value={row.icon} size={28} alt={`${row.name}${m.columns.icon}`} />
              ) : null,
          },
          {
            title: m.columns.level,
            key: 'level',
            width: 80,
            render: (_v: unknown, row: Node) => m.levels[row.level],
          },
          { title: m.columns.sort, dataIndex: 'sort', key: 'sort', width: 80 },
          {
            title: m.columns.status,
            key: 'status',
            width: 90,
            render: (_v: unknown, row: Node) =>
              row.status === 0 ? <Tag>{m.hidden}</Tag> : <Tag color="green">{m.shown}</Tag>,
          },
        ]}
        onAddChild={can.add ? (row) => setDialog({ mode: 'create', parent: row }) : undefined}
        canAddChild={(row) => row.level < MAX_LEVEL}
        actions={
          can.edit || can.remove
            ? (row) => (
                <RowActions
                  okText={m.ok}
                  cancelText={m.cancel}
                  actions={editRemoveActions({
                    can,
                    onEdit: () => setDialog({ mode: 'edit', category: row }),
                    onRemove: () => remove.mutateAsync(row),
                    confirm: m.removeConfirm(row.name),
                  })}
                />
              )
            : undefined
        }
        move={
          can.edit
            ? async (step) => {
                await apiFetch(client, 'shop', 'post', '/api/v1/web/sp/product/category/sort', {
                  body: { parentId: step.node.parentId, ids: step.siblings.map((s) => s.id) },
                });
                void refresh();
              }
            : undefined
        }
        moveMeta={{ errorText: m.moveFailure, what: 'productCategorySort' }}
      />
      {dialog ? (
        <CategoryDialog
          target={dialog}
          onClose={(saved) => {
            if (saved && dialog.mode === 'create' && dialog.parent) open(dialog.parent.id);
            setDialog(null);
            if (saved) void refresh();
          }}
        />
      ) : null}
    </section>
  );
}
