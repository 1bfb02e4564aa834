import { createFileRoute } from '@tanstack/react-router';
import { ApprovalFlowPage } from '@/features/office/approval-flow/ApprovalFlowPage';
import { flowListQuery } from '@/features/office/approval-flow/api';
import { flowSearch } from '@/features/office/approval-flow/search';
import { officeMessages as m } from '@/features/office/messages';
import { api } from '@/lib/api';
import { listRoute } from '@/lib/list-route';
import { PAGE_SIZE, prefetchQuery } from '@/lib/list-search';

export const Route = createFileRoute('/_app/_shell/_system/xtbgxt/index/approverFlow')({
  staticData: { title: m.pages.approverFlow },
  ...listRoute(flowSearch),
  loader: ({ context, deps }) => prefetchQuery(context.queryClient, flowListQuery(api, deps, PAGE_SIZE)),
  component: ApprovalFlowPage,
});
