import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Progress, Row, Space, Statistic, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useApi } from '@/lib/api';
import { errorTextOf } from '@/lib/errors';
import { REFRESH_MS, serverStatusQuery } from './api';
import { formatBytes, formatDuration, latencyColor, percent, usageColor } from './format';
import { monitorMessages as m } from './messages';

function StatCard({ title, name, children }: { title: string; name: string; children: ReactNode }) {
  return (
    <Col xs={24} sm={12} xl={8}>
      <Card size="small" title={title} className={`monitor-card monitor-${name}`} style={{ height: '100%' }}>
        {children}
      </Card>
    </Col>
  );
}

const Line = ({ children }: { children: ReactNode }) => (
  <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
    {children}
  </Typography.Text>
);

/**
 * The backend's live state as cards (CPU, memory, uptime, runtime, database, requests of the
 * last minute with P99 coloured by value). Asks again every 5 s while the page is visible (a
 * hidden page pauses: TanStack Query's refetchInterval stops in the background).
 */
export function ServerCards() {
  const client = useApi();
  const status = useQuery({ ...serverStatusQuery(client), refetchInterval: REFRESH_MS });
  const data = status.data;
  const error = status.isError ? (errorTextOf(m.loadFailure, status.error) ?? m.loadFailure) : undefined;

  return (
    <section className="monitor-server" aria-label={m.server}>
      <div
        style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginBottom: 12 }}
      >
        <Space>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {m.server}
          </Typography.Title>
          <Typography.Text type="secondary" className="monitor-updated" aria-live="polite">
            {status.dataUpdatedAt ? m.updatedAt(dayjs(status.dataUpdatedAt).format('HH:mm:ss')) : m.loading}
          </Typography.Text>
          <Tag>{m.autoRefresh}</Tag>
        </Space>
        <Button icon={<ReloadOutlined />} loading={status.isFetching} onClick={() => void status.refetch()}>
          {m.refresh}
        </Button>
      </div>
      {error ? (
        <Alert
          className="monitor-error"
          type="error"
          showIcon
          title={error}
          style={{ marginBottom: 12 }}
          action={
            <Button size="small" onClick={() => void status.refetch()}>
              {m.retry}
            </Button>
          }
        />
      ) : null}
      {data ? (
        <Row gutter={[16, 16]}>
          <StatCard title={m.cards.cpu} name="cpu">
            <Statistic title={m.cpu.usage} value={percent(data.cpu.usage)} />
            <Progress
              aria-label={m.cpu.usage}
              percent={Math.round(data.cpu.usage)}
              showInfo={false}
              size="small"
              status="normal"
              strokeColor={usageColor(data.cpu.usage)}
            />
            <Line>
              {m.cpu.cores(data.cpu.cores)} · {m.cpu.process(percent(data.cpu.processUsage))}
            </Line>
            <Line>{m.cpu.load(data.cpu.loadAverage.map((v) => v.toFixed(2)).join(' / '))}</Line>
          </StatCard>
          <StatCard title={m.cards.memory} name="memory">
            {(() => {
              const used = data.memory.systemTotal - data.memory.systemFree;
              const share = data.memory.systemTotal ? (used / data.memory.systemTotal) * 100 : 0;
              return (
                <>
                  <Statistic title={m.memory.usage} value={percent(share)} />
                  <Progress
                    aria-label={m.memory.usage}
                    percent={Math.round(share)}
                    showInfo={false}
                    size="small"
                    status="normal"
                    strokeColor={usageColor(share)}
                  />
                  <Line>{m.memory.used(formatBytes(used), formatBytes(data.memory.systemTotal))}</Line>
                  <Line>
                    {m.memory.process(formatBytes(data.memory.rss), formatBytes(data.memory.heapUsed))}
                  </Line>
                </>
              );
            })()}
          </StatCard>
          <StatCard title={m.cards.uptime} name="uptime">
            <Statistic title={m.uptime.process} value={formatDuration(data.uptime.process)} />
            <Line>{m.uptime.system(formatDuration(data.uptime.system))}</Line>
          </StatCard>
          <StatCard title={m.cards.runtime} name="runtime">
            <Statistic title={data.runtime.name} value={data.runtime.version} />
            <Line>{m.runtime.platform(data.runtime.platform, data.runtime.arch)}</Line>
          </StatCard>
          <StatCard title={m.cards.database} name="database">
            <Statistic title={data.database.version} value={data.database.kind} />
            <Line>{m.database.size(formatBytes(data.database.size))}</Line>
          </StatCard>
          <StatCard title={m.cards.requests} name="requests">
            <Row gutter={8}>
              <Col span={8}>
                <Statistic title={m.requests.perSecond} value={data.requests.perSecond.toFixed(2)} />
              </Col>
              <Col span={8}>
                <Statistic
                  title={m.requests.p50}
                  value={
                    data.requests.p50 === null ? m.requests.none : m.requests.ms(data.requests.p50.toFixed(1))
                  }
                />
              </Col>
              <Col span={8}>
                <div className="ant-statistic-title" style={{ color: 'rgba(0,0,0,0.58)', marginBottom: 4 }}>
                  {m.requests.p99}
                </div>
                <Tag
                  className="monitor-p99"
                  color={latencyColor(data.requests.p99)}
                  style={{ fontSize: 16, padding: '4px 8px' }}
                >
                  {data.requests.p99 === null ? m.requests.none : m.requests.ms(data.requests.p99.toFixed(1))}
                </Tag>
              </Col>
            </Row>
            <Line>{m.requests.count(data.requests.count)}</Line>
          </StatCard>
        </Row>
      ) : null}
    </section>
  );
}
