import { createFileRoute } from '@tanstack/react-router';
import { docListQuery, docSearch } from '@/features/warehousing/api';
import { DocListPage } from '@/features/warehousing/docs/DocListPage';
import { warehousingMessages as m } from '@/features/warehousing/messages';
import { api } from '@/lib/api';
import { prefetchQuery } from '@/lib/list-search';

export const Route = createFileRoute('/_app/_shell/_system/warehousing/inbound/')({
  staticData: { title: m.pages.inbound },
  validateSearch: docSearch.validate,
  search: docSearch.search,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchQuery(context.queryClient, docListQuery(api, 'in', deps)),
  component: () => <DocListPage direction="in" />,
});
