import type { BaseComponents } from '@agrimap/sdk';
import { type CameraDevice, organisationName } from '@/components/device-popup/marker-data';
import type { DeviceSearch } from './search';

export type { CameraDevice };

/** The body of `POST /api/v1/camera/listDevice`. */
export type ListDeviceRequest = BaseComponents['schemas']['ListDeviceRequest'];
/** The body of `POST /api/v1/camera/updateDevice`. */
export type UpdateDeviceRequest = BaseComponents['schemas']['UpdateDeviceRequest'];

// The route's search lives in search.ts (the route file imports only that, see lib/list-search).
export { type DeviceSearch, deviceSearch } from './search';

/** The listDevice body of a search. */
export function toListRequest(search: DeviceSearch, pageSize: number): ListDeviceRequest {
  return {
    deviceName: search.deviceName,
    organization: search.organization,
    status: search.status,
    page: search.page,
    pageSize,
  };
}

/** Who owns a device: a warehouse when ckmc is present, otherwise a store (SPEC §3). */
export type OwnerKind = 'warehouse' | 'store';

export function ownerKind(device: Pick<CameraDevice, 'ckmc'>): OwnerKind {
  return device.ckmc?.trim() ? 'warehouse' : 'store';
}

/** The 所属组织 of a list row: ckmc preferred, else mdmc (SPEC §3). */
export function rowOrganisation(device: Pick<CameraDevice, 'ckmc' | 'mdmc'>): string | undefined {
  return organisationName(device);
}

/** The video channels of a device: their names joined with '、', else their count. */
export function channelText(units: CameraDevice['unitsObj']): string | undefined {
  const names = (units?.channelName ?? []).map((name) => name.trim()).filter(Boolean);
  if (names.length) return names.join('、');
  return typeof units?.channels === 'number' ? String(units.channels) : undefined;
}

/**
 * A stored coordinate as the text of a coordinate input: plain decimal notation (never
 * exponent form), at most 9 decimals, no trailing zeros; '' when missing.
 */
export function formatCoordinate(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const fixed = value.toFixed(9).replace(/\.?0+$/, '');
  return fixed === '-0' ? '0' : fixed;
}
