import { type SlotSnapshot, VideoError, VideoErrorCode } from '@agrimap/video-sdk';
import { videoWallMessages as m } from './messages';

/** What the wall tells the user about the plugin connection. */
export type WallStatus = 'connecting' | 'connected' | 'noPlugin' | 'failed' | 'reconnecting';

/** The label of a connection status: 连接中, 已连接, 未检测到视频插件, 连接失败, 重连中. */
export function statusLabel(status: WallStatus): string {
  return m.status[status];
}

/** antd Badge colour of a connection status. */
export function statusBadge(status: WallStatus): 'processing' | 'success' | 'warning' | 'error' {
  switch (status) {
    case 'connected':
      return 'success';
    case 'noPlugin':
      return 'warning';
    case 'failed':
      return 'error';
    default:
      return 'processing';
  }
}

/**
 * The state of one window as shown: 空闲, 加载中, 播放中, 已暂停, 已结束, or 错误：<player message>
 * (the SDK's Chinese message of the code, e.g. 错误：打开视频失败); a playback adds its record
 * file (· 第 2/3 段) and, once every file has played, shows 全部录像已播放完毕.
 */
export function slotLabel(
  slot: Pick<SlotSnapshot, 'state' | 'error' | 'playback' | 'mode'> | undefined,
): string {
  const part = slot?.playback
    ? ` · ${m.playbackPosition(slot.playback.recordIndex, slot.playback.recordCount)}`
    : '';
  switch (slot?.state) {
    case undefined:
    case 'idle':
      return m.slot.idle;
    case 'opening':
      return `${m.slot.opening}${part}`;
    case 'playing':
      return `${m.slot.playing}${part}`;
    case 'paused':
      return `${m.slot.paused}${part}`;
    case 'ended':
      // A playback that ran out of record files (201, R-4.9) says so in the app's words.
      if (slot.mode === 'playback' && VideoError.is(slot.error, VideoErrorCode.Recording))
        return m.playbackComplete;
      return slot.error ? `${m.slot.ended}（${slot.error.message}）` : m.slot.ended;
    case 'error':
      return m.slot.error(slot.error?.message ?? '');
  }
}
