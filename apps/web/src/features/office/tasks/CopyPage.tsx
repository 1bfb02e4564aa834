import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Badge, Button } from 'antd';
import { type QueryColumn, QueryTable, useUrlSearch } from '@/components/query-table';
import { useApi } from '@/lib/api';
import { notify } from '@/lib/notify';
import { type CcRow, copyQuery, copySearch, RUNTIME_KEYS, readCopies } from './api';
import { flowColumn, initiatorColumn, openColumn, summaryColumn, UrlRequestDrawer } from './columns';
import { taskMessages as m } from './messages';
import { STATUS_COLORS } from './RequestDrawer';

type Filter = typeof copySearch.defaults;

/**
 * 抄送我的: the requests copied to the user, newest first, 已读 / 未读 (opening one reads it),
 * filtered by 阅读状态; 全部已读 marks every one read.
 */
export function CopyPage() {
  const client = useApi();
  const queryClient = useQueryClient();
  const { search, write } = useUrlSearch(copySearch);
  const refresh = () =>
    Promise.all(RUNTIME_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const readAll = useMutation({
    mutationFn: () => readCopies(client, { all: true }),
    meta: { errorText: m.readFailed, what: 'approvalCcRead' },
    onSuccess: (data) => {
      notify.success(m.readAllDone(data.changed));
      return refresh();
    },
  });
  const c = m.columns;
  const columns: QueryColumn<CcRow, Filter>[] = [
    {
      key: 'read',
      title: c.read,
      dataIndex: 'read',
      width: 90,
      render: (_v, row) => (
        <Badge status={row.read ? 'default' : 'processing'} text={row.read ? m.read : m.unread} />
      ),
      search: {
        type: 'select',
        name: 'read',
        label: m.filters.read,
        options: [
          { value: '', label: m.readLabels.all },
          { value: '0', label: m.readLabels.unread },
          { value: '1', label: m.readLabels.read },
        ],
      },
    },
    flowColumn(150),
    summaryColumn(),
    initiatorColumn(100),
    {
      key: 'requestStatus',
      title: c.status,
      dataIndex: 'requestStatus',
      width: 100,
      render: (_v, row) => (
        <Badge
          status={STATUS_COLORS[row.requestStatus] as 'default'}
          text={m.requestStatus[row.requestStatus]}
        />
      ),
    },
    { key: 'nodeTitle', title: c.ccNode, dataIndex: 'nodeTitle', width: 120 },
    { key: 'createTime', title: c.ccTime, dataIndex: 'createTime', width: 165 },
    openColumn(m.view, 80, (row) => write({ ...search, request: row.requestId, task: 0 })),
  ];
  return (
    <>
      <QueryTable
        search={copySearch}
        query={(s, pageSize) => copyQuery(client, s, pageSize)}
        columns={columns}
        rowKey="id"
        index
        className="copy-table"
        toolbar={
          <Button loading={readAll.isPending} onClick={() => readAll.mutate()}>
            {m.readAll}
          </Button>
        }
      />
      <UrlRequestDrawer search={search} write={write} onClose={() => void refresh()} />
    </>
  );
}
