import { createFileRoute } from '@tanstack/react-router';
import { MonitoringShell } from '@/features/shell/components/MonitoringShell';
import { assertMenuAccess } from '@/lib/access';

// The monitoring shell (物联网监测管理) of /wlwyzt/….
export const Route = createFileRoute('/_app/_monitoring')({
  beforeLoad: ({ location }) => assertMenuAccess(location.pathname),
  component: MonitoringShell,
});
