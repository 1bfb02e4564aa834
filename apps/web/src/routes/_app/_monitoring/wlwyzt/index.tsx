import { createFileRoute, redirect } from '@tanstack/react-router';

// R-2.4 (SPEC §2): the group path /wlwyzt goes to its first child, /wlwyzt/index/asset.
export const Route = createFileRoute('/_app/_monitoring/wlwyzt/')({
  beforeLoad: () => {
    throw redirect({ to: '/wlwyzt/index/asset', replace: true });
  },
});
