import { createFileRoute } from '@tanstack/react-router';
import { SubsystemPages } from '@/features/shell/components/AppShell';
import { assertMenuAccess } from '@/lib/access';

export const Route = createFileRoute('/_app/_shell/_subsystem')({
  beforeLoad: ({ location }) => assertMenuAccess(location.pathname),
  component: SubsystemPages,
});
