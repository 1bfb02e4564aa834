import { describe, expect, it } from 'vitest';
import {
  isVideoErrorCode,
  messageOf,
  toVideoError,
  VIDEO_ERROR_MESSAGES,
  VideoError,
  VideoErrorCode,
  VideoMessages,
} from './errors.js';

describe('error catalogue', () => {
  it('holds every player code of SPEC §8', () => {
    const spec = [
      1001, 1002, 1003, 1004, 1005, 201, 204, 206, 207, 209, 401, 404, 10704, 10705, 701, 702, 703, 704, 705,
      706, 142, 135, 141,
    ];
    for (const code of spec) expect(isVideoErrorCode(code)).toBe(true);
    expect(isVideoErrorCode(12345)).toBe(false);
  });

  it('has a Simplified-Chinese message for every code', () => {
    for (const message of Object.values(VIDEO_ERROR_MESSAGES)) expect(message).toMatch(/[\u4e00-\u9fff]/);
  });

  it('uses the spec wording', () => {
    expect(messageOf(VideoErrorCode.PluginNotInstalled)).toContain('插件未安装');
    expect(messageOf(VideoErrorCode.Reconnecting)).toBe('无法与播放器建立连接，正在尝试重连...');
    expect(messageOf(VideoErrorCode.LoginFailed)).toBe('登录失败, 请检查登录信息');
    expect(messageOf(VideoErrorCode.NoWebSocket)).toBe('您的浏览器不支持socket!');
    expect(messageOf(VideoErrorCode.StreamDisconnected)).toBe('流异常断开，请重新连接~');
    expect(messageOf(VideoErrorCode.NoLiveView)).toBe('当前窗口无实时预览');
    expect(messageOf(VideoErrorCode.WindowLimit)).toBe('最大只支持64路播放');
    expect(messageOf(VideoErrorCode.DownloadLimit)).toBe('最多支持4路录像同时下载');
    expect(messageOf(VideoErrorCode.RecordSourceUnsupported)).toBe('只能播放/下载设备录像和中心录像！');
    expect(messageOf(VideoErrorCode.OpenFailed)).toBe('打开视频失败');
    expect(messageOf(VideoErrorCode.OpenTimeout)).toBe('打开视频超时');
    expect(messageOf(VideoErrorCode.DownloadRtspDisconnected)).toBe('rtsp断开连接');
    expect(messageOf(VideoErrorCode.DownloadVideoAbnormal)).toBe('视频异常');
    expect(messageOf(VideoErrorCode.DownloadStorageAbnormal)).toBe('SS服务异常');
    expect(VideoMessages.playbackComplete).toBe('录像已全部播放完成');
    expect(VideoMessages.interfaceMissing(['real'])).toBe('请通过 request 属性传入 real 接口');
  });
});

describe('VideoError', () => {
  it('carries code, default message, detail and cause', () => {
    const cause = new Error('low level');
    const error = new VideoError(VideoErrorCode.OpenFailed, undefined, { snum: 3 }, { cause });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('VideoError');
    expect(error.code).toBe(10704);
    expect(error.message).toBe('打开视频失败');
    expect(error.detail).toEqual({ snum: 3 });
    expect(error.cause).toBe(cause);
    expect(error.toJSON()).toEqual({
      name: 'VideoError',
      code: 10704,
      message: '打开视频失败',
      detail: { snum: 3 },
    });
  });

  it('is() checks the class and optionally the code', () => {
    const error = new VideoError(VideoErrorCode.WindowLimit);
    expect(VideoError.is(error)).toBe(true);
    expect(VideoError.is(error, 209)).toBe(true);
    expect(VideoError.is(error, 401)).toBe(false);
    expect(VideoError.is(new Error('x'))).toBe(false);
  });

  it('withDetail() adds detail and keeps the rest', () => {
    const base = new VideoError(VideoErrorCode.Recording, '当前时间不得小于开始时间', { snum: 1 });
    const more = base.withDetail({ hwnd: 7 });
    expect(more).toMatchObject({
      code: 201,
      message: '当前时间不得小于开始时间',
      detail: { snum: 1, hwnd: 7 },
    });
  });

  it('toVideoError() keeps VideoErrors and wraps anything else', () => {
    const original = new VideoError(VideoErrorCode.DownloadLimit);
    expect(toVideoError(original, VideoErrorCode.OpenFailed)).toBe(original);
    const wrapped = toVideoError('oops', VideoErrorCode.InterfaceFailed, 'real 接口调用失败', {
      interfaceName: 'real',
    });
    expect(wrapped).toMatchObject({
      code: 1107,
      message: 'real 接口调用失败',
      detail: { interfaceName: 'real' },
    });
    expect(wrapped.cause).toBe('oops');
  });
});
