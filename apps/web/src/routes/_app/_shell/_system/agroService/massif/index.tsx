import { createFileRoute, redirect } from '@tanstack/react-router';

// R-2.4 (SPEC §2): /agroService/massif redirects to /agroService/massif/list.
export const Route = createFileRoute('/_app/_shell/_system/agroService/massif/')({
  beforeLoad: () => {
    throw redirect({ to: '/agroService/massif/list', replace: true });
  },
});
