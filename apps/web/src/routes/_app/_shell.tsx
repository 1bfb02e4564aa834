import { createFileRoute } from '@tanstack/react-router';
import { AppShell } from '@/features/shell/components/AppShell';

// The one shell layout shared by the system, sub-system and sub-cockpit pages.
export const Route = createFileRoute('/_app/_shell')({
  component: AppShell,
});
