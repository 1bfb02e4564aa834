/**
 * Snapshot (`video.snapic` → `web.captureCallBack` with a base64 JPEG) and local recording
 * (`vidoe.localRecord`, sent once to start and once to stop → `window.LocalRecordFinish`).
 * Both need video in the sub-window (206 otherwise).
 */
import { toVideoError, VideoError, VideoErrorCode, VideoMessages } from '../errors.js';
import { type EventEnvelope, Method, numberField, stringField } from '../protocol.js';
import type {
  LocalRecordResult,
  SnapshotResult,
  WindowContext,
  WindowController,
} from '../windows/context.js';
import { validateSnum } from '../windows/slots.js';
import { Waiters } from '../windows/waiters.js';

/** Decodes base64 (optionally a `data:` URL) to bytes. */
export function decodeBase64(base64: string): Uint8Array {
  const comma = base64.startsWith('data:') ? base64.indexOf(',') : -1;
  const body = (comma >= 0 ? base64.slice(comma + 1) : base64).replace(/\s/g, '');
  const binary = atob(body);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Snapshots and local recordings of one window. */
export class CaptureController implements WindowController {
  private readonly ctx: WindowContext;
  private readonly snapshots: Waiters<SnapshotResult>;
  private readonly records: Waiters<LocalRecordResult>;

  /** @param ctx window services */
  constructor(ctx: WindowContext) {
    this.ctx = ctx;
    this.snapshots = new Waiters(ctx.timers);
    this.records = new Waiters(ctx.timers);
  }

  /** Takes a snapshot of a sub-window; resolves with the JPEG. */
  async snapshot(snum: number): Promise<SnapshotResult> {
    this.requireVideo(snum);
    const wait = this.snapshots.add(
      `snap:${snum}`,
      this.ctx.captureTimeoutMs,
      () => new VideoError(VideoErrorCode.RequestTimeout, undefined, { snum, method: Method.snapshot }),
    );
    try {
      await this.ctx.request(Method.snapshot, { snum });
    } catch (error) {
      wait.cancel(toVideoError(error, VideoErrorCode.PluginRejected));
    }
    return wait.promise;
  }

  /** Starts recording a sub-window to the user's computer. */
  async startLocalRecord(snum: number): Promise<void> {
    const slot = this.requireVideo(snum);
    if (slot.recording) return;
    await this.ctx.request(Method.localRecord, { snum });
    this.ctx.updateSlot(snum, { recording: true });
  }

  /** Stops recording a sub-window; resolves with the file path. */
  async stopLocalRecord(snum: number): Promise<LocalRecordResult> {
    validateSnum(snum);
    if (!this.ctx.slot(snum).recording) {
      throw new VideoError(VideoErrorCode.InvalidArgument, VideoMessages.notRecording, { snum });
    }
    const wait = this.records.add(
      `rec:${snum}`,
      this.ctx.captureTimeoutMs,
      () => new VideoError(VideoErrorCode.RequestTimeout, undefined, { snum, method: Method.localRecord }),
    );
    try {
      await this.ctx.request(Method.localRecord, { snum });
    } catch (error) {
      wait.cancel(toVideoError(error, VideoErrorCode.PluginRejected));
    }
    return wait.promise;
  }

  /** Handles `web.captureCallBack` and `window.LocalRecordFinish`. */
  handleEvent(event: EventEnvelope): boolean {
    const { info } = event;
    if (event.method === Method.captureCallback) {
      const base64 = stringField(info, 'PicBuf') ?? '';
      const key = this.keyOf(this.snapshots, 'snap:', numberField(info, 'snum'));
      const snum = key ? Number(key.slice('snap:'.length)) : (numberField(info, 'snum') ?? -1);
      let bytes: Uint8Array;
      try {
        bytes = decodeBase64(base64);
      } catch {
        bytes = new Uint8Array(0);
      }
      const result: SnapshotResult = { snum, base64, bytes, mimeType: 'image/jpeg' };
      if (key) this.snapshots.resolve(key, result);
      this.ctx.snapshotTaken(result);
      return true;
    }
    if (event.method === Method.localRecordFinish) {
      const path = stringField(info, 'path') ?? '';
      const key = this.keyOf(this.records, 'rec:', numberField(info, 'snum'));
      const snum = key ? Number(key.slice('rec:'.length)) : numberField(info, 'snum');
      if (snum === undefined) return true;
      const result: LocalRecordResult = { snum, path };
      this.ctx.updateSlot(snum, { recording: false });
      if (key) this.records.resolve(key, result);
      this.ctx.localRecordFinished(result);
      return true;
    }
    return false;
  }

  /** Fails waits of a closed sub-window. */
  onSlotClosed(snum: number, error: VideoError): void {
    this.snapshots.rejectKey(`snap:${snum}`, error);
    this.records.rejectKey(`rec:${snum}`, error);
  }

  /** Fails every wait. */
  abortAll(error: VideoError): void {
    this.snapshots.rejectAll(error);
    this.records.rejectAll(error);
  }

  private requireVideo(snum: number) {
    validateSnum(snum);
    const slot = this.ctx.slot(snum);
    if (slot.state !== 'playing' && slot.state !== 'paused') {
      throw new VideoError(VideoErrorCode.NoLiveView, undefined, { snum });
    }
    return slot;
  }

  private keyOf<T>(waiters: Waiters<T>, prefix: string, snum: number | undefined): string | undefined {
    if (snum !== undefined) {
      const key = `${prefix}${snum}`;
      return waiters.has(key) ? key : undefined;
    }
    return waiters.firstKey(prefix);
  }
}
