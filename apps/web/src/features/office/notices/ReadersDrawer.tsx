import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Segmented, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useApi } from '@/lib/api';
import { PAGE_SIZE } from '@/lib/list-search';
import { readersQuery } from './api';
import { noticeMessages as m } from './messages';

type Filter = 'all' | 'read' | 'unread';

/** 阅读情况: the whole audience of a notice, person by person, with the read time. */
export function ReadersDrawer({ id, title, onClose }: { id: number; title: string; onClose: () => void }) {
  const client = useApi();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const read = filter === 'all' ? undefined : filter === 'read';
  const list = useQuery(readersQuery(client, id, read, page));
  const r = m.readers;
  return (
    <Drawer open size={640} title={r.title(title)} onClose={onClose} destroyOnHidden>
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        <Space wrap>
          <Segmented<Filter>
            value={filter}
            onChange={(v) => {
              setFilter(v);
              setPage(1);
            }}
            options={[
              { value: 'all', label: r.filterAll },
              { value: 'read', label: r.filterRead },
              { value: 'unread', label: r.filterUnread },
            ]}
          />
          {list.data ? (
            <span role="status">{r.summary(list.data.readCount, list.data.unreadCount)}</span>
          ) : null}
        </Space>
        {list.isError ? (
          <Alert
            type="error"
            showIcon
            title={r.failure}
            action={<Button onClick={() => void list.refetch()}>{m.retry}</Button>}
          />
        ) : (
          <Table
            size="small"
            rowKey="userId"
            loading={list.isFetching}
            dataSource={list.data?.records ?? []}
            locale={{ emptyText: r.empty }}
            pagination={{
              current: page,
              pageSize: PAGE_SIZE,
              total: list.data?.total ?? 0,
              onChange: setPage,
              showSizeChanger: false,
            }}
            columns={[
              { key: 'realName', title: r.name, dataIndex: 'realName' },
              { key: 'deptName', title: r.dept, dataIndex: 'deptName' },
              {
                key: 'readTime',
                title: r.readTime,
                dataIndex: 'readTime',
                render: (v: string | null) => v ?? <Tag>{r.unread}</Tag>,
              },
            ]}
          />
        )}
      </Space>
    </Drawer>
  );
}
