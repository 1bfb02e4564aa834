import { createFileRoute } from '@tanstack/react-router';
import { OnlineOrdersPage } from '@/features/business/group-buying/OnlineOrdersPage';
import { onlineOrderSearch } from '@/features/business/group-buying/search';
import { businessMessages as m } from '@/features/business/messages';
import { orderListQuery } from '@/features/business/sales/api';
import { api } from '@/lib/api';
import { prefetchQuery } from '@/lib/list-search';

export const Route = createFileRoute('/_app/_shell/_system/nzywsjgl/fxcjzxt/onlineOrder')({
  staticData: { title: m.pages.onlineOrder },
  validateSearch: onlineOrderSearch.validate,
  search: onlineOrderSearch.search,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchQuery(context.queryClient, orderListQuery(api, deps)),
  component: OnlineOrdersPage,
});
