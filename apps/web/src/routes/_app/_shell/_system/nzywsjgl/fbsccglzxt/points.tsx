import { createFileRoute } from '@tanstack/react-router';
import { pointsQuery } from '@/features/business/distribution/api';
import { PointsPage } from '@/features/business/distribution/PointsPage';
import { pointsSearch } from '@/features/business/distribution/search';
import { businessMessages as m } from '@/features/business/messages';
import { api } from '@/lib/api';
import { listRoute } from '@/lib/list-route';
import { prefetchQuery } from '@/lib/list-search';

export const Route = createFileRoute('/_app/_shell/_system/nzywsjgl/fbsccglzxt/points')({
  staticData: { title: m.pages.fbsccglzxtPoints },
  ...listRoute(pointsSearch),
  loader: ({ context, deps }) => prefetchQuery(context.queryClient, pointsQuery(api, deps)),
  component: PointsPage,
});
