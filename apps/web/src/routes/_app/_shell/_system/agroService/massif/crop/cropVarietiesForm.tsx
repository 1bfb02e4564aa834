import { createFileRoute } from '@tanstack/react-router';
import { agroServiceMessages as m } from '@/features/agro-service/messages';
import { varietyListQuery } from '@/features/agro-service/varieties/api';
import { varietySearch } from '@/features/agro-service/varieties/search';
import { VarietiesPage } from '@/features/agro-service/varieties/VarietiesPage';
import { api } from '@/lib/api';
import { listRoute } from '@/lib/list-route';
import { prefetchQuery } from '@/lib/list-search';

export const Route = createFileRoute('/_app/_shell/_system/agroService/massif/crop/cropVarietiesForm')({
  staticData: { title: m.pages.cropVarietiesForm },
  ...listRoute(varietySearch),
  loader: ({ context, deps }) => prefetchQuery(context.queryClient, varietyListQuery(api, deps)),
  component: VarietiesPage,
});
