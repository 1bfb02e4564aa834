import { createFileRoute, redirect } from '@tanstack/react-router';

// SPEC §2: /wlwyzt_asset redirects to /wlwyzt/index/asset.
export const Route = createFileRoute('/_app/wlwyzt_asset')({
  beforeLoad: () => {
    throw redirect({ to: '/wlwyzt/index/asset', replace: true });
  },
});
