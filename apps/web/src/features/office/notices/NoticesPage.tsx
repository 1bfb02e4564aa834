import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Badge, Button, Input, List, Pagination, Segmented, Space, Spin, Tabs, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { codeColumn, type QueryColumn, QueryTable } from '@/components/query-table';
import { publishActions, rowActionsColumn } from '@/components/row-actions';
import { TabPaneHeader } from '@/components/TabPaneHeader';
import { useApi } from '@/lib/api';
import { PAGE_SIZE } from '@/lib/list-search';
import { apiFetch } from '@/lib/query';
import { useRights } from '@/lib/use-rights';
import {
  type InboxFilter,
  inboxQuery,
  NOTICE_LIST_KEY,
  NOTICE_MINE_KEY,
  NOTICE_READERS_KEY,
  type NoticeRow,
  noticeListQuery,
} from './api';
import { noticeMessages as m } from './messages';
import { NoticeReader } from './NoticeReader';
import { ReadersDrawer } from './ReadersDrawer';
import { noticeSearch } from './search';

// The dialog brings tiptap: loaded the first time a notice is added or edited.
const NoticeDialog = lazy(() => import('./NoticeDialog'));

type Filter = typeof noticeSearch.defaults;

/** 我的通知: the published notices addressed to me, unread ones marked, 全部已读. */
function Inbox({ onRead }: { onRead: (id: number) => void }) {
  const client = useApi();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<InboxFilter>('all');
  const [title, setTitle] = useState('');
  const [page, setPage] = useState(1);
  const list = useQuery(inboxQuery(client, filter, title, page));
  const readAll = useMutation({
    mutationFn: () => apiFetch(client, 'system', 'post', '/api/v1/notice/readAll', { body: {} }),
    meta: { errorText: m.inbox.readAllFailure, what: 'noticeReadAll' },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: NOTICE_MINE_KEY });
      void queryClient.invalidateQueries({ queryKey: NOTICE_LIST_KEY });
      void queryClient.invalidateQueries({ queryKey: NOTICE_READERS_KEY });
    },
  });
  const unread = list.data?.unread ?? 0;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Space wrap>
        <Segmented<InboxFilter>
          value={filter}
          onChange={(v) => {
            setFilter(v);
            setPage(1);
          }}
          options={[
            { value: 'all', label: m.inbox.filterAll },
            {
              value: 'unread',
              label: (
                <Badge count={unread} size="small" offset={[8, -2]}>
                  {m.inbox.filterUnread}
                </Badge>
              ),
            },
            { value: 'read', label: m.inbox.filterRead },
          ]}
        />
        <Input.Search
          allowClear
          placeholder={m.inbox.search}
          aria-label={m.inbox.search}
          maxLength={100}
          style={{ width: 240 }}
          onSearch={(v) => {
            setTitle(v.trim());
            setPage(1);
          }}
        />
        <Button disabled={unread === 0} loading={readAll.isPending} onClick={() => readAll.mutate()}>
          {m.inbox.readAll}
        </Button>
      </Space>
      {list.isPending ? (
        <Spin />
      ) : list.isError ? (
        <Alert
          type="error"
          showIcon
          title={m.inbox.failure}
          action={<Button onClick={() => void list.refetch()}>{m.retry}</Button>}
        />
      ) : (
        <>
          <List
            className="notice-inbox"
            dataSource={list.data.records}
            locale={{ emptyText: filter === 'unread' ? m.inbox.unreadEmpty : m.inbox.empty }}
            renderItem={(n) => (
              <List.Item key={n.id}>
                <List.Item.Meta
                  title={
                    <Space size={4}>
                      {n.read ? null : <Badge status="processing" text={null} aria-label={m.inbox.unread} />}
                      {n.pinned ? <Tag color="red">{m.pinned}</Tag> : null}
                      <Tag>{m.types[n.noticeType]}</Tag>
                      <Button
                        type="link"
                        style={{ padding: 0, fontWeight: n.read ? 400 : 600 }}
                        onClick={() => onRead(n.id)}
                      >
                        {n.title}
                      </Button>
                    </Space>
                  }
                  description={m.inbox.meta(n.creatorName, n.publishTime)}
                />
              </List.Item>
            )}
          />
          {list.data.total > PAGE_SIZE ? (
            <Pagination current={page} total={list.data.total} onChange={setPage} showSizeChanger={false} />
          ) : null}
        </>
      )}
    </Space>
  );
}

/**
 * 通知公告 (R-15.notice): 我的通知 (inbox with 已读 / 未读, 全部已读, reading records the time) and
 * 通知管理 for those with its buttons (filters 标题 / 类型 / 状态; 新增 / 编辑 with rich text,
 * attachments and 发送范围; 发布 / 撤回 / 置顶; 阅读情况; 删除 of drafts and withdrawn notices).
 */
