import { createFileRoute } from '@tanstack/react-router';
import { priceListQuery } from '@/features/news/api';
import { newsMessages as m } from '@/features/news/messages';
import { PricesPage } from '@/features/news/prices/PricesPage';
import { priceSearch } from '@/features/news/prices/search';
import { api } from '@/lib/api';
import { listRoute } from '@/lib/list-route';
import { prefetchQuery } from '@/lib/list-search';

export const Route = createFileRoute('/_app/_shell/_system/policyNews/index/marketPrice')({
  staticData: { title: m.pages.marketPrice },
  ...listRoute(priceSearch),
  loader: ({ context, deps }) => prefetchQuery(context.queryClient, priceListQuery(api, deps)),
  component: PricesPage,
});
