/**
 * Player codes (SPEC §8) and the one error class every failure of this SDK is reported with.
 * Codes from 1101 up are this SDK's own (transport and argument failures the plugin has no code for).
 */

/** Every code a {@link VideoError} can carry. */
export const VideoErrorCode = {
  /** The plugin is not installed, or no port answered. */
  PluginNotInstalled: 1001,
  /** Browser, browser version or operating system not supported. */
  Unsupported: 1002,
  /** The connection dropped; reconnecting. */
  Reconnecting: 1003,
  /** Plugin login failed. */
  LoginFailed: 1004,
  /** The browser has no WebSocket. */
  NoWebSocket: 1005,
  /** No recordings, seek out of range, or every recording has been played. */
  Recording: 201,
  /** The stream dropped and cannot be reopened automatically. */
  StreamDisconnected: 204,
  /** The sub-window has no live view. */
  NoLiveView: 206,
  /** A host-supplied interface the operation needs is missing. */
  InterfaceMissing: 207,
  /** More than 64 sub-windows. */
  WindowLimit: 209,
  /** More than 4 concurrent downloads. */
  DownloadLimit: 401,
  /** Only device and centre recordings can be played or downloaded. */
  RecordSourceUnsupported: 404,
  /** The plugin could not open the stream. */
  OpenFailed: 10704,
  /** Opening the stream timed out (plugin result -405). */
  OpenTimeout: 10705,
  /** Talk in progress; audio cannot be opened. */
  TalkAudioBusy: 701,
  /** This device is already talking. */
  DeviceTalking: 702,
  /** Another device is talking. */
  OtherDeviceTalking: 703,
  /** Snapshot needs authorisation. */
  SnapshotAuth: 704,
  /** Local record download needs authorisation. */
  LocalRecordAuth: 705,
  /** Main/sub stream switch requested. */
  StreamSwitch: 706,
  /** Download failed: RTSP disconnected. */
  DownloadRtspDisconnected: 142,
  /** Download failed: video abnormal. */
  DownloadVideoAbnormal: 135,
  /** Download failed: storage service abnormal. */
  DownloadStorageAbnormal: 141,
  /** SDK: no reply within the request timeout. */
  RequestTimeout: 1101,
  /** SDK: not connected to the plugin. */
  NotConnected: 1102,
  /** SDK: the client was disposed. */
  Disposed: 1103,
  /** SDK: the plugin answered a request with a non-zero code. */
  PluginRejected: 1104,
  /** SDK: the operation was superseded or cancelled. */
  Cancelled: 1105,
  /** SDK: an argument is out of range. */
  InvalidArgument: 1106,
  /** SDK: a host-supplied interface rejected. */
  InterfaceFailed: 1107,
} as const;

/** One of {@link VideoErrorCode}. */
export type VideoErrorCode = (typeof VideoErrorCode)[keyof typeof VideoErrorCode];

/** Default Simplified-Chinese message of each code. */
export const VIDEO_ERROR_MESSAGES: Readonly<Record<VideoErrorCode, string>> = {
  1001: '插件未安装，无法与播放器建立连接',
  1002: '当前浏览器或操作系统不支持播放插件',
  1003: '无法与播放器建立连接，正在尝试重连...',
  1004: '登录失败, 请检查登录信息',
  1005: '您的浏览器不支持socket!',
  201: '暂无录像',
  204: '流异常断开，请重新连接~',
  206: '当前窗口无实时预览',
  207: '请通过 request 属性传入所需接口',
  209: '最大只支持64路播放',
  401: '最多支持4路录像同时下载',
  404: '只能播放/下载设备录像和中心录像！',
  10704: '打开视频失败',
  10705: '打开视频超时',
  701: '当前正在对讲，无法打开音频',
  702: '当前设备正在对讲',
  703: '当前其他设备正在对讲',
  704: '抓图鉴权',
  705: '本地录像下载鉴权',
  706: '主/辅码流切换',
  142: 'rtsp断开连接',
  135: '视频异常',
  141: 'SS服务异常',
  1101: '播放器响应超时',
  1102: '未连接到播放器',
  1103: '播放器已销毁',
  1104: '播放器返回错误',
  1105: '操作已取消',
  1106: '参数无效',
  1107: '接口调用失败',
};

