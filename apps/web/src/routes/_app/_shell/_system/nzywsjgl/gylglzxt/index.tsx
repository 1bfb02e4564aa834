import { createFileRoute, redirect } from '@tanstack/react-router';

// R-2.4 (SPEC §2): /nzywsjgl/gylglzxt redirects to /nzywsjgl/gylglzxt/gysztgl.
export const Route = createFileRoute('/_app/_shell/_system/nzywsjgl/gylglzxt/')({
  beforeLoad: () => {
    throw redirect({ to: '/nzywsjgl/gylglzxt/gysztgl', replace: true });
  },
});
