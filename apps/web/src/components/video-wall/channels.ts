import { type ChannelRef, deriveDeviceCode } from '@agrimap/video-sdk';
import { videoWallMessages as m } from './messages';

/** A channel the wall can play: the SDK's channel reference (id, name, device type and code). */
export type VideoWallChannel = ChannelRef;

/** The part of a channel id between the device code and the channel index (protocol notes). */
const CHANNEL_MARKER = '$1$0$';

/**
 * The channel id of a device's channel, `${deviceCode}$1$0$${index}` with a 0-based index,
 * e.g. `43010400001$1$0$0` for the first channel.
 */
export function channelIdOf(deviceCode: string, index: number): string {
  return `${deviceCode}${CHANNEL_MARKER}${index}`;
}

/**
 * The device code and the 1-based channel number of a channel id (`…$1$0$<index>` → index + 1),
 * as `GET /api/v1/camera/getCameraNetAddress` takes them. An id without the marker or with a
 * non-numeric index is the device code itself, channel 1.
 */
export function parseChannelId(channelId: string): { deviceCode: string; channel: number } {
  const deviceCode = deriveDeviceCode(channelId);
  const at = channelId.indexOf(CHANNEL_MARKER);
  const index = at < 0 ? Number.NaN : Number(channelId.slice(at + CHANNEL_MARKER.length));
  return { deviceCode, channel: Number.isInteger(index) && index >= 0 ? index + 1 : 1 };
}

/** What the wall needs of a camera device (SPEC §3: code, name, type, unitsObj). */
export interface ChannelSource {
  code: string;
  name?: string | null;
  type?: number | null;
  unitsObj?: { channels?: number | null; channelName?: readonly (string | null)[] | null } | null;
}

/**
 * The video channels of a camera device: `unitsObj.channels` channels (at least the names
 * listed in `unitsObj.channelName` when the count is missing), named from `channelName` or
 * '<device name> 通道N', with the device code and type.
 */
export function deviceChannels(device: ChannelSource): VideoWallChannel[] {
  const names = device.unitsObj?.channelName ?? [];
  const declared = Number(device.unitsObj?.channels);
  const count = Number.isInteger(declared) && declared > 0 ? declared : names.length;
  const deviceName = device.name?.trim() || device.code;
  return Array.from({ length: count }, (_, index) => {
    const channel: VideoWallChannel = {
      channelId: channelIdOf(device.code, index),
      channelName: names[index]?.trim() || m.channelName(deviceName, index),
      deviceCode: device.code,
    };
    if (typeof device.type === 'number') channel.deviceType = device.type;
    return channel;
  });
}
