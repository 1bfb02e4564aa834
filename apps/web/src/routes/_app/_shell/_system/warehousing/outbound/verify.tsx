import { createFileRoute } from '@tanstack/react-router';
import { type DocSearch, docListQuery, verifySearch } from '@/features/warehousing/api';
import { DocListPage } from '@/features/warehousing/docs/DocListPage';
import { warehousingMessages as m } from '@/features/warehousing/messages';
import { api } from '@/lib/api';
import { prefetch } from '@/lib/list-search';

export const Route = createFileRoute('/_app/_shell/_system/warehousing/outbound/verify')({
  staticData: { title: m.pages.outboundVerify },
  validateSearch: verifySearch.validate,
  ...prefetch((search: DocSearch) => docListQuery(api, 'out', search)),
  component: () => <DocListPage direction="out" verify />,
});
