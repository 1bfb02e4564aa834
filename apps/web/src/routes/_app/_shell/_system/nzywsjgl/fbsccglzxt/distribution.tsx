import { createFileRoute } from '@tanstack/react-router';
import { skuDistributionQuery } from '@/features/business/distribution/api';
import { DistributionPage } from '@/features/business/distribution/DistributionPage';
import { distributionSearch } from '@/features/business/distribution/search';
import { businessMessages as m } from '@/features/business/messages';
import { api } from '@/lib/api';
import { listRoute } from '@/lib/list-route';
import { prefetchQuery } from '@/lib/list-search';

export const Route = createFileRoute('/_app/_shell/_system/nzywsjgl/fbsccglzxt/distribution')({
  staticData: { title: m.pages.fbsccglzxtDistribution },
  ...listRoute(distributionSearch),
  loader: ({ context, deps }) => prefetchQuery(context.queryClient, skuDistributionQuery(api, deps.skuId)),
  component: DistributionPage,
});
