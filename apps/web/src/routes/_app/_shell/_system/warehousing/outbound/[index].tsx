import { createFileRoute } from '@tanstack/react-router';
import { docListQuery } from '@/features/warehousing/api';
import { DocListPage } from '@/features/warehousing/docs/DocListPage';
import { docSearch } from '@/features/warehousing/search';
import { warehousingTitles as t } from '@/features/warehousing/titles';
import { api } from '@/lib/api';
import { listRoute } from '@/lib/list-route';
import { prefetchQuery } from '@/lib/list-search';

export const Route = createFileRoute('/_app/_shell/_system/warehousing/outbound/index')({
  staticData: { title: t.outbound },
  ...listRoute(docSearch),
  loader: ({ context, deps }) => prefetchQuery(context.queryClient, docListQuery(api, 'out', deps)),
  component: () => <DocListPage direction="out" />,
});
