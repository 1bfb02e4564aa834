/**
 * Live view (`video.realmonitor`). Opening resolves when the plugin reports
 * `video.notifyrealmonitor` result 0; result 10704 fails with 10704, result -405 with 10705.
 * `video.reopenvideo` reopens the stream (204 when it was opened from a fixed URL or keeps failing);
 * `video.change.substream` (the toolbar stream button) reopens it with the other stream.
 */
import { DecodeMode, StreamType } from '../constants.js';
import { messageOf, toVideoError, VideoError, VideoErrorCode, VideoMessages } from '../errors.js';
import { assertInterfaces, callInterface, resolveStreamUrl } from '../interfaces.js';
import { type EventEnvelope, Method, numberField } from '../protocol.js';
import type { WindowContext, WindowController } from '../windows/context.js';
import { type SlotSnapshot, validateSnum } from '../windows/slots.js';
import { Waiters } from '../windows/waiters.js';
import { type ChannelRef, deviceCodeOf, talkTypeFor } from './channel.js';

/** Options of {@link LiveController.open}. */
export interface LiveOptions {
  /** Sub-window, 0–63. */
  snum: number;
  channel: ChannelRef;
  /** 1 main (default), 2 sub. */
  streamType?: StreamType;
  /** 0 soft (default), 1 hard, 2 fast hard. */
  decodeMode?: DecodeMode;
  /** Let the plugin follow redirects; default false. */
  redirect?: boolean;
  /** Play this address instead of asking the host's `real` interface. */
  url?: string;
  /** `dataType` passed to `real`; default 1 (video). */
  dataType?: number;
  /** Plugin `camerType` hint; default '1' beyond 15 live views, else '2' (as the vendor script). */
  cameraType?: string;
}

/** Reopen attempts after which `video.reopenvideo` gives up with 204. */
export const MAX_REOPEN_ATTEMPTS = 3;

interface LiveSession {
  options: LiveOptions;
  generation: number;
}

/** Error of a `video.notifyrealmonitor`/`video.notifyplayback` result (undefined when 0). */
export function openResultError(result: number): VideoError | undefined {
  if (result === 0) return undefined;
  if (result === -405) return new VideoError(VideoErrorCode.OpenTimeout, undefined, { pluginCode: result });
  return new VideoError(VideoErrorCode.OpenFailed, undefined, { pluginCode: result });
}

/** Live view of one window. */
export class LiveController implements WindowController {
  private readonly ctx: WindowContext;
  private readonly sessions = new Map<number, LiveSession>();
  private readonly waiters: Waiters<number>;
  private generation = 0;

  /** @param ctx window services */
  constructor(ctx: WindowContext) {
    this.ctx = ctx;
    this.waiters = new Waiters(ctx.timers);
  }

  /** Channel playing live in a sub-window, if any. */
  channelOf(snum: number): ChannelRef | undefined {
    return this.sessions.get(snum)?.options.channel;
  }

  /**
   * Opens a live view. Resolves with the slot once playing. Rejects with 1106/209 (bad snum),
   * 207 (no `real` and no `url`), 1107 (`real` failed), 10704, 10705, 1105 (superseded).
   */
  open(options: LiveOptions): Promise<SlotSnapshot> {
    try {
      validateSnum(options.snum);
      if (!options.url && !options.channel?.channelId) {
        throw new VideoError(
          VideoErrorCode.InvalidArgument,
          VideoMessages.invalidArgument('channel.channelId'),
        );
      }
      if (!options.url) assertInterfaces(this.ctx.interfaces, ['real']);
    } catch (error) {
      return Promise.reject(error);
    }
    return this.start({ ...options, channel: { ...options.channel } });
  }

  /**
   * Reopens the live views of `snums` (after the window was recreated) and forgets the others;
   * failures go to `slotError`.
   */
  restore(snums: readonly number[]): void {
    for (const [snum, session] of [...this.sessions]) {
      if (!snums.includes(snum)) {
        this.sessions.delete(snum);
        continue;
      }
      this.start(session.options).catch((error: unknown) => this.reportBackground(snum, error));
    }
  }

