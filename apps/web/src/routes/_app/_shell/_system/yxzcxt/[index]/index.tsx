import { createFileRoute, redirect } from '@tanstack/react-router';

// R-2.4 (SPEC §2): /yxzcxt/index redirects to /yxzcxt/index/sjzd.
export const Route = createFileRoute('/_app/_shell/_system/yxzcxt/index/')({
  beforeLoad: () => {
    throw redirect({ to: '/yxzcxt/index/sjzd', replace: true });
  },
});
