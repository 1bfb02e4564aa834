import { createFileRoute, redirect } from '@tanstack/react-router';

// R-2.4 (SPEC §2): /wlwyzt_asset redirects to /wlwyzt/index/asset.
export const Route = createFileRoute('/_app/wlwyzt_asset')({
  beforeLoad: () => {
    throw redirect({ to: '/wlwyzt/index/asset', replace: true });
  },
});
