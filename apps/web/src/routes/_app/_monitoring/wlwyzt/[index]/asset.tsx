import { createFileRoute } from '@tanstack/react-router';
import { deviceListQuery } from '@/features/devices/api';
import { DeviceManagementPage } from '@/features/devices/components/DeviceManagementPage';
import { deviceMessages as m } from '@/features/devices/messages';
import { type DeviceSearch, deviceSearch } from '@/features/devices/model';
import { api } from '@/lib/api';
import { PAGE_SIZE, prefetch } from '@/lib/list-search';

export const Route = createFileRoute('/_app/_monitoring/wlwyzt/index/asset')({
  staticData: { title: m.pages.asset },
  // Filter, page and `?detail=<device code>` (e.g. from a map marker popup) live in the URL.
  validateSearch: deviceSearch.validate,
  ...prefetch((search: DeviceSearch) => deviceListQuery(api, search, PAGE_SIZE)),
  component: DeviceManagementPage,
});
