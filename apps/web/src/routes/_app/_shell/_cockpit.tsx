import { createFileRoute } from '@tanstack/react-router';
import { CockpitPages } from '@/features/shell/components/AppShell';
import { assertMenuAccess } from '@/lib/access';

export const Route = createFileRoute('/_app/_shell/_cockpit')({
  beforeLoad: ({ location }) => assertMenuAccess(location.pathname),
  component: CockpitPages,
});
