import { createFileRoute } from '@tanstack/react-router';
import { businessMessages as m } from '@/features/business/messages';
import { supplierListQuery } from '@/features/business/supply/suppliers/api';
import { SuppliersPage } from '@/features/business/supply/suppliers/SuppliersPage';
import { supplierSearch } from '@/features/business/supply/suppliers/search';
import { api } from '@/lib/api';
import { listRoute } from '@/lib/list-route';
import { prefetchQuery } from '@/lib/list-search';

export const Route = createFileRoute('/_app/_shell/_system/nzywsjgl/gylglzxt/gysztgl')({
  staticData: { title: m.pages.gysztgl },
  ...listRoute(supplierSearch),
  loader: ({ context, deps }) => prefetchQuery(context.queryClient, supplierListQuery(api, deps)),
  component: SuppliersPage,
});
