import { createFileRoute } from '@tanstack/react-router';
import { supportMessages as m } from '@/features/support/messages';
import { SystemMonitoringPage } from '@/features/support/monitor/SystemMonitoringPage';
import { monitorSearchOptions, validateMonitorSearch } from '@/features/support/monitor/search';

export const Route = createFileRoute('/_app/_shell/_system/yxzcxt/index/systemMonitoring')({
  staticData: { title: m.pages.systemMonitoring },
  validateSearch: validateMonitorSearch,
  search: monitorSearchOptions,
  component: SystemMonitoringPage,
});
