import { createFileRoute } from '@tanstack/react-router';
import { type LogSearch, logListQuery, logSearch } from '@/features/support/logs/api';
import { LogManagementPage } from '@/features/support/logs/LogManagementPage';
import { supportMessages as m } from '@/features/support/messages';
import { api } from '@/lib/api';
import { PAGE_SIZE, prefetch } from '@/lib/list-search';

export const Route = createFileRoute('/_app/_shell/_system/yxzcxt/index/logManagement')({
  staticData: { title: m.pages.logManagement },
  validateSearch: logSearch.validate,
  ...prefetch((search: LogSearch) => logListQuery(api, search, PAGE_SIZE)),
  component: LogManagementPage,
});
