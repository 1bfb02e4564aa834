import { createFileRoute, redirect } from '@tanstack/react-router';

// R-2.4 (SPEC §2): /wlwyzt/index redirects to /wlwyzt/index/asset.
export const Route = createFileRoute('/_app/_monitoring/wlwyzt/index/')({
  beforeLoad: () => {
    throw redirect({ to: '/wlwyzt/index/asset', replace: true });
  },
});
