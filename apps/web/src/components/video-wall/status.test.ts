import { VideoError, VideoErrorCode, VideoMessages } from '@agrimap/video-sdk';
import { describe, expect, it } from 'vitest';
import { gridSide, layoutFor, WALL_LAYOUTS } from './layouts';
import { slotLabel, statusBadge, statusLabel } from './status';

describe('statusLabel', () => {
  it('names every connection state in Chinese', () => {
    expect(statusLabel('connecting')).toBe('连接中');
    expect(statusLabel('connected')).toBe('已连接');
    expect(statusLabel('noPlugin')).toBe('未检测到视频插件');
    expect(statusLabel('failed')).toBe('连接失败');
    expect(statusLabel('reconnecting')).toBe('重连中');
    expect(statusBadge('connected')).toBe('success');
    expect(statusBadge('failed')).toBe('error');
  });
});

describe('slotLabel', () => {
  it('names window states and shows the player message of errors', () => {
    expect(slotLabel(undefined)).toBe('空闲');
    expect(slotLabel({ state: 'idle' })).toBe('空闲');
    expect(slotLabel({ state: 'opening' })).toBe('加载中');
    expect(slotLabel({ state: 'playing' })).toBe('播放中');
    expect(slotLabel({ state: 'paused' })).toBe('已暂停');
    expect(slotLabel({ state: 'error', error: new VideoError(VideoErrorCode.OpenTimeout) })).toBe(
      '错误：打开视频超时',
    );
    expect(slotLabel({ state: 'error', error: new VideoError(VideoErrorCode.StreamDisconnected) })).toBe(
      '错误：流异常断开，请重新连接~',
    );
    expect(
      slotLabel({
        state: 'ended',
        error: new VideoError(VideoErrorCode.Recording, VideoMessages.playbackComplete),
      }),
    ).toBe('已结束（录像已全部播放完成）');
  });
});

describe('layouts', () => {
  it('offers the square layouts up to 64', () => {
    expect(WALL_LAYOUTS).toEqual([1, 4, 9, 16, 25, 36, 49, 64]);
    expect(WALL_LAYOUTS.map(gridSide)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('picks the smallest layout for a channel count', () => {
    expect(layoutFor(0)).toBe(1);
    expect(layoutFor(1)).toBe(1);
    expect(layoutFor(2)).toBe(4);
    expect(layoutFor(4)).toBe(4);
    expect(layoutFor(5)).toBe(9);
    expect(layoutFor(16)).toBe(16);
    expect(layoutFor(17)).toBe(25);
    expect(layoutFor(64)).toBe(64);
    expect(layoutFor(200)).toBe(64);
  });
});
