import type { BaseComponents } from '@agrimap/sdk';
import { DEVICE_STATUS } from '@/components/device-popup/labels';
import { type CameraDevice, organisationName } from '@/components/device-popup/marker-data';
import { type ListSearch, listSearch, param } from '@/lib/list-search';

export type { CameraDevice };

/** The body of `POST /api/v1/camera/listDevice`. */
export type ListDeviceRequest = BaseComponents['schemas']['ListDeviceRequest'];
/** The body of `POST /api/v1/camera/updateDevice`. */
export type UpdateDeviceRequest = BaseComponents['schemas']['UpdateDeviceRequest'];

/**
 * The device screen's search params: the filter (设备名称, 所属组织, 设备状态 — -1 all, 0 offline,
 * 1 online), `page`, and `detail`, a device whose details are open (e.g. from a map popup).
 */
export const deviceSearch = listSearch({
  deviceName: param.text(100),
  organization: param.text(100),
  status: param.oneOf([DEVICE_STATUS.all, DEVICE_STATUS.offline, DEVICE_STATUS.online], DEVICE_STATUS.all),
  detail: param.optionalText(64),
});
export type DeviceSearch = ListSearch<typeof deviceSearch.defaults>;

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
