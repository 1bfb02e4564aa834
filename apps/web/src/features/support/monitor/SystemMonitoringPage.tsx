import { useMutation } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Button, Popconfirm, Tabs, Tag } from 'antd';
import { useRef } from 'react';
import { type QueryColumn, QueryTable, type QueryTableHandle } from '@/components/query-table';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import {
  type LoginLock,
  lockListQuery,
  lockSearch,
  MONITOR_TABS,
  type MonitorTab,
  type OnlineSession,
  REFRESH_MS,
  sessionListQuery,
  sessionSearch,
} from './api';
import { monitorMessages as m } from './messages';
import { ServerCards } from './ServerCards';

function SessionsTable() {
  const client = useApi();
  const table = useRef<QueryTableHandle>(null);
  const forceOut = useMutation({
    mutationFn: (id: number) =>
      apiFetch(client, 'account', 'delete', '/api/v1/monitor/session/delete', { params: { query: { id } } }),
    meta: {
      successText: m.sessions.forceOutSuccess,
      errorText: m.sessions.forceOutFailure,
      what: 'monitorSessionDelete',
    },
    onSettled: () => table.current?.reload(),
  });
  const c = m.sessions.columns;
  const columns: QueryColumn<OnlineSession, typeof sessionSearch.defaults>[] = [
    {
      key: 'userName',
      title: c.userName,
      dataIndex: 'userName',
      search: {
        type: 'text',
        name: 'keyword',
        label: m.sessions.keyword,
        placeholder: m.sessions.keywordPlaceholder,
      },
      render: (_v, row) => (
        <>
          {row.userName}
          {row.current ? (
            <Tag color="blue" style={{ marginLeft: 8 }}>
              {m.sessions.current}
            </Tag>
          ) : null}
        </>
      ),
    },
    { key: 'realName', title: c.realName, dataIndex: 'realName' },
    { key: 'ip', title: c.ip, dataIndex: 'ip' },
    { key: 'loginTime', title: c.loginTime, dataIndex: 'loginTime' },
    { key: 'lastSeen', title: c.lastSeen, dataIndex: 'lastSeen' },
    { key: 'expireTime', title: c.expireTime, dataIndex: 'expireTime' },
    {
      key: 'actions',
      title: c.actions,
      width: 90,
      render: (_v, row) =>
        row.current ? null : (
          <Popconfirm
            title={m.sessions.forceOutConfirm(row.realName || row.userName)}
            okText={m.ok}
            cancelText={m.cancel}
            onConfirm={() => forceOut.mutateAsync(row.id).catch(() => undefined)}
          >
            <Button type="link" size="small" danger>
              {m.sessions.forceOut}
            </Button>
          </Popconfirm>
        ),
    },
  ];
  return (
    <QueryTable
      ref={table}
      search={sessionSearch}
      query={(search, pageSize) => sessionListQuery(client, search, pageSize)}
      columns={columns}
      rowKey="id"
      index
      className="session-table"
      refetchInterval={REFRESH_MS}
    />
  );
}

/** Where a locked account cannot sign in from: every address, or the listed ones. */
function lockScope(row: LoginLock): string {
  if (!row.locked) return '-';
  return row.everywhere ? m.locks.everywhere : row.addresses.join('、');
}

function LocksTable() {
  const client = useApi();
  const table = useRef<QueryTableHandle>(null);
  const unlock = useMutation({
    mutationFn: (account: string) =>
      apiFetch(client, 'account', 'post', '/api/v1/monitor/login/unlock', { body: { account } }),
    meta: {
      successText: m.locks.unlockSuccess,
      errorText: m.locks.unlockFailure,
      what: 'monitorLoginUnlock',
    },
    onSettled: () => table.current?.reload(),
  });
  const c = m.locks.columns;
  const columns: QueryColumn<LoginLock, typeof lockSearch.defaults>[] = [
    { key: 'account', title: c.account, dataIndex: 'account' },
    { key: 'failures', title: c.failures, dataIndex: 'failures', width: 100 },
    { key: 'lastFailure', title: c.lastFailure, dataIndex: 'lastFailure' },
    { key: 'lastIp', title: c.lastIp, dataIndex: 'lastIp' },
    {
      key: 'state',
      title: c.state,
      search: {
        type: 'select',
        name: 'lockedOnly',
        label: m.locks.lockedOnly,
        options: [
          { value: '', label: m.locks.all },
          { value: '1', label: m.locks.onlyLocked },
        ],
      },
      render: (_v, row) =>
        row.locked ? <Tag color="red">{m.locks.locked}</Tag> : <Tag color="orange">{m.locks.failing}</Tag>,
    },
    {
      key: 'scope',
      title: c.scope,
      render: (_v, row) => <span className="lock-scope">{lockScope(row)}</span>,
    },
    { key: 'lockedUntil', title: c.lockedUntil, dataIndex: 'lockedUntil' },
    {
      key: 'actions',
      title: c.actions,
      width: 90,
      render: (_v, row) => (
        <Popconfirm
          title={m.locks.unlockConfirm(row.account)}
          okText={m.ok}
          cancelText={m.cancel}
          onConfirm={() => unlock.mutateAsync(row.account).catch(() => undefined)}
        >
          <Button type="link" size="small">
            {m.locks.unlock}
          </Button>
        </Popconfirm>
      ),
    },
  ];
  return (
    <QueryTable
      ref={table}
      search={lockSearch}
      query={(search, pageSize) => lockListQuery(client, search, pageSize)}
      columns={columns}
      rowKey="account"
      index
      className="lock-table"
      refetchInterval={REFRESH_MS}
    />
  );
}

/**
 * 系统监控: the server's live state (cards, every 5 s while visible), the online sessions with
 * 强退 and the sign-in failures and locks with 解锁 (each asks first). The open tab is in the URL.
 */
export function SystemMonitoringPage() {
  const navigate = useNavigate();
  const raw = useSearch({ strict: false }) as { tab?: unknown };
  const tab: MonitorTab = MONITOR_TABS.find((t) => t === raw.tab) ?? 'sessions';
  return (
    <div className="system-monitoring">
      <ServerCards />
      <Tabs
        style={{ marginTop: 16 }}
        activeKey={tab}
        destroyOnHidden
        onChange={(next) =>
          void navigate({ to: '.', search: (next === 'sessions' ? {} : { tab: next }) as never })
        }
        items={[
          { key: 'sessions', label: m.tabs.sessions, children: <SessionsTable /> },
          { key: 'locks', label: m.tabs.locks, children: <LocksTable /> },
        ]}
      />
    </div>
  );
}
