import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { statusOptions } from '@/components/crud';
import { QueryFilter, useUrlSearch } from '@/components/query-table';
import { RowActions } from '@/components/row-actions';
import { TabPaneHeader } from '@/components/TabPaneHeader';
import { TreeTable } from '@/components/tree-table';
import { useAccess } from '@/lib/access';
import { useApi } from '@/lib/api';
import { errorTextOf } from '@/lib/errors';
import { apiFetch } from '@/lib/query';
import { currentUserQuery, DEPT_TREE_KEY, type DepartmentNode } from '../shared/org';
import { deptScreenQuery } from './api';
import { DeptDialog } from './DeptDialog';
import { deptMessages as m } from './messages';
import { deptSearch } from './search';

type Dialog = { mode: 'create'; parent: { id: number; name: string } | null } | { mode: 'edit'; id: number };

const loadMeta = { errorText: m.loadFailed, what: 'dept tree' };

/**
 * 组织机构管理: the department tree of the user's enterprise (filter 部门名称 / 状态, 展开 / 折叠,
 * 新增, 新增下级, 编辑, 删除, drag to re-order).
 */
export function DeptPage() {
  const client = useApi();
  const queryClient = useQueryClient();
  const { search } = useUrlSearch(deptSearch);
  const options = deptScreenQuery(client, search);
  const tree = useQuery({
    ...options,
    meta: loadMeta,
    placeholderData: keepPreviousData,
  });
  const me = useQuery(currentUserQuery(client));
  const enterpriseNumber = me.data?.enterpriseNumber ?? null;
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const access = useAccess();
  const can = {
    add: access.can('dept:add'),
    edit: access.can('dept:edit'),
    remove: access.can('dept:delete'),
  };

  const remove = useMutation({
    mutationFn: (id: number) =>
      apiFetch(client, 'account', 'delete', '/api/v1/enterprise/dept/delete', { params: { query: { id } } }),
    meta: { successText: m.deleted, errorText: m.deleteFailed, what: 'dept delete' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: DEPT_TREE_KEY }),
  });

  const columns: TableColumnsType<DepartmentNode> = [
    { key: 'name', title: m.columns.name, dataIndex: 'name', ellipsis: true },
    { key: 'number', title: m.columns.number, dataIndex: 'number', width: 150 },
    { key: 'leader', title: m.columns.leader, dataIndex: 'leader', width: 110, render: (v) => v || '-' },
    { key: 'sort', title: m.columns.sort, dataIndex: 'sort', width: 70, align: 'center' },
    {
      key: 'status',
      title: m.columns.status,
      dataIndex: 'status',
      width: 80,
      render: (v) =>
        v === 0 ? <Tag color="default">{m.status.off}</Tag> : <Tag color="green">{m.status.on}</Tag>,
    },
    {
      key: 'createTime',
      title: m.columns.createTime,
      dataIndex: 'createTime',
      width: 170,
      render: (v) => v || '-',
    },
  ];

  return (
    <section className="dept-manager">
      <TabPaneHeader title={m.title} />
      <QueryFilter
        search={deptSearch}
        name="dept-filter"
        fields={[
          { type: 'text', name: 'name', label: m.columns.name, maxLength: 50 },
          {
            type: 'select',
            name: 'status',
            label: m.columns.status,
            options: statusOptions(),
          },
        ]}
        onSame={() => void tree.refetch()}
      />
      <TreeTable<DepartmentNode>
        className="dept-table"
        rows={tree.data?.list}
        columns={columns}
        rowKey="id"
        loading={tree.isFetching}
        error={tree.isError ? (errorTextOf(loadMeta.errorText, tree.error) ?? m.loadFailed) : undefined}
        onRetry={() => void tree.refetch()}
        toolbar={
          can.add ? (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              disabled={!enterpriseNumber}
              title={enterpriseNumber || me.isPending ? undefined : m.noEnterprise}
              onClick={() => setDialog({ mode: 'create', parent: null })}
            >
              {m.actions.create}
            </Button>
          ) : null
        }
        onAddChild={
          can.add ? (row) => setDialog({ mode: 'create', parent: { id: row.id, name: row.name } }) : undefined
        }
        canAddChild={() => Boolean(enterpriseNumber)}
        actions={(row) => (
          <RowActions
            actions={[
              {
                label: m.actions.edit,
                visible: can.edit,
                onClick: () => setDialog({ mode: 'edit', id: row.id }),
              },
              {
                label: m.actions.delete,
                visible: can.remove,
                danger: true,
                confirm: m.confirmDelete,
                onClick: () => remove.mutateAsync(row.id),
              },
            ]}
          />
        )}
        move={
          can.edit
            ? async ({ parent, siblings }) => {
                await apiFetch(client, 'account', 'post', '/api/v1/enterprise/dept/sort', {
                  body: { parentId: parent?.id ?? 0, ids: siblings.map((d) => d.id) },
                });
                await queryClient.invalidateQueries({ queryKey: DEPT_TREE_KEY });
              }
            : undefined
        }
        moveMeta={{ errorText: m.sortFailed, what: 'dept sort' }}
      />
      {dialog && enterpriseNumber ? (
        <DeptDialog
          {...dialog}
          tree={tree.data?.list ?? []}
          enterpriseNumber={enterpriseNumber}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </section>
  );
}
