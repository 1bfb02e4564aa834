import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Tag } from 'antd';
import { CrudTree, statusOptions, useCrudTree } from '@/components/crud';
import { QueryFilter, useUrlSearch } from '@/components/query-table';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import { currentUserQuery, DEPT_TREE_KEY, type DepartmentNode } from '../shared/org';
import { deptScreenQuery } from './api';
import { DeptDialog } from './DeptDialog';
import { deptMessages as m } from './messages';
import { deptSearch } from './search';

/**
 * 组织机构管理: the department tree of the user's enterprise (filter 部门名称 / 状态, 展开 / 折叠,
 * 新增, 新增下级, 编辑, 删除, drag to re-order).
 */
export function DeptPage() {
  const client = useApi();
  const { search } = useUrlSearch(deptSearch);
  const tree = useQuery({
    ...deptScreenQuery(client, search),
    meta: { errorText: m.loadFailed, what: 'dept tree' },
    placeholderData: keepPreviousData,
  });
  const me = useQuery(currentUserQuery(client));
  const enterpriseNumber = me.data?.enterpriseNumber ?? null;
  const crud = useCrudTree<DepartmentNode>({
    rights: { add: 'dept:add', edit: 'dept:edit', remove: 'dept:delete' },
    invalidates: [DEPT_TREE_KEY],
    remove: {
      run: (row) =>
        apiFetch(client, 'account', 'delete', '/api/v1/enterprise/dept/delete', {
          params: { query: { id: row.id } },
        }),
      meta: { successText: m.deleted, errorText: m.deleteFailed, what: 'dept delete' },
    },
  });

  return (
    <CrudTree<DepartmentNode>
      crud={crud}
      className="dept-manager"
      tableClassName="dept-table"
      title={m.title}
      filter={
        <QueryFilter
          search={deptSearch}
          name="dept-filter"
          fields={[
            { type: 'text', name: 'name', label: m.columns.name, maxLength: 50 },
            { type: 'select', name: 'status', label: m.columns.status, options: statusOptions() },
          ]}
          onSame={() => void tree.refetch()}
        />
      }
      rows={tree.data?.list}
      load={tree}
      loadError={m.loadFailed}
      columns={[
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
      ]}
      create={m.actions.create}
      createProps={{
        disabled: !enterpriseNumber,
        title: enterpriseNumber || me.isPending ? undefined : m.noEnterprise,
      }}
      canAddChild={() => Boolean(enterpriseNumber)}
      confirm={() => m.confirmDelete}
      move={{
        run: ({ parent, siblings }) =>
          apiFetch(client, 'account', 'post', '/api/v1/enterprise/dept/sort', {
            body: { parentId: parent?.id ?? 0, ids: siblings.map((d) => d.id) },
          }),
        meta: { errorText: m.sortFailed, what: 'dept sort' },
      }}
      dialog={(target, close) =>
        enterpriseNumber ? (
          <DeptDialog
            {...target}
            tree={tree.data?.list ?? []}
            enterpriseNumber={enterpriseNumber}
            onClose={close}
          />
        ) : null
      }
    />
  );
}
