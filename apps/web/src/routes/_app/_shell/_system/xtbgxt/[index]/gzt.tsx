import { createFileRoute } from '@tanstack/react-router';
import { officeMessages as m } from '@/features/office/messages';
import { workbenchQuery } from '@/features/office/workbench/api';
import { WorkbenchPage } from '@/features/office/workbench/WorkbenchPage';
import { api } from '@/lib/api';
import { prefetchQuery } from '@/lib/list-search';

export const Route = createFileRoute('/_app/_shell/_system/xtbgxt/index/gzt')({
  staticData: { title: m.pages.gzt },
  loader: ({ context }) => prefetchQuery(context.queryClient, workbenchQuery(api)),
  component: WorkbenchPage,
});
