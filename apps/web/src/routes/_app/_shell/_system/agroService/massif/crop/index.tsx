import { createFileRoute } from '@tanstack/react-router';
import { cropListQuery } from '@/features/agro-service/crops/api';
import { CropsPage } from '@/features/agro-service/crops/CropsPage';
import { cropSearch } from '@/features/agro-service/crops/search';
import { agroServiceMessages as m } from '@/features/agro-service/messages';
import { api } from '@/lib/api';
import { listRoute } from '@/lib/list-route';
import { prefetchQuery } from '@/lib/list-search';

export const Route = createFileRoute('/_app/_shell/_system/agroService/massif/crop/')({
  staticData: { title: m.pages.crop },
  ...listRoute(cropSearch),
  loader: ({ context, deps }) => prefetchQuery(context.queryClient, cropListQuery(api, deps)),
  component: CropsPage,
});
