import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { cockpitMessages as m } from '@/features/cockpit/messages';
import { IotCockpitPage } from '@/features/cockpit/wlwyzt/IotCockpitPage';
import { cockpitSearchOptions, validateCockpitSearch } from '@/features/cockpit/wlwyzt/search';

export const Route = createFileRoute('/_app/_shell/_cockpit/wlwyzt_cockpit')({
  validateSearch: validateCockpitSearch,
  search: cockpitSearchOptions,
  staticData: { title: m.pages.wlwyztCockpit },
  component: WlwyztCockpit,
});

function WlwyztCockpit() {
  const { qhdm } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return <IotCockpitPage qhdm={qhdm} onRegionChange={(code) => void navigate({ search: { qhdm: code } })} />;
}
