import { createFileRoute } from '@tanstack/react-router';
import { cropOptionsQuery } from '@/features/agro-service/api';
import { StagesPage } from '@/features/agro-service/growth-stages/StagesPage';
import { stageSearch } from '@/features/agro-service/growth-stages/search';
import { agroServiceMessages as m } from '@/features/agro-service/messages';
import { api } from '@/lib/api';
import { listRoute } from '@/lib/list-route';
import { prefetchQuery } from '@/lib/list-search';

export const Route = createFileRoute('/_app/_shell/_system/agroService/massif/birth')({
  staticData: { title: m.pages.birth },
  ...listRoute(stageSearch),
  loader: ({ context }) => prefetchQuery(context.queryClient, cropOptionsQuery(api)),
  component: StagesPage,
});
