/** The device management screen, which opens a device's details dialog from its search params. */
export const DEVICE_SCREEN_PATH = '/wlwyzt/index/asset';

/** Search param of {@link DEVICE_SCREEN_PATH} naming the device (its code) whose details to open. */
export const DEVICE_DETAIL_PARAM = 'detail';

/**
 * The URL of the device screen with the details dialog of `code` open, e.g. for a map popup that
 * links there. The code is written as a JSON string, the way the router writes search values,
 * so a numeric-looking code stays text: `/wlwyzt/index/asset?detail=%2243010400001%22`.
 */
export function deviceDetailsHref(code: string): string {
  return `${DEVICE_SCREEN_PATH}?${DEVICE_DETAIL_PARAM}=${encodeURIComponent(JSON.stringify(code))}`;
}
