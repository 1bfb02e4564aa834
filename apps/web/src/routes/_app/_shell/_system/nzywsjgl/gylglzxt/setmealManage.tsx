import { createFileRoute } from '@tanstack/react-router';
import { businessMessages as m } from '@/features/business/messages';
import { setmealListQuery } from '@/features/business/supply/setmeals/api';
import { SetmealsPage } from '@/features/business/supply/setmeals/SetmealsPage';
import { setmealSearch } from '@/features/business/supply/setmeals/search';
import { api } from '@/lib/api';
import { listRoute } from '@/lib/list-route';
import { prefetchQuery } from '@/lib/list-search';

export const Route = createFileRoute('/_app/_shell/_system/nzywsjgl/gylglzxt/setmealManage')({
  staticData: { title: m.pages.setmealManage },
  ...listRoute(setmealSearch),
  loader: ({ context, deps }) => prefetchQuery(context.queryClient, setmealListQuery(api, deps)),
  component: SetmealsPage,
});