  /** Handles live events of this window. */
  handleEvent(event: EventEnvelope): boolean {
    const { info } = event;
    const snum = numberField(info, 'snum');
    switch (event.method) {
      case Method.notifyRealmonitor: {
        const result = numberField(info, 'result') ?? 0;
        if (snum === undefined) return true;
        if (!this.waiters.resolve(key(snum), result) && this.sessions.has(snum)) {
          const error = openResultError(result);
          if (error) this.ctx.reportSlotError(snum, error.withDetail({ snum, hwnd: this.ctx.hwnd }), 'error');
          else this.ctx.updateSlot(snum, { state: 'playing', error: undefined });
        }
        return true;
      }
      case Method.reopenVideo: {
        const session = snum === undefined ? undefined : this.sessions.get(snum);
        if (snum === undefined || !session) return true;
        const count = numberField(info, 'count') ?? 0;
        if (session.options.url || count >= MAX_REOPEN_ATTEMPTS) {
          this.ctx.reportSlotError(
            snum,
            new VideoError(VideoErrorCode.StreamDisconnected, undefined, { snum }),
            'error',
          );
          return true;
        }
        this.start(session.options).catch((error: unknown) => this.reportBackground(snum, error));
        return true;
      }
      case Method.changeSubstream: {
        const session = snum === undefined ? undefined : this.sessions.get(snum);
        if (snum === undefined || !session) return true;
        const substream = numberField(info, 'substream') ?? numberField(info, 'streamType');
        if (session.options.url) {
          const code = VideoErrorCode.StreamSwitch;
          this.ctx.notice({ snum, code, message: messageOf(code), type: 'option' });
          return true;
        }
        const streamType = (substream === StreamType.Sub ? StreamType.Sub : StreamType.Main) as StreamType;
        this.start({ ...session.options, streamType }).catch((error: unknown) =>
          this.reportBackground(snum, error),
        );
        return true;
      }
      default:
        return false;
    }
  }

  /** Forgets the live view of a closed sub-window. */
  onSlotClosed(snum: number, error: VideoError): void {
    this.waiters.rejectKey(key(snum), error);
    this.sessions.delete(snum);
  }

  /** Fails every opening in flight. */
  abortAll(error: VideoError): void {
    this.waiters.rejectAll(error);
  }

  private async start(options: LiveOptions): Promise<SlotSnapshot> {
    const { ctx } = this;
    const snum = options.snum;
    const generation = ++this.generation;
    this.sessions.set(snum, { options, generation });
    const channelId = options.channel.channelId ?? '';
    const streamType = options.streamType ?? StreamType.Main;
    const detail = { snum, hwnd: ctx.hwnd, channelId };
    ctx.updateSlot(snum, {
      state: 'opening',
      mode: 'live',
      channelId,
      channelName: options.channel.channelName,
      streamType,
      audio: false,
      playback: undefined,
      error: undefined,
    });
    const wait = this.waiters.replace(
      key(snum),
      ctx.openTimeoutMs,
      () => new VideoError(VideoErrorCode.OpenTimeout, undefined, detail),
      new VideoError(VideoErrorCode.Cancelled, undefined, detail),
    );
    try {
      await ctx.ensureDivision(snum);
      const path =
        options.url ??
        resolveStreamUrl(
          await callInterface(ctx.interfaces, 'real', {
            data: { channelId, streamType, dataType: options.dataType ?? 1 },
            snum,
          }),
          ctx.hostname,
        );
      this.assertCurrent(snum, generation);
      await ctx.request(Method.realmonitor, {
        snum,
        path,
        channelId,
        channelName: options.channel.channelName ?? '',
        redirect: options.redirect ?? false,
        camerType: options.cameraType ?? (ctx.liveCount() > 15 ? '1' : '2'),
        decodeMode: options.decodeMode ?? DecodeMode.Soft,
        streamType,
        deviceCode: deviceCodeOf(options.channel),
        deviceType: options.channel.deviceType,
        talkType: talkTypeFor(options.channel.deviceType),
      });
      const failure = openResultError(await wait.promise);
      if (failure) throw failure;
      this.assertCurrent(snum, generation);
      return ctx.updateSlot(snum, { state: 'playing', error: undefined });
    } catch (error) {
      wait.cancel(new VideoError(VideoErrorCode.Cancelled, undefined, detail));
      const failure = toVideoError(error, VideoErrorCode.OpenFailed).withDetail(detail);
      if (failure.code !== VideoErrorCode.Cancelled && this.sessions.get(snum)?.generation === generation) {
        ctx.updateSlot(snum, { state: 'error', error: failure });
      }
      throw failure;
    }
  }

  private assertCurrent(snum: number, generation: number): void {
    if (this.sessions.get(snum)?.generation !== generation) {
      throw new VideoError(VideoErrorCode.Cancelled, undefined, { snum });
    }
  }

  private reportBackground(snum: number, error: unknown): void {
    const failure = toVideoError(error, VideoErrorCode.OpenFailed, undefined, { snum, hwnd: this.ctx.hwnd });
    if (failure.code !== VideoErrorCode.Cancelled) this.ctx.reportSlotError(snum, failure, 'error');
  }
}

function key(snum: number): string {
  return `live:${snum}`;
}
