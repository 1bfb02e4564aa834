import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { customerDashboardQuery } from '@/features/cockpit/dashboards/api';
import { CustomerDashboardPage } from '@/features/cockpit/dashboards/CustomerDashboardPage';
import { dashboardSearchOptions, validateDashboardSearch } from '@/features/cockpit/dashboards/search';
import { cockpitMessages as m } from '@/features/cockpit/messages';
import { api } from '@/lib/api';
import { listRoute } from '@/lib/list-route';
import { prefetchQuery } from '@/lib/list-search';

export const Route = createFileRoute('/_app/_shell/_cockpit/khfb_cockpit')({
  ...listRoute({ validate: validateDashboardSearch, search: dashboardSearchOptions }),
  loader: ({ context, deps }) => prefetchQuery(context.queryClient, customerDashboardQuery(api, deps)),
  staticData: { title: m.pages.khfbCockpit },
  component: KhfbCockpit,
});

function KhfbCockpit() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return <CustomerDashboardPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
