import { createFileRoute, redirect } from '@tanstack/react-router';

// R-2.4 (SPEC §2): /yxglxt/index redirects to /yxglxt/index/khgl.
export const Route = createFileRoute('/_app/_shell/_system/yxglxt/index/')({
  beforeLoad: () => {
    throw redirect({ to: '/yxglxt/index/khgl', replace: true });
  },
});
