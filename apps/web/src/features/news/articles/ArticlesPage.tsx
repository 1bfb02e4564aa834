import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, List, Pagination, Spin, Tabs, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { labelOptions, type QueryColumn, QueryTable } from '@/components/query-table';
import { publishActions, rowActionsColumn } from '@/components/row-actions';
import { TabPaneHeader } from '@/components/TabPaneHeader';
import type { AccessCode } from '@/lib/access-codes';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import { useRights } from '@/lib/use-rights';
import {
  ARTICLE_LIST_KEY,
  type Article,
  articleListQuery,
  type Channel,
  PUBLISHED_KEY,
  publishedQuery,
} from '../api';
import { newsMessages as m } from '../messages';
import { ArticleReader } from './ArticleReader';
import { newsImageUrl } from './images';
import { articleSearch } from './search';
import './news.css';

// The dialog brings tiptap: loaded the first time an article is added or edited.
const ArticleDialog = lazy(() => import('./ArticleDialog'));

type Filter = typeof articleSearch.defaults;

/** The buttons of a channel's page. */
const BUTTONS = {
  agroNews: { add: 'news:add', edit: 'news:edit', remove: 'news:delete' },
  marketCondition: { add: 'market:add', edit: 'market:edit', remove: 'market:delete' },
} as const satisfies Record<Channel, Record<string, AccessCode>>;

function StatusCell({ row }: { row: Article }) {
  if (row.status === 1 && !row.visible) return <Tag color="gold">{m.scheduled}</Tag>;
  const color = row.status === 1 ? 'green' : row.status === 2 ? 'default' : 'blue';
  return <Tag color={color}>{m.status[row.status]}</Tag>;
}

/** What readers see now: visible articles, pinned first, each opening the reader. */
function ReaderList({ channel, onRead }: { channel: Channel; onRead: (id: number) => void }) {
  const client = useApi();
  const [page, setPage] = useState(1);
  const list = useQuery(publishedQuery(client, channel, page));
  if (list.isPending) return <Spin />;
  if (list.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={m.articles.readerFailure}
        action={<Button onClick={() => void list.refetch()}>{m.articles.retry}</Button>}
      />
    );
  return (
    <>
      <List
        className="news-reader-list"
        dataSource={list.data.records}
        locale={{ emptyText: m.articles.readerEmpty }}
        renderItem={(a) => (
          <List.Item
            key={a.id}
            extra={
              a.cover ? (
                <img className="news-cover-preview" src={newsImageUrl(a.cover)} alt={a.title} />
              ) : null
            }
          >
            <List.Item.Meta
              title={
                <>
                  {a.pinned ? <Tag color="red">{m.articles.pinnedYes}</Tag> : null}
                  <Button type="link" style={{ padding: 0 }} onClick={() => onRead(a.id)}>
                    {a.title}
                  </Button>
                </>
              }
              description={m.reader.meta(a.author, a.source, a.publishTime ?? '')}
            />
            {a.summary}
          </List.Item>
        )}
      />
      {list.data.total > 10 ? (
        <Pagination current={page} total={list.data.total} onChange={setPage} showSizeChanger={false} />
      ) : null}
    </>
  );
}

/**
 * 农资新闻 (agroNews) and 市场行情 (marketCondition): the channel's articles with filters 标题 / 状态 /
 * 标签 / 发布时间, columns 封面, 浏览量, 作者, 置顶, 发布时间; 新增 / 编辑 (rich text), 发布 / 下线,
 * 删除, 阅读; and the readers' view (R-18.1).
 */
