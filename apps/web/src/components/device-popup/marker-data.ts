import type { BaseComponents } from '@agrimap/sdk';

/** A camera device as the base server describes it (SPEC §3). */
export type CameraDevice = BaseComponents['schemas']['CameraDevice'];

/**
 * What a map device marker carries (SPEC §3 "Device marker data"): number, name, owning unit,
 * region and status.
 */
export interface DeviceMarkerData {
  /** Device number (设备编号) — the device code, used to open its details. */
  sbbh: string;
  /** Device name (设备名称). */
  sbmc: string;
  /** Owning unit (所属单位). */
  ssdw?: string | null;
  /** Region (所在地区). */
  szdq?: string | null;
  /** Status (设备状态): 0 offline, otherwise online. */
  sbzt?: number | string | null;
}

/**
 * The owning organisation's name of a device: the warehouse (ckmc) when present, else the store
 * (mdmc); `undefined` when neither is known.
 */
export function organisationName(device: Pick<CameraDevice, 'ckmc' | 'mdmc'>): string | undefined {
  const warehouse = device.ckmc?.trim();
  if (warehouse) return device.ckmc ?? undefined;
  const store = device.mdmc?.trim();
  return store ? (device.mdmc ?? undefined) : undefined;
}

/**
 * The marker data of a camera device: sbbh = code, sbmc = name, ssdw = the owning organisation
 * (warehouse, else store, else the enterprise), szdq = the region name, sbzt = the status.
 * Pure: the device is not changed.
 */
export function toMarkerData(device: CameraDevice): DeviceMarkerData {
  return {
    sbbh: device.code,
    sbmc: device.name,
    ssdw: organisationName(device) ?? device.enterpriseName ?? null,
    szdq: device.qhmc ?? null,
    sbzt: device.status,
  };
}
