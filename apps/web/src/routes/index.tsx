import { createFileRoute, redirect } from '@tanstack/react-router';

// R-2.2 (SPEC §2): /index redirects to /main_map.
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/main_map', replace: true });
  },
});
