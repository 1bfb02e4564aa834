import { createFileRoute } from '@tanstack/react-router';
import { stockListQuery, stockSearch } from '@/features/warehousing/api';
import { warehousingMessages as m } from '@/features/warehousing/messages';
import { StockPage } from '@/features/warehousing/stock/StockPage';
import { api } from '@/lib/api';
import { prefetchQuery } from '@/lib/list-search';

export const Route = createFileRoute('/_app/_shell/_system/warehousing/index/stock')({
  staticData: { title: m.pages.stock },
  validateSearch: stockSearch.validate,
  search: stockSearch.search,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchQuery(context.queryClient, stockListQuery(api, deps)),
  component: StockPage,
});
