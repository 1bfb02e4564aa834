import { createFileRoute, redirect } from '@tanstack/react-router';

// SPEC §2: /xtbgxt redirects to /xtbgxt/index/gzt.
export const Route = createFileRoute('/_app/_shell/_system/xtbgxt/')({
  beforeLoad: () => {
    throw redirect({ to: '/xtbgxt/index/gzt', replace: true });
  },
});
