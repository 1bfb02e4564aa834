import { createFileRoute } from '@tanstack/react-router';
import { demandListQuery } from '@/features/business/group-buying/api';
import { RequirementsPage } from '@/features/business/group-buying/RequirementsPage';
import { demandSearch } from '@/features/business/group-buying/search';
import { businessMessages as m } from '@/features/business/messages';
import { api } from '@/lib/api';
import { listRoute } from '@/lib/list-route';
import { prefetchQuery } from '@/lib/list-search';

export const Route = createFileRoute('/_app/_shell/_system/nzywsjgl/fxcjzxt/requirementRecord')({
  staticData: { title: m.pages.requirementRecord },
  ...listRoute(demandSearch),
  loader: ({ context, deps }) => prefetchQuery(context.queryClient, demandListQuery(api, deps)),
  component: RequirementsPage,
});
