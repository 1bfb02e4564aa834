import { createFileRoute } from '@tanstack/react-router';
import { SystemPages } from '@/features/shell/components/AppShell';
import { assertMenuAccess } from '@/lib/access';

export const Route = createFileRoute('/_app/_shell/_system')({
  beforeLoad: ({ location }) => assertMenuAccess(location.pathname),
  component: SystemPages,
});
