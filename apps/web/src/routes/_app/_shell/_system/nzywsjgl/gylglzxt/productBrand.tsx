import { createFileRoute } from '@tanstack/react-router';
import { businessMessages as m } from '@/features/business/messages';
import { type BrandSearch, brandListQuery, brandSearch } from '@/features/business/supply/brands/api';
import { BrandsPage } from '@/features/business/supply/brands/BrandsPage';
import { api } from '@/lib/api';
import { prefetch } from '@/lib/list-search';

export const Route = createFileRoute('/_app/_shell/_system/nzywsjgl/gylglzxt/productBrand')({
  staticData: { title: m.pages.productBrand },
  validateSearch: brandSearch.validate,
  ...prefetch((search: BrandSearch) => brandListQuery(api, search)),
  component: BrandsPage,
});
