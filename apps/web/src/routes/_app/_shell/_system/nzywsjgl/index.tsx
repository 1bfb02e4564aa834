import { createFileRoute, redirect } from '@tanstack/react-router';

// R-2.4 (SPEC §2): /nzywsjgl redirects to /nzywsjgl/gylglzxt.
export const Route = createFileRoute('/_app/_shell/_system/nzywsjgl/')({
  beforeLoad: () => {
    throw redirect({ to: '/nzywsjgl/gylglzxt', replace: true });
  },
});
