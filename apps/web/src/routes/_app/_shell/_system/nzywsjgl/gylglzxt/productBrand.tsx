import { createFileRoute } from '@tanstack/react-router';
import { businessMessages as m } from '@/features/business/messages';
import { brandListQuery } from '@/features/business/supply/brands/api';
import { BrandsPage } from '@/features/business/supply/brands/BrandsPage';
import { brandSearch } from '@/features/business/supply/brands/search';
import { api } from '@/lib/api';
import { listRoute } from '@/lib/list-route';
import { prefetchQuery } from '@/lib/list-search';

export const Route = createFileRoute('/_app/_shell/_system/nzywsjgl/gylglzxt/productBrand')({
  staticData: { title: m.pages.productBrand },
  ...listRoute(brandSearch),
  loader: ({ context, deps }) => prefetchQuery(context.queryClient, brandListQuery(api, deps)),
  component: BrandsPage,
});
