import type { PlatformClient } from '@agrimap/sdk';
import { apiFetch, apiKey, apiQuery } from '@/lib/query';
import { deviceMessages as m } from './messages';
import { type CameraDevice, type DeviceSearch, toListRequest, type UpdateDeviceRequest } from './model';

/** Every device list call (to refresh after a save or a sync). */
export const DEVICE_LISTS = apiKey('base', 'post', '/api/v1/camera/listDevice');

/** One page of `POST /api/v1/camera/listDevice` (SPEC §8 texts on failure). */
export function deviceListQuery(client: PlatformClient, search: DeviceSearch, pageSize: number) {
  return apiQuery(
    client,
    'base',
    'post',
    '/api/v1/camera/listDevice',
    { body: toListRequest(search, pageSize) },
    { meta: { errorText: { failure: m.list.failure, exception: m.list.exception }, what: 'listDevice' } },
  );
}

/** `GET /api/v1/camera/getDeviceInfo?number=<code>`. */
export async function getDeviceInfo(client: PlatformClient, code: string): Promise<CameraDevice> {
  const data = await apiFetch(client, 'base', 'get', '/api/v1/camera/getDeviceInfo', {
    params: { query: { number: code } },
  });
  if (!data) throw new Error(`getDeviceInfo answered without a device for ${code}`);
  return data;
}

/** `POST /api/v1/camera/updateDevice {lon, lat, qhdm, qhmc, deviceId}`. */
export function updateDevice(client: PlatformClient, request: UpdateDeviceRequest) {
  return apiFetch(client, 'base', 'post', '/api/v1/camera/updateDevice', { body: request });
}

/** `GET /api/v1/camera/flush`: pulls the devices from the video platform. */
export function syncDevices(client: PlatformClient) {
  return apiFetch(client, 'base', 'get', '/api/v1/camera/flush');
}
