import { createFileRoute } from '@tanstack/react-router';
import { DeviceManagementPage } from '@/features/devices/components/DeviceManagementPage';
import { deviceMessages as m } from '@/features/devices/messages';
import { parseDeviceScreenSearch } from '@/features/devices/model';

export const Route = createFileRoute('/_app/_monitoring/wlwyzt/index/asset')({
  staticData: { title: m.pages.asset },
  // `?detail=<device code>` opens that device's details (e.g. from a map marker popup).
  validateSearch: parseDeviceScreenSearch,
  component: AssetPage,
});

function AssetPage() {
  const { detail } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <DeviceManagementPage
      detailCode={detail}
      onDetailClosed={() => void navigate({ search: {}, replace: true })}
    />
  );
}
