import { createFileRoute } from '@tanstack/react-router';
import { logListQuery } from '@/features/support/logs/api';
import { LogManagementPage } from '@/features/support/logs/LogManagementPage';
import { logSearch } from '@/features/support/logs/search';
import { supportMessages as m } from '@/features/support/messages';
import { api } from '@/lib/api';
import { listRoute } from '@/lib/list-route';
import { PAGE_SIZE, prefetchQuery } from '@/lib/list-search';

export const Route = createFileRoute('/_app/_shell/_system/yxzcxt/index/logManagement')({
  staticData: { title: m.pages.logManagement },
  ...listRoute(logSearch),
  loader: ({ context, deps }) => prefetchQuery(context.queryClient, logListQuery(api, deps, PAGE_SIZE)),
  component: LogManagementPage,
});
