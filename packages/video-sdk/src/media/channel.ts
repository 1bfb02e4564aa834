/** A video channel and the facts derived from it. */
import { TALK_TYPE_2_DEVICE_TYPES } from '../constants.js';

/** A camera channel. */
export interface ChannelRef {
  /** Channel id, e.g. `1000001$1$0$0`. */
  channelId: string;
  channelName?: string;
  /** Device type, decides the talk type. */
  deviceType?: number;
  /** Device code; default derived from `channelId`. */
  deviceCode?: string;
}

const CHANNEL_MARKER = '$1$0$';

/** Device code of a channel: the part of the channel id before `$1$0$` (the whole id when absent). */
export function deriveDeviceCode(channelId: string): string {
  const index = channelId.indexOf(CHANNEL_MARKER);
  return index < 0 ? channelId : channelId.slice(0, index);
}

/** Talk type of a device type: 2 for device types 1, 3, 6, 14 and 43, else 1. */
export function talkTypeFor(deviceType: number | undefined): 1 | 2 {
  return deviceType !== undefined && TALK_TYPE_2_DEVICE_TYPES.includes(Number(deviceType)) ? 2 : 1;
}

/** Device code of a channel reference (explicit or derived). */
export function deviceCodeOf(channel: ChannelRef): string {
  return channel.deviceCode ?? deriveDeviceCode(channel.channelId);
}
