import { createFileRoute, redirect } from '@tanstack/react-router';

// R-2.4 (SPEC §2): /yxzcxt redirects to /yxzcxt/index.
export const Route = createFileRoute('/_app/_shell/_system/yxzcxt/')({
  beforeLoad: () => {
    throw redirect({ to: '/yxzcxt/index', replace: true });
  },
});
