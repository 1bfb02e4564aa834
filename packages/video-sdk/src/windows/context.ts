/** What a media controller (live, playback, talk, capture) needs from the window it works in. */
import type { TimerGroup } from '../clock.js';
import type { VideoError } from '../errors.js';
import type { HostInterfaces } from '../interfaces.js';
import type { EventEnvelope, ReplyEnvelope } from '../protocol.js';
import type { RequestOptions } from '../transport/connection.js';
import type { SlotPatch, SlotSnapshot } from './slots.js';

/** A plugin notice (701–706) or another message the window relays. */
export interface WindowNotice {
  snum?: number;
  code: number;
  message: string;
  /** `msg`: information; `option`: the plugin asks the page to decide. */
  type: 'msg' | 'option';
}

/** A snapshot taken by the plugin. */
export interface SnapshotResult {
  snum: number;
  /** Base64 JPEG as the plugin sent it. */
  base64: string;
  bytes: Uint8Array;
  mimeType: 'image/jpeg';
}

/** A finished local recording. */
export interface LocalRecordResult {
  snum: number;
  /** Path of the file on the user's computer. */
  path: string;
}

/** Window services shared by the controllers. */
export interface WindowContext {
  /** Current plugin window handle. */
  readonly hwnd: number;
  /** Host interfaces (read at call time, so they can be replaced). */
  readonly interfaces: HostInterfaces;
  /** Page host name, to pick among `|`-separated stream addresses. */
  readonly hostname: string | undefined;
  /** Timers of the window. */
  readonly timers: TimerGroup;
  /** Timeout of opening a stream. */
  readonly openTimeoutMs: number;
  /** Timeout of snapshots and local recordings. */
  readonly captureTimeoutMs: number;
  /** Sends a request about this window (adds `hwnd` and `browserType`). */
  request<D = unknown>(method: string, info: object, options?: RequestOptions): Promise<ReplyEnvelope<D>>;
  /** Makes the division large enough for `snum`. */
  ensureDivision(snum: number): Promise<void>;
  /** Snapshot of one slot. */
  slot(snum: number): SlotSnapshot;
  /** Changes one slot. */
  updateSlot(snum: number, patch: SlotPatch): SlotSnapshot;
  /** Resets one slot to idle. */
  resetSlot(snum: number): void;
  /** Reports an error of background work on a slot (sets it in the slot and emits `slotError`). */
  reportSlotError(snum: number, error: VideoError, state?: 'error' | 'ended'): void;
  /** Number of live slots opening or playing. */
  liveCount(): number;
  /** Relays a notice. */
  notice(notice: WindowNotice): void;
  /** Relays a snapshot. */
  snapshotTaken(result: SnapshotResult): void;
  /** Relays a finished local recording. */
  localRecordFinished(result: LocalRecordResult): void;
}

/** A controller of one concern of a window. */
export interface WindowController {
  /** Handles a plugin event of this window; returns whether it did. */
  handleEvent(event: EventEnvelope): boolean;
  /** The sub-window was closed (by the page or the plugin). */
  onSlotClosed(snum: number, error: VideoError): void;
  /** Every operation in flight fails with `error` (disconnect, destroy). */
  abortAll(error: VideoError): void;
}
