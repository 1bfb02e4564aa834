import { createFileRoute } from '@tanstack/react-router';
import { agroServiceMessages as m } from '@/features/agro-service/messages';
import { plotListQuery } from '@/features/agro-service/plots/api';
import { PlotsPage } from '@/features/agro-service/plots/PlotsPage';
import { plotSearch } from '@/features/agro-service/plots/search';
import { api } from '@/lib/api';
import { listRoute } from '@/lib/list-route';
import { prefetchQuery } from '@/lib/list-search';

export const Route = createFileRoute('/_app/_shell/_system/agroService/massif/list')({
  staticData: { title: m.pages.massifList },
  ...listRoute(plotSearch),
  loader: ({ context, deps }) => prefetchQuery(context.queryClient, plotListQuery(api, deps)),
  component: PlotsPage,
});
