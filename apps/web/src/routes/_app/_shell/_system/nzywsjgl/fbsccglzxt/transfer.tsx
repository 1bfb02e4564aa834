import { createFileRoute } from '@tanstack/react-router';
import { transferListQuery } from '@/features/business/distribution/api';
import { transferSearch } from '@/features/business/distribution/search';
import { TransferPage } from '@/features/business/distribution/TransferPage';
import { businessMessages as m } from '@/features/business/messages';
import { api } from '@/lib/api';
import { listRoute } from '@/lib/list-route';
import { prefetchQuery } from '@/lib/list-search';

export const Route = createFileRoute('/_app/_shell/_system/nzywsjgl/fbsccglzxt/transfer')({
  staticData: { title: m.pages.fbsccglzxtTransfer },
  ...listRoute(transferSearch),
  loader: ({ context, deps }) => prefetchQuery(context.queryClient, transferListQuery(api, deps)),
  component: TransferPage,
});
