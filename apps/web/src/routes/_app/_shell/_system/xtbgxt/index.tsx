import { createFileRoute, redirect } from '@tanstack/react-router';

// R-2.4 (SPEC §2): /xtbgxt redirects to /xtbgxt/index/gzt.
export const Route = createFileRoute('/_app/_shell/_system/xtbgxt/')({
  beforeLoad: () => {
    throw redirect({ to: '/xtbgxt/index/gzt', replace: true });
  },
});
