/**
 * The device marker popup shared by the map and the device screen: the popup component, the
 * marker-data mapper, the device vocabulary (status and type labels) and the link that opens a
 * device's details on the device screen.
 */
export { DevicePopup, type DevicePopupProps } from './DevicePopup';
export {
  DEVICE_STATUS,
  DEVICE_TYPE_DVR,
  deviceStatusLabel,
  deviceTypeLabel,
  isOffline,
  textOrDash,
} from './labels';
export { DEVICE_DETAIL_PARAM, DEVICE_SCREEN_PATH, deviceDetailsHref } from './links';
export { type CameraDevice, type DeviceMarkerData, organisationName, toMarkerData } from './marker-data';
export { devicePopupMessages } from './messages';
