import { createFileRoute } from '@tanstack/react-router';
import { businessMessages as m } from '@/features/business/messages';
import { skuListQuery } from '@/features/business/supply/skus/api';
import { SkusPage } from '@/features/business/supply/skus/SkusPage';
import { skuSearch } from '@/features/business/supply/skus/search';
import { api } from '@/lib/api';
import { listRoute } from '@/lib/list-route';
import { prefetchQuery } from '@/lib/list-search';

export const Route = createFileRoute('/_app/_shell/_system/nzywsjgl/gylglzxt/skuManage')({
  staticData: { title: m.pages.skuManage },
  ...listRoute(skuSearch),
  loader: ({ context, deps }) => prefetchQuery(context.queryClient, skuListQuery(api, deps)),
  component: SkusPage,
});
