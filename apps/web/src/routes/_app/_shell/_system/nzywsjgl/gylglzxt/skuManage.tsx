import { createFileRoute } from '@tanstack/react-router';
import { businessMessages as m } from '@/features/business/messages';
import { type SkuSearch, skuListQuery, skuSearch } from '@/features/business/supply/skus/api';
import { SkusPage } from '@/features/business/supply/skus/SkusPage';
import { api } from '@/lib/api';
import { prefetch } from '@/lib/list-search';

export const Route = createFileRoute('/_app/_shell/_system/nzywsjgl/gylglzxt/skuManage')({
  staticData: { title: m.pages.skuManage },
  validateSearch: skuSearch.validate,
  search: skuSearch.search,
  ...prefetch((search: SkuSearch) => skuListQuery(api, search)),
  component: SkusPage,
});
