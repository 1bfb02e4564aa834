import { createFileRoute } from '@tanstack/react-router';
import { stockListQuery } from '@/features/warehousing/api';
import { stockSearch } from '@/features/warehousing/search';
import { StockPage } from '@/features/warehousing/stock/StockPage';
import { warehousingTitles as t } from '@/features/warehousing/titles';
import { api } from '@/lib/api';
import { listRoute } from '@/lib/list-route';
import { prefetchQuery } from '@/lib/list-search';

export const Route = createFileRoute('/_app/_shell/_system/warehousing/index/stock')({
  staticData: { title: t.stock },
  ...listRoute(stockSearch),
  loader: ({ context, deps }) => prefetchQuery(context.queryClient, stockListQuery(api, deps)),
  component: StockPage,
});
