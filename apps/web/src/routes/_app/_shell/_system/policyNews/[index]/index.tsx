import { createFileRoute, redirect } from '@tanstack/react-router';

// R-2.4 (SPEC §2): the group path /policyNews/index goes to its first child, /policyNews/index/agroNews.
export const Route = createFileRoute('/_app/_shell/_system/policyNews/index/')({
  beforeLoad: () => {
    throw redirect({ to: '/policyNews/index/agroNews', replace: true });
  },
});
