import { createFileRoute } from '@tanstack/react-router';
import { businessMessages as m } from '@/features/business/messages';
import { type SetmealSearch, setmealListQuery, setmealSearch } from '@/features/business/supply/setmeals/api';
import { SetmealsPage } from '@/features/business/supply/setmeals/SetmealsPage';
import { api } from '@/lib/api';
import { prefetch } from '@/lib/list-search';

export const Route = createFileRoute('/_app/_shell/_system/nzywsjgl/gylglzxt/setmealManage')({
  staticData: { title: m.pages.setmealManage },
  validateSearch: setmealSearch.validate,
  search: setmealSearch.search,
  ...prefetch((search: SetmealSearch) => setmealListQuery(api, search)),
  component: SetmealsPage,
});