export function ArticlesPage({ channel }: { channel: Channel }) {
  const client = useApi();
  const queryClient = useQueryClient();
  const title = channel === 'agroNews' ? m.pages.agroNews : m.pages.marketCondition;
  const can = useRights(BUTTONS[channel]);
  const [dialog, setDialog] = useState<{ id?: number } | null>(null);
  const [reading, setReading] = useState<number | null>(null);
  const [tab, setTab] = useState('manage');
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ARTICLE_LIST_KEY });
    void queryClient.invalidateQueries({ queryKey: PUBLISHED_KEY });
  };

  const setStatus = useMutation({
    mutationFn: ({ row, status }: { row: Article; status: 0 | 1 | 2 }) =>
      apiFetch(client, 'system', 'post', '/api/v1/news/status', { body: { id: row.id, status } }),
    meta: { errorText: m.articles.statusFailure, what: 'newsStatus' },
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (row: Article) =>
      apiFetch(client, 'system', 'post', '/api/v1/news/delete', { body: { id: row.id } }),
    meta: { successText: m.articles.deleteSuccess, errorText: m.articles.deleteFailure, what: 'newsDelete' },
    onSuccess: refresh,
  });

  const c = m.articles.columns;
  const columns: QueryColumn<Article, Filter>[] = [
    {
      key: 'cover',
      title: c.cover,
      width: 86,
      render: (_v, row) =>
        row.cover ? (
          <img className="news-cover-cell" src={newsImageUrl(row.cover)} alt={`${row.title}${c.cover}`} />
        ) : (
          <span className="news-cover-cell" />
        ),
    },
    {
      key: 'title',
      title: c.title,
      dataIndex: 'title',
      width: 260,
      ellipsis: true,
      search: { type: 'text', name: 'title', maxLength: 100 },
      render: (_v, row) => (
        <>
          {row.pinned ? <Tag color="red">{m.articles.pinnedYes}</Tag> : null}
          {row.title}
        </>
      ),
    },
    {
      key: 'status',
      title: c.status,
      width: 96,
      search: {
        type: 'select',
        name: 'status',
        options: labelOptions(m.status, m.all),
      },
      render: (_v, row) => <StatusCell row={row} />,
    },
    {
      key: 'tags',
      title: c.tags,
      width: 160,
      search: { type: 'text', name: 'tag', maxLength: 20 },
      render: (_v, row) => row.tags.map((t) => <Tag key={t}>{t}</Tag>),
    },
    { key: 'author', title: c.author, dataIndex: 'author', width: 130, ellipsis: true },
    { key: 'source', title: c.source, dataIndex: 'source', hideInTable: true },
    {
      key: 'publishTime',
      title: c.publishTime,
      dataIndex: 'publishTime',
      width: 170,
      search: { type: 'dateRange', name: 'published' },
    },
    { key: 'viewCount', title: c.viewCount, dataIndex: 'viewCount', width: 80, align: 'right' },
    rowActionsColumn({
      title: c.actions,
      width: 200,
      fixed: 'right',
      okText: m.articles.confirm.ok,
      cancelText: m.articles.confirm.cancel,
      actions: (row) => [
        { label: m.articles.actions.read, visible: row.visible, onClick: () => setReading(row.id) },
        { label: m.articles.actions.edit, visible: can.edit, onClick: () => setDialog({ id: row.id }) },
        ...publishActions({
          can: can.edit,
          published: row.status === 1,
          labels: { publish: m.articles.actions.publish, withdraw: m.articles.actions.offline },
          confirm: { publish: m.articles.confirm.publish, withdraw: m.articles.confirm.offline },
          onPublish: () => setStatus.mutateAsync({ row, status: 1 }),
          onWithdraw: () => setStatus.mutateAsync({ row, status: 2 }),
        }),
        {
          label: m.articles.actions.delete,
          visible: can.remove,
          danger: true,
          confirm: m.articles.confirm.delete,
          onClick: () => remove.mutateAsync(row),
        },
      ],
    }),
  ];

  return (
    <section className={`news-articles news-${channel}`}>
      <TabPaneHeader title={title} />
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'manage',
            label: m.articles.manageTab,
            children: (
              <QueryTable
                search={articleSearch}
                query={(search, pageSize) => articleListQuery(client, channel, search, pageSize)}
                columns={columns}
                rowKey="id"
                index
                scrollX={1300}
                onCreate={can.add ? () => setDialog({}) : undefined}
                exportFile={{ fileName: title, path: '/api/v1/news/export' }}
                className="article-table"
              />
            ),
          },
          {
            key: 'reader',
            label: m.articles.readerTab,
            children: tab === 'reader' ? <ReaderList channel={channel} onRead={setReading} /> : null,
          },
        ]}
      />
      {dialog ? (
        <Suspense fallback={<Spin description={m.dialog.editorLoading} fullscreen />}>
          <ArticleDialog channel={channel} id={dialog.id} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
      {reading !== null ? <ArticleReader id={reading} onClose={() => setReading(null)} /> : null}
    </section>
  );
}
