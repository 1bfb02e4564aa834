import { DEVICE_STATUS } from '@/components/device-popup/labels';
import { type ListSearch, listSearch, param } from '@/lib/list-search';

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
