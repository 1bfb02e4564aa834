import type { SystemComponents } from '@agrimap/sdk';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { type LazyNode, useLazyTree } from '@/components/lazy-tree';
import { editRemoveActions, RowActions } from '@/components/row-actions';
import { TreeTable } from '@/components/tree-table';
import { useAccess } from '@/lib/access';
import { useApi } from '@/lib/api';
import { clearDictionaryCache } from '@/lib/dictionaries';
import { errorTextOf } from '@/lib/errors';
import { apiFetch, apiKey, apiQuery } from '@/lib/query';
import { ItemDialog } from '../sjzd/ItemDialog';
import { agriDictionaryMessages as m } from './messages';

type DicItem = SystemComponents['schemas']['DictionaryItem'];
type Node = LazyNode<DicItem>;

/** The dictionary category of the agri-input types (化肥, 农药, 种子 … with children). */
export const AGRI_CATEGORY = 'nzlx';

type Dialog = { mode: 'create'; parent?: DicItem } | { mode: 'edit'; item: DicItem };

export interface AgriDictionaryPageProps {
  /**
   * The read-only view (供应链管理子系统 › 农资字典, whose menu entry holds no buttons): no 新增 /
   * 编辑 / 删除 whatever the user's codes. The tree is edited in 运营支撑系统 › 供应链配置 › 农资字典.
   */
  readOnly?: boolean;
}

/**
 * 农资字典: the agri-input type tree. The top level loads with the page, a node's children when
 * it is first opened (getByPid); 新增 / 新增下级 / 编辑 / 删除 (refused while it has children,
 * the server says why) and drag re-order of siblings.
 */
export function AgriDictionaryPage({ readOnly = false }: AgriDictionaryPageProps) {
  const client = useApi();
  const queryClient = useQueryClient();
  const access = useAccess();
  const can = {
    add: !readOnly && access.can('nzdict:add'),
    edit: !readOnly && access.can('nzdict:edit'),
    remove: !readOnly && access.can('nzdict:delete'),
  };
  const [dialog, setDialog] = useState<Dialog | null>(null);

  const roots = useQuery(
    apiQuery(
      client,
      'system',
      'post',
      '/api/v1/dic/item/page',
      { body: { dicNumber: AGRI_CATEGORY, pid: 0, page: 1, pageSize: 1000 } },
      { meta: { errorText: m.loadFailure, what: 'dicItemPage nzlx' } },
    ),
  );
  const { tree, onExpand, open, loading } = useLazyTree({
    roots: roots.data?.records,
    children: (pid) =>
      apiQuery(
        client,
        'system',
        'get',
        '/api/v1/dic/getByPid',
        { params: { query: { pid } } },
        { meta: { errorText: m.childrenFailure, what: `dicGetByPid ${pid}` } },
      ),
    toRows: (data) => data as DicItem[],
  });

  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: apiKey('system', 'post', '/api/v1/dic/item/page') }),
      queryClient.invalidateQueries({ queryKey: apiKey('system', 'get', '/api/v1/dic/getByPid') }),
      clearDictionaryCache(queryClient, AGRI_CATEGORY),
    ]);
  };

  const remove = useMutation({
    mutationFn: (row: DicItem) =>
      apiFetch(client, 'system', 'post', '/api/v1/dic/item/delete', { body: { id: row.id } }),
    meta: {
      successText: m.removeSuccess,
      errorText: m.removeFailure,
      errorLevel: 'warning',
      what: 'dicItemDelete',
    },
    onSuccess: () => void refresh(),
  });

  const error = roots.isError ? (errorTextOf(m.loadFailure, roots.error) ?? m.loadFailure) : undefined;

  return (
    <div className="agri-dictionary">
      <TreeTable<Node>
        className="agri-tree"
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
          { title: m.columns.code, dataIndex: 'code', key: 'code', width: 160 },
          { title: m.columns.value, dataIndex: 'value', key: 'value' },
          { title: m.columns.sort, dataIndex: 'sort', key: 'sort', width: 80 },
          {
            title: m.columns.status,
            key: 'status',
            width: 90,
            render: (_v: unknown, row: Node) =>
              row.status === 1 ? <Tag color="green">{m.enabled}</Tag> : <Tag>{m.disabled}</Tag>,
          },
        ]}
        onAddChild={can.add ? (row) => setDialog({ mode: 'create', parent: row }) : undefined}
        actions={
          can.edit || can.remove
            ? (row) => (
                <RowActions
                  okText={m.ok}
                  cancelText={m.cancel}
                  actions={editRemoveActions({
                    can,
                    onEdit: () => setDialog({ mode: 'edit', item: row }),
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
                await apiFetch(client, 'system', 'post', '/api/v1/dic/item/sort', {
                  body: { ids: step.siblings.map((sibling) => sibling.id) },
                });
                void refresh();
              }
            : undefined
        }
        moveMeta={{ errorText: m.moveFailure, what: 'dicItemSort' }}
      />
      {dialog ? (
        <ItemDialog
          mode={dialog.mode}
          dicNumber={AGRI_CATEGORY}
          pid={dialog.mode === 'create' ? (dialog.parent?.id ?? 0) : undefined}
          item={dialog.mode === 'edit' ? dialog.item : undefined}
          names={{
            dialogCreate:
              dialog.mode === 'create' && dialog.parent
                ? m.dialogCreateChild(dialog.parent.name)
                : m.dialogCreate,
            dialogEdit: m.dialogEdit,
            saveSuccess: m.saveSuccess,
            saveFailure: m.saveFailure,
          }}
          onClose={(saved) => {
            // the parent's children are loaded (again) so that opening it shows the new one
            if (saved && dialog.mode === 'create' && dialog.parent) open(dialog.parent.id);
            setDialog(null);
            if (saved) void refresh();
          }}
        />
      ) : null}
    </div>
  );
}
