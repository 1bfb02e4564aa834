import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Tabs, Tag } from 'antd';
import { type QueryColumn, QueryTable, useUrlSearch } from '@/components/query-table';
import { rowActionsColumn } from '@/components/row-actions';
import { useAccess } from '@/lib/access';
import { useApi } from '@/lib/api';
import {
  type DoneRow,
  doneQuery,
  doneSearch,
  mineQuery,
  type RequestRow,
  RUNTIME_KEYS,
  withdrawRequest,
} from './api';
import { flowColumn, initiatorColumn, summaryColumn, UrlRequestDrawer } from './columns';
import { taskMessages as m } from './messages';
import { STATUS_COLORS } from './RequestDrawer';

type Filter = typeof doneSearch.defaults;

/**
 * 已办: 我审批的 — the tasks the user decided, with 审批结果 / 审批意见 / 耗时 — and 我发起的 — the
 * user's requests with their state, where the initiator may 撤回 while nobody has acted (asked
 * first). 查看 opens the request read-only.
 */
export function DonePage() {
  const client = useApi();
  const queryClient = useQueryClient();
  const { search, write } = useUrlSearch(doneSearch);
  const canWithdraw = useAccess().can('process:withdraw');
  const c = m.columns;
  const open = (request: number) => write({ ...search, request, task: 0 });
  const withdraw = useMutation({
    mutationFn: (id: number) => withdrawRequest(client, id),
    meta: { successText: m.withdrawDone, errorText: m.withdrawFailed, what: 'approvalWithdraw' },
    onSettled: () => Promise.all(RUNTIME_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });

  const taskColumns: QueryColumn<DoneRow, Filter>[] = [
    flowColumn(150, { label: m.filters.keyword, placeholder: m.filters.keywordPlaceholder }),
    summaryColumn(),
    initiatorColumn(100),
    { key: 'createTime', title: c.createTime, dataIndex: 'createTime', width: 165 },
    { key: 'nodeTitle', title: c.node, dataIndex: 'nodeTitle', width: 120 },
    {
      key: 'result',
      title: c.result,
      dataIndex: 'result',
      width: 90,
      render: (_v, row) => (
        <Tag color={row.result === 1 ? 'green' : row.result === 2 ? 'red' : 'blue'}>
          {m.results[row.result]}
        </Tag>
      ),
    },
    {
      key: 'comment',
      title: c.comment,
      dataIndex: 'comment',
      ellipsis: true,
      // an approval without a comment reads as "—", like every other empty cell
      render: (_v, row) => (row.comment?.trim() ? row.comment : '—'),
    },
    {
      key: 'duration',
      title: c.duration,
      dataIndex: 'durationMs',
      width: 120,
      render: (_v, row) => m.duration(row.durationMs),
    },
    rowActionsColumn({
      title: c.actions,
      width: 80,
      actions: (row) => [{ label: m.view, onClick: () => open(row.requestId) }],
    }),
  ];
  const mineColumns: QueryColumn<RequestRow, Filter>[] = [
    flowColumn(150, { label: m.filters.name, placeholder: m.filters.name }),
    summaryColumn(),
    {
      key: 'status',
      title: c.status,
      dataIndex: 'status',
      width: 100,
      render: (_v, row) => <Tag color={STATUS_COLORS[row.status]}>{m.requestStatus[row.status]}</Tag>,
      search: {
        type: 'select',
        name: 'status',
        label: m.filters.status,
        options: [
          { value: '', label: m.readLabels.all },
          ...[1, 2, 3, 4].map((s) => ({ value: String(s), label: m.requestStatus[s] as string })),
        ],
      },
    },
    {
      key: 'currentNode',
      title: c.node,
      dataIndex: 'currentNode',
      width: 130,
      render: (_v, row) => row.currentNode ?? '—',
    },
    { key: 'createTime', title: c.createTime, dataIndex: 'createTime', width: 165 },
    {
      key: 'finishTime',
      title: c.finishTime,
      dataIndex: 'finishTime',
      width: 165,
      render: (_v, row) => row.finishTime ?? '—',
    },
    rowActionsColumn({
      title: c.actions,
      width: 120,
      actions: (row) => [
        { label: m.view, onClick: () => open(row.id) },
        {
          label: m.withdraw,
          danger: true,
          visible: canWithdraw && row.canWithdraw,
          confirm: m.withdrawConfirm,
          onClick: () => withdraw.mutateAsync(row.id),
        },
      ],
    }),
  ];
  return (
    <>
      <Tabs
        activeKey={search.tab}
        onChange={(tab) => write({ ...doneSearch.parse({}), tab: tab as Filter['tab'] })}
        items={[
          {
            key: 'tasks',
            label: m.tabs.tasks,
            children:
              search.tab === 'tasks' ? (
                <QueryTable
                  search={doneSearch}
                  query={(s, pageSize) => doneQuery(client, s, pageSize)}
                  columns={taskColumns}
                  rowKey="taskId"
                  index
                  className="done-table"
                />
              ) : null,
          },
          {
            key: 'mine',
            label: m.tabs.mine,
            children:
              search.tab === 'mine' ? (
                <QueryTable
                  search={doneSearch}
                  query={(s, pageSize) => mineQuery(client, s, pageSize)}
                  columns={mineColumns}
                  rowKey="id"
                  index
                  className="mine-table"
                />
              ) : null,
          },
        ]}
      />
      <UrlRequestDrawer search={search} write={write} />
    </>
  );
}
