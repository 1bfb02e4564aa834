/**
 * @agrimap/video-sdk — client of the video-player plugin's local WebSocket protocol.
 * Framework-agnostic; runs in browsers, and in Node with an injected WebSocket (e.g. `ws`).
 */

export { createVideoClient, VideoClient, type VideoClientEvents, type VideoClientOptions } from './client.js';
export { type Clock, systemClock, type TimerHandle } from './clock.js';
export * from './constants.js';
export {
  DownloadManager,
  type DownloadOptions,
  type DownloadSnapshot,
  type DownloadState,
  downloadError,
} from './download.js';
export { EventHub, type Listener, type ListenerErrorHandler, TypedEmitter } from './emitter.js';
export {
  isVideoErrorCode,
  messageOf,
  toVideoError,
  VIDEO_ERROR_MESSAGES,
  VideoError,
  VideoErrorCode,
  type VideoErrorDetail,
  VideoMessages,
} from './errors.js';
export {
  assertInterfaces,
  callInterface,
  type HostInterfaceName,
  type HostInterfaces,
  type PlaybackByFileParams,
  type PlaybackByTimeParams,
  type QueryRecordParams,
  type QueryRecordResult,
  type RealParams,
  type RecordFile,
  resolveStreamUrl,
  type StopTalkParams,
  type StreamUrl,
  type TalkParams,
  type TalkStream,
} from './interfaces.js';
export {
  type LoginCredentials,
  type LoginEvents,
  type LoginState,
  loginStateOfCode,
  PluginLogin,
} from './login.js';
export { decodeBase64 } from './media/capture.js';
export { type ChannelRef, deriveDeviceCode, deviceCodeOf, talkTypeFor } from './media/channel.js';
export { type LiveOptions, MAX_REOPEN_ATTEMPTS, openResultError } from './media/live.js';
export {
  findRecordIndex,
  nextRecordIndex,
  type PlaybackOptions,
  resolveRecordSource,
  sortRecords,
  streamInterfaceFor,
  validateSeekTime,
} from './media/playback.js';
export {
  type EventEnvelope,
  type IncomingMessage,
  type Info,
  Method,
  type MethodName,
  parseMessage,
  parseRequest,
  type ReplyEnvelope,
  type RequestEnvelope,
} from './protocol.js';
export {
  type BrowserInfo,
  type BrowserName,
  browserTypeOf,
  checkSupport,
  compareVersion,
  detectBrowser,
  detectOs,
  type OsName,
  type PluginBrowserType,
  type SupportResult,
  type VersionCheck,
} from './support.js';
export {
  type ConnectedInfo,
  type ConnectionEvents,
  type ConnectionOptions,
  type ConnectionState,
  PluginConnection,
  type RequestOptions,
  replyError,
} from './transport/connection.js';
export {
  createMemoryPortStore,
  createSessionPortStore,
  createStoragePortStore,
  type PortStore,
  type StorageLike,
} from './transport/port-store.js';
export {
  type PortProbe,
  type ProbeOptions,
  type ProbeSuccess,
  pluginUrl,
  probeOrder,
  probePorts,
} from './transport/probe.js';
export {
  resolveWebSocket,
  SOCKET_OPEN,
  type SocketCloseEvent,
  type SocketLike,
  type SocketMessageEvent,
  type WebSocketConstructor,
} from './transport/socket.js';
export type { LocalRecordResult, SnapshotResult, WindowNotice } from './windows/context.js';
export {
  browserFrameScheduler,
  coveredRegions,
  type FrameScheduler,
  GeometryTracker,
  intersectRects,
  isRectOnScreen,
  type PluginRect,
  type RectLike,
  startFrameLoop,
  toPluginRect,
  toShieldRegion,
  toWindowChangeInfo,
  type ViewportInfo,
  type WindowChangeInfo,
} from './windows/geometry.js';
export {
  type PlaybackPosition,
  type SlotMode,
  type SlotPatch,
  type SlotSnapshot,
  type SlotState,
  validateDivision,
  validateSnum,
} from './windows/slots.js';
export {
  type CreateWindowOptions,
  createWindowInfo,
  divisionFor,
  type GeometryFrame,
  VideoWindow,
  type VideoWindowEvents,
} from './windows/window.js';
