import { createFileRoute } from '@tanstack/react-router';
import { customerListQuery } from '@/features/operation/customers/api';
import { CustomersPage } from '@/features/operation/customers/CustomersPage';
import { customerSearch } from '@/features/operation/customers/search';
import { operationMessages as m } from '@/features/operation/messages';
import { api } from '@/lib/api';
import { listRoute } from '@/lib/list-route';
import { prefetchQuery } from '@/lib/list-search';

export const Route = createFileRoute('/_app/_shell/_system/yxglxt/index/khgl')({
  staticData: { title: m.pages.khgl },
  ...listRoute(customerSearch),
  loader: ({ context, deps }) => prefetchQuery(context.queryClient, customerListQuery(api, deps)),
  component: CustomersPage,
});
