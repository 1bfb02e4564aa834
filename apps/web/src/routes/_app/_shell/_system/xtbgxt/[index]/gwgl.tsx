import { createFileRoute } from '@tanstack/react-router';
import { documentListQuery } from '@/features/office/documents/api';
import { DocumentsPage } from '@/features/office/documents/DocumentsPage';
import { documentSearch } from '@/features/office/documents/search';
import { officeMessages as m } from '@/features/office/messages';
import { api } from '@/lib/api';
import { listRoute } from '@/lib/list-route';
import { prefetchQuery } from '@/lib/list-search';

export const Route = createFileRoute('/_app/_shell/_system/xtbgxt/index/gwgl')({
  staticData: { title: m.pages.gwgl },
  ...listRoute(documentSearch),
  loader: ({ context, deps }) => prefetchQuery(context.queryClient, documentListQuery(api, deps)),
  component: DocumentsPage,
});
