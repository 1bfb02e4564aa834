import { createFileRoute, redirect } from '@tanstack/react-router';

// R-2.4 (SPEC §2): /warehousing redirects to /warehousing/inbound.
export const Route = createFileRoute('/_app/_shell/_system/warehousing/')({
  beforeLoad: () => {
    throw redirect({ to: '/warehousing/inbound', replace: true });
  },
});
