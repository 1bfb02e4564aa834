import { Link } from '@tanstack/react-router';
import { Card, Col, Row, Typography } from 'antd';
import { TabPaneHeader } from '@/components/TabPaneHeader';
import { distributionMessages as m } from './messages';

const ENTRIES = [
  { to: '/nzywsjgl/fbsccglzxt/points', title: m.menu.points, text: m.overview.points },
  { to: '/nzywsjgl/fbsccglzxt/distribution', title: m.menu.distribution, text: m.overview.distribution },
  { to: '/nzywsjgl/fbsccglzxt/transfer', title: m.menu.transfer, text: m.overview.transfer },
] as const;

/** 分布式仓储 (/nzywsjgl/fbsccglzxt): what the subsystem holds, with a way into each screen. */
export function DistributionOverviewPage() {
  return (
    <section>
      <TabPaneHeader title={m.overview.title} />
      <Typography.Paragraph type="secondary">{m.overview.intro}</Typography.Paragraph>
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
