import { type QueryColumn, QueryTable, useUrlSearch } from '@/components/query-table';
import { useApi } from '@/lib/api';
import { type TodoRow, todoQuery, todoSearch } from './api';
import { flowColumn, initiatorColumn, openColumn, summaryColumn, UrlRequestDrawer } from './columns';
import { taskMessages as m } from './messages';

type Filter = typeof todoSearch.defaults;

/**
 * 待办: the current user's pending tasks, latest arrival first (流程 / 摘要 / 发起人 / 发起时间 /
 * 当前节点 / 到达时间); 办理 opens the request with this node's permissions and the decisions.
 * The open task is in the URL (`?request=…&task=…`).
 */
export function TodoPage() {
  const client = useApi();
  const { search, write } = useUrlSearch(todoSearch);
  const c = m.columns;
  const columns: QueryColumn<TodoRow, Filter>[] = [
    flowColumn(160, { label: m.filters.keyword, placeholder: m.filters.keywordPlaceholder }),
    summaryColumn(),
    initiatorColumn(110),
    { key: 'createTime', title: c.createTime, dataIndex: 'createTime', width: 170 },
    { key: 'nodeTitle', title: c.node, dataIndex: 'nodeTitle', width: 140 },
    { key: 'arriveTime', title: c.arriveTime, dataIndex: 'arriveTime', width: 170 },
    openColumn(m.handle, 90, (row) => write({ ...search, request: row.requestId, task: row.taskId })),
  ];
  return (
    <>
      <QueryTable
        search={todoSearch}
        query={(s, pageSize) => todoQuery(client, s, pageSize)}
        columns={columns}
        rowKey="taskId"
        index
        className="todo-table"
      />
      <UrlRequestDrawer search={search} write={write} withTask />
    </>
  );
}
