import { createFileRoute, redirect } from '@tanstack/react-router';

// R-2.4 (SPEC §2): the group path /agroService goes to its first child, /agroService/agrotechnicalScheme/index.
export const Route = createFileRoute('/_app/_shell/_system/agroService/')({
  beforeLoad: () => {
    throw redirect({ to: '/agroService/agrotechnicalScheme/index', replace: true });
  },
});
