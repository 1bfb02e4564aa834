import type { SlotSnapshot } from '@agrimap/video-sdk';
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
 * (the SDK's Chinese message of the code, e.g. 错误：打开视频失败).
 */
export function slotLabel(slot: Pick<SlotSnapshot, 'state' | 'error'> | undefined): string {
  switch (slot?.state) {
    case undefined:
    case 'idle':
      return m.slot.idle;
    case 'opening':
      return m.slot.opening;
    case 'playing':
      return m.slot.playing;
    case 'paused':
      return m.slot.paused;
    case 'ended':
      return slot.error ? `${m.slot.ended}（${slot.error.message}）` : m.slot.ended;
    case 'error':
      return m.slot.error(slot.error?.message ?? '');
  }
}
