import { createFileRoute } from '@tanstack/react-router';
import { deviceListQuery } from '@/features/devices/api';
import { DeviceManagementPage } from '@/features/devices/components/DeviceManagementPage';
import { deviceMessages as m } from '@/features/devices/messages';
import { deviceSearch } from '@/features/devices/search';
import { api } from '@/lib/api';
import { listRoute } from '@/lib/list-route';
import { PAGE_SIZE, prefetchQuery } from '@/lib/list-search';

export const Route = createFileRoute('/_app/_monitoring/wlwyzt/index/asset')({
  staticData: { title: m.pages.asset },
  // Filter, page and `?detail=<device code>` (e.g. from a map marker popup) live in the URL.
  ...listRoute(deviceSearch),
  loader: ({ context, deps }) => prefetchQuery(context.queryClient, deviceListQuery(api, deps, PAGE_SIZE)),
  component: DeviceManagementPage,
});
