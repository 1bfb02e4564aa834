import { createFileRoute } from '@tanstack/react-router';
import { agroServiceMessages as m } from '@/features/agro-service/messages';
import { programmeListQuery } from '@/features/agro-service/programmes/api';
import { ProgrammesPage } from '@/features/agro-service/programmes/ProgrammesPage';
import { programmeSearch } from '@/features/agro-service/programmes/search';
import { api } from '@/lib/api';
import { listRoute } from '@/lib/list-route';
import { prefetchQuery } from '@/lib/list-search';

export const Route = createFileRoute('/_app/_shell/_system/agroService/massif/programme')({
  staticData: { title: m.pages.programme },
  ...listRoute(programmeSearch),
  loader: ({ context, deps }) => prefetchQuery(context.queryClient, programmeListQuery(api, deps)),
  component: ProgrammesPage,
});
