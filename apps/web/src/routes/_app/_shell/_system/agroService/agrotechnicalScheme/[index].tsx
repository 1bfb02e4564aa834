import { createFileRoute } from '@tanstack/react-router';
import { agroServiceMessages as m } from '@/features/agro-service/messages';
import { schemeListQuery } from '@/features/agro-service/schemes/api';
import { SchemesPage } from '@/features/agro-service/schemes/SchemesPage';
import { schemeSearch } from '@/features/agro-service/schemes/search';
import { api } from '@/lib/api';
import { listRoute } from '@/lib/list-route';
import { prefetchQuery } from '@/lib/list-search';

export const Route = createFileRoute('/_app/_shell/_system/agroService/agrotechnicalScheme/index')({
  staticData: { title: m.pages.agrotechnicalScheme },
  ...listRoute(schemeSearch),
  loader: ({ context, deps }) => prefetchQuery(context.queryClient, schemeListQuery(api, deps)),
  component: SchemesPage,
});
