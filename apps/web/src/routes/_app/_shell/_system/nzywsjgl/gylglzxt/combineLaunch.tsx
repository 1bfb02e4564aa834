import { createFileRoute } from '@tanstack/react-router';
import { businessMessages as m } from '@/features/business/messages';
import { launchListQuery } from '@/features/business/sales/launch/api';
import { CombineLaunchPage } from '@/features/business/sales/launch/GoodLaunchPage';
import { launchSearch } from '@/features/business/sales/launch/search';
import { api } from '@/lib/api';
import { listRoute } from '@/lib/list-route';
import { prefetchQuery } from '@/lib/list-search';

export const Route = createFileRoute('/_app/_shell/_system/nzywsjgl/gylglzxt/combineLaunch')({
  staticData: { title: m.pages.combineLaunch },
  ...listRoute(launchSearch),
  loader: ({ context, deps }) => prefetchQuery(context.queryClient, launchListQuery(api, 'setmeal', deps)),
  component: CombineLaunchPage,
});
