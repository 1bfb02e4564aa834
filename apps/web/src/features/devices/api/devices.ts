import { type PlatformClient, unwrap } from '@agrimap/sdk';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/lib/api';
import { notify } from '@/lib/notify';
import { deviceMessages as m } from '../messages';
import type { CameraDevice, ListDeviceRequest, UpdateDeviceRequest } from '../model';
import { describeError, failureKind, serverMessage } from './errors';
import { deviceKeys } from './keys';

/** One page of the device list, with the page number it was asked for. */
export interface DevicePage {
  records: CameraDevice[];
  total: number;
  page: number;
}

/** `POST /api/v1/camera/listDevice` (code 200 → data.records, data.total). */
export async function listDevices(client: PlatformClient, request: ListDeviceRequest): Promise<DevicePage> {
  const data = unwrap(await client.base.POST('/api/v1/camera/listDevice', { body: request }));
  return { records: data?.records ?? [], total: data?.total ?? 0, page: request.page };
}

/** `GET /api/v1/camera/getDeviceInfo?number=<code>` (code 200 → data, the device). */
export async function getDeviceInfo(client: PlatformClient, code: string): Promise<CameraDevice> {
  const data = unwrap(
    await client.base.GET('/api/v1/camera/getDeviceInfo', { params: { query: { number: code } } }),
  );
  if (!data) throw new Error(`getDeviceInfo answered without a device for ${code}`);
  return data;
}

/** `POST /api/v1/camera/updateDevice {lon, lat, qhdm, qhmc, deviceId}` (code 200). */
export async function updateDevice(client: PlatformClient, request: UpdateDeviceRequest): Promise<void> {
  unwrap(await client.base.POST('/api/v1/camera/updateDevice', { body: request }));
}

export function deviceListQueryOptions(client: PlatformClient, request: ListDeviceRequest) {
  return queryOptions({
    queryKey: deviceKeys.list(request),
    queryFn: () => listDevices(client, request),
    // Paging and filtering keep the rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });
}

export function deviceDetailQueryOptions(client: PlatformClient, code: string) {
  return queryOptions({
    queryKey: deviceKeys.detail(code),
    queryFn: () => getDeviceInfo(client, code),
    // Always read the device afresh when a dialog opens.
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * Saves a device's installation info. Success shows '编辑成功' (the dialog then closes and its
 * closer refreshes the list); a failure warns with the server's msg or '编辑失败' and logs the
 * reason (SPEC §8), and the caller keeps the dialog open.
 */
export function useUpdateDevice() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateDeviceRequest) => updateDevice(client, request),
    onSuccess: async (_data, request) => {
      notify.success(m.save.success);
      queryClient.removeQueries({ queryKey: deviceKeys.detail(request.deviceId) });
    },
    onError: (error, request) => {
      if (failureKind(error) === 'unauthorized') return;
      console.error(`[devices] updateDevice ${request.deviceId} failed`, describeError(error), request);
      notify.warning(serverMessage(error) ?? m.save.failure);
    },
  });
}

/** `GET /api/v1/camera/flush`: pulls the devices from the video platform (code 200). */
export async function syncDevices(client: PlatformClient) {
  return unwrap(await client.base.GET('/api/v1/camera/flush'));
}

/**
 * The 同步 action: success shows '同步成功' and invalidates every device query, then calls
 * `onSynced` (where the screen resets its filter and page and refetches); without `onSynced` the
 * active device queries refetch. A failure shows the server's msg or '同步失败' (SPEC §8).
 */
export function useSyncDevices({ onSynced }: { onSynced?: () => void } = {}) {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => syncDevices(client),
    onSuccess: async () => {
      notify.success(m.sync.success);
      // With `onSynced` the screen resets its filter and page and so decides what is refetched
      // (exactly once); the invalidation only marks every device query stale.
      await queryClient.invalidateQueries({
        queryKey: deviceKeys.all,
        refetchType: onSynced ? 'none' : 'active',
      });
      onSynced?.();
    },
    onError: (error) => {
      if (failureKind(error) === 'unauthorized') return;
      console.error('[devices] flushCamera failed', describeError(error));
      notify.error(serverMessage(error) ?? m.sync.failure);
    },
  });
}
