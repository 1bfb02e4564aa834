/**
 * Wire format of the plugin protocol: the request envelope `{method, info, id, session}`,
 * replies `{id, code, data, session}` and events `{method, info}`, plus every method name.
 */

/** A JSON object. */
export type Info = Record<string, unknown>;

/** Request sent to the plugin. */
export interface RequestEnvelope<I extends object = Info> {
  method: string;
  info: I;
  /** Global counter; the reply carries the same id. */
  id: number;
  /** Echo of the last session the plugin sent. */
  session: string | number;
}

/** Reply of the plugin to one request. `code` 0 is success. */
export interface ReplyEnvelope<D = unknown> {
  id: number;
  code: number;
  data?: D;
  session?: string | number;
  message?: string;
}

/** Unsolicited message of the plugin, routed by `info.hwnd` then `info.snum`. */
export interface EventEnvelope<I extends object = Info> {
  method: string;
  info: I;
}

/** A parsed incoming message. */
export type IncomingMessage =
  | { kind: 'reply'; reply: ReplyEnvelope }
  | { kind: 'event'; event: EventEnvelope }
  | { kind: 'invalid'; raw: unknown };

/** Every method name of the protocol, requests and events. */
export const Method = {
  version: 'common.version',
  heartbeat: 'common.heartbeat',
  login: 'window.loginServer',
  loginNotify: 'window.loginServer.notify',
  windowCreate: 'window.create',
  windowDestroy: 'window.destroy',
  windowChange: 'window.change',
  windowShield: 'window.shield',
  windowShow: 'window.show',
  windowSelect: 'window.select',
  windowSelected: 'window.selected',
  windowEnableDrag: 'window.enableDrag',
  windowMessage: 'window.message',
  focusBlur: 'browserFocusBlur',
  toolbarButtons: 'video.toolbar.showButton',
  toolbarShow: 'video.setToolBarShow',
  division: 'video.division.change',
  realmonitor: 'video.realmonitor',
  notifyRealmonitor: 'video.notifyrealmonitor',
  reopenVideo: 'video.reopenvideo',
  changeSubstream: 'video.change.substream',
  playback: 'video.playback',
  notifyPlayback: 'video.notifyplayback',
  playbackState: 'video.playbackChangeState',
  replay: 'web.replay',
  seekRecord: 'web.seekRecord',
  close: 'video.close',
  enableAudio: 'video.enableAudio',
  startTalk: 'video.starttalk',
  closeTalk: 'video.closetalk',
  notifyTalk: 'video.notifytalk',
  talkClose: 'talk.close',
  snapshot: 'video.snapic',
  captureCallback: 'web.captureCallBack',
  /** Spelled so by the plugin. */
  localRecord: 'vidoe.localRecord',
  localRecordFinish: 'window.LocalRecordFinish',
  windowClicked: 'video.window.clicked',
  windowDblClicked: 'video.window.dbclicked',
  download: 'video.downloadByTime',
  downloadProgress: 'video.downloadFileSize',
  downloadResult: 'video.download.mp4.result',
} as const;

/** One of {@link Method}. */
export type MethodName = (typeof Method)[keyof typeof Method];

function isObject(value: unknown): value is Info {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Parses one incoming frame (a JSON string, or an already parsed object).
 * A message with a numeric `code` and an `id` is a reply; one with a `method` and an `info` object is an event.
 */
export function parseMessage(raw: unknown): IncomingMessage {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    if (raw === '') return { kind: 'invalid', raw };
    try {
      value = JSON.parse(raw);
    } catch {
      return { kind: 'invalid', raw };
    }
  }
  if (!isObject(value)) return { kind: 'invalid', raw };
  const id = typeof value.id === 'string' && value.id !== '' ? Number(value.id) : value.id;
  if (typeof value.code === 'number' && typeof id === 'number' && Number.isFinite(id)) {
    const reply: ReplyEnvelope = { id, code: value.code };
    if ('data' in value) reply.data = value.data;
    if (typeof value.session === 'string' || typeof value.session === 'number') reply.session = value.session;
    if (typeof value.message === 'string') reply.message = value.message;
    return { kind: 'reply', reply };
  }
  if (typeof value.method === 'string' && isObject(value.info)) {
    return { kind: 'event', event: { method: value.method, info: value.info } };
  }
  return { kind: 'invalid', raw };
}

/** Reads a numeric field of an event's info (numbers and numeric strings). */
export function numberField(info: Info, key: string): number | undefined {
  const value = info[key];
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return undefined;
}

/** Reads a string field of an event's info. */
export function stringField(info: Info, key: string): string | undefined {
  const value = info[key];
  return typeof value === 'string' ? value : undefined;
}

/** Reads a boolean-ish field (true, 1, '1', 'true') of an event's info. */
export function booleanField(info: Info, key: string): boolean | undefined {
  const value = info[key];
  if (value === undefined || value === null) return undefined;
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** Parses a request frame as the plugin receives it; undefined when it is not a request. */
export function parseRequest(raw: unknown): RequestEnvelope | undefined {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return undefined;
    }
  }
  if (!isObject(value) || typeof value.method !== 'string') return undefined;
  const id = typeof value.id === 'string' && value.id !== '' ? Number(value.id) : value.id;
  if (typeof id !== 'number' || !Number.isFinite(id)) return undefined;
  const session = typeof value.session === 'string' || typeof value.session === 'number' ? value.session : '';
  return { method: value.method, info: isObject(value.info) ? value.info : {}, id, session };
}
