import type { BaseComponents } from '@agrimap/sdk';
import {
  type CameraDevice,
  DEVICE_DETAIL_PARAM,
  DEVICE_STATUS,
  organisationName,
} from '@/components/device-popup';

export type { CameraDevice };

/** The body of `POST /api/v1/camera/listDevice`. */
export type ListDeviceRequest = BaseComponents['schemas']['ListDeviceRequest'];
/** The body of `POST /api/v1/camera/updateDevice`. */
export type UpdateDeviceRequest = BaseComponents['schemas']['UpdateDeviceRequest'];

/** Device list page size (SPEC §9). */
export const DEVICE_PAGE_SIZE = 10;
/** Pages are numbered from 1 (SPEC §9). */
export const FIRST_PAGE = 1;

/** A status choice of the filter: -1 all, 0 offline, 1 online. */
export type DeviceStatusFilter = -1 | 0 | 1;

/** The filter form's values. */
export interface DeviceFilterValues {
  deviceName: string;
  organization: string;
  status: DeviceStatusFilter;
}

/** The filter the screen opens with, and what 重置 and a successful sync restore. */
export const DEFAULT_FILTER: Readonly<DeviceFilterValues> = Object.freeze({
  deviceName: '',
  organization: '',
  status: DEVICE_STATUS.all,
});

/** Turns loosely typed form values into filter values (trimmed texts, a known status). */
export function normaliseFilter(
  values: Partial<Record<keyof DeviceFilterValues, unknown>>,
): DeviceFilterValues {
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const status = Number(values.status);
  return {
    deviceName: text(values.deviceName),
    organization: text(values.organization),
    status: status === 0 || status === 1 ? status : DEVICE_STATUS.all,
  };
}

/** The listDevice body for a filter and a page (page size 10). */
export function toListRequest(filter: DeviceFilterValues, page: number): ListDeviceRequest {
  return {
    deviceName: filter.deviceName,
    organization: filter.organization,
    status: filter.status,
    page: Math.max(FIRST_PAGE, Math.trunc(page) || FIRST_PAGE),
    pageSize: DEVICE_PAGE_SIZE,
  };
}

/** The 序号 of the `indexOnPage`-th row (from 0) of `page`, counted over all pages from 1. */
export function rowNumber(page: number, indexOnPage: number): number {
  return (page - FIRST_PAGE) * DEVICE_PAGE_SIZE + indexOnPage + 1;
}

/** The last page holding records for `total` records (1 when there are none). */
export function lastPage(total: number): number {
  return Math.max(FIRST_PAGE, Math.ceil(total / DEVICE_PAGE_SIZE));
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

/** The search params of the device screen: `detail` names a device whose details to open. */
export interface DeviceScreenSearch {
  [DEVICE_DETAIL_PARAM]?: string;
}

/** Validates the device screen's search params (unknown or empty values are dropped). */
export function parseDeviceScreenSearch(search: Record<string, unknown>): DeviceScreenSearch {
  const raw = search[DEVICE_DETAIL_PARAM];
  const value = typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : raw;
  if (typeof value !== 'string') return {};
  const code = value.trim();
  return code && code.length <= 64 ? { [DEVICE_DETAIL_PARAM]: code } : {};
}
