/**
 * Two-way talk (`video.starttalk` / `video.closetalk`). Talk needs a live view in the sub-window
 * (206 otherwise) and the host's `talk` and `stopTalk` interfaces (207 otherwise). Audio is
 * type 2, 16-bit, 8000 Hz unless the host's talk reply says otherwise; talk type is 2 for device
 * types 1, 3, 6, 14, 43, else 1. Only one talk runs at a time.
 */
import { TALK_AUDIO } from '../constants.js';
import { toVideoError, VideoError, VideoErrorCode } from '../errors.js';
import { assertInterfaces, callInterface, resolveStreamUrl } from '../interfaces.js';
import { booleanField, type EventEnvelope, Method, numberField } from '../protocol.js';
import type { WindowContext, WindowController } from '../windows/context.js';
import { type SlotSnapshot, validateSnum } from '../windows/slots.js';
import { type ChannelRef, deviceCodeOf, talkTypeFor } from './channel.js';

interface ActiveTalk {
  snum: number;
  channelId: string;
  deviceCode: string;
  talkType: number;
  session: string | number;
}

/** Talk of one window. */
export class TalkController implements WindowController {
  private readonly ctx: WindowContext;
  private readonly channelOf: (snum: number) => ChannelRef | undefined;
  private active: ActiveTalk | undefined;
  private starting: number | undefined;

  /**
   * @param ctx window services
   * @param channelOf live channel of a sub-window (from the live controller)
   */
  constructor(ctx: WindowContext, channelOf: (snum: number) => ChannelRef | undefined) {
    this.ctx = ctx;
    this.channelOf = channelOf;
  }

  /** Sub-window talking, if any. */
  get talkingSnum(): number | undefined {
    return this.active?.snum;
  }

  /** Starts talking to the device of a live sub-window (stops any other talk first). */
  async start(snum: number): Promise<SlotSnapshot> {
    validateSnum(snum);
    const { ctx } = this;
    const slot = ctx.slot(snum);
    const channel = this.channelOf(snum);
    if (!channel || slot.mode !== 'live' || (slot.state !== 'playing' && slot.state !== 'paused')) {
      throw new VideoError(VideoErrorCode.NoLiveView, undefined, { snum });
    }
    assertInterfaces(ctx.interfaces, ['talk', 'stopTalk']);
    if (this.active) await this.stop();
    const talkType = talkTypeFor(channel.deviceType);
    const deviceCode = deviceCodeOf(channel);
    this.starting = snum;
    const stream = await callInterface(ctx.interfaces, 'talk', {
      data: {
        channelId: channel.channelId,
        deviceCode,
        deviceType: channel.deviceType,
        talkType,
        ...TALK_AUDIO,
      },
      snum,
    });
    const active: ActiveTalk = {
      snum,
      channelId: channel.channelId,
      deviceCode,
      talkType,
      session: stream.session,
    };
    try {
      if (this.starting !== snum) throw new VideoError(VideoErrorCode.Cancelled, undefined, { snum });
      await ctx.request(Method.startTalk, {
        snum,
        path: resolveStreamUrl(stream, ctx.hostname),
        channelId: channel.channelId,
        audioType: stream.audioType ?? TALK_AUDIO.audioType,
        audioBit: stream.audioBit ?? TALK_AUDIO.audioBit,
        sampleRate: stream.sampleRate ?? TALK_AUDIO.sampleRate,
        talkType,
      });
    } catch (error) {
      await this.releaseHost(active).catch(() => undefined);
      throw toVideoError(error, VideoErrorCode.PluginRejected, undefined, { snum });
    } finally {
      if (this.starting === snum) this.starting = undefined;
    }
    this.active = active;
    return ctx.updateSlot(snum, { talking: true });
  }

  /** Stops the talk (plugin side, then the host's `stopTalk`); resolves at once when none runs. */
  async stop(): Promise<void> {
    const active = this.active;
    this.starting = undefined;
    if (!active) return;
    this.active = undefined;
    this.ctx.updateSlot(active.snum, { talking: false });
    const closed = this.ctx.request(Method.closeTalk, { snum: 0, isAll: true }).then(() => undefined);
    const released = this.releaseHost(active);
    const [plugin, host] = await Promise.allSettled([closed, released]);
    if (host.status === 'rejected') throw host.reason;
    if (plugin.status === 'rejected' && !VideoError.is(plugin.reason, VideoErrorCode.NotConnected))
      throw plugin.reason;
  }

  /** Handles talk events: `video.notifytalk` (toolbar talk button) and `talk.close`. */
  handleEvent(event: EventEnvelope): boolean {
    const { info } = event;
    if (event.method === Method.notifyTalk) {
      const snum = numberField(info, 'snum');
      if (booleanField(info, 'bOpen') && snum !== undefined) {
        this.start(snum).catch((error: unknown) => this.report(snum, error));
      } else {
        this.stop().catch((error: unknown) => this.report(snum ?? 0, error));
      }
      return true;
    }
    if (event.method === Method.talkClose) {
      const active = this.active;
      if (!active) return true;
      this.active = undefined;
      this.ctx.updateSlot(active.snum, { talking: false });
      this.releaseHost(active).catch((error: unknown) => this.report(active.snum, error));
      return true;
    }
    return false;
  }

  /** Stops the talk of a closed sub-window. */
  onSlotClosed(snum: number): void {
    if (this.starting === snum) this.starting = undefined;
    if (this.active?.snum === snum) this.stop().catch((error: unknown) => this.report(snum, error));
  }

  /** Forgets the talk (the plugin connection is gone); the host session is still released. */
  abortAll(): void {
    const active = this.active;
    this.active = undefined;
    this.starting = undefined;
    if (active) {
      this.ctx.updateSlot(active.snum, { talking: false });
      this.releaseHost(active).catch(() => undefined);
    }
  }

  private releaseHost(active: ActiveTalk): Promise<unknown> {
    return callInterface(this.ctx.interfaces, 'stopTalk', {
      data: {
        channelId: active.channelId,
        deviceCode: active.deviceCode,
        talkType: active.talkType,
        session: active.session,
      },
      snum: active.snum,
    });
  }

  private report(snum: number, error: unknown): void {
    const failure = toVideoError(error, VideoErrorCode.PluginRejected, undefined, {
      snum,
      hwnd: this.ctx.hwnd,
    });
    if (failure.code !== VideoErrorCode.Cancelled) this.ctx.reportSlotError(snum, failure);
  }
}
