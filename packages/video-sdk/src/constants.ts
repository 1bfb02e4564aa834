/**
 * Protocol constants of the video-player plugin (SPEC §9 and the plugin protocol notes).
 * Every timing here can be overridden through the client options; these are the defaults.
 */

/** Host the plugin listens on. */
export const DEFAULT_HOST = '127.0.0.1';

/** Ports the plugin may listen on, probed in this order. */
export const DEFAULT_PORTS: readonly number[] = [8000, 8001, 8002, 8003, 8004];

/** Delay between two port probes, in milliseconds. */
export const PORT_RETRY_MS = 300;

/** How long one port probe waits for the `common.version` reply, in milliseconds. */
export const PROBE_TIMEOUT_MS = 1000;

/** Delay before reconnecting after the connection dropped, in milliseconds. */
export const RECONNECT_DELAY_MS = 3000;

/** Heartbeat cadence, in milliseconds. */
export const HEARTBEAT_INTERVAL_MS = 10_000;

/** Consecutive unanswered heartbeats after which the connection is treated as dropped. */
export const HEARTBEAT_MISS_LIMIT = 3;

/** Default timeout of one request (reply matched by id), in milliseconds. */
export const REQUEST_TIMEOUT_MS = 10_000;

/** How long plugin login may stay pending, in milliseconds. */
export const LOGIN_TIMEOUT_MS = 15_000;

/** How long opening a live or playback stream may take before 10705, in milliseconds. */
export const OPEN_TIMEOUT_MS = 20_000;

/** How long a snapshot or a local-record result may take, in milliseconds. */
export const CAPTURE_TIMEOUT_MS = 10_000;

/** Plugin version this SDK was built against; an installed plugin below it should be upgraded. */
export const PLUGIN_PACKAGE_VERSION = 2311300922;

/** Lowest supported major version of Chrome, Firefox and Edge. */
export const MIN_BROWSER_MAJOR = 76;

/** Maximum number of sub-windows of one plugin window. */
export const MAX_WINDOWS = 64;

/** Maximum number of concurrent record downloads. */
export const MAX_CONCURRENT_DOWNLOADS = 4;

/** Audio parameters of two-way talk: audio type 2, 16-bit, 8000 Hz. */
export const TALK_AUDIO = { audioType: 2, audioBit: 16, sampleRate: 8000 } as const;

/** Device types that use talk type 2; every other device type uses talk type 1. */
export const TALK_TYPE_2_DEVICE_TYPES: readonly number[] = [1, 3, 6, 14, 43];

/** Division layouts the SDK grows to when a sub-window beyond the current division is opened. */
export const DIVISION_LAYOUTS: readonly number[] = [1, 4, 9, 16, 25, 36, 49, 64];

/** sessionStorage key of the cached plugin port. */
export const PORT_STORAGE_KEY = 'agrimap.videoPlugin.port';

/** Kind of plugin window, sent as `windowType` of `window.create`. */
export const WindowType = {
  /** Live view with division. */
  Live: 0,
  /** Record playback with time bar. */
  Playback: 3,
  /** Record playback that can also play backwards. */
  PlaybackWithReverse: 7,
} as const;
/** One of {@link WindowType}. */
export type WindowType = (typeof WindowType)[keyof typeof WindowType];

/** Decoding mode of a live stream. */
export const DecodeMode = { Soft: 0, Hard: 1, FastHard: 2 } as const;
/** One of {@link DecodeMode}. */
export type DecodeMode = (typeof DecodeMode)[keyof typeof DecodeMode];

/** Stream of a channel: 1 main stream, 2 sub stream. */
export const StreamType = { Main: 1, Sub: 2 } as const;
/** One of {@link StreamType}. */
export type StreamType = (typeof StreamType)[keyof typeof StreamType];

/** Where recordings come from. `Auto` takes the source of the first record found. */
export const RecordSource = { Auto: 1, Device: 2, Centre: 3, Cloud: 4 } as const;
/** One of {@link RecordSource}. */
export type RecordSource = (typeof RecordSource)[keyof typeof RecordSource];

/** Playback direction flag (`bBack`): 0 forward, 1 backward. */
export const PlaybackDirection = { Forward: 0, Backward: 1 } as const;
/** One of {@link PlaybackDirection}. */
export type PlaybackDirection = (typeof PlaybackDirection)[keyof typeof PlaybackDirection];

/** Toolbar buttons the plugin can show above each sub-window. */
export const ToolbarButton = {
  Stream: 'BTN_STREAM',
  Ptz: 'BTN_PTZ',
  QuickPlay: 'BTN_QUICKPLAY',
  Voice: 'BTN_VOICE',
  Talk: 'BTN_TALK',
  Record: 'BTN_RECORD',
  Picture: 'BTN_PIC',
  Enlarge: 'BTN_ENLARGE',
  Close: 'BTN_CLOSE',
} as const;
/** One of {@link ToolbarButton}. */
export type ToolbarButton = (typeof ToolbarButton)[keyof typeof ToolbarButton];

/** Default toolbar: stream, voice, talk, record, picture, enlarge, close. */
export const DEFAULT_TOOLBAR_BUTTONS: readonly ToolbarButton[] = [
  ToolbarButton.Stream,
  ToolbarButton.Voice,
  ToolbarButton.Talk,
  ToolbarButton.Record,
  ToolbarButton.Picture,
  ToolbarButton.Enlarge,
  ToolbarButton.Close,
];

/** Spacing between toolbar buttons, in pixels. */
export const TOOLBAR_BUTTON_SPACE = 15;
