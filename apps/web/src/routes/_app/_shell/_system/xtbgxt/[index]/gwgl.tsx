import { createFileRoute } from '@tanstack/react-router';
import { documentListQuery } from '@/features/office/documents/api';
import { DocumentsPage } from '@/features/office/documents/DocumentsPage';
import { documentSearch } from '@/features/office/documents/search';
import { officeMessages as m } from '@/features/office/messages';
import { api } from '@/lib/api';
import { prefetchQuery } from '@/lib/list-search';

export const Route = createFileRoute('/_app/_shell/_system/xtbgxt/index/gwgl')({
  staticData: { title: m.pages.gwgl },
  validateSearch: documentSearch.validate,
  search: documentSearch.search,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchQuery(context.queryClient, documentListQuery(api, deps)),
  component: DocumentsPage,
});
