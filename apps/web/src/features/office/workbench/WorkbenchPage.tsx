import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Alert, Badge, Button, Card, Col, Empty, Row, Space, Spin, Statistic, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { TabPaneHeader } from '@/components/TabPaneHeader';
import { useApi } from '@/lib/api';
import { taskMessages as tm } from '../tasks/messages';
import { RequestDrawer, STATUS_COLORS } from '../tasks/RequestDrawer';
import { groupFlows, recentQuery, type Startable, startableQuery, workbenchQuery } from './api';
import { workbenchMessages as m } from './messages';
import { StartDialog } from './StartDialog';

const ROUTES = {
  todo: '/xtbgxt/index/audit',
  done: '/xtbgxt/index/process',
  cc: '/xtbgxt/index/copy',
} as const;

/**
 * 工作台: the counts of 待办 / 已办 / 抄送我的 / 我发起的 (each opens its list), the flows the user
 * may start grouped by 分组 (发起 opens the flow's form), the user's recent requests with their
 * state and the reminders (催办) received.
 */
export function WorkbenchPage() {
  const client = useApi();
  const navigate = useNavigate();
  const bench = useQuery(workbenchQuery(client));
  const flows = useQuery(startableQuery(client));
  const recent = useQuery(recentQuery(client));
  const [starting, setStarting] = useState<Startable | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const go = (to: string, search: Record<string, unknown> = {}) =>
    void navigate({ to, search: search as never });
  const b = bench.data;

  const failed = (retry: () => unknown, text: string) => (
    <Alert
      type="error"
      title={text}
      action={
        <Button size="small" onClick={() => void retry()}>
          {m.retry}
        </Button>
      }
    />
  );

  return (
    <div className="workbench">
      <TabPaneHeader title={m.pageTitle} />
      {bench.isError ? (
        failed(() => bench.refetch(), m.loadFailed)
      ) : (
        <Row gutter={16} className="workbench-counts">
          {(
            [
              ['todo', b?.todo, () => go(ROUTES.todo)],
              ['done', b?.done, () => go(ROUTES.done)],
              ['cc', b?.cc, () => go(ROUTES.cc)],
              ['mine', b?.mine, () => go(ROUTES.done, { tab: 'mine' })],
            ] as const
          ).map(([key, value, onClick]) => (
            <Col span={6} key={key}>
              <Card
                hoverable
                onClick={onClick}
                className={`workbench-count-${key}`}
                loading={bench.isPending}
              >
                <Statistic title={m.counts[key]} value={value ?? 0} />
                {key === 'cc' && b ? (
                  <Badge status={b.ccUnread > 0 ? 'processing' : 'default'} text={m.ccUnread(b.ccUnread)} />
                ) : null}
              </Card>
            </Col>
          ))}
        </Row>
      )}

      <Row gutter={16} style={{ marginTop: 16 }}>
        <Col span={14}>
          <Card className="workbench-flows">
            <TabPaneHeader title={m.startTitle} />
            {flows.isPending ? (
              <Spin />
            ) : flows.isError ? (
              failed(() => flows.refetch(), m.flowsFailed)
            ) : flows.data.length === 0 ? (
              <Empty description={m.noFlows} />
            ) : (
              groupFlows(flows.data, m.ungrouped).map(([group, list]) => (
                <div key={group} className="workbench-flow-group" style={{ marginBottom: 16 }}>
                  <div style={{ color: '#595959', marginBottom: 8 }}>{group}</div>
                  <Space wrap>
                    {list.map((f) => (
                      <Button key={f.id} title={f.remark} onClick={() => setStarting(f)}>
                        {f.name}
                      </Button>
                    ))}
                  </Space>
                </div>
              ))
            )}
          </Card>
          <Card className="workbench-recent" style={{ marginTop: 16 }}>
            <TabPaneHeader
              title={m.recent}
              extra={
                <Button type="link" onClick={() => go(ROUTES.done, { tab: 'mine' })}>
                  {m.viewAll}
                </Button>
              }
            />
            {recent.isError ? (
              failed(() => recent.refetch(), m.loadFailed)
            ) : (
              <ItemList
                loading={recent.isPending}
                empty={m.noRecent}
                items={(recent.data?.records ?? []).map((r) => ({
                  key: r.id,
                  title: (
                    <Space>
                      {r.flowName}
                      <Tag color={STATUS_COLORS[r.status]}>{tm.requestStatus[r.status]}</Tag>
                    </Space>
                  ),
                  description: `${r.summary} · ${r.createTime}`,
                  action: (
                    <Button type="link" size="small" onClick={() => setOpen(r.id)}>
                      {tm.view}
                    </Button>
                  ),
                }))}
              />
            )}
          </Card>
        </Col>
        <Col span={10}>
          <Card className="workbench-reminders">
            <TabPaneHeader title={m.reminders} />
            <ItemList
              loading={bench.isPending}
              empty={m.noReminders}
              items={(b?.reminders ?? []).map((r) => ({
                key: r.id,
                title: (
                  <Button type="link" style={{ padding: 0 }} onClick={() => setOpen(r.requestId)}>
                    {m.reminderText(r.fromName, r.flowName)}
                  </Button>
                ),
                description: r.time,
              }))}
            />
          </Card>
        </Col>
      </Row>

      {starting ? <StartDialog flow={starting} onClose={() => setStarting(null)} /> : null}
      {open ? <RequestDrawer requestId={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}

interface Item {
  key: number;
  title: ReactNode;
  description: string;
  action?: ReactNode;
}

/** A short list of titled lines with an optional action each (loading and empty states). */
function ItemList({ items, loading, empty }: { items: Item[]; loading: boolean; empty: string }) {
  if (loading) return <Spin />;
  if (items.length === 0) return <Empty description={empty} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((i) => (
        <li
          key={i.key}
          className="workbench-item"
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 12,
            padding: '10px 0',
            borderBottom: '1px solid #f0f0f0',
          }}
        >
          <div style={{ flex: 1, minWidth: 0 }}>
            <div>{i.title}</div>
            <div
              style={{
                color: '#595959',
                fontSize: 12,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
            >
              {i.description}
            </div>
          </div>
          {i.action}
        </li>
      ))}
    </ul>
  );
}
