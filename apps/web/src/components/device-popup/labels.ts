import { devicePopupMessages as m } from './messages';

/** Device status codes (SPEC §4, §9): 0 offline, 1 online; the list filter also allows -1 (all). */
export const DEVICE_STATUS = { all: -1, offline: 0, online: 1 } as const;

/** Device type code of a DVR (SPEC §9); every other type is an IPC. */
export const DEVICE_TYPE_DVR = 1;

function isBlank(value: unknown): value is null | undefined | '' {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/**
 * The status shown for a device: 离线 for 0 (also '0'), 在线 for any other value (SPEC §2:
 * "0 offline, otherwise online"); '-' when the status is missing.
 */
export function deviceStatusLabel(status: number | string | null | undefined): string {
  if (isBlank(status)) return m.empty;
  return Number(status) === DEVICE_STATUS.offline ? m.status.offline : m.status.online;
}

/** Whether a status means offline (0 or '0'). */
export function isOffline(status: number | string | null | undefined): boolean {
  return !isBlank(status) && Number(status) === DEVICE_STATUS.offline;
}

/** The type shown for a device: DVR for 1, IPC for anything else (SPEC §9). */
export function deviceTypeLabel(type: number | string | null | undefined): string {
  return Number(type) === DEVICE_TYPE_DVR ? m.type.dvr : m.type.ipc;
}

/** A text value, or '-' when it is missing or blank. */
export function textOrDash(value: string | number | null | undefined): string {
  return isBlank(value) ? m.empty : String(value);
}
