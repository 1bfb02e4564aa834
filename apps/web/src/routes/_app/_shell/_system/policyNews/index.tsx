import { createFileRoute, redirect } from '@tanstack/react-router';

// R-2.4 (SPEC §2): /policyNews redirects to /policyNews/index/agroNews.
export const Route = createFileRoute('/_app/_shell/_system/policyNews/')({
  beforeLoad: () => {
    throw redirect({ to: '/policyNews/index/agroNews', replace: true });
  },
});
