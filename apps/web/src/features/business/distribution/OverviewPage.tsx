import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Alert, Button, Card, Col, Row, Statistic, Typography } from 'antd';
import { formatCents } from '@/components/crud';
import { TabPaneHeader } from '@/components/TabPaneHeader';
import { useApi } from '@/lib/api';
import { errorTextOf } from '@/lib/errors';
import { pointsQuery, transferListQuery } from './api';
import { distributionMessages as m } from './messages';
import { pointsSearch, transferSearch } from './search';

const ENTRIES = [
  { to: '/nzywsjgl/fbsccglzxt/points', title: m.menu.points, text: m.overview.points },
  { to: '/nzywsjgl/fbsccglzxt/distribution', title: m.menu.distribution, text: m.overview.distribution },
  { to: '/nzywsjgl/fbsccglzxt/transfer', title: m.menu.transfer, text: m.overview.transfer },
] as const;

/** The subsystem's figures: points by type, their stock (integer sums) and the transfers. */
function Figures() {
  const client = useApi();
  const points = useQuery(pointsQuery(client, { ...pointsSearch.defaults, page: 1 }));
  const transfers = useQuery(transferListQuery(client, { ...transferSearch.defaults, page: 1 }, 1));
  const failed = points.isError ? points.error : transfers.isError ? transfers.error : null;
  if (failed)
    return (
      <Alert
        type="error"
        showIcon
        title={errorTextOf(m.overview.failure, failed) ?? m.overview.failure}
        action={
          <Button
            size="small"
            onClick={() => {
              void points.refetch();
              void transfers.refetch();
            }}
          >
            {m.retry}
          </Button>
        }
        style={{ marginBottom: 16 }}
      />
    );
  const list = points.data?.list ?? [];
  const sum = (pick: (p: (typeof list)[number]) => number) => list.reduce((s, p) => s + pick(p), 0);
  const figures = [
    { key: 'county', title: m.types[2], value: list.filter((p) => p.type === 2).length },
    { key: 'village', title: m.types[3], value: list.filter((p) => p.type === 3).length },
    { key: 'onHand', title: m.overview.onHand, value: sum((p) => p.onHand) },
    { key: 'available', title: m.overview.available, value: sum((p) => p.available) },
    { key: 'value', title: m.overview.stockValue, value: formatCents(sum((p) => p.stockValue)) },
    {
      key: 'transfers',
      title: m.overview.transfers,
      value: transfers.data?.total ?? 0,
      loading: transfers.isPending,
    },
  ];
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }} className="distribution-figures">
      {figures.map((f) => (
        <Col key={f.key} xs={12} md={8} xl={4}>
          <Card size="small">
            <Statistic title={f.title} value={f.value} loading={f.loading ?? points.isPending} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** 分布式仓储 (/nzywsjgl/fbsccglzxt): the subsystem's figures, with a way into each screen. */
export function DistributionOverviewPage() {
  return (
    <section>
      <TabPaneHeader title={m.overview.title} />
      <Typography.Paragraph type="secondary">{m.overview.intro}</Typography.Paragraph>
      <Figures />
      <Row gutter={[16, 16]}>
        {ENTRIES.map((e) => (
          <Col key={e.to} xs={24} md={8}>
            <Card title={e.title} extra={<Link to={e.to}>{m.overview.open}</Link>}>
              {e.text}
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
