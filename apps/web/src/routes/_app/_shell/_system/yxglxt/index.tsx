import { createFileRoute, redirect } from '@tanstack/react-router';

// R-2.4 (SPEC §2): /yxglxt redirects to /yxglxt/index.
export const Route = createFileRoute('/_app/_shell/_system/yxglxt/')({
  beforeLoad: () => {
    throw redirect({ to: '/yxglxt/index', replace: true });
  },
});
