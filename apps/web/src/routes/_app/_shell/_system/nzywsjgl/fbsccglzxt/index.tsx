import { createFileRoute } from '@tanstack/react-router';
import { DistributionOverviewPage } from '@/features/business/distribution/OverviewPage';
import { businessMessages as m } from '@/features/business/messages';

export const Route = createFileRoute('/_app/_shell/_system/nzywsjgl/fbsccglzxt/')({
  staticData: { title: m.pages.fbsccglzxt },
  component: DistributionOverviewPage,
});
