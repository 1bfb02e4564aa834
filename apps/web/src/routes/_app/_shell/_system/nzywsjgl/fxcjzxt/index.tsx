import { createFileRoute, redirect } from '@tanstack/react-router';

// R-2.4 (SPEC §2): /nzywsjgl/fxcjzxt redirects to /nzywsjgl/fxcjzxt/requirementRecord.
export const Route = createFileRoute('/_app/_shell/_system/nzywsjgl/fxcjzxt/')({
  beforeLoad: () => {
    throw redirect({ to: '/nzywsjgl/fxcjzxt/requirementRecord', replace: true });
  },
});
