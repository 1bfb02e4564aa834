import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { supplierDashboardQuery } from '@/features/cockpit/dashboards/api';
import { SupplierDashboardPage } from '@/features/cockpit/dashboards/SupplierDashboardPage';
import { dashboardSearchOptions, validateDashboardSearch } from '@/features/cockpit/dashboards/search';
import { cockpitMessages as m } from '@/features/cockpit/messages';
import { api } from '@/lib/api';
import { listRoute } from '@/lib/list-route';
import { prefetchQuery } from '@/lib/list-search';

export const Route = createFileRoute('/_app/_shell/_cockpit/gxsfb_cockpit')({
  ...listRoute({ validate: validateDashboardSearch, search: dashboardSearchOptions }),
  loader: ({ context, deps }) => prefetchQuery(context.queryClient, supplierDashboardQuery(api, deps)),
  staticData: { title: m.pages.gxsfbCockpit },
  component: GxsfbCockpit,
});

function GxsfbCockpit() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return <SupplierDashboardPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