export function NoticesPage() {
  const client = useApi();
  const queryClient = useQueryClient();
  const can = useRights({
    add: 'notice:add',
    edit: 'notice:edit',
    remove: 'notice:delete',
    publish: 'notice:publish',
  });
  const manages = can.add || can.edit || can.remove || can.publish;
  const [tab, setTab] = useState('inbox');
  const [dialog, setDialog] = useState<{ id?: number } | null>(null);
  const [reading, setReading] = useState<number | null>(null);
  const [readers, setReaders] = useState<NoticeRow | null>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: NOTICE_LIST_KEY });
    void queryClient.invalidateQueries({ queryKey: NOTICE_MINE_KEY });
  };
  const setStatus = useMutation({
    mutationFn: ({ row, action }: { row: NoticeRow; action: 'publish' | 'withdraw' | 'pin' | 'unpin' }) =>
      apiFetch(client, 'system', 'post', '/api/v1/notice/status', { body: { id: row.id, action } }),
    meta: { errorText: m.statusFailure, what: 'noticeStatus' },
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (row: NoticeRow) =>
      apiFetch(client, 'system', 'post', '/api/v1/notice/delete', { body: { id: row.id } }),
    meta: { successText: m.deleteSuccess, errorText: m.deleteFailure, what: 'noticeDelete' },
    onSuccess: refresh,
  });

  const c = m.columns;
  const columns: QueryColumn<NoticeRow, Filter>[] = [
    {
      key: 'title',
      title: c.title,
      dataIndex: 'title',
      width: 300,
      ellipsis: true,
      search: { type: 'text', name: 'title', maxLength: 100 },
      render: (_v, row) => (
        <>
          {row.pinned ? <Tag color="red">{m.pinned}</Tag> : null}
          {row.title}
        </>
      ),
    },
    {
      key: 'noticeType',
      title: c.type,
      width: 80,
      search: {
        type: 'select',
        name: 'noticeType',
        options: [
          { value: '', label: m.all },
          { value: '1', label: m.types[1] as string },
          { value: '2', label: m.types[2] as string },
        ],
      },
      render: (_v, row) => m.types[row.noticeType],
    },
    codeColumn({
      key: 'status',
      title: c.status,
      width: 90,
      labels: m.status,
      colors: m.statusColor,
      code: (row) => row.status,
      filter: { name: 'status', all: m.all },
    }),
    {
      key: 'reads',
      title: c.reads,
      width: 110,
      render: (_v, row) => m.readsCell(row.readCount, row.audienceCount),
    },
    { key: 'creatorName', title: c.creator, dataIndex: 'creatorName', width: 110 },
    { key: 'publishTime', title: c.publishTime, dataIndex: 'publishTime', width: 170 },
    { key: 'updateTime', title: c.updateTime, dataIndex: 'updateTime', width: 170, hideInTable: true },
    rowActionsColumn({
      title: c.actions,
      width: 260,
      fixed: 'right',
      okText: m.confirm.ok,
      cancelText: m.confirm.cancel,
      actions: (row) => [
        { label: m.actions.edit, visible: can.edit, onClick: () => setDialog({ id: row.id }) },
        ...publishActions({
          can: can.publish,
          published: row.status === 1,
          labels: m.actions,
          confirm: m.confirm,
          onPublish: () => setStatus.mutateAsync({ row, action: 'publish' }),
          onWithdraw: () => setStatus.mutateAsync({ row, action: 'withdraw' }),
        }),
        {
          label: row.pinned ? m.actions.unpin : m.actions.pin,
          visible: can.edit,
          onClick: () => setStatus.mutateAsync({ row, action: row.pinned ? 'unpin' : 'pin' }),
        },
        { label: m.actions.readers, visible: row.status !== 0, onClick: () => setReaders(row) },
        {
          label: m.actions.delete,
          visible: can.remove && row.status !== 1,
          danger: true,
          confirm: m.confirm.delete,
          onClick: () => remove.mutateAsync(row),
        },
      ],
    }),
  ];

  return (
    <section className="office-notices">
      <TabPaneHeader title={m.title} />
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'inbox',
            label: m.tabs.inbox,
            children: tab === 'inbox' ? <Inbox onRead={setReading} /> : null,
          },
          ...(manages
            ? [
                {
                  key: 'manage',
                  label: m.tabs.manage,
                  children: (
                    <QueryTable
                      search={noticeSearch}
                      query={(search, pageSize) => noticeListQuery(client, search, pageSize)}
                      columns={columns}
                      rowKey="id"
                      index
                      scrollX={1200}
                      onCreate={can.add ? () => setDialog({}) : undefined}
                      exportFile={{ fileName: m.title, path: '/api/v1/notice/export' }}
                      className="notice-table"
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
      {dialog ? (
        <Suspense fallback={<Spin description={m.dialog.editorLoading} fullscreen />}>
          <NoticeDialog id={dialog.id} canPublish={can.publish} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
      {reading !== null ? <NoticeReader id={reading} onClose={() => setReading(null)} /> : null}
      {readers ? (
        <ReadersDrawer id={readers.id} title={readers.title} onClose={() => setReaders(null)} />
      ) : null}
    </section>
  );
}
