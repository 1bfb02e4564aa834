import { createFileRoute } from '@tanstack/react-router';
import { supportMessages as m } from '@/features/support/messages';
import { validateMonitorSearch } from '@/features/support/monitor/api';
import { SystemMonitoringPage } from '@/features/support/monitor/SystemMonitoringPage';

export const Route = createFileRoute('/_app/_shell/_system/yxzcxt/index/systemMonitoring')({
  staticData: { title: m.pages.systemMonitoring },
  validateSearch: validateMonitorSearch,
  component: SystemMonitoringPage,
});