/** Specific Simplified-Chinese messages used with some codes. */
export const VideoMessages = {
  unsupportedOs: '电脑系统不支持！仅支持 Windows 7、Windows 8、Windows 8.1、Windows 10、Unix、Linux 系统',
  unsupportedBrowser: '当前浏览器不支持！仅支持谷歌、火狐、Edge 浏览器',
  browserTooOld: '当前的浏览器版本不支持！请使用 76 及以上版本的浏览器',
  upgrade: '当前电脑上的插件版本过低,建议升级插件!',
  playbackComplete: '录像已全部播放完成',
  seekBeforeStart: '当前时间不得小于开始时间',
  seekAfterEnd: '当前时间不得大于结束时间',
  connectionLost: '与播放器的连接已断开',
  noPlayback: '当前窗口无录像回放',
  notRecording: '当前窗口未在本地录像',
  /** Message of 201 when a channel has no recordings. */
  noRecords: (channelName: string): string => `通道 ${channelName || '未知'} 未查询到录像文件`,
  /** Message of 207 naming the missing interface. */
  interfaceMissing: (names: readonly string[]): string => `请通过 request 属性传入 ${names.join('、')} 接口`,
  /** Message of 1104 naming the plugin code. */
  pluginRejected: (method: string, code: number): string => `播放器返回错误（${method}，错误码 ${code}）`,
  /** Message of 1106 naming the argument. */
  invalidArgument: (what: string): string => `参数无效：${what}`,
  /** Message of 1107 naming the interface. */
  interfaceFailed: (name: string): string => `${name} 接口调用失败`,
} as const;

/** Extra facts attached to a {@link VideoError}. */
export interface VideoErrorDetail {
  /** Sub-window the error belongs to. */
  snum?: number;
  /** Plugin window handle the error belongs to. */
  hwnd?: number;
  /** Protocol method involved. */
  method?: string;
  /** Code or result the plugin sent, when it differs from `code`. */
  pluginCode?: number;
  /** Host interface involved (207, 1107). */
  interfaceName?: string;
  /** Channel involved. */
  channelId?: string;
}

/** Returns whether `code` is one of {@link VideoErrorCode}. */
export function isVideoErrorCode(code: number): code is VideoErrorCode {
  return Object.hasOwn(VIDEO_ERROR_MESSAGES, code);
}

/** Returns the default Simplified-Chinese message of a code. */
export function messageOf(code: VideoErrorCode): string {
  return VIDEO_ERROR_MESSAGES[code];
}

/** The error every operation of this SDK rejects with, and every `error` event carries. */
export class VideoError extends Error {
  /** Player or SDK code. */
  readonly code: VideoErrorCode;
  /** Where the error happened. */
  readonly detail: VideoErrorDetail;

  /**
   * Creates an error; `message` defaults to the code's Chinese message.
   * @param code player or SDK code
   * @param message user-facing message (Simplified Chinese)
   * @param detail extra facts (sub-window, method, plugin code)
   * @param options standard error options, e.g. `cause`
   */
  constructor(code: VideoErrorCode, message?: string, detail: VideoErrorDetail = {}, options?: ErrorOptions) {
    super(message ?? VIDEO_ERROR_MESSAGES[code], options);
    this.name = 'VideoError';
    this.code = code;
    this.detail = detail;
  }

  /** Returns whether `value` is a VideoError, optionally with the given code. */
  static is(value: unknown, code?: VideoErrorCode): value is VideoError {
    return value instanceof VideoError && (code === undefined || value.code === code);
  }

  /** Returns a copy of this error with more detail. */
  withDetail(detail: VideoErrorDetail): VideoError {
    return new VideoError(this.code, this.message, { ...this.detail, ...detail }, { cause: this.cause });
  }

  /** Plain-object form for logs and postMessage. */
  toJSON(): { name: string; code: VideoErrorCode; message: string; detail: VideoErrorDetail } {
    return { name: this.name, code: this.code, message: this.message, detail: this.detail };
  }
}

/** Wraps an unknown failure as a VideoError, keeping VideoErrors as they are. */
export function toVideoError(
  error: unknown,
  fallback: VideoErrorCode,
  message?: string,
  detail?: VideoErrorDetail,
): VideoError {
  if (error instanceof VideoError) return detail ? error.withDetail(detail) : error;
  return new VideoError(fallback, message, detail, { cause: error });
}
